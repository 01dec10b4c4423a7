"""Moves and the reasons a move is refused."""

from __future__ import annotations

import enum
from typing import NamedTuple

from pyramid_qt.engine.cards import Card, CardParseError


class MoveKind(enum.Enum):
    REMOVE_KING = "king"
    REMOVE_PAIR = "pair"
    DRAW = "draw"
    RECYCLE = "recycle"


class Refusal(enum.Enum):
    """Why an action was refused.  The value is a stable key for translated messages."""

    GAME_OVER = "game_over"
    NOT_AVAILABLE = "not_available"  # the card is not on the table (already removed, or unknown)
    BLOCKED = "blocked"  # the card is covered or not exposed
    SUM_NOT_13 = "sum_not_13"
    NOT_A_KING = "not_a_king"
    SAME_CARD = "same_card"
    TALON_PAIR_NOT_ALLOWED = "talon_pair_not_allowed"  # two talon cards these rules do not let pair
    STOCK_EMPTY = "stock_empty"
    STOCK_NOT_EMPTY = "stock_not_empty"
    WASTE_EMPTY = "waste_empty"
    NO_PASSES_LEFT = "no_passes_left"
    NOTHING_TO_UNDO = "nothing_to_undo"
    NOTHING_TO_REDO = "nothing_to_redo"


class IllegalMoveError(Exception):
    def __init__(self, reason: Refusal, move: Move | None = None) -> None:
        super().__init__(f"{reason.value}: {move}" if move is not None else reason.value)
        self.reason = reason
        self.move = move


class MoveParseError(ValueError):
    pass


class Move(NamedTuple):
    kind: MoveKind
    cards: tuple[Card, ...] = ()

    @staticmethod
    def king(card: Card) -> Move:
        return Move(MoveKind.REMOVE_KING, (card,))

    @staticmethod
    def pair(a: Card, b: Card) -> Move:
        return Move(MoveKind.REMOVE_PAIR, (a, b))

    @property
    def is_removal(self) -> bool:
        return self.kind in (MoveKind.REMOVE_KING, MoveKind.REMOVE_PAIR)

    def __str__(self) -> str:
        """``KD``, ``TC+3S``, ``draw`` or ``recycle``; :meth:`parse` reads it back."""
        if self.is_removal:
            return "+".join(card.code for card in self.cards)
        return self.kind.value

    @staticmethod
    def parse(text: str) -> Move:
        word = text.strip()
        lowered = word.lower()
        if lowered == MoveKind.DRAW.value:
            return DRAW
        if lowered == MoveKind.RECYCLE.value:
            return RECYCLE
        try:
            cards = tuple(Card.parse(part) for part in word.split("+"))
        except CardParseError as error:
            raise MoveParseError(f"not a move: {text!r}") from error
        if len(cards) == 1:
            return Move.king(cards[0])
        if len(cards) == 2:
            return Move.pair(*cards)
        raise MoveParseError(f"not a move: {text!r}")


DRAW = Move(MoveKind.DRAW)
RECYCLE = Move(MoveKind.RECYCLE)
