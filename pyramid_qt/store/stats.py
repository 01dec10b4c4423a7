"""Game statistics in SQLite: one row per game, aggregates per rule set and per deal.

File: ``<data dir>/statistics.sqlite3`` (see :mod:`pyramid_qt.store.user_files`).

The file and its failure policy are :mod:`pyramid_qt.store.stats_db`; this module is the games table's meaning:
recording games, the aggregates and the CSV export.

What a result counts for is :mod:`pyramid_qt.engine.result`'s: every aggregate here filters rows with conditions
built from its rules (:data:`COUNTED`, :data:`COUNTED_WIN`, :data:`RECORD_WIN`), never with rules of its own.

Rows: ``id`` (AUTOINCREMENT, never reused, so a saved game's id cannot point at a newer game after a reset),
``code`` (deal code text, NULL for a position), ``rules`` (the rules field, e.g. ``"W1"``), ``deal_number`` (NULL for
positions), ``started_at`` / ``updated_at`` / ``ended_at`` (ISO 8601 UTC), ``active_seconds``, ``moves``, ``undos``,
the help by kind (``hints_used``, ``checks_used``, ``rewinds_used``, ``demo_moves``), ``score``, ``pyramid_removed``,
``result`` (an :class:`~pyramid_qt.engine.result.Outcome` value or ``in_progress``), ``mode`` (a
:class:`~pyramid_qt.engine.result.Mode` value: ``own``, ``assisted``, ``practice``) and ``daily`` (the date,
``YYYY-MM-DD``, of a daily deal; NULL for other games).  ``deal_par`` keeps the par of each deal code once computed;
``game_scores`` a game's score under each scoring system (by the system's id).  ``game`` is the key of the game played
(:mod:`pyramid_qt.engine.games`, ``PYR`` for Pyramid and for every row written before there were other games).

Aggregates count finished games that are not practice.  Streaks, the recent results and "last played first" follow
the order games were played in (their ids: one game runs at a time, and an id is never reused), never the wall
clock, which can be wrong by years (a game stamped in 2056, then a loss stamped today, still ends the streak).
Daily deals have their own streak: consecutive calendar dates whose daily deal was won; any date ``datetime.date``
holds counts, 0001-01-01 and 9999-12-31 included.  A *perfect* game is a win on its own in no more moves than its
deal's par (read from ``deal_par`` when the aggregate is asked, so a par proven after the game still counts it).
Records (fewest moves, best time, best score under each system) are those of wins on their own, per deal and per
rule set of a game (:mod:`pyramid_qt.store.stats_records`).  Every aggregate of a rule set is of one game's rule set
(Pyramid's unless said): Giza and Pharaohs play under ``N`` as Pyramid's default does, and never count as it.
"""

from __future__ import annotations

import csv
import io
from dataclasses import astuple, dataclass, fields
from datetime import date
from pathlib import Path

from pyramid_qt.engine import result as results
from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.games import ENGINE_GAMES
from pyramid_qt.engine.result import Aids, Mode, Outcome
from pyramid_qt.engine.rules import RuleSet
from pyramid_qt.store.atomic import write_atomic
from pyramid_qt.store.stats_goals import GoalsMixin, current_run, longest_run
from pyramid_qt.store.stats_records import (
    COUNTED,
    COUNTED_WIN,
    HELPED_WIN,
    RECORD_WIN,
    RecordsMixin,
    finished_filter,
)
from pyramid_qt.store.stats_schema import PYRAMID_KEY

WON = Outcome.WON.value
LOST = Outcome.LOST.value
ABANDONED = Outcome.ABANDONED.value
IN_PROGRESS = "in_progress"
FINAL_RESULTS = tuple(outcome.value for outcome in Outcome)

