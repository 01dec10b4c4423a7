"""The marker of an empty pile: a faint rounded outline that lets the table colour show through."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPen

from pyramid_qt.ui.card_art import palette as pal
from pyramid_qt.ui.card_art.face import FaceGeometry


def draw_slot(painter: QPainter, geo: FaceGeometry) -> None:
    line = max(1.0, geo.width * 0.02)
    rect = geo.rect.adjusted(line, line, -line, -line)
    painter.setBrush(pal.SLOT_FILL)
    pen = QPen(pal.SLOT_LINE, line)
    pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.drawRoundedRect(rect, geo.radius, geo.radius)
