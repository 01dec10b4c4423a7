"""What the board tells a screen reader as it is played by keys, in the order the screen reader reads it (Orca 43's
debug log): a draw takes the focus to the drawn card; the state of the card the screen reader has as its
focus is told once the focus has moved on (Orca speaks a description change of its focus alone, without the card:
"Pyramid row 6, card 1 of 6; selected"); a card leaving its pile leaves with its accessible identity (an AT-SPI
client keeps a card's parent once read: a card dealt from the waste into the pyramid was read as the waste's)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from pyramid_qt import i18n
from pyramid_qt.engine import Card
from pyramid_qt.ui.board.marks import STOCK
from tests.helpers.accessible import Told, card_interface, record_events
from tests.helpers.engine import position

C = Card.parse
Event = QAccessible.Event


@pytest.fixture(autouse=True)
def english(qapp, restore_language):
    assert i18n.install_language("en") == "en"
    qapp.processEvents()


@pytest.fixture
def told(window, monkeypatch) -> list[Told]:
    """What the window tells a screen reader listening from the start."""
    return record_events(monkeypatch, window)


@pytest.fixture
def keyboard(window, told, qtbot):
    """The window in front with the keyboard on the board, as after a Tab into it."""
    with qtbot.waitActive(window):
        window.activateWindow()
    window.view.clearFocus()
    window.view.setFocus(Qt.FocusReason.TabFocusReason)
    return window


def press(window, qtbot, key):
    QTest.keyClick(QApplication.focusWidget() or window, key)
    qtbot.wait(1)  # the zero-delay timers that tell the focus


def told_focus(told: list[Told]) -> object | None:
    focused = [t.target for t in told if t.kind == Event.Focus]
    return focused[-1] if focused else None


def spoken_alone(told: list[Told]) -> list[Told]:
    """The description and selection changes told of the object last told focused: a screen reader says them
    without the card's name."""
    changes = (Event.DescriptionChanged, Event.Selection)
    return [
        event
        for index, event in enumerate(told)
        if event.kind in changes and event.role == QAccessible.Role.Button and event.target is told_focus(told[:index])
    ]


def test_a_draw_takes_the_focus_to_the_drawn_card_wherever_it_was(keyboard, qtbot, told):
    keyboard.flow.play_position(position("N", "QC", "AD KS", stock="5H 6D", waste="2C"))
    press(keyboard, qtbot, Qt.Key.Key_Home)
    assert keyboard.controller.focus == C("AD")
    press(keyboard, qtbot, Qt.Key.Key_D)
    assert keyboard.controller.focus == C("5H")
    assert told_focus(told) is keyboard.scene.cards[C("5H")]
    keyboard.controller.focus = STOCK
    keyboard.controller.refresh_marks()
    keyboard.actions_.draw.trigger()  # the toolbar's Draw, the keys on the stock
    qtbot.wait(1)
    assert keyboard.controller.focus == C("6D")


def test_draw_three_takes_the_focus_to_the_first_drawn_card(keyboard, qtbot):
    keyboard.flow.play_position(position("TD", "QC", "AD KS", stock="5H 6D 7S 8C"))
    press(keyboard, qtbot, Qt.Key.Key_Home)
    press(keyboard, qtbot, Qt.Key.Key_D)
    assert keyboard.controller.focus == C("5H")  # the top of the first waste pile


def test_without_the_keys_in_use_a_draw_moves_no_ring(window, qtbot):
    window.flow.play_position(position("N", "QC", "AD KS", stock="5H", waste="2C"))
    assert window.controller.focus is None
    window.actions_.draw.trigger()
    assert window.controller.focus is None


def test_the_focused_cards_state_is_told_once_the_focus_leaves_it(keyboard, qtbot, told):
    press(keyboard, qtbot, Qt.Key.Key_Home)
    first = keyboard.scene.cards[keyboard.controller.focus]
    press(keyboard, qtbot, Qt.Key.Key_Space)  # selected: said by the announcement, not by the description
    assert keyboard.controller.selection.selected == first.card
    assert not spoken_alone(told)
    assert not [t for t in told if t.target is first and t.kind == Event.DescriptionChanged]
    press(keyboard, qtbot, Qt.Key.Key_Right)
    after = told[[t.kind for t in told].index(Event.Focus, len(told) - 4) :]
    assert [t.kind for t in after if t.target is first] == [Event.DescriptionChanged, Event.Selection]
    assert card_interface(keyboard, first.code).text(QAccessible.Text.Description).endswith("; selected")


def test_no_state_of_the_focused_card_is_told_alone_in_a_game_played_by_keys(keyboard, qtbot, told):
    """Pairs, Kings, wrong pairs, draws with the focus on the waste (its old top is covered) or the stock, Escape."""
    keys = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Space, Qt.Key.Key_Home]
    keys += [Qt.Key.Key_End, Qt.Key.Key_Escape, Qt.Key.Key_D, Qt.Key.Key_Return]
    rng = random.Random(34)
    for _ in range(120):
        if keyboard.game.is_over:
            break
        press(keyboard, qtbot, rng.choice(keys))
    assert len([t for t in told if t.kind == Event.DescriptionChanged]) > 20
    assert not spoken_alone(told)


