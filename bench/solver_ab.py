"""This checkout's solver against another git revision's, on the same deals: verdicts, nodes and CPU seconds.

    python bench/solver_ab.py main N1XYD,TXYD                       # deals 1-200 of each family
    python bench/solver_ab.py bf3b3b7 W1D,W1SD,N1D,TD,T2D --deals 1-50 --chunk 25

The other revision is exported (``git archive``) into a temporary directory, which holds no compiled kernel: both
sides run the pure-Python kernels (``PYRAMID_QT_PURE_SOLVER=1``; the compiled twins search the same states, so
their node counts follow).  Each family's deals are solved in
chunks, one worker process per chunk and side (``solve(..., want_best=False, want_solution=False)``, as the
sweep and the labelling run it), the two sides alternated chunk by chunk so that the load of the machine falls on
both alike.  Printed per family: total nodes and CPU seconds (``time.process_time``) of each side with the ratio
new/old, the slowest deal of each side, and how many deals take more nodes now.  A verdict that differs is
printed and makes the exit status 1: the kernels are exact, so it would be a bug.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_worker(field: str, first: int, last: int) -> None:
    from pyramid_qt.engine import DealCode, Position, RuleSet
    from pyramid_qt.solver.api import solve

    rules = RuleSet.from_field(field)
    deals = []
    for number in range(first, last + 1):
        position = Position.from_deal(DealCode(number, rules).deal(), rules)
        start = time.process_time()
        result = solve(position, want_best=False, want_solution=False)
        deals.append((number, result.verdict.value, result.nodes, time.process_time() - start))
    print(json.dumps(deals))


def worker_environment(root: Path) -> dict[str, str]:
    """A worker's environment: that tree's package, the pure-Python kernels."""
    return dict(os.environ, PYTHONPATH=str(root), PYTHONDONTWRITEBYTECODE="1", PYRAMID_QT_PURE_SOLVER="1")


def measure(root: Path, field: str, first: int, last: int) -> list[tuple[int, str, int, float]]:
    command = [sys.executable, str(Path(__file__).resolve()), "--worker", field, f"{first}-{last}"]
    out = subprocess.run(command, capture_output=True, text=True, env=worker_environment(root), check=True).stdout
    return [tuple(deal) for deal in json.loads(out.splitlines()[-1])]  # type: ignore[misc]


def compare_verdicts(
    old: dict[int, tuple[str, int, float]], new: dict[int, tuple[str, int, float]], field: str, revision: str
) -> list[str]:
    """A line for each deal whose verdict differs."""
    return [
        f"{field} deal {number}: {new[number][0]} now, {old[number][0]} at {revision}"
        for number in sorted(new)
        if old[number][0] != new[number][0]
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("revision", nargs="?", help="the git revision to compare with (e.g. main)")
    parser.add_argument("families", nargs="?", help="rules fields, comma-separated (e.g. N1XYD,TXYD)")
    parser.add_argument("--deals", default="1-200", help="deal range FIRST-LAST")
    parser.add_argument("--chunk", type=int, default=50, help="deals per worker")
    parser.add_argument("--worker", nargs=2, metavar=("FIELD", "RANGE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        first, _, last = args.worker[1].partition("-")
        run_worker(args.worker[0], int(first), int(last))
        return
    if not args.revision or not args.families:
        parser.error("give a revision and the families")
    first, _, last = args.deals.partition("-")
    deals = range(int(first), int(last or first) + 1)
    differ = 0
    sys.path.insert(0, str(ROOT))  # the driver only: a worker imports the package of the tree it measures
    from bench import revision

    with revision.exported(args.revision) as other:
        for field in args.families.split(","):
            old: dict[int, tuple[str, int, float]] = {}
            new: dict[int, tuple[str, int, float]] = {}
            for start in range(deals.start, deals.stop, args.chunk):
                stop = min(deals.stop - 1, start + args.chunk - 1)
                for side, root in ((old, other), (new, ROOT)):
                    for number, verdict, nodes, seconds in measure(root, field, start, stop):
                        side[number] = (verdict, nodes, seconds)
            for line in compare_verdicts(old, new, field, args.revision):
                differ += 1
                print(line)
            old_nodes, new_nodes = (sum(side[n][1] for n in deals) for side in (old, new))
            old_cpu, new_cpu = (sum(side[n][2] for n in deals) for side in (old, new))
            old_worst, new_worst = (max(deals, key=lambda n, side=side: side[n][2]) for side in (old, new))
            more = sum(new[n][1] > old[n][1] for n in deals)
            print(
                f"{field:8} deals {deals.start}-{deals.stop - 1}: nodes {old_nodes} -> {new_nodes} "
                f"({new_nodes / max(1, old_nodes):.3f}), CPU {old_cpu:.2f} -> {new_cpu:.2f} s "
                f"({new_cpu / max(1e-9, old_cpu):.3f}), slowest {old_worst}: {old[old_worst][2]:.3f} s -> "
                f"{new_worst}: {new[new_worst][2]:.3f} s, deals with more nodes now: {more}",
                flush=True,
            )
    print(f"verdicts that differ: {differ}")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
