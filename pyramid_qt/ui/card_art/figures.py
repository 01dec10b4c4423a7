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
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from pyramid_qt.engine.cards import Suit
from pyramid_qt.ui.card_art import palette as pal

FIGURE_HEIGHT = 1.12
HEAD = QPointF(0.0, 0.50)
HEAD_RX, HEAD_RY = 0.135, 0.165
LINE = 0.014
HEAD_SCALE = 1.32
HEAD_PLACE = QPointF(0.0, 0.385)
"""The head parts are drawn about :data:`HEAD` and then enlarged about it and moved to here."""


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
    if suit.is_red:
        return Costume(pal.RED, lining, pal.GOLD, pal.LIPS_RED, pal.RED.darker(160))
    return Costume(pal.COURT_BLACK, lining, pal.GOLD, pal.LIPS_PLAIN, pal.BLACK)


def faces_left(suit: Suit) -> bool:
    """Diamonds and clubs are drawn mirrored: their attribute in the other hand."""
    return suit in (Suit.DIAMONDS, Suit.CLUBS)


def _pen(colour: QColor, width: float = LINE) -> QPen:
    pen = QPen(colour, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _fill(painter: QPainter, path: QPainterPath, fill: QColor, edge: QColor, width: float = LINE) -> None:
    painter.setPen(_pen(edge, width))
    painter.setBrush(fill)
    painter.drawPath(path)


def _mirrored(points: list[tuple[float, float]]) -> QPainterPath:
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
    _fill(painter, robe, dress.robe, dress.ink)
    opening = _mirrored([(-0.11, 0.63), (-0.19, bottom)])
    if pattern is not None:
        painter.save()
        painter.setClipPath(robe.subtracted(opening), Qt.ClipOperation.IntersectClip)
        pattern(painter, dress)
        painter.restore()
    _fill(painter, opening, dress.lining, dress.ink)
    painter.setPen(_pen(dress.trim, LINE * 2.2))
    for side in (-1, 1):
        painter.drawLine(QPointF(side * 0.11, 0.64), QPointF(side * 0.19, bottom))
    painter.setPen(_pen(pal.GOLD_DARK, LINE * 0.7))
    painter.setBrush(dress.trim)
    for y in (0.78, 0.88, 0.98):
        painter.drawEllipse(QPointF(0.0, y), 0.02, 0.02)
    for side in (-1, 1):
        _sleeve(painter, dress, side)


def _lattice(painter: QPainter, dress: Costume) -> None:
    """The King's robe: a gold diamond lattice with a dot in each diamond."""
    painter.setPen(_pen(dress.trim, LINE * 0.6))
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
        _fill(painter, stripe, dress.lining, dress.trim, LINE * 0.5)


def _king_robe(painter: QPainter, dress: Costume) -> None:
    _robe(painter, dress, _lattice)


def _queen_robe(painter: QPainter, dress: Costume) -> None:
    _robe(painter, dress, _dots)


def _jack_robe(painter: QPainter, dress: Costume) -> None:
    _robe(painter, dress, _stripes)


def _sleeve(painter: QPainter, dress: Costume, side: int) -> None:
    """An arm from the shoulder down to a cuff above the hand (the hands are drawn with what they hold)."""
    sleeve = QPainterPath(QPointF(side * 0.24, 0.65))
    sleeve.cubicTo(side * 0.40, 0.68, side * 0.42, 0.80, side * 0.37, 0.90)
    sleeve.lineTo(side * 0.23, 0.90)
    sleeve.cubicTo(side * 0.26, 0.80, side * 0.26, 0.72, side * 0.24, 0.65)
    _fill(painter, sleeve, dress.lining, dress.ink, LINE * 0.8)
    painter.setPen(_pen(dress.lining.darker(135), LINE * 0.7))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    fold = QPainterPath(QPointF(side * 0.30, 0.70))
    fold.quadTo(side * 0.35, 0.78, side * 0.31, 0.86)
    painter.drawPath(fold)
    cuff = QPainterPath()
    cuff.addRoundedRect(QRectF(min(side * 0.225, side * 0.375), 0.885, 0.15, 0.03), 0.01, 0.01)
    _fill(painter, cuff, dress.trim, pal.GOLD_DARK, LINE * 0.6)


def _neck(painter: QPainter, dress: Costume) -> None:
    neck = QPainterPath()
    neck.addRect(QRectF(-0.055, 0.58, 0.11, 0.14))
    _fill(painter, neck, pal.SKIN, pal.SKIN_EDGE, LINE * 0.7)


def _head(painter: QPainter, dress: Costume) -> None:
    face = QPainterPath()
    face.addEllipse(HEAD, HEAD_RX, HEAD_RY)
    _fill(painter, face, pal.SKIN, pal.SKIN_EDGE)


def _features(painter: QPainter, dress: Costume, *, beard: bool = False) -> None:
    """Eyes, brows, nose and mouth; a bearded face shows no chin and a mouth under the moustache."""
    cx, cy = HEAD.x(), HEAD.y()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(pal.EYE)
    for side in (-1, 1):
        painter.drawEllipse(QPointF(cx + side * 0.052, cy - 0.015), 0.017, 0.012)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(pal.HAIR_DARK, LINE * 0.9))
    for side in (-1, 1):
        brow = QPainterPath(QPointF(cx + side * 0.085, cy - 0.035))
        brow.quadTo(cx + side * 0.05, cy - 0.062, cx + side * 0.02, cy - 0.045)
        painter.drawPath(brow)
    painter.setPen(_pen(pal.SKIN_EDGE, LINE * 0.9))
    nose = QPainterPath(QPointF(cx + 0.004, cy - 0.02))
    nose.quadTo(cx + 0.022, cy + 0.04, cx + 0.015, cy + 0.052)
    nose.quadTo(cx, cy + 0.058, cx - 0.012, cy + 0.05)
    painter.drawPath(nose)
    painter.setPen(_pen(dress.lips, LINE * 1.3))
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
    _fill(painter, hand, pal.SKIN, pal.SKIN_EDGE, LINE * 0.8)


