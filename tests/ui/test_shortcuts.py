"""Shortcuts for full screen (F11), Preferences (Ctrl+,) and Statistics (F9) (issue 20 item 3), listed in Help in
both languages with the other keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

from pyramid_qt import i18n
from pyramid_qt.ui import window_dialogs
from pyramid_qt.ui.texts.help import help_html


def keys(action) -> list[str]:
    return [shortcut.toString(QKeySequence.SequenceFormat.PortableText) for shortcut in action.shortcuts()]


def test_the_keys(window):
    a = window.actions_
    assert "F11" in keys(a.full_screen)
    assert keys(a.preferences) == ["Ctrl+,"]
    assert keys(a.statistics) == ["F9"]


@pytest.fixture
def in_front(window, qtbot):
    with qtbot.waitActive(window):
        window.activateWindow()
    return window


def test_f11_goes_full_screen_and_back(in_front, qtbot):
    QTest.keyClick(in_front, Qt.Key.Key_F11)
    qtbot.waitUntil(in_front.isFullScreen)
    assert in_front.actions_.full_screen.isChecked()
    QTest.keyClick(in_front, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not in_front.isFullScreen())
    assert not in_front.actions_.full_screen.isChecked()


def test_the_toggle_follows_a_window_made_full_screen_otherwise(in_front, qtbot):
    in_front.showFullScreen()
    qtbot.waitUntil(in_front.actions_.full_screen.isChecked)
    in_front.showNormal()
    qtbot.waitUntil(lambda: not in_front.actions_.full_screen.isChecked())


def test_ctrl_comma_opens_preferences_and_f9_statistics(in_front, monkeypatch):
    opened: list[str] = []
    monkeypatch.setattr(window_dialogs, "open_preferences", lambda host: opened.append("preferences"))
    monkeypatch.setattr(window_dialogs, "open_statistics", lambda host: opened.append("statistics"))
    in_front.actions_.preferences.setEnabled(True)
    in_front.actions_.statistics.setEnabled(True)
    QTest.keyClick(in_front, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(in_front, Qt.Key.Key_F9)
    assert opened == ["preferences", "statistics"]


@pytest.mark.parametrize(
    ("language", "texts"),
    [("en", ("Full screen", "Preferences", "Statistics")), ("id", ("Layar penuh", "Preferensi", "Statistik"))],
)
def test_help_lists_them(window, qtbot, restore_language, language, texts):
    assert i18n.install_language(language) == language
    qtbot.wait(1)
    page = help_html(window.actions_.declared())
    for key in ("F11", "F9", "Ctrl+,"):
        assert key in page
    for text in texts:
        assert text in page
    for action in (window.actions_.full_screen, window.actions_.preferences, window.actions_.statistics):
        assert action.text().replace("&", "") in page
