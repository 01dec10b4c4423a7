"""The green felt under the cards: a radial gradient, drawn small and stretched to the board.

The gradient is smooth, so an image an eighth of the board's size, scaled up with smoothing, looks the same as
one drawn at full size; that small image goes into the card-art cache with the cards (a later start reads it
instead of drawing it, and never loads Qt's gradient classes before its first frame), and the view keeps the
stretched result as its cached background, so animation frames only copy it.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

CENTRE = QColor("#2b7a47")
EDGE = QColor("#15502b")
SCALE = 8
"""The felt image is this many times smaller than the board, in each direction."""


def felt_size(width: float, height: float) -> tuple[int, int]:
    """Size of the felt image for a board of ``width`` × ``height`` pixels."""
    return max(1, math.ceil(width / SCALE)), max(1, math.ceil(height / SCALE))


def render_felt(width: int, height: int) -> QImage:
    """The felt at ``width`` × ``height`` pixels: lighter in the middle, darker towards the edges."""
    from PySide6.QtGui import QRadialGradient  # only when the cache has no felt of this size

    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    gradient = QRadialGradient(QPointF(width / 2, height / 2), max(width, height) * 0.75)
    gradient.setColorAt(0.0, CENTRE)
    gradient.setColorAt(1.0, EDGE)
    painter = QPainter(image)
    painter.fillRect(QRectF(0, 0, width, height), gradient)
    painter.end()
    return image