# ---------------------------------------------------------------------- hair


def _king_hair(painter: QPainter, dress: Costume) -> None:
    """White hair to the shoulders and a full, pointed beard."""
    hair = QPainterPath(QPointF(-0.13, 0.44))
    hair.cubicTo(-0.19, 0.50, -0.20, 0.62, -0.17, 0.70)
    hair.lineTo(0.17, 0.70)
    hair.cubicTo(0.20, 0.62, 0.19, 0.50, 0.13, 0.44)
    hair.closeSubpath()
    _fill(painter, hair, pal.HAIR_WHITE, pal.HAIR_GREY)


def _king_beard(painter: QPainter, dress: Costume) -> None:
    beard = QPainterPath(QPointF(-0.13, 0.52))
    beard.cubicTo(-0.14, 0.64, -0.08, 0.76, 0.0, 0.82)
    beard.cubicTo(0.08, 0.76, 0.14, 0.64, 0.13, 0.52)
    beard.cubicTo(0.09, 0.58, 0.05, 0.585, 0.0, 0.575)
    beard.cubicTo(-0.05, 0.585, -0.09, 0.58, -0.13, 0.52)
    beard.closeSubpath()
    _fill(painter, beard, pal.HAIR_WHITE, pal.HAIR_GREY)
    painter.setPen(_pen(pal.HAIR_GREY, LINE * 0.7))
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
    _fill(painter, moustache, pal.HAIR_WHITE, pal.HAIR_GREY, LINE * 0.7)


def _queen_hair(painter: QPainter, dress: Costume) -> None:
    """Long golden hair falling behind the shoulders, parted in the middle."""
    hair = QPainterPath(QPointF(0.0, 0.33))
    hair.cubicTo(-0.16, 0.33, -0.20, 0.46, -0.20, 0.58)
    hair.cubicTo(-0.21, 0.66, -0.24, 0.72, -0.22, 0.78)
    hair.lineTo(0.22, 0.78)
    hair.cubicTo(0.24, 0.72, 0.21, 0.66, 0.20, 0.58)
    hair.cubicTo(0.20, 0.46, 0.16, 0.33, 0.0, 0.33)
    _fill(painter, hair, pal.HAIR_GOLD, pal.HAIR_GOLD_DARK)
    painter.setPen(_pen(pal.HAIR_GOLD_DARK, LINE * 0.7))
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
    _fill(painter, fringe, pal.HAIR_GOLD, pal.HAIR_GOLD_DARK, LINE * 0.7)


