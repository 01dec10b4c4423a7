"""The matching bound's fast forms agree with the bound itself; the shape bound is a bound, and the search's cut
answers as it does."""

from __future__ import annotations

from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from pyramid_qt.engine import DealCode, Position, RuleSet
from pyramid_qt.solver import solve
from pyramid_qt.solver.best import reaches
from pyramid_qt.solver.budget import Budget
from pyramid_qt.solver.reference import reference_solve
from pyramid_qt.solver.search import geometry
from pyramid_qt.solver.search.constants import CLASSES, PAIR_SUM
from pyramid_qt.solver.search.problem import Problem
from pyramid_qt.solver.search.relaxation import RelaxedBest
from pyramid_qt.solver.search.shape_bound import ShapeBound
from tests.solver.strategies import endgames

# Order ideals of the pyramid (the reachable shapes): remove free cards one at a time.
removals = st.lists(st.integers(min_value=0, max_value=27), max_size=27)


def deal_problem(field: str, number: int) -> Problem:
    rules = RuleSet.from_field(field)
    return Problem(Position.from_deal(DealCode(number, rules).deal(), rules))


def shape_after(picks: list[int]) -> int:
    pyramid = geometry.FULL
    for pick in picks:
        free = geometry.free_slots(pyramid)
        pyramid &= ~(1 << free[pick % len(free)])
        if not pyramid:
            break
    return pyramid


@settings(max_examples=300, deadline=None)
@given(
    st.integers(min_value=1, max_value=20000),
    st.sampled_from(["W1", "W", "N1", "T", "W1X", "N3Y"]),
    removals,
    st.integers(min_value=0, max_value=(1 << 24) - 1),
)
def test_loose_needs_is_the_loose_matching_bound(number: int, field: str, picks: list[int], talon: int) -> None:
    problem = deal_problem(field, number)
    pyramid = shape_after(picks)
    talon &= problem.talon_mask
    by_needs = all((talon & mask).bit_count() >= least for mask, least in problem.loose_needs(pyramid))
    assert by_needs == problem.feasible(pyramid, problem.talon_counts(talon))


def hall_last_pass_strict(problem: Problem, pyramid: int, waste: list[int], stock: list[int]) -> bool:
    """The strict last-pass bound as Hall's condition, class by class (the form it was first written in)."""
    for c, r in enumerate(CLASSES):
        a, b, m = problem.class_counts(c, pyramid)
        wa, wb, sa, sb = waste[r], waste[PAIR_SUM - r], stock[r], stock[PAIR_SUM - r]
        if a + wa + sa != b + wb + sb or max(0, a - wb - sb) > min(m, b + sb - wa):
            return False
    return True


def balanced_talon(problem: Problem, pyramid: int, data: st.DataObject) -> int:
    """A talon left after removing cards in pairs of a class (and Kings), as a strict game leaves it: each
    class's pyramid cards gone are made up by talon cards of the other rank, then some talon pairs go too."""
    talon = problem.talon_mask
    for r in CLASSES:
        gone_low = sum(1 for i in range(28) if not pyramid >> i & 1 and problem.slot_rank[i] == r)
        gone_high = sum(1 for i in range(28) if not pyramid >> i & 1 and problem.slot_rank[i] == PAIR_SUM - r)
        rank = PAIR_SUM - r if gone_low > gone_high else r
        for _ in range(abs(gone_low - gone_high)):
            left = [t for t in range(problem.n) if talon >> t & 1 and problem.talon_rank[t] == rank]
            if not left:
                return -1
            talon &= ~(1 << data.draw(st.sampled_from(left)))
        for _ in range(data.draw(st.integers(min_value=0, max_value=2))):
            lows = [t for t in range(problem.n) if talon >> t & 1 and problem.talon_rank[t] == r]
            highs = [t for t in range(problem.n) if talon >> t & 1 and problem.talon_rank[t] == PAIR_SUM - r]
            if lows and highs:
                talon &= ~(1 << data.draw(st.sampled_from(lows)) | 1 << data.draw(st.sampled_from(highs)))
    return talon


@settings(max_examples=400, deadline=None)
@given(
    st.integers(min_value=1, max_value=20000),
    st.sampled_from(["W1S", "WS", "W1SX", "W2SY", "W1SXY"]),
    st.lists(st.integers(min_value=0, max_value=27), max_size=12),
    st.integers(min_value=0, max_value=24),
    st.data(),
)
def test_last_pass_strict_fits_is_halls_condition(
    number: int, field: str, picks: list[int], cut: int, data: st.DataObject
) -> None:
    problem = deal_problem(field, number)
    pyramid = shape_after(picks)
    talon = balanced_talon(problem, pyramid, data)
    assume(talon >= 0)
    waste = talon & ((1 << cut) - 1)
    stock = talon & ~waste
    feasible = problem.feasible(pyramid, problem.talon_counts(talon))
    fits = all(
        (waste & low).bit_count() <= pyramid_high + (stock & high).bit_count()
        for low, high, pyramid_high in problem.last_pass_strict_fits(pyramid)
    )
    hall = hall_last_pass_strict(problem, pyramid, problem.talon_counts(waste), problem.talon_counts(stock))
    event(f"feasible={feasible} fits={fits}")
    assert (feasible and fits) == (feasible and hall)


