"""The talon games' solver (Triangle, King Tut): the verdict and the par of deals FIRST..LAST of each game, timed,
beside Pyramid's own solver on the same deal numbers as the baseline of the same run.

    python bench/talon_games_bench.py                       # deals 1-200 of both games, 10 s a deal
    python bench/talon_games_bench.py --last 2000 --time-limit 10
    python bench/talon_games_bench.py --games KINGTUT --baseline-rules N

Per game it prints how many deals were won, lost and left undecided, the median / p99 / worst seconds of the verdict
(``solve`` without the best count) and of par (``find_par``, its own verdict included), and how many pars were
proven.  The baseline is Pyramid under ``--baseline-rules`` (T3 by default: one card a draw, three passes, as
Triangle) through the same entry points, the compiled kernels where they are built: the machine's speed in this run.
The issue's target for a one-deck open game: verdict and par median <= 50 ms, p99 <= 1 s, worst <= 5 s.
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
from pyramid_qt.engine.games import ENGINE_GAMES, KINGTUT, PYRAMID, TRIANGLE, GameDeclaration  # noqa: E402
from pyramid_qt.engine.rules import RuleSet  # noqa: E402
from pyramid_qt.engine.state import Position  # noqa: E402
from pyramid_qt.solver.api import solve  # noqa: E402
from pyramid_qt.solver.par import find_par  # noqa: E402
from pyramid_qt.solver.result import Verdict  # noqa: E402


def percentile(sorted_values: list[float], fraction: float) -> float:
    index = min(len(sorted_values) - 1, max(0, math.ceil(fraction * len(sorted_values)) - 1))
    return sorted_values[index]


def summary(seconds: list[float]) -> str:
    ordered = sorted(seconds)
    median, p99, worst = statistics.median(ordered), percentile(ordered, 0.99), ordered[-1]
    return f"median {1000 * median:.1f} ms, p99 {1000 * p99:.1f} ms, worst {1000 * worst:.1f} ms"


def bench(game: GameDeclaration, rules: RuleSet, first: int, last: int, time_limit: float) -> str:
    verdict_seconds: list[float] = []
    par_seconds: list[float] = []
    counts = dict.fromkeys(Verdict, 0)
    proven = 0
    worst = (0.0, 0)
    for number in range(first, last + 1):
        position = Position.from_deal(Deal.from_number(number, game), rules, game)
        began = time.perf_counter()
        result = solve(position, time_limit=time_limit, want_best=False, want_solution=False)
        verdict_seconds.append(time.perf_counter() - began)
        counts[result.verdict] += 1
        began = time.perf_counter()
        par = find_par(position, time_limit=time_limit)
        spent = time.perf_counter() - began
        par_seconds.append(spent)
        proven += par.par is not None
        worst = max(worst, (spent, number))
    name = game.key if game is not PYRAMID else f"PYR {rules.field}"
    return (
        f"{name:9} deals {first}-{last}: won {counts[Verdict.WINNABLE]}, lost {counts[Verdict.UNWINNABLE]}, "
        f"undecided {counts[Verdict.UNKNOWN]} | verdict {summary(verdict_seconds)} | par ({proven} proven) "
        f"{summary(par_seconds)} (worst deal {worst[1]})"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--last", type=int, default=200)
    parser.add_argument("--games", default=f"{TRIANGLE.key},{KINGTUT.key}")
    parser.add_argument("--time-limit", type=float, default=10.0)
    parser.add_argument("--baseline-rules", default="T3", help="Pyramid's rules field for the baseline ('' for none)")
    args = parser.parse_args(argv)
    if args.baseline_rules:
        rules = RuleSet.from_field(args.baseline_rules)
        print(bench(PYRAMID, rules, args.first, args.last, args.time_limit), flush=True)
    for key in args.games.split(","):
        print(bench(ENGINE_GAMES[key.strip().upper()], FIXED_RULES, args.first, args.last, args.time_limit), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
