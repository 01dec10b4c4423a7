"""The hint and "Show me how" in lost games, timed beside another git revision (default: main) in the same run.

    python bench/hint_bench.py                                   # N W T W1 TD N1D W2, deals 1-40, seeded play
    python bench/hint_bench.py --families W1D,ND --deals 100     # other families, more positions
    python bench/hint_bench.py --families W --first 30001 --deals 300 --baseline none
    PYRAMID_QT_PURE_SOLVER=1 python bench/hint_bench.py          # the pure-Python kernels (no compiler)

Positions: for each family (a rules field) and each deal of the range, the deal's start when it is lost from the
deal, and the position after a seeded random game of 5..40 moves when that one is lost (decided by the verdict
search; undecided or winnable positions are skipped, since a winnable position's hint is a winning move).

Each tree (this checkout, and unless ``--baseline none`` the revision exported and compiled by bench/revision.py)
runs in a worker process of its own, one family at a time, the positions handed over as deal codes and moves.  On
each position, one after the other:

- *hint*: ``best_move_hint`` with the window's budget (``HINT_SECONDS``): the verdict, the best count and a move
  that keeps it (``best_count`` and ``no_more_removals`` are the proven answers; the others are counted as
  unproven);
- *line*: ``best_line`` to the best count, as "Show me how" plays it (budget ``DEMO_SOLVE_SECONDS``), when the
  hint proved the count.

Printed per family: positions, then for each tree the median, p99 and worst seconds of the hints, the unproven
hints and the lines' median, p99 and worst; then the ratios of p99 and worst hint (now / before) and the answers
that differ where both trees proved them (the best count, the hint's move or the line: it would be a bug).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TREE_ENV = "PYRAMID_QT_BENCH_TREE"  # a worker measures the tree named there (another revision), else this one
sys.path.insert(0, os.environ.get(TREE_ENV, str(ROOT)))

from pyramid_qt import solver  # noqa: E402
from pyramid_qt.engine import DealCode, Game, Move, Position, RuleSet  # noqa: E402

FAMILIES = ("N", "W", "T", "W1", "TD", "N1D", "W2")
PROVEN = ("best_count", "no_more_removals")


@dataclass(frozen=True)
class Case:
    """A lost position as the workers rebuild it: a deal and the moves played from its start."""

    field: str
    number: int
    moves: tuple[str, ...]

    def position(self) -> Position:
        game = Game.from_code(DealCode(self.number, RuleSet.from_field(self.field)))
        for move in self.moves:
            game.play(Move.parse(move))
        return game.position


def lost_cases(field: str, first: int, deals: int, seed: int) -> list[Case]:
    """The lost positions of ``field`` on deals ``first``.. (``deals`` of them): deal starts lost from the deal,
    and seeded random games' ends."""
    rules = RuleSet.from_field(field)
    found = []
    for number in range(first, first + deals):
        game = Game.from_code(DealCode(number, rules))
        rng = random.Random(f"{field}:{number}:{seed}")
        candidates = [(game.position, ())]
        played: list[str] = []
        for _ in range(rng.randint(5, 40)):
            moves = game.legal_moves()
            if not moves or game.is_over:
                break
            move = rng.choice(moves)
            game.play(move)
            played.append(str(move))
        if not game.is_over:
            candidates.append((game.position, tuple(played)))
        for position, moves_played in candidates:
            verdict = solver.solve(position, time_limit=20, want_best=False, want_solution=False).verdict
            if verdict is solver.Verdict.UNWINNABLE:
                found.append(Case(field, number, moves_played))
    return found


def lost_positions(field: str, deals: int, seed: int) -> list[Position]:
    """The lost positions of ``field`` on deals 1..``deals``."""
    return [case.position() for case in lost_cases(field, 1, deals, seed)]


# ------------------------------------------------------------------------------------------------ worker side
def run_worker(cases_file: str, hint_seconds: float, line_seconds: float) -> None:
    """Time the hint and the line on each case of the file; one JSON line of answers."""
    for kernel in ("cyclic", "linear", "piles", "piles_last"):  # loaded now: the first position is not charged
        __import__(f"pyramid_qt.solver.search.{kernel}")
    answers = []
    for field, number, moves in json.loads(Path(cases_file).read_text(encoding="utf-8")):
        position = Case(field, number, tuple(moves)).position()
        start = time.perf_counter()
        hint = solver.best_move_hint(position, time_limit=hint_seconds)
        hint_time = time.perf_counter() - start
        line_time, line = None, None
        if hint.kind.value == "best_count":
            start = time.perf_counter()
            found = solver.best_line(position, hint.best, time_limit=line_seconds)
            line_time = time.perf_counter() - start
            line = None if found is None else [str(move) for move in found]
        answers.append([hint_time, hint.kind.value, hint.best, str(hint.move), line_time, line])
    print(json.dumps(answers))


# ------------------------------------------------------------------------------------------------ driver side
@dataclass
class Answers:
    hint_seconds: list[float]
    kinds: list[str]
    best: list[int]
    moves: list[str]
    line_seconds: list[float]
    lines: list[list[str] | None]

    @property
    def unproven(self) -> int:
        return sum(kind not in PROVEN for kind in self.kinds)


