"""One game: the current position, its history (undo/redo) and the counters shown to the player.

Counters follow SPEC §4: ``moves`` counts removals, draws and recycles (a redo replays one and counts);
undo never decrements it; ``undos`` counts undos.  The score is derived from the position (10 per pyramid
card removed), so undo takes points back by construction.  History is unlimited.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyramid_qt.engine.cards import Card
from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.moves import DRAW, RECYCLE, IllegalMoveError, Move, Refusal
from pyramid_qt.engine.rules import RuleSet
from pyramid_qt.engine.state import Position, Status


@dataclass(frozen=True, slots=True)
class Step:
    """One played move and the position it was played from."""

    move: Move
    before: Position


class Game:
    def __init__(self, start: Position, code: DealCode | None = None) -> None:
        self.start = start
        self.code = code
        self.position = start
        self.moves = 0
        self.undos = 0
        self._done: list[Step] = []
        self._undone: list[Move] = []
        self._status = start.status

    @staticmethod
    def from_code(code: DealCode) -> Game:
        return Game(Position.from_deal(code.deal(), code.rules), code)

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
        return tuple(reversed(self._undone))

    @property
    def removed_cards(self) -> tuple[Card, ...]:
        """Every card removed since the start position, in the order removed."""
        return tuple(card for step in self._done if step.move.is_removal for card in step.move.cards)

    @property
    def can_undo(self) -> bool:
        return bool(self._done)

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
    def play(self, move: Move) -> Position:
        """Play ``move`` (raising :class:`IllegalMoveError` and changing nothing if it is illegal)."""
        self._apply(move)
        self._undone.clear()
        return self.position

    def remove_king(self, card: Card) -> Position:
        return self.play(Move.king(card))

    def remove_pair(self, a: Card, b: Card) -> Position:
        return self.play(Move.pair(a, b))

    def draw(self) -> Position:
        return self.play(DRAW)

    def recycle(self) -> Position:
        return self.play(RECYCLE)

    def undo(self) -> Move:
        """Take back the last move and return it; the move counter is not decremented."""
        if not self._done:
            raise IllegalMoveError(Refusal.NOTHING_TO_UNDO)
        step = self._done.pop()
        self.position = step.before
        self._status = self.position.status
        self._undone.append(step.move)
        self.undos += 1
        return step.move

    def redo(self) -> Move:
        if not self._undone:
            raise IllegalMoveError(Refusal.NOTHING_TO_REDO)
        move = self._undone[-1]
        self._apply(move)
        self._undone.pop()
        return move

    def _apply(self, move: Move) -> None:
        reason = self.refusal(move)
        if reason is not None:
            raise IllegalMoveError(reason, move)
        after = self.position.apply(move)
        self._done.append(Step(move, self.position))
        self.position = after
        self.moves += 1
        self._status = after.status

    def restore_counters(self, moves: int, undos: int) -> None:
        """Set the counters of a game rebuilt from a save (its history replayed)."""
        self.moves = moves
        self.undos = undos
