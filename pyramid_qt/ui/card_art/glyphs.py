"""Rank letters turned into vector paths normalised to a cap height of 1.

Text is drawn as paths rather than with ``drawText`` so that every rank sits exactly in its index box at any
size: the scale comes from the font's cap height, the centring from the ink itself, and a too-wide "10" is
narrowed instead of spilling out of the corner.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QPainterPath, QTransform

from pyramid_qt.ui.card_art.palette import court_font, index_font

RANK_TEXT = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


class Glyphs:
    """Unit-size rank paths for the corner index and the court letter (needs a QGuiApplication for fonts)."""

    def __init__(self) -> None:
        # The fonts are looked up on first use: listing the installed families takes milliseconds, and a board
        # whose card images come from the disk cache never needs them before its first frame.
        self._index_font: QFont | None = None
        self._court_font: QFont | None = None
        self._cache: dict[tuple[str, str], QPainterPath] = {}

    def _fonts(self) -> tuple[QFont, QFont]:
        if self._index_font is None or self._court_font is None:
            self._index_font, self._court_font = index_font(), court_font()
        return self._index_font, self._court_font

    @property
    def index_family(self) -> str:
        return self._fonts()[0].family()

    @property
    def families(self) -> str:
        """The font families the ranks are drawn in, as one line (what the card images depend on)."""
        index, court = self._fonts()
        return f"{index.family()}|{court.family()}"

    def index(self, rank: int) -> QPainterPath:
        """Corner-index rank: baseline at y=0, cap height 1, ink centred on x=0."""
        return self._unit_path("index", RANK_TEXT[rank - 1], self._fonts()[0])

    def court_letter(self, rank: int) -> QPainterPath:
        return self._unit_path("court", RANK_TEXT[rank - 1], self._fonts()[1])

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


def fit(path: QPainterPath, box: QRectF) -> QPainterPath:
    """Scale a path uniformly so its ink fits ``box`` and centre it there (for letters with descenders, like J)."""
    ink = path.boundingRect()
    if ink.isEmpty():
        return QPainterPath(path)
    scale = min(box.width() / ink.width(), box.height() / ink.height())
    transform = QTransform()
    transform.translate(box.center().x(), box.center().y())
    transform.scale(scale, scale)
    transform.translate(-ink.center().x(), -ink.center().y())
    return transform.map(path)
