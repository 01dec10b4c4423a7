"""Keyboard play a screen-reader user can rely on: Left and Right through the free cards in
reading order, Home and End, Escape drops the selection, and the focus (the ring on the board, the keyboard in
the window) never disappears — after a move, a draw, an undo, a new deal, or a panel."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from pyramid_qt.engine import Card
from pyramid_qt.ui.board.marks import STOCK
from tests.helpers.engine import position
from tests.helpers.source_layout import SPEC_ROWS, spec_position
from tests.helpers.window import click_card

C = Card.parse
BOTTOM = [C(code) for code in SPEC_ROWS[6].split()]


@pytest.fixture
def keyboard(window, qtbot):
    """The window in front with the keyboard on the board, as after a Tab into it."""
    with qtbot.waitActive(window):
        window.activateWindow()
    window.view.clearFocus()
    window.view.setFocus(Qt.FocusReason.TabFocusReason)
    return window


def press(window, key, modifier=Qt.KeyboardModifier.NoModifier):
    QTest.keyClick(QApplication.focusWidget() or window, key, modifier)


def test_tab_into_the_board_shows_the_ring_on_the_first_free_card(keyboard):
    assert keyboard.controller.focus == BOTTOM[0]


def test_a_click_gives_the_board_the_keyboard_without_a_ring(window, qtbot):
    with qtbot.waitActive(window):
        window.activateWindow()
    window.view.clearFocus()
    window.view.setFocus(Qt.FocusReason.MouseFocusReason)
    assert window.view.hasFocus() and window.controller.focus is None


def test_left_and_right_go_through_the_free_cards_in_reading_order(keyboard):
    seen = [keyboard.controller.focus]
    for _ in range(12):
        press(keyboard, Qt.Key.Key_Right)
        seen.append(keyboard.controller.focus)
    assert seen == [*BOTTOM, STOCK, C("7D"), *[C("7D")] * 4]  # the end: it stays on the last
    press(keyboard, Qt.Key.Key_Left)
    assert keyboard.controller.focus == STOCK
    press(keyboard, Qt.Key.Key_Home)
    assert keyboard.controller.focus == BOTTOM[0]
    press(keyboard, Qt.Key.Key_End)
    assert keyboard.controller.focus == C("7D")


def test_up_and_down_still_go_by_the_board(keyboard):
    keyboard.flow.play_position(position("N", "KS", "QC AD", stock="", waste="5H"))
    keyboard.controller.focus = C("QC")
    keyboard.controller.refresh_marks()
    press(keyboard, Qt.Key.Key_Right)
    assert keyboard.controller.focus == C("AD")
    press(keyboard, Qt.Key.Key_Down)
    assert keyboard.controller.focus == C("AD")  # nothing lies below


def test_escape_drops_the_selection(keyboard):
    press(keyboard, Qt.Key.Key_Right)  # 10 of clubs
    press(keyboard, Qt.Key.Key_Space)
    assert keyboard.controller.selection.selected == C("TC")
    assert keyboard.scene.cards[C("3S")].partner_mark
    press(keyboard, Qt.Key.Key_Escape)
    assert keyboard.controller.selection.selected is None
    assert not keyboard.scene.cards[C("3S")].partner_mark
    assert keyboard.controller.focus == C("TC") and keyboard.view.hasFocus()


def test_a_click_on_the_felt_still_drops_it(window):
    click_card(window, "TC")
    window.view.emptyClicked.emit()
    assert window.controller.selection.selected is None


def test_the_ring_survives_a_draw_an_undo_and_a_new_deal(keyboard):
    press(keyboard, Qt.Key.Key_End)
    assert keyboard.controller.focus == C("7D")
    press(keyboard, Qt.Key.Key_D)  # 7D is covered by the drawn card
    assert keyboard.controller.focus in (keyboard.game.position.waste[0][-1], STOCK)
    press(keyboard, Qt.Key.Key_Home)
    press(keyboard, Qt.Key.Key_Right)
    press(keyboard, Qt.Key.Key_Right)
    press(keyboard, Qt.Key.Key_Right)
    press(keyboard, Qt.Key.Key_Right)
    press(keyboard, Qt.Key.Key_Right)  # King of diamonds
    assert keyboard.controller.focus == C("KD")
    press(keyboard, Qt.Key.Key_Space)
    assert keyboard.controller.focus in (C("3S"), C("7S"))
    press(keyboard, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert keyboard.controller.focus is not None
    keyboard.flow.play_position(spec_position())
    assert keyboard.controller.focus == BOTTOM[0]


def test_random_keyboard_play_never_loses_the_focus(keyboard):
    keys = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Space, Qt.Key.Key_Home]
    keys += [Qt.Key.Key_End, Qt.Key.Key_Escape, Qt.Key.Key_D, Qt.Key.Key_Space, Qt.Key.Key_Space]
    rng = random.Random(20)
    for step in range(300):
        if rng.random() < 0.05:
            press(keyboard, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        else:
            press(keyboard, rng.choice(keys))
        focus_widget = QApplication.focusWidget()
        assert focus_widget is not None, step
        if keyboard.game.is_over:
            assert isinstance(focus_widget, QPushButton) and keyboard.end_panel.isAncestorOf(focus_widget)
            break
        assert focus_widget is keyboard.view, (step, focus_widget)
        focus = keyboard.controller.focus
        assert focus == STOCK or keyboard.game.position.is_playable(focus), (step, focus)


def test_the_end_panel_takes_the_keyboard_and_gives_it_back(keyboard, qtbot):
    keyboard.flow.play_position(position("N", "KS", stock="", waste=""))
    keyboard.controller.focus = C("KS")
    press(keyboard, Qt.Key.Key_Space)
    panel = keyboard.end_panel
    assert panel.isVisible()
    button = QApplication.focusWidget()
    assert isinstance(button, QPushButton) and panel.isAncestorOf(button)
    assert button.text() == "New game"
    press(keyboard, Qt.Key.Key_Tab)
    focused = QApplication.focusWidget()
    assert isinstance(focused, QPushButton) and focused.text() == "Replay"
    press(keyboard, Qt.Key.Key_Space)  # Replay: the panel goes, the keyboard comes back to the board
    assert not panel.isVisible()
    assert keyboard.view.hasFocus()
    assert keyboard.controller.focus == C("KS")


def test_the_help_lists_the_keys(window):
    from pyramid_qt.ui.texts.help import help_html

    page = help_html(window.actions())
    for key in ("Left and Right arrows", "Up and Down arrows", "Home and End", "Space or Enter", "Esc"):
        assert key in page
    assert "Put a dragged card back, or drop the selected card" in page


def test_the_board_has_the_keyboard_when_the_window_opens(qtbot):
    """Not the deal bar's Copy button: the arrows play at once."""
    from pyramid_qt.app import build_main_window

    window = build_main_window(language="en")
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitActive(window):
        window.activateWindow()
    assert QApplication.focusWidget() is window.view


