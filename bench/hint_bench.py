"""The hint and "Show me how" in lost games, timed against the verdict search alone (which finds no move there).

    python bench/hint_bench.py                                   # N W T W1 TD N1D W2, deals 1-40, seeded play
    python bench/hint_bench.py --families W1 --deals 100         # one family, more positions
    PYRAMID_QT_PURE_SOLVER=1 python bench/hint_bench.py          # the pure-Python kernels (no compiler)

Positions: for each family (a rules field) and deal 1..N, the deal's start when it is lost from the deal, and the
position after a seeded random game of 5..40 moves when that one is lost (decided by the verdict search; undecided
or winnable positions are skipped, since a winnable position's hint is the one of before).  On each, in this one
process, one after the other:

- *before*: ``next_move_hint`` (the verdict search, no best count), which answers "no hint" on every lost position:
  the cost of the verdict alone, the baseline, measured in the same run;
- *hint*: ``best_move_hint`` with the window's budget (``HINT_SECONDS``): the verdict, the best count and a move
  that keeps it (the kind it answered is counted: ``best_count`` and ``no_more_removals`` are the proven answers);
- *line*: ``best_line`` to the best count, as "Show me how" plays it (budget ``DEMO_SOLVE_SECONDS``).

Printed per family: positions, then median, p99 and worst seconds of each, the ratio of the hint's median to
before's, the hints over the window's budget, and the answers that were not proven within it.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.solver_sweep import kernels_in_use  # noqa: E402
from pyramid_qt import solver  # noqa: E402
from pyramid_qt.engine import DealCode, Game, Position, RuleSet  # noqa: E402
from pyramid_qt.services.solver_bridge import HINT_SECONDS  # noqa: E402
from pyramid_qt.ui.assist import DEMO_SOLVE_SECONDS  # noqa: E402

FAMILIES = ("N", "W", "T", "W1", "TD", "N1D", "W2")
PROVEN = (solver.HintKind.BEST_COUNT, solver.HintKind.NO_MORE_REMOVALS)


def lost_positions(field: str, deals: int, seed: int) -> list[Position]:
    """The lost positions of ``field``: deal starts lost from the deal, and seeded random games' ends."""
    rules = RuleSet.from_field(field)
    found = []
    for number in range(1, deals + 1):
        game = Game.from_code(DealCode(number, rules))
        rng = random.Random(f"{field}:{number}:{seed}")
        candidates = [game.position]
        for _ in range(rng.randint(5, 40)):
            moves = game.legal_moves()
            if not moves or game.is_over:
                break
            game.play(rng.choice(moves))
        if not game.is_over:
            candidates.append(game.position)
        for position in candidates:
            verdict = solver.solve(position, time_limit=20, want_best=False, want_solution=False).verdict
            if verdict is solver.Verdict.UNWINNABLE:
                found.append(position)
    return found


def timed(call: Callable[[], object]) -> tuple[float, object]:
    start = time.perf_counter()
    result = call()
    return time.perf_counter() - start, result


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def cells(values: list[float]) -> str:
    return f"{statistics.median(values):>8.4f} {percentile(values, 0.99):>7.3f} {max(values):>7.3f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--families", default=",".join(FAMILIES), help="rules fields, comma-separated")
    parser.add_argument("--deals", type=int, default=40, help="deals 1..N of each family")
    parser.add_argument("--seed", type=int, default=19)
    args = parser.parse_args()
    print(f"kernels: {kernels_in_use()}; hint budget {HINT_SECONDS} s, line budget {DEMO_SOLVE_SECONDS} s")
    print(
        f"{'rules':6} {'lost':>5} | {'before: median':>14} {'p99':>7} {'worst':>7} | {'hint: median':>12} {'p99':>7}"
        f" {'worst':>7} {'x':>6} {'over':>4} {'unprov':>6} | {'line: median':>12} {'p99':>7} {'worst':>7} {'moves':>5}"
    )
    everything: dict[str, list[float]] = {"before": [], "hint": [], "line": []}
    for field in args.families.split(","):
        positions = lost_positions(field, args.deals, args.seed)
        if not positions:
            print(f"{field:6} {0:>5}")
            continue
        before, hints, lines, lengths = [], [], [], []
        kinds: Counter[solver.HintKind] = Counter()
        for position in positions:
            seconds, _ = timed(lambda p=position: solver.next_move_hint(p, time_limit=HINT_SECONDS))
            before.append(seconds)
            seconds, hint = timed(lambda p=position: solver.best_move_hint(p, time_limit=HINT_SECONDS))
            hints.append(seconds)
            assert isinstance(hint, solver.Hint)
            kinds[hint.kind] += 1
            if hint.kind is solver.HintKind.BEST_COUNT:
                seconds, line = timed(
                    lambda p=position, h=hint: solver.best_line(p, h.best, time_limit=DEMO_SOLVE_SECONDS)
                )
                lines.append(seconds)
                lengths.append(len(line) if isinstance(line, list) else 0)
        over = sum(seconds > HINT_SECONDS for seconds in hints)
        unproven = sum(count for kind, count in kinds.items() if kind not in PROVEN)
        ratio = statistics.median(hints) / max(statistics.median(before), 1e-9)
        line_cells = f"{cells(lines)} {statistics.median(lengths):>5.0f}" if lines else ""
        print(
            f"{field:6} {len(positions):>5} | {cells(before):>30} | {cells(hints):>28} {ratio:>6.1f} {over:>4}"
            f" {unproven:>6} | {line_cells}",
            flush=True,
        )
        everything["before"] += before
        everything["hint"] += hints
        everything["line"] += lines
    for name, values in everything.items():
        if values:
            print(
                f"all {name}: {len(values)} searches, median {statistics.median(values):.4f} s, "
                f"p99 {percentile(values, 0.99):.3f} s, worst {max(values):.3f} s"
            )


if __name__ == "__main__":
    main()
