"""Statistics: rows, aggregates, streaks and per-deal bests after scripted games, plus every failure path."""

from __future__ import annotations

import csv
import datetime as dt
import os
import signal
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from pyramid_qt.engine.deal import DealCode, DealCodeError
from pyramid_qt.engine.rules import RuleSet
from pyramid_qt.store import user_files as paths
from pyramid_qt.store.stats import (
    ABANDONED,
    IN_PROGRESS,
    LOST,
    WON,
    GameRecord,
    StatsStore,
)
from pyramid_qt.store.stats_db import (
    SCHEMA_VERSION,
    UNAVAILABLE_DISK_FULL,
    UNAVAILABLE_NEWER_VERSION,
    UNAVAILABLE_READ_ONLY,
)
from tests.helpers.store import read_marker_lines, spawn_python

CODE_A = "PY1-N-AAAAAAS"  # deal 18
CODE_B = "PY1-N-AAAAAAT"  # deal 19


class Clock:
    """A UTC clock that advances one minute per reading, so every timestamp is distinct and ordered."""

    def __init__(self) -> None:
        self.now = dt.datetime(2026, 1, 1, 12, 0, tzinfo=dt.timezone.utc)

    def __call__(self) -> dt.datetime:
        self.now += dt.timedelta(minutes=1)
        return self.now


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "statistics.sqlite3"


@pytest.fixture
def store(db_path: Path) -> Iterator[StatsStore]:
    with StatsStore(db_path, clock=Clock()) as opened:
        yield opened


def play(
    store: StatsStore, result: str, *, deal: int | None = 18, rules: str = "N", seconds: float = 60.0, moves: int = 40
) -> int:
    """One scripted game: started, updated half-way, finished.  ``deal=None`` is a custom position."""
    if deal is None:
        game_id = store.start_game(None, rules)
    else:
        game_id = store.start_game(DealCode(deal, RuleSet.from_field(rules)).text)
    store.update_game(game_id, moves=moves // 2, active_seconds=seconds / 2)
    assert store.finish_game(game_id, result, moves=moves, active_seconds=seconds, score=280 if result == WON else 90)
    return game_id


def test_default_path_follows_xdg_data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "d"))
    with StatsStore() as opened:
        assert opened.path == paths.stats_file() == tmp_path / "d" / "pyramid-qt" / "statistics.sqlite3"
        assert opened.path.is_file()


def test_schema_version_wal_and_a_fresh_file(store: StatsStore, db_path: Path) -> None:
    connection = sqlite3.connect(db_path)
    assert connection.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
    assert connection.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    connection.close()
    assert store.unavailable is None and store.recovered_from is None
    assert store.summaries() == [] and store.deal_stats() == [] and store.recent_results() == []


def test_a_game_row_through_its_life(store: StatsStore) -> None:
    game_id = store.start_game(CODE_A, "N", 18)
    started = store.game(game_id)
    assert started is not None and started.result == IN_PROGRESS and started.ended_at is None
    assert started.started_at.endswith("+00:00")

    assert store.update_game(
        game_id, moves=5, undos=1, hints_used=2, checks_used=1, score=40, pyramid_removed=4, active_seconds=12.5
    )
    assert store.finish_game(game_id, WON, moves=51, active_seconds=140.0, score=280, pyramid_removed=28)

    row = store.game(game_id)
    assert row is not None
    assert row == GameRecord(
        game_id,
        CODE_A,
        "N",
        18,
        started.started_at,
        row.updated_at,
        row.ended_at,
        140.0,
        51,
        1,
        2,
        1,
        0,
        0,
        280,
        28,
        WON,
        "own",
    )
    assert row.ended_at is not None and row.ended_at > row.started_at
    assert not store.update_game(game_id, moves=99)  # finished games are frozen
    assert not store.finish_game(game_id, LOST)
    assert store.game(game_id) == row


