"""Par's compiled A* against the pure-Python one: the same states in the same order (the same line, the same node
count), the budget's limits, and bad input.  Skipped where the extension was not built; CI requires it."""

from __future__ import annotations

import importlib
from types import ModuleType

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyramid_qt.engine import Position
from pyramid_qt.engine.position import parse_position
from pyramid_qt.solver import solve
from pyramid_qt.solver.budget import CHECK_EVERY, Budget, OutOfBudget
from pyramid_qt.solver.compact import CompactGame
from pyramid_qt.solver.par import find_par, native
from pyramid_qt.solver.par.one_pile import line_of, search_one_pile
from pyramid_qt.solver.par.three_piles import PilesGame
from pyramid_qt.solver.par.three_piles_search import line_of as three_piles_line
from pyramid_qt.solver.par.three_piles_search import search_three_piles
from tests.helpers.engine import dealt
from tests.solver.par.test_three_piles import DIGS, THREE_ROWS
from tests.solver.strategies import ALL_RULES, endgames, played_down
from tests.solver.test_compact import CYCLE

needs_native = pytest.mark.skipif(not native.built(), reason="the compiled par search was not built")
ONE_PILE = [rules for rules in ALL_RULES if not rules.draw_three]
THREE_PILES = [rules for rules in ALL_RULES if rules.draw_three]


def same_search(position: Position, upper: int | None = None, weight: int = 1) -> list[int] | None:
    """Both searches expand the same states and end on the same line; returns the line's keys."""
    if upper is None:
        decided = solve(position, want_best=False)
        upper = len(decided.solution) if decided.solution else 40  # lost: every state below 40 moves
    answers = []
    for search in (search_one_pile, native.search_one_pile_native):
        budget = Budget(memory_limit=None)
        answers.append((search(CompactGame(position), budget, upper, weight), budget.nodes))
    (pure, pure_nodes), (compiled, compiled_nodes) = answers
    assert compiled == pure  # the same states, from the start to the win
    assert compiled_nodes == pure_nodes  # state for state
    return compiled


@needs_native
def test_the_same_states_where_the_pyramids_order_raises_the_bound() -> None:
    for rules in ("N", "W", "WX", "T", "N1", "WY"):
        for waste in ("5H 8C", "8C"):  # the bound reaches par at the start, or shows the position lost
            same_search(parse_position(CYCLE.format(rules=rules, waste=waste)))


@needs_native
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(ONE_PILE), max_talon=9, max_seeds=3))
def test_the_compiled_search_expands_the_same_states(position: Position) -> None:
    keys = same_search(position)
    if keys is not None:
        current = position
        for move in line_of(CompactGame(position), keys):
            current = current.apply(move)
        assert current.is_won


@needs_native
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(played_down(st.sampled_from(ONE_PILE), max_stock=12))
def test_the_same_states_from_real_deals_played_down(position: Position) -> None:
    same_search(position)


@needs_native
@pytest.mark.parametrize(("field", "number"), [("N", 1), ("W", 1), ("WX", 1), ("WS", 1), ("W1", 12), ("T", 32)])
def test_the_same_states_on_whole_deals(field: str, number: int) -> None:
    same_search(dealt(field, number))


def same_three_pile_search(position: Position, upper: int | None = None) -> None:
    if upper is None:
        decided = solve(position, want_best=False)
        upper = len(decided.solution) if decided.solution else 20  # lost: every state below 20 moves
    answers = []
    for search in (search_three_piles, native.search_three_piles_native):
        budget = Budget(memory_limit=None)
        answers.append((search(PilesGame(position), budget, upper), budget.nodes))
    (pure, pure_nodes), (compiled, compiled_nodes) = answers
    assert compiled == pure
    assert compiled_nodes == pure_nodes
    if compiled is not None:
        current = position
        for move in three_piles_line(PilesGame(position), compiled):
            current = current.apply(move)
        assert current.is_won


@needs_native
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(THREE_PILES), max_talon=10, max_seeds=3))
def test_the_compiled_three_pile_search_expands_the_same_states(position: Position) -> None:
    same_three_pile_search(position)


