"""Game statistics in SQLite: one row per game, aggregates per rule set and per deal.

File: ``<data dir>/statistics.sqlite3`` (see :mod:`pyramid_qt.store.user_files`).

The file and its failure policy are :mod:`pyramid_qt.store.stats_db`; this module is the games table's meaning:
recording games, the aggregates and the CSV export.

Rows: ``id`` (AUTOINCREMENT, never reused, so a saved game's id cannot point at a newer game after a reset),
``code`` (deal code text, NULL for a custom position), ``rules`` (the rules field, e.g. ``"W1"``),
``deal_number`` (NULL for custom positions), ``started_at`` / ``updated_at`` / ``ended_at`` (ISO 8601 UTC),
``active_seconds``, ``moves``, ``undos``, ``hints_used``, ``checks_used``, ``score``, ``pyramid_removed`` and
``result`` (``won`` / ``lost`` / ``abandoned`` / ``assisted`` / ``in_progress``) and ``daily`` (the date,
``YYYY-MM-DD``, of a daily deal; NULL for other games).  A second table, ``deal_par``, keeps the par of each deal
code once it has been computed.

Aggregates count finished games only (won, lost, abandoned or assisted).  An abandoned game, and an assisted one
(finished by "Show me how"), counts as played and not won, so it ends a win streak.  Streaks, the recent results
and "last played first" follow the order games were played in (their ids: one game runs at a time, and an id is
never reused), never the wall clock, which can be wrong by years (a game stamped in 2056, then a loss stamped
today, still ends the streak).  Daily deals have their own streak: consecutive calendar dates whose daily deal was
won; any date ``datetime.date`` holds counts, 0001-01-01 and 9999-12-31 included.  A *perfect* game is one won in
no more moves than its deal's par (read from ``deal_par`` when the aggregate is asked, so a par proven after the
game still counts it).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from dataclasses import astuple, dataclass, fields
from datetime import date
from pathlib import Path

from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.rules import RuleSet
from pyramid_qt.store.atomic import write_atomic
from pyramid_qt.store.stats_db import StatsDatabase

WON = "won"
LOST = "lost"
ABANDONED = "abandoned"
ASSISTED = "assisted"
IN_PROGRESS = "in_progress"
FINAL_RESULTS = (WON, LOST, ABANDONED, ASSISTED)

COUNTERS = ("active_seconds", "moves", "undos", "hints_used", "checks_used", "score", "pyramid_removed")


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
    daily: str | None = None


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
    perfect: int = 0  # won in par moves (the deal's par known)

    @property
    def assisted(self) -> int:
        """Games finished by "Show me how" (played, not won)."""
        return self.played - self.won - self.lost - self.abandoned

    @property
    def win_rate(self) -> float | None:
        """Won / played in 0..1, ``None`` before the first game."""
        return self.won / self.played if self.played else None


@dataclass(frozen=True, slots=True)
class DealStats:
    """Bests of one deal code (won games only for the bests); ``assisted``: its games finished by "Show me how",
    ``daily``: the latest date it was the daily deal (ISO), ``None`` if it never was."""

    code: str
    rules: str
    deal_number: int | None
    played: int
    won: int
    best_seconds: float | None
    fewest_moves: int | None
    last_played: str
    assisted: int = 0
    daily: str | None = None


class StatsStore(StatsDatabase):
    """The games table: record games, read the aggregates, export CSV (the file itself: :class:`StatsDatabase`)."""

    # ------------------------------------------------------------------ writing
    def start_game(
        self,
        code: str | None,
        rules_field: str | None = None,
        deal_number: int | None = None,
        daily: date | None = None,
    ) -> int:
        """Record a new game in progress; return its id (keep it beside the saved game).

        With a deal code the rules field and deal number are read from it (and the code stored in its
        canonical form, so per-deal bests group correctly); a custom position passes ``code=None`` and its
        rules field.  A malformed code raises :class:`~pyramid_qt.engine.deal.DealCodeError`, a malformed
        rules field :class:`~pyramid_qt.engine.rules.RulesError` (both ``ValueError``).  ``daily``: the date whose
        daily deal this game is.
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
            "INSERT INTO games (code, rules, deal_number, started_at, updated_at, daily) VALUES (?, ?, ?, ?, ?, ?)",
            (code, rules_field, deal_number, now, now, None if daily is None else daily.isoformat()),
        )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    def update_game(self, game_id: int, **counters: float) -> bool:
        """Store the counters of a game in progress; ``False`` when it is not in progress (or unknown)."""
        assignments, values = _counter_assignments(counters)
        cursor = self._write(
            f"UPDATE games SET {assignments} updated_at = ? WHERE id = ? AND result = 'in_progress'",
            (*values, self._now(), game_id),
            (len(values) + 1,),
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
            (len(values) + 3,),
        )
        return cursor.rowcount == 1

    def reopen_game(self, game_id: int) -> bool:
        """Put a lost game back in progress (the player pressed Undo on the end panel).

        A won game stays won: its time and moves are the deal's figures, and playing on after an Undo may only
        better them (:meth:`better_win`); reopened, the next win overwrote them, so a deal's best time and fewest
        moves could get worse."""
        cursor = self._write(
            "UPDATE games SET result = 'in_progress', ended_at = NULL, updated_at = ?"
            " WHERE id = ? AND result NOT IN ('in_progress', 'won')",
            (self._now(), game_id),
            (1,),
        )
        return cursor.rowcount == 1

    def better_win(self, game_id: int, active_seconds: float, moves: int) -> bool:
        """The same game won again (after an Undo from its win): keep the shorter time and the fewer moves."""
        cursor = self._write(
            "UPDATE games SET active_seconds = MIN(active_seconds, ?), moves = MIN(moves, ?), updated_at = ?"
            " WHERE id = ? AND result = 'won'",
            (float(active_seconds), int(moves), self._now(), game_id),
            (3,),
        )
        return cursor.rowcount == 1

    def close_stale_games(self, keep: int | None = None) -> int:
        """Mark every game still in progress, except ``keep`` (the one being resumed), as abandoned.

        Call once at start-up.  The game ends when it was last updated, so it keeps its place in streaks.
        """
        cursor = self._write(
            "UPDATE games SET result = 'abandoned', ended_at = updated_at WHERE result = 'in_progress' AND id IS NOT ?",
            (keep,),
            (0,),
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
        rows = self._read(f"SELECT {_COLUMNS} FROM games WHERE id = ?", (self.current_id(game_id),))
        return GameRecord(*rows[0]) if rows else None

    def games(self) -> list[GameRecord]:
        """Every row, oldest first."""
        return [GameRecord(*row) for row in self._read(f"SELECT {_COLUMNS} FROM games ORDER BY id")]

    def recent_results(self, limit: int = 50, rules_field: str | None = None) -> list[GameRecord]:
        """The last ``limit`` finished games (of one rule set, or all), in the order they were played."""
        where, parameters = _finished_filter(rules_field)
        rows = self._read(f"SELECT {_COLUMNS} FROM games {where} ORDER BY id DESC LIMIT ?", (*parameters, limit))
        return [GameRecord(*row) for row in reversed(rows)]

    def rules_fields(self) -> list[str]:
        """Rule sets that have finished games, most played first."""
        rows = self._read(
            "SELECT rules FROM games WHERE result != 'in_progress' GROUP BY rules ORDER BY COUNT(*) DESC, rules"
        )
        return [rules for (rules,) in rows]

    def summary(self, rules_field: str) -> RulesSummary:
        where, parameters = _finished_filter(rules_field)
        ((played, won, lost, abandoned, best, average, fewest, perfect),) = self._read(
            f"""
            SELECT COUNT(*),
                   COALESCE(SUM(result = 'won'), 0),
                   COALESCE(SUM(result = 'lost'), 0),
                   COALESCE(SUM(result = 'abandoned'), 0),
                   MIN(CASE WHEN result = 'won' THEN active_seconds END),
                   AVG(CASE WHEN result = 'won' THEN active_seconds END),
                   MIN(CASE WHEN result = 'won' THEN moves END),
                   COALESCE(SUM(result = 'won'
                                AND moves <= (SELECT par FROM deal_par WHERE deal_par.code = games.code)), 0)
            FROM games {where}
            """,
            parameters,
        )
        results = [result for (result,) in self._read(f"SELECT result FROM games {where} ORDER BY id", parameters)]
        current, longest = _streaks(results)
        return RulesSummary(rules_field, played, won, lost, abandoned, current, longest, best, average, fewest, perfect)

    def summaries(self) -> list[RulesSummary]:
        return [self.summary(rules) for rules in self.rules_fields()]

    def deal_stats(self, rules_field: str | None = None, *, code: str | None = None) -> list[DealStats]:
        """Per deal code: games played and won, best time and fewest moves; most recently played first."""
        where, parameters = _finished_filter(rules_field)
        if code is not None:
            where, parameters = f"{where} AND code = ?", (*parameters, code)
        rows = self._read(
            f"""
            SELECT code, rules, deal_number, COUNT(*), COALESCE(SUM(result = 'won'), 0),
                   MIN(CASE WHEN result = 'won' THEN active_seconds END),
                   MIN(CASE WHEN result = 'won' THEN moves END),
                   MAX(ended_at),
                   COALESCE(SUM(result = 'assisted'), 0),
                   MAX(daily)
            FROM games {where} AND code IS NOT NULL
            GROUP BY code
            ORDER BY MAX(id) DESC
            """,
            parameters,
        )
        return [DealStats(*row) for row in rows]

    def deal(self, code: str) -> DealStats | None:
        """The bests of one deal code, ``None`` if it was never finished."""
        found = self.deal_stats(code=code)
        return found[0] if found else None

    def daily_streak(self, today: date) -> tuple[int, int]:
        """(current, longest) runs of consecutive dates whose daily deal was won; the current run counts if it
        reaches ``today`` or yesterday (today's deal may still be ahead)."""
        rows = self._read("SELECT DISTINCT daily FROM games WHERE daily IS NOT NULL AND result = 'won'")
        won = set()
        for (text,) in rows:
            try:
                won.add(date.fromisoformat(text))
            except (TypeError, ValueError):
                continue  # a hand-edited row: not a date, not a win
        return _current_run(won, today), _longest_run(won)

    def daily_result(self, day: date) -> str | None:
        """The best result of the daily deal of ``day`` (won before anything else), ``None`` if never finished."""
        rows = {
            result
            for (result,) in self._read(
                "SELECT result FROM games WHERE daily = ? AND result != 'in_progress'", (day.isoformat(),)
            )
        }
        for result in FINAL_RESULTS:
            if result in rows:
                return result
        return None

    def set_par(self, code: str, par: int) -> None:
        """Remember the par of a deal code (computed after a game, off the GUI thread)."""
        canonical = DealCode.parse(code).text
        if par < 0:
            raise ValueError("par cannot be negative")
        # REPLACE, not INSERT: a held write that inserts is taken for a new game row (see stats_db._write_held).
        self._write("REPLACE INTO deal_par (code, par) VALUES (?, ?)", (canonical, par))

    def pars(self) -> dict[str, int]:
        """Every par known, by deal code."""
        return {code: int(par) for code, par in self._read("SELECT code, par FROM deal_par")}

    def par(self, code: str) -> int | None:
        rows = self._read("SELECT par FROM deal_par WHERE code = ?", (code,))
        return int(rows[0][0]) if rows else None

    def integrity_ok(self) -> bool:
        return self._read("PRAGMA integrity_check") == [("ok",)]

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


def _current_run(days: set[date], today: date) -> int:
    """The run of won dates that reaches ``today`` or the day before.  Counted in day numbers (ordinals): date
    arithmetic overflows at 0001-01-01 and 9999-12-31, which a hand-edited file or a wrong clock can hold."""
    numbers = {day.toordinal() for day in days}
    day = today.toordinal() if today.toordinal() in numbers else today.toordinal() - 1
    run = 0
    while day in numbers:
        run += 1
        day -= 1
    return run


def _longest_run(days: set[date]) -> int:
    longest = run = 0
    previous = None
    for number in sorted(day.toordinal() for day in days):
        run = run + 1 if previous is not None and number == previous + 1 else 1
        longest = max(longest, run)
        previous = number
    return longest


def _streaks(results: Sequence[str]) -> tuple[int, int]:
    """(current, longest) runs of wins in a chronological list of results."""
    longest = run = 0
    for result in results:
        run = run + 1 if result == WON else 0
        longest = max(longest, run)
    return run, longest
