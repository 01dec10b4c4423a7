"""Game statistics in SQLite: one row per game, aggregates per rule set and per deal.

File: ``<data dir>/statistics.sqlite3`` (see :mod:`pyramid_qt.store.paths`).

Durability: WAL journal, ``synchronous=NORMAL`` and every write one ``BEGIN IMMEDIATE … COMMIT`` transaction,
so killing the process at any moment keeps every committed write and the file consistent.  The window calls
:meth:`StatsStore.update_game` after each move, so a kill loses at most the last move of the game in progress;
the row it leaves ``in_progress`` becomes ``abandoned`` at the next start (:meth:`StatsStore.close_stale_games`)
unless that game is being resumed.

Failure policy (chosen so the game always stays playable and the window never needs a ``try``):

* A file that is not SQLite or fails ``PRAGMA quick_check`` is renamed to
  ``statistics.sqlite3.corrupt-<UTC timestamp>`` (with its ``-wal``/``-shm`` files; kept, never deleted), a
  fresh database is created and :attr:`StatsStore.recovered_from` names the kept copy.
* A database that cannot be opened for writing (read-only or missing folder, a folder in the file's place, a
  full disk, a file from a newer version of the game) is left untouched and the store runs on an in-memory
  database instead — a copy of the file's games when the file is still readable.  :attr:`StatsStore.unavailable`
  then holds a message key.  The same happens when a write fails later (e.g. the disk fills up mid-session):
  the failed transaction is rolled back, the store switches to an in-memory copy, retries there and sets
  :attr:`StatsStore.unavailable`.  Nothing of that session reaches the disk; everything before it is safe.

Every public method therefore succeeds; the UI shows :attr:`StatsStore.unavailable` /
:attr:`StatsStore.recovered_from` to the player (``on_problem`` is called when ``unavailable`` changes).

Rows: ``id`` (AUTOINCREMENT, never reused, so a saved game's id cannot point at a newer game after a reset),
``code`` (deal code text, NULL for a custom position), ``rules`` (the rules field, e.g. ``"W1"``),
``deal_number`` (NULL for custom positions), ``started_at`` / ``updated_at`` / ``ended_at`` (ISO 8601 UTC),
``active_seconds``, ``moves``, ``undos``, ``hints_used``, ``checks_used``, ``score``, ``pyramid_removed`` and
``result`` (``won`` / ``lost`` / ``abandoned`` / ``in_progress``).

Aggregates count finished games only (won, lost or abandoned).  An abandoned game counts as played and not
won, so it ends a win streak.  Streaks follow the order games ended in.
"""

from __future__ import annotations

import contextlib
import csv
import datetime as dt
import io
import os
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from dataclasses import astuple, dataclass, fields
from pathlib import Path

from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.rules import RuleSet
from pyramid_qt.store import paths
from pyramid_qt.store.atomic import move_aside, write_atomic

WON = "won"
LOST = "lost"
ABANDONED = "abandoned"
IN_PROGRESS = "in_progress"
FINAL_RESULTS = (WON, LOST, ABANDONED)

# Message keys in StatsStore.unavailable (the UI turns them into translated text).
UNAVAILABLE_READ_ONLY = "stats_read_only"  # the file or its folder cannot be written
UNAVAILABLE_DISK_FULL = "stats_disk_full"
UNAVAILABLE_NEWER_VERSION = "stats_newer_version"  # written by a newer pyramid-qt; left untouched
UNAVAILABLE_FAILED = "stats_failed"  # any other I/O error

COUNTERS = ("active_seconds", "moves", "undos", "hints_used", "checks_used", "score", "pyramid_removed")

