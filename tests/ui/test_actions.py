"""The window's actions are declared once (pyramid_qt/ui/actions.py): the menus, the toolbar, the texts, the
connections and the Help's list of keys all come from the declarations, so a new one needs no other code."""

from __future__ import annotations

import re
from pathlib import Path
from typing import cast

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from pyramid_qt.ui.actions import ActionHost, Command, Menu, Toggle, WindowActions
from pyramid_qt.ui.main_window import MainWindow
from pyramid_qt.ui.texts import help as help_texts
from tests.helpers.fake_translator import FewWords

DOC = Path(__file__).resolve().parents[2] / "docs" / "automation.md"


def _groups(widget: QMenu | QToolBar) -> list[list[QAction]]:
    """The widget's actions split at its separators."""
    groups: list[list[QAction]] = [[]]
    for action in widget.actions():
        if action.isSeparator():
            groups.append([])
        else:
            groups[-1].append(action)
    return groups


def test_the_window_has_no_action_besides_the_declared_ones(window: MainWindow) -> None:
    declared = window.actions_.declared()
    assert set(window.actions()) == set(declared)
    assert len(set(declared)) == len(declared) == len([a for a in declared if a.objectName()])


def test_docs_automation_names_every_declared_action(window: MainWindow) -> None:
    listing = DOC.read_text(encoding="utf-8").split("The names: ", 1)[1].split("\n\n", 1)[0]
    assert re.findall(r"`(\w+)`", listing) == [action.objectName() for action in window.actions_.declared()]


def test_the_menus_and_toolbar_are_the_declarations_in_order(window: MainWindow) -> None:
    a = window.actions_
    assert [menu.title() for menu in a.menus.values()] == ["&Game", "&Move", "&Settings", "&Help"]
    assert [action.menu() for action in window.menuBar().actions()] == list(a.menus.values())
    assert _groups(a.menus[Menu.GAME]) == [
        [a.new_game, a.new_game_dialog, a.daily, a.replay, a.share_result, a.daily_goals],
        [a.copy_position, a.paste_position, a.open_position, a.save_position],
        [a.statistics],
        [a.quit],
    ]
    assert _groups(a.menus[Menu.MOVE]) == [
        [a.undo, a.redo],
        [a.draw, a.hint, a.check],
        [a.show_me_how, a.review],
        [a.pause],
    ]
    assert _groups(a.menus[Menu.SETTINGS]) == [[a.highlight_pairs, a.full_screen, a.preferences]]
    assert _groups(a.menus[Menu.HELP]) == [[a.help, a.about]]
    assert _groups(a.toolbar) == [[a.new_game, a.replay], [a.undo, a.redo, a.draw], [a.hint, a.check]]


def test_the_help_lists_every_declared_key(window: MainWindow) -> None:
    page = help_texts.help_html(window.actions_.declared())
    keyed = [action for action in window.actions_.declared() if not action.shortcut().isEmpty()]
    assert len(keyed) >= 10
    for action in keyed:
        assert f"<b>{action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)}</b>" in page
        assert action.text() in page


class _WithOneMore(WindowActions):
    """What a new action takes: its declaration (its handler here records the call)."""

    calls: list[tuple[object, ...]] = []

    sort_waste = Command(
        "Sort the waste",
        lambda host: _WithOneMore.calls.append((host,)),
        tooltip="Put the waste in rank order",
        keys=["Ctrl+Alt+J", "F12"],
        menu=Menu.MOVE,
        menu_group=7,
        toolbar=7,
    )
    show_clock = Toggle(
        "Show the clock",
        lambda host, on: _WithOneMore.calls.append((host, on)),
        menu=Menu.SETTINGS,
    )


@pytest.fixture
def more(qtbot) -> tuple[_WithOneMore, QMainWindow]:
    _WithOneMore.calls.clear()
    window = QMainWindow()
    qtbot.addWidget(window)
    return _WithOneMore(window, cast(ActionHost, window)), window


def test_a_new_declaration_is_placed_connected_and_listed_with_no_other_code(more) -> None:
    actions, window = more
    sort_waste, show_clock = actions.sort_waste, actions.show_clock
    assert _groups(actions.menus[Menu.MOVE])[-1] == [sort_waste]  # its own group: after a separator
    assert _groups(actions.toolbar)[-1] == [sort_waste]
    settings = [actions.highlight_pairs, actions.full_screen, actions.preferences, show_clock]
    assert _groups(actions.menus[Menu.SETTINGS]) == [settings]
    assert sort_waste in window.actions() and sort_waste.objectName() == "sort_waste"
    assert [key.toString() for key in sort_waste.shortcuts()] == ["Ctrl+Alt+J", "F12"]
    assert (sort_waste.text(), sort_waste.toolTip()) == ("Sort the waste", "Put the waste in rank order")
    assert show_clock.isCheckable() and not show_clock.isChecked()

    sort_waste.trigger()
    show_clock.trigger()
    show_clock.trigger()
    assert _WithOneMore.calls == [(window,), (window, True), (window, False)]

    page = help_texts.help_html(actions.declared())
    assert "<b>Ctrl+Alt+J, F12</b>" in page and "Sort the waste" in page


def test_declared_texts_follow_the_language(more) -> None:
    actions, _window = more
    translator = FewWords(
        {"Sort the waste": "Urutkan buangan", "Put the waste in rank order": "Urutkan menurut nilai", "&Move": "&L"}
    )
    app = QCoreApplication.instance()
    assert app is not None
    app.installTranslator(translator)
    try:
        actions.retranslate()
        assert actions.sort_waste.text() == "Urutkan buangan"
        assert actions.sort_waste.toolTip() == "Urutkan menurut nilai"
        assert actions.menus[Menu.MOVE].title() == "&L"
    finally:
        app.removeTranslator(translator)
    actions.retranslate()
    assert actions.sort_waste.text() == "Sort the waste"


def test_an_alternate_text_survives_a_language_change(more) -> None:
    actions, _window = more
    actions.show_alternate(WindowActions.draw, True)
    actions.retranslate()
    assert actions.draw.text() == "Another round"
    actions.show_alternate(WindowActions.draw, False)
    assert actions.draw.text() == "Draw"
