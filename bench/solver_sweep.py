"""The solver's sweep: every rule combination decided fast?  Time, undecided count and peak memory per family.

    python bench/solver_sweep.py                          # 480 combinations x deals 1-20, hard families x 200
    python bench/solver_sweep.py --deals 5 --hard-deals 50 --time-limit 5     # a quick look while iterating
    python bench/solver_sweep.py --no-all --families W1D,TD --hard-deals 200   # some families only
    python bench/solver_sweep.py --baseline 2c573f5        # against another git revision (default: main)
    python bench/solver_sweep.py --baseline none           # against nothing

Each family (a rules field and a deal range) runs in its own worker process, one verdict search per deal
(``want_best=False``, no line), as the labelling does; the worker reports the seconds per deal and its real peak
memory (``ru_maxrss`` of the worker process: the interpreter, the engine and the search together, not an estimate).
Unless ``--baseline none``, the same deals are then solved by the solver of another git revision, exported with
``git archive`` and its C kernels compiled in place when a compiler is there (bench/revision.py), in another
worker, and the ratios of median and total time are printed beside ("now / before"); a verdict that differs
between the two, where both decided, stops the sweep: it would be a bug.

The first line names the kernels in use: the compiled twins of :mod:`pyramid_qt.solver.search.native` where they
are built, else the pure-Python kernels (``PYRAMID_QT_PURE_SOLVER=1`` measures those on purpose).

Printed per family: undecided (UNKNOWN at the time limit), median, p99 and worst seconds, peak MB, win rate,
and the solver's targets (0 undecided at 20 s, median <= 50 ms, p99 <= 1 s, worst <= 5 s, peak <= 300 MB)
marked ``ok`` or with the figures that miss.  ``--jobs 2`` runs two workers at once (faster, noisier).
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import math
import os
import resource
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TREE_ENV = "PYRAMID_QT_BENCH_TREE"  # a worker measures the tree named there (another revision), else this one
sys.path.insert(0, os.environ.get(TREE_ENV, str(ROOT)))

from pyramid_qt.engine import DealCode, Position, RuleSet  # noqa: E402
from pyramid_qt.engine.rules import FAMILIES  # noqa: E402

HARD_FAMILIES = "W1,W1S,W1D,W1SD,N1D,TD,T2D,W2,W2S,WUD"
TARGET_MEDIAN = 0.05
TARGET_P99 = 1.0
TARGET_WORST = 5.0
TARGET_MB = 300.0


def all_fields() -> list[str]:
    """Every rule combination: each family x (1-9 passes or unlimited) x the four on/off options (480 with the
    three families N, W and T)."""
    fields = []
    for family in FAMILIES.values():
        for passes in [*range(1, 10), None]:  # a rules field has one digit for the passes
            for flags in range(16):
                strict, stacked, pairing, three = (bool(flags >> bit & 1) for bit in range(4))
                rules = RuleSet(
                    family,
                    passes=passes,
                    strict_win=strict,
                    stacked_pairs=stacked,
                    talon_pairing=pairing,
                    draw_three=three,
                )
                fields.append(rules.field)
    return fields


# ------------------------------------------------------------------------------------------------ worker side
def run_worker(field: str, first: int, last: int, time_limit: float) -> None:
    from pyramid_qt.solver.api import solve

    # The kernels load on the first search; load them now so that the first deal is not charged for it.
    for kernel in ("cyclic", "linear", "piles", "piles_last"):
        importlib.import_module(f"pyramid_qt.solver.search.{kernel}")
    rules = RuleSet.from_field(field)
    deals = []
    for number in range(first, last + 1):
        position = Position.from_deal(DealCode(number, rules).deal(), rules)
        start = time.perf_counter()
        result = solve(position, time_limit=time_limit, want_best=False, want_solution=False)
        deals.append((number, result.verdict.value, time.perf_counter() - start))
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"field": field, "deals": deals, "peak_mb": peak_mb}))


# ------------------------------------------------------------------------------------------------ driver side
@dataclass
class Figures:
    field: str
    verdicts: dict[int, str]
    seconds: list[float]
    peak_mb: float

    @property
    def undecided(self) -> int:
        return sum(verdict == "unknown" for verdict in self.verdicts.values())

    @property
    def wins(self) -> int:
        return sum(verdict == "winnable" for verdict in self.verdicts.values())

    def percentile(self, fraction: float) -> float:
        ordered = sorted(self.seconds)
        return ordered[min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))]


def measure(field: str, first: int, last: int, time_limit: float, tree: Path = ROOT) -> Figures:
    """One worker's figures for the family, searched by the solver of ``tree`` (this checkout or an export)."""
    command = [sys.executable, str(Path(__file__).resolve()), "--worker", field, f"{first}-{last}"]
    command += ["--time-limit", str(time_limit)]
    env = dict(os.environ, PYTHONPATH=str(tree), **{TREE_ENV: str(tree)})
    out = subprocess.run(command, capture_output=True, text=True, env=env, check=True).stdout
    data = json.loads(out.splitlines()[-1])
    verdicts = {number: verdict for number, verdict, _ in data["deals"]}
    return Figures(field, verdicts, [seconds for _, _, seconds in data["deals"]], data["peak_mb"])


def misses(now: Figures) -> str:
    out = []
    if now.undecided:
        out.append(f"{now.undecided} undecided")
    if statistics.median(now.seconds) > TARGET_MEDIAN:
        out.append("median")
    if now.percentile(0.99) > TARGET_P99:
        out.append("p99")
    if max(now.seconds) > TARGET_WORST:
        out.append("worst")
    if now.peak_mb > TARGET_MB:
        out.append("memory")
    return "ok" if not out else "MISS " + ",".join(out)


