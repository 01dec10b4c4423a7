"""Best play in a lost game: the hint's move keeps the most pyramid cards removable, the
line removes them, and both agree with the plain exhaustive search on small endgames under every rule set."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from pyramid_qt.engine import DealCode, Move, Position, RuleSet
from pyramid_qt.solver import Verdict, solve
from pyramid_qt.solver.best import best_line, best_move_hint, line_to, move_keeping, reaches
from pyramid_qt.solver.budget import OutOfBudget
from pyramid_qt.solver.reference import reference_solve
from pyramid_qt.solver.result import HintKind, StopReason
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


@pytest.mark.parametrize("number", [30007, 30067, 30201])
def test_best_counts_the_memory_limit_stopped_are_decided_within_it(number: int) -> None:
    """W deals whose best-count search filled the default memory limit (millions of states) before the shape bound:
    now decided within it, and the count is reached by a line and cannot be passed."""
    start = dealt("W", number)
    result = solve(start)
    assert result.verdict is Verdict.UNWINNABLE and result.best_exact
    line = best_line(start, result.best_removed)
    assert line is not None
    end = start
    for move in line:
        end = end.apply(move)
    assert end.pyramid_removed == result.best_removed
    assert not reaches(start, result.best_removed + 1)


W1_16 = ("W1", 16)  # lost from the deal in one state; its best count takes some 114k states and 9 MiB
SMALL_MEMORY = 4 << 20


def test_a_best_count_stopped_by_memory_says_memory_and_one_stopped_by_nodes_says_nodes() -> None:
    start = dealt(*W1_16)
    by_memory = solve(start, memory_limit=SMALL_MEMORY)
    assert by_memory.verdict is Verdict.UNWINNABLE and not by_memory.best_exact
    assert by_memory.stopped_by is StopReason.MEMORY
    by_nodes = solve(start, node_limit=10_000)
    assert by_nodes.verdict is Verdict.UNWINNABLE and not by_nodes.best_exact
    assert by_nodes.stopped_by is StopReason.NODES
    assert solve(start).stopped_by is None


def test_a_hint_that_could_not_rank_the_moves_says_which_limit_stopped_it() -> None:
    start = dealt(*W1_16)
    hint = best_move_hint(start, memory_limit=SMALL_MEMORY)
    assert hint.kind is HintKind.LOST and hint.stopped_by is StopReason.MEMORY
    assert hint.move is not None and hint.move in start.legal_moves()
    assert best_move_hint(start).stopped_by is None


def test_a_line_to_a_lower_bound_removes_that_many() -> None:
    """The count a stopped search saw is reached by some play: line_to finds a line to it."""
    start = dealt(*W1_16)
    lower = solve(start, memory_limit=SMALL_MEMORY).best_removed
    assert start.pyramid_removed < lower <= solve(start).best_removed
    line = line_to(start, lower)
    end = start
    for move in line:
        assert end.refusal(move) is None
        end = end.apply(move)
    assert end.pyramid_removed == lower
    with pytest.raises(OutOfBudget):
        line_to(start, lower, cancel=lambda: True)


@pytest.mark.parametrize("number", [30218, 30247, 30070])
def test_best_counts_decided_by_the_relaxation_take_few_states(number: int) -> None:
    """W deals whose best count took half a million states or more (the bounds allow all 28 cards): the relaxation
    decides them in a few thousand once the verdict's search is done."""
    start = dealt("W", number)
    verdict = solve(start, want_best=False)
    result = solve(start, node_limit=verdict.nodes + 10_000)
    assert result.verdict is Verdict.UNWINNABLE and result.best_exact
    assert reaches(start, result.best_removed) and not reaches(start, result.best_removed + 1)


def test_a_lost_game_that_reaches_27_cards_needs_no_proof_that_28_cannot_go() -> None:
    """Without a strict win, a lost game never clears the pyramid: once the best count's search sees 27 cards gone the
    count is exact (the verdict's search proved the rest), on W1 deal 2 about 180,000 states sooner."""
    start = dealt("W1", 2)
    verdict = solve(start, want_best=False)
    result = solve(start, node_limit=verdict.nodes + 20_000)
    assert result.verdict is Verdict.UNWINNABLE and result.best_exact and result.best_removed == 27
    assert reaches(start, 27) and not reaches(start, 28)
    strict = dealt("W1S", 2)  # a strict game lost may still clear the pyramid: no shortcut
    assert solve(strict).best_exact