# MIGRATIONS[n] upgrades a database from user_version n to n + 1, inside one transaction.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """
        CREATE TABLE games (
            id              INTEGER PRIMARY KEY AUTOINCREMENT,
            code            TEXT,
            rules           TEXT    NOT NULL,
            deal_number     INTEGER,
            started_at      TEXT    NOT NULL,
            updated_at      TEXT    NOT NULL,
            ended_at        TEXT,
            active_seconds  REAL    NOT NULL DEFAULT 0 CHECK (active_seconds >= 0),
            moves           INTEGER NOT NULL DEFAULT 0 CHECK (moves >= 0),
            undos           INTEGER NOT NULL DEFAULT 0 CHECK (undos >= 0),
            hints_used      INTEGER NOT NULL DEFAULT 0 CHECK (hints_used >= 0),
            checks_used     INTEGER NOT NULL DEFAULT 0 CHECK (checks_used >= 0),
            score           INTEGER NOT NULL DEFAULT 0,
            pyramid_removed INTEGER NOT NULL DEFAULT 0 CHECK (pyramid_removed BETWEEN 0 AND 28),
            result          TEXT    NOT NULL DEFAULT 'in_progress'
                            CHECK (result IN ('won', 'lost', 'abandoned', 'in_progress'))
        )
        """,
        "CREATE INDEX games_by_rules ON games (rules, ended_at)",
        "CREATE INDEX games_by_code ON games (code) WHERE code IS NOT NULL",
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)

_SQLITE_HEADER = b"SQLite format 3\x00"
_CORRUPT_ERRORS = ("SQLITE_CORRUPT", "SQLITE_NOTADB")
_CORRUPT_TEXTS = ("file is not a database", "malformed", "corrupt")


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One row of the ``games`` table (the CSV export has these columns, in this order)."""

    id: int
    code: str | None
    rules: str
    deal_number: int | None
    started_at: str
    updated_at: str
    ended_at: str | None
    active_seconds: float
    moves: int
    undos: int
    hints_used: int
    checks_used: int
    score: int
    pyramid_removed: int
    result: str


@dataclass(frozen=True, slots=True)
class RulesSummary:
    """Aggregates of the finished games of one rule set; times in seconds, ``None`` when nothing was won."""

    rules: str
    played: int
    won: int
    lost: int
    abandoned: int
    current_streak: int
    longest_streak: int
    best_seconds: float | None
    average_seconds: float | None
    fewest_moves: int | None

    @property
    def win_rate(self) -> float | None:
        """Won / played in 0..1, ``None`` before the first game."""
        return self.won / self.played if self.played else None


@dataclass(frozen=True, slots=True)
class DealStats:
    """Bests of one deal code (won games only for the bests)."""

    code: str
    rules: str
    deal_number: int | None
    played: int
    won: int
    best_seconds: float | None
    fewest_moves: int | None
    last_played: str


class _Corrupt(Exception):
    """The database file is damaged and must be moved aside."""