def test_a_card_leaving_its_pile_gets_a_new_identity(window, qtbot, told):
    """The waste's 2 of clubs dealt into the pyramid is a new object, whose parent a client reads afresh."""
    window.flow.play_position(position("N", "QC", "AD KS", stock="5H", waste="2C"))
    before = QAccessible.uniqueId(card_interface(window, "2C"))
    assert card_interface(window, "2C").parent().text(QAccessible.Text.Name) == "Waste: 1 card"
    window.flow.play_position(position("N", "2C", "AD KS", stock="5H", waste="QC"))
    qtbot.wait(1)
    moved = card_interface(window, "2C")
    assert QAccessible.uniqueId(moved) != before
    assert moved.parent().text(QAccessible.Text.Name) == "Pyramid: 3 cards"
    stayed = QAccessible.uniqueId(card_interface(window, "AD"))
    window.flow.play_position(position("N", "QS", "AD KS", stock="5H", waste="QC"))
    qtbot.wait(1)
    assert QAccessible.uniqueId(card_interface(window, "AD")) == stayed  # the same place: the same object


def test_a_panel_showing_and_hiding_is_a_child_of_the_board_added_and_removed(keyboard, qtbot, told):
    keyboard.flow.play_position(position("N", "KS", stock="", waste=""))
    press(keyboard, qtbot, Qt.Key.Key_Home)
    press(keyboard, qtbot, Qt.Key.Key_Space)  # the King: won, the end panel shows
    panel = keyboard.end_panel
    assert panel.isVisible()
    about = [t.kind for t in told if t.target is panel and t.kind in (Event.ObjectCreated, Event.ObjectDestroyed)]
    assert about == [Event.ObjectCreated]
    board = QAccessible.queryAccessibleInterface(keyboard.view)
    assert board.indexOfChild(QAccessible.queryAccessibleInterface(panel)) >= 0
    panel.hide()
    about = [t.kind for t in told if t.target is panel and t.kind in (Event.ObjectCreated, Event.ObjectDestroyed)]
    assert about == [Event.ObjectCreated, Event.ObjectDestroyed]


def test_waste_piles_that_come_and_go_with_the_rules_are_told(window, qtbot, told):
    piles = window.scene.waste_outlines
    window.flow.play_position(position("TD", "QC", "AD KS", stock="5H 6D 7S 8C"))
    created = [t.target for t in told if t.kind == Event.ObjectCreated and t.target in piles]
    assert created == piles[1:3]  # the first pile was there already
    told.clear()
    window.flow.play_position(position("N", "QC", "AD KS", stock="5H", waste="2C"))
    gone = [t.target for t in told if t.kind == Event.ObjectDestroyed and t.target in piles]
    assert gone == piles[1:3]
    assert all(t.name for t in told if t.kind == Event.ObjectDestroyed and t.target in piles)  # told before they left


def test_the_piles_and_pyramids_of_another_game_are_told_as_they_come_and_go(window, told):
    from pyramid_qt.engine.deal import DealCode
    from pyramid_qt.engine.games import ENGINE_GAMES

    scene = window.scene
    window.flow.play_code(DealCode.parse("PY1-GIZA-N-AAAAAAB", games=ENGINE_GAMES))
    gone = [t.target for t in told if t.kind == Event.ObjectDestroyed]
    assert scene.stock_pile in gone and scene.waste_outlines[0] in gone  # Giza has no talon
    created = [t.target for t in told if t.kind == Event.ObjectCreated and t.target in scene.reserve_outlines]
    assert created == scene.reserve_outlines[:8]
    assert all(t.name for t in told if t.kind == Event.ObjectDestroyed and t.target is scene.stock_pile)
    told.clear()
    window.flow.play_code(DealCode.parse("PY1-PHARAOHS-N-AAAAABD", games=ENGINE_GAMES))
    gone = [t.target for t in told if t.kind == Event.ObjectDestroyed]
    assert set(scene.reserve_outlines[:8]) <= set(gone)
    pyramids = [t.name for t in told if t.kind == Event.ObjectCreated and t.name.startswith("Pyramid")]
    assert pyramids == ["Pyramid 2: 21 cards", "Pyramid 3: 3 cards"]  # the first pyramid's group was there
    told.clear()
    window.flow.play_code(DealCode.parse("PY1-N-AAAAAAS"))
    created = [t.target for t in told if t.kind == Event.ObjectCreated]
    assert scene.stock_pile in created and scene.waste_outlines[0] in created
    assert [t.name for t in told if t.kind == Event.ObjectDestroyed and t.name.startswith("Pyramid")] == [
        "Pyramid 2: 21 cards",
        "Pyramid 3: 3 cards",
    ]
