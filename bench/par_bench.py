"""Par benchmark: how long proving par (the fewest moves that win) takes, per rule set, beside
another git revision's par measured in the same run.

    python bench/par_bench.py                                   # deals 1-200 of the eight rule sets below
    python bench/par_bench.py --deals 50 --rules N,WX --baseline none
    python bench/par_bench.py --baseline main --baseline-deals 200      # against main's par, every deal
    python bench/par_bench.py --rules all --deals 12 --baseline none --misses-only    # all 480 rule sets

Each rule set's deals run in a worker process of their own, one :func:`~pyramid_qt.solver.par.find_par` a deal
from the deal's start (the exact solver's decision, then the A*; an unwinnable deal ends after the decision) within
``--time-limit`` seconds of wall time, as the window asks it.  Per rule set it prints: the deals won (decided
winnable), how many of them have par proven, the median, p99 and worst seconds of CPU per deal (CPU time:
the machine is shared; the worst wall time beside), the largest par, and the worker's real peak memory (its peak
resident set, ``ru_maxrss``: the interpreter, the engine and the searches together, not an estimate).

``--baseline REV`` (default ``2c573f5``, a revision with the first par search, the yardstick of this one) measures the
first ``--baseline-deals`` deals of each rule set again with the par of that revision, exported with ``git
archive`` and its C kernels compiled in place (``bench/revision.py``, as ``bench/solver_ab.py`` exports one), in
its own workers, and prints its figures and the ratios now/before of the median and of the total CPU on the deals
both measured.  A par that differs where both proved one stops the bench: par is exact, it would be a bug.

``--rules all`` measures every rule set the Preferences offer (the 480 of
:func:`pyramid_qt.solver.cli.all_rule_fields`); ``--misses-only`` prints the rows (and slowest deals) of the rule
sets that miss a target only.  A line names the ten rule sets with the highest p99.

The last line sets Microsoft's rules (WX here: three passes, stock top + waste top, no stacked pairs; see the
rules table in docs) against the published anchor: a Java A* on 1,500 random deals, shortest solutions at median
281 ms, mean 940 ms, worst 46.8 s (other deals and another machine: an order of magnitude, not a race).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
import resource
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TREE_ENV = "PYRAMID_QT_BENCH_TREE"  # a worker measures the tree named there (another revision), else this one
RULES = "N,W,T,WX,W1D,T2D,WUD,T2YD"
BASELINE = "2c573f5"
ANCHOR = "published (Java A*, Microsoft's rules, 1,500 deals): median 0.281 s, mean 0.940 s, worst 46.8 s"
TARGETS = (0.050, 1.0, 5.0, 300.0)  # median, p99, worst seconds; peak MB (the solver's targets: docs/benchmarks.md)


# ------------------------------------------------------------------------------------------------ worker side
def run_worker(field: str, first: int, last: int, time_limit: float) -> None:
    """Par of each deal, as JSON on the last line: (number, verdict, par, CPU seconds, wall seconds) and the peak."""
    sys.path.insert(0, os.environ.get(TREE_ENV, str(ROOT)))
    from pyramid_qt.engine import DealCode, Position, RuleSet
    from pyramid_qt.solver.par import find_par

    rules = RuleSet.from_field(field)
    find_par(Position.from_deal(DealCode(1, rules).deal(), rules), time_limit=1.0)  # load the kernels first
    rows = []
    for number in range(first, last + 1):
        position = Position.from_deal(DealCode(number, rules).deal(), rules)
        wall, cpu = time.perf_counter(), time.process_time()
        result = find_par(position, time_limit=time_limit)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        rows.append((number, result.verdict.value, result.par, cpu, wall))
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kilobytes on Linux
    print(json.dumps({"deals": rows, "peak_mb": peak_mb}))


# ------------------------------------------------------------------------------------------------ driver side
@dataclass
class Figures:
    field: str
    verdicts: dict[int, str]
    pars: dict[int, int | None]
    cpu: dict[int, float]
    wall: dict[int, float]
    peak_mb: float

    @property
    def won(self) -> list[int]:
        return [number for number, verdict in self.verdicts.items() if verdict == "winnable"]

    @property
    def proven(self) -> list[int]:
        return [number for number in self.won if self.pars[number] is not None]

    @property
    def undecided(self) -> int:
        return sum(verdict == "unknown" for verdict in self.verdicts.values())

    def seconds(self, deals: list[int] | None = None) -> list[float]:
        return sorted(self.cpu[number] for number in (self.cpu if deals is None else deals))


def percentile(ordered: list[float], fraction: float) -> float:
    return ordered[min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))]


def measure(field: str, first: int, last: int, time_limit: float, tree: Path = ROOT) -> Figures:
    command = [sys.executable, str(Path(__file__).resolve()), "--worker", field, f"{first}-{last}"]
    command += ["--time-limit", str(time_limit)]
    env = dict(os.environ, PYTHONPATH=str(tree), **{TREE_ENV: str(tree)})
    out = subprocess.run(command, capture_output=True, text=True, env=env, check=True).stdout
    data = json.loads(out.splitlines()[-1])
    figures = Figures(field, {}, {}, {}, {}, data["peak_mb"])
    for number, verdict, par, cpu, wall in data["deals"]:
        figures.verdicts[number], figures.pars[number] = verdict, par
        figures.cpu[number], figures.wall[number] = cpu, wall
    return figures


def misses(now: Figures, targets: tuple[float, float, float, float] = TARGETS) -> str:
    seconds = now.seconds()
    median, p99, worst, megabytes = targets
    out = [f"{len(now.won) - len(now.proven)} unproven"] if len(now.proven) < len(now.won) else []
    out += [f"{now.undecided} undecided"] if now.undecided else []
    out += ["median"] if statistics.median(seconds) > median else []
    out += ["p99"] if percentile(seconds, 0.99) > p99 else []
    out += ["worst"] if seconds[-1] > worst else []
    out += ["memory"] if now.peak_mb > megabytes else []
    return "ok" if not out else "MISS " + ",".join(out)


def cells(figures: Figures) -> str:
    seconds = figures.seconds()
    return (
        f"{len(figures.verdicts):>5} {len(figures.won):>4} {len(figures.proven):>6} {statistics.median(seconds):>8.4f}"
        f" {percentile(seconds, 0.99):>7.3f} {seconds[-1]:>7.2f} {max(figures.wall.values()):>7.2f}"
        f" {max((p for p in figures.pars.values() if p is not None), default=0):>4} {figures.peak_mb:>6.0f}"
    )


HEADER = f"{'deals':>5} {'won':>4} {'proven':>6} {'median':>8} {'p99':>7} {'worst':>7} {'wall':>7} {'par':>4} {'MB':>6}"


def check_agreement(now: Figures, before: Figures) -> None:
    for number, par in before.pars.items():
        if par is not None and now.pars[number] is not None and par != now.pars[number]:
            raise SystemExit(f"{now.field} deal {number}: par {now.pars[number]} now, {par} before — a bug")


def ratios(now: Figures, before: Figures) -> str:
    """now/before of the median and of the total CPU seconds, on the deals both measured."""
    common = sorted(before.cpu)
    mine, theirs = now.seconds(common), before.seconds(common)
    return f"{statistics.median(mine) / statistics.median(theirs):>6.3f} {sum(mine) / sum(theirs):>6.3f}"


def anchor(now: Figures) -> str:
    won = now.seconds(now.proven)
    if not won:
        return f"{now.field}: no par proven; {ANCHOR}"
    return (
        f"{now.field} (Microsoft's rules), the {len(won)} won deals with par proven:"
        f" median {statistics.median(won):.3f} s, mean {statistics.fmean(won):.3f} s, worst {won[-1]:.2f} s"
        f" (CPU; {len(now.won) - len(won)} unproven at the limit) — {ANCHOR}"
    )


def rule_fields(text: str) -> list[str]:
    """The rules fields ``--rules`` names: a comma-separated list, or ``all`` (every rule set of the Preferences)."""
    if text == "all":
        from pyramid_qt.solver.cli import all_rule_fields

        return all_rule_fields()
    return text.split(",")


def kernels_in_use() -> str:
    from pyramid_qt.solver.par import native

    if native.available():
        return "par: compiled (pyramid_qt/solver/par/_par.c)"
    return "par: pure Python" + (" (PYRAMID_QT_PURE_SOLVER is set)" if native.built() else " (not built)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=200, help="deals 1..N of each rule set (default 200)")
    parser.add_argument("--rules", default=RULES, help=f"comma-separated rules fields (default {RULES})")
    parser.add_argument("--time-limit", type=float, default=20.0, help="wall seconds per deal (default 20)")
    parser.add_argument("--baseline", default=BASELINE, help=f"a git revision to measure beside (default {BASELINE})")
    parser.add_argument("--baseline-deals", type=int, default=20, help="deals 1..K measured by it (default 20)")
    parser.add_argument(
        "--targets",
        default=",".join(f"{t:g}" for t in TARGETS),
        help="median,p99,worst seconds and peak MB a rule set must meet (default: the solver's targets)",
    )
    parser.add_argument("--misses-only", action="store_true", help="print only the rule sets missing a target")
    parser.add_argument("--worker", nargs=2, metavar=("FIELD", "RANGE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        first, _, last = args.worker[1].partition("-")
        run_worker(args.worker[0], int(first), int(last or first), args.time_limit)
        return
    median, p99, worst, megabytes = (float(t) for t in args.targets.split(","))
    targets = (median, p99, worst, megabytes)
    sys.path.insert(0, str(ROOT))  # the driver only: a worker imports the package of the tree it measures
    from bench import revision

    started = time.perf_counter()
    print(kernels_in_use(), f"— par of deals 1-{args.deals}, {args.time_limit:g} s of wall time a deal", flush=True)
    print("seconds are CPU per deal (wall: the worst wall time); MB: the worker's real peak RSS", flush=True)
    rows: list[tuple[Figures, Figures | None]] = []
    with contextlib.ExitStack() as stack:
        before_tree = None
        if args.baseline != "none" and args.baseline_deals > 0:
            before_tree = stack.enter_context(revision.exported(args.baseline))
            built = revision.build_compiled(before_tree)
            print(
                f"before: {args.baseline} on deals 1-{min(args.deals, args.baseline_deals)}, compiled kernels:"
                f" {', '.join(built) or 'none (pure Python)'}",
                flush=True,
            )
        title = f"{'rules':6} {HEADER}"
        if before_tree is not None:
            title += f" | {HEADER} {'med x':>6} {'tot x':>6}"
        print(title, flush=True)
        for field in rule_fields(args.rules):
            now = measure(field, 1, args.deals, args.time_limit)
            before = None
            if before_tree is not None:
                before = measure(field, 1, min(args.deals, args.baseline_deals), args.time_limit, before_tree)
                check_agreement(now, before)
            line = f"{field:6} {cells(now)}"
            if before is not None:
                line += f" | {cells(before)} {ratios(now, before)}"
            if not args.misses_only or misses(now, targets) != "ok":
                print(line + "  " + misses(now, targets), flush=True)
            rows.append((now, before))
    seconds = sorted(s for now, _ in rows for s in now.cpu.values())
    won = sum(len(now.won) for now, _ in rows)
    proven = sum(len(now.proven) for now, _ in rows)
    print(
        f"all: {len(seconds)} deals, {won} won, {proven} with par proven; median {statistics.median(seconds):.4f} s,"
        f" p99 {percentile(seconds, 0.99):.3f} s, worst {seconds[-1]:.2f} s, peak {max(n.peak_mb for n, _ in rows):.0f}"
        f" MB; rule sets missing a target: {sum(misses(now, targets) != 'ok' for now, _ in rows)}",
        flush=True,
    )
    for now, _ in rows:
        if now.field == "WX":
            print(anchor(now), flush=True)
    for now, _ in rows:
        if args.misses_only and misses(now, targets) == "ok":
            continue
        slowest = sorted(now.cpu, key=now.cpu.__getitem__, reverse=True)[:5]
        unproven = [n for n in now.won if now.pars[n] is None]
        print(
            f"slowest {now.field}: "
            + ", ".join(f"{n} {now.cpu[n]:.2f} s" for n in slowest)
            + (f"; unproven: {', '.join(map(str, unproven))}" if unproven else ""),
            flush=True,
        )
    highest = sorted((percentile(now.seconds(), 0.99), now.field) for now, _ in rows)[::-1][:10]
    print("highest p99: " + ", ".join(f"{field} {p99:.3f} s" for p99, field in highest), flush=True)
    print(f"bench took {time.perf_counter() - started:.0f} s", flush=True)


if __name__ == "__main__":
    main()
