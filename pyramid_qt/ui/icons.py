"""The toolbar's icons, drawn with QPainter so they look the same on every platform and style.

The platform's standard icons have nothing for Hint or "Can I still win?", icon themes are absent on Windows and
macOS, and asking the style for its standard pixmaps costs start-up time (PySide6 builds every QStyle enum on
first use).  Each icon is drawn once on a 64-pixel canvas; Qt derives the disabled look from it.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from pyramid_qt.shipped_files import resources_dir

SIZE = 64
INK = QColor("#2f3a44")
CARD_BORDER = QColor("#4a4f58")
CARD_FACE = QColor("#fdfdfd")
CARD_BACK = QColor("#2a5fa8")
GREEN = QColor("#1f7a3a")
BLUE = QColor("#2a6fc0")


def _canvas() -> tuple[QPixmap, QPainter]:
    pixmap = QPixmap(SIZE, SIZE)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return pixmap, painter


def _round_pen(colour: QColor, width: float) -> QPen:
    return QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)


def _card(p: QPainter, rect: QRectF, fill: QColor) -> None:
    p.setPen(QPen(CARD_BORDER, 3))
    p.setBrush(fill)
    p.drawRoundedRect(rect, 5, 5)


def _arrow_head(p: QPainter, tip: QPointF, back: QPointF, colour: QColor) -> None:
    """A filled triangle pointing from ``back`` to ``tip``."""
    dx, dy = tip.x() - back.x(), tip.y() - back.y()
    side = QPointF(-dy / 2, dx / 2)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPolygon(QPolygonF([tip, back + side, back - side]))


def _curved_arrow(p: QPainter, mirrored: bool) -> None:
    """Undo's arrow: a hook that comes back to the left (``mirrored``: to the right, for Redo)."""
    if mirrored:
        p.translate(SIZE, 0)
        p.scale(-1, 1)
    path = QPainterPath(QPointF(20, 26))
    path.lineTo(QPointF(38, 26))
    path.cubicTo(QPointF(60, 26), QPointF(60, 54), QPointF(38, 54))
    path.lineTo(QPointF(26, 54))
    p.setPen(_round_pen(BLUE, 7))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    _arrow_head(p, QPointF(4, 26), QPointF(22, 26), BLUE)


def new_game_icon() -> QIcon:
    pixmap, p = _canvas()
    _card(p, QRectF(10, 4, 34, 48), CARD_FACE)
    p.setPen(_round_pen(GREEN, 6))
    p.setBrush(QColor("#dff3e6"))
    p.drawEllipse(QRectF(32, 32, 28, 28))
    p.drawLine(QPointF(46, 39), QPointF(46, 53))
    p.drawLine(QPointF(39, 46), QPointF(53, 46))
    p.end()
    return QIcon(pixmap)


def replay_icon() -> QIcon:
    pixmap, p = _canvas()
    p.setPen(_round_pen(GREEN, 7))
    p.setBrush(Qt.BrushStyle.NoBrush)
    # Qt angles are in 1/16 degree, counter-clockwise from three o'clock: a circle open at the top right.
    p.drawArc(QRectF(10, 10, 44, 44), 60 * 16, 280 * 16)
    _arrow_head(p, QPointF(48, 4), QPointF(37, 18), GREEN)
    p.end()
    return QIcon(pixmap)


def undo_icon() -> QIcon:
    pixmap, p = _canvas()
    _curved_arrow(p, mirrored=False)
    p.end()
    return QIcon(pixmap)


def redo_icon() -> QIcon:
    pixmap, p = _canvas()
    _curved_arrow(p, mirrored=True)
    p.end()
    return QIcon(pixmap)


def draw_icon() -> QIcon:
    """A card coming off the stock: two backs and a face moved to the right."""
    pixmap, p = _canvas()
    _card(p, QRectF(4, 14, 30, 42), CARD_BACK)
    _card(p, QRectF(8, 10, 30, 42), CARD_BACK)
    _card(p, QRectF(30, 6, 30, 42), CARD_FACE)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#c41626"))
    p.drawEllipse(QRectF(39, 21, 12, 12))
    p.end()
    return QIcon(pixmap)


def hint_icon() -> QIcon:
    pixmap, p = _canvas()
    p.setPen(QPen(QColor("#7a5a00"), 3))
    p.setBrush(QColor("#ffd54a"))
    p.drawEllipse(QRectF(14, 4, 36, 36))
    p.setBrush(QColor("#8a8f98"))
    p.setPen(QPen(CARD_BORDER, 3))
    p.drawRoundedRect(QRectF(22, 40, 20, 16), 3, 3)
    p.drawLine(QPointF(24, 47), QPointF(40, 47))
    p.setPen(_round_pen(CARD_BORDER, 4))
    p.drawLine(QPointF(28, 60), QPointF(36, 60))
    p.end()
    return QIcon(pixmap)


def check_icon() -> QIcon:
    pixmap, p = _canvas()
    p.setPen(_round_pen(INK, 7))
    p.drawLine(QPointF(40, 40), QPointF(58, 58))
    p.setPen(QPen(INK, 5))
    p.setBrush(QColor("#dff3e6"))
    p.drawEllipse(QRectF(6, 6, 38, 38))
    p.setPen(_round_pen(GREEN, 5))
    p.drawLine(QPointF(15, 25), QPointF(22, 33))
    p.drawLine(QPointF(22, 33), QPointF(35, 16))
    p.end()
    return QIcon(pixmap)


WINDOW_ICON_PREFIX, WINDOW_ICON_SUFFIX = "pyramid-qt-", ".png"


def window_icon() -> QIcon:
    """The app icon from the PNG sizes shipped in resources/icons (``pyramid-qt-<n>.png``, written by
    packaging/render_icons.py); an SVG would load Qt's SVG icon engine before the first frame."""
    icon = QIcon()
    try:
        entries = list(os.scandir(resources_dir() / "icons"))
    except OSError:
        return icon
    for entry in entries:
        size = entry.name.removeprefix(WINDOW_ICON_PREFIX).removesuffix(WINDOW_ICON_SUFFIX)
        if entry.name.startswith(WINDOW_ICON_PREFIX) and entry.name.endswith(WINDOW_ICON_SUFFIX) and size.isdigit():
            icon.addFile(entry.path, QSize(int(size), int(size)))
    return icon