@needs_native
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from([rules for rules in THREE_PILES if rules.strict_win]), max_talon=12, max_seeds=4))
def test_the_same_three_pile_states_under_a_strict_win(position: Position) -> None:
    """The strict bound's recycle term (strict_piles.stranded and its twin piles_stranded) agrees state for state."""
    same_three_pile_search(position)


@needs_native
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(played_down(st.sampled_from(THREE_PILES), max_stock=6))
def test_the_same_three_pile_states_from_real_deals_played_down(position: Position) -> None:
    same_three_pile_search(position)


@needs_native
@pytest.mark.parametrize(
    ("field", "number"), [("TD", 1), ("W1D", 1), ("WUD", 1), ("TSD", 2), ("T3SXYD", 30), ("T2SD", 20)]
)
def test_the_same_three_pile_states_on_whole_deals(field: str, number: int) -> None:
    same_three_pile_search(dealt(field, number))


@needs_native
@pytest.mark.parametrize("case", sorted(DIGS))
@pytest.mark.parametrize("rules", ["TD", "TYD", "T2D", "W1D", "WUD", "WUYD"])
def test_the_same_three_pile_states_where_digging_several_piles_raises_the_bound(case: str, rules: str) -> None:
    _, row2, piles = DIGS[case]
    text = THREE_ROWS.format(
        rules=rules, apex="9S", row2=row2, row3="-- -- --", stock="", pile1=piles[0], pile2=piles[1]
    )
    same_three_pile_search(parse_position(text.replace("waste3:", f"waste3: {piles[2]}")))


@needs_native
def test_the_same_three_pile_states_where_the_pyramids_order_raises_the_bound() -> None:
    # the bound reaches par at the start (CompactGame.pyramid_moves): neither search expands a state
    text = THREE_ROWS.format(rules="TD", apex="KS", row2="7H 8D", row3="5C KH 6S", stock="", pile1="8C", pile2="5H")
    same_three_pile_search(parse_position(text))
    for rules in ("TYD", "W1D", "TSD"):
        same_three_pile_search(parse_position(text.replace("rules: TD", f"rules: {rules}")))
    # and where no talon card left can take the cards that must pair (the bound is INFINITE at the start)
    same_three_pile_search(parse_position(text.replace("waste2: 5H", "waste2:")))


@needs_native
@pytest.mark.parametrize(("rules", "pass_number"), [("TSD", 1), ("TSYD", 1), ("T2SD", 2)])
def test_the_same_three_pile_states_after_a_forced_pair_takes_a_pile_top(rules: str, pass_number: int) -> None:
    # the last pass: 9S and 4C, the one 4 left, on top of the first pile, pair alone (PilesGame.forced_pair); then,
    # the win being strict, the bound counts the talon cards left by rank (5H and 8C: one move), not 4C any more
    text = THREE_ROWS.format(rules=rules, apex="9S", row2="-- --", row3="-- -- --", stock="", pile1="5H 4C", pile2="8C")
    same_three_pile_search(parse_position(text.replace("pass: 1", f"pass: {pass_number}")), upper=20)


@needs_native
def test_the_same_states_in_the_weighted_search() -> None:
    same_search(dealt("N", 2), upper=1 << 30, weight=3)


@needs_native
@pytest.mark.parametrize(
    ("limits", "reason"),
    [({"node_limit": 3000}, "nodes"), ({"memory_limit": 300_000}, "memory"), ({"cancel": lambda: True}, "cancelled")],
)
def test_every_budget_limit_ends_the_compiled_search(limits: dict, reason: str) -> None:
    budget = Budget(**limits)
    with pytest.raises(OutOfBudget) as stop:
        native.search_one_pile_native(CompactGame(dealt("N", 2)), budget, 200)
    assert stop.value.reason == reason


@needs_native
def test_the_memory_limit_stops_the_search_before_a_table_grows_past_it() -> None:
    """The bytes a table will hold are reported before it grows: no check ever saw more than the limit."""
    seen: list[int] = []
    limit = 1_500_000

    class Watching(Budget):
        def check(self) -> None:
            seen.append(self.table_bytes)
            super().check()

    with pytest.raises(OutOfBudget):
        native.search_one_pile_native(CompactGame(dealt("N", 2)), Watching(memory_limit=limit), 200)
    assert max(seen) >= limit  # the growth that would have passed it was refused
    assert all(held < limit for held in seen[:-1])


