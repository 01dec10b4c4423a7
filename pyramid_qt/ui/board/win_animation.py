"""The win: every card the player removed flies, spinning, in an arc from the middle of the empty pyramid into four
rows sorted by suit, Ace to King, one rank after another, so the deck sorts itself where the pyramid stood.

The geometry is plain arithmetic in card-width units, like :mod:`~pyramid_qt.ui.board.layout`; :func:`fly` turns
it into the scene's card animations with the durations of :mod:`~pyramid_qt.ui.board.speeds`.  The rows leave the
lower part of the pyramid's place free, where the end panel can lie without covering them
(:mod:`pyramid_qt.ui.over_board.panel_place`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Protocol

from PySide6.QtCore import QPointF

from pyramid_qt.engine import Card, Position
from pyramid_qt.engine.cards import FULL_DECK, KING, Suit
from pyramid_qt.ui.board import speeds
from pyramid_qt.ui.board.card_item import CardItem
from pyramid_qt.ui.board.layout import MARGIN, BoardLayout

SUIT_ROWS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)  # black and red by turns
ROW_STEP = 0.34  # between two suit rows, as a fraction of the card height (the rank and suit in the corner show)
FAN_MAX = 0.56  # between two cards of a row, in card widths
SPIN_DEGREES = 360.0  # one turn in flight
LIFT = 1.6  # how far the curve's control point lies above the higher of its two ends, in card widths


class Board(Protocol):
    """What :func:`fly` uses of the scene."""

    @property
    def geometry(self) -> BoardLayout: ...

    @property
    def cards(self) -> Mapping[Card, CardItem]: ...

    def to_scene(self, x: float, y: float) -> QPointF: ...


def places(cards: Iterable[Card], geometry: BoardLayout) -> dict[Card, tuple[float, float]]:
    """Top-left corners of ``cards`` in the win's picture: one row per suit at the top of the pyramids' place, a
    column per rank."""
    by_suit: dict[Suit, list[Card]] = {suit: [] for suit in SUIT_ROWS}
    for card in cards:
        by_suit[card.suit].append(card)
    fan = min(FAN_MAX, (geometry.pyramids_width - 1) / (KING - 1))
    left = geometry.pyramid_left + (geometry.pyramids_width - 1 - fan * (KING - 1)) / 2
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
    """Where the cards come from: the middle of the empty pyramids' area (under the fourth row of Pyramid's, above
    the end panel, which lies lower, where the pyramid was widest)."""
    x = geometry.pyramid_left + (geometry.pyramids_width - 1) / 2
    return x, MARGIN + (geometry.pyramids_height - geometry.aspect) / 2


def arc(start: tuple[float, float], end: tuple[float, float], t: float) -> tuple[float, float]:
    """A point ``t`` (0 to 1) of the way along the flight: a quadratic curve rising :data:`LIFT` above its ends."""
    (x0, y0), (x1, y1) = start, end
    cx, cy = (x0 + x1) / 2, max(0.0, min(y0, y1) - LIFT)  # the top of the board at most: no flight out of view
    u = 1 - t
    return u * u * x0 + 2 * u * t * cx + t * t * x1, u * u * y0 + 2 * u * t * cy + t * t * y1


def places_after(position: Position, geometry: BoardLayout) -> dict[Card, tuple[float, float]]:
    """The win's picture for a won ``position``: every card no longer on the table."""
    on_table = set(position.cards_on_table())
    return places((card for card in FULL_DECK if card not in on_table), geometry)


def fly(scene: Board, places: dict[Card, tuple[float, float]], speed: speeds.Speed) -> None:
    """Send the cards into their ``places``: in arcs from :func:`launch_point`, spinning, one after another at
    ``speed`` (off: straight there)."""
    duration = speeds.duration(speeds.WIN_FLIGHT_MS, speed)
    stagger = speeds.duration(speeds.WIN_STAGGER_MS, speed)
    launch = launch_point(scene.geometry)
    for i, card in enumerate(flight_order(places)):
        item = scene.cards[card]
        end = places[card]
        item.setZValue(950 + i)
        item.face_up = True
        item.set_dimmed(False)
        item.setRotation(0)
        if duration <= 0:
            item.setOpacity(1.0)
            item.animate(scene.to_scene(*end))
            continue
        item.setPos(scene.to_scene(*launch))
        item.setOpacity(0.0)
        item.setVisible(True)

        def path(t: float, end: tuple[float, float] = end) -> QPointF:
            return scene.to_scene(*arc(launch, end, t))

        item.animate(
            scene.to_scene(*end), opacity=1.0, duration=duration, delay=i * stagger, path=path, spin=SPIN_DEGREES
        )
