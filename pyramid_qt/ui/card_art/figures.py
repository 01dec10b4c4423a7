"""The court figures: a King, a Queen and a Jack as half-length portraits, drawn in a unit box.

Each figure is one half of a double-ended court card: head and headwear at the top, shoulders and costume widening
down to the card's centre line, a held attribute (the King's sceptre, the Queen's flower, the Jack's halberd).  The
caller draws it twice, the second time turned half round the centre, as printed court cards are.

Unit box: x from -0.5 to 0.5 (the panel's width), y from 0 at the top down to :data:`FIGURE_HEIGHT` at the centre
line; the caller scales it to the panel.  Colours come from the suit: robes in the suit colour with a contrasting
lining, gold trim.  Nothing on a black-suit figure is red (the lips and the Queen's flower change with the suit).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath

from pyramid_qt.engine.cards import Suit
from pyramid_qt.ui.card_art import palette as pal
from pyramid_qt.ui.card_art.costume import (
    LINE,
    Costume,
    costume,
    ermine,
    faces_left,
    fill,
    jack_collar,
    jack_robe,
    king_robe,
    lace_collar,
    pen,
    queen_robe,
)

HEAD = QPointF(0.0, 0.50)
HEAD_RX, HEAD_RY = 0.135, 0.165
HEAD_SCALE = 1.32
HEAD_PLACE = QPointF(0.0, 0.385)
"""The head parts are drawn about :data:`HEAD` and then enlarged about it and moved to here."""


def _neck(painter: QPainter, dress: Costume) -> None:
    neck = QPainterPath()
    neck.addRect(QRectF(-0.055, 0.58, 0.11, 0.14))
    fill(painter, neck, pal.SKIN, pal.SKIN_EDGE, LINE * 0.7)


def _head(painter: QPainter, dress: Costume) -> None:
    face = QPainterPath()
    face.addEllipse(HEAD, HEAD_RX, HEAD_RY)
    fill(painter, face, pal.SKIN, pal.SKIN_EDGE)


def _features(painter: QPainter, dress: Costume, *, beard: bool = False) -> None:
    """Eyes, brows, nose and mouth; a bearded face shows no chin and a mouth under the moustache."""
    cx, cy = HEAD.x(), HEAD.y()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(pal.EYE)
    for side in (-1, 1):
        painter.drawEllipse(QPointF(cx + side * 0.052, cy - 0.015), 0.017, 0.012)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(pen(pal.HAIR_DARK, LINE * 0.9))
    for side in (-1, 1):
        brow = QPainterPath(QPointF(cx + side * 0.085, cy - 0.035))
        brow.quadTo(cx + side * 0.05, cy - 0.062, cx + side * 0.02, cy - 0.045)
        painter.drawPath(brow)
    painter.setPen(pen(pal.SKIN_EDGE, LINE * 0.9))
    nose = QPainterPath(QPointF(cx + 0.004, cy - 0.02))
    nose.quadTo(cx + 0.022, cy + 0.04, cx + 0.015, cy + 0.052)
    nose.quadTo(cx, cy + 0.058, cx - 0.012, cy + 0.05)
    painter.drawPath(nose)
    painter.setPen(pen(dress.lips, LINE * 1.3))
    mouth = QPainterPath(QPointF(cx - 0.035, cy + 0.092 + (0.01 if beard else 0)))
    mouth.quadTo(cx, cy + 0.108 + (0.01 if beard else 0), cx + 0.035, cy + 0.092 + (0.01 if beard else 0))
    painter.drawPath(mouth)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(pal.CHEEK)
    for side in (-1, 1):
        painter.drawEllipse(QPointF(cx + side * 0.08, cy + 0.045), 0.026, 0.018)


def _hand(painter: QPainter, centre: QPointF) -> None:
    hand = QPainterPath()
    hand.addEllipse(centre, 0.042, 0.036)
    fill(painter, hand, pal.SKIN, pal.SKIN_EDGE, LINE * 0.8)


# ---------------------------------------------------------------------- hair


def _king_hair(painter: QPainter, dress: Costume) -> None:
    """White hair to the shoulders and a full, pointed beard."""
    hair = QPainterPath(QPointF(-0.13, 0.44))
    hair.cubicTo(-0.19, 0.50, -0.20, 0.62, -0.17, 0.70)
    hair.lineTo(0.17, 0.70)
    hair.cubicTo(0.20, 0.62, 0.19, 0.50, 0.13, 0.44)
    hair.closeSubpath()
    fill(painter, hair, pal.HAIR_WHITE, pal.HAIR_GREY)


def _king_beard(painter: QPainter, dress: Costume) -> None:
    beard = QPainterPath(QPointF(-0.13, 0.52))
    beard.cubicTo(-0.14, 0.64, -0.08, 0.76, 0.0, 0.82)
    beard.cubicTo(0.08, 0.76, 0.14, 0.64, 0.13, 0.52)
    beard.cubicTo(0.09, 0.58, 0.05, 0.585, 0.0, 0.575)
    beard.cubicTo(-0.05, 0.585, -0.09, 0.58, -0.13, 0.52)
    beard.closeSubpath()
    fill(painter, beard, pal.HAIR_WHITE, pal.HAIR_GREY)
    painter.setPen(pen(pal.HAIR_GREY, LINE * 0.7))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for x in (-0.06, 0.0, 0.06):
        curl = QPainterPath(QPointF(x, 0.64))
        curl.quadTo(x + 0.02, 0.70, x * 0.6, 0.76)
        painter.drawPath(curl)
    moustache = QPainterPath(QPointF(0.0, 0.565))
    moustache.cubicTo(-0.03, 0.55, -0.08, 0.56, -0.10, 0.59)
    moustache.cubicTo(-0.06, 0.585, -0.03, 0.59, 0.0, 0.58)
    moustache.cubicTo(0.03, 0.59, 0.06, 0.585, 0.10, 0.59)
    moustache.cubicTo(0.08, 0.56, 0.03, 0.55, 0.0, 0.565)
    fill(painter, moustache, pal.HAIR_WHITE, pal.HAIR_GREY, LINE * 0.7)


def _queen_hair(painter: QPainter, dress: Costume) -> None:
    """Long golden hair falling behind the shoulders, parted in the middle."""
    hair = QPainterPath(QPointF(0.0, 0.33))
    hair.cubicTo(-0.16, 0.33, -0.20, 0.46, -0.20, 0.58)
    hair.cubicTo(-0.21, 0.66, -0.24, 0.72, -0.22, 0.78)
    hair.lineTo(0.22, 0.78)
    hair.cubicTo(0.24, 0.72, 0.21, 0.66, 0.20, 0.58)
    hair.cubicTo(0.20, 0.46, 0.16, 0.33, 0.0, 0.33)
    fill(painter, hair, pal.HAIR_GOLD, pal.HAIR_GOLD_DARK)
    painter.setPen(pen(pal.HAIR_GOLD_DARK, LINE * 0.7))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for side in (-1, 1):
        lock = QPainterPath(QPointF(side * 0.16, 0.50))
        lock.cubicTo(side * 0.19, 0.60, side * 0.17, 0.68, side * 0.20, 0.76)
        painter.drawPath(lock)


def _queen_fringe(painter: QPainter, dress: Costume) -> None:
    fringe = QPainterPath(QPointF(-0.14, 0.47))
    fringe.cubicTo(-0.12, 0.38, -0.06, 0.35, 0.0, 0.37)
    fringe.cubicTo(0.06, 0.35, 0.12, 0.38, 0.14, 0.47)
    fringe.cubicTo(0.10, 0.41, 0.05, 0.40, 0.0, 0.41)
    fringe.cubicTo(-0.05, 0.40, -0.10, 0.41, -0.14, 0.47)
    fill(painter, fringe, pal.HAIR_GOLD, pal.HAIR_GOLD_DARK, LINE * 0.7)


def _jack_hair(painter: QPainter, dress: Costume) -> None:
    """A brown page-boy cut with curled ends at the jaw."""
    hair = QPainterPath(QPointF(0.0, 0.34))
    hair.cubicTo(-0.17, 0.34, -0.19, 0.48, -0.18, 0.60)
    hair.cubicTo(-0.19, 0.64, -0.14, 0.67, -0.12, 0.62)
    hair.lineTo(0.12, 0.62)
    hair.cubicTo(0.14, 0.67, 0.19, 0.64, 0.18, 0.60)
    hair.cubicTo(0.19, 0.48, 0.17, 0.34, 0.0, 0.34)
    fill(painter, hair, pal.HAIR_BROWN, pal.HAIR_DARK)


def _jack_fringe(painter: QPainter, dress: Costume) -> None:
    fringe = QPainterPath(QPointF(-0.14, 0.45))
    fringe.cubicTo(-0.12, 0.38, -0.05, 0.36, 0.0, 0.37)
    fringe.cubicTo(0.05, 0.36, 0.12, 0.38, 0.14, 0.45)
    fringe.lineTo(0.0, 0.42)
    fringe.closeSubpath()
    fill(painter, fringe, pal.HAIR_BROWN, pal.HAIR_DARK, LINE * 0.7)


# ---------------------------------------------------------------------- attributes


def _sceptre(painter: QPainter, dress: Costume) -> None:
    """A gold sceptre topped by an orb and cross, held on the King's left."""
    painter.setPen(pen(pal.GOLD_DARK, LINE * 3.2))
    painter.drawLine(QPointF(0.27, 1.10), QPointF(0.36, 0.30))
    painter.setPen(pen(pal.GOLD, LINE * 1.8))
    painter.drawLine(QPointF(0.27, 1.10), QPointF(0.36, 0.30))
    orb = QPainterPath()
    orb.addEllipse(QPointF(0.365, 0.27), 0.042, 0.042)
    fill(painter, orb, pal.GOLD, pal.GOLD_DARK)
    cross = QPainterPath()
    cross.addRect(QRectF(0.358, 0.16, 0.016, 0.075))
    cross.addRect(QRectF(0.338, 0.18, 0.056, 0.016))
    fill(painter, cross.simplified(), pal.GOLD, pal.GOLD_DARK, LINE * 0.6)
    _hand(painter, QPointF(0.295, 0.93))


