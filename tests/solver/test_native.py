"""The compiled one-pile kernel against the pure-Python one (same states, same line) and both against the plain
exhaustive search.  Skipped where the extension was not built, except that ``PYRAMID_QT_REQUIRE_NATIVE=1`` (set by
``.ci/run``) turns a missing build into a failure."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyramid_qt.engine import DealCode, Position, RuleSet
from pyramid_qt.solver import Verdict, solve
from pyramid_qt.solver.api import RECURSION_NEEDED, concretize, kernel_for
from pyramid_qt.solver.budget import Budget, OutOfBudget
from pyramid_qt.solver.reference import reference_solve
from pyramid_qt.solver.search import linear, linear_native
from pyramid_qt.solver.search.problem import Problem
from pyramid_qt.solver.search.steps import SearchOutcome

from .strategies import ALL_RULES, endgames, played_down
from .test_crosscheck import agrees_with

needs_native = pytest.mark.skipif(not linear_native.built(), reason="the compiled kernel was not built")
sys.setrecursionlimit(max(sys.getrecursionlimit(), RECURSION_NEEDED))  # the pure kernel, called directly here
ONE_PILE_LIMITED = [rules for rules in ALL_RULES if rules.passes is not None and not rules.draw_three]


def test_the_build_is_there_when_required() -> None:
    if os.environ.get("PYRAMID_QT_REQUIRE_NATIVE", "") in ("", "0"):
        pytest.skip("PYRAMID_QT_REQUIRE_NATIVE is not set")
    assert linear_native.built()


@contextmanager
def pure_solver() -> Iterator[None]:
    old = os.environ.get(linear_native.PURE_ENV)
    os.environ[linear_native.PURE_ENV] = "1"
    try:
        yield
    finally:
        if old is None:
            del os.environ[linear_native.PURE_ENV]
        else:
            os.environ[linear_native.PURE_ENV] = old


def both(position: Position, maximize: bool) -> tuple[tuple[SearchOutcome, int], tuple[SearchOutcome, int]]:
    """Each kernel's outcome and node count, on fresh budgets."""
    answers = []
    for kernel in (linear.search_linear, linear_native.search_linear_native):
        budget = Budget()
        answers.append((kernel(Problem(position), budget, maximize, position.pyramid_removed), budget.nodes))
    return answers[0], answers[1]


def same_search(position: Position) -> None:
    for maximize in (False, True):
        (pure, pure_nodes), (native, native_nodes) = both(position, maximize)
        assert native.won == pure.won
        assert native.best == pure.best
        assert native.steps == pure.steps  # the same line, card for card
        assert native_nodes == pure_nodes  # state for state
        if native.won:
            concretize(position, native.steps)  # raises unless the line replays to a win


@needs_native
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(ONE_PILE_LIMITED), max_talon=9, max_seeds=3))
def test_the_compiled_kernel_searches_the_same_states(position: Position) -> None:
    same_search(position)


@needs_native
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(played_down(st.sampled_from(ONE_PILE_LIMITED), max_stock=10))
def test_the_same_states_from_real_deals_played_down(position: Position) -> None:
    same_search(position)


@needs_native
@pytest.mark.parametrize("field", ["W1", "W1S", "W2", "W2SX", "N1Y", "N1SXY", "N2SY", "T", "TSXY", "W3X", "N3"])
def test_the_same_states_on_whole_deals(field: str) -> None:
    rules = RuleSet.from_field(field)
    for number in (1, 2, 3):
        same_search(Position.from_deal(DealCode(number, rules).deal(), rules))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(ONE_PILE_LIMITED), max_talon=8, max_seeds=3))
def test_the_pure_kernel_agrees_with_plain_search(position: Position) -> None:
    """test_crosscheck goes through solve(), which takes the compiled kernel when it is built: this keeps the
    pure one checked against the plain search too."""
    with pure_solver():
        assert kernel_for(Problem(position)) is linear.search_linear
        agrees_with(position, reference_solve(position))


@needs_native
def test_the_environment_switch_picks_the_kernel() -> None:
    rules = RuleSet.from_field("W1")
    problem = Problem(Position.from_deal(DealCode(1, rules).deal(), rules))
    assert kernel_for(problem) is linear_native.search_linear_native
    with pure_solver():
        assert kernel_for(problem) is linear.search_linear


W1_SLOW = (RuleSet.from_field("W1"), 84)  # about a million states: no limit below is reached by chance


def w1_slow() -> Position:
    rules, number = W1_SLOW
    return Position.from_deal(DealCode(number, rules).deal(), rules)


@needs_native
@pytest.mark.parametrize(
    ("limits", "reason"),
    [
        ({"node_limit": 10_000}, "nodes"),
        ({"memory_limit": 1 << 20}, "memory"),
        ({"cancel": lambda: True}, "cancelled"),
    ],
)
def test_every_budget_limit_ends_the_compiled_search(limits: dict, reason: str) -> None:
    result = solve(w1_slow(), **limits)
    assert result.verdict is Verdict.UNKNOWN
    assert result.stopped_by == reason


@needs_native
def test_the_compiled_search_counts_its_nodes_and_tables() -> None:
    budget = Budget()
    outcome = linear_native.search_linear_native(Problem(w1_slow()), budget)
    assert not outcome.won
    assert budget.nodes > 100_000
    assert budget.peak_bytes > 1 << 20  # the C tables, reported at the checks


@needs_native
def test_a_best_count_reached_before_the_budget_ends_is_kept() -> None:
    budget = Budget(node_limit=50_000)
    with pytest.raises(OutOfBudget):
        linear_native.search_linear_native(Problem(w1_slow()), budget, maximize=True)
    assert budget.best > 10


@needs_native
@pytest.mark.parametrize(
    "change",
    [
        lambda spec: spec.__setitem__(7, spec[7][:-1]),  # a talon rank missing
        lambda spec: spec.__setitem__(8, [14] * 28),  # no such rank
        lambda spec: spec.__setitem__(0, 25),  # too many talon cards
        lambda spec: spec.__setitem__(1, 0),  # no pass at all
    ],
)
def test_a_malformed_spec_is_refused(change: object) -> None:
    rules = RuleSet.from_field("W1")
    problem = Problem(Position.from_deal(DealCode(1, rules).deal(), rules))
    spec = list(linear_native._spec(problem))
    change(spec)  # type: ignore[operator]
    native = linear_native._native
    assert native is not None
    with pytest.raises(ValueError):
        native.search(tuple(spec), problem.pyramid, problem.talon_mask, 0, 1, False, 0, lambda *_: None, 10, 10)
