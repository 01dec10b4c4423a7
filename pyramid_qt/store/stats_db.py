"""The statistics database file: opening, schema migrations and the failure policy (no game logic here).

Durability: WAL journal, ``synchronous=NORMAL`` and every write one ``BEGIN IMMEDIATE … COMMIT`` transaction,
so killing the process at any moment keeps every committed write and the file consistent.  The window records
each move (``StatsStore.update_game``), so a kill loses at most the last move of the game in progress; the row it
leaves ``in_progress`` becomes ``abandoned`` at the next start (``StatsStore.close_stale_games``)
unless that game is being resumed.

Failure policy (chosen so the game always stays playable and the window never needs a ``try``):

* A file that is not SQLite or fails ``PRAGMA quick_check`` is renamed to
  ``statistics.sqlite3.corrupt-<UTC timestamp>`` (with its ``-wal``/``-shm`` files; kept, never deleted), a
  fresh database is created and :attr:`StatsDatabase.recovered_from` names the kept copy.
* A database that cannot be opened for writing (read-only or missing folder, a folder in the file's place, a
  full disk, a file from a newer version of the game) is left untouched and the store runs on an in-memory
  database instead — a copy of the file's games when the file is still readable.  :attr:`StatsDatabase.unavailable`
  then holds a message key.  The same happens when a write fails later (e.g. the disk fills up mid-session):
  the failed transaction is rolled back, the store switches to an in-memory copy, retries there and sets
  :attr:`StatsDatabase.unavailable`.  Nothing of that session reaches the disk; everything before it is safe.

Every public method therefore succeeds; the UI shows :attr:`StatsDatabase.unavailable` /
:attr:`StatsDatabase.recovered_from` to the player (``on_problem`` is called when ``unavailable`` changes).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from pyramid_qt.store import user_files
from pyramid_qt.store.atomic import move_aside

# Message keys in StatsStore.unavailable (the UI turns them into translated text).
UNAVAILABLE_READ_ONLY = "stats_read_only"  # the file or its folder cannot be written
UNAVAILABLE_DISK_FULL = "stats_disk_full"
UNAVAILABLE_NEWER_VERSION = "stats_newer_version"  # written by a newer pyramid-qt; left untouched
UNAVAILABLE_FAILED = "stats_failed"  # any other I/O error

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


class _Corrupt(Exception):
    """The database file is damaged and must be moved aside."""


class StatsDatabase:
    """The connection to the statistics file, with the failure policy of the module docstring: every write
    succeeds, on the file or, when the file cannot take it, on an in-memory copy."""

    def __init__(
        self,
        path: Path | None = None,
        *,
        clock: Callable[[], dt.datetime] | None = None,
        on_problem: Callable[[str], None] | None = None,
    ) -> None:
        self.path = user_files.stats_file() if path is None else path
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

    def __enter__(self) -> StatsDatabase:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

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
