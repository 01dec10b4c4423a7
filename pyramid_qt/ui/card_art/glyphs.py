"""Rank letters turned into vector paths normalised to a cap height of 1.

Text is drawn as paths rather than with ``drawText`` so that every rank sits exactly in its index box at any
size: the scale comes from the font's cap height, the centring from the ink itself, and a too-wide "10" is
narrowed instead of spilling out of the corner.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QFont, QFontMetricsF, QPainterPath, QTransform

from pyramid_qt.ui.card_art.palette import index_font

RANK_TEXT = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


class Glyphs:
    """Unit-size rank paths for the corner index (needs a QGuiApplication for fonts)."""

    def __init__(self) -> None:
        # The fonts are looked up on first use: listing the installed families takes milliseconds, and a board
        # whose card images come from the disk cache never needs them before its first frame.
        self._index_font: QFont | None = None
        self._cache: dict[tuple[str, str], QPainterPath] = {}

    def _font(self) -> QFont:
        if self._index_font is None:
            self._index_font = index_font()
        return self._index_font

    @property
    def index_family(self) -> str:
        return self._font().family()

    @property
    def families(self) -> str:
        """The font families the ranks are drawn in, as one line (what the card images depend on)."""
        return self._font().family()

    def index(self, rank: int) -> QPainterPath:
        """Corner-index rank: baseline at y=0, cap height 1, ink centred on x=0."""
        return self._unit_path("index", RANK_TEXT[rank - 1], self._font())

    def _unit_path(self, kind: str, text: str, font: QFont) -> QPainterPath:
        key = (kind, text)
        path = self._cache.get(key)
        if path is None:
            path = _normalised_text(text, font)
            self._cache[key] = path
        return path


def _normalised_text(text: str, font: QFont) -> QPainterPath:
    raw = QPainterPath()
    raw.addText(QPointF(0.0, 0.0), font, text)
    cap = QFontMetricsF(font).capHeight() or font.pixelSize() * 0.72
    ink = raw.boundingRect()
    transform = QTransform()
    transform.scale(1.0 / cap, 1.0 / cap)
    transform.translate(-ink.center().x(), 0.0)
    return transform.map(raw)


def place(path: QPainterPath, centre_x: float, top: float, cap_height: float, max_width: float) -> QPainterPath:
    """Scale a unit path to ``cap_height`` with its cap top at ``top``, narrowing it to ``max_width`` if needed."""
    sy = cap_height
    natural_width = path.boundingRect().width() * sy
    sx = sy if natural_width <= max_width else sy * max_width / natural_width
    transform = QTransform()
    transform.translate(centre_x, top + cap_height)
    transform.scale(sx, sy)
    return transform.map(path)
