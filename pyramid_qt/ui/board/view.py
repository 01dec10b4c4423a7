"""The view of the board: shows the scene 1:1 (the scene re-renders its pixmaps for each size, so cards stay
sharp) and turns mouse and keyboard input into board events; it also tells a panel where the cards rest
(:mod:`pyramid_qt.ui.over_board.panel_place`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from pyramid_qt.ui.accessibility.activation import listening
from pyramid_qt.ui.board.drag import BoardPointer
from pyramid_qt.ui.board.scene import BoardScene

if TYPE_CHECKING:  # only annotations: PySide6 builds each class's enums on first use, which is start-up time
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QResizeEvent


class BoardView(QGraphicsView):
    """Shows the scene 1:1 and turns mouse and keyboard input into board events."""

    cardClicked = Signal(object)  # Card
    stockClicked = Signal()
    emptyClicked = Signal()
    focusMove = Signal(int, int)  # dx, dy
    focusEdge = Signal(bool)  # Home (False) / End (True): the first or last free card in reading order
    activate = Signal()  # Space / Enter on the focused card or pile
    cancel = Signal()  # Escape: a dragged card goes back, else the selection is dropped
    entered = Signal()  # the board got the keyboard focus from the keyboard, or with a screen reader running
    pointed = Signal()  # a mouse button went down on the board: the keyboard's ring hides (focus-visible)

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board = scene
        # A viewport of our own: the default one comes back from ``viewport()`` as a bare QWidget pointer, which
        # PySide6 resolves by initialising every QWidget subclass in QtWidgets (~14 ms of start-up).
        self.setViewport(QWidget())
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 220)
        self._last_press = -1  # timestamp of the last press handled
        # Taps and drags (drag.py); a card's tap comes when the button comes up, if it was not dragged.
        self.pointer = BoardPointer(scene.hit, scene.cards.__getitem__, scene.finish_animations, self)
        self.pointer.cardTapped.connect(self.cardClicked)
        self.pointer.stockTapped.connect(self.stockClicked)
        self.pointer.emptyTapped.connect(self.emptyClicked)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        super().focusInEvent(event)
        # The ring appears for the keyboard (Tab, a shortcut …), not for a click or a panel handing the focus
        # back; when the window comes to the front only if a screen reader runs (which then reads the card).
        reason = event.reason()
        quiet = (Qt.FocusReason.MouseFocusReason, Qt.FocusReason.PopupFocusReason)
        if reason not in quiet and (reason != Qt.FocusReason.ActiveWindowFocusReason or listening()):
            self.entered.emit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self.board.relayout(QSizeF(self.viewport().size()), self.devicePixelRatioF())
        self.setSceneRect(self.board.sceneRect())

    # ------------------------------------------------------------------ room for a panel (panel_place.BoardRoom)
    def keep_clear(self) -> list[QRect]:
        """What a panel must leave in view, where it rests in the view's pixels.  The view's own size: a panel asks
        while the view is being resized, before the viewport has its new size."""
        return [rect.toAlignedRect() for rect in self.board.panel_room(self._area())[0]]

    def may_cover(self) -> list[QRect]:
        return [rect.toAlignedRect() for rect in self.board.panel_room(self._area())[1]]

    def cards_laid_out(self) -> list[QRect]:
        """Where the cards rest and the stock's count, in the view's pixels: what a toast must not cover
        (:mod:`pyramid_qt.ui.over_board.toast`)."""
        keep, cover = self.board.panel_room(self._area())
        return [rect.toAlignedRect() for rect in (*keep, *cover)]

    def _area(self) -> QRectF:
        return QRectF(0, 0, self.width(), self.height())

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self._last_press = event.timestamp()
        self.pointed.emit()
        self.pointer.press(self.mapToScene(event.position().toPoint()))
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        """Every click is a tap: the second click of a quick pair arrives as a double-click (QGraphicsView would
        send it to the scene and the tap would be lost: fast clicks on the stock drew half the cards).  Where the
        platform also delivered that click as a press (same timestamp), it is played by that press.  A double-click is
        a tap at once, no drag (some platforms, and QTest, send no release after it)."""
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseDoubleClickEvent(event)
            return
        if event.timestamp() != self._last_press or not event.timestamp():
            at = self.mapToScene(event.position().toPoint())
            self.pointer.press(at)
            self.pointer.release(at)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if event.buttons() & Qt.MouseButton.LeftButton and self.pointer.move(
            self.mapToScene(event.position().toPoint())
        ):
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        self.pointer.release(self.mapToScene(event.position().toPoint()))
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        key = event.key()
        moves: dict[int, tuple[int, int]] = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if key in moves and plain:
            self.focusMove.emit(*moves[key])
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End) and plain:
            self.focusEdge.emit(key == Qt.Key.Key_End)
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.activate.emit()
        elif key == Qt.Key.Key_Escape and plain:
            self.cancel.emit()
        else:
            super().keyPressEvent(event)
            return
        event.accept()
