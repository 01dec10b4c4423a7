"""The card back: a white rim, a deep blue field with a diagonal lattice, and a gold inner frame.

The pattern is symmetric under a half turn so a back looks the same whichever way round a card lies, and the
lattice pitch follows the card width so the back reads as a texture, not noise, at every size.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QLinearGradient, QPainter, QPainterPath, QPen

from pyramid_qt.ui.card_art import palette as pal
from pyramid_qt.ui.card_art.face import FaceGeometry, draw_card_base


def draw_back(painter: QPainter, geo: FaceGeometry, colours: pal.BackColours | None = None) -> None:
    """The back in ``colours`` (one of :data:`~.palette.BACK_COLOURS`; the blue one by default)."""
    tint = colours or pal.BACK_COLOURS["blue"]
    draw_card_base(painter, geo)
    rim = geo.width * 0.055
    field = geo.rect.adjusted(rim, rim, -rim, -rim)
    radius = max(1.0, geo.radius - rim * 0.6)
    clip = QPainterPath()
    clip.addRoundedRect(field, radius, radius)

    gradient = QLinearGradient(field.topLeft(), field.bottomRight())
    gradient.setColorAt(0.0, tint.field)
    gradient.setColorAt(0.5, tint.field.lighter(112))
    gradient.setColorAt(1.0, tint.field)
    painter.fillPath(clip, QBrush(gradient))

    painter.save()
    painter.setClipPath(clip)
    _draw_lattice(painter, field, geo.width, tint)
    painter.restore()

    frame_inset = geo.width * 0.07
    frame = field.adjusted(frame_inset, frame_inset, -frame_inset, -frame_inset)
    pen = QPen(tint.accent, max(0.6, geo.width * 0.014))
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(frame, radius * 0.6, radius * 0.6)
    _draw_medallion(painter, field.center(), geo.width, tint)

    painter.setPen(QPen(tint.field_dark, max(0.6, geo.width * 0.01)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(field, radius, radius)


def _draw_lattice(painter: QPainter, field: QRectF, width: float, tint: pal.BackColours) -> None:
    """Two sets of diagonal lines with a small diamond at every crossing."""
    pitch = max(5.0, width / 9)
    painter.setPen(QPen(tint.lattice, max(0.5, width * 0.009)))
    centre = field.center()
    span = math.hypot(field.width(), field.height())
    steps = int(span / pitch) + 2
    for i in range(-steps, steps + 1):
        offset = i * pitch
        # Lines through points spaced along the horizontal axis of the field centre, at +-45 degrees.
        x = centre.x() + offset
        painter.drawLine(QPointF(x - span, centre.y() - span), QPointF(x + span, centre.y() + span))
        painter.drawLine(QPointF(x - span, centre.y() + span), QPointF(x + span, centre.y() - span))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(tint.lattice.lighter(125))
    dot = pitch * 0.16
    half = pitch / 2
    rows = int(field.height() / half) + 2
    cols = int(field.width() / half) + 2
    for r in range(-rows, rows + 1):
        for c in range(-cols, cols + 1):
            if (r + c) % 2:
                continue
            x = centre.x() + c * half
            y = centre.y() + r * half
            if not field.adjusted(-dot, -dot, dot, dot).contains(QPointF(x, y)):
                continue
            diamond = QPainterPath(QPointF(x, y - dot))
            diamond.lineTo(x + dot, y)
            diamond.lineTo(x, y + dot)
            diamond.lineTo(x - dot, y)
            diamond.closeSubpath()
            painter.drawPath(diamond)


def _draw_medallion(painter: QPainter, centre: QPointF, width: float, tint: pal.BackColours) -> None:
    """A gold-edged diamond in the middle: gives the back a focal point without any text or logo."""
    size = width * 0.2
    outer = QPainterPath(QPointF(centre.x(), centre.y() - size * 1.25))
    outer.lineTo(centre.x() + size, centre.y())
    outer.lineTo(centre.x(), centre.y() + size * 1.25)
    outer.lineTo(centre.x() - size, centre.y())
    outer.closeSubpath()
    painter.setPen(QPen(tint.accent, max(0.6, width * 0.016)))
    painter.setBrush(tint.field_dark)
    painter.drawPath(outer)
    inner_size = size * 0.55
    inner = QPainterPath(QPointF(centre.x(), centre.y() - inner_size * 1.25))
    inner.lineTo(centre.x() + inner_size, centre.y())
    inner.lineTo(centre.x(), centre.y() + inner_size * 1.25)
    inner.lineTo(centre.x() - inner_size, centre.y())
    inner.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(tint.accent)
    painter.drawPath(inner)
