"""Keeps the game in progress on disk and in the statistics, so neither quitting nor a crash loses it.

After every move the window calls :meth:`GameSession.save`; leaving a game (new deal, replay, quit) calls
:meth:`GameSession.leave`, which records its result (won, lost, or abandoned) in the statistics.  The saved
game and the statistics row id travel together in the one atomically written file.  The store modules are
imported lazily (the SQLite statistics must not delay the first frame).
"""

from __future__ import annotations

import logging
from typing import Any

from pyramid_qt.engine import Game, Status

log = logging.getLogger(__name__)


class GameSession:
    def __init__(self) -> None:
        from pyramid_qt.store.saved_game import SavedGameStore

        self.saved = SavedGameStore()
        self.stats: Any | None = None
        self.stats_id: int | None = None
        self.problem: str | None = None  # message key of the last failed write (shown once by the window)

    # ------------------------------------------------------------------ statistics (lazy)
    def _stats_store(self) -> Any | None:
        if self.stats is None:
            try:
                from pyramid_qt.store.stats import StatsStore
            except ImportError:  # TODO: integrate when store/stats.py lands
                return None
            try:
                self.stats = StatsStore()
            except Exception as error:  # noqa: BLE001 (statistics trouble must never stop play)
                log.warning("statistics unavailable: %s", error)
                return None
        return self.stats

    # ------------------------------------------------------------------ lifecycle
    def resume(self) -> tuple[Game, float, dict[str, Any]] | None:
        saved = self.saved.load()
        if saved is None:
            self.problem = self.saved.load_problem
            return None
        self.stats_id = saved.stats_game_id
        return saved.game, saved.elapsed_seconds, dict(saved.extra)

    def begin(self, game: Game, extra: dict[str, Any]) -> None:
        """A new game starts (not a resumed one)."""
        self.stats_id = None
        stats = self._stats_store()
        if stats is not None and game.code is not None:
            try:
                self.stats_id = stats.start_game(game.code.text)
            except Exception as error:  # noqa: BLE001
                log.warning("could not record the game start: %s", error)
        self.save(game, 0.0, extra)

    def save(self, game: Game, elapsed: float, extra: dict[str, Any]) -> None:
        from pyramid_qt.store.saved_game import WriteFailed

        try:
            self.saved.save(game, elapsed, self.stats_id, extra)
        except WriteFailed as error:
            self.problem = error.key
        stats = self._stats_store()
        if stats is not None and self.stats_id is not None:
            try:
                stats.update_game(self.stats_id, **_stats_fields(game, elapsed, extra))
            except Exception as error:  # noqa: BLE001
                log.warning("could not update the statistics: %s", error)

    def leave(self, game: Game, elapsed: float, extra: dict[str, Any]) -> None:
        """The player leaves this game: record how it ended and forget the save."""
        stats = self._stats_store()
        if stats is not None and self.stats_id is not None and game.moves > 0:
            result = {Status.WON: "won", Status.LOST: "lost"}.get(game.status, "abandoned")
            try:
                stats.finish_game(self.stats_id, result=result, **_stats_fields(game, elapsed, extra))
            except Exception as error:  # noqa: BLE001
                log.warning("could not record the game result: %s", error)
        self.stats_id = None
        try:
            self.saved.clear()
        except OSError as error:
            log.warning("could not clear the saved game: %s", error)


def _stats_fields(game: Game, elapsed: float, extra: dict[str, Any]) -> dict[str, Any]:
    return {
        "seconds": elapsed,
        "moves": game.moves,
        "undos": game.undos,
        "score": game.score,
        "pyramid_removed": game.position.pyramid_removed,
        "hints": int(extra.get("hints", 0)),
        "checks": int(extra.get("checks", 0)),
    }