def test_a_panel_answering_a_click_shows_no_ring(window, qtbot):
    """Seen on a real X server: a King clicked away, then "Can I still win?" clicked on the toolbar, and a keyboard
    ring stood on the first free card although no key was pressed.  The panel's busy Cancel button had the keyboard;
    hidden for the answer's Close button, Qt handed the keyboard to the next widget in the chain, the board, as if by
    Tab."""
    with qtbot.waitActive(window):
        window.activateWindow()
    window.view.clearFocus()
    window.view.setFocus(Qt.FocusReason.MouseFocusReason)  # as a click on the board gives it
    click_card(window, "KD")
    assert window.controller.focus is None
    with qtbot.waitSignal(window.runner.finished, timeout=60_000):
        window.actions_.check.trigger()
    QApplication.processEvents()
    assert window.controller.focus is None  # no ring: the keys were never used
    close = window.check_panel.findChild(QPushButton)
    assert close is not None and close.hasFocus()  # the keyboard is on the answer's button, as a dialog's


def test_a_click_hides_the_ring_and_a_key_brings_it_back(keyboard):
    """Desktop convention (focus-visible): the ring shows once the keys are used and hides on a mouse click."""
    assert keyboard.controller.focus == BOTTOM[0]
    click_card(keyboard, "TC")
    assert keyboard.controller.focus is None and keyboard.view.hasFocus()
    press(keyboard, Qt.Key.Key_Right)
    assert keyboard.controller.focus is not None


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_enter_presses_the_panel_button_that_has_the_keyboard(keyboard, key):
    """Seen on a real X server: the lost game's panel gave its first button the keyboard "as a dialog does", but
    Enter did nothing there (outside a dialog a push button answers only Space)."""
    keyboard.flow.play_position(position("N", "KS", stock="", waste=""))
    keyboard.controller.focus = C("KS")
    press(keyboard, Qt.Key.Key_Space)
    panel = keyboard.end_panel
    press(keyboard, Qt.Key.Key_Tab)
    focused = QApplication.focusWidget()
    assert isinstance(focused, QPushButton) and focused.text() == "Replay" and panel.isAncestorOf(focused)
    press(keyboard, key)
    assert not panel.isVisible()
    assert keyboard.game.moves == 0 and C("KS") in keyboard.game.position.pyramid  # replayed
