"""The game in progress, saved after every move so that quitting (or a crash) never loses it.

File: ``<data dir>/current-game.json``, a small wrapper around the engine's saved-game dictionary::

    {
     "format": "pyramid-qt-current-game",
     "version": 1,
     "saved_at": "2026-11-29T13:47:03+00:00",   # ISO UTC, informational
     "stats_game_id": 17,                      # the StatsStore row of this game, or null
     "extra": {"hints_used": 2,                # GameExtras: what the window keeps beside the game
               "checks_used": 1,                  # the help it had, by kind (engine.result.Aids)
               "rewinds_used": 0,
               "demo_moves": 0,                   # moves "Show me how" played
               "label": "MIGHT_BE_DEAD_END",      # a DealLabel name, or null
               "daily": "2026-11-30",             # the daily deal's day, or null
               "practice": null,                  # why it is practice (an engine.result.Practice value), or null
               "revealed": "unwinnable"},         # what the solver proved of the deal (a Verdict value), or null
     "game": { ...savegame.game_to_dict(game, elapsed)... }
    }

Keeping the statistics id inside the same file (rather than a second file) means the two can never disagree
after a crash: one atomic rename replaces both.

Writes are atomic (:func:`pyramid_qt.store.atomic.write_atomic`): a full disk or a kill at any moment leaves
the previous save intact.  A save that cannot be read back is renamed to ``current-game.json.damaged-<UTC>``
(kept, never deleted), :attr:`SavedGameStore.load_problem` says why and :meth:`SavedGameStore.load` returns
``None`` so the window simply starts a fresh game.  A file larger than :data:`MAX_FILE_BYTES` counts as damaged
(a real save is a few kilobytes), so is JSON that Python refuses (a 5000-digit number, 200,000 nested lists).

A readable save with a bad value keeps the game: the counters, the time, the statistics id and the window's
counters in ``extra`` (``hints_used``, ``checks_used``, ``rewinds_used``, ``demo_moves``: integers from 0 to
:data:`~pyramid_qt.engine.savegame.MAX_COUNTER`; ``label``: a :class:`~pyramid_qt.engine.deal.DealLabel` name or null;
``practice``: a :class:`~pyramid_qt.engine.result.Practice` value or null; ``daily``: an ISO date or null;
``revealed``: a :class:`~pyramid_qt.solver.result.Verdict` value or null)
are set back to their defaults, a deal code that does not deal the saved start position is
dropped (with the statistics id, whose row is that code's), and :attr:`SavedGameStore.load_problem` is
:data:`LOAD_REPAIRED`; :attr:`SavedGameStore.repaired` names the keys.

Saves written before :class:`GameExtras` (up to 0.1.0) hold ``hints`` and ``checks`` in ``extra``: they are read
as ``hints_used`` and ``checks_used`` and written under those keys at the next save.  Saves written before the
result model hold ``assisted`` (the demo played moves: read as one demo move, their number was not kept) and
``reviewed`` (play after the review of its end: read as practice from the review).
"""

from __future__ import annotations

import datetime as dt
import json
import os
from pathlib import Path
from typing import Any, NamedTuple

from pyramid_qt.engine.deal import DealLabel
from pyramid_qt.engine.game import Game
from pyramid_qt.engine.records import Record
from pyramid_qt.engine.result import Aid, Aids, HowPlayed, Practice
from pyramid_qt.engine.savegame import MAX_COUNTER, SaveGameError, bounded_int, game_from_dict, game_to_dict
from pyramid_qt.safe_files import TooLarge, read_regular
from pyramid_qt.solver.result import Verdict
from pyramid_qt.store import user_files as paths
from pyramid_qt.store.atomic import WriteFailed, error_key, move_aside, sweep_temp_files, write_atomic

FORMAT = "pyramid-qt-current-game"
VERSION = 1

# Message keys in SavedGameStore.load_problem (the UI turns them into translated text).
LOAD_DAMAGED = "saved_game_damaged"  # unreadable content; moved aside to SavedGameStore.damaged_copy
LOAD_UNREADABLE = "saved_game_unreadable"  # the file could not be opened (permissions, a folder in its place)
LOAD_REPAIRED = "saved_game_repaired"  # readable, but some values were bad and were set back to their defaults

