"""Keeps the game in progress on disk and in the statistics, so neither quitting nor a crash loses it.

* After every move the window calls :meth:`GameSession.save`: the saved game (atomic file) and the game's
  statistics row are brought up to date.  The row is created at the first move, so a deal the player skips
  without playing is not counted as a game.
* When the game ends (won or lost) :meth:`ended` records the result; an Undo from a loss reopens it, while a win
  stands (winning it again may only better its time and moves).
* Leaving a game in progress (new deal, replay) records it as abandoned; quitting the window only saves, so
  the game resumes at the next start with its statistics row.
* At start-up :meth:`resume` loads the save; after the first frame :meth:`tidy_stats` marks every other row
  still in progress as abandoned.

The store modules are imported lazily: SQLite must not delay the first frame.  Problems (read-only or full
data folder, damaged files) are collected as message keys in :attr:`problems` for the window to show once.
"""

from __future__ import annotations

from typing import Any

from pyramid_qt.engine import Game, Status


class GameSession:
    def __init__(self) -> None:
        from pyramid_qt.store.saved_game import SavedGameStore

        self.saved = SavedGameStore()
        self._stats: Any | None = None
        self.stats_id: int | None = None
        self.problems: list[str] = []
        self._reported: set[str] = set()  # each problem is told once per run, not after every move

    @property
    def stats(self) -> Any:
        if self._stats is None:
            from pyramid_qt.store.stats import StatsStore

            self._stats = StatsStore(on_problem=self._note)
            if self._stats.unavailable:
                self._note(self._stats.unavailable)
            if self._stats.recovered_from is not None:
                self._note("stats_recovered")
        return self._stats

    def _note(self, key: str) -> None:
        if key not in self.problems and key not in self._reported:
            self.problems.append(key)

    def take_problems(self) -> list[str]:
        problems, self.problems = self.problems, []
        self._reported.update(problems)
        return problems

    # ------------------------------------------------------------------ lifecycle
    def resume(self) -> tuple[Game, float, dict[str, Any]] | None:
        saved = self.saved.load()
        if saved is None and self.saved.load_problem is not None:
            self._note(self.saved.load_problem)
        if saved is None:
            return None
        self.stats_id = saved.stats_game_id
        return saved.game, saved.elapsed_seconds, dict(saved.extra)

    def tidy_stats(self) -> None:
        """Mark rows left in progress by an earlier run (a crash, or another game) as abandoned, keeping the
        resumed game's row.  Called after the first frame: opening SQLite must not delay start-up."""
        self.stats.close_stale_games(self.stats_id)

    def begin(self, game: Game, extra: dict[str, Any]) -> None:
        """A new game is on the board (its statistics row waits for the first move)."""
        self.stats_id = None
        self._write_save(game, 0.0, extra)

    def save(self, game: Game, elapsed: float, extra: dict[str, Any]) -> None:
        if self.stats_id is None and game.moves > 0:
            code = None if game.code is None else game.code.text
            self.stats_id = self.stats.start_game(code, None if code else game.rules.field)
        if self.stats_id is not None:
            self.stats.update_game(self.stats_id, **_counters(game, elapsed, extra))
        self._write_save(game, elapsed, extra)

    def ended(self, game: Game, elapsed: float, extra: dict[str, Any]) -> None:
        """The game was just won or lost."""
        self.save(game, elapsed, extra)
        if self.stats_id is not None and game.status is not Status.PLAYING:
            result = "won" if game.status is Status.WON else "lost"
            counters = _counters(game, elapsed, extra)
            finished = self.stats.finish_game(self.stats_id, result, **counters)
            if not finished and game.status is Status.WON:  # won before, an Undo, won again: the better figures
                self.stats.better_win(self.stats_id, counters["active_seconds"], game.moves)

    def reopened(self) -> None:
        """An undo took a finished game back into play."""
        if self.stats_id is not None:
            self.stats.reopen_game(self.stats_id)

    def leave(self, game: Game, elapsed: float, extra: dict[str, Any]) -> None:
        """The player turns to another game: one still in progress counts as abandoned."""
        if self.stats_id is not None and game.status is Status.PLAYING:
            self.stats.finish_game(self.stats_id, "abandoned", **_counters(game, elapsed, extra))
        self.stats_id = None
        from pyramid_qt.store.saved_game import WriteFailed

        try:
            self.saved.clear()
        except WriteFailed as error:
            self._note(error.key)

    def _write_save(self, game: Game, elapsed: float, extra: dict[str, Any]) -> None:
        from pyramid_qt.store.saved_game import WriteFailed

        try:
            self.saved.save(game, elapsed, self.stats_id, extra)
        except WriteFailed as error:
            self._note(error.key)


def _counters(game: Game, elapsed: float, extra: dict[str, Any]) -> dict[str, float]:
    return {
        "active_seconds": round(elapsed, 3),
        "moves": game.moves,
        "undos": game.undos,
        "hints_used": int(extra.get("hints", 0)),
        "checks_used": int(extra.get("checks", 0)),
        "score": game.score,
        "pyramid_removed": game.position.pyramid_removed,
    }
