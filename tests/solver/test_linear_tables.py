"""The one-pile limited-pass kernel's shortcut table of raw states may be emptied at any time."""

from __future__ import annotations

import pytest

from pyramid_qt.engine import DealCode, Position, RuleSet
from pyramid_qt.solver import solve
from pyramid_qt.solver.search import linear


@pytest.mark.parametrize(("field", "number"), [("W1", 1), ("W1", 3), ("N2", 5), ("W1S", 4), ("T", 7)])
def test_emptying_the_raw_table_changes_no_verdict(monkeypatch: pytest.MonkeyPatch, field: str, number: int) -> None:
    rules = RuleSet.from_field(field)
    position = Position.from_deal(DealCode(number, rules).deal(), rules)
    expected = solve(position)
    monkeypatch.setattr(linear, "RAW_STATES_KEPT", 3)
    again = solve(position)
    assert (again.verdict, again.best_removed, again.best_exact) == (
        expected.verdict,
        expected.best_removed,
        expected.best_exact,
    )
    assert again.nodes > expected.nodes  # the repeats the table caught are now searched to the canonical table
