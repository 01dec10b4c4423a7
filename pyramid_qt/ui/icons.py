"""Two toolbar icons drawn with QPainter (Hint's light bulb, "Can I still win?"'s magnifier), because the
platform's standard icons have nothing that fits and icon themes are absent on Windows and macOS."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap

SIZE = 64


def _canvas() -> tuple[QPixmap, QPainter]:
    pixmap = QPixmap(SIZE, SIZE)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return pixmap, painter


def hint_icon() -> QIcon:
    pixmap, p = _canvas()
    p.setPen(QPen(QColor("#7a5a00"), 3))
    p.setBrush(QColor("#ffd54a"))
    p.drawEllipse(QRectF(14, 4, 36, 36))
    p.setBrush(QColor("#8a8f98"))
    p.setPen(QPen(QColor("#4a4f58"), 3))
    p.drawRoundedRect(QRectF(22, 40, 20, 16), 3, 3)
    p.drawLine(QPointF(24, 47), QPointF(40, 47))
    p.setPen(QPen(QColor("#4a4f58"), 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(28, 60), QPointF(36, 60))
    p.end()
    return QIcon(pixmap)


def check_icon() -> QIcon:
    pixmap, p = _canvas()
    p.setPen(QPen(QColor("#2f3a44"), 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(40, 40), QPointF(58, 58))
    p.setPen(QPen(QColor("#2f3a44"), 5))
    p.setBrush(QColor("#dff3e6"))
    p.drawEllipse(QRectF(6, 6, 38, 38))
    p.setPen(QPen(QColor("#1f7a3a"), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(15, 25), QPointF(22, 33))
    p.drawLine(QPointF(22, 33), QPointF(35, 16))
    p.end()
    return QIcon(pixmap)
