"""The window played by clicking real card items (offscreen, animations off)."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest

from pyramid_qt.engine import Card, DealCode, Status
from pyramid_qt.services import solver_bridge
from pyramid_qt.solver import Verdict
from pyramid_qt.ui.board.pile_item import PileLook
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow
from pyramid_qt.ui.solver_jobs import JobPurpose
from pyramid_qt.ui.solver_questions import CheckAnswer
from tests.helpers.source_layout import spec_position
from tests.helpers.window import click_card, click_stock, picture

C = Card.parse


def test_tap_king_removes_it(window):
    item = window.scene.cards[C("KD")]
    assert item.isVisible()
    click_card(window, "KD")
    assert window.game.position.locate(C("KD")) is None
    assert not item.isVisible()
    assert window.game.score == 10
    assert "Score: 10" in window.counters.score.text()


def test_pair_then_row_seven_reads_as_the_source_says(window):
    click_card(window, "KD")
    click_card(window, "TC")
    assert window.scene.cards[C("TC")].selected_mark
    assert window.scene.cards[C("3H")].partner_mark  # the other free 3 gets a dashed frame
    click_card(window, "3S")
    row7 = [card.code if card else "--" for card in window.game.position.pyramid[21:28]]
    assert row7 == ["7C", "--", "3H", "4H", "--", "--", "7S"]
    assert not window.scene.cards[C("TC")].isVisible()
    assert not window.scene.cards[C("3S")].isVisible()


def test_wrong_sum_says_so_and_keeps_the_second_card(window):
    click_card(window, "7C")
    click_card(window, "7S")
    assert window.toast.isVisible()
    assert window.toast.text() == "The sum must be 13"
    assert window.controller.selection.selected == C("7S")
    assert window.scene.cards[C("7S")].selected_mark
    assert window.view.accessibleDescription() == ""  # the card says it (Orca said a name twice)
    assert not window.scene.cards[C("7C")].selected_mark
    assert window.game.moves == 0  # wrong taps are never counted


def test_tap_on_covered_card_says_blocked(window):
    click_card(window, "QC")
    assert window.toast.text() == "This card is blocked by another card"
    assert window.controller.selection.selected is None
    assert window.scene.cards[C("QC")].dimmed
    assert not window.scene.cards[C("7C")].dimmed


def test_draw_and_recycle_by_tapping_the_stock(window):
    click_stock(window)
    position = window.game.position
    assert position.waste[0][-1] == C("AS") or len(position.waste[0]) == 2
    assert len(position.stock) == 22
    drawn = position.waste[0][-1]
    assert window.scene.cards[drawn].face_up
    for _ in range(22):
        click_stock(window)
    assert not window.game.position.stock
    assert window.scene.stock_pile.look is PileLook.RECYCLE
    assert window.actions_.draw.text() == "Another round"
    click_stock(window)
    assert len(window.game.position.stock) == 24
    assert window.game.pass_number == 2
    assert window.deal_bar.pass_label.text() == "Pass 2"
    assert all(not window.scene.cards[card].face_up for card in window.game.position.stock)


def test_undo_restores_the_picture(window):
    before = picture(window)
    click_card(window, "KD")
    click_stock(window)
    assert picture(window) != before
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert picture(window) == before
    assert window.game.undos == 2 and window.game.moves == 2
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.game.position.locate(C("KD")) is None


def test_keyboard_focus_and_space_select(window):
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    focus = window.controller.focus
    assert focus is not None
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    if isinstance(focus, Card) and not focus.is_king:
        assert window.controller.selection.selected == focus


def test_input_during_animation_applies_to_the_settled_board(qtbot):
    w = MainWindow(speed=Speed.NORMAL)
    qtbot.addWidget(w)
    w.resize(1000, 700)
    w.show()
    qtbot.waitExposed(w)
    w.flow.play_position(spec_position())
    assert w.scene.is_animating()  # the deal is running
    w.scene.finish_animations()
    before = picture(w)
    click_card(w, "KD")
    assert w.scene.is_animating()  # K♦ is fading away
    click_card(w, "TC")  # taps while it fades are not lost
    click_card(w, "3S")
    assert w.scene.is_animating()
    w.flow.undo()  # so is an undo in the middle of an animation
    w.flow.undo()
    w.scene.finish_animations()
    assert w.game.undos == 2 and w.game.moves == 2
    assert picture(w) == before


def test_check_answers_without_blocking_the_event_loop(window, qtbot, monkeypatch):
    gate = threading.Event()

    start = window.game.start
    click_card(window, "KD")  # a move: the start is an earlier step the rewind may reach

    def slow_verdict(position, cancel, time_limit=0.0):
        # Only the GUI thread's timer opens the gate: if the event loop were blocked this would time out.
        assert gate.wait(10)
        return Verdict.WINNABLE if position == start else Verdict.UNWINNABLE

    monkeypatch.setattr(solver_bridge, "verdict", slow_verdict)
    QTimer.singleShot(50, gate.set)
    with qtbot.waitSignal(window.runner.finished, timeout=10000) as blocker:
        window.actions_.check.trigger()
        assert window.check_panel.isVisible() and window.check_panel.busy.isVisible()
    assert blocker.args == [JobPurpose.CHECK, CheckAnswer(Verdict.UNWINNABLE, Verdict.WINNABLE)]
    assert window.check_panel.title.text() == "Proven unwinnable"
    labels = [button.text() for button in window.check_panel._actions]
    assert "Back to the last winnable step" in labels and "Replay this deal" in labels


def test_check_can_be_cancelled(window, qtbot, monkeypatch):
    def waiting_verdict(position, cancel, time_limit=0.0):
        cancel.wait(10)
        return Verdict.UNKNOWN

    monkeypatch.setattr(solver_bridge, "verdict", waiting_verdict)
    window.flow.check()
    assert window.runner.busy
    window.cancel_questions()
    assert not window.runner.busy and not window.check_panel.isVisible()
    assert window.runner.wait(5000)


def test_win_shows_the_panel(window):
    from pyramid_qt.engine import DealCode, Game, parse_position

    # Every pyramid card removed except the King at the apex: one tap wins.  Under a deal's code: a position alone is
    # practice, never "You won!" (tests/ui/test_results.py).
    rows = ["KD", *(" ".join(["--"] * n) for n in range(2, 8))]
    position = parse_position(
        "\n".join(["# pyramid position v1", "rules: N", "pyramid:", *rows, "stock: 5C", "waste: 7D"])
    )
    window.flow.start_game(Game(position, DealCode(1)), None)
    click_card(window, "KD")
    assert window.game.status is Status.WON
    assert window.end_panel.isVisible()
    assert window.end_panel.title.text() == "You won!"
    assert "Stock cards left: 1" in window.end_panel.body.text()  # 5C; the waste's 7D is not stock
    kings = [window.scene.cards[C(code)] for code in ("KS", "KH", "KD", "KC")]
    assert all(king.isVisible() for king in kings)  # the win's picture shows every removed card
    window.resize(900, 640)
    assert all(king.isVisible() for king in kings)
    window.flow.undo()
    assert [king.isVisible() for king in kings] == [False, False, True, False]  # only K♦ is back, on its slot
    assert kings[2].pos() == window.scene.to_scene(*window.scene.geometry.pyramid_slot(0))
    assert kings[2].rotation() == 0 and not window.end_panel.isVisible()


def test_new_game_from_code_shows_code_and_pass(qtbot):
    w = MainWindow(speed=Speed.OFF)
    qtbot.addWidget(w)
    w.flow.play_code(DealCode.parse("PY1-W-AAAAABC"))
    assert w.deal_bar.code.text() == "PY1-W-AAAAABC"
    assert w.deal_bar.pass_label.text() == "Pass 1 of 3"
    stock_top = w.game.position.stock[0]
    assert w.scene.cards[stock_top].face_up  # web rules: the stock top is face up


def test_check_with_the_real_solver(window, qtbot):
    with qtbot.waitSignal(window.runner.finished, timeout=60000) as blocker:
        window.actions_.check.trigger()
    purpose, answer = blocker.args
    assert purpose is JobPurpose.CHECK and isinstance(answer, CheckAnswer)
    assert window.check_panel.title.text() in ("Verified winnable", "Proven unwinnable", "Not determined")
    assert not window.check_panel.busy.isVisible()
