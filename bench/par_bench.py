"""Par benchmark: how long proving par (the fewest moves that win) takes, per preset, on winnable deals.

    python bench/par_bench.py                          # the first 20 winnable deals of N, W and T, 20 s each
    python bench/par_bench.py 50 --rules W --time-limit 60

The deals are the first verified-winnable ones of the shipped label tables.  Per rule set it prints how many
were proven within the time limit, the median / p90 / max seconds of par (unproven ones count at the limit), the
same for the plain solver on the same deals (the baseline, measured in this run) and their ratio, and the par
values found with the length of the solver's own line beside them.
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
from pyramid_qt.solver import load_labels, solve  # noqa: E402
from pyramid_qt.solver.par import find_par  # noqa: E402


def percentile(sorted_values: list[float], fraction: float) -> float:
    index = min(len(sorted_values) - 1, max(0, math.ceil(fraction * len(sorted_values)) - 1))
    return sorted_values[index]


def bench(field: str, count: int, time_limit: float) -> None:
    rules = RuleSet.from_field(field)
    table = load_labels(rules)
    deals = table.winnable_deals()[:count] if table is not None else []
    par_seconds: list[float] = []
    solve_seconds: list[float] = []
    pars: list[int] = []
    longer: list[int] = []
    for number in deals:
        position = Position.from_deal(DealCode(number, rules).deal(), rules)
        start = time.perf_counter()
        plain = solve(position, want_best=False)
        solve_seconds.append(time.perf_counter() - start)
        start = time.perf_counter()
        result = find_par(position, time_limit=time_limit)
        par_seconds.append(min(time.perf_counter() - start, time_limit))
        if result.par is not None:
            pars.append(result.par)
            longer.append(len(plain.solution) - result.par)
        print(f"  {field} deal {number}: par {result.par} in {par_seconds[-1]:.2f} s", file=sys.stderr, flush=True)
    par_seconds.sort()
    solve_seconds.sort()
    proven = len(pars)
    median_par = statistics.median(par_seconds)
    median_solve = statistics.median(solve_seconds)
    print(
        f"{field:4} {len(deals):>5} {proven:>6} ({100 * proven / max(1, len(deals)):5.1f}%)"
        f" {median_par:>9.2f} {percentile(par_seconds, 0.9):>8.2f} {par_seconds[-1]:>7.2f}"
        f" {median_solve:>10.4f} {median_par / max(median_solve, 1e-9):>9.0f}x"
        f"  par median {statistics.median(pars) if pars else '-'}"
        f" range {min(pars, default='-')}–{max(pars, default='-')},"
        f" solver line longer by median {statistics.median(longer) if longer else '-'}",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("deals", nargs="?", type=int, default=20, help="winnable deals per rule set (default 20)")
    parser.add_argument("--rules", default="N,W,T", help="comma-separated rules fields (default the presets)")
    parser.add_argument("--time-limit", type=float, default=20.0, help="seconds per deal for par (default 20)")
    args = parser.parse_args()
    print(f"par within {args.time_limit:g} s per deal (unproven deals count at the limit)")
    print(
        f"{'rule':4} {'deals':>5} {'proven':>14} {'median s':>9} {'p90 s':>8} {'max s':>7}"
        f" {'solver med':>10} {'par/solver':>10}"
    )
    for field in args.rules.split(","):
        bench(field.strip(), args.deals, args.time_limit)


if __name__ == "__main__":
    main()