def _jack_hair(painter: QPainter, dress: Costume) -> None:
    """A brown page-boy cut with curled ends at the jaw."""
    hair = QPainterPath(QPointF(0.0, 0.34))
    hair.cubicTo(-0.17, 0.34, -0.19, 0.48, -0.18, 0.60)
    hair.cubicTo(-0.19, 0.64, -0.14, 0.67, -0.12, 0.62)
    hair.lineTo(0.12, 0.62)
    hair.cubicTo(0.14, 0.67, 0.19, 0.64, 0.18, 0.60)
    hair.cubicTo(0.19, 0.48, 0.17, 0.34, 0.0, 0.34)
    _fill(painter, hair, pal.HAIR_BROWN, pal.HAIR_DARK)


def _jack_fringe(painter: QPainter, dress: Costume) -> None:
    fringe = QPainterPath(QPointF(-0.14, 0.45))
    fringe.cubicTo(-0.12, 0.38, -0.05, 0.36, 0.0, 0.37)
    fringe.cubicTo(0.05, 0.36, 0.12, 0.38, 0.14, 0.45)
    fringe.lineTo(0.0, 0.42)
    fringe.closeSubpath()
    _fill(painter, fringe, pal.HAIR_BROWN, pal.HAIR_DARK, LINE * 0.7)


# ---------------------------------------------------------------------- collars


def _ermine(painter: QPainter, dress: Costume) -> None:
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
    _fill(painter, cape, pal.ERMINE, pal.HAIR_GREY)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(pal.BLACK)
    for x, y in ((-0.40, 0.85), (-0.26, 0.78), (0.26, 0.78), (0.40, 0.85), (-0.13, 0.77), (0.13, 0.77)):
        tail = QPainterPath(QPointF(x, y - 0.02))
        tail.lineTo(x + 0.012, y + 0.015)
        tail.lineTo(x - 0.012, y + 0.015)
        tail.closeSubpath()
        painter.drawPath(tail)


def _lace_collar(painter: QPainter, dress: Costume) -> None:
    """The Queen's scalloped lace collar and a string of pearls."""
    collar = QPainterPath(QPointF(-0.30, 0.74))
    for i in range(7):
        x0 = -0.30 + i * (0.60 / 7)
        collar.quadTo(x0 + 0.30 / 7, 0.83, x0 + 0.60 / 7, 0.74)
    collar.lineTo(0.16, 0.70)
    collar.lineTo(-0.16, 0.70)
    collar.closeSubpath()
    _fill(painter, collar, pal.PEARL, pal.HAIR_GREY, LINE * 0.7)
    painter.setPen(_pen(pal.HAIR_GREY, LINE * 0.5))
    painter.setBrush(pal.PEARL)
    for i in range(9):
        t = i / 8
        x = -0.12 + 0.24 * t
        y = 0.86 + 0.05 * (1 - (2 * t - 1) ** 2)
        painter.drawEllipse(QPointF(x, y), 0.016, 0.016)
    painter.setBrush(dress.lining)
    painter.drawEllipse(QPointF(0.0, 0.935), 0.028, 0.034)


def _jack_collar(painter: QPainter, dress: Costume) -> None:
    """A flat white collar."""
    collar = QPainterPath(QPointF(-0.22, 0.71))
    collar.quadTo(-0.16, 0.80, 0.0, 0.79)
    collar.quadTo(0.16, 0.80, 0.22, 0.71)
    collar.lineTo(-0.22, 0.71)
    _fill(painter, collar, pal.PEARL, pal.HAIR_GREY, LINE * 0.7)


# ---------------------------------------------------------------------- attributes


