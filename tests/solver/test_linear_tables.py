"""The one-pile limited-pass kernel's shortcut table of raw states may be emptied at any time."""

from __future__ import annotations

import pytest

from pyramid_qt.solver import solve
from pyramid_qt.solver.search import linear, native
from pyramid_qt.solver.search.problem import Problem
from tests.helpers.engine import dealt


@pytest.mark.parametrize(("field", "number"), [("W1", 1), ("W1", 3), ("N2", 5), ("W1S", 4), ("T", 7)])
def test_emptying_the_raw_table_changes_no_verdict(monkeypatch: pytest.MonkeyPatch, field: str, number: int) -> None:
    position = dealt(field, number)
    expected = solve(position)
    monkeypatch.setattr(linear, "RAW_STATES_KEPT", 3)
    again = solve(position)
    assert (again.verdict, again.best_removed, again.best_exact) == (
        expected.verdict,
        expected.best_removed,
        expected.best_exact,
    )
    assert again.nodes > expected.nodes  # the repeats the table caught are now searched to the canonical table


@pytest.mark.parametrize(("field", "number"), [("WU", 7), ("NY", 7)])
def test_unlimited_passes_with_talon_pairing_key_states_by_ranks(
    monkeypatch: pytest.MonkeyPatch, field: str, number: int
) -> None:
    """Two talons with the same ranks in the same order are one state: fewer states than keyed by the cards.  The
    pure kernel (cyclic.py), whose key is patched below; its compiled twin searches the same states
    (test_native)."""
    monkeypatch.setenv(native.PURE_ENV, "1")
    position = dealt(field, number)
    by_ranks = solve(position, want_best=False, want_solution=False)

    def by_cards(self: Problem, talon: int) -> int:
        return talon  # the talon mask itself: keys name the cards, not their ranks

    monkeypatch.setattr(Problem, "rank_sequence", by_cards)
    by_card = solve(position, want_best=False, want_solution=False)
    assert by_ranks.verdict is by_card.verdict
    assert by_ranks.nodes < by_card.nodes
