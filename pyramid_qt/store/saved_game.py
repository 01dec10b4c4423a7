"""The game in progress, saved after every move so that quitting (or a crash) never loses it.

File: ``<data dir>/current-game.json``, a small wrapper around the engine's saved-game dictionary::

    {
     "format": "pyramid-qt-current-game",
     "version": 1,
     "saved_at": "2026-11-29T13:47:03+00:00",   # ISO UTC, informational
     "stats_game_id": 17,                      # the StatsStore row of this game, or null
     "extra": {"hints_used": 2, ...},          # JSON values the window wants back (counters the engine lacks)
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
counters in ``extra`` (``hints``, ``checks``: integers from 0 to :data:`~pyramid_qt.engine.savegame.MAX_COUNTER`;
``label``: text or null) are set back to their defaults, a deal code that does not deal the saved start position is
dropped (with the statistics id, whose row is that code's), and :attr:`SavedGameStore.load_problem` is
:data:`LOAD_REPAIRED`; :attr:`SavedGameStore.repaired` names the keys.
"""

from __future__ import annotations

import datetime as dt
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pyramid_qt.engine.game import Game
from pyramid_qt.engine.savegame import MAX_COUNTER, SaveGameError, bounded_int, game_from_dict, game_to_dict
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
COUNTER_EXTRAS = ("hints", "checks")

__all__ = [
    "LOAD_DAMAGED",
    "LOAD_REPAIRED",
    "LOAD_UNREADABLE",
    "SavedGame",
    "SavedGameStore",
    "WriteFailed",
]


@dataclass(frozen=True)
class SavedGame:
    """What :meth:`SavedGameStore.load` gives back."""

    game: Game
    elapsed_seconds: float
    stats_game_id: int | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)
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
        extra: Mapping[str, Any] | None = None,
    ) -> None:
        document = {
            "format": FORMAT,
            "version": VERSION,
            "saved_at": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
            "stats_game_id": stats_game_id,
            "extra": dict(extra or {}),
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
            with self.path.open("rb") as handle:
                raw = handle.read(MAX_FILE_BYTES + 1)
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
    game, elapsed = game_from_dict(document.get("game"), repaired)
    stats_id = document.get("stats_game_id")
    if stats_id is not None and bounded_int(stats_id, 1, MAX_STATS_ID) is None:
        stats_id = None
        repaired.append("stats_game_id")
    if "code" in repaired:
        stats_id = None  # that row is the dropped code's game
    extra = _repaired_extra(document.get("extra", {}), repaired)
    saved_at = document.get("saved_at")
    return SavedGame(game, elapsed, stats_id, extra, saved_at if isinstance(saved_at, str) else None)


def _repaired_extra(extra: object, repaired: list[str]) -> dict[str, Any]:
    """The window's values with the known ones checked (other keys are kept as they are)."""
    if not isinstance(extra, dict):
        repaired.append("extra")
        return {}
    kept = dict(extra)
    for key in COUNTER_EXTRAS:
        if key in kept and bounded_int(kept[key], 0, MAX_COUNTER) is None:
            kept[key] = 0
            repaired.append(key)
    if "label" in kept and not (kept["label"] is None or isinstance(kept["label"], str)):
        kept["label"] = None
        repaired.append("label")
    return kept
