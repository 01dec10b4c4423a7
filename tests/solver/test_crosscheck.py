"""The fast kernels against the plain exhaustive search, on small endgames under every rule combination."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings

from pyramid_qt.engine.game import Game
from pyramid_qt.engine.state import Position, Status
from pyramid_qt.solver import Verdict, solve
from pyramid_qt.solver.reference import reference_solve

from .strategies import endgames


def replays_to_win(position: Position, moves: list) -> bool:
    game = Game(position)
    for move in moves:
        game.play(move)
    return game.status is Status.WON


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames())
def test_verdict_and_best_agree_with_plain_search(position: Position) -> None:
    expected = reference_solve(position)
    result = solve(position)
    assert result.verdict is (Verdict.WINNABLE if expected.winnable else Verdict.UNWINNABLE)
    assert result.best_exact
    assert result.best_removed == expected.best_removed
    if result.verdict is Verdict.WINNABLE:
        assert replays_to_win(position, result.solution)