class StatsStore:
    """The statistics database; see the module docstring for the failure policy."""

    def __init__(
        self,
        path: Path | None = None,
        *,
        clock: Callable[[], dt.datetime] | None = None,
        on_problem: Callable[[str], None] | None = None,
    ) -> None:
        self.path = paths.stats_file() if path is None else path
        self.recovered_from: Path | None = None
        self.unavailable: str | None = None
        self._clock = clock or (lambda: dt.datetime.now(dt.timezone.utc))
        self._on_problem = on_problem
        self._connection = self._open()

    # ------------------------------------------------------------------ opening
    @property
    def in_memory(self) -> bool:
        return self.unavailable is not None

    def _open(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return self._degrade(UNAVAILABLE_READ_ONLY, copy_from_file=self.path.is_file())
        try:
            return self._open_file()
        except _Corrupt:
            pass
        except sqlite3.Error as error:
            return self._degrade(_unavailable_key(error), copy_from_file=True)
        except OSError:
            return self._degrade(UNAVAILABLE_READ_ONLY, copy_from_file=True)
        except _NewerVersion:
            return self._degrade(UNAVAILABLE_NEWER_VERSION, copy_from_file=False)
        try:
            self.recovered_from = self._move_aside()
        except OSError:
            return self._degrade(UNAVAILABLE_READ_ONLY, copy_from_file=False)
        try:
            return self._open_file()
        except (sqlite3.Error, _Corrupt, _NewerVersion) as error:
            key = _unavailable_key(error) if isinstance(error, sqlite3.Error) else UNAVAILABLE_FAILED
            return self._degrade(key, copy_from_file=False)

    def _open_file(self) -> sqlite3.Connection:
        # Checked before SQLite sees the file: opening a non-database beside a -wal file would make SQLite
        # delete that -wal on close, and we keep everything that was there.
        if not _has_sqlite_header(self.path):
            raise _Corrupt
        connection = _connect(str(self.path))
        try:
            try:
                rows = connection.execute("PRAGMA quick_check").fetchall()
            except sqlite3.DatabaseError as error:
                if _is_corrupt(error):
                    raise _Corrupt from error
                raise
            if rows != [("ok",)]:
                raise _Corrupt
            # Version first: a newer file must stay byte for byte as it is (journal_mode=WAL edits the header).
            (version,) = connection.execute("PRAGMA user_version").fetchone()
            if version > SCHEMA_VERSION:
                raise _NewerVersion
            connection.execute("PRAGMA journal_mode=WAL")
            connection.execute("PRAGMA synchronous=NORMAL")
            _migrate(connection)
        except BaseException:
            connection.close()
            raise
        return connection

    def _move_aside(self) -> Path:
        kept = move_aside(self.path, "corrupt")
        for suffix in ("-wal", "-shm"):
            companion = self.path.with_name(self.path.name + suffix)
            if companion.exists():
                os.replace(companion, kept.with_name(kept.name + suffix))
        return kept

    def _degrade(self, key: str, *, copy_from_file: bool) -> sqlite3.Connection:
        """An in-memory database (with the file's games when they can still be read)."""
        memory = _connect(":memory:")
        if copy_from_file:
            with contextlib.suppress(sqlite3.Error, OSError):
                _copy_readable_file(self.path, memory)
        try:
            _migrate(memory)
        except (sqlite3.Error, _NewerVersion):
            memory.close()
            memory = _connect(":memory:")
            _migrate(memory)
        self.unavailable = key
        if self._on_problem is not None:
            self._on_problem(key)
        return memory

    def close(self) -> None:
        self._connection.close()

    def __enter__(self) -> StatsStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ writing
    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        connection = self._connection
        connection.execute("BEGIN IMMEDIATE")
        try:
            yield connection
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                connection.execute("ROLLBACK")
            raise
        connection.execute("COMMIT")

    def _write(self, sql: str, parameters: Sequence[object]) -> sqlite3.Cursor:
        """Run one write in a transaction; on an I/O failure switch to memory and run it there."""
        try:
            with self._transaction() as connection:
                return connection.execute(sql, parameters)
        except sqlite3.IntegrityError:
            raise  # a programming error (bad counter value), not a disk problem
        except sqlite3.Error as error:
            if self.in_memory:
                raise
            failed = self._connection
            memory = _connect(":memory:")
            try:
                failed.backup(memory)
            except sqlite3.Error:
                memory.close()
                memory = _connect(":memory:")
                _migrate(memory)
            failed.close()
            self._connection = memory
            self.unavailable = _unavailable_key(error)
            if self._on_problem is not None:
                self._on_problem(self.unavailable)
            with self._transaction() as connection:
                return connection.execute(sql, parameters)

    def _now(self) -> str:
        return self._clock().astimezone(dt.timezone.utc).isoformat(timespec="seconds")

    def start_game(self, code: str | None, rules_field: str | None = None, deal_number: int | None = None) -> int:
        """Record a new game in progress; return its id (keep it beside the saved game).

        With a deal code the rules field and deal number are read from it (and the code stored in its
        canonical form, so per-deal bests group correctly); a custom position passes ``code=None`` and its
        rules field.  A malformed code raises :class:`~pyramid_qt.engine.deal.DealCodeError`, a malformed
        rules field :class:`~pyramid_qt.engine.rules.RulesError` (both ``ValueError``).
        """
        if code is not None:
            parsed = DealCode.parse(code)
            code = parsed.text
            rules_field = parsed.rules.field if rules_field is None else rules_field
            deal_number = parsed.number if deal_number is None else deal_number
        if rules_field is None:
            raise ValueError("a game without a deal code needs its rules field")
        rules_field = RuleSet.from_field(rules_field).field  # canonical, so aggregates group correctly
        now = self._now()
        cursor = self._write(
            "INSERT INTO games (code, rules, deal_number, started_at, updated_at) VALUES (?, ?, ?, ?, ?)",
            (code, rules_field, deal_number, now, now),
        )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    def update_game(self, game_id: int, **counters: float) -> bool:
        """Store the counters of a game in progress; ``False`` when it is not in progress (or unknown)."""
        assignments, values = _counter_assignments(counters)
        cursor = self._write(
            f"UPDATE games SET {assignments} updated_at = ? WHERE id = ? AND result = 'in_progress'",
            (*values, self._now(), game_id),
        )
        return cursor.rowcount == 1

    def finish_game(self, game_id: int, result: str, **counters: float) -> bool:
        """End a game in progress as ``won``, ``lost`` or ``abandoned``; ``False`` if it was not in progress."""
        if result not in FINAL_RESULTS:
            raise ValueError(f"result must be one of {FINAL_RESULTS}, not {result!r}")
        assignments, values = _counter_assignments(counters)
        now = self._now()
        cursor = self._write(
            f"UPDATE games SET {assignments} result = ?, ended_at = ?, updated_at = ?"
            " WHERE id = ? AND result = 'in_progress'",
            (*values, result, now, now, game_id),
        )
        return cursor.rowcount == 1

    def reopen_game(self, game_id: int) -> bool:
        """Put a finished game back in progress (the player pressed Undo on the end panel)."""
        cursor = self._write(
            "UPDATE games SET result = 'in_progress', ended_at = NULL, updated_at = ?"
            " WHERE id = ? AND result != 'in_progress'",
            (self._now(), game_id),
        )
        return cursor.rowcount == 1

    def close_stale_games(self, keep: int | None = None) -> int:
        """Mark every game still in progress, except ``keep`` (the one being resumed), as abandoned.

        Call once at start-up.  The game ends when it was last updated, so it keeps its place in streaks.
        """
        cursor = self._write(
            "UPDATE games SET result = 'abandoned', ended_at = updated_at WHERE result = 'in_progress' AND id IS NOT ?",
            (keep,),
        )
        return cursor.rowcount

    def reset(self, rules_field: str | None = None) -> int:
        """Delete finished games (of one rule set, or all); a game in progress keeps its row."""
        if rules_field is None:
            cursor = self._write("DELETE FROM games WHERE result != 'in_progress'", ())
        else:
            cursor = self._write("DELETE FROM games WHERE result != 'in_progress' AND rules = ?", (rules_field,))
        return cursor.rowcount

    # ------------------------------------------------------------------ reading
    def game(self, game_id: int) -> GameRecord | None:
        row = self._connection.execute(f"SELECT {_COLUMNS} FROM games WHERE id = ?", (game_id,)).fetchone()
        return None if row is None else GameRecord(*row)

    def games(self) -> list[GameRecord]:
        """Every row, oldest first."""
        return [GameRecord(*row) for row in self._connection.execute(f"SELECT {_COLUMNS} FROM games ORDER BY id")]

    def recent_results(self, limit: int = 50, rules_field: str | None = None) -> list[GameRecord]:
        """The last ``limit`` finished games (of one rule set, or all), in the order they ended."""
        where, parameters = _finished_filter(rules_field)
        rows = self._connection.execute(
            f"SELECT {_COLUMNS} FROM games {where} ORDER BY ended_at DESC, id DESC LIMIT ?", (*parameters, limit)
        ).fetchall()
        return [GameRecord(*row) for row in reversed(rows)]

    def rules_fields(self) -> list[str]:
        """Rule sets that have finished games, most played first."""
        rows = self._connection.execute(
            "SELECT rules FROM games WHERE result != 'in_progress' GROUP BY rules ORDER BY COUNT(*) DESC, rules"
        )
        return [rules for (rules,) in rows]

    def summary(self, rules_field: str) -> RulesSummary:
        where, parameters = _finished_filter(rules_field)
        played, won, lost, abandoned, best, average, fewest = self._connection.execute(
            f"""
            SELECT COUNT(*),
                   COALESCE(SUM(result = 'won'), 0),
                   COALESCE(SUM(result = 'lost'), 0),
                   COALESCE(SUM(result = 'abandoned'), 0),
                   MIN(CASE WHEN result = 'won' THEN active_seconds END),
                   AVG(CASE WHEN result = 'won' THEN active_seconds END),
                   MIN(CASE WHEN result = 'won' THEN moves END)
            FROM games {where}
            """,
            parameters,
        ).fetchone()
        results = [
            result
            for (result,) in self._connection.execute(
                f"SELECT result FROM games {where} ORDER BY ended_at, id", parameters
            )
        ]
        current, longest = _streaks(results)
        return RulesSummary(rules_field, played, won, lost, abandoned, current, longest, best, average, fewest)

    def summaries(self) -> list[RulesSummary]:
        return [self.summary(rules) for rules in self.rules_fields()]

    def deal_stats(self, rules_field: str | None = None, *, code: str | None = None) -> list[DealStats]:
        """Per deal code: games played and won, best time and fewest moves; most recently played first."""
        where, parameters = _finished_filter(rules_field)
        if code is not None:
            where, parameters = f"{where} AND code = ?", (*parameters, code)
        rows = self._connection.execute(
            f"""
            SELECT code, rules, deal_number, COUNT(*), COALESCE(SUM(result = 'won'), 0),
                   MIN(CASE WHEN result = 'won' THEN active_seconds END),
                   MIN(CASE WHEN result = 'won' THEN moves END),
                   MAX(ended_at)
            FROM games {where} AND code IS NOT NULL
            GROUP BY code
            ORDER BY MAX(ended_at) DESC, code
            """,
            parameters,
        )
        return [DealStats(*row) for row in rows]

    def deal(self, code: str) -> DealStats | None:
        """The bests of one deal code, ``None`` if it was never finished."""
        found = self.deal_stats(code=code)
        return found[0] if found else None

    def integrity_ok(self) -> bool:
        return self._connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]

    # ------------------------------------------------------------------ export
    def export_csv(self, path: Path) -> None:
        """Write every game as CSV (header = :class:`GameRecord` fields); raise ``WriteFailed`` on I/O errors."""
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(field.name for field in fields(GameRecord))
        for record in self.games():
            writer.writerow("" if value is None else value for value in astuple(record))
        write_atomic(path, buffer.getvalue().encode("utf-8"))


