"""The (rules, deal) pairs that a search keeping every state leaves undecided at 20 s, stopped by memory: decided?

    python bench/memory_cap.py                       # the pairs below, 20 s each, the default memory limit
    python bench/memory_cap.py --pairs T2D:1081 --time-limit 60 --memory-limit 0     # no limit: what it takes
    python bench/memory_cap.py --baseline none       # this tree alone (default: main measured beside)

Each pair is decided in a process of its own, as ``pyramid-qt-solve --deal N --rules R --json --no-best`` does
(``solve(..., want_best=False)``), under the window's memory limit (``DEFAULT_MEMORY_LIMIT``, 280 MiB) unless
``--memory-limit MB`` says otherwise; printed per pair: the verdict, what stopped an undecided search, wall and CPU
seconds, and the process's real peak memory (``ru_maxrss``: interpreter, engine and search together).  Unless
``--baseline none``, each pair is then decided by another git revision too (default ``main``; exported and its C
kernels compiled in place by ``bench/revision.py``, as solver_sweep.py does), printed beside with the ratio of CPU
seconds now/before; verdicts that differ where both decided stop the bench (the solver is exact: it would be a bug).

The issue names T2D 1081 and deals 6473 and 8060 under T2D, T2SD, N2D, N2SD, W2XYD and W2SXYD (13 of its 16
pairs; the other three are not named there), and T2YD 3490 (decided, 9 s and 835 MB then); deal 1081 is measured
under the other five families too.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TREE_ENV = "PYRAMID_QT_BENCH_TREE"  # a worker measures the tree named there (another revision), else this one
FAMILIES = ("T2D", "T2SD", "N2D", "N2SD", "W2XYD", "W2SXYD")
PAIRS = [f"{field}:{deal}" for deal in (1081, 6473, 8060) for field in FAMILIES] + ["T2YD:3490"]


def run_worker(field: str, deal: int, time_limit: float, memory_mb: int | None) -> None:
    sys.path.insert(0, os.environ.get(TREE_ENV, str(ROOT)))
    from pyramid_qt.engine import DealCode, Position, RuleSet
    from pyramid_qt.solver import solve
    from pyramid_qt.solver.budget import DEFAULT_MEMORY_LIMIT

    rules = RuleSet.from_field(field)
    position = Position.from_deal(DealCode(deal, rules).deal(), rules)
    limit = DEFAULT_MEMORY_LIMIT if memory_mb is None else (memory_mb * 2**20 or None)
    wall, cpu = time.perf_counter(), time.process_time()
    result = solve(position, time_limit=time_limit, memory_limit=limit, want_best=False)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps([result.verdict.value, result.stopped_by, wall, cpu, peak, result.nodes]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pairs", default=",".join(PAIRS), help="RULES:DEAL, comma-separated")
    parser.add_argument("--time-limit", type=float, default=20.0, help="wall seconds a pair (default 20)")
    parser.add_argument("--memory-limit", type=int, default=None, help="MiB (default the window's; 0: none)")
    parser.add_argument("--baseline", default="main", help="a git revision to measure beside, or none")
    parser.add_argument("--worker", nargs=2, metavar=("RULES", "DEAL"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        run_worker(args.worker[0], int(args.worker[1]), args.time_limit, args.memory_limit)
        return
    limit = (
        "the default limit"
        if args.memory_limit is None
        else f"{args.memory_limit} MiB"
        if args.memory_limit
        else "no limit"
    )
    with contextlib.ExitStack() as stack:
        before_tree = None
        if args.baseline != "none":
            sys.path.insert(0, str(ROOT))
            from bench import revision

            before_tree = stack.enter_context(revision.exported(args.baseline))
            built = revision.build_compiled(before_tree)
            print(f"before: {args.baseline}, compiled kernels: {', '.join(built) or 'none (pure Python)'}")
        print(f"each pair in its own process, {args.time_limit:g} s, {limit}")
        columns = f"{'verdict':>10} {'stopped':>8} {'wall s':>7} {'CPU s':>7} {'peak MB':>8} {'nodes':>10}"
        print(f"{'pair':12} {columns}" + ("" if before_tree is None else f" | {columns}  CPU x"))
        decided = decided_before = 0
        pairs = args.pairs.split(",")
        for pair in pairs:
            now = measure(pair, ROOT, args)
            decided += now[0] != "unknown"
            line = f"{pair:12} {row(now)}"
            if before_tree is not None:
                before = measure(pair, before_tree, args)
                decided_before += before[0] != "unknown"
                if "unknown" not in (now[0], before[0]) and now[0] != before[0]:
                    raise SystemExit(f"{pair}: {now[0]} now, {before[0]} before: the solver is exact, this is a bug")
                line += f" | {row(before)}  {now[3] / max(before[3], 1e-9):5.3f}"
            print(line, flush=True)
        print(f"decided: {decided} of {len(pairs)}" + ("" if before_tree is None else f" (before: {decided_before})"))


def measure(pair: str, tree: Path, args: argparse.Namespace) -> list:
    """One pair decided in a worker process running the tree at ``tree``: its JSON row."""
    field, deal = pair.split(":")
    command = [sys.executable, str(Path(__file__).resolve()), "--worker", field, deal]
    command += ["--time-limit", str(args.time_limit)]
    command += [] if args.memory_limit is None else ["--memory-limit", str(args.memory_limit)]
    env = dict(os.environ, PYTHONPATH=str(tree), **{TREE_ENV: str(tree)})
    out = subprocess.run(command, capture_output=True, text=True, env=env, check=True).stdout
    return list(json.loads(out.splitlines()[-1]))


def row(figures: list) -> str:
    verdict, stopped, wall, cpu, peak, nodes = figures
    return f"{verdict:>10} {stopped or '-':>8} {wall:>7.2f} {cpu:>7.2f} {peak:>8.0f} {nodes:>10}"


if __name__ == "__main__":
    main()
