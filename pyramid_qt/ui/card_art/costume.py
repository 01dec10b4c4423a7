"""The court figures' costumes: robes in the suit colour with a patterned cloth, sleeves, and the collars.

Drawn in the figure's unit box (see :mod:`.figures`): x from -0.5 to 0.5, y from 0 at the top down to
:data:`FIGURE_HEIGHT` at the card's centre line.  Each suit has its own lining colour, and clubs and diamonds face
the other way, so the four figures of a rank are told apart by more than the small suit sign.  Nothing on a
black-suit costume is red.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from pyramid_qt.engine.cards import Suit
from pyramid_qt.ui.card_art import palette as pal

FIGURE_HEIGHT = 1.12
LINE = 0.014


@dataclass(frozen=True)
class Costume:
    robe: QColor
    lining: QColor
    trim: QColor
    lips: QColor
    ink: QColor


_LININGS = {Suit.HEARTS: pal.COURT_BLUE, Suit.DIAMONDS: pal.COURT_GREEN, Suit.SPADES: pal.COURT_STEEL}


def costume(suit: Suit) -> Costume:
    """The robe in the suit's colour; each suit its own lining, so the four Kings are told apart by more than the
    small suit sign (clubs and diamonds also face the other way, see :func:`faces_left`)."""
    lining = _LININGS.get(suit, pal.COURT_TEAL)
    ink = pal.suit_colour(suit)
    lips = pal.LIPS_RED if suit.is_red else pal.LIPS_PLAIN
    if pal.is_plain_black(suit):
        return Costume(pal.COURT_BLACK, lining, pal.GOLD, lips, ink)
    return Costume(ink, lining, pal.GOLD, lips, ink.darker(160))


def faces_left(suit: Suit) -> bool:
    """Diamonds and clubs are drawn mirrored: their attribute in the other hand."""
    return suit in (Suit.DIAMONDS, Suit.CLUBS)


def pen(colour: QColor, width: float = LINE) -> QPen:
    outline = QPen(colour, width)
    outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    outline.setCapStyle(Qt.PenCapStyle.RoundCap)
    return outline


def fill(painter: QPainter, path: QPainterPath, fill: QColor, edge: QColor, width: float = LINE) -> None:
    painter.setPen(pen(edge, width))
    painter.setBrush(fill)
    painter.drawPath(path)


def mirrored(points: list[tuple[float, float]]) -> QPainterPath:
    """A closed path through ``points`` (left side, top to bottom) and their mirror images (right side, back up)."""
    path = QPainterPath(QPointF(*points[0]))
    for x, y in points[1:]:
        path.lineTo(x, y)
    for x, y in reversed(points):
        path.lineTo(-x, y)
    path.closeSubpath()
    return path


# ---------------------------------------------------------------------- body


def _robe(painter: QPainter, dress: Costume, pattern: Callable[[QPainter, Costume], None] | None = None) -> None:
    """Shoulders sloping to the card's edges, an opening showing the lining with gold trim, sleeves, and a gold
    belt along the centre line (where the two halves meet)."""
    bottom = FIGURE_HEIGHT + 0.02
    robe = QPainterPath(QPointF(-0.52, bottom))
    robe.lineTo(-0.52, 0.76)
    robe.cubicTo(-0.48, 0.66, -0.32, 0.63, -0.13, 0.62)
    robe.lineTo(0.13, 0.62)
    robe.cubicTo(0.32, 0.63, 0.48, 0.66, 0.52, 0.76)
    robe.lineTo(0.52, bottom)
    robe.closeSubpath()
    fill(painter, robe, dress.robe, dress.ink)
    opening = mirrored([(-0.11, 0.63), (-0.19, bottom)])
    if pattern is not None:
        painter.save()
        painter.setClipPath(robe.subtracted(opening), Qt.ClipOperation.IntersectClip)
        pattern(painter, dress)
        painter.restore()
    fill(painter, opening, dress.lining, dress.ink)
    painter.setPen(pen(dress.trim, LINE * 2.2))
    for side in (-1, 1):
        painter.drawLine(QPointF(side * 0.11, 0.64), QPointF(side * 0.19, bottom))
    painter.setPen(pen(pal.GOLD_DARK, LINE * 0.7))
    painter.setBrush(dress.trim)
    for y in (0.78, 0.88, 0.98):
        painter.drawEllipse(QPointF(0.0, y), 0.02, 0.02)
    for side in (-1, 1):
        _sleeve(painter, dress, side)


def _lattice(painter: QPainter, dress: Costume) -> None:
    """The King's robe: a gold diamond lattice with a dot in each diamond."""
    painter.setPen(pen(dress.trim, LINE * 0.6))
    for i in range(-14, 15):
        x = i * 0.09
        painter.drawLine(QPointF(x - 0.6, 0.5), QPointF(x + 0.6, 1.7))
        painter.drawLine(QPointF(x + 0.6, 0.5), QPointF(x - 0.6, 1.7))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(dress.trim)
    for row in range(16):
        for col in range(-7, 8):
            painter.drawEllipse(QPointF(col * 0.09 + 0.045, 0.5 + row * 0.09 + 0.045 * (row % 2)), 0.008, 0.008)


