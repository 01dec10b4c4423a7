"""The aces: one large, ornate centre pip; the ace of spades, as on printed decks, richly decorated.

Every ace's pip carries an engraved inner line (a white contour inset from its edge) and a fine outer shadow line,
so it reads as a printed emblem rather than a flat symbol.  The ace of spades is larger still and sits in a
rosette (a double ring with pearls at the compass points), with scrolls curling from its stem and a small
inlaid spade in its heart.  Everything is point-symmetric except the pips themselves, which stay upright.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen, QTransform

from pyramid_qt.engine.cards import Suit
from pyramid_qt.ui.card_art import palette as pal
from pyramid_qt.ui.card_art.shapes import suit_aspect, suit_path


def draw_ace(painter: QPainter, suit: Suit, card: QRectF, area_width: float) -> None:
    """The ace's centre on a ``card`` whose pip area (between the corner indices) is ``area_width`` wide."""
    centre = card.center()
    if suit is Suit.SPADES:
        height = min(card.width() * 0.5, area_width / suit_aspect(suit) * 0.95)
        _rosette(painter, centre, min(card.width() * 0.41, height * 0.84), height)
        _ornate_pip(painter, suit, centre, height)
        _inlay(painter, centre, height)
    else:
        height = min(card.width() * 0.48, area_width / suit_aspect(suit) * 1.1)
        _ornate_pip(painter, suit, centre, height)


def _pip_path(suit: Suit, centre: QPointF, height: float, scale: float = 1.0) -> QPainterPath:
    """The suit symbol ``height`` tall at ``centre``, shrunk by ``scale`` about its middle."""
    transform = QTransform()
    transform.translate(centre.x(), centre.y())
    transform.scale(height * scale, height * scale)
    return transform.map(suit_path(suit))


def _ornate_pip(painter: QPainter, suit: Suit, centre: QPointF, height: float) -> None:
    ink = pal.suit_colour(suit)
    pip = _pip_path(suit, centre, height)
    painter.setPen(QPen(ink.darker(150), max(0.6, height * 0.012)))
    painter.setBrush(ink)
    painter.drawPath(pip)
    # The engraved line: the same outline, smaller, in white; the clubs' lobes and stem get one each way.
    inner = _pip_path(suit, QPointF(centre.x(), centre.y() - height * 0.02), height, 0.8)
    pen = QPen(pal.CARD_FACE, max(0.6, height * 0.022))
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(inner)
    painter.setPen(QPen(pal.CARD_FACE, max(0.5, height * 0.01)))
    painter.drawPath(_pip_path(suit, QPointF(centre.x(), centre.y() - height * 0.03), height, 0.64))


def _inlay(painter: QPainter, centre: QPointF, height: float) -> None:
    """A small white spade with a black heart inside the big one, and white dots along its midline."""
    small = _pip_path(Suit.SPADES, QPointF(centre.x(), centre.y() - height * 0.04), height, 0.34)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(pal.CARD_FACE)
    painter.drawPath(small)
    painter.setBrush(pal.BLACK)
    painter.drawPath(_pip_path(Suit.SPADES, QPointF(centre.x(), centre.y() - height * 0.035), height, 0.18))
    painter.setBrush(pal.CARD_FACE)
    for dy in (-0.36, 0.22):
        painter.drawEllipse(QPointF(centre.x(), centre.y() + dy * height), height * 0.022, height * 0.022)


def _rosette(painter: QPainter, centre: QPointF, radius: float, height: float) -> None:
    """The ace of spades' frame: two thin rings, pearls at eight points, a scroll on each side of the stem."""
    line = max(0.6, radius * 0.018)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(pal.BLACK, line))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QPen(pal.BLACK, line * 0.6))
    painter.drawEllipse(centre, radius * 0.92, radius * 0.92)
    # Fine radial ticks between the rings: the engraved band of a printed ace.
    painter.setPen(QPen(pal.BLACK, line * 0.45))
    for i in range(96):
        angle = math.radians(i * 3.75)
        cos, sin = math.cos(angle), math.sin(angle)
        painter.drawLine(
            QPointF(centre.x() + cos * radius * 0.92, centre.y() + sin * radius * 0.92),
            QPointF(centre.x() + cos * radius, centre.y() + sin * radius),
        )
    painter.setPen(QPen(pal.BLACK, line * 0.6))
    for i in range(8):
        angle = math.radians(i * 45 + 22.5)
        point = QPointF(centre.x() + math.cos(angle) * radius * 0.96, centre.y() + math.sin(angle) * radius * 0.96)
        painter.setBrush(pal.GOLD if i % 2 else pal.CARD_FACE)
        painter.drawEllipse(point, radius * 0.045, radius * 0.045)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    pen = QPen(pal.BLACK, line * 1.2)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    foot = centre.y() + height * 0.5
    for side in (-1, 1):
        scroll = QPainterPath(QPointF(centre.x() + side * height * 0.12, foot - height * 0.02))
        scroll.cubicTo(
            centre.x() + side * height * 0.35,
            foot + height * 0.02,
            centre.x() + side * height * 0.50,
            foot - height * 0.14,
            centre.x() + side * height * 0.40,
            foot - height * 0.22,
        )
        scroll.cubicTo(
            centre.x() + side * height * 0.33,
            foot - height * 0.27,
            centre.x() + side * height * 0.27,
            foot - height * 0.19,
            centre.x() + side * height * 0.33,
            foot - height * 0.15,
        )
        painter.drawPath(scroll)
