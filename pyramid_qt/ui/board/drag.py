"""The mouse on the board: taps, and dragging a card onto its partner.

A press on the stock or the felt is a tap at once, as it always was (fast clicks on the stock draw one card each).
A press on a card is held until the button comes up: released without moving, it is a tap (clicks play as before);
moved further than the platform's drag distance first, and if the card may be dragged (the play controller says:
a free card), the card follows the pointer above every other card, the card under the pointer is reported as the
drop target while it moves, and the release drops it there.  What a drop means is the play controller's business
(:meth:`~pyramid_qt.ui.board.play_controller.PlayController.drop`); a card whose drop plays no move is put back by
the board.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPointF, Signal
from PySide6.QtWidgets import QApplication

from pyramid_qt.engine import Card
from pyramid_qt.ui.board.card_item import CardItem
from pyramid_qt.ui.board.marks import STOCK

DRAG_Z = 2000.0  # above every card and the stock's caption


class _Press:
    __slots__ = ("card", "at", "start", "z", "dragging")

    def __init__(self, card: Card, at: QPointF, start: QPointF, z: float) -> None:
        self.card = card
        self.at = at  # where the button went down, in scene coordinates
        self.start = start  # the card's position then
        self.z = z
        self.dragging = False


class BoardPointer(QObject):
    cardTapped = Signal(object)  # Card: pressed and released without a drag
    stockTapped = Signal()
    emptyTapped = Signal()
    dragStarted = Signal(object)  # Card
    dragOver = Signal(object, object)  # Card, the card under the pointer (or None)
    dropped = Signal(object, object, bool)  # Card, the card under the pointer (or None), whether off its place
    dragCancelled = Signal(object)  # Card: put back where it was (Escape, or the board changed under it)

    def __init__(
        self,
        hit: Callable[[QPointF, Card | None], Card | str | None],
        item_of: Callable[[Card], CardItem],
        settle: Callable[[], None],
        parent: QObject | None = None,
    ) -> None:
        """``hit(point, ignored)``: the card or the stock under a scene point, ``ignored`` left out; ``item_of``: a
        card's item; ``settle``: snaps running animations to their end, before a press is looked at (a card drawn
        by the first click of a quick double-click on the stock, still flying over it, took the second click)."""
        super().__init__(parent)
        self._hit = hit
        self._item_of = item_of
        self._settle = settle
        self.may_drag: Callable[[Card], bool] = lambda card: False
        self._press: _Press | None = None

    @property
    def dragging(self) -> Card | None:
        press = self._press
        return press.card if press is not None and press.dragging else None

    def press(self, at: QPointF) -> None:
        """The left button went down at scene point ``at``."""
        self._settle()
        hit = self._hit(at, None)
        if isinstance(hit, Card):
            item = self._item_of(hit)
            self._press = _Press(hit, QPointF(at), item.pos(), item.zValue())
        elif hit == STOCK:
            self.stockTapped.emit()
        else:
            self.emptyTapped.emit()

    def move(self, at: QPointF) -> bool:
        """The pointer moved with the left button down; whether a card is being dragged."""
        press = self._press
        if press is None:
            return False
        if not press.dragging:
            if (at - press.at).manhattanLength() < QApplication.startDragDistance() or not self.may_drag(press.card):
                return False
            press.dragging = True
            self._item_of(press.card).setZValue(DRAG_Z)
            self.dragStarted.emit(press.card)
        self._item_of(press.card).setPos(press.start + (at - press.at))
        self.dragOver.emit(press.card, self._card_at(at, press.card))
        return True

    def release(self, at: QPointF) -> None:
        """The left button came up: a tap of the pressed card, or the drop of the dragged one."""
        press, self._press = self._press, None
        if press is None:
            return
        if not press.dragging:
            self.cardTapped.emit(press.card)
            return
        home = self._item_of(press.card).card_rect().translated(press.start)
        self.dropped.emit(press.card, self._card_at(at, press.card), not home.contains(at))

    def cancel(self) -> bool:
        """Forget a press (Escape, or the board changed under it); a card being dragged goes back where it was.
        Whether one was being dragged."""
        press, self._press = self._press, None
        if press is None or not press.dragging:
            return False
        item = self._item_of(press.card)
        item.setPos(press.start)
        item.setZValue(press.z)
        self.dragCancelled.emit(press.card)
        return True

    def _card_at(self, at: QPointF, dragged: Card) -> Card | None:
        hit = self._hit(at, dragged)
        return hit if isinstance(hit, Card) else None
