"""A minimal card painter used only while ``card_art`` is not importable (same API, plain looks).

TODO: remove once pyramid_qt/ui/card_art.py has landed (the board imports it first).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap

from pyramid_qt.engine import Card

CARD_ASPECT = 1.4


class CardArt:
    def __init__(self) -> None:
        self._cache: dict[tuple[str, int, float], QPixmap] = {}

    def clear_cache(self) -> None:
        self._cache.clear()

    def face(self, card: Card, width: int, dpr: float) -> QPixmap:
        key = (card.code, width, dpr)
        if key not in self._cache:
            self._cache[key] = self._paint(card, width, dpr)
        return self._cache[key]

    def back(self, width: int, dpr: float) -> QPixmap:
        key = ("back", width, dpr)
        if key not in self._cache:
            self._cache[key] = self._paint(None, width, dpr)
        return self._cache[key]

    def _paint(self, card: Card | None, width: int, dpr: float) -> QPixmap:
        height = round(width * CARD_ASPECT)
        pixmap = QPixmap(round(width * dpr), round(height * dpr))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0.5, 0.5, width - 1, height - 1)
        radius = width * 0.07
        painter.setPen(QPen(QColor("#555"), 1))
        if card is None:
            painter.setBrush(QColor("#24489c"))
            painter.drawRoundedRect(rect, radius, radius)
            painter.setPen(QPen(QColor("#dfe6f5"), max(1.0, width * 0.02)))
            inner = rect.adjusted(width * 0.08, width * 0.08, -width * 0.08, -width * 0.08)
            painter.drawRoundedRect(inner, radius / 2, radius / 2)
        else:
            painter.setBrush(QColor("white"))
            painter.drawRoundedRect(rect, radius, radius)
            painter.setPen(QColor("#c0142b") if card.suit.is_red else QColor("#111"))
            font = QFont("DejaVu Sans")
            font.setPixelSize(max(6, round(width * 0.26)))
            font.setBold(True)
            painter.setFont(font)
            painter.drawText(QRectF(width * 0.06, width * 0.03, width, width * 0.34), card.pretty)
            font.setPixelSize(max(8, round(width * 0.5)))
            painter.setFont(font)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, card.suit.symbol)
        painter.end()
        return pixmap