def row(now: Figures, before: Figures | None) -> str:
    cells = [
        f"{now.field:8}",
        f"{len(now.seconds):>5}",
        f"{now.undecided:>5}",
        f"{statistics.median(now.seconds):>8.4f}",
        f"{now.percentile(0.99):>7.3f}",
        f"{max(now.seconds):>7.2f}",
        f"{now.peak_mb:>6.0f}",
        f"{100 * now.wins / max(1, len(now.seconds) - now.undecided):>6.1f}%",
    ]
    if before is not None:
        cells += [
            "|",
            f"{before.undecided:>5}",
            f"{statistics.median(before.seconds):>8.4f}",
            f"{before.percentile(0.99):>7.3f}",
            f"{max(before.seconds):>7.2f}",
            f"{before.peak_mb:>6.0f}",
            f"{statistics.median(now.seconds) / statistics.median(before.seconds):>6.2f}",
            f"{sum(now.seconds) / sum(before.seconds):>6.2f}",
        ]
    return " ".join(cells) + "  " + misses(now)


def header(baseline: str | None) -> str:
    text = f"{'rules':8} {'deals':>5} {'undec':>5} {'median':>8} {'p99':>7} {'worst':>7} {'MB':>6} {'wins':>7}"
    if baseline is not None:
        text += f" | {'undec':>5} {'median':>8} {'p99':>7} {'worst':>7} {'MB':>6} {'med x':>6} {'tot x':>6}"
        text = "now" + " " * 60 + f"| before ({baseline})\n" + text
    return text


def check_agreement(now: Figures, before: Figures) -> None:
    for number, verdict in now.verdicts.items():
        old = before.verdicts[number]
        if "unknown" not in (verdict, old) and verdict != old:
            raise SystemExit(f"{now.field} deal {number}: {verdict} now, {old} before — a solver bug")


def sweep(
    fields: list[str], first: int, last: int, args: argparse.Namespace, before_tree: Path | None
) -> list[tuple[Figures, Figures | None]]:
    def one(field: str) -> tuple[Figures, Figures | None]:
        now = measure(field, first, last, args.time_limit)
        before = measure(field, first, last, args.time_limit, before_tree) if before_tree is not None else None
        if before is not None:
            check_agreement(now, before)
        return now, before

    print(header(None if before_tree is None else args.baseline), flush=True)
    results = []
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for now, before in pool.map(one, fields):
            print(row(now, before), flush=True)
            results.append((now, before))
    return results


def summary(title: str, results: list[tuple[Figures, Figures | None]]) -> None:
    seconds = [s for now, _ in results for s in now.seconds]
    if not seconds:
        return
    merged = Figures(title, {}, seconds, max(now.peak_mb for now, _ in results))
    undecided = sum(now.undecided for now, _ in results)
    missed = [now.field for now, _ in results if misses(now) != "ok"]
    print(
        f"{title}: {len(results)} families, {len(seconds)} searches, {undecided} undecided, "
        f"median {statistics.median(seconds):.4f} s, p99 {merged.percentile(0.99):.3f} s, worst {max(seconds):.2f} s,"
        f" peak {merged.peak_mb:.0f} MB; families missing a target: {len(missed)} {' '.join(missed[:40])}",
        flush=True,
    )


def deal_range(text: str) -> tuple[int, int]:
    first, _, last = text.partition("-")
    return int(first), int(last or first)


def kernels_in_use() -> str:
    """Which kernels the workers run: the compiled twins (when built and not turned off) or the pure-Python ones."""
    from pyramid_qt.solver.search import native

    if native.available():
        return "compiled (pyramid_qt/solver/search/_native.c)"
    why = f"{native.PURE_ENV} is set" if native.built() else "the compiled kernels are not built"
    return f"pure Python ({why})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=20, help="deals 1..N of every combination (0: skip)")
    parser.add_argument("--hard-deals", type=int, default=200, help="deals 1..N of each hard family (0: skip)")
    parser.add_argument("--families", default=HARD_FAMILIES, help="the hard families, comma-separated")
    parser.add_argument("--fields", default="", help="only these combinations in the all-combinations part")
    parser.add_argument("--no-all", action="store_true", help="skip the all-combinations part")
    parser.add_argument("--time-limit", type=float, default=20.0, help="seconds per deal before UNKNOWN")
    parser.add_argument("--baseline", default="main", help="a git revision to measure beside, or none")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes at once")
    parser.add_argument("--worker", nargs=2, metavar=("FIELD", "RANGE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        first, last = deal_range(args.worker[1])
        run_worker(args.worker[0], first, last, args.time_limit)
        return
    from bench import revision  # the driver only: a worker may run in another revision's tree

    started = time.perf_counter()
    print(f"kernels: {kernels_in_use()}", flush=True)
    with contextlib.ExitStack() as stack:
        before_tree = None
        if args.baseline != "none":
            before_tree = stack.enter_context(revision.exported(args.baseline))
            built = revision.build_compiled(before_tree)
            print(f"before: {args.baseline}, compiled kernels: {', '.join(built) or 'none (pure Python)'}", flush=True)
        if args.hard_deals > 0 and args.families:
            print(f"== hard families, deals 1-{args.hard_deals}, time limit {args.time_limit:g} s", flush=True)
            summary("hard families", sweep(args.families.split(","), 1, args.hard_deals, args, before_tree))
        if args.deals > 0 and not args.no_all:
            fields = args.fields.split(",") if args.fields else all_fields()
            print(f"== {len(fields)} combinations, deals 1-{args.deals}, time limit {args.time_limit:g} s", flush=True)
            summary("all combinations", sweep(fields, 1, args.deals, args, before_tree))
    print(f"sweep took {time.perf_counter() - started:.0f} s", flush=True)


if __name__ == "__main__":
    main()