COUNTERS = (
    "active_seconds",
    "moves",
    "undos",
    "hints_used",
    "checks_used",
    "rewinds_used",
    "demo_moves",
    "score",
    "pyramid_removed",
)


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
    rewinds_used: int
    demo_moves: int
    score: int
    pyramid_removed: int
    result: str
    mode: str
    daily: str | None = None
    game: str = PYRAMID_KEY

    @property
    def outcome(self) -> Outcome | None:
        """How it ended, ``None`` while in progress."""
        return None if self.result == IN_PROGRESS else Outcome(self.result)

    @property
    def play_mode(self) -> Mode:
        return Mode(self.mode)

    @property
    def aids(self) -> Aids:
        return Aids(self.hints_used, self.checks_used, self.rewinds_used, self.demo_moves)


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
    best_seconds: float | None  # the best time, average time and fewest moves of wins on their own (records)
    average_seconds: float | None
    fewest_moves: int | None
    perfect: int = 0  # won on its own in par moves (the deal's par known)
    won_with_help: int = 0  # of ``won``, the assisted wins
    game: str = PYRAMID_KEY  # the key of the game whose rule set this is

    @property
    def win_rate(self) -> float | None:
        """Won / played in 0..1, ``None`` before the first game."""
        return self.won / self.played if self.played else None


@dataclass(frozen=True, slots=True)
class DealStats:
    """One deal code: its counted games and wins, the records of its wins on their own; ``won_with_help``: its
    assisted wins, ``daily``: the latest date it was the daily deal (ISO), ``None`` if it never was."""

    code: str
    rules: str
    deal_number: int | None
    played: int
    won: int
    best_seconds: float | None
    fewest_moves: int | None
    last_played: str
    won_with_help: int = 0
    daily: str | None = None