def measure(cases: list[Case], tree: Path, hint_seconds: float, line_seconds: float) -> Answers:
    """The answers of the solver of ``tree`` (this checkout or an export) on ``cases``, from a worker process."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump([[case.field, case.number, list(case.moves)] for case in cases], handle)
    try:
        command = [sys.executable, str(Path(__file__).resolve()), "--worker", handle.name]
        command += ["--hint-seconds", str(hint_seconds), "--line-seconds", str(line_seconds)]
        env = dict(os.environ, PYTHONPATH=str(tree), **{TREE_ENV: str(tree)})
        out = subprocess.run(command, capture_output=True, text=True, env=env, check=True).stdout
    finally:
        os.unlink(handle.name)
    rows = json.loads(out.splitlines()[-1])
    return Answers(
        [row[0] for row in rows],
        [row[1] for row in rows],
        [row[2] for row in rows],
        [row[3] for row in rows],
        [row[4] for row in rows if row[4] is not None],
        [row[5] for row in rows],
    )


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def cells(values: list[float]) -> str:
    if not values:
        return f"{'-':>8} {'-':>7} {'-':>7}"
    return f"{statistics.median(values):>8.4f} {percentile(values, 0.99):>7.3f} {max(values):>7.3f}"


def differences(now: Answers, before: Answers) -> int:
    """The positions both trees proved whose answers differ: best count, hint move or line."""
    count = 0
    for q, (kind_now, kind_before) in enumerate(zip(now.kinds, before.kinds, strict=True)):
        if kind_now in PROVEN and kind_before in PROVEN:
            lines = (now.lines[q], before.lines[q])
            same_line = None in lines or lines[0] == lines[1]
            if (now.best[q], now.moves[q]) != (before.best[q], before.moves[q]) or not same_line:
                count += 1
    return count


def tree_cells(answers: Answers) -> str:
    return f"{cells(answers.hint_seconds)} {answers.unproven:>6} | {cells(answers.line_seconds)}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--families", default=",".join(FAMILIES), help="rules fields, comma-separated")
    parser.add_argument("--first", type=int, default=1, help="the first deal number")
    parser.add_argument("--deals", type=int, default=40, help="how many deals of each family")
    parser.add_argument("--seed", type=int, default=19)
    parser.add_argument("--baseline", default="main", help="a git revision to measure beside, or none")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--hint-seconds", type=float, help=argparse.SUPPRESS)
    parser.add_argument("--line-seconds", type=float, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        run_worker(args.worker, args.hint_seconds, args.line_seconds)
        return

    from bench import revision
    from bench.solver_sweep import kernels_in_use
    from pyramid_qt.services.solver_bridge import HINT_SECONDS
    from pyramid_qt.ui.assist.demo import DEMO_SOLVE_SECONDS

    budgets = (HINT_SECONDS, DEMO_SOLVE_SECONDS)
    print(f"kernels: {kernels_in_use()}; hint budget {HINT_SECONDS} s, line budget {DEMO_SOLVE_SECONDS} s")
    with contextlib.ExitStack() as stack:
        before_tree = None
        if args.baseline != "none":
            before_tree = stack.enter_context(revision.exported(args.baseline))
            built = revision.build_compiled(before_tree)
            print(f"before: {args.baseline}, compiled kernels: {', '.join(built) or 'none (pure Python)'}")
        tree_head = f"{'hint: median':>12} {'p99':>7} {'worst':>7} {'unprov':>6} | {'line: median':>12}"
        tree_head += f" {'p99':>7} {'worst':>7}"
        head = f"{'rules':6} {'lost':>5} | now: {tree_head}"
        if before_tree is not None:
            head += f" || before: {tree_head} || {'p99 x':>6} {'worst x':>7} {'differ':>6}"
        print(head, flush=True)
        everything: dict[str, list[float]] = {"now": [], "before": []}
        for field in args.families.split(","):
            cases = lost_cases(field, args.first, args.deals, args.seed)
            if not cases:
                print(f"{field:6} {0:>5}", flush=True)
                continue
            now = measure(cases, ROOT, *budgets)
            text = f"{field:6} {len(cases):>5} | now: {tree_cells(now)}"
            everything["now"] += now.hint_seconds
            if before_tree is not None:
                before = measure(cases, before_tree, *budgets)
                everything["before"] += before.hint_seconds
                p99 = percentile(now.hint_seconds, 0.99) / max(percentile(before.hint_seconds, 0.99), 1e-9)
                worst = max(now.hint_seconds) / max(max(before.hint_seconds), 1e-9)
                text += f" || before: {tree_cells(before)} || {p99:>6.2f} {worst:>7.2f} {differences(now, before):>6}"
            print(text, flush=True)
        for name, values in everything.items():
            if values:
                print(
                    f"all hints, {name}: {len(values)} searches, median {statistics.median(values):.4f} s, "
                    f"p99 {percentile(values, 0.99):.3f} s, worst {max(values):.3f} s"
                )


if __name__ == "__main__":
    main()