# ---------------------------------------------------------------------- helpers
_COLUMNS = ", ".join(field.name for field in fields(GameRecord))


class _NewerVersion(Exception):
    """The database's schema version is newer than this program knows."""


def _connect(target: str) -> sqlite3.Connection:
    # isolation_level=None: we issue BEGIN/COMMIT ourselves, so each write is exactly one transaction.
    connection = sqlite3.connect(target, isolation_level=None, timeout=5.0)
    connection.execute("PRAGMA foreign_keys=ON")
    return connection


def _migrate(connection: sqlite3.Connection) -> None:
    (version,) = connection.execute("PRAGMA user_version").fetchone()
    if version > SCHEMA_VERSION:
        raise _NewerVersion
    for number in range(version, SCHEMA_VERSION):
        connection.execute("BEGIN IMMEDIATE")
        try:
            for statement in MIGRATIONS[number]:
                connection.execute(statement)
            connection.execute(f"PRAGMA user_version = {number + 1}")
        except BaseException:
            connection.execute("ROLLBACK")
            raise
        connection.execute("COMMIT")


def _has_sqlite_header(path: Path) -> bool:
    """True for a missing or empty file (SQLite starts it) and for one that begins like a database."""
    try:
        with path.open("rb") as handle:
            head = handle.read(len(_SQLITE_HEADER))
    except OSError:
        return True  # missing, a folder, no permission: not damage; sqlite3.connect decides (memory fallback)
    return head in (b"", _SQLITE_HEADER)


