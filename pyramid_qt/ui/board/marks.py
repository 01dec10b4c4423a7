"""The marks the player sees on the board, as the play controller sets them: the selected card, its possible
partners, the hint, and the keyboard's focus ring (a card or the stock).  The board paints them; its outline for
assistive tools (:mod:`pyramid_qt.ui.board.outline`) reads them."""

from __future__ import annotations

from typing import NamedTuple

from pyramid_qt.engine import Card

STOCK = "stock"
"""The focus key of the stock pile (the board's other keys are cards)."""


class BoardMarks(NamedTuple):
    selected: Card | None = None
    partners: frozenset[Card] = frozenset()
    hint: frozenset[Card] = frozenset()
    focus: Card | str | None = None  # a card, :data:`STOCK`, or nothing