@settings(max_examples=200, deadline=None)
@given(
    st.integers(min_value=1, max_value=20000),
    st.sampled_from(["NY", "WU", "W1S", "N1SY", "TS"]),
    removals,
    st.integers(min_value=0, max_value=(1 << 24) - 1),
)
def test_feasible_talon_is_the_matching_bound(number: int, field: str, picks: list[int], talon: int) -> None:
    problem = deal_problem(field, number)
    pyramid = shape_after(picks)
    talon &= problem.talon_mask
    assert problem.feasible_talon(pyramid, talon) == problem.feasible(pyramid, problem.talon_counts(talon))


def test_the_shapes_are_what_play_leaves() -> None:
    """geometry.shapes(): every shape reached by taking free cards, each once, and nothing else."""
    reached = {geometry.FULL}
    todo = [geometry.FULL]
    while todo:
        pyramid = todo.pop()
        for slot in geometry.free_slots(pyramid):
            after = pyramid & ~(1 << slot)
            if after not in reached:
                reached.add(after)
                todo.append(after)
    shapes = geometry.shapes()
    assert len(shapes) == len(set(shapes)) and set(shapes) == reached
    assert all(geometry.is_shape(pyramid) for pyramid in shapes)
    assert [pyramid.bit_count() for pyramid in shapes] == sorted(pyramid.bit_count() for pyramid in shapes)
    assert not geometry.is_shape(geometry.FULL & ~1)  # the top card gone, the two lying on it still there


@settings(max_examples=200, deadline=None)
@given(removals)
def test_removable_sets_leave_the_shapes_within(picks: list[int]) -> None:
    pyramid = shape_after(picks)
    sets = geometry.removable_sets(pyramid)
    within = {rest for rest in geometry.shapes() if not rest & ~pyramid}
    assert {pyramid & ~gone for gone in sets} == within and all(not gone & ~pyramid for gone in sets)
    assert [gone.bit_count() for gone in sets] == sorted((gone.bit_count() for gone in sets), reverse=True)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(max_talon=6))
def test_the_shape_bound_is_a_bound_and_tighter_than_the_matching_one(at: Position) -> None:
    """No play removes more than the shape bound says (the plain exhaustive search), and the bound is never above
    the matching bound."""
    problem = Problem(at)
    counts = problem.talon_counts(problem.talon_mask)
    bound = ShapeBound(problem).removable_bound(problem.pyramid, counts)
    matching = problem.matching_bound(problem.pyramid, counts)
    event(f"below the matching bound: {bound < matching}")
    assert reference_solve(at).best_removed - at.pyramid_removed <= bound <= matching


@settings(max_examples=300, deadline=None)
@given(
    st.integers(min_value=1, max_value=20000),
    st.sampled_from(["W", "W1", "N", "T", "TD", "W1X"]),
    removals,
    st.lists(st.integers(min_value=0, max_value=(1 << 24) - 1), min_size=1, max_size=4),
    st.lists(st.integers(min_value=0, max_value=28), min_size=1, max_size=6),
)
def test_the_search_cut_is_the_shape_bound(
    number: int, field: str, picks: list[int], talons: list[int], mores: list[int]
) -> None:
    """cannot_beat (a shape's sets made only as far as a question needs, extended for a lower ``more``) answers as
    the whole bound does, whatever the order of the questions."""
    problem = deal_problem(field, number)
    pyramid = shape_after(picks)
    bounds = ShapeBound(problem)
    for talon in talons:
        counts = problem.talon_counts(talon & problem.talon_mask)
        bound = ShapeBound(problem).removable_bound(pyramid, counts)
        for more in mores:
            assert bounds.cannot_beat(pyramid, counts, more) == (bound <= more)


def test_a_card_that_never_goes_holds_up_the_cards_under_it() -> None:
    """W deal 30007: four Aces and four Queens in the pyramid, none in the talon, and the Ace at the top can never
    go; the matching bound leaves one Queen behind as well, but whichever Queen stays holds up more cards.  The
    shape bound sees it, and it is the exact best count."""
    problem = deal_problem("W", 30007)
    counts = problem.talon_counts(problem.talon_mask)
    bound = ShapeBound(problem).removable_bound(problem.pyramid, counts)
    assert bound < problem.matching_bound(problem.pyramid, counts)
    result = solve(problem.position)
    assert result.best_exact and result.best_removed == bound
    assert reaches(problem.position, bound) and not reaches(problem.position, bound + 1)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(max_talon=6))
def test_the_relaxed_best_count_never_cuts_a_count_play_reaches(at: Position) -> None:
    """RelaxedBest cuts only counts no play reaches (the plain exhaustive search), whatever the order of the
    questions its memo answers."""
    problem = Problem(at)
    counts = problem.talon_counts(problem.talon_mask)
    further = reference_solve(at).best_removed - at.pyramid_removed
    relaxed = RelaxedBest(problem, Budget())
    exact = relaxed.cannot_beat(problem.pyramid, counts, further)
    event(f"the relaxation proves the count: {exact}")
    for more in reversed(range(further)):
        assert not relaxed.cannot_beat(problem.pyramid, counts, more)


def test_the_relaxation_sees_cards_never_free_together() -> None:
    """W deal 30218: the bounds allow all 28 cards (the counts fit), but pairs whose cards are never free at once
    keep the best count at 22; the relaxation sees it at the start."""
    problem = deal_problem("W", 30218)
    counts = problem.talon_counts(problem.talon_mask)
    assert ShapeBound(problem).removable_bound(problem.pyramid, counts) == 28
    best = solve(problem.position).best_removed
    relaxed = RelaxedBest(problem, Budget())
    assert relaxed.cannot_beat(problem.pyramid, counts, best) and not relaxed.cannot_beat(
        problem.pyramid, counts, best - 1
    )
