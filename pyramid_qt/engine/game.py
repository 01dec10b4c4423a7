"""One game: the current position, its history (undo/redo) and the counters shown to the player.

Counters (docs/rules.md, "Score, moves, time, undo"): ``moves`` counts removals, draws and recycles (a redo replays one
and counts); undo never decrements it; ``undos`` counts undos.  The score is derived from the position (10 per pyramid
card removed), so undo takes points back by construction.  History is unlimited.  With :attr:`Game.auto_kings` the game
removes free Kings itself after each of the player's moves; Undo takes such a move back with those Kings.
"""

from __future__ import annotations

from typing import NamedTuple

from pyramid_qt.engine.cards import Card
from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.moves import DRAW, RECYCLE, IllegalMoveError, Move, MoveKind, Refusal
from pyramid_qt.engine.rules import RuleSet
from pyramid_qt.engine.state import Position, Status


class Step(NamedTuple):
    """One played move and the position it was played from; ``automatic``: a free King removed by the game itself
    right after the player's move (:attr:`Game.auto_kings`)."""

    move: Move
    before: Position
    automatic: bool = False


class Game:
    def __init__(self, start: Position, code: DealCode | None = None) -> None:
        self.start = start
        self.code = code
        self.position = start
        self.moves = 0
        self.undos = 0
        self.auto_kings = False
        """Remove every free King right after each of the player's moves (each removal a move, as a tap on it would
        be); Undo takes them back with the move that freed them, Redo plays them again."""
        self._done: list[Step] = []
        self._undone: list[tuple[Move, bool]] = []  # undone moves, the next to redo last, with their automatic flag
        self._status = start.status

    @staticmethod
    def from_code(code: DealCode) -> Game:
        return Game(Position.from_deal(code.deal(), code.rules, code.game), code)

    # ------------------------------------------------------------------ state
    @property
    def rules(self) -> RuleSet:
        return self.position.rules

    @property
    def status(self) -> Status:
        return self._status

    @property
    def is_over(self) -> bool:
        return self._status is not Status.PLAYING

    @property
    def ended_by_player(self) -> bool:
        """The player ended the game (:meth:`end_game`) where it could still go on."""
        return self._status is Status.LOST and self.position.status is Status.PLAYING

    @property
    def score(self) -> int:
        return self.position.score

    @property
    def pass_number(self) -> int:
        return self.position.pass_number

    @property
    def stock_count(self) -> int:
        return len(self.position.stock)

    @property
    def history(self) -> tuple[Step, ...]:
        return tuple(self._done)

    @property
    def played_moves(self) -> tuple[Move, ...]:
        return tuple(step.move for step in self._done)

    @property
    def redo_moves(self) -> tuple[Move, ...]:
        """Undone moves, the next one to redo first."""
        return tuple(move for move, _automatic in reversed(self._undone))

    @property
    def automatic(self) -> tuple[bool, ...]:
        """Which of :attr:`played_moves` and then :attr:`redo_moves` the game made itself (Kings it removed)."""
        return (*(step.automatic for step in self._done), *(auto for _move, auto in reversed(self._undone)))

    @property
    def removed_cards(self) -> tuple[Card, ...]:
        """Every card removed since the start position, in the order removed."""
        return tuple(card for step in self._done if step.move.is_removal for card in step.move.cards)

    @property
    def can_undo(self) -> bool:
        return any(not step.automatic for step in self._done)

    @property
    def can_redo(self) -> bool:
        return bool(self._undone) and not self.is_over

    def legal_moves(self) -> list[Move]:
        return [] if self.is_over else self.position.legal_moves()

    def refusal(self, move: Move) -> Refusal | None:
        if self.is_over:
            return Refusal.GAME_OVER
        return self.position.refusal(move)

    # ------------------------------------------------------------------ actions
    def play(self, move: Move, *, automatic: bool = False) -> Position:
        """Play ``move`` (raising :class:`IllegalMoveError` and changing nothing if it is illegal), then, with
        :attr:`auto_kings`, remove the Kings it left free.  ``automatic``: the move is one the game made itself (a
        saved game played again)."""
        self._apply(move, automatic)
        self._undone.clear()
        if self.auto_kings and not automatic:
            self._remove_free_kings()
        return self.position

    def _remove_free_kings(self) -> None:
        while not self.is_over:
            king = next((m for m in self.position.legal_moves() if m.kind is MoveKind.REMOVE_KING), None)
            if king is None:
                return
            self._apply(king, automatic=True)

    def remove_king(self, card: Card) -> Position:
        return self.play(Move.king(card))

    def remove_pair(self, a: Card, b: Card) -> Position:
        return self.play(Move.pair(a, b))

    def draw(self) -> Position:
        return self.play(DRAW)

    def recycle(self) -> Position:
        return self.play(RECYCLE)

    def end_game(self) -> None:
        """End the game where it stands, lost: the player's choice (offered when no more pyramid card can be
        removed, with passes that never run out).  Undo takes it back into play, as from any loss."""
        if self.is_over:
            raise IllegalMoveError(Refusal.GAME_OVER)
        self._status = Status.LOST

    def undo(self) -> Move:
        """Take back the player's last move, with the Kings the game removed after it, and return it; one undo, and
        the move counter is not decremented."""
        if not self.can_undo:
            raise IllegalMoveError(Refusal.NOTHING_TO_UNDO)
        while True:
            step = self._done.pop()
            self.position = step.before
            self._undone.append((step.move, step.automatic))
            if not step.automatic:
                break
        self._status = self.position.status
        self.undos += 1
        return step.move

    def redo(self) -> Move:
        """Play the player's next undone move again, and the Kings the game removed after it."""
        if not self._undone:
            raise IllegalMoveError(Refusal.NOTHING_TO_REDO)
        move, automatic = self._undone[-1]
        self._apply(move, automatic)
        self._undone.pop()
        while self._undone and self._undone[-1][1]:
            self._apply(self._undone.pop()[0], automatic=True)
        return move

    def _apply(self, move: Move, automatic: bool = False) -> None:
        reason = self.refusal(move)
        if reason is not None:
            raise IllegalMoveError(reason, move)
        after = self.position.apply(move)
        self._done.append(Step(move, self.position, automatic))
        self.position = after
        self.moves += 1
        self._status = after.status

    def restore_counters(self, moves: int, undos: int) -> None:
        """Set the counters of a game rebuilt from a save (its history replayed)."""
        self.moves = moves
        self.undos = undos
