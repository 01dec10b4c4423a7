"""The matching bound every search and par share, against a brute force over every choice of partners."""

from __future__ import annotations

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from pyramid_qt.solver.search.matching import max_matching


def _brute_force(options: list[int]) -> int:
    best = 0
    choices = [[None, *(b for b in range(4) if mask >> b & 1)] for mask in options]
    for picked in product(*choices):
        taken = [b for b in picked if b is not None]
        if len(taken) == len(set(taken)):
            best = max(best, len(taken))
    return best


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 15), max_size=4))
def test_the_matching_is_the_largest_set_of_distinct_partners(options: list[int]) -> None:
    assert max_matching(options) == _brute_force(options)
