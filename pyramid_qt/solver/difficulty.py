"""Difficulty of a verified-winnable deal: how often a casual player wins it.

The measure
-----------
:data:`PLAYOUTS` games are played from the deal by a *casual player*: whenever a removal is possible (a pair or a
King) it takes one of them, chosen uniformly at random; otherwise it draws, or recycles when the stock is
empty and a pass is left; a free pyramid King goes at once.  It gives up when it has gone through the whole
talon (every talon card drawn once, plus a recycle) without removing anything.  The random choices come from the
engine's portable SplitMix64 generator seeded with ``deal number + SEED_OFFSET``, so the count is the same on
every platform.  The deal's score is how many of the playouts win.

A deal the casual player often wins is easy; one it never wins needs the solver's foresight.  The thresholds
are the same for every preset, chosen from the distribution printed by ``bench/difficulty_bench.py`` so that the
default preset N splits roughly 35 / 28 / 15 / 22 % (W: 39 / 31 / 16 / 14 %; T, one pass, is mostly expert):

=========  ======================================
easy       at least 75% of the playouts win
medium     30% to 75%
hard       at least one playout wins, under 30%
expert     no playout wins
=========  ======================================

Only verified-winnable deals are rated (the rest have no difficulty).  The ratings ship as one file per rule set,
``resources/labels/<rules field>.difficulty``: a 16-byte header — ``b"PYQTDIF1"``, then the first deal number
and the deal count as little-endian uint32 — and one byte per deal: the number of winning playouts (0 to
:data:`PLAYOUTS`), or 255 for a deal that is not rated.  Regenerate with::

    python -m pyramid_qt.solver.difficulty --fields N,W,T --last 20000 --jobs 2

(the shipped files rate every deal 1–20000 of N, W and T that their label tables prove winnable: about 40 minutes of
one core in all; N and W deals 5001–20000 were rated in a second run with ``--first 5001`` and joined on).
"""

from __future__ import annotations

import argparse
import enum
import struct
import sys
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from pyramid_qt.engine.deal import DealCode, SplitMix64
from pyramid_qt.engine.rules import RuleSet
from pyramid_qt.engine.state import Position
from pyramid_qt.safe_files import read_regular
from pyramid_qt.shipped_files import resources_dir
from pyramid_qt.solver.compact import CompactGame
from pyramid_qt.solver.labels import load_labels
from pyramid_qt.solver.result import Verdict

TABLE_FILE_LIMIT = 16 * 1024 * 1024
"""A shipped table is at most a few hundred KB; a file this large (or a FIFO in its place) is not one."""

PLAYOUTS = 200
SEED_OFFSET = 0x5EED_D1FF
MAGIC = b"PYQTDIF1"
HEADER = struct.Struct("<8sII")
SUFFIX = ".difficulty"
UNRATED = 255
SHIPPED_FIELDS = ("N", "W", "T")


class Difficulty(enum.Enum):
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
    EXPERT = "expert"


# The least share of winning playouts for each level, hardest last (see the module docstring).
THRESHOLDS: tuple[tuple[Difficulty, float], ...] = (
    (Difficulty.EASY, 0.75),
    (Difficulty.MEDIUM, 0.30),
    (Difficulty.HARD, 1e-9),
    (Difficulty.EXPERT, 0.0),
)


def difficulty_of(wins: int, playouts: int = PLAYOUTS) -> Difficulty:
    share = wins / playouts
    for level, least in THRESHOLDS:
        if share >= least:
            return level
    return Difficulty.EXPERT


def playout_wins(position: Position, playouts: int = PLAYOUTS, seed: int = 0) -> int:
    """How many of ``playouts`` casual games from ``position`` win (one waste pile only)."""
    game = CompactGame(position)
    rng = SplitMix64(seed)
    start = game.start_state()
    strict = game.strict
    wins = 0
    for _ in range(playouts):
        pyramid, talon, cut, k = start
        idle = 0
        while True:
            if pyramid == 0 and (not strict or talon == 0):
                wins += 1
                break
            options = game.successors(pyramid, talon, cut, k)
            removals = [option for option in options if option[0][0] in ("k", "p")]
            if removals:
                chosen = removals[rng.uniform(len(removals))] if len(removals) > 1 else removals[0]
                idle = 0
            elif options:
                chosen = options[0]
                idle += 1
                if idle > talon.bit_count() + 1:
                    break
            else:
                break
            _, pyramid, talon, cut, k = chosen
    return wins


