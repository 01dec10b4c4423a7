"""The solver questions behind the window's buttons (no Qt): verdicts and the last winnable step."""

from __future__ import annotations

import threading

from pyramid_qt.engine import DRAW, Card, Game, Move, parse_position
from pyramid_qt.services import solver_bridge
from pyramid_qt.solver import Verdict
from pyramid_qt.solver.result import Hint, HintKind
from tests.helpers.engine import position

C = Card.parse


def _endgame() -> Game:
    """Apex 5♥ with 8♣ on the waste and 2♠ in the stock, one pass: pairing wins, drawing first loses."""
    rows = ["5H", *(" ".join(["--"] * n) for n in range(2, 8))]
    text = "\n".join(["# pyramid position v1", "rules: T", "pyramid:", *rows, "stock: 2S", "waste: 8C"])
    return Game(parse_position(text))


def test_verdicts_with_the_real_solver():
    game = _endgame()
    assert solver_bridge.verdict(game.position, threading.Event()) is Verdict.WINNABLE
    game.play(DRAW)
    assert solver_bridge.verdict(game.position, threading.Event()) is Verdict.UNWINNABLE


def test_hint_is_the_winning_move():
    hint = solver_bridge.hint(_endgame().position, threading.Event())
    assert hint == Hint(Move.pair(C("5H"), C("8C")), HintKind.WINNING, 28)


def test_a_lost_position_still_gets_a_hint_that_keeps_the_most_cards():
    """The Q♥ can never go (no Ace), so the game is lost; 6♣ + 7♠ keeps 26 of 28 removable, a draw first
    buries the 7♠ under the 2♠ for good (one pass) and keeps only 25.  The hint is the pair, and says it is lost."""
    lost = position("T", "QH", "6C 5D", stock="2S", waste="7S")
    hint = solver_bridge.hint(lost, threading.Event())
    assert hint == Hint(Move.pair(C("6C"), C("7S")), HintKind.BEST_COUNT, 26)


def test_last_winnable_step_with_the_real_solver():
    game = _endgame()
    game.play(DRAW)
    assert solver_bridge.last_winnable_step(game, threading.Event()) == 0


def test_last_winnable_step_keeps_the_winnable_moves():
    game = _endgame()
    game.play(DRAW)  # lost: the 8♣ is buried under the 2♠ with no pass left
    game.undo()
    game.play(Move.pair(C("5H"), C("8C")))  # won instead
    assert solver_bridge.last_winnable_step(game, threading.Event()) == 1


def test_cancelled_search_answers_nothing():
    game = _endgame()
    game.play(DRAW)
    cancelled = threading.Event()
    cancelled.set()
    assert solver_bridge.last_winnable_step(game, cancelled) is None
