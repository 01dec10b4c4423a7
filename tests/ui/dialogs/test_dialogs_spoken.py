"""The dialogs and the menus as a screen reader meets them (Orca 43): the Statistics' figures each reached
with Tab and read with their caption, the Help in sections with nothing unspeakable in them, F10 opening the menu
bar, and each dialog opened fresh, so Orca says its name (it said "Game page tab" for the Preferences, having read
the tab's selection while the dialog was being built)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTabBar

from pyramid_qt import i18n
from pyramid_qt.store.settings import Settings
from pyramid_qt.store.stats import LOST, WON, StatsStore
from pyramid_qt.ui.accessibility.identity import open_fresh
from pyramid_qt.ui.actions import Menu
from pyramid_qt.ui.dialogs.help import HelpDialog
from pyramid_qt.ui.dialogs.preferences import PreferencesDialog
from pyramid_qt.ui.dialogs.statistics import StatisticsDialog
from pyramid_qt.ui.dialogs.stats_table import TILES
from tools.stats_fixtures import Played, scripted_store

Text = QAccessible.Text
FRAME_MARKS = ("\ufdd0", "\ufdd1")  # a text document's frame boundaries, which a screen reader reads as characters


@pytest.fixture
def store(tmp_path: Path) -> Iterator[StatsStore]:
    filled = scripted_store(
        tmp_path / "stats.sqlite3",
        [Played(1, "N", WON, seconds=100, moves=50), Played(2, "N", LOST, seconds=30, moves=9, removed=6)],
    )
    yield filled
    filled.close()


@pytest.mark.parametrize("language", ["en", "id"])
def test_each_statistics_figure_is_reached_by_tab_and_read_with_its_caption(qtbot, store, restore_language, language):
    assert i18n.install_language(language) == language
    dialog = StatisticsDialog(store, current_rules_field="N")
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    dialog.rules_combo.setFocus(Qt.FocusReason.TabFocusReason)
    reached = []
    for _ in range(40):
        focused = QApplication.focusWidget()
        assert focused is not None
        QTest.keyClick(focused, Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    values = [dialog.tiles[name].value for name in TILES if dialog.tiles[name].isVisible()]
    assert len(values) >= 9
    order = [reached.index(value) for value in values]  # each one reached, in reading order
    assert order == sorted(order)
    for name in TILES:
        tile = dialog.tiles[name]
        if not tile.isVisible():
            continue
        interface = QAccessible.queryAccessibleInterface(tile.value)
        labels = [label.text(Text.Name) for label, _relation in interface.relations(QAccessible.RelationFlag.Label)]
        assert labels == [tile.caption.text()] and tile.caption.text()
        assert interface.text(Text.Name) == tile.value.text()
    assert dialog.tiles["played"].value.text() == "2"


@pytest.mark.parametrize("language", ["en", "id"])
def test_the_help_goes_by_sections_with_nothing_unspeakable(window, qtbot, restore_language, language):
    assert i18n.install_language(language) == language
    dialog = HelpDialog(window.actions, window)
    qtbot.addWidget(dialog)
    dialog.show()
    titles = [title for title, _text in dialog.sections()]
    assert [dialog.contents.item(row).text() for row in range(dialog.contents.count())] == titles
    assert len(titles) >= 8
    assert QApplication.focusWidget() in (None, dialog.contents) or dialog.focusWidget() is dialog.contents
    lengths = []
    for row, title in enumerate(titles):
        dialog.contents.setCurrentRow(row)
        text = QAccessible.queryAccessibleInterface(dialog.browser).textInterface()
        spoken = text.text(0, text.characterCount())
        assert spoken.startswith(title)
        assert not [mark for mark in FRAME_MARKS if mark in spoken], title
        lengths.append(len(spoken))
    assert max(lengths) < sum(lengths) / 3  # a section at a time, not the whole page


def test_f10_opens_the_menu_bar(window, qtbot):
    with qtbot.waitActive(window):
        window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_F10)
    game = window.actions_.menus[Menu.GAME]
    assert window.menuBar().activeAction() is game.menuAction()
    qtbot.waitUntil(game.isVisible)
    QTest.keyClick(game, Qt.Key.Key_Escape)
    from pyramid_qt.ui.texts.help import help_html

    assert "F10" in help_html(window.actions())  # the Help's list of keys says so


def test_a_dialog_opens_fresh_to_a_screen_reader(qtbot, monkeypatch):
    """What a screen reader was told while the dialog was built names objects it no longer finds: passed over."""
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    tabs = dialog.findChild(QTabBar)
    assert tabs is not None
    built = QAccessible.uniqueId(QAccessible.queryAccessibleInterface(tabs))
    open_fresh(dialog)
    assert QAccessible.uniqueId(QAccessible.queryAccessibleInterface(tabs)) != built


@pytest.mark.parametrize("opener", ["open_new_game", "open_preferences", "open_statistics", "open_help"])
def test_the_window_opens_each_dialog_fresh(qtbot, monkeypatch, opener):
    from PySide6.QtWidgets import QDialog

    from pyramid_qt.app import build_main_window
    from pyramid_qt.ui import window_dialogs

    window = build_main_window(language="en")  # with its settings and statistics, as the game has them
    qtbot.addWidget(window)

    seen: list[str] = []

    def saw(what: str) -> Callable[[QDialog], int]:
        def record(dialog: QDialog) -> int:
            seen.append(f"{what} {type(dialog).__name__}")
            return 0

        return record

    monkeypatch.setattr(window_dialogs, "open_fresh", saw("fresh"))
    monkeypatch.setattr(QDialog, "exec", saw("exec"))
    monkeypatch.setattr(QDialog, "show", saw("show"))
    getattr(window_dialogs, opener)(window.dialog_host)
    assert len(seen) == 2 and seen[0].startswith("fresh ") and seen[0].split()[1] == seen[1].split()[1]
