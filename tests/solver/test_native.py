"""The compiled kernels against the pure-Python ones (same states, same line) and the pure ones against the plain
exhaustive search (test_crosscheck goes through solve(), which takes the compiled kernels where they are built).
Skipped where the extension was not built; CI requires it (tests/packaging/test_native_kernel.py)."""

from __future__ import annotations

import ast
import inspect
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from pyramid_qt.engine import Position
from pyramid_qt.solver import Verdict, solve
from pyramid_qt.solver.api import RECURSION_NEEDED, concretize, kernel_for
from pyramid_qt.solver.budget import Budget, OutOfBudget
from pyramid_qt.solver.reference import reference_solve
from pyramid_qt.solver.search import cyclic, kernels, linear, native, piles, piles_last
from pyramid_qt.solver.search.problem import Problem
from pyramid_qt.solver.search.steps import Kernel
from tests.helpers.engine import dealt

from .strategies import ALL_RULES, endgames, pile_games, played_down
from .test_crosscheck import agrees_with

needs_native = pytest.mark.skipif(not native.built(), reason="the compiled kernel was not built")
sys.setrecursionlimit(max(sys.getrecursionlimit(), RECURSION_NEEDED))  # the pure kernel, called directly here
ONE_PILE_LIMITED = [rules for rules in ALL_RULES if rules.passes is not None and not rules.draw_three]
ONE_PILE_UNLIMITED = [rules for rules in ALL_RULES if rules.passes is None and not rules.draw_three]
THREE_PILES_ONE_PASS = [rules for rules in ALL_RULES if rules.passes == 1 and rules.draw_three]
THREE_PILES_MORE_PASSES = [rules for rules in ALL_RULES if rules.passes != 1 and rules.draw_three]


@contextmanager
def pure_solver() -> Iterator[None]:
    old = os.environ.get(native.PURE_ENV)
    os.environ[native.PURE_ENV] = "1"
    try:
        yield
    finally:
        if old is None:
            del os.environ[native.PURE_ENV]
        else:
            os.environ[native.PURE_ENV] = old


def twins(position: Position) -> tuple[Kernel, Kernel]:
    """The pure kernel for the position and its compiled twin (kernels.KERNELS)."""
    choice = kernels.choice_for(Problem(position))
    assert choice.twin is not None, f"{choice.module} has no compiled twin"
    return choice.pure(), choice.twin


def same_search(position: Position, best_too: bool = True) -> None:
    """Both kernels search the same states and find the same line, for a win and (``best_too``) for the best
    count."""
    for maximize in (False, True) if best_too else (False,):
        answers = []
        for kernel in twins(position):
            budget = Budget()
            answers.append((kernel(Problem(position), budget, maximize, position.pyramid_removed), budget.nodes))
        (pure, pure_nodes), (compiled, compiled_nodes) = answers
        assert compiled.won == pure.won
        assert compiled.best == pure.best
        assert compiled.steps == pure.steps  # the same line, card for card
        assert compiled_nodes == pure_nodes  # state for state
        if compiled.won:
            concretize(position, compiled.steps)  # raises unless the line replays to a win


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
    for number in (1, 2, 3):
        same_search(dealt(field, number))


@needs_native
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(ONE_PILE_UNLIMITED), max_talon=12, max_seeds=3))
def test_the_compiled_unlimited_pass_kernel_searches_the_same_states(position: Position) -> None:
    """cyclic.py and its twin, for a win and for the best count (same_search asks both)."""
    same_search(position)


@needs_native
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from([rules for rules in ONE_PILE_UNLIMITED if rules.strict_win]), max_talon=12))
def test_the_same_unlimited_pass_states_for_a_strict_win(position: Position) -> None:
    """The strict form of the matching bound (Problem.strict_needs), with and without talon pairs."""
    same_search(position)


@needs_native
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(played_down(st.sampled_from(ONE_PILE_UNLIMITED), max_stock=14))
def test_the_same_unlimited_pass_states_from_real_deals_played_down(position: Position) -> None:
    same_search(position)


