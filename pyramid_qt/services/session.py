"""Keeps the game in progress on disk and in the statistics, so neither quitting nor a crash loses it.

* After every move the window calls :meth:`GameSession.save`: the saved game (atomic file) first, then the
  game's statistics row are brought up to date, each failure on its own (a statistics file that cannot take the
  row never stops the save, nor the other way round).  The row is created at the first move, so a deal the
  player skips without playing is not counted as a game.  A row that is missing or already finished (another
  copy of the game finished it, a reset, a renumbering) gets a new row, so the result is always recorded; the one
  finished row a game keeps is its own win (see below).
* When the game ends (won or lost) :meth:`ended` records the result with how it was played (``extras.how``:
  :mod:`pyramid_qt.engine.result`) and gives the records it beat; an Undo from a loss reopens it, while a win stands.
  A daily deal (``extras.daily``) is recorded with its date for the daily streak.
* Leaving a game in progress (new deal, replay) records it as abandoned; quitting the window only saves, so
  the game resumes at the next start with its statistics row.
* A position is practice and its row says so (kept, never counted).  Play continued after a game's end was recorded
  (from "Where did it go wrong?", or after an Undo from a win) is practice too, and not a game of its own: the
  recorded result stands, nothing of that play is recorded, and leaving it cannot make the game abandoned.
* At start-up :meth:`resume` loads the save; after the first frame :meth:`tidy_stats` marks every other row
  still in progress as abandoned.

The store modules are imported lazily: SQLite must not delay the first frame.  Problems (read-only or full
data folder, damaged files) are collected as message keys in :attr:`problems` for the window to show once.
An error the statistics store raises anyway (it should not: its policy is to succeed in memory) is one more such
problem, ``stats_failed``, never an exception in the window.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from datetime import date
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from pyramid_qt import store
from pyramid_qt.engine import Game, Status
from pyramid_qt.engine.result import Outcome, Practice
from pyramid_qt.engine.scoring import COUNTING_DOWN, Match, game_scores
from pyramid_qt.store.match import MatchStore
from pyramid_qt.store.saved_game import GameExtras, SavedGameStore, WriteFailed

if TYPE_CHECKING:
    from pyramid_qt.engine.result import NewRecord, Records

T = TypeVar("T")
STATS_FAILED = "stats_failed"


class GoalDays(NamedTuple):
    """The daily goals in the statistics: the slots (0-2) met by date, the dates played, the goals' streak."""

    met: dict[date, frozenset[int]]
    played: frozenset[date]
    current_streak: int
    best_streak: int


