"""The card renderers: one card face, the back or an empty-pile marker, drawn into a QImage of the right size.

Kept apart from :mod:`.pixmaps` (the pixmap cache) so that the drawing code, its fonts and the Qt classes it
needs are imported only when a card has to be drawn.  A ``QGuiApplication`` must exist (fonts).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter, QPen

from pyramid_qt.engine.cards import Card
from pyramid_qt.ui.card_art import palette as pal
from pyramid_qt.ui.card_art.back import draw_back
from pyramid_qt.ui.card_art.face import FaceGeometry, draw_face
from pyramid_qt.ui.card_art.glyphs import Glyphs
from pyramid_qt.ui.card_art.inks import TWO_COLOURS, Inks, drawing_with
from pyramid_qt.ui.card_art.metrics import CARD_ASPECT, physical_size
from pyramid_qt.ui.card_art.palette import BACK_COLOURS


def _render(width: int, dpr: float, paint: Callable[[QPainter, FaceGeometry], None]) -> QImage:
    phys_w, phys_h = physical_size(width, dpr)
    image = QImage(max(1, phys_w), max(1, phys_h), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    logical_h = width * CARD_ASPECT
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        # Scale each axis to the rounded physical size so the card fills the image exactly, edge to edge.
        painter.scale(image.width() / width, image.height() / logical_h)
        paint(painter, FaceGeometry.for_size(float(width), logical_h))
    finally:
        painter.end()
    image.setDevicePixelRatio(dpr)
    return image


def render_face(
    card: Card, width: int, dpr: float = 1.0, glyphs: Glyphs | None = None, inks: Inks = TWO_COLOURS
) -> QImage:
    """The face of ``card`` as a QImage, its suit in ``inks`` (needs a QGuiApplication for fonts)."""
    glyph_source = glyphs or Glyphs()
    with drawing_with(inks):
        return _render(width, dpr, lambda painter, geo: draw_face(painter, card, geo, glyph_source))


def render_back(width: int, dpr: float = 1.0, colours: str = "blue") -> QImage:
    """The built-in back in one of :data:`~.palette.BACK_COLOURS` (by name)."""
    tint = BACK_COLOURS.get(colours, BACK_COLOURS["blue"])
    return _render(width, dpr, lambda painter, geo: draw_back(painter, geo, tint))


def render_slot(width: int, dpr: float = 1.0) -> QImage:
    return _render(width, dpr, draw_slot)


def draw_slot(painter: QPainter, geo: FaceGeometry) -> None:
    """The marker of an empty pile: a faint rounded outline that lets the table colour show through."""
    line = max(1.0, geo.width * 0.02)
    rect = geo.rect.adjusted(line, line, -line, -line)
    painter.setBrush(pal.SLOT_FILL)
    pen = QPen(pal.SLOT_LINE, line)
    pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.drawRoundedRect(rect, geo.radius, geo.radius)
