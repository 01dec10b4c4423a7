"""The matching bound's fast forms agree with the bound itself."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from pyramid_qt.engine import DealCode, Position, RuleSet
from pyramid_qt.solver.search import geometry
from pyramid_qt.solver.search.problem import Problem

# Order ideals of the pyramid (the reachable shapes): remove free cards one at a time.
removals = st.lists(st.integers(min_value=0, max_value=27), max_size=27)


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
    rules = RuleSet.from_field(field)
    problem = Problem(Position.from_deal(DealCode(number, rules).deal(), rules))
    pyramid = shape_after(picks)
    talon &= problem.talon_mask
    by_needs = all((talon & mask).bit_count() >= least for mask, least in problem.loose_needs(pyramid))
    assert by_needs == problem.feasible(pyramid, problem.talon_counts(talon))
