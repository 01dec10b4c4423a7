"""The place of a pile on the felt: an outline when empty, a recycle arrow when tapping it starts a new pass.

The stock's card items lie on top of it; when the stock runs out this is what the player sees and taps.  The
stock's pile also writes the number of its face-down cards under itself (its caption, an item above the cards).
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from pyramid_qt.ui.board.card_item import FOCUS_COLOR, HINT_COLOR

OUTLINE_COLOR = QColor(255, 255, 255, 70)
SYMBOL_COLOR = QColor(255, 255, 255, 190)
CAPTION_COLOR = QColor(255, 255, 255, 215)
CAPTION_COLOR_HIGH_CONTRAST = QColor(255, 255, 255)


class PileLook(enum.Enum):
    OUTLINE = "outline"
    RECYCLE = "recycle"


class CaptionItem(QGraphicsObject):
    """The stock's count, a scene item of its own lying above every card: painted by the pile under the cards,
    it would be hidden by the cards flying out of the stock during a deal."""

    Z = 1000.0

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.colour = CAPTION_COLOR
        self._font = QFont()
        self._width = 1.0
        self.setZValue(self.Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_layout(self, font: QFont, width: float) -> None:
        self.prepareGeometryChange()
        self._font, self._width = QFont(font), width
        self.update()

    def set_colour(self, colour: QColor) -> None:
        self.colour = colour
        self.update()

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.prepareGeometryChange()
            self.text = text
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(0, 0, self._width, self._font.pixelSize() * 1.4) if self.text else QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setFont(self._font)
        painter.setPen(self.colour)
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, self.text)


class PileItem(QGraphicsObject):
    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name
        self.look = PileLook.OUTLINE
        self.focus_mark = False
        self.hint_mark = False
        self._width = 1.0
        self._height = 1.4
        self.caption_item = CaptionItem()  # the scene adds it beside the pile
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def caption(self) -> str:
        return self.caption_item.text

    def set_size(self, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self._width, self._height = width, height

    def set_caption_layout(self, font: QFont, top: float) -> None:
        """The caption's font, and its top ``top`` pixels below the pile's top edge (set on a relayout)."""
        self.caption_item.set_layout(font, self._width)
        self.caption_item.setPos(self.pos() + QPointF(0, top))

    def set_caption(self, text: str) -> None:
        """Write ``text`` centred under the pile (empty: nothing)."""
        self.caption_item.set_text(text)

    def set_look(self, look: PileLook) -> None:
        if look is not self.look:
            self.look = look
            self.update()

    def set_focus_mark(self, on: bool) -> None:
        if on != self.focus_mark:
            self.focus_mark = on
            self.update()

    def set_hint_mark(self, on: bool) -> None:
        if on != self.hint_mark:
            self.hint_mark = on
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        m = max(4.0, self._width * 0.07)
        return QRectF(-m, -m, self._width + 2 * m, self._height + 2 * m)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self._width, self._height
        radius = w * 0.07
        pen = QPen(OUTLINE_COLOR, max(1.5, w * 0.025), Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(0, 0, 0, 30))
        painter.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), radius, radius)
        if self.look is PileLook.RECYCLE:
            self._paint_recycle(painter, w, h)
        if self.hint_mark:
            pen_width = max(2.0, w * 0.035) * 1.3
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(HINT_COLOR, pen_width))
            inset = pen_width / 2
            painter.drawRoundedRect(QRectF(inset, inset, w - 2 * inset, h - 2 * inset), radius, radius)
        if self.focus_mark:
            out = max(4.0, w * 0.07) * 0.55
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(FOCUS_COLOR, max(2.0, w * 0.035), Qt.PenStyle.DotLine))
            painter.drawRoundedRect(QRectF(-out, -out, w + 2 * out, h + 2 * out), radius * 1.3, radius * 1.3)

    def _paint_recycle(self, painter: QPainter, w: float, h: float) -> None:
        """A circular arrow: "turn the waste over and go again"."""
        r = w * 0.28
        centre = QPointF(w / 2, h / 2)
        rect = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
        path = QPainterPath()
        path.arcMoveTo(rect, 110)
        path.arcTo(rect, 110, 290)
        pen = QPen(SYMBOL_COLOR, max(2.0, w * 0.07), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        tip = path.currentPosition()
        head = w * 0.13
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SYMBOL_COLOR)
        painter.drawPolygon(
            QPolygonF(
                [
                    tip + QPointF(-head, -head * 0.9),
                    tip + QPointF(head * 1.1, -head * 0.2),
                    tip + QPointF(-head * 0.2, head),
                ]
            )
        )
