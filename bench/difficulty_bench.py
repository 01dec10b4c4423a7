"""Difficulty benchmark: the distribution of the casual-player measure per preset, and its cost.

    python bench/difficulty_bench.py              # N, W and T: the shipped ratings, and 100 deals timed
    python bench/difficulty_bench.py --time 300 --rules W

For each rule set it prints, from the shipped rating file (see :mod:`pyramid_qt.solver.difficulty`), how many
verified-winnable deals fall in each level and the distribution of the share of winning playouts in tenths; then
the time to rate one deal, measured in this run on the first ``--time`` winnable deals, beside the time the exact
solver takes to decide the same deals (the baseline).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyramid_qt.engine import DealCode, Position, RuleSet  # noqa: E402
from pyramid_qt.solver import load_labels, solve  # noqa: E402
from pyramid_qt.solver.difficulty import PLAYOUTS, Difficulty, deal_wins, difficulty_of, load_difficulty  # noqa: E402


def distribution(field: str) -> None:
    ratings = load_difficulty(field)
    if ratings is None:
        print(f"{field:4} no rating file shipped")
        return
    wins = [w for n in range(ratings.first, ratings.last + 1) if (w := ratings.wins(n)) is not None]
    levels = {level: sum(difficulty_of(w) is level for w in wins) for level in Difficulty}
    text = "  ".join(f"{level.value} {count} ({100 * count / len(wins):.1f}%)" for level, count in levels.items())
    print(f"{field:4} deals {ratings.first}–{ratings.last}: {len(wins)} rated  {text}")
    tenths = [0] * 11
    for w in wins:
        tenths[min(10, 10 * w // PLAYOUTS)] += 1
    cells = " ".join(f"{count:>5}" for count in tenths)
    print(f"     winning share  0-9% … 90-99%, 100%: {cells}")


def timing(field: str, count: int) -> None:
    rules = RuleSet.from_field(field)
    table = load_labels(rules)
    deals = table.winnable_deals()[:count] if table is not None else []
    rate_seconds: list[float] = []
    solve_seconds: list[float] = []
    for number in deals:
        start = time.perf_counter()
        deal_wins(number, rules)
        rate_seconds.append(time.perf_counter() - start)
        start = time.perf_counter()
        solve(Position.from_deal(DealCode(number, rules).deal(), rules), want_best=False, want_solution=False)
        solve_seconds.append(time.perf_counter() - start)
    if not deals:
        return
    rate, base = statistics.median(rate_seconds), statistics.median(solve_seconds)
    print(
        f"     rating one deal: median {rate:.3f} s, max {max(rate_seconds):.3f} s over {len(deals)} deals;"
        f" solver median {base:.4f} s (ratio {rate / max(base, 1e-9):.1f}x)",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rules", default="N,W,T", help="comma-separated rules fields (default the presets)")
    parser.add_argument("--time", type=int, default=100, help="winnable deals to time per rule set (default 100)")
    args = parser.parse_args()
    print(f"casual-player playouts: {PLAYOUTS} per deal")
    for field in args.rules.split(","):
        distribution(field.strip())
        timing(field.strip(), args.time)


if __name__ == "__main__":
    main()