MAX_FILE_BYTES = 1 << 20
MAX_STATS_ID = (1 << 63) - 1  # SQLite's largest integer
OLD_EXTRAS_KEYS = {"hints_used": "hints", "checks_used": "checks"}  # read from saves up to 0.1.0, never written
COUNT_KEYS = {"hints_used": Aid.HINT, "checks_used": Aid.CHECK, "rewinds_used": Aid.REWIND, "demo_moves": Aid.DEMO_MOVE}

__all__ = [
    "GameExtras",
    "LOAD_DAMAGED",
    "LOAD_REPAIRED",
    "LOAD_UNREADABLE",
    "SavedGame",
    "SavedGameStore",
    "WriteFailed",
]


class GameExtras(Record):
    """What the window keeps beside the engine's game: how it is played (the help by kind, why it is practice), the
    deal's label and the daily deal's day."""

    __slots__ = ("hints_used", "checks_used", "label", "daily", "revealed", "rewinds_used", "demo_moves", "practice")
    hints_used: int
    checks_used: int
    label: DealLabel | None  # the label the deal was dealt with; None: not known (yet), or a position
    daily: dt.date | None  # the day whose daily deal this is
    revealed: Verdict | None  # what the solver proved of the deal: the deal chip says it after a restart
    rewinds_used: int
    demo_moves: int  # moves "Show me how" played
    practice: Practice | None  # why the game is practice (None: it counts)

    def __init__(
        self,
        hints_used: int = 0,
        checks_used: int = 0,
        label: DealLabel | None = None,
        daily: dt.date | None = None,
        revealed: Verdict | None = None,
        rewinds_used: int = 0,
        demo_moves: int = 0,
        practice: Practice | None = None,
    ) -> None:
        self.hints_used = hints_used
        self.checks_used = checks_used
        self.label = label
        self.daily = daily
        self.revealed = revealed
        self.rewinds_used = rewinds_used
        self.demo_moves = demo_moves
        self.practice = practice

    @property
    def how(self) -> HowPlayed:
        """How the game is played so far (:mod:`pyramid_qt.engine.result`)."""
        return HowPlayed(Aids(self.hints_used, self.checks_used, self.rewinds_used, self.demo_moves), self.practice)

    def helped(self, aid: Aid) -> None:
        """One more use of ``aid``."""
        name = next(key for key, counted in COUNT_KEYS.items() if counted is aid)
        setattr(self, name, min(MAX_COUNTER, getattr(self, name) + 1))

    def make_practice(self, why: Practice) -> None:
        """Practice from now on (a game already practice keeps its first reason)."""
        self.practice = self.how.as_practice(why).practice

    def to_json(self) -> dict[str, Any]:
        return {
            **{key: getattr(self, key) for key in COUNT_KEYS},
            "label": None if self.label is None else self.label.name,
            "daily": None if self.daily is None else self.daily.isoformat(),
            "practice": None if self.practice is None else self.practice.value,
            "revealed": None if self.revealed is None else self.revealed.value,
        }

    @classmethod
    def from_json(cls, raw: object, repaired: list[str] | None = None) -> GameExtras:
        """The extras of a saved game (old saves' keys too); a bad value reads as its default and its key is
        appended to ``repaired``."""
        fixes: list[str] = [] if repaired is None else repaired
        if not isinstance(raw, dict):
            fixes.append("extra")
            return cls()
        counts = {}
        for key in COUNT_KEYS:
            value = raw.get(key, raw.get(OLD_EXTRAS_KEYS.get(key, key), 0))
            counts[key] = bounded_int(value, 0, MAX_COUNTER)
            if counts[key] is None:
                fixes.append(key)
        label = raw.get("label")
        if label is not None and not (isinstance(label, str) and label in DealLabel.__members__):
            fixes.append("label")
            label = None
        demo_moves = counts["demo_moves"] or 0
        if _flag(raw, "assisted", fixes) and not demo_moves:
            demo_moves = 1
        practice = _practice(raw.get("practice"), fixes)
        if _flag(raw, "reviewed", fixes) and practice is None:
            practice = Practice.REVIEW
        return cls(
            hints_used=counts["hints_used"] or 0,
            checks_used=counts["checks_used"] or 0,
            label=None if label is None else DealLabel[label],
            daily=_day(raw.get("daily"), fixes),
            revealed=_verdict(raw.get("revealed"), fixes),
            rewinds_used=counts["rewinds_used"] or 0,
            demo_moves=demo_moves,
            practice=practice,
        )


def _practice(value: object, fixes: list[str]) -> Practice | None:
    if value is None:
        return None
    for why in Practice:
        if value == why.value:
            return why
    fixes.append("practice")
    return None


