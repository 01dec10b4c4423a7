"""Around the board: toasts, the best figures of a deal won twice, the rewind offer, the loss panel's
counters, the deal chip after the true label is revealed, the results chart and the menu texts."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QMainWindow

from pyramid_qt.engine import Card, DealCode, DealLabel, Game, Move, parse_position
from pyramid_qt.services import solver_bridge
from pyramid_qt.services.session import GameSession
from pyramid_qt.solver import Verdict
from pyramid_qt.store.saved_game import GameExtras
from pyramid_qt.ui.around_board.status_widgets import DealBar
from pyramid_qt.ui.board import speeds
from pyramid_qt.ui.dialogs.results_chart import RESULT_COLOURS, ChartGame, ResultsChart
from pyramid_qt.ui.over_board import toast as toast_module
from pyramid_qt.ui.texts import end as end_texts
from tests.helpers.window import click_card

C = Card.parse
LONG_HINT = "No hint: the solver knows no winning move from here"


def test_a_toast_is_measured_the_same_the_first_time(qtbot):
    """Item 10: the first message was measured before the style sheet's font applied and wrapped on two lines."""
    window = QMainWindow()
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    toast = toast_module.Toast(window)
    toast.show_message(LONG_HINT)
    first = toast.geometry()
    toast.hide()
    toast.show_message(LONG_HINT)
    assert toast.geometry() == first
    assert toast.contentsRect().height() < 2 * toast.fontMetrics().lineSpacing()  # one line
    assert toast.geometry().bottom() >= window.height() - 10  # at the window's bottom edge


def test_a_long_toast_stays_long_enough_to_read(qtbot):
    """Item 10: about 16 characters a second on top of a base time; short messages keep the base time."""
    assert toast_module.reading_time("OK") == speeds.TOAST_MS
    assert toast_module.reading_time(LONG_HINT) >= 4000
    window = QMainWindow()
    qtbot.addWidget(window)
    toast = toast_module.Toast(window)
    toast.show_message(LONG_HINT)
    assert toast.remaining_ms() > 3500


def _one_king_left(code: DealCode) -> Game:
    rows = ["KD", *(" ".join(["--"] * n) for n in range(2, 8))]
    text = "\n".join(["# pyramid position v1", f"rules: {code.rules.field}", "pyramid:", *rows, "stock: 5C"])
    return Game(parse_position(text), code)


def test_winning_again_after_an_undo_never_worsens_the_deal_bests():
    """Item 4: won in 85 s and 1 move, Undo, won again slower with more moves: the bests stay 85 s and 1 move.  Play
    after an Undo from a win is practice (engine/result.py): a third, faster win does not better them either."""
    code = DealCode.parse("PY1-W-AAAAAAB")
    session = GameSession()
    game = _one_king_left(code)
    extra = GameExtras()
    session.begin(game, extra)
    game.play(Move.king(C("KD")))
    session.ended(game, 85.0, extra)
    game.undo()
    session.reopened()
    game.play(Move.king(C("KD")))
    session.ended(game, 91.0, extra)
    deal = session.stats.deal(code.text)
    assert deal is not None and deal.won == 1 and deal.played == 1
    assert (deal.best_seconds, deal.fewest_moves) == (85.0, 1)
    game.undo()
    session.reopened()
    game.play(Move.king(C("KD")))
    session.ended(game, 60.0, extra)
    assert session.stats.deal(code.text).best_seconds == 85.0


def test_rewind_is_not_offered_when_the_start_was_already_lost(window, qtbot, monkeypatch):
    """Item 6: a deal unwinnable from the start has no winnable step to go back to: no such button."""
    click_card(window, "KD")
    monkeypatch.setattr(solver_bridge, "verdict", lambda position, cancel, time_limit=0: Verdict.UNWINNABLE)
    with qtbot.waitSignal(window.runner.finished, timeout=10000):
        window.actions_.check.trigger()
    labels = [button.text() for button in window.check_panel._actions]
    assert "Back to the last winnable step" not in labels
    assert labels == ["Undo", "Replay this deal", "Close"]


