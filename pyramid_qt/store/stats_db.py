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

* A file with the current schema version but not our ``games`` table (no table, other columns) is moved aside
  as damaged; damaged values in our tables are set back to their defaults (:mod:`.stats_repair`).

A lock held by another program (a backup tool, a second copy): no call waits longer than :data:`BUSY_WAIT_SECONDS` for
it; SQLite's busy timeout bounds each statement and the copy into memory is cut off by its progress callback
(``backup()`` retries "busy" forever).  When the file is busy the store switches to an in-memory copy (the file's games,
when they can be read in time) with :attr:`StatsDatabase.unavailable` = :data:`UNAVAILABLE_BUSY`, and keeps a log of
this session's writes.  :meth:`StatsDatabase.retry_held` (on the next write at most every :data:`RETRY_SECONDS`, on the
window's timer, and with a longer bounded wait at :meth:`close`) replays the log on the file in one transaction as soon
as the lock is gone, and the store is back on the file.  A game row created in memory may get another id in the file (if
another program added rows meanwhile); the store translates such ids itself, and
:meth:`StatsDatabase.current_id` gives the file's id to keep beside a saved game.

Every public method therefore succeeds; the UI shows :attr:`StatsDatabase.unavailable` /
:attr:`StatsDatabase.recovered_from` to the player (``on_problem`` is called when ``unavailable`` changes).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
import sqlite3
import stat
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

from pyramid_qt.store import user_files
from pyramid_qt.store.atomic import move_aside
from pyramid_qt.store.stats_locks import (
    BUSY_WAIT_SECONDS,
    CopyTimedOut,
    HeldWrite,
    bounded_backup,
    connect,
    copy_readable_file,
    error_name,
    is_busy,
    replay,
)
from pyramid_qt.store.stats_repair import repair_values
from pyramid_qt.store.stats_schema import EXPECTED_COLUMNS, MIGRATIONS

# Message keys in StatsStore.unavailable (the UI turns them into translated text).
UNAVAILABLE_READ_ONLY = "stats_read_only"  # the file or its folder cannot be written
UNAVAILABLE_DISK_FULL = "stats_disk_full"
UNAVAILABLE_NEWER_VERSION = "stats_newer_version"  # written by a newer pyramid-qt; left untouched
UNAVAILABLE_FAILED = "stats_failed"  # any other I/O error
UNAVAILABLE_BUSY = "stats_busy"  # another program holds a lock on the file; written when it lets go

STATS_ERRORS = (sqlite3.Error, ValueError, TypeError, OverflowError, OSError)
"""What a statistics call may raise when the file or its contents misbehave (not a bug): told, and play goes on."""

RETRY_SECONDS = 2.0
"""While the file is locked, a write tries the file again at most this often (without waiting)."""
CLOSE_WAIT_SECONDS = 1.0
"""At :meth:`StatsDatabase.close` the held writes wait this long for the lock, once."""

SCHEMA_VERSION = len(MIGRATIONS)

_SQLITE_HEADER = b"SQLite format 3\x00"
_CORRUPT_ERRORS = ("SQLITE_CORRUPT", "SQLITE_NOTADB")
_CORRUPT_TEXTS = ("file is not a database", "malformed", "corrupt")


class _Corrupt(Exception):
    """The database file is damaged and must be moved aside."""


