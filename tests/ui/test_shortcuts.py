"""Shortcuts for full screen (F11), Preferences (Ctrl+,) and Statistics (F9), listed in Help in
both languages with the other keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

from pyramid_qt import i18n
from pyramid_qt.ui import window_dialogs
from pyramid_qt.ui.actions import WindowActions, key_sequences
from pyramid_qt.ui.texts.help import help_html


def keys(action) -> list[str]:
    return [shortcut.toString(QKeySequence.SequenceFormat.PortableText) for shortcut in action.shortcuts()]


def test_the_keys(window):
    a = window.actions_
    assert "F11" in keys(a.full_screen)
    assert keys(a.preferences) == ["Ctrl+,"]
    assert keys(a.statistics) == ["F9"]


def test_f11_is_full_screen_where_qt_knows_no_full_screen_key():
    """Found on a real X server (Xvfb with Openbox): Qt's xcb platform outside KDE and GNOME has no binding for the
    standard Full screen key, so F11, which the Help names, did nothing."""
    no_binding = key_sequences(WindowActions.full_screen.keys, standard=lambda _key: QKeySequence())
    assert [key.toString(QKeySequence.SequenceFormat.PortableText) for key in no_binding] == ["F11"]


def test_a_key_declared_twice_is_one_shortcut(window):
    """Where the platform's Full screen key is F11 too (here, KDE, Windows) F11 is one shortcut: given twice, Qt
    would call it ambiguous and trigger nothing (test_f11_goes_full_screen_and_back presses it)."""
    assert keys(window.actions_.full_screen) == ["F11"]


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