def _verdict(value: object, fixes: list[str]) -> Verdict | None:
    if value is None:
        return None
    for verdict in Verdict:
        if value == verdict.value:
            return verdict
    fixes.append("revealed")
    return None


def _flag(raw: dict[Any, Any], key: str, fixes: list[str]) -> bool:
    value = raw.get(key, False)
    if isinstance(value, bool):
        return value
    fixes.append(key)
    return False


def _day(value: object, fixes: list[str]) -> dt.date | None:
    if value is None:
        return None
    if isinstance(value, str):
        try:
            return dt.date.fromisoformat(value)
        except ValueError:
            pass
    fixes.append("daily")
    return None


class SavedGame(NamedTuple):
    """What :meth:`SavedGameStore.load` gives back (a NamedTuple: read before the window's first frame, and built at
    import in a fraction of a frozen dataclass's time)."""

    game: Game
    elapsed_seconds: float
    stats_game_id: int | None
    extras: GameExtras
    saved_at: str | None = None


class SavedGameStore:
    """Save, load and clear the one game in progress.

    :meth:`save` raises :class:`~pyramid_qt.store.atomic.WriteFailed` (an ``OSError`` whose ``key`` is
    ``disk_full``, ``permission_denied`` or ``write_failed``) and then the previous save is untouched.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = paths.saved_game_file() if path is None else path
        self.load_problem: str | None = None
        self.damaged_copy: Path | None = None
        self.repaired: list[str] = []

    def save(
        self,
        game: Game,
        elapsed_seconds: float,
        stats_game_id: int | None = None,
        extras: GameExtras | None = None,
    ) -> None:
        document = {
            "format": FORMAT,
            "version": VERSION,
            "saved_at": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
            "stats_game_id": stats_game_id,
            "extra": (extras or GameExtras()).to_json(),
            "game": game_to_dict(game, elapsed_seconds),
        }
        data = json.dumps(document, indent=1, ensure_ascii=False).encode("utf-8")
        write_atomic(self.path, data)

    def exists(self) -> bool:
        return self.path.is_file()

    def load(self) -> SavedGame | None:
        """The saved game, or ``None`` when there is none or it is damaged (see :attr:`load_problem`)."""
        self.load_problem = None
        self.damaged_copy = None
        self.repaired = []
        sweep_temp_files(self.path)
        if not self.path.exists() and not self.path.is_symlink():
            return None
        try:
            raw = read_regular(self.path, MAX_FILE_BYTES)  # a FIFO or a device in its place is never read
        except TooLarge:
            raw = b"x" * (MAX_FILE_BYTES + 1)  # damaged: moved aside below, as any save too large to be ours
        except OSError:
            self.load_problem = LOAD_UNREADABLE
            return None
        try:
            saved = _parse(raw, self.repaired)
            if self.repaired:
                self.load_problem = LOAD_REPAIRED
            return saved
        except SaveGameError:
            self.load_problem = LOAD_DAMAGED
            try:
                self.damaged_copy = move_aside(self.path, "damaged")
            except OSError:
                self.damaged_copy = None  # could not rename: leave it, the next save replaces it
            return None

    def clear(self) -> None:
        """Forget the game in progress (it ended); a missing file is fine.  Raise :class:`WriteFailed`."""
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            return
        except OSError as error:
            raise WriteFailed(error_key(error), self.path, error) from error


def _parse(raw: bytes, repaired: list[str]) -> SavedGame:
    if len(raw) > MAX_FILE_BYTES:
        raise SaveGameError("saved game too large")
    try:
        document = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as error:  # ValueError: JSON, a 5000-digit number
        raise SaveGameError(f"damaged saved game: {error}") from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise SaveGameError("not a pyramid-qt current-game file")
    if document.get("version") != VERSION:
        raise SaveGameError("unsupported current-game version")
    stored = document.get("game")
    if not isinstance(stored, dict):
        raise SaveGameError("the saved game has no game")
    game, elapsed = game_from_dict(stored, repaired)
    stats_id = document.get("stats_game_id")
    if stats_id is not None and bounded_int(stats_id, 1, MAX_STATS_ID) is None:
        stats_id = None
        repaired.append("stats_game_id")
    if "code" in repaired:
        stats_id = None  # that row is the dropped code's game
    extras = GameExtras.from_json(document.get("extra", {}), repaired)
    saved_at = document.get("saved_at")
    return SavedGame(game, elapsed, stats_id, extras, saved_at if isinstance(saved_at, str) else None)
