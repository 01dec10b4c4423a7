"""One card on the board: a QGraphicsObject that paints its pixmap and marks, and animates itself.

The scene tells an item where to go (:meth:`CardItem.animate`); the item runs one animation at a time and
can be snapped to its end at once (:meth:`finish`), which is how input arriving mid-animation is applied to
a settled board.  Pixmaps come from the card art at the current card width × device pixel ratio, so nothing
is ever scaled by the view.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF, QSequentialAnimationGroup, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from pyramid_qt.engine import Card
from pyramid_qt.ui import texts
from pyramid_qt.ui.card_art import shade
from pyramid_qt.ui.card_art.metrics import CORNER

SELECTED_COLOR = QColor("#ffd54a")
PARTNER_COLOR = QColor("#ffffff")
HINT_COLOR = QColor("#4fd8ff")
WRONG_COLOR = QColor("#ff3b30")  # the losing move in "Where did it go wrong?"
FOCUS_COLOR = QColor("#ff8a3d")
PAIR_COLOR = QColor("#b2ff59")  # a bright lime band on the felt: contrast ≥ 3 against both felt colours
PAIR_EDGE_COLOR = QColor("#1b5e20")  # a dark line between the band and a white card


class CardItem(QGraphicsObject):
    def __init__(self, card: Card) -> None:
        super().__init__()
        self._card = card
        self.setObjectName(f"card-{card.code}")  # docs/automation.md
        self._face: QPixmap | None = None
        self._face_source: Callable[[], QPixmap] = QPixmap
        self._back = QPixmap()
        self._shade: QPixmap | None = None  # the veil over the face while covered, measured on the face
        self._width = 1.0
        self._height = 1.4
        self.face_up = True
        self.dimmed = False
        self.selected_mark = False
        self.partner_mark = False
        self.hint_mark = False
        self.focus_mark = False
        self.pair_mark = False
        self.wrong_mark = False  # "Where did it go wrong?": the move that lost the game
        self.drop_mark = False  # the partner under a dragged card: dropped here, the two go
        self._animation: QAbstractAnimation | None = None
        self._on_done: Callable[[], None] | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the view decides what a click means

    # ------------------------------------------------------------------ identity
    @property
    def card(self) -> Card:
        return self._card

    @property
    def code(self) -> str:
        return self._card.code

    def accessible_name(self) -> str:
        return texts.card_name(self._card)

    # ------------------------------------------------------------------ looks
    def set_pixmaps(self, face: Callable[[], QPixmap], back: QPixmap, width: float, height: float) -> None:
        """``face`` renders on demand: a face-down card (most of the stock) never costs a face rendering; the shade
        over it while it is covered is measured on the face when first needed (:mod:`.shade`)."""
        self.prepareGeometryChange()
        self._face_source, self._face, self._back, self._shade = face, None, back, None
        self._width, self._height = width, height
        self.setTransformOriginPoint(width / 2, height / 2)
        self.update()

    def face_pixmap(self) -> QPixmap:
        if self._face is None:
            self._face = self._face_source()
        return self._face

    def shade_colour(self) -> QColor:
        """The veil laid over the face while the card is covered."""
        return shade.veil_of(self.face_pixmap())

    def _shade_pixmap(self) -> QPixmap:
        if self._shade is None:
            dpr = self.face_pixmap().devicePixelRatio()
            self._shade = shade.veil_pixmap(self._width, self._height, dpr, self.shade_colour().rgba())
        return self._shade

    def set_marks(
        self,
        *,
        selected: bool,
        partner: bool,
        hint: bool,
        focus: bool,
        pair: bool,
        wrong: bool = False,
        drop: bool = False,
    ) -> None:
        marks = (selected, partner, hint, focus, pair, wrong, drop)
        if marks != (
            self.selected_mark,
            self.partner_mark,
            self.hint_mark,
            self.focus_mark,
            self.pair_mark,
            self.wrong_mark,
            self.drop_mark,
        ):
            (
                self.selected_mark,
                self.partner_mark,
                self.hint_mark,
                self.focus_mark,
                self.pair_mark,
                self.wrong_mark,
                self.drop_mark,
            ) = marks
            self.update()

    def marked(self) -> bool:
        """A mark the player is meant to see is on it: selected, a partner, a hint, the move that lost, a drop."""
        return self.selected_mark or self.partner_mark or self.hint_mark or self.wrong_mark or self.drop_mark

    def set_dimmed(self, dimmed: bool) -> None:
        if dimmed != self.dimmed:
            self.dimmed = dimmed
            self.update()

    def _margin(self) -> float:
        return max(5.0, self._width * 0.08)

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self._width, self._height)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        m = self._margin()
        return self.card_rect().adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pixmap = self.face_pixmap() if self.face_up else self._back
        if not pixmap.isNull():
            painter.drawPixmap(QPointF(0, 0), pixmap)
        if self.face_up and self.dimmed:
            painter.drawPixmap(QPointF(0, 0), self._shade_pixmap())
        radius = self._width * CORNER
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        width = max(2.0, self._width * 0.035)
        frames: list[tuple[QColor, Qt.PenStyle, float]] = []
        if self.hint_mark:
            frames.append((HINT_COLOR, Qt.PenStyle.SolidLine, width * 1.3))
        if self.selected_mark:
            frames.append((SELECTED_COLOR, Qt.PenStyle.SolidLine, width * 1.4))
        if self.wrong_mark:
            frames.append((WRONG_COLOR, Qt.PenStyle.SolidLine, width * 1.6))
        for color, style, pen_width in frames:
            pen = QPen(color, pen_width, style)
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            painter.setPen(pen)
            inset = pen_width / 2
            painter.drawRoundedRect(self.card_rect().adjusted(inset, inset, -inset, -inset), radius, radius)
        if self.hint_mark or self.wrong_mark:
            # The review's and the hint's frames also lie outside the card, where the pairs' band would be: inside
            # alone, they are lost beside the bright band of "Highlight playable pairs".
            self._paint_band(painter, radius, WRONG_COLOR if self.wrong_mark else HINT_COLOR)
        elif self.pair_mark or self.drop_mark:
            self._paint_band(painter, radius, PAIR_COLOR, wide=self.drop_mark)
        if self.partner_mark:
            # Outside the card, on the felt, where white dashes stand out (inside they vanish on a white card).
            pen = QPen(PARTNER_COLOR, width * 1.1, Qt.PenStyle.CustomDashLine)
            pen.setDashPattern([3.0, 2.0])
            painter.setPen(pen)
            out = self._margin() * 0.3
            painter.drawRoundedRect(self.card_rect().adjusted(-out, -out, out, out), radius * 1.2, radius * 1.2)
            inner = QPen(QColor(40, 40, 40, 150), width * 0.6, Qt.PenStyle.CustomDashLine)
            inner.setDashPattern([5.0, 3.0])
            painter.setPen(inner)
            inset = width * 0.6
            painter.drawRoundedRect(self.card_rect().adjusted(inset, inset, -inset, -inset), radius, radius)
        if self.focus_mark:
            painter.setPen(QPen(FOCUS_COLOR, width, Qt.PenStyle.DotLine))
            out = self._margin() * 0.55
            painter.drawRoundedRect(self.card_rect().adjusted(-out, -out, out, out), radius * 1.3, radius * 1.3)

    def pair_band_width(self) -> float:
        return max(3.0, self._width * 0.06)

    def _paint_band(self, painter: QPainter, radius: float, colour: QColor, *, wide: bool = False) -> None:
        """A solid band just outside the card, on the felt: the "highlight playable pairs" mark (a thin pale frame
        inside the card vanished against the green felt and the white face), and the hint's and the review's;
        ``wide``, the drop target of a dragged card: the whole margin."""
        band = self._margin() if wide else self.pair_band_width()
        out = min(self._margin() - 0.5, band) / 2 + 0.5
        painter.setPen(QPen(colour, min(band, self._margin() - 0.5)))
        painter.drawRoundedRect(self.card_rect().adjusted(-out, -out, out, out), radius * 1.2, radius * 1.2)
        painter.setPen(QPen(PAIR_EDGE_COLOR, 1.2))
        painter.drawRoundedRect(self.card_rect().adjusted(0.6, 0.6, -0.6, -0.6), radius, radius)

    # ------------------------------------------------------------------ animation
    def is_animating(self) -> bool:
        return self._animation is not None

    def animate(
        self,
        pos: QPointF,
        *,
        opacity: float = 1.0,
        face_up: bool | None = None,
        duration: int = 0,
        delay: int = 0,
        hide_at_end: bool = False,
        on_done: Callable[[], None] | None = None,
        path: Callable[[float], QPointF] | None = None,
        spin: float = 0.0,
    ) -> None:
        """Move to ``pos`` (fading to ``opacity``, flipping to ``face_up``) over ``duration`` ms; ``path``: where the
        card is at each fraction of the time (a straight line by default; it must end at ``pos``); ``spin``: degrees
        turned on the way (a whole number of turns ends upright)."""
        self.finish()
        start_pos, start_opacity, start_face = self.pos(), self.opacity(), self.face_up
        start_rotation = self.rotation()
        end_face = start_face if face_up is None else face_up
        self.setVisible(True)

        def step(t: float) -> None:
            self.setPos(path(t) if path is not None else start_pos + (pos - start_pos) * t)
            self.setOpacity(start_opacity + (opacity - start_opacity) * t)
            if spin:
                self.setRotation((start_rotation + spin * t) % 360.0)
            if end_face != start_face:
                self.face_up = start_face if t < 0.5 else end_face
                half = self._width / 2  # flip about the card's vertical centre line
                self.setTransform(
                    QTransform().translate(half, 0).scale(max(0.02, abs(1 - 2 * t)), 1.0).translate(-half, 0)
                )
                self.update()

        def done() -> None:
            step(1.0)
            self.setTransform(QTransform())
            self._animation = None
            if hide_at_end:
                self.setVisible(False)
            callback, self._on_done = self._on_done, None
            if callback is not None:
                callback()

        self._on_done = on_done
        if duration <= 0 and delay <= 0:
            done()
            return
        tween = QVariantAnimation()
        tween.setStartValue(0.0)
        tween.setEndValue(1.0)
        tween.setDuration(max(1, duration))
        tween.valueChanged.connect(lambda value: step(float(value)))
        group = QSequentialAnimationGroup(self)
        if delay > 0:
            group.addPause(delay)
        group.addAnimation(tween)
        group.finished.connect(done)
        self._animation = group
        # Deleted once stopped (run out or snapped to its end): every move animates most cards, and groups left
        # as children of the item piled up by the thousand over a session (memory, and a slow exit).
        group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def finish(self) -> None:
        """Jump a running animation to its end state (its completion callback runs)."""
        animation = self._animation
        if animation is not None:
            animation.setCurrentTime(animation.totalDuration())
            if self._animation is animation:  # setCurrentTime at the end normally finishes it
                animation.stop()
                animation.finished.emit()
