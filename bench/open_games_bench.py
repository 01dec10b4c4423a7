"""The open no-talon games' solver (Giza, Pharaohs): the verdict of deals FIRST..LAST of each game, timed.

    python bench/open_games_bench.py                    # deals 1-200 of both games, 5 s a deal
    python bench/open_games_bench.py --last 2000 --time-limit 10
    python bench/open_games_bench.py --games GIZA --best   # with the best count of each lost deal

Per game it prints how many deals were won, lost and left undecided (the time limit), and the median / p99 / worst
seconds and nodes per deal (one process, the verdict only unless ``--best``).  The issue's target for a one-deck
open game: verdict median <= 50 ms, p99 <= 1 s, worst <= 5 s over deals 1-2000.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyramid_qt.engine.deal import FIXED_RULES, Deal  # noqa: E402
from pyramid_qt.engine.games import ENGINE_GAMES, GIZA, PHARAOHS  # noqa: E402
from pyramid_qt.engine.state import Position  # noqa: E402
from pyramid_qt.solver.open_games import solve_open  # noqa: E402
from pyramid_qt.solver.result import Verdict  # noqa: E402


def percentile(sorted_values: list[float], fraction: float) -> float:
    index = min(len(sorted_values) - 1, max(0, math.ceil(fraction * len(sorted_values)) - 1))
    return sorted_values[index]


def bench(key: str, first: int, last: int, time_limit: float, best: bool) -> dict[str, object]:
    game = ENGINE_GAMES[key]
    seconds: list[float] = []
    nodes: list[float] = []
    counts = dict.fromkeys(Verdict, 0)
    worst = (0.0, 0)
    for number in range(first, last + 1):
        position = Position.from_deal(Deal.from_number(number, game), FIXED_RULES, game)
        began = time.perf_counter()
        result = solve_open(position, time_limit=time_limit, want_best=best, want_solution=False)
        spent = time.perf_counter() - began
        counts[result.verdict] += 1
        seconds.append(spent)
        nodes.append(result.nodes)
        worst = max(worst, (spent, number))
    seconds.sort()
    nodes.sort()
    return {
        "game": key,
        "deals": len(seconds),
        "won": counts[Verdict.WINNABLE],
        "lost": counts[Verdict.UNWINNABLE],
        "undecided": counts[Verdict.UNKNOWN],
        "median_ms": 1000 * statistics.median(seconds),
        "p99_ms": 1000 * percentile(seconds, 0.99),
        "worst_ms": 1000 * seconds[-1],
        "worst_deal": worst[1],
        "median_nodes": statistics.median(nodes),
        "p99_nodes": percentile(nodes, 0.99),
        "worst_nodes": nodes[-1],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--last", type=int, default=200)
    parser.add_argument("--games", default=f"{GIZA.key},{PHARAOHS.key}")
    parser.add_argument("--time-limit", type=float, default=5.0)
    parser.add_argument("--best", action="store_true", help="also the best count of each lost deal")
    args = parser.parse_args(argv)
    for key in args.games.split(","):
        row = bench(key.strip().upper(), args.first, args.last, args.time_limit, args.best)
        print(
            f"{row['game']:9} deals {args.first}-{args.last}: won {row['won']}, lost {row['lost']}, "
            f"undecided {row['undecided']} | seconds median {row['median_ms']:.1f} ms, p99 {row['p99_ms']:.1f} ms, "
            f"worst {row['worst_ms']:.1f} ms (deal {row['worst_deal']}) | nodes median {row['median_nodes']:.0f}, "
            f"p99 {row['p99_nodes']:.0f}, worst {row['worst_nodes']:.0f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
