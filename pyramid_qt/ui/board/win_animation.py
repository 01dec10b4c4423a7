"""The win: every card the player removed flies, spinning, in an arc from the foot of the empty pyramid into four
rows sorted by suit, Ace to King, one rank after another, so the deck sorts itself where the pyramid stood.

Plain geometry in card-width units (no Qt), like :mod:`~pyramid_qt.ui.board.layout`; the scene turns it into card
animations with the durations of :mod:`~pyramid_qt.ui.board.speeds`.  The rows leave the lower part of the pyramid's
place free, where the end panel can lie without covering them (:mod:`pyramid_qt.ui.around_board.panel_place`).
"""

from __future__ import annotations

from collections.abc import Iterable

from pyramid_qt.engine import Card
from pyramid_qt.engine.cards import KING, Suit
from pyramid_qt.ui.board.layout import MARGIN, BoardLayout

SUIT_ROWS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)  # black and red by turns
ROW_STEP = 0.34  # between two suit rows, as a fraction of the card height (the rank and suit in the corner show)
FAN_MAX = 0.56  # between two cards of a row, in card widths
SPIN_DEGREES = 360.0  # one turn in flight
LIFT = 1.6  # how far the curve's control point lies above the higher of its two ends, in card widths


def places(cards: Iterable[Card], geometry: BoardLayout) -> dict[Card, tuple[float, float]]:
    """Top-left corners of ``cards`` in the win's picture: one row per suit at the top of the pyramid's place, a
    column per rank."""
    by_suit: dict[Suit, list[Card]] = {suit: [] for suit in SUIT_ROWS}
    for card in cards:
        by_suit[card.suit].append(card)
    fan = min(FAN_MAX, (geometry.pyramid_width - 1) / (KING - 1))
    left = geometry.pyramid_left + (geometry.pyramid_width - 1 - fan * (KING - 1)) / 2
    out: dict[Card, tuple[float, float]] = {}
    for row, suit in enumerate(SUIT_ROWS):
        y = MARGIN + row * ROW_STEP * geometry.aspect
        for card in by_suit[suit]:
            out[card] = (left + (card.rank - 1) * fan, y)  # a column per rank: a card left on the talon leaves a gap
    return out


def flight_order(cards: Iterable[Card]) -> list[Card]:
    """Aces first, then twos …, each rank in the rows' suit order: the rows grow left to right together."""
    return sorted(cards, key=lambda card: (card.rank, SUIT_ROWS.index(card.suit)))


def launch_point(geometry: BoardLayout) -> tuple[float, float]:
    """Where the cards come from: the middle of the pyramid's bottom row, the last place the player cleared."""
    x, y = geometry.pyramid_slot(21 + 3)  # the middle card of the bottom row (slots 21-27)
    return x, y


def arc(start: tuple[float, float], end: tuple[float, float], t: float) -> tuple[float, float]:
    """A point ``t`` (0 to 1) of the way along the flight: a quadratic curve rising :data:`LIFT` above its ends."""
    (x0, y0), (x1, y1) = start, end
    cx, cy = (x0 + x1) / 2, max(0.0, min(y0, y1) - LIFT)  # the top of the board at most: no flight out of view
    u = 1 - t
    return u * u * x0 + 2 * u * t * cx + t * t * x1, u * u * y0 + 2 * u * t * cy + t * t * y1
