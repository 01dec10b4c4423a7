"""SQLite under another program's lock: every wait bounded, writes kept for later (see :mod:`.stats_db`).

``sqlite3.Connection.backup()`` retries a busy source forever, and the default busy timeout is five seconds a
statement: on the GUI thread either is a frozen window.  Here every connection waits at most
:data:`BUSY_WAIT_SECONDS` a statement, a copy at most :data:`COPY_WAIT_SECONDS` in all, and the writes made while
the file was locked are kept as :class:`HeldWrite` to be replayed on the file in one transaction.
"""

from __future__ import annotations

import contextlib
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

BUSY_WAIT_SECONDS = 0.1
"""The longest one statement waits for another program's lock before the store goes on in memory."""
COPY_WAIT_SECONDS = 0.5
"""The longest the copy of a locked file into memory may wait for the lock."""


@dataclass(frozen=True)
class HeldWrite:
    """One write made in memory while the file was locked, to be replayed on the file."""

    sql: str
    parameters: tuple[object, ...]
    id_positions: tuple[int, ...]  # which parameters are game ids (translated when rows were renumbered)
    inserted_id: int | None  # the memory id of the row an INSERT created


class CopyTimedOut(Exception):
    """A copy into memory waited too long for another program's lock."""


def connect(target: str, wait: float = BUSY_WAIT_SECONDS) -> sqlite3.Connection:
    # isolation_level=None: we issue BEGIN/COMMIT ourselves, so each write is exactly one transaction.
    # timeout: SQLite's busy timeout, the longest a statement waits for another program's lock.
    connection = sqlite3.connect(target, isolation_level=None, timeout=wait)
    connection.execute("PRAGMA foreign_keys=ON")
    return connection


# SQLite's result codes for "busy" and "locked" (https://sqlite.org/rescode.html); the sqlite3 module names them
# only from Python 3.11, and we support 3.10.
SQLITE_BUSY = 5
SQLITE_LOCKED = 6


def bounded_backup(source: sqlite3.Connection, target: sqlite3.Connection) -> None:
    """``source.backup(target)``, but given up after :data:`COPY_WAIT_SECONDS` of "busy" (``backup()`` itself
    retries a locked source forever); raise :class:`CopyTimedOut` then."""
    deadline = time.monotonic() + COPY_WAIT_SECONDS

    def progress(status: int, _remaining: int, _total: int) -> None:
        if status in (SQLITE_BUSY, SQLITE_LOCKED) and time.monotonic() > deadline:
            raise CopyTimedOut

    source.backup(target, progress=progress, sleep=0.02)


def replay(file: sqlite3.Connection, held: list[HeldWrite], renumbered: dict[int, int]) -> dict[int, int]:
    """Run the held writes on the file in one transaction; return the memory-to-file id map extended with the
    rows they created (raise ``sqlite3.Error``, the file unchanged, if it is still locked)."""
    ids = dict(renumbered)
    file.execute("BEGIN IMMEDIATE")
    try:
        for write in held:
            values = list(write.parameters)
            for position in write.id_positions:
                value = values[position]
                if isinstance(value, int):
                    values[position] = ids.get(value, value)
            cursor = file.execute(write.sql, values)
            if write.inserted_id is not None and cursor.lastrowid is not None:
                ids[write.inserted_id] = cursor.lastrowid
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            file.execute("ROLLBACK")
        raise
    file.execute("COMMIT")
    return {memory: file_id for memory, file_id in ids.items() if memory != file_id}


def copy_readable_file(path: Path, memory: sqlite3.Connection, *, immutable: bool = True) -> None:
    """Copy a database we may not write into memory.  A WAL database in a read-only folder cannot even be
    read normally (SQLite must create the -shm file), so the last resort reads it as immutable, which sees
    everything up to the last checkpoint — all of it after a clean exit."""
    if not path.is_file():
        return
    uri = path.resolve().as_uri()
    # immutable=1 ignores locks: never for a file another program is writing (it could be read half-written).
    for options in ("mode=ro", "mode=ro&immutable=1") if immutable else ("mode=ro",):
        try:
            source = sqlite3.connect(f"{uri}?{options}", uri=True, timeout=BUSY_WAIT_SECONDS)
            try:
                bounded_backup(source, memory)
                return
            finally:
                source.close()
        except sqlite3.Error:
            continue


def error_name(error: sqlite3.Error) -> str:
    return getattr(error, "sqlite_errorname", "") or ""


def is_busy(error: sqlite3.Error) -> bool:
    """Another connection holds a lock (SQLITE_BUSY / SQLITE_LOCKED and their extended codes)."""
    if error_name(error).startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return True
    return "database is locked" in str(error).lower()
