"""Court cards: a framed, double-ended panel holding a figure (see :mod:`.figures`) and its headwear.

The three headwears have clearly different outlines so the ranks are told apart at a glance even at thumbnail
size: a spiky crown with a cross for the King, a rounded pearl coronet for the Queen, a plumed cap for the Jack.
They are drawn in their own unit box (width 1, centred on the origin) and placed on the figure's head.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from pyramid_qt.engine.cards import Card, Suit
from pyramid_qt.ui.card_art import palette as pal
from pyramid_qt.ui.card_art.costume import FIGURE_HEIGHT, faces_left
from pyramid_qt.ui.card_art.figures import draw_figure, head_transform
from pyramid_qt.ui.card_art.shapes import draw_both_ways, draw_suit


def _outline(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _jewel(painter: QPainter, centre: QPointF, rx: float, ry: float, colour: QColor, edge: QColor) -> None:
    painter.setPen(_outline(edge, 0.02))
    painter.setBrush(colour)
    painter.drawEllipse(centre, rx, ry)


def _king_crown(painter: QPainter, suit: Suit) -> None:
    ink = pal.suit_colour(suit)
    edge = pal.GOLD_DARK
    top = QPainterPath(QPointF(-0.42, 0.10))
    for x, y in ((-0.48, -0.22), (-0.22, 0.0), (0.0, -0.30), (0.22, 0.0), (0.48, -0.22), (0.42, 0.10)):
        top.lineTo(x, y)
    top.closeSubpath()
    painter.setPen(_outline(edge, 0.035))
    painter.setBrush(pal.GOLD)
    painter.drawPath(top)
    # A cross above the centre point: the King's own mark, absent from the Queen's coronet.
    painter.setPen(_outline(edge, 0.03))
    painter.setBrush(pal.GOLD)
    cross = QPainterPath()
    cross.addRect(QRectF(-0.035, -0.46, 0.07, 0.18))
    cross.addRect(QRectF(-0.09, -0.41, 0.18, 0.06))
    painter.drawPath(cross.simplified())
    band = QRectF(-0.44, 0.08, 0.88, 0.26)
    painter.setPen(_outline(edge, 0.035))
    painter.setBrush(pal.GOLD)
    painter.drawRoundedRect(band, 0.04, 0.04)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(pal.GOLD_LIGHT)
    painter.drawRect(QRectF(-0.40, 0.11, 0.80, 0.04))
    for x, y in ((-0.48, -0.22), (0.48, -0.22)):
        _jewel(painter, QPointF(x, y), 0.06, 0.06, pal.GOLD_LIGHT, edge)
    _jewel(painter, QPointF(0.0, 0.21), 0.09, 0.075, ink, edge)
    for x in (-0.27, 0.27):
        _jewel(painter, QPointF(x, 0.21), 0.055, 0.055, ink, edge)


def _queen_coronet(painter: QPainter, suit: Suit) -> None:
    ink = pal.suit_colour(suit)
    edge = pal.GOLD_DARK
    # Rounded scallops: low at the sides, one tall arch in the middle.
    top = QPainterPath(QPointF(-0.46, 0.16))
    top.cubicTo(-0.48, -0.02, -0.36, -0.12, -0.28, -0.06)
    top.cubicTo(-0.20, -0.01, -0.16, 0.04, -0.13, 0.04)
    top.cubicTo(-0.16, -0.14, -0.10, -0.30, 0.0, -0.34)
    top.cubicTo(0.10, -0.30, 0.16, -0.14, 0.13, 0.04)
    top.cubicTo(0.16, 0.04, 0.20, -0.01, 0.28, -0.06)
    top.cubicTo(0.36, -0.12, 0.48, -0.02, 0.46, 0.16)
    top.closeSubpath()
    painter.setPen(_outline(edge, 0.035))
    painter.setBrush(pal.GOLD)
    painter.drawPath(top)
    band = QPainterPath(QPointF(-0.48, 0.14))
    band.quadTo(0.0, 0.02, 0.48, 0.14)
    band.lineTo(0.48, 0.30)
    band.quadTo(0.0, 0.18, -0.48, 0.30)
    band.closeSubpath()
    painter.drawPath(band)
    # Pearls crown each scallop and line the band; a teardrop jewel hangs in the central arch.
    for x, y, r in ((-0.33, -0.13, 0.055), (0.33, -0.13, 0.055), (0.0, -0.38, 0.065)):
        _jewel(painter, QPointF(x, y), r, r, pal.PEARL, edge)
    for i in range(7):
        x = -0.36 + i * 0.12
        y = 0.22 - 0.09 * (1 - (x / 0.48) ** 2) + 0.01
        _jewel(painter, QPointF(x, y), 0.032, 0.032, pal.PEARL, edge)
    drop = QPainterPath(QPointF(0.0, -0.22))
    drop.cubicTo(0.07, -0.12, 0.08, -0.04, 0.0, -0.02)
    drop.cubicTo(-0.08, -0.04, -0.07, -0.12, 0.0, -0.22)
    painter.setPen(_outline(edge, 0.02))
    painter.setBrush(ink)
    painter.drawPath(drop)


def _jack_cap(painter: QPainter, suit: Suit) -> None:
    ink = pal.suit_colour(suit)
    edge = pal.GOLD_DARK
    feather_ink = ink if suit.is_red else pal.FEATHER_BLACK
    feather_fill = pal.FEATHER_TINT_RED if suit.is_red else pal.FEATHER_TINT_BLACK
    # A tall plume curling up and over from the cap: the Jack's silhouette, unlike either crown.
    plume = QPainterPath(QPointF(-0.20, 0.02))
    plume.cubicTo(-0.40, -0.22, -0.26, -0.48, 0.04, -0.52)
    plume.cubicTo(0.24, -0.54, 0.40, -0.46, 0.46, -0.34)
    plume.cubicTo(0.30, -0.42, 0.10, -0.40, -0.02, -0.30)
    plume.cubicTo(-0.12, -0.20, -0.10, -0.08, -0.04, 0.02)
    plume.closeSubpath()
    painter.setPen(_outline(feather_ink, 0.03))
    painter.setBrush(feather_fill)
    painter.drawPath(plume)
    quill = QPainterPath(QPointF(-0.12, 0.02))
    quill.cubicTo(-0.26, -0.22, -0.14, -0.44, 0.08, -0.47)
    quill.cubicTo(0.22, -0.48, 0.34, -0.43, 0.44, -0.36)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_outline(feather_ink, 0.022))
    painter.drawPath(quill)
    for t in (0.3, 0.5, 0.7):
        base = quill.pointAtPercent(t)
        tip = plume.pointAtPercent(0.25 + t * 0.5)
        painter.drawLine(base, QPointF((base.x() + tip.x()) / 2, (base.y() + tip.y()) / 2))
    cap = QPainterPath(QPointF(-0.42, 0.16))
    cap.cubicTo(-0.44, -0.06, -0.22, -0.20, 0.06, -0.18)
    cap.cubicTo(0.34, -0.16, 0.48, -0.02, 0.42, 0.16)
    cap.closeSubpath()
    painter.setPen(_outline(ink.darker(150), 0.03))
    painter.setBrush(ink)
    painter.drawPath(cap)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 70))
    painter.drawEllipse(QPointF(0.10, -0.08), 0.18, 0.05)
    painter.setPen(_outline(edge, 0.035))
    painter.setBrush(pal.GOLD)
    painter.drawRoundedRect(QRectF(-0.48, 0.10, 0.96, 0.16), 0.07, 0.07)
    _jewel(painter, QPointF(-0.14, 0.18), 0.075, 0.075, pal.GOLD_LIGHT, edge)
    for x in (0.12, 0.30):
        _jewel(painter, QPointF(x, 0.18), 0.04, 0.04, ink, edge)


_EMBLEMS = {11: _jack_cap, 12: _queen_coronet, 13: _king_crown}


# Where each headwear sits on the figure's head: (scale, y of the emblem's origin) in figure units.
_HEADWEAR = {13: (0.30, 0.295), 12: (0.28, 0.300), 11: (0.34, 0.315)}
# The small suit sign in the upper corner away from the held attribute: x in figure units (sign = side).
_SUIT_SIGN_X = {13: -0.36, 12: 0.37, 11: 0.37}


def draw_court_panel(painter: QPainter, card: Card, panel: QRectF) -> None:
    """The framed panel with the figure in its top half, repeated turned half round below, like a printed court
    card (the whole face looks the same either way up)."""
    ink = pal.suit_colour(card.suit)
    line = max(0.6, panel.width() * 0.018)
    painter.setPen(QPen(ink, line))
    painter.setBrush(pal.court_tint(card.suit))
    radius = panel.width() * 0.06
    painter.drawRoundedRect(panel, radius, radius)
    inner = panel.adjusted(line * 1.6, line * 1.6, -line * 1.6, -line * 1.6)
    centre = panel.center()
    draw_both_ways(painter, centre, lambda: _draw_half(painter, card, inner))
    thin = QPen(ink, line * 0.6)
    painter.setPen(thin)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawLine(QPointF(inner.left(), centre.y()), QPointF(inner.right(), centre.y()))
    painter.drawRoundedRect(inner, radius * 0.7, radius * 0.7)


def _draw_half(painter: QPainter, card: Card, inner: QRectF) -> None:
    """The figure in the top half of ``inner``, scaled to fill its width and standing on the centre line."""
    half = QRectF(inner.left(), inner.top(), inner.width(), inner.height() / 2)
    scale = min(half.width(), half.height() / FIGURE_HEIGHT)
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(half.adjusted(0, 0, 0, half.height()), inner.width() * 0.04, inner.width() * 0.04)
    clip = clip.intersected(_rect_path(half))
    painter.setClipPath(clip)
    painter.translate(half.center().x(), half.bottom())
    painter.scale(scale, scale)
    painter.translate(0.0, -FIGURE_HEIGHT)
    painter.save()
    draw_figure(painter, card.rank, card.suit)
    painter.restore()
    size, y = _HEADWEAR[card.rank]
    painter.save()
    if faces_left(card.suit):
        painter.scale(-1.0, 1.0)
    head_transform(painter)
    painter.translate(0.0, y)
    painter.scale(size, size)
    _EMBLEMS[card.rank](painter, card.suit)
    painter.restore()
    top = FIGURE_HEIGHT - half.height() / scale
    sign_h = 0.15
    sign_x = -_SUIT_SIGN_X[card.rank] if faces_left(card.suit) else _SUIT_SIGN_X[card.rank]
    draw_suit(painter, card.suit, QPointF(sign_x, top + 0.03 + sign_h / 2), sign_h)
    painter.restore()


def _rect_path(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(rect)
    return path
