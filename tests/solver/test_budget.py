"""The memory budget: a search whose tables outgrow it answers UNKNOWN, never
runs out of memory, unless its table can forget states (limited passes, compiled three-pile kernel): then it goes
on within the limit.  The tables are counted, not measured, so a tiny limit ends the search at its first check."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from pyramid_qt.solver import Verdict, solve
from pyramid_qt.solver.budget import CHECK_EVERY, DEFAULT_MEMORY_LIMIT, Budget, OutOfBudget
from pyramid_qt.solver.search import native
from pyramid_qt.solver.search.native import HeldBytes
from tests.helpers.engine import dealt

ROOT = Path(__file__).resolve().parents[2]
needs_native = pytest.mark.skipif(not native.built(), reason="the compiled kernels were not built")

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


def test_the_room_a_table_is_given_is_what_check_allows_beside_the_others() -> None:
    budget = Budget(memory_limit=1000)
    held, other = HeldBytes(), [0] * 3
    budget.track(held, 1)
    budget.track(other, 100)
    held.bytes = 400
    assert budget.room(held) == 699  # 1000 - 300 of the other table, less one: check stops at the limit itself
    held.bytes = 699
    budget.check()
    held.bytes = 700
    with pytest.raises(OutOfBudget):
        budget.check()
    other.append(0)
    assert budget.room(held) == 599
    other.extend([0] * 20)
    assert budget.room(held) == 0
    assert Budget(memory_limit=None).room(held) is None


def test_the_default_limit_is_a_few_hundred_megabytes() -> None:
    assert 100 * 2**20 <= DEFAULT_MEMORY_LIMIT <= 500 * 2**20
    assert Budget().memory_limit == DEFAULT_MEMORY_LIMIT


WORKER = """
from pathlib import Path
from pyramid_qt.solver.par import find_par
from tests.helpers.engine import dealt
for field in ("N", "WUD", "T2D"):
    find_par(dealt(field, 1))  # the interpreter, the engine and both kernels loaded, a small search each
# the peak resident set of this process (ru_maxrss would count the parent's at the fork: pytest's)
peak = next(line for line in Path("/proc/self/status").read_text().splitlines() if line.startswith("VmHWM:"))
print(int(peak.split()[1]) * 1024)
"""


@pytest.mark.skipif(sys.platform != "linux", reason="/proc/self/status (Linux)")
def test_the_default_limit_leaves_a_worker_room_within_300_mib() -> None:
    """A worker's searches may take the default limit of real memory (the compiled kernels count what they
    allocate); the worker itself (16 MiB here) comes on top, and the two stay within 300 MiB."""
    command = [sys.executable, "-c", WORKER]
    worker = int(subprocess.run(command, capture_output=True, text=True, check=True, cwd=ROOT).stdout)
    assert worker + DEFAULT_MEMORY_LIMIT <= 300 * 2**20


REAL_MEMORY = """
import resource, sys
from pyramid_qt.solver import solve
from tests.helpers.engine import dealt
position = dealt("T2D", 1081)  # 3.7 million states: 324 MB of real memory to decide with every state kept
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
result = solve(position, memory_limit=int(sys.argv[1]), node_limit=int(sys.argv[2]), want_best=False)
grown = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
print(result.stopped_by, grown * 1024)  # ru_maxrss is in kilobytes on Linux
"""


@pytest.mark.skipif(sys.platform != "linux", reason="ru_maxrss in kilobytes (Linux)")
def test_the_real_memory_of_a_search_stays_within_its_limit() -> None:
    """The compiled three-pile kernel's table doubles: the budget is asked before, with the bytes the new table will
    take while the old one is still held, so the process never holds more than the limit for it (it held three
    times the limit's worth before); refused, the table stays full (a cache) for the millions of states after."""
    limit = 100 * 2**20
    command = [sys.executable, "-c", REAL_MEMORY, str(limit), "5000000"]
    out = subprocess.run(command, capture_output=True, text=True, check=True, cwd=ROOT).stdout.split()
    assert out[0] in ("None", "nodes", "memory")  # decided (the full table a cache), or stopped
    assert int(out[1]) < limit * 1.1


@needs_native
def test_at_its_memory_limit_a_limited_pass_search_goes_on_and_decides() -> None:
    """T2D deal 110 keeps 512,618 states when nothing is forgotten; under 8 MiB its three-pile table is refused a
    growth, becomes a cache of that size, and the search goes on: decided alike, a few states searched twice (it
    answered UNKNOWN, memory, before: a verdict thrown away for want of room)."""
    position = dealt("T2D", 110)
    kept = solve(position, memory_limit=None, want_best=False)
    capped = solve(position, memory_limit=8 * 2**20, want_best=False)
    assert kept.verdict is Verdict.WINNABLE and kept.stopped_by is None
    assert capped.verdict is Verdict.WINNABLE and capped.stopped_by is None
    assert capped.nodes > kept.nodes  # states forgotten by the full table, met and searched again


@needs_native
def test_a_search_whose_other_tables_outgrow_the_limit_still_ends_unknown() -> None:
    """The full table holds its size, but the relaxation's memo still grows: under 8 MiB T2D deal 1081 stops there."""
    result = solve(dealt("T2D", 1081), memory_limit=8 * 2**20, want_best=False)
    assert result.verdict is Verdict.UNKNOWN and result.stopped_by == "memory"