def _copy_readable_file(path: Path, memory: sqlite3.Connection) -> None:
    """Copy a database we may not write into memory.  A WAL database in a read-only folder cannot even be
    read normally (SQLite must create the -shm file), so the last resort reads it as immutable, which sees
    everything up to the last checkpoint — all of it after a clean exit."""
    if not path.is_file():
        return
    uri = path.resolve().as_uri()
    for options in ("mode=ro", "mode=ro&immutable=1"):
        try:
            source = sqlite3.connect(f"{uri}?{options}", uri=True)
            try:
                source.backup(memory)
                return
            finally:
                source.close()
        except sqlite3.Error:
            continue


def _error_name(error: sqlite3.Error) -> str:
    return getattr(error, "sqlite_errorname", "") or ""


def _is_corrupt(error: sqlite3.Error) -> bool:
    if _error_name(error).startswith(_CORRUPT_ERRORS):
        return True
    text = str(error).lower()
    return any(part in text for part in _CORRUPT_TEXTS)


def _unavailable_key(error: sqlite3.Error) -> str:
    name = _error_name(error)
    text = str(error).lower()
    if name == "SQLITE_FULL" or "disk is full" in text:
        return UNAVAILABLE_DISK_FULL
    if name.startswith(("SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_PERM")) or "readonly" in text:
        return UNAVAILABLE_READ_ONLY
    if "unable to open" in text:
        return UNAVAILABLE_READ_ONLY
    return UNAVAILABLE_FAILED


def _counter_assignments(counters: dict[str, float]) -> tuple[str, list[float]]:
    unknown = set(counters) - set(COUNTERS)
    if unknown:
        raise TypeError(f"unknown game counters: {', '.join(sorted(unknown))}")
    names = [name for name in COUNTERS if name in counters]
    return "".join(f"{name} = ?, " for name in names), [counters[name] for name in names]


def _finished_filter(rules_field: str | None) -> tuple[str, tuple[str, ...]]:
    if rules_field is None:
        return "WHERE result != 'in_progress'", ()
    return "WHERE result != 'in_progress' AND rules = ?", (rules_field,)


def _streaks(results: Sequence[str]) -> tuple[int, int]:
    """(current, longest) runs of wins in a chronological list of results."""
    longest = run = 0
    for result in results:
        run = run + 1 if result == WON else 0
        longest = max(longest, run)
    return run, longest
