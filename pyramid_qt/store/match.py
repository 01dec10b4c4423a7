"""The running Par Pyramid match, kept across restarts in a small file of its own.

File: ``<data dir>/par-match.json``::

    {"format": "pyramid-qt-par-match", "version": 1, "scores": [12, -7, 35]}

``scores`` are the match's games so far, in the order played (at most six; :class:`~pyramid_qt.engine.scoring.Match`
says what they make).  Writes are atomic (:func:`~pyramid_qt.store.atomic.write_atomic`): a full disk or a kill
leaves the previous file.  A file that cannot be read back as a match is renamed to ``par-match.json.damaged-<UTC>``
(kept, never deleted), :attr:`MatchStore.problem` says so and a new match starts; the match lives in its own file, so
its damage touches nothing else (the saved game, the settings, the statistics).
"""

from __future__ import annotations

import json
from pathlib import Path

from pyramid_qt.engine.layout import SIZE
from pyramid_qt.engine.scoring import MATCH_GAMES, PASS_BONUS, Match
from pyramid_qt.safe_files import TooLarge, read_regular
from pyramid_qt.store import user_files as paths
from pyramid_qt.store.atomic import WriteFailed, move_aside, sweep_temp_files, write_atomic

FORMAT = "pyramid-qt-par-match"
VERSION = 1
FILE_NAME = "par-match.json"
MAX_FILE_BYTES = 4096  # a real file is some sixty bytes

# Message keys in MatchStore.problem (the UI turns them into translated text).
MATCH_DAMAGED = "match_damaged"  # unreadable content: moved aside, a new match started
MATCH_UNREADABLE = "match_unreadable"  # the file could not be opened: the match is kept in memory this session
MATCH_NOT_SAVED = "match_not_saved"  # a write failed: the match is kept in memory, the file holds the one before

_LOWEST = -SIZE  # a game scores at least minus the 28 pyramid cards
_HIGHEST = PASS_BONUS[0]  # and at most 50


class MatchDamaged(ValueError):
    """A match file that does not hold a match."""


def match_file() -> Path:
    return paths.data_dir() / FILE_NAME


class MatchStore:
    """Load and save the running match; every problem is a message key in :attr:`problem`, never an exception."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = match_file() if path is None else path
        self.problem: str | None = None
        self.damaged_copy: Path | None = None

    def load(self) -> Match:
        """The match in the file; a new one when there is none, or it is damaged or unreadable (see :attr:`problem`)."""
        self.problem = None
        self.damaged_copy = None
        sweep_temp_files(self.path)
        if not self.path.exists() and not self.path.is_symlink():
            return Match()
        try:
            raw = read_regular(self.path, MAX_FILE_BYTES)
        except TooLarge:
            raw = b""  # not a match of ours: damaged
        except OSError:
            self.problem = MATCH_UNREADABLE
            return Match()
        try:
            return parse(raw)
        except MatchDamaged:
            self.problem = MATCH_DAMAGED
            try:
                self.damaged_copy = move_aside(self.path, "damaged")
            except OSError:
                self.damaged_copy = None  # left where it is: the next save replaces it
            return Match()

    def save(self, match: Match) -> None:
        """Write ``match``; a failure leaves the file as it was and sets :attr:`problem`."""
        document = {"format": FORMAT, "version": VERSION, "scores": list(match.scores)}
        try:
            write_atomic(self.path, json.dumps(document).encode("utf-8"))
        except WriteFailed:
            self.problem = MATCH_NOT_SAVED


def parse(raw: bytes) -> Match:
    """The match a file holds; raise :class:`MatchDamaged`."""
    try:
        document = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise MatchDamaged(f"damaged match file: {error}") from None
    if not isinstance(document, dict) or document.get("format") != FORMAT or document.get("version") != VERSION:
        raise MatchDamaged("not a pyramid-qt match file")
    scores = document.get("scores")
    if not isinstance(scores, list) or len(scores) > MATCH_GAMES:
        raise MatchDamaged("a match holds up to six games")
    if not all(type(score) is int and _LOWEST <= score <= _HIGHEST for score in scores):
        raise MatchDamaged("a game's score is a whole number from -28 to 50")
    return Match(tuple(scores))
