"""Suit symbols as vector paths and the classic pip layouts of the number cards.

The pips are drawn from our own paths rather than font glyphs because the ♠♥♦♣ glyphs differ (or are missing)
between fonts, and the card faces must look the same everywhere.  Each path fills a box of height 1 centred on
the origin, so callers place a pip by its centre and height alone.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QTransform

from pyramid_qt.engine.cards import Suit
from pyramid_qt.ui.card_art.palette import suit_colour


def _heart() -> QPainterPath:
    p = QPainterPath(QPointF(0.0, 0.5))
    p.cubicTo(-0.10, 0.36, -0.52, 0.10, -0.52, -0.19)
    p.cubicTo(-0.52, -0.39, -0.38, -0.5, -0.25, -0.5)
    p.cubicTo(-0.12, -0.5, -0.03, -0.42, 0.0, -0.30)
    p.cubicTo(0.03, -0.42, 0.12, -0.5, 0.25, -0.5)
    p.cubicTo(0.38, -0.5, 0.52, -0.39, 0.52, -0.19)
    p.cubicTo(0.52, 0.10, 0.10, 0.36, 0.0, 0.5)
    p.closeSubpath()
    return p


def _diamond() -> QPainterPath:
    p = QPainterPath(QPointF(0.0, -0.5))
    p.quadTo(0.17, -0.21, 0.40, 0.0)
    p.quadTo(0.17, 0.21, 0.0, 0.5)
    p.quadTo(-0.17, 0.21, -0.40, 0.0)
    p.quadTo(-0.17, -0.21, 0.0, -0.5)
    p.closeSubpath()
    return p


def _stem(path: QPainterPath, top: float) -> None:
    """A flared foot shared by spade and club, from ``top`` down to the bottom of the box."""
    path.moveTo(0.035, top)
    path.cubicTo(0.04, 0.36, 0.12, 0.46, 0.24, 0.5)
    path.lineTo(-0.24, 0.5)
    path.cubicTo(-0.12, 0.46, -0.04, 0.36, -0.035, top)
    path.closeSubpath()


def _spade() -> QPainterPath:
    p = QPainterPath(QPointF(0.0, -0.5))
    p.cubicTo(0.10, -0.34, 0.48, -0.12, 0.48, 0.12)
    p.cubicTo(0.48, 0.29, 0.36, 0.38, 0.23, 0.38)
    p.cubicTo(0.12, 0.38, 0.04, 0.32, 0.0, 0.24)
    p.cubicTo(-0.04, 0.32, -0.12, 0.38, -0.23, 0.38)
    p.cubicTo(-0.36, 0.38, -0.48, 0.29, -0.48, 0.12)
    p.cubicTo(-0.48, -0.12, -0.10, -0.34, 0.0, -0.5)
    p.closeSubpath()
    _stem(p, 0.15)
    return _merged(p)


def _club() -> QPainterPath:
    p = QPainterPath()
    r = 0.215
    for cx, cy in ((0.0, -0.5 + r), (-0.255, 0.05), (0.255, 0.05)):
        p.addEllipse(QPointF(cx, cy), r, r)
    # A small hexagon fills the gaps where the three leaves meet the stem.
    core = QPainterPath(QPointF(-0.08, -0.14))
    for x, y in ((0.08, -0.14), (0.2, 0.08), (0.036, 0.15), (-0.036, 0.15), (-0.2, 0.08)):
        core.lineTo(x, y)
    core.closeSubpath()
    p.addPath(core)
    _stem(p, 0.0)
    return _merged(p)


_MERGE_SCALE = 250.0


def _merged(path: QPainterPath) -> QPainterPath:
    """Union of overlapping parts (stem and body), so no fill rule can cut notches where they meet.

    ``simplified()`` flattens curves to lines at a fixed tolerance in path units, so it runs on a path scaled
    up 250-fold: the polygon is then finer than a pixel on a 300 px ace pip.
    """
    path.setFillRule(Qt.FillRule.WindingFill)
    up = QTransform.fromScale(_MERGE_SCALE, _MERGE_SCALE)
    down = QTransform.fromScale(1 / _MERGE_SCALE, 1 / _MERGE_SCALE)
    return down.map(up.map(path).simplified())


_BUILDERS = {Suit.HEARTS: _heart, Suit.DIAMONDS: _diamond, Suit.SPADES: _spade, Suit.CLUBS: _club}


@cache
def suit_path(suit: Suit) -> QPainterPath:
    """The suit symbol in a box of height 1 centred on the origin."""
    return _BUILDERS[suit]()


def suit_aspect(suit: Suit) -> float:
    """Width / height of the suit symbol, so layouts can keep pips apart."""
    return suit_path(suit).boundingRect().width()


def draw_suit(painter: QPainter, suit: Suit, centre: QPointF, height: float, *, upside_down: bool = False) -> None:
    transform = QTransform()
    transform.translate(centre.x(), centre.y())
    if upside_down:
        transform.rotate(180.0)
    transform.scale(height, height)
    painter.fillPath(transform.map(suit_path(suit)), suit_colour(suit))


# Pip positions of the number cards as (column, row): column -1/0/1 = left/middle/right, row 0..1 from top to
# bottom of the pip area.  These are the layouts printed on standard French-suited decks.
_THIRD = 1 / 3
PIP_LAYOUTS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((0, 0.0), (0, 1.0)),
    3: ((0, 0.0), (0, 0.5), (0, 1.0)),
    4: ((-1, 0.0), (1, 0.0), (-1, 1.0), (1, 1.0)),
    5: ((-1, 0.0), (1, 0.0), (0, 0.5), (-1, 1.0), (1, 1.0)),
    6: ((-1, 0.0), (1, 0.0), (-1, 0.5), (1, 0.5), (-1, 1.0), (1, 1.0)),
    7: ((-1, 0.0), (1, 0.0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1.0), (1, 1.0)),
    8: ((-1, 0.0), (1, 0.0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1.0), (1, 1.0)),
    9: tuple((c, r) for r in (0.0, _THIRD, 2 * _THIRD, 1.0) for c in (-1, 1)) + ((0, 0.5),),
    10: tuple((c, r) for r in (0.0, _THIRD, 2 * _THIRD, 1.0) for c in (-1, 1)) + ((0, 1 / 6), (0, 5 / 6)),
}


def draw_both_ways(painter: QPainter, centre: QPointF, draw: Callable[[], None]) -> None:
    """Call ``draw`` twice, the second time turned half round ``centre``: the double-ended look of a card."""
    for upside_down in (False, True):
        painter.save()
        if upside_down:
            painter.translate(centre)
            painter.rotate(180.0)
            painter.translate(-centre)
        draw()
        painter.restore()
