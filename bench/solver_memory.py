"""Calibrate the solver's memory budget: bytes per entry of each kernel's tables, measured on real searches.

    python bench/solver_memory.py                       # a few heavy deals, 10 s each
    python bench/solver_memory.py --cases W1D:90,TD:7 --seconds 30

For each case the search runs (without a memory limit) until it ends or its time runs out; then every table the
kernel registered with ``Budget.track`` is measured object by object (keys, values and the table itself, each
object counted once) and the resident-set growth of the process is shown beside.  The per-entry constants in
``pyramid_qt/solver/budget.py`` must stay above the measured figures.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import resource
import sys
from collections.abc import Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyramid_qt.engine import DealCode, Position, RuleSet  # noqa: E402
from pyramid_qt.solver.api import kernel_for  # noqa: E402
from pyramid_qt.solver.budget import Budget, OutOfBudget  # noqa: E402
from pyramid_qt.solver.search.problem import Problem  # noqa: E402

DEFAULT_CASES = "W1D:90,W1:7,T2D:3,WU:5,W:12"


def deep_size(objects: Iterable[object], seen: set[int]) -> int:
    total = 0
    todo = list(objects)
    while todo:
        obj = todo.pop()
        if id(obj) in seen or obj is None or isinstance(obj, bool) or (isinstance(obj, int) and -5 <= obj <= 256):
            continue  # shared singletons and small ints cost nothing per entry
        seen.add(id(obj))
        total += sys.getsizeof(obj)
        if isinstance(obj, tuple | list | set | frozenset):
            todo.extend(obj)
        elif isinstance(obj, dict):
            todo.extend(obj.keys())
            todo.extend(obj.values())
    return total


def rss_mb() -> float:
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * resource.getpagesize() / 2**20


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cases", default=DEFAULT_CASES, help="comma-separated RULES:DEAL")
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args()
    print(f"{'case':10} {'table':>6} {'entries':>10} {'bytes/entry':>12} {'estimate MB':>12} {'RSS growth MB':>14}")
    for case in args.cases.split(","):
        field, deal = case.split(":")
        rules = RuleSet.from_field(field)
        position = Position.from_deal(DealCode(int(deal), rules).deal(), rules)
        gc.collect()
        before = rss_mb()
        budget = Budget(args.seconds, memory_limit=None)
        problem = Problem(position)
        with contextlib.suppress(OutOfBudget):
            kernel_for(problem)(problem, budget)
        grown = rss_mb() - before
        seen: set[int] = set()
        for number, (table, declared) in enumerate(budget._tables):
            if not len(table):
                continue
            size = deep_size([table], seen)
            print(
                f"{case:10} {number:>6} {len(table):>10} {size / len(table):>12.0f} "
                f"{len(table) * declared / 2**20:>12.1f} {grown:>14.1f}",
                flush=True,
            )


if __name__ == "__main__":
    main()
