"""The thin Qt face of the engine's :class:`Game`: it plays what it is asked and says what happened.

Everything the UI shows follows from these signals; no rule is decided here (the engine refuses or plays).
``positionChanged(kind)`` names the kind of change (a :class:`~pyramid_qt.ui.board.speeds.PositionChange`) so the
board can pick an animation.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from pyramid_qt.engine import Game, IllegalMoveError, Move, MoveKind, Position, Refusal, Status
from pyramid_qt.ui.board.speeds import PositionChange

_KIND_OF_MOVE = {
    MoveKind.REMOVE_KING: PositionChange.REMOVE,
    MoveKind.REMOVE_PAIR: PositionChange.REMOVE,
    MoveKind.DRAW: PositionChange.DRAW,
    MoveKind.RECYCLE: PositionChange.RECYCLE,
}


class GameAdapter(QObject):
    gameStarted = Signal()  # a new game object (new deal, replay, resume)
    positionChanged = Signal(object)  # a PositionChange
    cardsRemoved = Signal(list)  # the removed Card objects
    cardDrawn = Signal(list)  # the drawn Card objects
    stockRecycled = Signal()
    moveUndone = Signal(object)  # the Move taken back
    moveRedone = Signal(object)
    movePlayed = Signal(object)  # any Move played by the player (not redo)
    countersChanged = Signal()
    gameWon = Signal()
    gameLost = Signal()
    refused = Signal(object)  # the Refusal: the window says why in its own words

    def __init__(self, game: Game, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self._auto_kings = False

    @property
    def auto_kings(self) -> bool:
        """The player's "Remove Kings automatically": every game put in play gets it (the engine removes them)."""
        return self._auto_kings

    @auto_kings.setter
    def auto_kings(self, on: bool) -> None:
        self._auto_kings = on
        self._game.auto_kings = on

    # ------------------------------------------------------------------ state
    @property
    def game(self) -> Game:
        return self._game

    @property
    def position(self) -> Position:
        return self._game.position

    def set_game(self, game: Game, *, resumed: bool = False) -> None:
        """Put ``game`` in play: a new deal or replay (dealt with an animation) or a ``resumed`` saved game."""
        self._game = game
        game.auto_kings = self._auto_kings
        self.gameStarted.emit()
        self.positionChanged.emit(PositionChange.RESUME if resumed else PositionChange.NEW)
        self.countersChanged.emit()
        self._announce_end()

    # ------------------------------------------------------------------ actions
    def play(self, move: Move) -> bool:
        """Play ``move``; on refusal emit :attr:`refused` and return False."""
        before, played = self._game.position, len(self._game.history)
        try:
            self._game.play(move)
        except IllegalMoveError as error:
            self.refused.emit(error.reason)
            return False
        self._announce_move(move, before)
        for step in self._game.history[played + 1 :]:  # the Kings the game removed after it
            self.cardsRemoved.emit(list(step.move.cards))
        self.movePlayed.emit(move)
        self._announce_end()
        return True

    def undo(self) -> bool:
        try:
            move = self._game.undo()
        except IllegalMoveError as error:
            self.refused.emit(error.reason)
            return False
        self.positionChanged.emit(PositionChange.UNDO)
        self.moveUndone.emit(move)
        self.countersChanged.emit()
        return True

    def redo(self) -> bool:
        if self._game.is_over:
            self.refused.emit(Refusal.GAME_OVER)
            return False
        before = self._game.position
        try:
            move = self._game.redo()
        except IllegalMoveError as error:
            self.refused.emit(error.reason)
            return False
        self._announce_move(move, before, kind=PositionChange.REDO)
        self.moveRedone.emit(move)
        self._announce_end()
        return True

    def end_game(self) -> bool:
        """End the game where it stands, lost (the player's choice); refused once it is over."""
        try:
            self._game.end_game()
        except IllegalMoveError as error:
            self.refused.emit(error.reason)
            return False
        self.countersChanged.emit()
        self._announce_end()
        return True

    def undo_to(self, steps_kept: int, *, counted: bool = True) -> bool:
        """Undo until ``steps_kept`` moves of the history remain (back to the last winnable step); ``counted``
        false: the undo counter stays (a finished game looked back at, not undone by the player)."""
        changed = False
        undos = self._game.undos
        while len(self._game.history) > steps_kept:
            self._game.undo()
            changed = True
        if not counted:
            self._game.restore_counters(self._game.moves, undos)
        if changed:
            self.positionChanged.emit(PositionChange.UNDO)
            self.countersChanged.emit()
        return changed

    # ------------------------------------------------------------------ helpers
    def _announce_move(self, move: Move, before: Position, kind: PositionChange | None = None) -> None:
        self.positionChanged.emit(kind or _KIND_OF_MOVE[move.kind])
        if move.is_removal:
            self.cardsRemoved.emit(list(move.cards))
        elif move.kind is MoveKind.DRAW:
            drawn = before.stock[: before.draw_count]
            self.cardDrawn.emit(list(drawn))
        else:
            self.stockRecycled.emit()
        self.countersChanged.emit()

    def _announce_end(self) -> None:
        if self._game.status is Status.WON:
            self.gameWon.emit()
        elif self._game.status is Status.LOST:
            self.gameLost.emit()
