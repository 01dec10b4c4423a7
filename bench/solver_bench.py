"""Solver benchmark: label deals 1..N under some rule sets and print win rates and time per deal.

    python bench/solver_bench.py                 # deals 1-2000 under N, W, W1 and T
    python bench/solver_bench.py 500 --rules W1 --time-limit 30
    python bench/solver_bench.py 500 --rules WX,W1X,W1S,W1SX   # the rule sets closest to the published ones
    python bench/solver_bench.py 200 --compare   # today's solver against bench/baseline_solver, deal by deal

Per rule set it prints the win rate with its 95% Wilson interval, how many deals stayed undecided (time limit),
and the median / p99 / max seconds per deal (one process, verdict only), with the published rates beside.
With ``--compare`` each deal is also solved by the kernels kept in ``bench/baseline_solver`` (the solver before
issue 12), alternating which goes first, so both are timed under the same load; it prints both figures, the
ratio of their totals and of their medians, and stops on any verdict that differs.
Published figures (issue 3): pyramid only, unlimited passes, no stacked pairs 66.87% (10^8 deals); Microsoft
rules (3 passes, stock top + waste top) 66.5% ± 2.4% (1500 deals); one pass, pyramid only 9.02% without and
22.77% with stacked pairs; one pass, all 52 cards 6.80% / 15.92%.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyramid_qt.engine import DealCode, Position, RuleSet  # noqa: E402
from pyramid_qt.solver import Verdict, solve  # noqa: E402

BaselineSolve = Callable[..., Any]

PUBLISHED = {
    "N": "66.87% (pyramid only, unlimited passes, no stacked pairs)",
    "W": "66.5% ± 2.4% (Microsoft: 3 passes, stock+waste tops; ours adds stacked pairs)",
    "WX": "66.5% ± 2.4% (Microsoft: 3 passes, stock+waste tops, no stacked pairs)",
    "W1": "22.77% (one pass, pyramid only, stacked pairs)",
    "W1X": "9.02% (one pass, pyramid only, no stacked pairs)",
    "T": "9.02% (one pass, pyramid only, no stacked pairs; ours: waste top only)",
    "W1S": "15.92% (one pass, all 52 cards, stacked pairs)",
    "W1SX": "6.80% (one pass, all 52 cards, no stacked pairs)",
    "TS": "6.80% (one pass, all 52 cards, no stacked pairs; ours: waste top only, no talon pairs)",
}


def wilson(wins: int, total: int, z: float = 1.96) -> tuple[float, float]:
    if total == 0:
        return 0.0, 0.0
    p = wins / total
    centre = (p + z * z / (2 * total)) / (1 + z * z / total)
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / (1 + z * z / total)
    return centre - half, centre + half


def percentile(sorted_values: list[float], fraction: float) -> float:
    index = min(len(sorted_values) - 1, max(0, math.ceil(fraction * len(sorted_values)) - 1))
    return sorted_values[index]


def bench(field: str, deals: int, time_limit: float | None) -> dict[str, object]:
    rules = RuleSet.from_field(field)
    seconds: list[float] = []
    wins = undecided = 0
    for number in range(1, deals + 1):
        position = Position.from_deal(DealCode(number, rules).deal(), rules)
        start = time.perf_counter()
        result = solve(position, time_limit=time_limit, want_best=False, want_solution=False)
        seconds.append(time.perf_counter() - start)
        wins += result.verdict is Verdict.WINNABLE
        undecided += result.verdict is Verdict.UNKNOWN
    decided = deals - undecided
    low, high = wilson(wins, decided)
    seconds.sort()
    return {
        "rules": field,
        "deals": deals,
        "wins": wins,
        "rate": 100 * wins / decided if decided else 0.0,
        "low": 100 * low,
        "high": 100 * high,
        "undecided": undecided,
        "median": statistics.median(seconds),
        "p99": percentile(seconds, 0.99),
        "max": seconds[-1],
    }


def compare(field: str, deals: int, time_limit: float | None, baseline: BaselineSolve) -> dict[str, object]:
    rules = RuleSet.from_field(field)
    now: list[float] = []
    before: list[float] = []
    undecided = [0, 0]
    for number in range(1, deals + 1):
        position = Position.from_deal(DealCode(number, rules).deal(), rules)
        order = (solve, baseline) if number % 2 else (baseline, solve)
        verdicts = {}
        for solver in order:
            start = time.perf_counter()
            result = solver(position, time_limit=time_limit, want_best=False, want_solution=False)
            (now if solver is solve else before).append(time.perf_counter() - start)
            verdicts[solver is solve] = result.verdict.value
        undecided[0] += verdicts[True] == "unknown"
        undecided[1] += verdicts[False] == "unknown"
        if "unknown" not in verdicts.values() and verdicts[True] != verdicts[False]:
            raise SystemExit(f"{field} deal {number}: {verdicts[True]} now, {verdicts[False]} before")
    row: dict[str, object] = {"rules": field, "deals": deals, "ratio": sum(now) / sum(before)}
    for name, seconds, undec in (("now", now, undecided[0]), ("before", before, undecided[1])):
        seconds.sort()
        row[name] = (undec, statistics.median(seconds), percentile(seconds, 0.99), seconds[-1])
    row["median_ratio"] = row["now"][1] / row["before"][1]  # type: ignore[index]
    return row


def main_compare(fields: list[str], deals: int, time_limit: float | None) -> None:
    from bench.baseline_solver.api import solve as baseline_solve

    print(f"{'rules':6} {'deals':>5}  {'undecided, median, p99, max s: now':>40} | {'before':>30}  total  median")
    for field in fields:
        row = compare(field, deals, time_limit, baseline_solve)
        cells = []
        for name in ("now", "before"):
            undec, median, p99, worst = row[name]  # type: ignore[misc]
            cells.append(f"{undec:>3} {median:>9.4f} {p99:>8.3f} {worst:>7.2f}")
        print(
            f"{row['rules']:6} {row['deals']:>5}  {cells[0]:>40} | {cells[1]:>30}"
            f"  {row['ratio']:5.3f}  {row['median_ratio']:5.3f}",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("deals", nargs="?", type=int, default=2000, help="label deals 1..DEALS (default 2000)")
    parser.add_argument("--rules", default="N,W,W1,T", help="comma-separated rules fields")
    parser.add_argument("--time-limit", type=float, default=60.0, help="seconds per deal before UNKNOWN")
    parser.add_argument("--compare", action="store_true", help="also time the baseline kernels, deal by deal")
    args = parser.parse_args()
    if args.compare:
        main_compare([field.strip() for field in args.rules.split(",")], args.deals, args.time_limit)
        return
    header = f"{'rules':6} {'deals':>5} {'win rate (95% CI)':>24} {'undec':>5}"
    header += f" {'median s':>9} {'p99 s':>8} {'max s':>7}"
    print(header + "  published")
    for field in args.rules.split(","):
        row = bench(field.strip(), args.deals, args.time_limit)
        rate = f"{row['rate']:.2f}% ({row['low']:.2f}–{row['high']:.2f})"
        print(
            f"{row['rules']:6} {row['deals']:>5} {rate:>24} {row['undecided']:>5} {row['median']:>9.4f}"
            f" {row['p99']:>8.3f} {row['max']:>7.2f}  {PUBLISHED.get(str(row['rules']), '')}",
            flush=True,
        )


if __name__ == "__main__":
    main()
