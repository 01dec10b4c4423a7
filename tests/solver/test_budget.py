"""The memory budget (issue 11 item 7): a search whose tables outgrow it answers UNKNOWN, never runs out of
memory.  The tables are counted, not measured, so a tiny limit ends the search at its first check."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from pyramid_qt.solver import Verdict, solve
from pyramid_qt.solver.budget import CHECK_EVERY, DEFAULT_MEMORY_LIMIT, Budget, OutOfBudget
from tests.helpers.engine import dealt

ROOT = Path(__file__).resolve().parents[2]

# One deal per kernel (limited passes, unlimited passes, three waste piles) that needs thousands of states.
HEAVY = [("W1", 7), ("WU", 3), ("T2D", 3)]


@pytest.mark.parametrize(("field", "number"), HEAVY)
def test_a_tiny_memory_budget_answers_unknown(field: str, number: int) -> None:
    position = dealt(field, number)
    decided = solve(position, memory_limit=None, want_best=False)
    assert decided.verdict is not Verdict.UNKNOWN
    assert decided.nodes > 2 * CHECK_EVERY
    stopped = solve(position, memory_limit=10_000, want_best=False)
    assert stopped.verdict is Verdict.UNKNOWN
    assert stopped.stopped_by == "memory"
    assert stopped.nodes < decided.nodes


@pytest.mark.parametrize(("field", "number"), HEAVY)
def test_the_default_budget_decides(field: str, number: int) -> None:
    result = solve(dealt(field, number), want_best=False)
    assert result.verdict is solve(dealt(field, number), memory_limit=None, want_best=False).verdict
    assert result.stopped_by is None


def test_tracked_tables_are_counted_at_each_check() -> None:
    budget = Budget(memory_limit=1000)
    table: set[int] = set()
    budget.track(table, 100)
    table.update(range(9))
    budget.check()
    assert budget.table_bytes == 900
    table.add(9)
    with pytest.raises(OutOfBudget) as stop:
        budget.check()
    assert stop.value.reason == "memory"
    budget.release_tables()
    budget.check()
    assert budget.table_bytes == 0


def test_the_default_limit_is_a_few_hundred_megabytes() -> None:
    assert 100 * 2**20 <= DEFAULT_MEMORY_LIMIT <= 500 * 2**20
    assert Budget().memory_limit == DEFAULT_MEMORY_LIMIT


REAL_MEMORY = """
import resource, sys
from pyramid_qt.solver import solve
from tests.helpers.engine import dealt
position = dealt("T2D", 1081)  # needs over a gigabyte to decide
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
result = solve(position, memory_limit=int(sys.argv[1]), want_best=False)
grown = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
print(result.stopped_by, grown * 1024)  # ru_maxrss is in kilobytes on Linux
"""


@pytest.mark.skipif(sys.platform != "linux", reason="ru_maxrss in kilobytes (Linux)")
def test_the_real_memory_of_a_search_stays_within_its_limit() -> None:
    """The compiled three-pile kernel's table doubles: the budget is asked before, with the bytes the new table will
    take while the old one is still held, so the process never holds more than the limit for it (it held three
    times the limit's worth before)."""
    limit = 100 * 2**20
    out = subprocess.run(
        [sys.executable, "-c", REAL_MEMORY, str(limit)], capture_output=True, text=True, check=True, cwd=ROOT
    ).stdout.split()
    assert out[0] == "memory"
    assert int(out[1]) < limit * 1.1