@needs_native
@pytest.mark.parametrize("memory_limit", [None, 100_000_000])
def test_the_compiled_search_calls_python_only_every_few_thousand_nodes(memory_limit: int | None) -> None:
    """`check` answers the room left under the memory limit, so a table growing within it (each queue bucket grows on
    its own: hundreds of growths a search) calls no Python: once to start, then every CHECK_EVERY nodes."""
    calls: list[int] = []

    class Counting(Budget):
        def check(self) -> None:
            calls.append(self.nodes)
            super().check()

    budget = Counting(memory_limit=memory_limit)
    native.search_one_pile_native(CompactGame(dealt("NXY", 58)), budget, 55)
    assert budget.nodes > 20 * CHECK_EVERY
    assert len(calls) <= 1 + budget.nodes // CHECK_EVERY


@needs_native
def test_draw_three_par_is_proven_in_the_memory_its_states_take() -> None:
    """T2D deal 84: the tables peak at 14.3 MiB (partial expansion; records in 2 MiB blocks, 4-byte index slots
    rebuilt after the old index is freed), so par is proven under 16 MiB.  It was not with every child stored (20.5
    MiB needed), nor with main's tables before (8-byte slots, records grown by half again and copied, the old index
    held while the new one was built, every child stored: more than 28 MiB)."""
    position = dealt("T2D", 84)
    capped = find_par(position, memory_limit=16 * 2**20)
    assert capped.stopped_by is None
    assert capped.par == find_par(position, memory_limit=None).par == 32


@needs_native
def test_a_search_that_fits_its_memory_limit_is_decided() -> None:
    position = dealt("W", 1)
    assert find_par(position, memory_limit=50_000_000).par == find_par(position, memory_limit=None).par


@needs_native
@pytest.mark.parametrize(
    "change",
    [
        lambda spec: spec[:9],  # too short
        lambda spec: (30, *spec[1:]),  # a talon longer than 24 cards
        lambda spec: (*spec[:6], [0] * spec[0], *spec[7:]),  # rank 0 in the talon
        lambda spec: (*spec[:7], [14] * 28, *spec[8:]),  # rank 14 in the pyramid
        lambda spec: (*spec[:8], [1 << 30] * 28, spec[9]),  # a cover mask past the pyramid
    ],
)
def test_a_malformed_spec_is_refused(change: object) -> None:
    game = CompactGame(dealt("W", 1))
    spec = change(native.one_pile_spec(game))  # type: ignore[operator]
    pyramid, talon, cut, k = game.start_state()
    with pytest.raises(ValueError):
        _compiled().search_one_pile(spec, pyramid, talon, cut, k, 100, 1, lambda nodes, held: None)


def _compiled() -> ModuleType:
    """The compiled module itself (the tests using it run only when it is built)."""
    return importlib.import_module("pyramid_qt.solver.par._par")


@needs_native
@pytest.mark.parametrize(
    ("pyramid", "talon", "cut", "pass_number"),
    [(1 << 28, 1, 0, 1), (1, 1 << 24, 0, 1), (1, 1, 25, 1), (1, 1, 0, 0), (1, 1, 0, 4)],
)
def test_a_position_that_does_not_fit_the_spec_is_refused(pyramid: int, talon: int, cut: int, pass_number: int) -> None:
    spec = native.one_pile_spec(CompactGame(dealt("W", 1)))  # 24 talon cards, three passes
    with pytest.raises(ValueError):
        _compiled().search_one_pile(spec, pyramid, talon, cut, pass_number, 100, 1, lambda n, b: None)


def test_the_environment_switch_turns_the_compiled_search_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PYRAMID_QT_PURE_SOLVER", "1")
    assert not native.available()
    monkeypatch.setenv("PYRAMID_QT_PURE_SOLVER", "0")
    assert native.available() is native.built()