def _dots(painter: QPainter, dress: Costume) -> None:
    """The Queen's robe: small gold flowers (four dots round a centre) in staggered rows."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(dress.trim)
    for row in range(9):
        for col in range(-6, 7):
            x, y = col * 0.1 + 0.05 * (row % 2), 0.6 + row * 0.07
            for dx, dy in ((0.0, -0.014), (0.014, 0.0), (0.0, 0.014), (-0.014, 0.0)):
                painter.drawEllipse(QPointF(x + dx, y + dy), 0.008, 0.008)


def _stripes(painter: QPainter, dress: Costume) -> None:
    """The Jack's doublet: upright stripes in the lining colour edged in gold."""
    for i in range(-6, 7):
        stripe = QPainterPath()
        stripe.addRect(QRectF(i * 0.1 - 0.018, 0.5, 0.036, 0.8))
        fill(painter, stripe, dress.lining, dress.trim, LINE * 0.5)


def king_robe(painter: QPainter, dress: Costume) -> None:
    _robe(painter, dress, _lattice)


def queen_robe(painter: QPainter, dress: Costume) -> None:
    _robe(painter, dress, _dots)


def jack_robe(painter: QPainter, dress: Costume) -> None:
    _robe(painter, dress, _stripes)


def _sleeve(painter: QPainter, dress: Costume, side: int) -> None:
    """An arm from the shoulder down to a cuff above the hand (the hands are drawn with what they hold)."""
    sleeve = QPainterPath(QPointF(side * 0.24, 0.65))
    sleeve.cubicTo(side * 0.40, 0.68, side * 0.42, 0.80, side * 0.37, 0.90)
    sleeve.lineTo(side * 0.23, 0.90)
    sleeve.cubicTo(side * 0.26, 0.80, side * 0.26, 0.72, side * 0.24, 0.65)
    fill(painter, sleeve, dress.lining, dress.ink, LINE * 0.8)
    painter.setPen(pen(dress.lining.darker(135), LINE * 0.7))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    fold = QPainterPath(QPointF(side * 0.30, 0.70))
    fold.quadTo(side * 0.35, 0.78, side * 0.31, 0.86)
    painter.drawPath(fold)
    cuff = QPainterPath()
    cuff.addRoundedRect(QRectF(min(side * 0.225, side * 0.375), 0.885, 0.15, 0.03), 0.01, 0.01)
    fill(painter, cuff, dress.trim, pal.GOLD_DARK, LINE * 0.6)


# ---------------------------------------------------------------------- collars


def ermine(painter: QPainter, dress: Costume) -> None:
    """The King's ermine cape over the shoulders: white fur with black tails."""
    cape = QPainterPath(QPointF(-0.50, 0.88))
    cape.cubicTo(-0.44, 0.76, -0.30, 0.71, -0.14, 0.70)
    cape.lineTo(0.14, 0.70)
    cape.cubicTo(0.30, 0.71, 0.44, 0.76, 0.50, 0.88)
    cape.lineTo(0.50, 0.95)
    cape.cubicTo(0.40, 0.86, 0.26, 0.82, 0.12, 0.84)
    cape.lineTo(-0.12, 0.84)
    cape.cubicTo(-0.26, 0.82, -0.40, 0.86, -0.50, 0.95)
    cape.closeSubpath()
    fill(painter, cape, pal.ERMINE, pal.HAIR_GREY)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(pal.BLACK)
    for x, y in ((-0.40, 0.85), (-0.26, 0.78), (0.26, 0.78), (0.40, 0.85), (-0.13, 0.77), (0.13, 0.77)):
        tail = QPainterPath(QPointF(x, y - 0.02))
        tail.lineTo(x + 0.012, y + 0.015)
        tail.lineTo(x - 0.012, y + 0.015)
        tail.closeSubpath()
        painter.drawPath(tail)


def lace_collar(painter: QPainter, dress: Costume) -> None:
    """The Queen's scalloped lace collar and a string of pearls."""
    collar = QPainterPath(QPointF(-0.30, 0.74))
    for i in range(7):
        x0 = -0.30 + i * (0.60 / 7)
        collar.quadTo(x0 + 0.30 / 7, 0.83, x0 + 0.60 / 7, 0.74)
    collar.lineTo(0.16, 0.70)
    collar.lineTo(-0.16, 0.70)
    collar.closeSubpath()
    fill(painter, collar, pal.PEARL, pal.HAIR_GREY, LINE * 0.7)
    painter.setPen(pen(pal.HAIR_GREY, LINE * 0.5))
    painter.setBrush(pal.PEARL)
    for i in range(9):
        t = i / 8
        x = -0.12 + 0.24 * t
        y = 0.86 + 0.05 * (1 - (2 * t - 1) ** 2)
        painter.drawEllipse(QPointF(x, y), 0.016, 0.016)
    painter.setBrush(dress.lining)
    painter.drawEllipse(QPointF(0.0, 0.935), 0.028, 0.034)


def jack_collar(painter: QPainter, dress: Costume) -> None:
    """A flat white collar."""
    collar = QPainterPath(QPointF(-0.22, 0.71))
    collar.quadTo(-0.16, 0.80, 0.0, 0.79)
    collar.quadTo(0.16, 0.80, 0.22, 0.71)
    collar.lineTo(-0.22, 0.71)
    fill(painter, collar, pal.PEARL, pal.HAIR_GREY, LINE * 0.7)