def _sceptre(painter: QPainter, dress: Costume) -> None:
    """A gold sceptre topped by an orb and cross, held on the King's left."""
    painter.setPen(_pen(pal.GOLD_DARK, LINE * 3.2))
    painter.drawLine(QPointF(0.27, 1.10), QPointF(0.36, 0.30))
    painter.setPen(_pen(pal.GOLD, LINE * 1.8))
    painter.drawLine(QPointF(0.27, 1.10), QPointF(0.36, 0.30))
    orb = QPainterPath()
    orb.addEllipse(QPointF(0.365, 0.27), 0.042, 0.042)
    _fill(painter, orb, pal.GOLD, pal.GOLD_DARK)
    cross = QPainterPath()
    cross.addRect(QRectF(0.358, 0.16, 0.016, 0.075))
    cross.addRect(QRectF(0.338, 0.18, 0.056, 0.016))
    _fill(painter, cross.simplified(), pal.GOLD, pal.GOLD_DARK, LINE * 0.6)
    _hand(painter, QPointF(0.295, 0.93))


def _flower(painter: QPainter, dress: Costume) -> None:
    """A rose on a long stem, held on the Queen's right."""
    painter.setPen(_pen(pal.LEAF_DARK, LINE * 1.6))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    stem = QPainterPath(QPointF(-0.28, 0.98))
    stem.cubicTo(-0.30, 0.80, -0.36, 0.62, -0.34, 0.44)
    painter.drawPath(stem)
    for y, side in ((0.72, -1), (0.60, 1)):
        leaf = QPainterPath(QPointF(-0.325, y))
        leaf.quadTo(-0.325 + side * 0.05, y - 0.06, -0.325 + side * 0.085, y - 0.02)
        leaf.quadTo(-0.325 + side * 0.05, y + 0.01, -0.325, y)
        _fill(painter, leaf, pal.LEAF, pal.LEAF_DARK, LINE * 0.6)
    petals = dress.robe if dress.robe == pal.RED else pal.COURT_STEEL
    for angle in range(0, 360, 72):
        painter.save()
        painter.translate(-0.34, 0.42)
        painter.rotate(angle)
        petal = QPainterPath()
        petal.addEllipse(QPointF(0.0, -0.035), 0.03, 0.04)
        _fill(painter, petal, petals, petals.darker(150), LINE * 0.6)
        painter.restore()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(pal.GOLD)
    painter.drawEllipse(QPointF(-0.34, 0.42), 0.022, 0.022)
    _hand(painter, QPointF(-0.285, 0.95))


def _halberd(painter: QPainter, dress: Costume) -> None:
    """A halberd: a long wooden shaft with a steel spearhead and axe blade, held on the Jack's right."""
    painter.setPen(_pen(pal.WOOD_DARK, LINE * 3.0))
    painter.drawLine(QPointF(-0.30, 1.12), QPointF(-0.36, 0.22))
    painter.setPen(_pen(pal.WOOD, LINE * 1.6))
    painter.drawLine(QPointF(-0.30, 1.12), QPointF(-0.36, 0.22))
    spear = QPainterPath(QPointF(-0.365, 0.06))
    spear.lineTo(-0.34, 0.20)
    spear.lineTo(-0.385, 0.20)
    spear.closeSubpath()
    _fill(painter, spear, pal.STEEL, pal.STEEL_DARK, LINE * 0.7)
    blade = QPainterPath(QPointF(-0.35, 0.21))
    blade.cubicTo(-0.28, 0.19, -0.25, 0.24, -0.26, 0.31)
    blade.cubicTo(-0.29, 0.28, -0.32, 0.28, -0.345, 0.29)
    blade.closeSubpath()
    _fill(painter, blade, pal.STEEL, pal.STEEL_DARK, LINE * 0.7)
    _hand(painter, QPointF(-0.305, 0.94))


# ---------------------------------------------------------------------- the three figures

FigurePart = Callable[[QPainter, Costume], None]

# Back to front: what is drawn later covers what was drawn earlier.
FIGURES: dict[int, tuple[FigurePart, ...]] = {
    13: (_king_hair, _king_robe, _ermine, _neck, _head, _king_beard, _sceptre),
    12: (_queen_hair, _queen_robe, _neck, _lace_collar, _head, _queen_fringe, _flower),
    11: (_jack_hair, _jack_robe, _jack_collar, _neck, _head, _jack_fringe, _halberd),
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