def test_start_game_reads_rules_and_number_from_the_code(store: StatsStore) -> None:
    game_id = store.start_game("  py1-w1-aaaaaat ")
    row = store.game(game_id)
    assert row is not None
    assert (row.code, row.rules, row.deal_number) == ("PY1-W1-AAAAAAT", "W1", 19)
    custom = store.game(store.start_game(None, "t1d"))
    assert custom is not None and (custom.code, custom.rules, custom.deal_number) == (None, "TD", None)
    with pytest.raises(ValueError):
        store.start_game(None, "Q")
    with pytest.raises(ValueError):
        store.start_game(None)
    with pytest.raises(DealCodeError):
        store.start_game("PY1-N-12")


def test_counters_and_results_are_checked(store: StatsStore) -> None:
    game_id = store.start_game(CODE_A, "N", 18)
    with pytest.raises(TypeError):
        store.update_game(game_id, points=3)
    with pytest.raises(ValueError):
        store.finish_game(game_id, "in_progress")
    with pytest.raises(sqlite3.IntegrityError):
        store.update_game(game_id, moves=-1)
    assert store.unavailable is None  # a programming error is not a disk problem
    assert not store.update_game(game_id + 100, moves=1)


def test_aggregates_after_won_lost_and_abandoned_games(store: StatsStore) -> None:
    play(store, WON, seconds=100.0, moves=50)
    play(store, LOST, seconds=30.0, moves=12)
    play(store, WON, seconds=80.0, moves=60)
    play(store, ABANDONED, seconds=5.0, moves=2)
    play(store, WON, rules="W1", seconds=10.0, moves=9)  # another rule set: not mixed in
    store.start_game(CODE_A, "N", 18)  # in progress: not counted

    summary = store.summary("N")

    assert (summary.played, summary.won, summary.lost, summary.abandoned) == (4, 2, 1, 1)
    assert summary.win_rate == pytest.approx(0.5)
    assert summary.best_seconds == 80.0
    assert summary.average_seconds == pytest.approx(90.0)
    assert summary.fewest_moves == 50  # lost and abandoned games never hold records
    assert (summary.current_streak, summary.longest_streak) == (0, 1)
    assert [s.rules for s in store.summaries()] == ["N", "W1"]
    assert store.summary("W1").win_rate == 1.0
    empty = store.summary("T")
    assert (empty.played, empty.win_rate, empty.best_seconds, empty.fewest_moves) == (0, None, None, None)


def test_streaks_current_and_longest(store: StatsStore) -> None:
    for result in [WON, WON, LOST, WON, WON, WON, ABANDONED, WON, WON]:
        play(store, result)
    assert (store.summary("N").current_streak, store.summary("N").longest_streak) == (2, 3)
    play(store, LOST)
    assert (store.summary("N").current_streak, store.summary("N").longest_streak) == (0, 3)


def test_streaks_and_recent_results_follow_the_order_games_were_played_not_the_clock(db_path: Path) -> None:
    """Three wins stamped 30 years ahead (the clock was wrong), then a loss stamped now: the loss
    ends the streak, comes last in the recent results, and its deal is the one played last."""
    clock = Clock()
    clock.now = dt.datetime(2056, 12, 1, 12, 0, tzinfo=dt.timezone.utc)
    with StatsStore(db_path, clock=clock) as store:
        wins = [play(store, WON, deal=18) for _ in range(3)]
        clock.now = dt.datetime(2026, 12, 1, 12, 0, tzinfo=dt.timezone.utc)
        loss = play(store, LOST, deal=19)
        summary = store.summary("N")
        assert (summary.current_streak, summary.longest_streak) == (0, 3)
        assert [record.id for record in store.recent_results(10, "N")] == [*wins, loss]
        assert [stats.code for stats in store.deal_stats()] == [CODE_B, CODE_A]  # the last played first
        clock.now = dt.datetime(1990, 1, 1, 12, 0, tzinfo=dt.timezone.utc)  # and back to the past
        play(store, WON, deal=18)
        assert (store.summary("N").current_streak, store.summary("N").longest_streak) == (1, 3)
        assert (store.recent_results(1)[0].ended_at or "").startswith("1990-")