class StatsStore(RecordsMixin, GoalsMixin):
    """The games table: record games, read the aggregates, export CSV (the file itself: :class:`StatsDatabase`)."""

    # ------------------------------------------------------------------ writing
    def start_game(
        self,
        code: str | None,
        rules_field: str | None = None,
        deal_number: int | None = None,
        daily: date | None = None,
        mode: Mode = Mode.OWN,
        game: str | None = None,
    ) -> int:
        """Record a new game in progress; return its id (keep it beside the saved game).

        With a deal code the rules field and deal number are read from it (and the code stored in its
        canonical form, so per-deal bests group correctly); a custom position passes ``code=None`` and its
        rules field.  A malformed code raises :class:`~pyramid_qt.engine.deal.DealCodeError`, a malformed
        rules field :class:`~pyramid_qt.engine.rules.RulesError` (both ``ValueError``).  ``daily``: the date whose
        daily deal this game is; ``mode``: how it is played so far (a position is always practice); ``game``: the key
        of the game a position is of (Pyramid unless said; a deal code names its own game).
        """
        if code is not None:
            parsed = DealCode.parse(code, ENGINE_GAMES)
            code = parsed.text
            if game is not None and game != parsed.game.key:
                raise ValueError(f"the code {code} is not of the game {game!r}")
            game = parsed.game.key
            rules_field = parsed.rules.field if rules_field is None else rules_field
            deal_number = parsed.number if deal_number is None else deal_number
        if rules_field is None:
            raise ValueError("a game without a deal code needs its rules field")
        rules_field = RuleSet.from_field(rules_field).field  # canonical, so aggregates group correctly
        game = PYRAMID_KEY if game is None else game
        if game not in ENGINE_GAMES:
            raise ValueError(f"no game is called {game!r}")
        if code is None:
            mode = Mode.PRACTICE
        now = self._now()
        cursor = self._write(
            "INSERT INTO games (game, code, rules, deal_number, started_at, updated_at, daily, mode)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (game, code, rules_field, deal_number, now, now, None if daily is None else daily.isoformat(), mode.value),
        )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    def update_game(self, game_id: int, mode: Mode | None = None, **counters: float) -> bool:
        """Store the counters (and how it is played so far) of a game in progress; ``False`` when it is not in progress
        (or unknown)."""
        assignments, values = _counter_assignments(counters, mode)
        cursor = self._write(
            f"UPDATE games SET {assignments} updated_at = ? WHERE id = ? AND result = 'in_progress'",
            (*values, self._now(), game_id),
            (len(values) + 1,),
        )
        return cursor.rowcount == 1

    def finish_game(self, game_id: int, result: Outcome | str, mode: Mode | None = None, **counters: float) -> bool:
        """End a game in progress as won, lost or abandoned (an :class:`Outcome` or its word); ``False`` if it was not
        in progress."""
        word = result.value if isinstance(result, Outcome) else result
        if word not in FINAL_RESULTS:
            raise ValueError(f"result must be one of {FINAL_RESULTS}, not {result!r}")
        assignments, values = _counter_assignments(counters, mode)
        now = self._now()
        cursor = self._write(
            f"UPDATE games SET {assignments} result = ?, ended_at = ?, updated_at = ?"
            " WHERE id = ? AND result = 'in_progress'",
            (*values, word, now, now, game_id),
            (len(values) + 3,),
        )
        return cursor.rowcount == 1

    def reopen_game(self, game_id: int) -> bool:
        """Put a lost or abandoned game back in progress (the player pressed Undo on the end panel).

        A win stands (:attr:`~pyramid_qt.engine.result.GameResult.reopens_on_undo`): its time and moves are the
        deal's figures, and play after an Undo from it is practice."""
        cursor = self._write(
            "UPDATE games SET result = 'in_progress', ended_at = NULL, updated_at = ?"
            " WHERE id = ? AND result NOT IN ('in_progress', 'won') AND mode != 'practice'",
            (self._now(), game_id),
            (1,),
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

    def reset(self, rules_field: str | None = None, game: str = PYRAMID_KEY) -> int:
        """Delete finished games (of one rule set of ``game``, or all of every game) with their scores; a game in
        progress keeps its row."""
        if rules_field is None:
            cursor = self._write("DELETE FROM games WHERE result != 'in_progress'", ())
        else:
            cursor = self._write(
                "DELETE FROM games WHERE result != 'in_progress' AND game = ? AND rules = ?", (game, rules_field)
            )
        self._write("DELETE FROM game_scores WHERE game_id NOT IN (SELECT id FROM games)", ())
        return cursor.rowcount

    # ------------------------------------------------------------------ reading
    def game(self, game_id: int) -> GameRecord | None:
        rows = self._read(f"SELECT {_COLUMNS} FROM games WHERE id = ?", (self.current_id(game_id),))
        return GameRecord(*rows[0]) if rows else None

    def games(self) -> list[GameRecord]:
        """Every row, oldest first."""
        return [GameRecord(*row) for row in self._read(f"SELECT {_COLUMNS} FROM games ORDER BY id")]

    def recent_results(
        self, limit: int = 50, rules_field: str | None = None, game: str | None = None
    ) -> list[GameRecord]:
        """The last ``limit`` counted games (of one rule set of a game, of one game, or all), in the order they were
        played."""
        where, parameters = finished_filter(rules_field, game)
        rows = self._read(f"SELECT {_COLUMNS} FROM games {where} ORDER BY id DESC LIMIT ?", (*parameters, limit))
        return [GameRecord(*row) for row in reversed(rows)]

    def rules_fields(self, game: str = PYRAMID_KEY) -> list[str]:
        """Rule sets of ``game`` (Pyramid unless said) that have counted games, most played first."""
        rows = self._read(
            f"SELECT rules FROM games WHERE {COUNTED} AND game = ? GROUP BY rules ORDER BY COUNT(*) DESC, rules",
            (game,),
        )
        return [rules for (rules,) in rows]

    def games_played(self) -> list[str]:
        """The keys of the games that have counted games, most played first."""
        rows = self._read(f"SELECT game FROM games WHERE {COUNTED} GROUP BY game ORDER BY COUNT(*) DESC, game")
        return [game for (game,) in rows]

    def summary(self, rules_field: str, game: str = PYRAMID_KEY) -> RulesSummary:
        where, parameters = finished_filter(rules_field, game)
        ((played, won, lost, abandoned, best, average, fewest, perfect, helped),) = self._read(
            f"""
            SELECT COUNT(*),
                   COALESCE(SUM({COUNTED_WIN}), 0),
                   COALESCE(SUM(result = 'lost'), 0),
                   COALESCE(SUM(result = 'abandoned'), 0),
                   MIN(CASE WHEN {RECORD_WIN} THEN active_seconds END),
                   AVG(CASE WHEN {RECORD_WIN} THEN active_seconds END),
                   MIN(CASE WHEN {RECORD_WIN} THEN moves END),
                   COALESCE(SUM({RECORD_WIN}
                                AND moves <= (SELECT par FROM deal_par WHERE deal_par.code = games.code)), 0),
                   COALESCE(SUM({HELPED_WIN}), 0)
            FROM games {where}
            """,
            parameters,
        )
        played_results = self._read(f"SELECT result, mode FROM games {where} ORDER BY id", parameters)
        current, longest = results.streaks((Outcome(result), Mode(mode)) for result, mode in played_results)
        return RulesSummary(
            rules_field, played, won, lost, abandoned, current, longest, best, average, fewest, perfect, helped, game
        )

    def summaries(self, game: str = PYRAMID_KEY) -> list[RulesSummary]:
        """The summary of each rule set of ``game`` that has counted games."""
        return [self.summary(rules, game) for rules in self.rules_fields(game)]

    def deal_stats(
        self, rules_field: str | None = None, *, code: str | None = None, game: str | None = None
    ) -> list[DealStats]:
        """Per deal code: games played and won, best time and fewest moves; most recently played first."""
        where, parameters = finished_filter(rules_field, game)
        if code is not None:
            where, parameters = f"{where} AND code = ?", (*parameters, code)
        rows = self._read(
            f"""
            SELECT code, rules, deal_number, COUNT(*), COALESCE(SUM({COUNTED_WIN}), 0),
                   MIN(CASE WHEN {RECORD_WIN} THEN active_seconds END),
                   MIN(CASE WHEN {RECORD_WIN} THEN moves END),
                   MAX(ended_at),
                   COALESCE(SUM({HELPED_WIN}), 0),
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
        rows = self._read(f"SELECT DISTINCT daily FROM games WHERE daily IS NOT NULL AND {COUNTED_WIN}")
        won = set()
        for (text,) in rows:
            try:
                won.add(date.fromisoformat(text))
            except (TypeError, ValueError):
                continue  # a hand-edited row: not a date, not a win
        return current_run(won, today), longest_run(won)

    def daily_result(self, day: date) -> str | None:
        """The best result of the daily deal of ``day`` (won before anything else), ``None`` if never finished."""
        rows = {
            result
            for (result,) in self._read(f"SELECT result FROM games WHERE daily = ? AND {COUNTED}", (day.isoformat(),))
        }
        for result in FINAL_RESULTS:
            if result in rows:
                return result
        return None

    def set_par(self, code: str, par: int) -> None:
        """Remember the par of a deal code (computed after a game, off the GUI thread)."""
        canonical = DealCode.parse(code, ENGINE_GAMES).text
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
        """Write every game as CSV, practice included (header: the :class:`GameRecord` fields, then ``score:<system>``
        for each scoring system a game has a score under); raise ``WriteFailed`` on I/O errors."""
        scores = self.all_scores()
        systems = sorted({system for by_system in scores.values() for system in by_system})
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow([*(field.name for field in fields(GameRecord)), *(f"score:{system}" for system in systems)])
        for record in self.games():
            own = scores.get(record.id, {})
            writer.writerow(
                [*("" if value is None else value for value in astuple(record)), *(own.get(s, "") for s in systems)]
            )
        write_atomic(path, buffer.getvalue().encode("utf-8"))


# ---------------------------------------------------------------------- helpers
_COLUMNS = ", ".join(field.name for field in fields(GameRecord))


def _counter_assignments(counters: dict[str, float], mode: Mode | None = None) -> tuple[str, list[object]]:
    unknown = set(counters) - set(COUNTERS)
    if unknown:
        raise TypeError(f"unknown game counters: {', '.join(sorted(unknown))}")
    names = [name for name in COUNTERS if name in counters]
    assignments = "".join(f"{name} = ?, " for name in names)
    values: list[object] = [counters[name] for name in names]
    if mode is not None:
        # A game recorded without a deal code is a position: practice whatever it is told.
        assignments += "mode = CASE WHEN code IS NULL THEN 'practice' ELSE ? END, "
        values.append(mode.value)
    return assignments, values
