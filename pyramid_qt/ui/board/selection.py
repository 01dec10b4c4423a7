"""What a tap means: the select / pair / King / stock state machine (docs/rules.md, "Playing"), in plain Python.

It never decides a rule itself: every question goes to the engine's :class:`Position` (``tap_refusal``,
``king_refusal``, ``pair_refusal``, ``partners``, ``draw_refusal``/``recycle_refusal``).  It only remembers
which card is selected and turns a tap into a move to play, a message to show, or a new selection.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyramid_qt.engine import DRAW, RECYCLE, Card, Move, Position, Refusal


@dataclass(frozen=True, slots=True)
class TapResult:
    """The outcome of one tap: a move to play (or ``None``), the refusal to report (or ``None``)."""

    move: Move | None = None
    refusal: Refusal | None = None


class TapSelection:
    """The selected card between two taps."""

    def __init__(self) -> None:
        self.selected: Card | None = None

    def clear(self) -> None:
        self.selected = None

    def partners(self, position: Position) -> list[Card]:
        """The cards the selected card could go with now (dashed frames)."""
        return [] if self.selected is None else position.partners(self.selected)

    def sync(self, position: Position) -> None:
        """Drop a selection the position no longer allows (after undo, redo, a draw …)."""
        if self.selected is not None and position.tap_refusal(self.selected) is not None:
            self.selected = None

    def tap_card(self, position: Position, card: Card) -> TapResult:
        refusal = position.tap_refusal(card)
        if refusal is not None:
            # A covered card does nothing (the selection stays); the message is the caller's choice.
            return TapResult(refusal=refusal)
        if card.is_king:
            refusal = position.king_refusal(card)
            if refusal is not None:
                return TapResult(refusal=refusal)
            self.selected = None
            return TapResult(move=Move.king(card))
        first = self.selected
        if first is None:
            self.selected = card
            return TapResult()
        if first == card:
            self.selected = None
            return TapResult()
        refusal = position.pair_refusal(first, card)
        if refusal is None:
            self.selected = None
            return TapResult(move=Move.pair(first, card))
        # Wrong pair: the second card stays selected so the player can go on from it.
        self.selected = card
        return TapResult(refusal=refusal)

    def tap_stock(self, position: Position) -> TapResult:
        """A tap on the stock pile: draw, or recycle when the stock is empty and the rules allow it."""
        self.selected = None
        if position.draw_refusal() is None:
            return TapResult(move=DRAW)
        refusal = position.recycle_refusal()
        if refusal is None:
            return TapResult(move=RECYCLE)
        return TapResult(refusal=refusal)