class GameSession:
    def __init__(self) -> None:
        self.saved = SavedGameStore()
        self.match_store = MatchStore()
        self._stats: Any | None = None
        self.stats_id: int | None = None
        self.problems: list[str] = []
        self._reported: set[str] = set()  # each problem is told once per run, not after every move
        self.closed = False  # the window has closed: what still runs of it (a late solver answer) writes nothing

    @property
    def stats(self) -> Any:
        if self._stats is None:
            self._stats = store.StatsStore(on_problem=self._note)
            if self._stats.unavailable:
                self._note(self._stats.unavailable)
            if self._stats.recovered_from is not None:
                self._note("stats_recovered")
            if self._stats.repaired_values:
                self._note("stats_repaired")
        return self._stats

    def _note(self, key: str) -> None:
        if key not in self.problems and key not in self._reported:
            self.problems.append(key)

    def take_problems(self) -> list[str]:
        problems, self.problems = self.problems, []
        self._reported.update(problems)
        return problems

    # ------------------------------------------------------------------ lifecycle
    def resume(self) -> tuple[Game, float, GameExtras] | None:
        saved = self.saved.load()
        if self.saved.load_problem is not None:
            self._note(self.saved.load_problem)  # damaged (then None), unreadable, or repaired values
        if saved is None:
            return None
        self.stats_id = saved.stats_game_id
        return saved.game, saved.elapsed_seconds, saved.extras

    def tidy_stats(self) -> None:
        """Mark rows left in progress by an earlier run (a crash, or another game) as abandoned, keeping the
        resumed game's row.  Called after the first frame: opening SQLite must not delay start-up."""
        self._stats_call(lambda stats: stats.close_stale_games(self.stats_id), 0)

    def retry_stats(self) -> None:
        """Statistics held in memory because another program locked the file: write them if it let go (the
        window calls this on its clock's timer; cheap when there is nothing to do)."""
        if self._stats is not None and getattr(self._stats, "held", False):
            self._stats_call(lambda stats: stats.retry_held(), False)

    def close(self) -> None:
        """The window closes: statistics still held in memory get one last, bounded, chance to reach the file."""
        if self._stats is not None:
            self._stats_call(lambda stats: stats.close(), None)
            self._stats = None
        self.closed = True

    def load_match(self) -> Match:
        """The running Par Pyramid match (a new one if its file is missing or damaged: told once as a problem)."""
        match = self.match_store.load()
        if self.match_store.problem is not None:
            self._note(self.match_store.problem)
        return match

    def save_match(self, match: Match) -> None:
        """Keep the running match (a failed write is told once as a problem; the match goes on in memory)."""
        if self.closed:
            return
        self.match_store.save(match)
        if self.match_store.problem is not None:
            self._note(self.match_store.problem)

    def known_par(self, code: str) -> int | None:
        """The par kept in the statistics for a deal code (None: not known, or the statistics failed or closed)."""
        return None if self.closed else self._stats_call(lambda stats: stats.par(code), None)

    def records_to_beat(self, code: str) -> Records | None:
        """The records of a deal code (its wins on their own), ``None`` if the statistics failed or closed."""
        return None if self.closed else self._stats_call(lambda stats: stats.deal_records(code), None)

    def keep_par(self, code: str, par: int) -> None:
        """Keep a proven par in the statistics (nothing once the window has closed)."""
        if not self.closed:
            self._stats_call(lambda stats: stats.set_par(code, par), None)

    def keep_goal_met(self, day: date, slot: int, goal: str) -> None:
        """Keep a daily goal met in the statistics (nothing once the window has closed)."""
        if not self.closed:
            self._stats_call(lambda stats: stats.set_goal_met(day, slot, goal), None)

    def goal_days(self, today: date) -> GoalDays | None:
        """The daily goals met, the days played and the goals' streak (``None``: the statistics failed or closed)."""
        if self.closed:
            return None

        def read(stats: Any) -> GoalDays:
            return GoalDays(stats.goals_met(), frozenset(stats.daily_days_played()), *stats.goal_streak(today))

        return self._stats_call(read, None)

    def _stats_call(self, call: Callable[[Any], T], failed: T) -> T:
        """``call(self.stats)``; an error is told once (``stats_failed``) and gives ``failed``."""
        try:
            return call(self.stats)
        except Exception as error:
            if not isinstance(error, store.STATS_ERRORS):  # read here: SQLite is not loaded before the first frame
                raise
            self._note(STATS_FAILED)
            return failed

    def begin(self, game: Game, extras: GameExtras) -> None:
        """A new game is on the board (its statistics row waits for the first move)."""
        self.stats_id = None
        self._write_save(game, 0.0, extras)

    def save(self, game: Game, elapsed: float, extras: GameExtras) -> None:
        """Save the game, then bring its statistics row up to date (each failure on its own)."""
        if self.stats_id is not None and self._stats is not None:
            self.stats_id = self._stats.current_id(self.stats_id)
        self._write_save(game, elapsed, extras)
        if game.moves > 0 and not game.is_over and _has_a_row(extras):
            self._record_progress(game, elapsed, extras)

    def _record_progress(self, game: Game, elapsed: float, extras: GameExtras) -> None:
        counters = _counters(game, elapsed, extras)
        mode = extras.how.mode
        if self.stats_id is not None and self._stats_call(
            lambda s: s.update_game(self.stats_id, mode, **counters), True
        ):
            return
        if self._own_win(game):
            return  # an Undo from its win, then play: practice, the row stays won (the window marks it practice)
        # No row yet, or its row is gone or finished elsewhere: this game gets a row of its own.
        self._new_row(game, extras)
        if self.stats_id is not None:
            self._stats_call(lambda s: s.update_game(self.stats_id, mode, **counters), True)
            self._write_save(game, elapsed, extras)  # the save names its new row

    def save_time(self, game: Game, elapsed: float, extras: GameExtras) -> None:
        """Only the saved game, for its time while the clock runs (the statistics row follows at the next move)."""
        self._write_save(game, elapsed, extras)

    def ended(self, game: Game, elapsed: float, extras: GameExtras) -> list[NewRecord]:
        """The game was just won or lost: the save first, then the result (in a new row if its row is gone); the
        records it beat."""
        self.save(game, elapsed, extras)
        if game.status is Status.PLAYING or not _has_a_row(extras):
            return []
        outcome = Outcome.WON if game.status is Status.WON else Outcome.LOST
        mode = extras.how.mode
        counters = _counters(game, elapsed, extras)
        if self.stats_id is None or not self._stats_call(
            lambda s: s.finish_game(self.stats_id, outcome, mode, **counters), True
        ):
            if self._own_win(game):
                return []  # won before: the first win stands
            self._new_row(game, extras)
            if self.stats_id is None:
                return []
            self._stats_call(lambda s: s.finish_game(self.stats_id, outcome, mode, **counters), True)
            self._write_save(game, elapsed, extras)
        scores = game_scores(game)  # under every system, so each keeps its records whichever the player shows
        self._stats_call(lambda s: s.set_scores(self.stats_id, scores), None)
        return self._stats_call(lambda s: s.new_records(self.stats_id, counting_down=COUNTING_DOWN), [])

    def _own_win(self, game: Game) -> bool:
        """The game's row is its own earlier win (not a row gone, or finished by another copy of the game)."""
        if self.stats_id is None:
            return False
        record = self._stats_call(lambda s: s.game(self.stats_id), None)
        code = None if game.code is None else game.code.text
        return record is not None and record.result == Outcome.WON.value and record.code == code

    def _new_row(self, game: Game, extras: GameExtras) -> None:
        code = None if game.code is None else game.code.text
        rules, daily, mode = None if code else game.rules.field, extras.daily, extras.how.mode
        played = game.position.game.key
        self.stats_id = self._stats_call(lambda s: s.start_game(code, rules, daily=daily, mode=mode, game=played), None)

    def reopened(self) -> None:
        """An undo took a finished game back into play."""
        if self.stats_id is not None:
            self._stats_call(lambda s: s.reopen_game(self.stats_id), False)

    def leave(self, game: Game, elapsed: float, extras: GameExtras) -> None:
        """The player turns to another game: one still in progress counts as abandoned."""
        try:
            self.saved.clear()
        except WriteFailed as error:
            self._note(error.key)
        if self.stats_id is not None and game.status is Status.PLAYING and _has_a_row(extras):
            counters = _counters(game, elapsed, extras)
            mode = extras.how.mode
            self._stats_call(lambda s: s.finish_game(self.stats_id, Outcome.ABANDONED, mode, **counters), False)
        self.stats_id = None

    def _write_save(self, game: Game, elapsed: float, extras: GameExtras) -> None:
        try:
            self.saved.save(game, elapsed, self.stats_id, extras)
        except WriteFailed as error:
            self._note(error.key)


def _has_a_row(extras: GameExtras) -> bool:
    """The game is recorded: a deal's game, or a position (practice, kept apart); play continued after a recorded end
    is not a game of its own."""
    return extras.practice in (None, Practice.POSITION)


def _counters(game: Game, elapsed: float, extras: GameExtras) -> dict[str, float]:
    """The row's counters, each a sound number (the extras were checked when read: GameExtras.from_json)."""
    return {
        "active_seconds": round(elapsed, 3) if math.isfinite(elapsed) and elapsed >= 0 else 0.0,
        "moves": max(0, game.moves),
        "undos": max(0, game.undos),
        "hints_used": extras.hints_used,
        "checks_used": extras.checks_used,
        "rewinds_used": extras.rewinds_used,
        "demo_moves": extras.demo_moves,
        "score": game.score,
        "pyramid_removed": game.position.pyramid_removed,
    }
