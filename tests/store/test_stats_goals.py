"""The daily goals met in the statistics: kept once, read by date, a hand-edited row skipped, the streak of days."""

from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyramid_qt.store.stats import StatsStore
from pyramid_qt.store.stats_goals import current_run, longest_run


def test_a_goal_met_is_kept_once_and_read_by_date(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    with StatsStore(path) as store:
        store.set_goal_met(date(2026, 12, 5), 1, "no_undo")
        first = store._read("SELECT met_at FROM daily_goals")
        store.set_goal_met(date(2026, 12, 5), 1, "no_undo")  # met again: the first time stays
        assert store._read("SELECT met_at FROM daily_goals") == first
        with pytest.raises(ValueError):
            store.set_goal_met(date(2026, 12, 5), 3, "clear")
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("INSERT INTO daily_goals VALUES ('not a date', 0, 'clear', 'x')")
    connection.close()
    with StatsStore(path) as store:
        assert store.goals_met() == {date(2026, 12, 5): {1}}
        assert store.goal_streak(date(2026, 12, 6)) == (1, 1)
        assert store.goal_streak(date(2026, 12, 8)) == (0, 1)


@given(st.sets(st.integers(0, 60)), st.integers(0, 62))
def test_the_streak_is_the_run_of_days_reaching_today_or_yesterday(offsets: set[int], today_offset: int) -> None:
    start = date(2026, 1, 1).toordinal()
    days = {date.fromordinal(start + offset) for offset in offsets}
    today = date.fromordinal(start + today_offset)
    run = current_run(days, today)
    end = today_offset if today_offset in offsets else today_offset - 1
    assert all(end - k in offsets for k in range(run)) and end - run not in offsets
    assert run <= longest_run(days) <= len(days)
