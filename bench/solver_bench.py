"""Solver benchmark: label deals 1..N under some rule sets and print win rates and time per deal.

    python bench/solver_bench.py                 # deals 1-2000 under N, W, W1 and T
    python bench/solver_bench.py 500 --rules W1 --time-limit 30
    python bench/solver_bench.py 500 --rules WX,W1X,W1S,W1SX   # the rule sets closest to the published ones

Per rule set it prints the win rate with its 95% Wilson interval, how many deals stayed undecided (time limit),
and the median / p99 / max seconds per deal (one process, verdict only), with the published rates beside.
To compare with another git revision's solver on the same deals: ``bench/solver_sweep.py --baseline REV`` (time and
memory) or ``bench/solver_ab.py REV FAMILIES`` (nodes and CPU, both pure Python).
Published figures (to check the win rates against): pyramid only, unlimited passes, no stacked pairs 66.87% (10^8
deals); Microsoft rules (3 passes, stock top + waste top) 66.5% ± 2.4% (1500 deals); one pass, pyramid only 9.02%
without and 22.77% with stacked pairs; one pass, all 52 cards 6.80% / 15.92%.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyramid_qt.engine import DealCode, Position, RuleSet  # noqa: E402
from pyramid_qt.solver import Verdict, solve  # noqa: E402

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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("deals", nargs="?", type=int, default=2000, help="label deals 1..DEALS (default 2000)")
    parser.add_argument("--rules", default="N,W,W1,T", help="comma-separated rules fields")
    parser.add_argument("--time-limit", type=float, default=60.0, help="seconds per deal before UNKNOWN")
    args = parser.parse_args()
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