def test_per_deal_bests_come_from_won_games_only(store: StatsStore) -> None:
    play(store, WON, deal=18, seconds=120.0, moves=50)
    play(store, WON, deal=18, seconds=90.0, moves=60)
    play(store, LOST, deal=18, seconds=20.0, moves=10)
    play(store, LOST, deal=19, seconds=20.0, moves=10)
    play(store, WON, deal=None, seconds=5.0, moves=5)  # a custom position has no deal row

    deals = {stats.code: stats for stats in store.deal_stats()}

    assert set(deals) == {CODE_A, CODE_B}
    a = deals[CODE_A]
    assert (a.played, a.won, a.best_seconds, a.fewest_moves, a.deal_number) == (3, 2, 90.0, 50, 18)
    b = deals[CODE_B]
    assert (b.played, b.won, b.best_seconds, b.fewest_moves) == (1, 0, None, None)
    assert [stats.code for stats in store.deal_stats()] == [CODE_B, CODE_A]  # most recent first
    assert store.deal(CODE_A) == a
    assert store.deal("PY1-W-AAAAAAA") is None


def test_recent_results_are_chronological_and_limited(store: StatsStore) -> None:
    ids = [play(store, result) for result in [WON, LOST, WON, ABANDONED, WON]]
    play(store, WON, rules="T")
    store.start_game(CODE_A, "N", 18)

    recent = store.recent_results(3, "N")

    assert [record.id for record in recent] == ids[2:]
    assert [record.result for record in recent] == [WON, ABANDONED, WON]
    assert len(store.recent_results(100)) == 6


def test_stale_games_become_abandoned_except_the_resumed_one(store: StatsStore) -> None:
    crashed = store.start_game(CODE_A, "N", 18)
    store.update_game(crashed, moves=7, active_seconds=33.0)
    resumed = store.start_game(CODE_B, "N", 19)

    assert store.close_stale_games(keep=resumed) == 1

    row = store.game(crashed)
    assert row is not None and row.result == ABANDONED and row.moves == 7
    assert row.ended_at == row.updated_at  # it ended when it was last played
    resumed_row = store.game(resumed)
    assert resumed_row is not None and resumed_row.result == IN_PROGRESS
    assert store.close_stale_games() == 1
    assert store.summary("N").abandoned == 2


def test_reopen_puts_a_finished_game_back_in_play(store: StatsStore) -> None:
    game_id = play(store, LOST)
    assert store.reopen_game(game_id)
    assert store.summary("N").played == 0
    assert store.update_game(game_id, moves=41)
    assert store.finish_game(game_id, WON)
    assert store.summary("N").won == 1
    assert not store.reopen_game(game_id + 1)


def test_reset_keeps_the_game_in_progress_and_never_reuses_ids(store: StatsStore) -> None:
    play(store, WON)
    play(store, LOST, rules="W")
    current = store.start_game(CODE_A, "N", 18)

    assert store.reset("W") == 1
    assert [s.rules for s in store.summaries()] == ["N"]
    assert store.reset() == 1
    assert store.summaries() == []
    assert store.update_game(current, moves=3)
    assert store.start_game(CODE_B, "N", 19) > current