_Store = TypeVar("_Store", bound="StatsDatabase")


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
        self.repaired_values = 0  # rows whose damaged values were set back to their defaults at opening
        self.unavailable: str | None = None
        self._clock = clock or (lambda: dt.datetime.now(dt.timezone.utc))
        self._on_problem = on_problem
        self._held: list[HeldWrite] | None = None  # writes waiting for another program's lock (None: not held)
        self._held_file: sqlite3.Connection | None = None  # the file's connection while held, if it opened
        self._next_retry = 0.0
        self._renumbered: dict[int, int] = {}  # memory id -> file id of rows created while held
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
            if is_busy(error):
                return self._hold(None)
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

    def _open_file(self, wait: float = BUSY_WAIT_SECONDS) -> sqlite3.Connection:
        # Checked before SQLite sees the file: opening a non-database beside a -wal file would make SQLite
        # delete that -wal on close, and we keep everything that was there.
        if not _has_sqlite_header(self.path):
            raise _Corrupt
        connection = connect(str(self.path), wait)
        try:
            try:
                rows = connection.execute("PRAGMA quick_check").fetchall()
            except sqlite3.DatabaseError as error:
                if _is_corrupt(error):
                    raise _Corrupt from error
                raise
            # Values that break a CHECK are damaged values, not a damaged file: repaired below, the games kept.
            checks_only = all("CHECK constraint failed" in str(row[0]) for row in rows)
            if rows != [("ok",)] and not checks_only:
                raise _Corrupt
            # Version first: a newer file must stay byte for byte as it is (journal_mode=WAL edits the header).
            (version,) = connection.execute("PRAGMA user_version").fetchone()
            if version > SCHEMA_VERSION:
                raise _NewerVersion
            connection.execute("PRAGMA journal_mode=WAL")
            connection.execute("PRAGMA synchronous=NORMAL")
            _migrate(connection)
            if not _has_games_table(connection):
                raise _Corrupt
            self.repaired_values = repair_values(connection)
            if rows != [("ok",)] and connection.execute("PRAGMA quick_check").fetchall() != [("ok",)]:
                raise _Corrupt
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
        memory = connect(":memory:")
        if copy_from_file:
            with contextlib.suppress(sqlite3.Error, OSError, CopyTimedOut):
                copy_readable_file(self.path, memory)
        memory = _usable_memory(memory)
        self._set_unavailable(key)
        return memory

    def _set_unavailable(self, key: str) -> None:
        self.unavailable = key
        if self._on_problem is not None:
            self._on_problem(key)

    # ------------------------------------------------------------------ another program's lock
    @property
    def held(self) -> bool:
        """The file is locked by another program: this session's writes wait in memory."""
        return self._held is not None

    def _hold(self, file: sqlite3.Connection | None) -> sqlite3.Connection:
        """Go on in memory (a copy of the file's games if it can be read in time) and log the writes."""
        memory = connect(":memory:")
        with contextlib.suppress(sqlite3.Error, OSError, CopyTimedOut):
            if file is not None:
                bounded_backup(file, memory)
            else:
                copy_readable_file(self.path, memory, immutable=False)
        self._held = []
        self._held_file = file
        self._next_retry = time.monotonic() + RETRY_SECONDS
        self._set_unavailable(UNAVAILABLE_BUSY)
        return _usable_memory(memory)

    def retry_held(self, *, wait: float = 0.0, force: bool = False) -> bool:
        """Write the held writes to the file if its lock is gone; whether the store is on the file now.

        Without ``force`` it tries at most every :data:`RETRY_SECONDS`; ``wait``: seconds to wait for the lock."""
        if self._held is None:
            return True
        now = time.monotonic()
        if not force and now < self._next_retry:
            return False
        self._next_retry = now + RETRY_SECONDS
        file = self._held_file
        try:
            if file is None:
                file = self._held_file = self._open_file(wait)
            file.execute(f"PRAGMA busy_timeout = {int(wait * 1000)}")
            renumbered = replay(file, self._held, self._renumbered)
            file.execute(f"PRAGMA busy_timeout = {int(BUSY_WAIT_SECONDS * 1000)}")
        except sqlite3.Error as error:
            if is_busy(error):
                return False
            self._give_up_held(_unavailable_key(error))
            return False
        except (_Corrupt, _NewerVersion, OSError):
            self._give_up_held(UNAVAILABLE_FAILED)
            return False
        self._renumbered = renumbered
        self._connection.close()
        self._connection, self._held, self._held_file = file, None, None
        self.unavailable = None
        return True

    def _give_up_held(self, key: str) -> None:
        """The file went bad while held: stay in memory for the session, as for any other failure."""
        if self._held_file is not None:
            with contextlib.suppress(sqlite3.Error):
                self._held_file.close()
        self._held, self._held_file = None, None
        self._set_unavailable(key)

    def current_id(self, game_id: int) -> int:
        """The file's id of a game (rows created while the file was locked may have been renumbered)."""
        return self._renumbered.get(game_id, game_id)

    def close(self) -> None:
        if self._held is not None:
            self.retry_held(wait=CLOSE_WAIT_SECONDS, force=True)
        if self._held_file is not None:
            self._held_file.close()
        self._connection.close()

    def __enter__(self: _Store) -> _Store:
        """The store itself (a StatsStore in ``with StatsStore() as stats``, not only its database part)."""
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        connection = self._connection
        connection.execute("BEGIN IMMEDIATE")
        try:
            yield connection
            connection.execute("COMMIT")  # may find the file busy too (rollback journal): then nothing was written
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                connection.execute("ROLLBACK")
            raise

    def _write(self, sql: str, parameters: Sequence[object], id_positions: Sequence[int] = ()) -> sqlite3.Cursor:
        """Run one write in a transaction; on an I/O failure switch to memory and run it there; on another
        program's lock run it in memory and keep it for the file.  ``id_positions``: parameters that are game ids."""
        values = list(parameters)
        for position in id_positions:
            value = values[position]
            if isinstance(value, int):
                values[position] = self.current_id(value)
        if self._held is not None:
            self.retry_held()
        if self._held is not None:
            return self._write_held(sql, tuple(values), tuple(id_positions))
        try:
            with self._transaction() as connection:
                return connection.execute(sql, values)
        except sqlite3.IntegrityError:
            raise  # a programming error (bad counter value), not a disk problem
        except sqlite3.Error as error:
            if self.in_memory:
                raise
            failed = self._connection
            if is_busy(error):
                self._connection = self._hold(failed)
                return self._write_held(sql, tuple(values), tuple(id_positions))
            memory = connect(":memory:")
            with contextlib.suppress(sqlite3.Error, CopyTimedOut):
                bounded_backup(failed, memory)
            failed.close()
            self._connection = _usable_memory(memory)
            self._set_unavailable(_unavailable_key(error))
            with self._transaction() as connection:
                return connection.execute(sql, values)

    def _write_held(self, sql: str, values: tuple[object, ...], id_positions: tuple[int, ...]) -> sqlite3.Cursor:
        assert self._held is not None
        with self._transaction() as connection:
            cursor = connection.execute(sql, values)
        inserted = cursor.lastrowid if sql.lstrip().upper().startswith("INSERT") else None
        # A write to one row that is not in memory (the file could not be read in time) is not replayed: that row's
        # game gets a new row instead (the session sees the False).  Writes to every matching row always are.
        if inserted is not None or cursor.rowcount > 0 or "id = ?" not in sql:
            self._held.append(HeldWrite(sql, values, id_positions, inserted))
        return cursor

    def _read(self, sql: str, parameters: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        """Rows of a query; a file locked against reading sends the store to memory (bounded wait)."""
        try:
            return self._connection.execute(sql, parameters).fetchall()
        except sqlite3.OperationalError as error:
            if not is_busy(error) or self.in_memory:
                raise
            self._connection = self._hold(self._connection)
            return self._connection.execute(sql, parameters).fetchall()

    def _now(self) -> str:
        return self._clock().astimezone(dt.timezone.utc).isoformat(timespec="seconds")


class _NewerVersion(Exception):
    """The database's schema version is newer than this program knows."""


def _usable_memory(memory: sqlite3.Connection) -> sqlite3.Connection:
    """``memory`` migrated to our schema, or a fresh empty one when the copy in it cannot be (wrong tables)."""
    try:
        _migrate(memory)
        if _has_games_table(memory):
            repair_values(memory)
            return memory
    except (sqlite3.Error, _NewerVersion):
        pass
    memory.close()
    memory = connect(":memory:")
    _migrate(memory)
    return memory


def _has_games_table(connection: sqlite3.Connection) -> bool:
    columns = [row[1] for row in connection.execute("PRAGMA table_info(games)")]
    return sorted(columns) == sorted(EXPECTED_COLUMNS)


def _migrate(connection: sqlite3.Connection) -> None:
    """Bring the file to :data:`SCHEMA_VERSION`, one transaction a version: a kill between two leaves a file of the
    earlier version, which the next start migrates on.  Rows are copied even with values that break a CHECK (a
    hand-edited file): :func:`repair_values` mends them afterwards instead of the migration losing every game."""
    (version,) = connection.execute("PRAGMA user_version").fetchone()
    if version > SCHEMA_VERSION:
        raise _NewerVersion
    connection.execute("PRAGMA ignore_check_constraints = ON")
    try:
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
    finally:
        connection.execute("PRAGMA ignore_check_constraints = OFF")


def _has_sqlite_header(path: Path) -> bool:
    """True for a missing or empty file (SQLite starts it) and for one that begins like a database; False for
    anything else, a FIFO or a device included (SQLite would block on a FIFO for good): it is moved aside."""
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError:
        return True  # missing, a folder, no permission: not damage; sqlite3.connect decides (memory fallback)
    try:
        mode = os.fstat(descriptor).st_mode
        if stat.S_ISDIR(mode):
            return True  # a folder in its place: not damage, SQLite cannot open it (memory fallback)
        if not stat.S_ISREG(mode):
            return False
        head = os.read(descriptor, len(_SQLITE_HEADER))
    except OSError:
        return True
    finally:
        os.close(descriptor)
    return head in (b"", _SQLITE_HEADER)


def _is_corrupt(error: sqlite3.Error) -> bool:
    if error_name(error).startswith(_CORRUPT_ERRORS):
        return True
    text = str(error).lower()
    return any(part in text for part in _CORRUPT_TEXTS)


def _unavailable_key(error: sqlite3.Error) -> str:
    name = error_name(error)
    text = str(error).lower()
    if name == "SQLITE_FULL" or "disk is full" in text:
        return UNAVAILABLE_DISK_FULL
    if name.startswith(("SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_PERM")) or "readonly" in text:
        return UNAVAILABLE_READ_ONLY
    if "unable to open" in text:
        return UNAVAILABLE_READ_ONLY
    return UNAVAILABLE_FAILED