@needs_native
@pytest.mark.parametrize(
    ("field", "numbers"), [("N", (1, 2, 3)), ("NSY", (3,)), ("NXY", (1, 5)), ("WU", (3,)), ("NS", (2,))]
)
def test_the_same_unlimited_pass_states_on_whole_deals(field: str, numbers: tuple[int, ...]) -> None:
    """Won and lost deals (WU 3, NSY 3: tens of thousands of states), the best count of each too."""
    for number in numbers:
        same_search(dealt(field, number))


@needs_native
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(THREE_PILES_ONE_PASS), max_talon=10, max_seeds=3, last_pass=True))
def test_the_compiled_three_pile_kernel_searches_the_same_states(position: Position) -> None:
    assume(native.piles_fit(Problem(position)))  # else solve() takes the pure kernel (tested below)
    same_search(position)


@needs_native
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pile_games(st.sampled_from(THREE_PILES_ONE_PASS)))
def test_the_same_states_while_the_stock_lasts(position: Position) -> None:
    assume(native.piles_fit(Problem(position)))
    same_search(position)


@needs_native
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(played_down(st.sampled_from(THREE_PILES_ONE_PASS), max_stock=12))
def test_the_same_three_pile_states_from_real_deals_played_down(position: Position) -> None:
    same_search(position)


@needs_native
@pytest.mark.parametrize("field", ["W1D", "W1SD", "TD", "N1XYD", "TSXYD"])
def test_the_same_three_pile_states_on_whole_deals(field: str) -> None:
    for number in (1, 2, 3):
        same_search(dealt(field, number))


def tall_pile(field: str, pass_number: int) -> Position:
    """A deal's pyramid with nine talon cards on the first pile: more than play ever puts on a pile."""
    start = dealt(field, 1)
    talon = list(start.stock)
    piles = (tuple(talon[:9]), tuple(talon[9:12]), ())
    return Position(start.rules, start.pyramid, tuple(talon[12:]), piles, pass_number)


@needs_native
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(THREE_PILES_MORE_PASSES), max_talon=9, max_seeds=3))
@example(tall_pile("WXYD", 3))  # the last of three passes: piles_last's kernel, whose keys this pile overflows
def test_the_compiled_three_pile_kernel_on_any_pass_searches_the_same_states(position: Position) -> None:
    """The three-pile kernel of piles.py (before the last pass, and with unlimited passes), and on the last pass of
    two or three the one of piles_last.py, where the piles fit its keys (else solve() takes the pure kernel)."""
    problem = Problem(position)
    assume(kernels.choice_for(problem).twin_fits(problem))
    same_search(position)


@needs_native
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(played_down(st.sampled_from(THREE_PILES_MORE_PASSES), max_stock=12))
def test_the_same_three_pile_states_on_any_pass_from_real_deals(position: Position) -> None:
    same_search(position, best_too=False)  # the best count of a whole deal can take minutes


@needs_native
@pytest.mark.parametrize(("field", "numbers"), [("T2D", (1, 2, 110)), ("WUD", (1, 2)), ("N3SXYD", (1, 2))])
def test_the_same_three_pile_states_on_any_pass_on_whole_deals(field: str, numbers: tuple[int, ...]) -> None:
    for number in numbers:
        same_search(dealt(field, number), best_too=False)


def test_piles_too_tall_for_the_compiled_keys_go_to_the_pure_kernel() -> None:
    """A position typed in by hand may hold more cards on a pile than play ever puts there."""
    tall = tall_pile("TD", 1)
    assert not native.piles_fit(Problem(tall))
    assert native.piles_fit(Problem(dealt("TD", 1)))
    assert kernel_for(Problem(tall)) is piles_last.search_piles_last
    assert solve(tall).verdict is not Verdict.UNKNOWN


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(ONE_PILE_LIMITED + THREE_PILES_ONE_PASS), max_talon=8, max_seeds=3, last_pass=True))
def test_the_pure_kernels_on_the_last_pass_agree_with_plain_search(position: Position) -> None:
    with pure_solver():
        agrees_with(position, reference_solve(position))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(THREE_PILES_MORE_PASSES), max_talon=7, max_seeds=3))
def test_the_pure_three_pile_kernels_on_any_pass_agree_with_plain_search(position: Position) -> None:
    """piles.py, which solve() does not run where its twin is built."""
    with pure_solver():
        agrees_with(position, reference_solve(position))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(ONE_PILE_LIMITED), max_talon=8, max_seeds=3))