def _flower(painter: QPainter, dress: Costume) -> None:
    """A rose on a long stem, held on the Queen's right."""
    painter.setPen(pen(pal.LEAF_DARK, LINE * 1.6))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    stem = QPainterPath(QPointF(-0.28, 0.98))
    stem.cubicTo(-0.30, 0.80, -0.36, 0.62, -0.34, 0.44)
    painter.drawPath(stem)
    for y, side in ((0.72, -1), (0.60, 1)):
        leaf = QPainterPath(QPointF(-0.325, y))
        leaf.quadTo(-0.325 + side * 0.05, y - 0.06, -0.325 + side * 0.085, y - 0.02)
        leaf.quadTo(-0.325 + side * 0.05, y + 0.01, -0.325, y)
        fill(painter, leaf, pal.LEAF, pal.LEAF_DARK, LINE * 0.6)
    petals = dress.robe if dress.robe == pal.RED else pal.COURT_STEEL
    for angle in range(0, 360, 72):
        painter.save()
        painter.translate(-0.34, 0.42)
        painter.rotate(angle)
        petal = QPainterPath()
        petal.addEllipse(QPointF(0.0, -0.035), 0.03, 0.04)
        fill(painter, petal, petals, petals.darker(150), LINE * 0.6)
        painter.restore()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(pal.GOLD)
    painter.drawEllipse(QPointF(-0.34, 0.42), 0.022, 0.022)
    _hand(painter, QPointF(-0.285, 0.95))


