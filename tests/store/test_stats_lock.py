"""Another program holding a lock on the statistics file: nothing waits for it.

The lock is held by a real second process (``BEGIN EXCLUSIVE``, as ``sqlite3 statistics.sqlite3`` would).  Every
store call runs in a worker thread that the test joins with a generous bound: before the fix ``backup()`` retried
"busy" forever, so a call never returned (the test then fails instead of hanging; the bound is a hang detector, not
a speed requirement).  Then the lock goes and the writes made meanwhile must be in the file.
"""

from __future__ import annotations

import concurrent.futures
import queue
import sqlite3
import subprocess
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TypeVar

import pytest

from pyramid_qt.store.stats import ABANDONED, IN_PROGRESS, WON, StatsStore
from pyramid_qt.store.stats_db import UNAVAILABLE_BUSY
from tests.helpers.store import read_marker_lines, spawn_python

CODE_A = "PY1-N-AAAAAAS"
CODE_B = "PY1-N-AAAAAAT"
HANG_SECONDS = 60.0
T = TypeVar("T")

HOLDER = """
import sqlite3, sys
connection = sqlite3.connect({path!r}, isolation_level=None)
if {rollback_journal!r}:
    connection.execute("PRAGMA journal_mode=DELETE")  # readers are locked out too, not only writers
connection.execute("BEGIN EXCLUSIVE")
connection.execute("INSERT INTO games (code, rules, started_at, updated_at) VALUES (NULL, 'W', 'x', 'x')")
print("held", flush=True)
sys.stdin.readline()
connection.execute("ROLLBACK")
print("released", flush=True)
"""


@pytest.fixture
def bounded() -> Iterator[Callable[[Callable[[], T]], T]]:
    """``bounded(call)``: ``call()`` on one daemon worker thread (SQLite connections stay on the thread that made
    them; a daemon thread stuck for ever does not keep the test run from exiting); fail, instead of hanging the
    test run, if it never returns."""
    jobs: queue.Queue[tuple[Callable[[], object], concurrent.futures.Future[object]] | None] = queue.Queue()

    def work() -> None:
        while (job := jobs.get()) is not None:
            call, future = job
            try:
                future.set_result(call())
            except BaseException as error:  # noqa: BLE001 (handed to the test)
                future.set_exception(error)

    threading.Thread(target=work, daemon=True).start()

    def run(call: Callable[[], T]) -> T:
        future: concurrent.futures.Future[object] = concurrent.futures.Future()
        jobs.put((call, future))
        try:
            return future.result(timeout=HANG_SECONDS)  # type: ignore[return-value]
        except concurrent.futures.TimeoutError:
            pytest.fail("the statistics store waited for another program's lock without end")

    yield run
    jobs.put(None)


class Holder:
    def __init__(self, path: Path, *, rollback_journal: bool) -> None:
        code = HOLDER.format(path=str(path), rollback_journal=rollback_journal)
        self.child = spawn_python(code, stdin=subprocess.PIPE)
        read_marker_lines(self.child, 1)

    def release(self) -> None:
        assert self.child.stdin is not None
        self.child.stdin.write("\n")
        self.child.stdin.flush()
        self.child.wait(HANG_SECONDS)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "statistics.sqlite3"


@pytest.fixture
def holders() -> Iterator[list[Holder]]:
    started: list[Holder] = []
    yield started
    for holder in started:
        if holder.child.poll() is None:
            holder.child.kill()
            holder.child.wait()


def file_rows(path: Path) -> list[tuple[str | None, str, int]]:
    with sqlite3.connect(path) as connection:
        return connection.execute("SELECT code, result, moves FROM games ORDER BY id").fetchall()