def test_rewind_is_offered_when_the_start_may_be_winnable(window, qtbot, monkeypatch):
    start = window.game.start
    click_card(window, "KD")
    monkeypatch.setattr(
        solver_bridge,
        "verdict",
        lambda position, cancel, time_limit=0: Verdict.UNKNOWN if position == start else Verdict.UNWINNABLE,
    )
    with qtbot.waitSignal(window.runner.finished, timeout=10000):
        window.actions_.check.trigger()
    labels = [button.text() for button in window.check_panel._actions]
    assert "Back to the last winnable step" in labels


def test_the_loss_panel_shows_time_moves_and_undos(window):
    """Results show time, moves, undos and score, a loss as well as a win."""
    game = window.game
    lines = end_texts.lost_lines(game, 125.0, ["Score (Pyramide): 0"])
    assert lines[:4] == ["Time: 2:05", f"Moves: {game.moves}", f"Undos: {game.undos}", "Score (Pyramide): 0"]
    assert any(line.startswith("Pyramid cards removed:") for line in lines)


def test_the_deal_chip_shows_the_revealed_label(qtbot):
    """The label "Might be a dead end" gives way to the true label once it is revealed."""
    bar = DealBar()
    qtbot.addWidget(bar)
    bar.set_code("PY1-N-AAAAAAB")
    bar.set_deal_label(DealLabel.MIGHT_BE_DEAD_END)
    assert bar.deal_label.text() == "Might be a dead end"
    bar.set_deal_label(DealLabel.MIGHT_BE_DEAD_END, revealed=Verdict.UNWINNABLE)
    assert bar.deal_label.text() == "Proven unwinnable"
    bar.set_deal_label(DealLabel.MIGHT_BE_DEAD_END, revealed=Verdict.WINNABLE)
    assert bar.deal_label.text() == "Verified winnable"


def test_a_loss_that_cleared_nothing_is_seen_in_the_chart(qtbot):
    """Item 16: a lost game was a 2-pixel red stub; its bar now shows its colour over the whole height."""
    chart = ResultsChart()
    qtbot.addWidget(chart)
    chart.resize(560, 170)
    chart.set_games([ChartGame("lost", 0), ChartGame("won", 28)])
    image = QImage(chart.size(), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    chart.render(image)
    bar = chart.bar_rect(0).toAlignedRect().adjusted(1, 1, -1, -1)
    red = RESULT_COLOURS["lost"]

    def reddish(colour: QColor) -> bool:
        return colour.red() > colour.green() + 30 and colour.red() > colour.blue() + 30

    tinted = sum(
        1
        for x in range(bar.left(), bar.right())
        for y in range(bar.top(), bar.bottom())
        if reddish(image.pixelColor(x, y))
    )
    assert red.red() > red.green()
    assert tinted >= 0.6 * bar.width() * bar.height()


def test_menu_entries_that_open_a_dialog_end_with_an_ellipsis(window):
    """Item 16: "Statistics…" like "Preferences…"."""
    assert window.actions_.statistics.text() == "Statistics…"
    assert window.actions_.preferences.text() == "Preferences…"


def test_a_check_from_the_start_offers_no_rewind(window, qtbot, monkeypatch):
    """No move played: the position is the start, there is no earlier step."""
    calls: list[object] = []

    def verdict(position, cancel: threading.Event, time_limit=0):
        calls.append(position)
        return Verdict.UNWINNABLE

    monkeypatch.setattr(solver_bridge, "verdict", verdict)
    with qtbot.waitSignal(window.runner.finished, timeout=10000):
        window.actions_.check.trigger()
    assert len(calls) == 1
    assert "Back to the last winnable step" not in [button.text() for button in window.check_panel._actions]