def test_the_pure_kernel_agrees_with_plain_search(position: Position) -> None:
    """test_crosscheck goes through solve(), which takes the compiled kernel when it is built: this keeps the
    pure one checked against the plain search too."""
    with pure_solver():
        assert kernel_for(Problem(position)) is linear.search_linear
        agrees_with(position, reference_solve(position))


def problems_of_every_rule_set() -> Iterator[Problem]:
    """Deal 1 of each rule set, on its first pass and, with a pass limit, on its last."""
    for rules in ALL_RULES:
        start = dealt(rules.field, 1)
        yield Problem(start)
        if rules.passes is not None and rules.passes > 1:
            yield Problem(Position(rules, start.pyramid, start.stock, start.waste, rules.passes))


def test_exactly_one_kernel_searches_each_problem() -> None:
    chosen = set()
    for problem in problems_of_every_rule_set():
        searching = [choice for choice in kernels.KERNELS if choice.searches(problem)]
        assert len(searching) == 1, (problem.rules.field, problem.position.pass_number, searching)
        chosen.add(searching[0])
    assert chosen == set(kernels.KERNELS)  # each is reached


@needs_native
def test_the_environment_switch_picks_the_kernel() -> None:
    for problem in problems_of_every_rule_set():
        choice = kernels.choice_for(problem)
        assert kernel_for(problem) is (choice.twin or choice.pure())
        with pure_solver():
            assert kernel_for(problem) is choice.pure()
    # the table says what it should: every kernel has a compiled twin
    assert kernel_for(Problem(dealt("W1", 1))) is native.search_linear_native
    assert kernel_for(Problem(dealt("WU", 1))) is native.search_cyclic_native
    assert kernel_for(Problem(dealt("W1D", 1))) is native.search_piles_last_native
    assert kernel_for(Problem(dealt("T2D", 1))) is native.search_piles_native
    with pure_solver():
        assert kernel_for(Problem(dealt("W1", 1))) is linear.search_linear
        assert kernel_for(Problem(dealt("WU", 1))) is cyclic.search_cyclic
        assert kernel_for(Problem(dealt("W1D", 1))) is piles_last.search_piles_last
        assert kernel_for(Problem(dealt("T2D", 1))) is piles.search_piles


def compiled_module():
    """The compiled module, when one of this boundary's version is built (not skipped when its spec differs, which
    makes native.built() false)."""
    module = pytest.importorskip("pyramid_qt.solver.search._native", reason="the compiled kernel was not built")
    if module.ABI != native.ABI:
        pytest.skip(f"an older build of the compiled kernel (ABI {module.ABI}): rebuild with pip install -e .")
    return module


def test_the_spec_fields_are_read_in_the_order_the_wrapper_writes_them() -> None:
    assert native.NativeSpec._fields == compiled_module().SPEC_FIELDS


STUB = Path(native.__file__).with_name("_native.pyi")


def test_the_stub_declares_what_the_compiled_module_has() -> None:
    """Every public name of the module in _native.pyi and back, each function with the stub's parameters
    (the C docstrings carry the signatures; mypy's stubtest makes the same check, more slowly)."""
    _native = compiled_module()
    stub = ast.parse(STUB.read_text(encoding="utf-8"))
    functions = {node.name: node for node in stub.body if isinstance(node, ast.FunctionDef)}
    constants = {
        node.target.id for node in stub.body if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
    }
    runtime = {name for name in vars(_native) if not name.startswith("_")}
    assert runtime == set(functions) | constants
    for name, node in functions.items():
        stub_parameters = [argument.arg for argument in node.args.posonlyargs]
        assert not node.args.args and not node.args.kwonlyargs, f"{name}: the C functions take positions only"
        assert list(inspect.signature(getattr(_native, name)).parameters) == stub_parameters, name


def w1_slow() -> Position:
    return dealt("W1", 84)  # about a million states: no limit below is reached by chance


# Two slow unwinnable deals, each with the compiled kernel that searches it: W1 84 (linear.py, about a million
# states) and WU 7 (cyclic.py, 409,502): no limit below is reached by chance.
SLOW = pytest.mark.parametrize(
    ("slow", "kernel"),
    [(w1_slow, native.search_linear_native), (lambda: dealt("WU", 7), native.search_cyclic_native)],
    ids=["W1-84", "WU-7"],
)


