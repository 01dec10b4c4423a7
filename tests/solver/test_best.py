"""Best play in a lost game: the hint's move keeps the most pyramid cards removable, the
line removes them, and both agree with the plain exhaustive search on small endgames under every rule set."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from pyramid_qt.engine import DealCode, Move, Position, RuleSet
from pyramid_qt.solver import Verdict, solve
from pyramid_qt.solver.best import best_line, best_move_hint, move_keeping, reaches
from pyramid_qt.solver.budget import OutOfBudget
from pyramid_qt.solver.reference import reference_solve
from pyramid_qt.solver.result import HintKind
from tests.helpers.engine import dealt, position
from tests.solver.strategies import endgames

W1_777 = ("W1", 777)  # proven unwinnable, yet 9H+4C and 10H+3D are on the board at the start


def _best(at: Position) -> int:
    result = solve(at)
    assert result.best_exact
    return result.best_removed


def test_the_issue_deal_gets_a_move_that_keeps_the_best_count() -> None:
    start = dealt(*W1_777)
    assert solve(start).verdict is Verdict.UNWINNABLE
    best = _best(start)
    hint = best_move_hint(start, time_limit=20)
    assert hint.kind is HintKind.BEST_COUNT and hint.best == best
    assert hint.move is not None and hint.move in start.legal_moves()
    assert _best(start.apply(hint.move)) == best


def test_reaches_is_exact_at_the_best_count() -> None:
    start = dealt(*W1_777)
    best = _best(start)
    assert reaches(start, best)
    assert not reaches(start, best + 1)
    assert reaches(start, start.pyramid_removed)  # nothing to search: already there


def test_a_move_that_loses_cards_is_not_the_hint() -> None:
    """Some first move of the issue's deal lowers the best count; the hint is never one of those."""
    start = dealt(*W1_777)
    best = _best(start)
    counts = {move: _best(start.apply(move)) for move in start.legal_moves()}
    assert min(counts.values()) < best  # the deal has a move that throws cards away
    hint = best_move_hint(start, time_limit=20)
    assert hint.move is not None and counts[hint.move] == best
    assert move_keeping(start, best + 1) is None


@pytest.mark.parametrize(("field", "number"), [W1_777, ("N", 3), ("T", 3), ("T1D", 3), ("NU", 9), ("W1SX", 5)])
def test_the_best_line_removes_the_best_count(field: str, number: int) -> None:
    start = dealt(field, number)
    result = solve(start)
    if result.verdict is not Verdict.UNWINNABLE:
        pytest.skip(f"{field} deal {number} is {result.verdict.value}")
    line = best_line(start, result.best_removed, time_limit=60)
    assert line is not None
    end = start
    for move in line:
        assert end.refusal(move) is None
        end = end.apply(move)
    assert end.pyramid_removed == result.best_removed


def test_a_winnable_position_gets_a_winning_move() -> None:
    start = Position.from_deal(DealCode(1).deal(), RuleSet.from_field("W"))
    hint = best_move_hint(start, time_limit=20)
    assert hint.kind is HintKind.WINNING and hint.best == 28
    assert hint.move is not None and solve(start.apply(hint.move), want_best=False).verdict is Verdict.WINNABLE


def test_when_nothing_more_can_be_removed_it_says_so_and_still_gives_a_move() -> None:
    start = dealt("N", 9)  # PY1-N-AAAAAAJ: never more than 14 pyramid cards (docs/rules.md)
    best = _best(start)
    line = best_line(start, best, time_limit=60)
    assert line is not None
    end = start
    for move in line:
        end = end.apply(move)
    hint = best_move_hint(end, time_limit=20)
    assert hint.kind is HintKind.NO_MORE_REMOVALS and hint.best == best == end.pyramid_removed
    assert hint.move in end.legal_moves()  # a draw: the game goes on, it just cannot gain a card


def test_undecided_in_time_gives_a_move_to_try() -> None:
    start = dealt(*W1_777)
    hint = best_move_hint(start, time_limit=20, cancel=lambda: True)
    assert hint.kind is HintKind.UNDECIDED
    assert hint.move is not None and hint.move.is_removal  # removals are tried first


def test_no_legal_move_no_hint() -> None:
    end = position("W1", "9S", stock="", waste="5D", pass_number=1)
    assert end.legal_moves() == []
    hint = best_move_hint(end)
    assert hint.kind is HintKind.NO_MOVE and hint.move is None


def test_a_cancelled_line_is_none_and_a_cancelled_probe_raises() -> None:
    start = dealt(*W1_777)
    best = _best(start)
    assert best_line(start, best, cancel=lambda: True) is None
    with pytest.raises(OutOfBudget):
        reaches(start, best + 1, cancel=lambda: True)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(max_talon=6))
def test_hint_and_line_agree_with_the_exhaustive_search(at: Position) -> None:
    reference = reference_solve(at)
    hint = best_move_hint(at)
    if at.is_won or not at.legal_moves():
        assert hint.kind is HintKind.NO_MOVE
        return
    assert hint.move is not None
    child = reference_solve(at.apply(hint.move))
    if reference.winnable:
        assert hint.kind is HintKind.WINNING and child.winnable
        return
    assert hint.best == reference.best_removed
    assert child.best_removed == reference.best_removed
    line = best_line(at, reference.best_removed)
    assert line is not None
    end = at
    for move in line:
        end = end.apply(move)
    assert end.pyramid_removed == reference.best_removed


def test_a_strict_game_lost_on_its_talon_keeps_the_pyramid_clearable() -> None:
    """Strict win (all 52 cards): the 2♠ can never go, so the game is lost, but the King still clears the pyramid."""
    lost = position("NS", "KS", stock="", waste="2S")
    hint = best_move_hint(lost, time_limit=20)
    assert hint.kind is HintKind.BEST_COUNT and hint.best == 28
    assert hint.move == Move.parse("KS")