def test_export_csv(store: StatsStore, tmp_path: Path) -> None:
    play(store, WON, seconds=12.5, moves=30)
    play(store, LOST, deal=None)
    target = tmp_path / "export" / "games.csv"

    store.export_csv(target)

    with target.open(newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert [row["result"] for row in rows] == [WON, LOST]
    assert rows[0]["code"] == CODE_A and rows[0]["active_seconds"] == "12.5" and rows[0]["moves"] == "30"
    assert rows[1]["code"] == "" and rows[1]["deal_number"] == ""
    assert list(rows[0]) == [f for f in GameRecord.__dataclass_fields__]


def test_rows_survive_reopening(db_path: Path) -> None:
    with StatsStore(db_path, clock=Clock()) as first:
        won = play(first, WON)
    with StatsStore(db_path) as second:
        assert second.game(won) is not None and second.summary("N").won == 1


# ---------------------------------------------------------------------- damaged and unusable files
def test_garbage_file_is_moved_aside_and_a_fresh_database_works(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    garbage = bytes(range(256)) * 40
    db_path.write_bytes(garbage)
    wal = db_path.with_name("statistics.sqlite3-wal")
    wal.write_bytes(b"stale wal")

    with StatsStore(db_path, clock=Clock()) as opened:
        assert opened.recovered_from is not None
        assert opened.recovered_from.name.startswith("statistics.sqlite3.corrupt-")
        assert opened.recovered_from.read_bytes() == garbage  # kept, byte for byte
        assert opened.recovered_from.with_name(opened.recovered_from.name + "-wal").read_bytes() == b"stale wal"
        assert opened.unavailable is None
        play(opened, WON)
        assert opened.summary("N").won == 1
        assert opened.integrity_ok()


def test_a_database_with_damaged_pages_is_moved_aside(db_path: Path) -> None:
    with StatsStore(db_path, clock=Clock()) as first:
        for _ in range(300):
            play(first, WON)
    size = db_path.stat().st_size
    assert size > 5 * 4096
    with db_path.open("r+b") as handle:  # keep page 1 (the header) and smash pages 3-4
        handle.seek(2 * 4096)
        handle.write(b"\xa5" * 8192)
    damaged = db_path.read_bytes()

    with StatsStore(db_path) as second:
        assert second.recovered_from is not None
        assert second.recovered_from.read_bytes() == damaged
        assert second.summaries() == []
        assert second.integrity_ok()


def test_a_newer_schema_is_left_untouched_and_the_store_runs_in_memory(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    connection = sqlite3.connect(db_path)
    connection.execute("PRAGMA user_version = 99")
    connection.close()
    before = db_path.read_bytes()
    problems: list[str] = []

    with StatsStore(db_path, on_problem=problems.append) as opened:
        assert opened.unavailable == UNAVAILABLE_NEWER_VERSION and opened.in_memory
        assert problems == [UNAVAILABLE_NEWER_VERSION]
        play(opened, WON)
        assert opened.summary("N").won == 1
    assert db_path.read_bytes() == before


def test_an_old_schema_is_migrated(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    sqlite3.connect(db_path).close()  # an empty database at user_version 0
    with StatsStore(db_path) as opened:
        play(opened, LOST)
    connection = sqlite3.connect(db_path)
    assert connection.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
    assert connection.execute("SELECT result FROM games").fetchall() == [(LOST,)]
    connection.close()


@pytest.mark.parametrize("obstacle", ["file-instead-of-folder", "folder-instead-of-file"])
def test_an_unwritable_location_falls_back_to_memory(tmp_path: Path, obstacle: str) -> None:
    if obstacle == "file-instead-of-folder":
        (tmp_path / "data").write_text("not a folder")
        db_path = tmp_path / "data" / "statistics.sqlite3"
    else:
        db_path = tmp_path / "statistics.sqlite3"
        db_path.mkdir()
    problems: list[str] = []

    with StatsStore(db_path, clock=Clock(), on_problem=problems.append) as opened:
        assert opened.unavailable == UNAVAILABLE_READ_ONLY and opened.in_memory
        assert problems == [UNAVAILABLE_READ_ONLY]
        assert opened.recovered_from is None
        game_id = play(opened, WON)  # the game stays playable and counted for this session
        assert opened.game(game_id) is not None and opened.summary("N").won == 1


def test_a_write_failing_mid_session_switches_to_memory_and_keeps_committed_rows(db_path: Path) -> None:
    problems: list[str] = []
    with StatsStore(db_path, clock=Clock(), on_problem=problems.append) as opened:
        committed = [play(opened, WON)]
        pages = opened._connection.execute("PRAGMA page_count").fetchone()[0]
        # Cap the file at its current size: the first write needing a new page fails with SQLITE_FULL, as on a
        # full disk.  Keep playing until that happens.
        opened._connection.execute(f"PRAGMA max_page_count = {pages}")
        while opened.unavailable is None:
            assert len(committed) < 1000, "the page cap never triggered"
            game_id = opened.start_game(CODE_A)
            if opened.unavailable is None:
                assert opened.finish_game(game_id, LOST)
                if opened.unavailable is None:
                    committed.append(game_id)

        assert opened.unavailable == UNAVAILABLE_DISK_FULL and problems == [UNAVAILABLE_DISK_FULL]
        assert {record.id for record in opened.games()} >= set(committed)  # the memory copy holds them all
        current = opened.start_game(CODE_B)
        assert opened.finish_game(current, WON)
        assert opened.summary("N").won == 2
    with StatsStore(db_path) as reopened:
        finished = [record.id for record in reopened.games() if record.result != IN_PROGRESS]
        assert finished == committed  # the file has exactly what was committed
        assert reopened.unavailable is None and reopened.integrity_ok()


# ---------------------------------------------------------------------- killed in the middle of writes
WRITER = """
import sys
from pathlib import Path
from pyramid_qt.store.stats import StatsStore
store = StatsStore(Path(sys.argv[1]) if len(sys.argv) > 1 else Path({path!r}))
n = 0
while True:
    game_id = store.start_game("PY1-N-AAAAAAS", "N", 18)
    for move in range(1, 6):
        store.update_game(game_id, moves=move, active_seconds=move * 1.5)
    result = ("won", "lost", "abandoned")[n % 3]
    store.finish_game(game_id, result, moves=40 + n)
    print(game_id, result)
    n += 1
"""


@pytest.mark.parametrize("kill_after", [25, 60])
def test_sigkill_in_the_middle_of_writes_keeps_every_committed_game(db_path: Path, kill_after: int) -> None:
    child = spawn_python(WRITER.format(path=str(db_path)))
    try:
        committed = read_marker_lines(child, kill_after)
    finally:
        child.send_signal(signal.SIGKILL)
        child.communicate(timeout=60)
    assert child.returncode == -signal.SIGKILL

    with StatsStore(db_path) as reopened:
        assert reopened.recovered_from is None and reopened.unavailable is None
        assert reopened.integrity_ok()
        rows = {record.id: record for record in reopened.games()}
        for line in committed:
            game_id, result = line.split()
            assert rows[int(game_id)].result == result
        in_progress = [record for record in rows.values() if record.result == IN_PROGRESS]
        assert len(in_progress) <= 1  # at most the game being written when the kill came
        assert reopened.close_stale_games() == len(in_progress)
        assert all(record.result != IN_PROGRESS for record in reopened.games())
    assert os.path.getsize(db_path) > 0


def test_a_read_only_data_folder_runs_in_memory_with_the_old_games(db_path: Path, make_read_only) -> None:
    with StatsStore(db_path, clock=Clock()) as first:
        kept = play(first, WON, seconds=77.0)
    before = sorted(p.name for p in db_path.parent.iterdir())
    content = db_path.read_bytes()
    make_read_only(db_path.parent)

    with StatsStore(db_path, clock=Clock()) as opened:
        assert opened.unavailable == UNAVAILABLE_READ_ONLY
        assert opened.summary("N").best_seconds == 77.0  # the player still sees their history
        assert opened.game(kept) is not None
        play(opened, LOST)
        assert opened.summary("N").played == 2
    assert sorted(p.name for p in db_path.parent.iterdir()) == before
    assert db_path.read_bytes() == content
