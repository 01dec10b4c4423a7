"""What the game says to a screen reader as it is played: each move's result, draws, passes, undo and redo, the
selection, hints and the start of a deal, from the engine adapter's typed signals (never from widget texts).

Errors, the end of a game and the solver's verdicts are notices the window shows (the toast, the end and check
panels); the window has the :class:`~pyramid_qt.ui.accessibility.announcer.Announcer` say those as they appear.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from pyramid_qt.engine import Card, Move, MoveKind, Position
from pyramid_qt.ui.accessibility import spoken as texts
from pyramid_qt.ui.board.speeds import PositionChange

if TYPE_CHECKING:
    from pyramid_qt.ui.accessibility.announcer import Announcer
    from pyramid_qt.ui.board.adapter import GameAdapter
    from pyramid_qt.ui.board.play_controller import PlayController


def freed_cards(before: Position, after: Position) -> list[Card]:
    """The cards that can be played now and could not before, in reading order."""
    return [card for card in after.cards_on_table() if after.is_playable(card) and not before.is_playable(card)]


def free_cards(position: Position) -> list[Card]:
    return [card for card in position.cards_on_table() if position.is_playable(card)]


class Narrator(QObject):
    def __init__(
        self, adapter: GameAdapter, controller: PlayController, announcer: Announcer, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.adapter = adapter
        self.controller = controller
        self.announcer = announcer
        self._before = adapter.position  # the position the next move is played from
        self._selected: Card | None = None  # the selection last said
        self._moved = False  # a move was said since the selection was last looked at
        self._selection_timer = QTimer(self)
        self._selection_timer.setSingleShot(True)
        self._selection_timer.setInterval(0)
        self._selection_timer.timeout.connect(self._say_selection)
        adapter.positionChanged.connect(self._on_position_changed)
        adapter.movePlayed.connect(self._on_played)
        adapter.moveRedone.connect(self._on_redone)
        adapter.moveUndone.connect(self._on_undone)
        controller.selectionChanged.connect(self._selection_timer.start)

    # ------------------------------------------------------------------ moves
    def move_result(self, move: Move, before: Position, after: Position) -> str:
        if move.is_removal:
            return texts.removed_text(move.cards, freed_cards(before, after))
        if move.kind is MoveKind.DRAW:
            drawn = [card for card in before.stock[: before.draw_count]]
            return texts.drawn_text(drawn, len(after.stock))
        return texts.recycled_text(after.pass_number, after.passes)

    def _on_played(self, move: Move) -> None:
        self._say_move(self.move_result(move, self._before, self.adapter.position))

    def _on_redone(self, move: Move) -> None:
        self._say_move(texts.redone_text(self.move_result(move, self._before, self.adapter.position)))

    def _on_undone(self, move: Move) -> None:
        self._say_move(texts.undone_text(move))

    def _say_move(self, text: str) -> None:
        self._before = self.adapter.position
        self._moved = True
        self.announcer.say(text)

    def _on_position_changed(self, kind: PositionChange) -> None:
        position = self.adapter.position
        if kind in (PositionChange.NEW, PositionChange.RESUME):
            code = self.adapter.game.code
            self._selected = None
            self.announcer.say(texts.new_deal_text(None if code is None else code.text, free_cards(position)))
        if kind in (PositionChange.NEW, PositionChange.RESUME, PositionChange.UNDO):
            # A move's own change is followed by its signal, which still needs the position before it; undo_to
            # (back to the last winnable step) sends no move signal at all.
            self._before = position

    # ------------------------------------------------------------------ the selection
    def _say_selection(self) -> None:
        selected = self.controller.selection.selected
        moved, self._moved = self._moved, False
        previous, self._selected = self._selected, selected
        if selected == previous:
            return
        if selected is not None:
            self.announcer.say(texts.selected_text(selected, self.adapter.position.partners(selected)))
        elif previous is not None and not moved and self.adapter.position.locate(previous) is not None:
            self.announcer.say(texts.unselected_text(previous))

    # ------------------------------------------------------------------ hints
    def say_hint(self, move: Move | None) -> None:
        """The hint's move (the solver's answer; ``None``: no hint, which the questions say themselves)."""
        if move is None:
            return
        self.announcer.say(texts.hint_text(move))
