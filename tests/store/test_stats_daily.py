"""Statistics: assisted games, daily-deal streaks, par per deal, and the upgrade of an older statistics file."""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from pyramid_qt.engine.result import Mode
from pyramid_qt.store.stats import LOST, WON, StatsStore
from pyramid_qt.store.stats_db import SCHEMA_VERSION
from pyramid_qt.store.stats_schema import MIGRATIONS

CODE = "PY1-N-AAAAAAS"


class Clock:
    def __init__(self) -> None:
        self.now = dt.datetime(2026, 1, 1, 12, 0, tzinfo=dt.timezone.utc)

    def __call__(self) -> dt.datetime:
        self.now += dt.timedelta(minutes=1)
        return self.now


@pytest.fixture
def store(tmp_path: Path) -> Iterator[StatsStore]:
    with StatsStore(tmp_path / "statistics.sqlite3", clock=Clock()) as opened:
        yield opened


def finish(store: StatsStore, result: str, daily: dt.date | None = None, mode: Mode = Mode.OWN) -> int:
    game_id = store.start_game(CODE, daily=daily)
    assert store.finish_game(game_id, result, mode, moves=40)
    return game_id


def test_an_assisted_win_counts_as_won_with_help_and_sets_no_record(store: StatsStore) -> None:
    finish(store, WON)
    finish(store, LOST)
    helped = finish(store, WON, mode=Mode.ASSISTED)
    store._write("UPDATE games SET moves = 10 WHERE id = ?", (helped,))
    summary = store.summary("N")
    assert (summary.played, summary.won, summary.won_with_help) == (3, 2, 1)
    assert summary.current_streak == 1 and summary.longest_streak == 1
    assert summary.fewest_moves == 40  # the assisted win's 10 moves are no record
    deal = store.deal(CODE)
    assert deal is not None and (deal.won, deal.played, deal.won_with_help, deal.fewest_moves) == (2, 3, 1, 40)
    assert store.recent_results()[-1].mode == Mode.ASSISTED.value


def test_practice_is_kept_but_never_counted(store: StatsStore) -> None:
    finish(store, WON)
    finish(store, LOST, mode=Mode.PRACTICE)
    position = store.start_game(None, "N")  # a position is practice whatever it is told
    store.finish_game(position, "abandoned", Mode.OWN)
    summary = store.summary("N")
    assert (summary.played, summary.won, summary.abandoned, summary.current_streak) == (1, 1, 0, 1)
    assert [record.result for record in store.recent_results()] == [WON]
    assert [record.mode for record in store.games()] == ["own", "practice", "practice"]


def test_daily_streak_counts_consecutive_won_dates(store: StatsStore) -> None:
    day = dt.date(2026, 3, 1)
    for offset in (0, 1, 2):  # 1–3 March won
        finish(store, WON, day + dt.timedelta(days=offset))
    finish(store, LOST, day + dt.timedelta(days=3))  # 4 March lost
    for offset in (5, 6):  # 6–7 March won (5 March not played)
        finish(store, WON, day + dt.timedelta(days=offset))
    finish(store, WON)  # an ordinary game counts for nothing here
    assert store.daily_streak(dt.date(2026, 3, 7)) == (2, 3)
    assert store.daily_streak(dt.date(2026, 3, 8)) == (2, 3)  # today's deal still ahead
    assert store.daily_streak(dt.date(2026, 3, 9)) == (0, 3)
    assert store.daily_result(day + dt.timedelta(days=3)) == LOST
    assert store.daily_result(day + dt.timedelta(days=4)) is None
    record = store.game(finish(store, LOST, dt.date(2026, 3, 8)))
    assert record is not None and record.daily == "2026-03-08"


@pytest.mark.parametrize("today", [dt.date.min, dt.date(2026, 12, 1), dt.date.max])
def test_daily_streaks_at_the_ends_of_the_calendar(store: StatsStore, today: dt.date) -> None:
    """A won daily deal dated 9999-12-31 (or 0001-01-01) must not raise OverflowError in the streak count (the
    Statistics window would never open).  Any date a row or the clock holds is counted."""
    for day in (dt.date.max, dt.date.max - dt.timedelta(days=1), dt.date.min, dt.date(2026, 11, 30)):
        finish(store, WON, day)
    expected_current = {dt.date.min: 1, dt.date(2026, 12, 1): 1, dt.date.max: 2}[today]
    assert store.daily_streak(today) == (expected_current, 2)


def test_a_daily_deal_won_on_a_second_try_counts(store: StatsStore) -> None:
    day = dt.date(2026, 3, 1)
    finish(store, LOST, day)
    finish(store, WON, day)
    assert store.daily_result(day) == WON
    assert store.daily_streak(day) == (1, 1)


def test_par_per_deal(store: StatsStore) -> None:
    assert store.par(CODE) is None
    store.set_par("py1-n-aaaaaas", 51)  # stored under the canonical code
    assert store.par(CODE) == 51
    with pytest.raises(ValueError):
        store.set_par(CODE, -1)


def test_an_older_file_is_upgraded_keeping_games_and_ids(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    old = sqlite3.connect(path, isolation_level=None)
    for statement in MIGRATIONS[0]:
        old.execute(statement)
    old.execute("PRAGMA user_version = 1")
    for result in ("won", "lost", "won"):
        old.execute(
            "INSERT INTO games (code, rules, deal_number, started_at, updated_at, ended_at, moves, result)"
            " VALUES (?, 'N', 18, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', '2026-01-01T00:01:00Z', 40, ?)",
            (CODE, result),
        )
    old.execute("DELETE FROM games WHERE id = 3")  # the highest id is gone, and must still never be reused
    old.close()
    with StatsStore(path, clock=Clock()) as store:
        assert store._connection.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
        assert [(g.id, g.result, g.daily) for g in store.games()] == [(1, WON, None), (2, LOST, None)]
        assert store.start_game(CODE) == 4
        finish(store, WON, mode=Mode.ASSISTED)
        assert store.summary("N").won_with_help == 1
