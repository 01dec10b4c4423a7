"""The solver from mid-game positions: the window's check and hint, timed on positions reached by random play.

    python bench/solver_midgame.py                              # hard families x deals 1-200, check and hint
    python bench/solver_midgame.py --families W1D,TD --deals 50 --time-limit 5   # a quick look
    python bench/solver_midgame.py --json midgame.json         # every position's numbers, to find slow ones
    python bench/solver_midgame.py --show W1D:90               # the position of deal 90 under W1D, to reproduce
    python bench/solver_midgame.py --show W1D:90 | pyramid-qt-solve - --no-best   # ... and search it again

For each family (a rules field) and deal 1..N a seeded random game is played through the engine: each move is
drawn uniformly from the legal moves of the game (draws, pairs, Kings, recycles: what a player could do), for a
number of moves drawn uniformly from 5..40, stopping early if the game ends; then the position before the move
that ended it is taken (a finished game is no mid-game position, and half the one-pass draw-three games end).
The random generator is seeded with the family, the deal and ``--seed``, so a run is repeatable and ``--show``
rebuilds any position.  The position reached is searched twice, each kind of search in its own worker process
(one worker at a time unless ``--jobs 2``):

- *check* ("Masih bisa menang?"): ``solve(..., want_best=False, want_solution=False)`` with a cancel poll, as
  :func:`pyramid_qt.solver.history.cached_verdict` runs it for the window (without its cache);
- *hint*: ``solve(..., want_best=False)`` with a cancel poll, as :func:`pyramid_qt.solver.api.next_move_hint`
  runs it (the winning line is built and replayed through the engine); the verdict is kept, so an undecided
  hint is told apart from a lost position.

Both get ``--time-limit`` (20 s, the window's check budget; the window gives a hint only
:data:`~pyramid_qt.services.solver_bridge.HINT_SECONDS`, so hints slower than that are counted apart).
Printed per family x kind: positions, undecided, median, p99, worst, peak MB, win rate and the solver's targets
(the rows and targets of ``bench/solver_sweep.py``), then the slowest positions with the command that shows them.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import random
import resource
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.solver_sweep import HARD_FAMILIES, Figures, deal_range, header, kernels_in_use, row, summary  # noqa: E402
from pyramid_qt.engine import DealCode, Game, Move, Position, RuleSet, Status, format_position  # noqa: E402
from pyramid_qt.services.solver_bridge import HINT_SECONDS  # noqa: E402

KINDS = ("check", "hint")
FEWEST_MOVES = 5
MOST_MOVES = 40
SLOWEST_SHOWN = 15


# ------------------------------------------------------------------------------------------------ positions
@dataclass(frozen=True)
class Midgame:
    """A position still in play, reached from a deal's start by ``moves`` (legal, in order); ``ended``: the
    random game ended on its next move, which was not played (a finished game is no mid-game position: over half
    the one-pass draw-three games end within 40 random moves, and their searches are empty)."""

    code: DealCode
    moves: tuple[Move, ...]
    position: Position
    ended: bool


def midgame(field: str, number: int, seed: int = 1) -> Midgame:
    """Deal ``number`` under ``field`` after a random game of 5..40 moves (fewer if the game would end first)."""
    chance = random.Random(f"midgame:{field}:{number}:{seed}")  # a text seed: the same on every run and machine
    code = DealCode(number, RuleSet.from_field(field))
    game = Game.from_code(code)
    for _ in range(chance.randint(FEWEST_MOVES, MOST_MOVES)):
        move = chance.choice(game.legal_moves())
        if game.position.apply(move).status is not Status.PLAYING:
            return Midgame(code, game.played_moves, game.position, True)
        game.play(move)
    return Midgame(code, game.played_moves, game.position, False)


def midgames(field: str, first: int, last: int, seed: int) -> Iterator[Midgame]:
    for number in range(first, last + 1):
        yield midgame(field, number, seed)


def show(spec: str, seed: int) -> str:
    """``FIELD:DEAL`` as its deal code, the moves played and the position text (for ``pyramid-qt-solve``)."""
    field, _, number = spec.partition(":")
    reached = midgame(field, int(number), seed)
    return (
        f"# deal {reached.code.text}, seed {seed}, {len(reached.moves)} moves"
        f"{' (the next random move ended the game)' if reached.ended else ''}:\n"
        f"# {' '.join(str(move) for move in reached.moves)}\n{format_position(reached.position)}"
    )


# ------------------------------------------------------------------------------------------------ worker side
def run_worker(field: str, kind: str, first: int, last: int, seed: int, time_limit: float) -> None:
    from pyramid_qt.solver.api import solve

    # The kernels load on the first search; load them now so that the first position is not charged for it.
    for kernel in ("cyclic", "linear", "piles", "piles_last"):
        importlib.import_module(f"pyramid_qt.solver.search.{kernel}")
    cancel = threading.Event()  # never set: the window's searches poll one
    positions = []
    for reached in midgames(field, first, last, seed):
        start = time.perf_counter()
        result = solve(
            reached.position,
            time_limit=time_limit,
            cancel=cancel.is_set,
            want_best=False,
            want_solution=kind == "hint",
        )
        seconds = time.perf_counter() - start
        hint = str(result.solution[0]) if result.solution else None
        positions.append(
            {
                "deal": reached.code.number,
                "code": reached.code.text,
                "moves": [str(move) for move in reached.moves],
                "ended": reached.ended,
                "verdict": result.verdict.value,
                "seconds": seconds,
                "hint": hint,
            }
        )
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"field": field, "kind": kind, "positions": positions, "peak_mb": peak_mb}))


# ------------------------------------------------------------------------------------------------ driver side
def measure(field: str, kind: str, last: int, args: argparse.Namespace) -> tuple[Figures, list[dict]]:
    command = [sys.executable, str(Path(__file__).resolve()), "--worker", field, kind, f"1-{last}"]
    command += ["--seed", str(args.seed), "--time-limit", str(args.time_limit)]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run(command, capture_output=True, text=True, env=env, check=True).stdout
    data = json.loads(out.splitlines()[-1])
    positions = data["positions"]
    verdicts = {entry["deal"]: entry["verdict"] for entry in positions}
    return Figures(field, verdicts, [entry["seconds"] for entry in positions], data["peak_mb"]), positions


def check_agreement(field: str, check: list[dict], hint: list[dict]) -> None:
    """The two searches of a position must agree where both decided; a winnable position gets a hint."""
    for a, b in zip(check, hint, strict=True):
        if "unknown" not in (a["verdict"], b["verdict"]) and a["verdict"] != b["verdict"]:
            raise SystemExit(f"{field} deal {a['deal']}: check {a['verdict']}, hint {b['verdict']} — a solver bug")
        if b["verdict"] == "winnable" and b["hint"] is None:
            raise SystemExit(f"{field} deal {a['deal']}: winnable but no hint move — a solver bug")


def run(args: argparse.Namespace) -> list[dict]:
    """Measure every family and kind; print the table; return one record per position."""
    fields = args.families.split(",")
    jobs = [(field, kind) for field in fields for kind in KINDS]
    print(f"kernels: {kernels_in_use()}")
    print(f"== mid-game positions, deals 1-{args.deals}, seed {args.seed}, time limit {args.time_limit:g} s")
    print(f"{'kind':5} {header(False)}", flush=True)
    measured: dict[tuple[str, str], tuple[Figures, list[dict]]] = {}
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for (field, kind), result in zip(
            jobs, pool.map(lambda job: measure(*job, args.deals, args), jobs), strict=True
        ):
            measured[field, kind] = result
            print(f"{kind:5} {row(result[0], None)}", flush=True)
    records = []
    for field in fields:
        check, hint = measured[field, "check"][1], measured[field, "hint"][1]
        check_agreement(field, check, hint)
        for a, b in zip(check, hint, strict=True):
            records.append(
                {
                    "rules": field,
                    **{key: a[key] for key in ("deal", "code", "moves", "ended")},
                    "check": {"verdict": a["verdict"], "seconds": a["seconds"]},
                    "hint": {"verdict": b["verdict"], "seconds": b["seconds"], "move": b["hint"]},
                }
            )
    for kind in KINDS:
        summary(kind, [(measured[field, kind][0], None) for field in fields])
    ended = sum(record["ended"] for record in records)
    slow_hints = sum(record["hint"]["seconds"] > HINT_SECONDS for record in records)
    print(
        f"{len(records)} positions ({ended} where the random game ended on the next move); "
        f"hints over the window's {HINT_SECONDS:g} s: {slow_hints}"
    )
    return records


def report_slowest(records: list[dict], seed: int) -> None:
    slowest = sorted(records, key=lambda r: -max(r["check"]["seconds"], r["hint"]["seconds"]))[:SLOWEST_SHOWN]
    print(
        f"slowest positions (reproduce one: python bench/solver_midgame.py --seed {seed} --show RULES:DEAL"
        " | pyramid-qt-solve - --no-best --time-limit 20)"
    )
    for record in slowest:
        check, hint = record["check"], record["hint"]
        print(
            f"  {record['rules']}:{record['deal']:<4} {record['code']} after {len(record['moves']):>2} moves: "
            f"check {check['seconds']:7.2f} s {check['verdict']:10} hint {hint['seconds']:7.2f} s {hint['verdict']}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--families", default=HARD_FAMILIES, help="rules fields, comma-separated")
    parser.add_argument("--deals", type=int, default=200, help="deals 1..N of each family")
    parser.add_argument("--seed", type=int, default=1, help="the random games' seed (with the family and deal)")
    parser.add_argument("--time-limit", type=float, default=20.0, help="seconds per search before UNKNOWN")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes at once")
    parser.add_argument("--json", type=Path, metavar="FILE", help="write every position's numbers here")
    parser.add_argument("--show", metavar="RULES:DEAL", help="print one position (deal code, moves, text) and stop")
    parser.add_argument("--worker", nargs=3, metavar=("FIELD", "KIND", "RANGE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.show:
        print(show(args.show, args.seed), end="")
        return
    if args.worker:
        field, kind, deals = args.worker
        run_worker(field, kind, *deal_range(deals), args.seed, args.time_limit)
        return
    started = time.perf_counter()
    records = run(args)
    report_slowest(records, args.seed)
    if args.json:
        args.json.write_text(json.dumps({"seed": args.seed, "time_limit": args.time_limit, "positions": records}))
        print(f"wrote {args.json}")
    print(f"took {time.perf_counter() - started:.0f} s", flush=True)


if __name__ == "__main__":
    main()