def _halberd(painter: QPainter, dress: Costume) -> None:
    """A halberd: a long wooden shaft with a steel spearhead and axe blade, held on the Jack's right."""
    painter.setPen(pen(pal.WOOD_DARK, LINE * 3.0))
    painter.drawLine(QPointF(-0.30, 1.12), QPointF(-0.36, 0.22))
    painter.setPen(pen(pal.WOOD, LINE * 1.6))
    painter.drawLine(QPointF(-0.30, 1.12), QPointF(-0.36, 0.22))
    spear = QPainterPath(QPointF(-0.365, 0.06))
    spear.lineTo(-0.34, 0.20)
    spear.lineTo(-0.385, 0.20)
    spear.closeSubpath()
    fill(painter, spear, pal.STEEL, pal.STEEL_DARK, LINE * 0.7)
    blade = QPainterPath(QPointF(-0.35, 0.21))
    blade.cubicTo(-0.28, 0.19, -0.25, 0.24, -0.26, 0.31)
    blade.cubicTo(-0.29, 0.28, -0.32, 0.28, -0.345, 0.29)
    blade.closeSubpath()
    fill(painter, blade, pal.STEEL, pal.STEEL_DARK, LINE * 0.7)
    _hand(painter, QPointF(-0.305, 0.94))


# ---------------------------------------------------------------------- the three figures

FigurePart = Callable[[QPainter, Costume], None]

# Back to front: what is drawn later covers what was drawn earlier.
FIGURES: dict[int, tuple[FigurePart, ...]] = {
    13: (_king_hair, king_robe, ermine, _neck, _head, _king_beard, _sceptre),
    12: (_queen_hair, queen_robe, _neck, lace_collar, _head, _queen_fringe, _flower),
    11: (_jack_hair, jack_robe, jack_collar, _neck, _head, _jack_fringe, _halberd),
}


_HEAD_PARTS = {
    "_king_hair",
    "_king_beard",
    "_queen_hair",
    "_queen_fringe",
    "_jack_hair",
    "_jack_fringe",
    "_neck",
    "_head",
}


def head_transform(painter: QPainter) -> None:
    """Map the head parts' own coordinates (about :data:`HEAD`) to their place on the figure."""
    painter.translate(HEAD_PLACE)
    painter.scale(HEAD_SCALE, HEAD_SCALE)
    painter.translate(-HEAD)


def draw_figure(painter: QPainter, rank: int, suit: Suit) -> None:
    """The figure of a court ``rank`` in unit coordinates (see the module docstring), headwear excepted."""
    dress = costume(suit)
    if faces_left(suit):
        painter.scale(-1.0, 1.0)
    for part in FIGURES[rank]:
        if part.__name__ in _HEAD_PARTS:
            painter.save()
            head_transform(painter)
            part(painter, dress)
            if part is _head:
                _features(painter, dress, beard=rank == 13)
            painter.restore()
        else:
            part(painter, dress)