def test_a_write_lock_keeps_the_writes_in_memory_until_the_lock_goes(db_path, holders, bounded):
    problems: list[str] = []
    store = bounded(lambda: StatsStore(db_path, on_problem=problems.append))
    first = bounded(lambda: store.start_game(CODE_A))
    bounded(lambda: store.finish_game(first, WON, moves=30))
    holders.append(Holder(db_path, rollback_journal=False))

    second = bounded(lambda: store.start_game(CODE_B))
    bounded(lambda: store.update_game(second, moves=4))
    bounded(lambda: store.finish_game(second, WON, moves=9))
    third = bounded(lambda: store.start_game(CODE_A))
    bounded(lambda: store.update_game(third, moves=2))

    assert store.held and store.unavailable == UNAVAILABLE_BUSY and problems == [UNAVAILABLE_BUSY]  # told once
    assert [record.result for record in bounded(store.games)] == [WON, WON, IN_PROGRESS]  # the session sees its games
    assert file_rows(db_path) == [(CODE_A, WON, 30)]  # nothing reached the file yet
    assert not bounded(lambda: store.retry_held(force=True))  # still locked: no wait, still held

    holders[0].release()
    assert bounded(lambda: store.retry_held(force=True))
    assert not store.held and store.unavailable is None
    assert file_rows(db_path) == [(CODE_A, WON, 30), (CODE_B, WON, 9), (CODE_A, IN_PROGRESS, 2)]
    bounded(lambda: store.update_game(third, moves=3))  # back on the file
    assert file_rows(db_path)[-1] == (CODE_A, IN_PROGRESS, 3)
    bounded(store.close)


def test_a_lock_that_also_shuts_out_readers_at_start(db_path, holders, bounded):
    """The file in rollback-journal mode under an exclusive lock when the store opens: it cannot even be read.
    Before the fix the copy into memory (``backup()``) retried "busy" for ever: the window froze."""
    with StatsStore(db_path) as earlier:
        earlier.finish_game(earlier.start_game(CODE_A), WON, moves=30)
        stale = earlier.start_game(CODE_B)
    holders.append(Holder(db_path, rollback_journal=True))

    store = bounded(lambda: StatsStore(db_path))
    assert store.held and store.unavailable == UNAVAILABLE_BUSY
    new = bounded(lambda: store.start_game(CODE_B))
    bounded(lambda: store.close_stale_games(new))
    bounded(lambda: store.finish_game(new, WON, moves=12))
    bounded(store.summaries)  # the statistics window reads what the session has

    holders[0].release()
    bounded(store.close)  # the last, bounded, chance at closing writes them
    with sqlite3.connect(db_path) as connection:
        rows = connection.execute("SELECT id, code, result, moves FROM games ORDER BY id").fetchall()
    assert rows[:2] == [(1, CODE_A, WON, 30), (stale, CODE_B, ABANDONED, 0)]
    assert [row[1:] for row in rows[2:]] == [(CODE_B, WON, 12)]


def test_rows_created_while_held_are_renumbered_when_another_program_took_their_id(db_path, holders, bounded):
    store = bounded(lambda: StatsStore(db_path))
    bounded(lambda: store.start_game(CODE_A))
    holders.append(Holder(db_path, rollback_journal=False))
    mine = bounded(lambda: store.start_game(CODE_B))
    holders[0].release()
    with sqlite3.connect(db_path) as other:  # another program adds a game first
        other.execute("INSERT INTO games (code, rules, started_at, updated_at) VALUES (NULL, 'T', 'x', 'x')")
    assert bounded(lambda: store.retry_held(force=True))
    assert store.current_id(mine) != mine
    bounded(lambda: store.update_game(mine, moves=7))  # the old id still finds its row
    record = bounded(lambda: store.game(mine))
    assert record is not None and record.moves == 7
    assert file_rows(db_path)[-1] == (CODE_B, IN_PROGRESS, 7)
    bounded(store.close)


def test_values_that_break_a_check_are_repaired_not_the_file_moved_aside(db_path) -> None:
    """A row written with ``ignore_check_constraints`` failed quick_check: the whole file went aside for one value."""
    with StatsStore(db_path) as store:
        store.finish_game(store.start_game(CODE_A), WON, moves=30)
        store.finish_game(store.start_game(CODE_B), WON, moves=12)
    with sqlite3.connect(db_path) as connection:
        connection.execute("PRAGMA ignore_check_constraints = ON")
        connection.execute("UPDATE games SET undos = -3, result = 'bogus' WHERE id = 1")
    with StatsStore(db_path) as store:
        assert store.recovered_from is None and store.repaired_values == 1
        assert [(record.undos, record.result) for record in store.games()] == [(0, ABANDONED), (0, WON)]
        assert store.integrity_ok()