def deal_wins(number: int, rules: RuleSet, playouts: int = PLAYOUTS) -> int:
    position = Position.from_deal(DealCode(number, rules).deal(), rules)
    return playout_wins(position, playouts, number + SEED_OFFSET)


class DifficultyTable:
    """Winning-playout counts for a contiguous range of deal numbers under one rule set."""

    def __init__(self, field: str, first: int, wins: list[int | None]) -> None:
        self.field = field
        self.first = first
        self._wins = wins

    def __len__(self) -> int:
        return len(self._wins)

    @property
    def last(self) -> int:
        return self.first + len(self._wins) - 1

    def wins(self, number: int) -> int | None:
        if not self.first <= number <= self.last:
            return None
        return self._wins[number - self.first]

    def difficulty(self, number: int) -> Difficulty | None:
        """The rated difficulty, or ``None`` for a deal that is not rated (not winnable, or not in the table)."""
        wins = self.wins(number)
        return None if wins is None else difficulty_of(wins)

    def deals(self, level: Difficulty) -> list[int]:
        return [self.first + i for i, w in enumerate(self._wins) if w is not None and difficulty_of(w) is level]

    def to_bytes(self) -> bytes:
        body = bytes(UNRATED if w is None else w for w in self._wins)
        return HEADER.pack(MAGIC, self.first, len(self._wins)) + body

    @staticmethod
    def from_bytes(field: str, data: bytes) -> DifficultyTable:
        if len(data) < HEADER.size:
            raise ValueError("difficulty file too short")
        magic, first, count = HEADER.unpack_from(data)
        body = data[HEADER.size :]
        if magic != MAGIC or len(body) != count:
            raise ValueError("not a difficulty file, or the wrong length")
        wins: list[int | None] = []
        for byte in body:
            if byte != UNRATED and byte > PLAYOUTS:
                raise ValueError(f"bad playout count {byte}")
            wins.append(None if byte == UNRATED else byte)
        return DifficultyTable(field, first, wins)


def table_path(field: str, directory: Path | None = None) -> Path:
    return (directory or resources_dir() / "labels") / f"{field}{SUFFIX}"


def load_difficulty(rules: RuleSet | str, directory: Path | None = None) -> DifficultyTable | None:
    """The shipped ratings for these rules, or ``None`` (none shipped, or a damaged file)."""
    field = rules.field if isinstance(rules, RuleSet) else RuleSet.from_field(rules).field
    return _load(field, directory)


@cache
def _load(field: str, directory: Path | None) -> DifficultyTable | None:
    path = table_path(field, directory)
    try:
        return DifficultyTable.from_bytes(field, read_regular(path, TABLE_FILE_LIMIT))
    except (OSError, ValueError):
        return None


def _rate(job: tuple[int, str]) -> tuple[int, int]:
    number, field = job
    return number, deal_wins(number, RuleSet.from_field(field))


def rate_range(field: str, first: int, last: int, jobs: int = 1) -> DifficultyTable:
    """Rate the verified-winnable deals ``first..last`` of the shipped label table for ``field``."""
    labels = load_labels(field)
    if labels is None:
        raise ValueError(f"no label table is shipped for {field}")
    todo = [(n, field) for n in range(first, last + 1) if labels.label(n) is Verdict.WINNABLE]
    found: dict[int, int] = {}
    if jobs > 1:
        from concurrent.futures import ProcessPoolExecutor  # multiprocessing: for a rating run only

        with ProcessPoolExecutor(jobs) as pool:
            found.update(pool.map(_rate, todo, chunksize=16))
    else:
        found.update(map(_rate, todo))
    return DifficultyTable(field, first, [found.get(n) for n in range(first, last + 1)])


def regenerate(fields: Iterable[str], first: int, last: int, jobs: int, directory: Path | None = None) -> list[Path]:
    written = []
    for field in fields:
        table = rate_range(field, first, last, jobs)
        path = table_path(field, directory)
        path.write_bytes(table.to_bytes())
        written.append(path)
        print(f"{path}: {sum(table.wins(n) is not None for n in range(first, last + 1))} deals rated", flush=True)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Rate the verified-winnable deals of the presets (difficulty).")
    parser.add_argument("--fields", default=",".join(SHIPPED_FIELDS), help="rules fields (default N,W,T)")
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--last", type=int, default=20000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", type=Path, default=None, help="folder (default resources/labels)")
    args = parser.parse_args(argv)
    regenerate(args.fields.split(","), args.first, args.last, args.jobs, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
