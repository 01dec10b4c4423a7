"""Painting one card face in logical coordinates: white rounded card, corner indices, pips or court panel.

The proportions depend on the card width: small cards get relatively larger corner indices (the index is what
the player reads in a tight pyramid) and the pip area shrinks to make room, large cards get classic proportions.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPen

from pyramid_qt.engine.cards import Card
from pyramid_qt.ui.card_art import palette as pal
from pyramid_qt.ui.card_art.aces import draw_ace
from pyramid_qt.ui.card_art.court import draw_court_panel
from pyramid_qt.ui.card_art.glyphs import Glyphs, place
from pyramid_qt.ui.card_art.shapes import PIP_LAYOUTS, draw_both_ways, draw_suit, suit_aspect

SMALL_WIDTH = 50.0
LARGE_WIDTH = 140.0
INDEX_FULL_WIDTH = 120.0


def _lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


@dataclass(frozen=True)
class FaceGeometry:
    width: float
    height: float
    radius: float
    border: float
    margin: float
    index_cap: float
    index_centre_x: float
    index_width: float
    index_suit_h: float
    index_gap: float
    inset: float

    @staticmethod
    def for_size(width: float, height: float) -> FaceGeometry:
        t = min(1.0, max(0.0, (width - SMALL_WIDTH) / (LARGE_WIDTH - SMALL_WIDTH)))
        margin = width * _lerp(0.05, 0.045, t)
        # The index grows relative to the card as the card shrinks, fast at first, so that its size in pixels
        # still grows with the card (11.8 px at 50 wide, 15.5 at 90, 18 at 120 and up).
        small = min(1.0, max(0.0, (INDEX_FULL_WIDTH - width) / (INDEX_FULL_WIDTH - SMALL_WIDTH)))
        index_cap = width * (0.15 + 0.085 * small**1.6)
        index_width = index_cap * 1.08
        return FaceGeometry(
            width=width,
            height=height,
            radius=width * 0.07,
            border=max(0.8, min(1.4, width * 0.011)),
            margin=margin,
            index_cap=index_cap,
            index_centre_x=margin + index_width / 2,
            index_width=index_width,
            index_suit_h=index_cap * 0.78,
            index_gap=index_cap * 0.22,
            inset=margin + index_width + width * _lerp(0.035, 0.045, t),
        )

    @property
    def rect(self) -> QRectF:
        return QRectF(0.0, 0.0, self.width, self.height)


def draw_card_base(painter: QPainter, geo: FaceGeometry) -> None:
    """The white card with its thin border; shared with nothing else so faces stay uniform."""
    half = geo.border / 2
    painter.setPen(QPen(pal.CARD_BORDER, geo.border))
    painter.setBrush(pal.CARD_FACE)
    painter.drawRoundedRect(geo.rect.adjusted(half, half, -half, -half), geo.radius, geo.radius)


def draw_face(painter: QPainter, card: Card, geo: FaceGeometry, glyphs: Glyphs) -> None:
    draw_card_base(painter, geo)
    if card.rank == 1:
        draw_ace(painter, card.suit, geo.rect, geo.width - 2 * geo.inset)
    elif card.rank <= 10:
        _draw_pips(painter, card, geo)
    else:
        panel = QRectF(geo.inset, geo.margin * 1.3, geo.width - 2 * geo.inset, geo.height - 2.6 * geo.margin)
        draw_court_panel(painter, card, panel)
    draw_both_ways(painter, geo.rect.center(), lambda: _draw_index(painter, card, geo, glyphs))


def _draw_index(painter: QPainter, card: Card, geo: FaceGeometry, glyphs: Glyphs) -> None:
    top = geo.margin * 1.15
    rank = place(glyphs.index(card.rank), geo.index_centre_x, top, geo.index_cap, geo.index_width)
    painter.fillPath(rank, pal.suit_colour(card.suit))
    suit_centre = QPointF(geo.index_centre_x, top + geo.index_cap + geo.index_gap + geo.index_suit_h / 2)
    draw_suit(painter, card.suit, suit_centre, geo.index_suit_h)


def _draw_pips(painter: QPainter, card: Card, geo: FaceGeometry) -> None:
    area_w = geo.width - 2 * geo.inset
    aspect = suit_aspect(card.suit)
    # Three pips abreast must fit the area width: the middle pips of the 9 and 10 sit between the side columns.
    pip_h = min(geo.width * 0.19, area_w / (2.85 * aspect))
    top = geo.height * 0.085 + pip_h / 2
    bottom = geo.height - top
    col_dx = (area_w - pip_h * aspect) / 2
    centre_x = geo.width / 2
    for column, row in PIP_LAYOUTS[card.rank]:
        centre = QPointF(centre_x + column * col_dx, top + row * (bottom - top))
        draw_suit(painter, card.suit, centre, pip_h, upside_down=row > 0.5)
