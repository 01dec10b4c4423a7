"""With passes that never run out a game ends only when the talon is empty, so a game in which no card can be removed
any more goes on for ever (the default rules, seed 000).  After each new round the solver looks, in a worker of its
own, whether another pyramid card can still be removed; once it has proven that none can, the player is told, once a
game, in the "Can I still win?" panel over the board, with the offer to end the game there (it ends only if they
accept).  Part of the assistant (:class:`~pyramid_qt.ui.assist.Assist`), which builds it after the first frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from pyramid_qt.services import solver_bridge
from pyramid_qt.ui.solver_jobs import JobPurpose, SolverRunner
from pyramid_qt.ui.texts import dead_end as dead_end_texts

if TYPE_CHECKING:
    from pyramid_qt.engine import Game
    from pyramid_qt.engine.game import Step
    from pyramid_qt.ui.board.adapter import GameAdapter
    from pyramid_qt.ui.ports import Panels


class DeadEndWatch(QObject):
    def __init__(self, adapter: GameAdapter, panels: Panels, parent: QObject | None = None) -> None:
        """``panels``: the panels over the board (the "Can I still win?" panel is built when there is news)."""
        super().__init__(parent)
        self.adapter = adapter
        self.panels = panels
        self.runner = SolverRunner(self)
        self._asked: tuple[Game, tuple[Step, ...]] | None = None  # the game asked about, and its history then
        self.told = False  # this game's player was told (never twice a game)
        adapter.stockRecycled.connect(self._on_new_round)
        adapter.gameStarted.connect(self._on_game_started)
        adapter.moveUndone.connect(lambda _move: self._cancel())  # the answer would be about a later position

    def _on_game_started(self) -> None:
        self._cancel()
        self.told = False

    def _cancel(self) -> None:
        self._asked = None
        self.runner.cancel()

    def _on_new_round(self) -> None:
        game = self.adapter.game
        if self.told or game.is_over or game.position.passes is not None:
            return
        self._asked = (game, game.history)
        position = game.position
        self.runner.ask(
            JobPurpose.DEAD_END, lambda cancel: solver_bridge.more_removable(position, cancel), self._on_answer
        )

    def _on_answer(self, more: bool | None) -> None:
        asked, self._asked = self._asked, None
        game = self.adapter.game
        if more is not False or asked is None or game.is_over or self.told:
            return
        # Proven for the position asked, it holds for every position play reached from it since (none undone).
        asked_game, history = asked
        if game is not asked_game or game.history[: len(history)] != history:
            return
        self.told = True
        self._show()

    def retranslate(self) -> None:
        """The notice in the new language, if it is shown."""
        if self.panels.check_panel_shows(self):
            self._show()

    def _show(self) -> None:
        game = self.adapter.game
        panel = self.panels.check_panel
        panel.filled_by = self
        panel.set_busy(False)
        panel.set_title(dead_end_texts.title())
        panel.set_body(dead_end_texts.explanation(game.position.pyramid_removed, game.position.game.layout.size))
        panel.set_buttons(
            [(dead_end_texts.end_button(), self._end), (dead_end_texts.keep_playing_button(), panel.hide)],
            escape=panel.hide,
        )
        panel.popup()

    def _end(self) -> None:
        self.panels.check_panel.hide()
        self.adapter.end_game()