@needs_native
@SLOW
@pytest.mark.parametrize(
    ("limits", "reason"),
    [
        ({"node_limit": 10_000}, "nodes"),
        ({"memory_limit": 1 << 20}, "memory"),
        ({"cancel": lambda: True}, "cancelled"),
    ],
)
def test_every_budget_limit_ends_the_compiled_search(
    slow: Callable[[], Position], kernel: Kernel, limits: dict, reason: str
) -> None:
    position = slow()
    assert kernel_for(Problem(position)) is kernel
    result = solve(position, **limits)
    assert result.verdict is Verdict.UNKNOWN
    assert result.stopped_by == reason


@needs_native
@SLOW
def test_the_compiled_search_counts_its_nodes_and_tables(slow: Callable[[], Position], kernel: Kernel) -> None:
    budget = Budget()
    outcome = kernel(Problem(slow()), budget)
    assert not outcome.won
    assert budget.nodes > 100_000
    assert budget.peak_bytes > 1 << 20  # the C tables, reported at the checks


@needs_native
@SLOW
def test_a_best_count_reached_before_the_budget_ends_is_kept(slow: Callable[[], Position], kernel: Kernel) -> None:
    budget = Budget(node_limit=50_000)
    with pytest.raises(OutOfBudget):
        kernel(Problem(slow()), budget, maximize=True)
    assert budget.best > 10


@needs_native
@pytest.mark.parametrize(
    "change",
    [
        lambda spec: spec._replace(talon_rank=spec.talon_rank[:-1]),  # a talon rank missing
        lambda spec: spec._replace(slot_rank=[14] * 28),  # no such rank
        lambda spec: spec._replace(n=25),  # too many talon cards
        lambda spec: spec._replace(passes=0),  # no pass at all
        lambda spec: spec[:-1],  # a field missing
        lambda spec: (*spec, 0),  # a field too many
    ],
)
def test_a_malformed_spec_is_refused(change: Callable[[native.NativeSpec], native.NativeSpec]) -> None:
    from pyramid_qt.solver.search import _native

    problem = Problem(dealt("W1", 1))
    spec = change(native.spec_of(problem))
    with pytest.raises(ValueError):
        _native.search(spec, problem.pyramid, problem.talon_mask, 0, 1, False, 0, lambda *_: None, 10, 10)


@needs_native
def test_an_unlimited_pass_search_needs_a_spec_without_a_pass_limit() -> None:
    from pyramid_qt.solver.search import _native

    problem = Problem(dealt("WU", 1))
    spec = native.spec_of(problem)
    assert spec.passes == 0
    assert _native.search_cyclic(spec, problem.pyramid, problem.talon_mask, False, 0, lambda *_: None)[0]
    with pytest.raises(ValueError):
        _native.search_cyclic(spec._replace(passes=2), problem.pyramid, problem.talon_mask, False, 0, lambda *_: None)
    with pytest.raises(ValueError):
        _native.search_cyclic(spec, problem.pyramid, problem.talon_mask << 1, False, 0, lambda *_: None)


@needs_native
@pytest.mark.parametrize(
    ("stock", "piles"),
    [
        ([0, 1, 2, 3], [[4], [5], [5]]),  # a card twice
        ([0, 1, 2], [[3], [], []]),  # a card missing
        ([0, 1, 2, 3, 4, 99], [[], [], []]),  # no such card
    ],
)
def test_a_three_pile_position_that_does_not_fit_is_refused(stock: list[int], piles: list[list[int]]) -> None:
    start = dealt("T2D", 1)
    talon = list(start.stock)[:6]
    position = Position(start.rules, (None,) * 27 + (talon[0],), tuple(talon[1:]), ((), (), ()), 1)
    problem = Problem(position)
    assert problem.n == 5
    from pyramid_qt.solver.search import _native

    with pytest.raises(ValueError):
        pile1, pile2, pile3 = piles
        spec = native.spec_of(problem)
        _native.search_piles(spec, problem.pyramid, stock, pile1, pile2, pile3, 1, False, 0, lambda *_: None)
