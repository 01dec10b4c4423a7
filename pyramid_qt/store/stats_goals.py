"""The daily goals met, in the statistics (``daily_goals``, schema 4), and the runs of days they make.

A day counts for the goals' streak when at least one of its goals was met; the days played are the dates whose
daily deal was begun in a game that is not practice."""

from __future__ import annotations

from collections.abc import Collection
from datetime import date

from pyramid_qt.store.stats_db import StatsDatabase

SLOTS = 3


def current_run(days: Collection[date], today: date) -> int:
    """The run of ``days`` that reaches ``today`` or the day before.  Counted in day numbers (ordinals): date
    arithmetic overflows at 0001-01-01 and 9999-12-31, which a hand-edited file or a wrong clock can hold."""
    numbers = {day.toordinal() for day in days}
    day = today.toordinal() if today.toordinal() in numbers else today.toordinal() - 1
    run = 0
    while day in numbers:
        run += 1
        day -= 1
    return run


def longest_run(days: Collection[date]) -> int:
    longest = run = 0
    previous = None
    for number in sorted(day.toordinal() for day in days):
        run = run + 1 if previous is not None and number == previous + 1 else 1
        longest = max(longest, run)
        previous = number
    return longest


def _date(text: object) -> date | None:
    try:
        return date.fromisoformat(str(text))
    except ValueError:
        return None  # a hand-edited row: not a date


class GoalsMixin(StatsDatabase):
    def set_goal_met(self, day: date, slot: int, goal: str) -> None:
        """Remember that goal ``slot`` (0-2) of ``day`` was met (once: the first time stays)."""
        if not 0 <= slot < SLOTS:
            raise ValueError("a day has three goals: slot 0, 1 or 2")
        if self._read("SELECT 1 FROM daily_goals WHERE day = ? AND slot = ?", (day.isoformat(), slot)):
            return
        # REPLACE, not INSERT: a held write that inserts is taken for a new game row (see stats_db._write_held).
        self._write(
            "REPLACE INTO daily_goals (day, slot, goal, met_at) VALUES (?, ?, ?, ?)",
            (day.isoformat(), slot, goal, self._now()),
        )

    def goals_met(self) -> dict[date, frozenset[int]]:
        """The goals met, by date: the slots (0-2) of each."""
        met: dict[date, set[int]] = {}
        for text, slot in self._read("SELECT day, slot FROM daily_goals"):
            day = _date(text)
            if day is not None and isinstance(slot, int) and 0 <= slot < SLOTS:
                met.setdefault(day, set()).add(slot)
        return {day: frozenset(slots) for day, slots in met.items()}

    def daily_days_played(self) -> set[date]:
        rows = self._read("SELECT DISTINCT daily FROM games WHERE daily IS NOT NULL AND mode != 'practice'")
        return {day for (text,) in rows if (day := _date(text)) is not None}

    def goal_streak(self, today: date) -> tuple[int, int]:
        """(current, longest) runs of consecutive dates with a daily goal met."""
        days = set(self.goals_met())
        return current_run(days, today), longest_run(days)
