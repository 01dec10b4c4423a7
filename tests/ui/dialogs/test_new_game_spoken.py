"""The New game dialog as a screen reader reads it: the code entry named, its check spoken as the typing pauses
(the entry's description follows the feedback), and Enter on a code that is not one says why (the OK button is off:
Enter did nothing at all, silently)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from pyramid_qt import i18n
from pyramid_qt.engine.rules import DEFAULT_RULES
from pyramid_qt.ui.dialogs.new_game import NewGameDialog

Text = QAccessible.Text


@pytest.fixture
def dialog(qtbot, restore_language, request):
    language = getattr(request, "param", "en")
    assert i18n.install_language(language) == language
    shown = NewGameDialog(DEFAULT_RULES)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def entry(dialog: NewGameDialog):
    interface = QAccessible.queryAccessibleInterface(dialog.entry)
    assert interface is not None
    return interface


@pytest.mark.parametrize(
    ("dialog", "name"), [("en", "Deal code or number"), ("id", "Kode deal atau nomor")], indirect=["dialog"]
)
def test_the_code_entry_is_named(dialog, name):
    assert entry(dialog).text(Text.Name) == name
    assert entry(dialog).text(Text.Description) == dialog.feedback.text() != ""


def test_the_check_is_the_entry_s_description_once_the_typing_pauses(dialog, qtbot):
    QTest.keyClicks(dialog.entry, "PY1-Q")
    error = dialog.feedback.text()
    assert dialog.code is None and error
    qtbot.waitUntil(lambda: entry(dialog).text(Text.Description) == error)
    QTest.keyClick(dialog.entry, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(dialog.entry, "18")
    qtbot.waitUntil(lambda: entry(dialog).text(Text.Description) == "Deal PY1-N-AAAAAAS")


def test_enter_on_a_bad_code_says_why(dialog, qtbot, monkeypatch):
    QTest.keyClicks(dialog.entry, "PY9-N-AAAAAAS")
    error = dialog.feedback.text()
    qtbot.waitUntil(lambda: entry(dialog).text(Text.Description) == error)
    described: list[str] = []  # each description set: Qt tells a screen reader of each change
    set_description = dialog.entry.setAccessibleDescription

    def describe(text: str) -> None:
        described.append(text)
        set_description(text)

    monkeypatch.setattr(dialog.entry, "setAccessibleDescription", describe)
    QTest.keyClick(dialog.entry, Qt.Key.Key_Return)
    assert described == [" ", error]  # a blank first: a screen reader speaks a description that changed
    assert dialog.isVisible() and dialog.result() == 0  # nothing else happened
