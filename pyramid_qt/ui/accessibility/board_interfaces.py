"""The card table through Qt's accessibility API (AT-SPI on Linux, UI Automation on Windows): every card an object.

Scene items are no widgets, so Qt knows nothing of them; the factory the window registers (:func:`interface_for`)
gives the board view an interface of its own whose children are, in reading order
(:mod:`pyramid_qt.ui.board.outline`): the pyramid(s) (a group of its cards each, row by row), the stock (a button
named with its count, whose action draws or starts another round; a game with no talon has none), the stock's
face-up top card under the web rules, the waste pile(s) and the reserve piles (a group each, top card first); then
the panels shown over the board, and last the announcer's newest notification (on AT-SPI, its own interface:
:mod:`pyramid_qt.ui.accessibility.interfaces`).  Each card is a button named as the game names it ("7 of hearts"),
described by its place and state ("Pyramid row 7, card 3 of 7; free", "Reserve pile 3, top card; free"), and its
default action taps it as a click does.  What they read, and the events after a change, are
:class:`~pyramid_qt.ui.accessibility.board_access.BoardAccess`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleInterface, QAccessibleObject, QWindow
from PySide6.QtWidgets import QAccessibleWidget

from pyramid_qt.engine import Card
from pyramid_qt.qtcompat import accessible_cast
from pyramid_qt.ui.accessibility import spoken as texts
from pyramid_qt.ui.accessibility.board_access import BoardAccess
from pyramid_qt.ui.board.card_item import CardItem
from pyramid_qt.ui.board.marks import STOCK
from pyramid_qt.ui.board.outline import StockAction
from pyramid_qt.ui.board.pile_item import PileItem
from pyramid_qt.ui.board.view import BoardView
from pyramid_qt.ui.texts import card_name

if TYPE_CHECKING:
    import shiboken6

PRESS = QAccessibleActionInterface.pressAction()
# PySide6's stubs declare the interfaces' parent, child, focusChild, childAt and window as never null and
# interface_cast as returning an int; Qt takes null for "none" and the cast must be a VoidPtr
# (qtcompat.accessible_cast): the overrides below say so, each with an ``ignore[override]``.


def _interface(target: QObject | None) -> QAccessibleInterface | None:
    return None if target is None else QAccessible.queryAccessibleInterface(target)


def _window(access: BoardAccess) -> QWindow | None:
    return access.view.window().windowHandle()


# ---------------------------------------------------------------------------------------------- interfaces
class BoardInterface(QAccessibleWidget):
    """The card table (the view): its children are the pyramid, the stock, the waste piles, the panels and the
    newest notification."""

    def __init__(self, view: BoardView, access: BoardAccess) -> None:
        super().__init__(view, QAccessible.Role.Pane, "")
        self.access = access

    def _children(self) -> list[QObject]:
        return [*self.access.holders(), *self.access.panels(), *self.access.news()]

    def childCount(self) -> int:  # noqa: N802 (Qt override)
        return len(self._children())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        children = self._children()
        return _interface(children[index]) if 0 <= index < len(children) else None

    def indexOfChild(self, child: QAccessibleInterface | None) -> int:  # noqa: N802
        target = None if child is None else child.object()
        children = self._children()
        return children.index(target) if target in children else -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        focus = self.access.outline.focus
        if focus is None or not self.access.view.hasFocus():
            return None
        scene = self.access.scene
        return _interface(scene.stock_pile if focus == STOCK else scene.cards[focus])  # type: ignore[index]

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        view = self.access.view
        point = view.viewport().mapFromGlobal(QPoint(x, y))
        for panel in self.access.panels():
            if panel.geometry().contains(view.viewport().mapTo(view, point)):
                return _interface(panel)
        hit = self.access.scene.hit(view.mapToScene(point))
        if hit == STOCK:
            return _interface(self.access.scene.stock_pile)
        if isinstance(hit, Card):
            holder = self.access.holder_of(hit)
            return _interface(self.access.scene.cards[hit] if holder is view else holder)
        return None


class _Part(QAccessibleObject):
    """Common ground of the board's parts: the board is their parent unless said otherwise."""

    def __init__(self, target: QObject, access: BoardAccess) -> None:
        QAccessibleObject.__init__(self, target)
        self.access = access

    def window(self) -> QWindow | None:  # type: ignore[override]
        return _window(self.access)

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return _interface(self.access.view)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        children = self.access.children_of(self.object())
        return _interface(children[index]) if 0 <= index < len(children) else None

    def childCount(self) -> int:  # noqa: N802
        return len(self.access.children_of(self.object()))

    def indexOfChild(self, child: QAccessibleInterface | None) -> int:  # noqa: N802
        target = None if child is None else child.object()
        children = self.access.children_of(self.object())
        return children.index(target) if target in children else -1

    def interface_cast(self, kind: QAccessible.InterfaceType) -> shiboken6.VoidPtr:  # type: ignore[override]
        return accessible_cast.cast(self, kind, has_actions=False)

    def text(self, kind: QAccessible.Text) -> str:
        return ""

    def state(self) -> QAccessible.State:
        return QAccessible.State()


class PyramidInterface(_Part):
    """A pyramid: a group of its cards in reading order, named with their count (and its number, when the game has
    several)."""

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Grouping

    def text(self, kind: QAccessible.Text) -> str:
        if kind != QAccessible.Text.Name:
            return ""
        board = self.access.outline
        pyramid = self.access.pyramid_number(self.object())
        return texts.pyramid_name(len(board.pyramid_cards(pyramid)), pyramid, board.pyramids)

    def rect(self) -> QRect:
        rect = QRect()
        for card in self.access.children_of(self.object()):
            assert isinstance(card, CardItem)
            rect = rect.united(self.access.screen_rect(card, card.card_rect()))
        return rect


class WasteInterface(_Part):
    """One waste pile: a group of its cards, top first, named with their count."""

    def _pile(self) -> int:
        target = self.object()
        assert isinstance(target, PileItem)
        return self.access.scene.waste_outlines.index(target)

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Grouping

    def text(self, kind: QAccessible.Text) -> str:
        if kind != QAccessible.Text.Name:
            return ""
        waste = self.access.outline.waste
        pile = self._pile()
        return texts.waste_name(pile + 1, len(waste), len(waste[pile]) if pile < len(waste) else 0)

    def rect(self) -> QRect:
        target = self.object()
        assert isinstance(target, PileItem)
        rect = self.access.screen_rect(target)
        for card in self.access.children_of(target):
            assert isinstance(card, CardItem)
            rect = rect.united(self.access.screen_rect(card, card.card_rect()))
        return rect


class ReserveInterface(WasteInterface):
    """One reserve pile: a group of its cards, top first, named with their count and the card on top."""

    def _pile(self) -> int:
        target = self.object()
        assert isinstance(target, PileItem)
        return self.access.scene.reserve_outlines.index(target)

    def text(self, kind: QAccessible.Text) -> str:
        if kind != QAccessible.Text.Name:
            return ""
        reserves = self.access.outline.reserves
        pile = self._pile()
        entries = reserves[pile] if pile < len(reserves) else ()
        return texts.reserve_name(pile + 1, len(entries), entries[0].card if entries else None)


class _Tappable(_Part, QAccessibleActionInterface):
    """A part with a default action (a tap)."""

    def __init__(self, target: QObject, access: BoardAccess) -> None:
        _Part.__init__(self, target, access)
        QAccessibleActionInterface.__init__(self)

    def interface_cast(self, kind: QAccessible.InterfaceType) -> shiboken6.VoidPtr:  # type: ignore[override]
        return accessible_cast.cast(self, kind, has_actions=True)

    def actionNames(self) -> list[str]:  # noqa: N802 (Qt override)
        return [PRESS]

    def keyBindingsForAction(self, name: str) -> list[str]:  # noqa: N802 (Qt override)
        return []

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Button

    def rect(self) -> QRect:
        target = self.object()
        assert isinstance(target, (CardItem, PileItem))
        local = target.card_rect() if isinstance(target, CardItem) else None
        return self.access.screen_rect(target, local)


class StockInterface(_Tappable):
    """The stock: a button named with its face-down cards; its action draws or starts another round."""

    def text(self, kind: QAccessible.Text) -> str:
        board = self.access.outline
        if kind == QAccessible.Text.Name:
            return texts.stock_name(board.stock_cards)
        if kind == QAccessible.Text.Description:
            return texts.stock_description(board.stock_action)
        return ""

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        state.focused = self.access.has_focus(STOCK)
        state.disabled = self.access.outline.stock_action is StockAction.NONE
        return state

    def localizedActionName(self, name: str) -> str:  # noqa: N802 (Qt override)
        return texts.stock_action_name(self.access.outline.stock_action) if name == PRESS else ""

    def localizedActionDescription(self, name: str) -> str:  # noqa: N802 (Qt override)
        return texts.stock_description(self.access.outline.stock_action) if name == PRESS else ""

    def doAction(self, name: str) -> None:  # noqa: N802 (Qt override)
        if name == PRESS:
            self.access.tap_stock()


class CardInterface(_Tappable):
    """A card on the table: a button named as the game names it, described by its place and state."""

    @property
    def card(self) -> Card:
        target = self.object()
        assert isinstance(target, CardItem)
        return target.card

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return _interface(self.access.holder_of(self.card) or self.access.view)

    def text(self, kind: QAccessible.Text) -> str:
        entry = self.access.outline.entry(self.card)
        if kind == QAccessible.Text.Name:
            return texts.face_down_name() if entry is not None and entry.state.face_down else card_name(self.card)
        if kind == QAccessible.Text.Description and entry is not None:
            return texts.card_description(entry.place, entry.state)
        return ""

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        entry = self.access.outline.entry(self.card)
        if entry is None:
            state.invisible = True
            return state
        state.focusable = entry.state.free
        state.focused = self.access.has_focus(self.card)
        state.disabled = not entry.state.free
        state.selectable = entry.state.free
        state.selected = entry.state.selected
        return state

    def localizedActionName(self, name: str) -> str:  # noqa: N802 (Qt override)
        return texts.tap_action_name() if name == PRESS else ""

    def localizedActionDescription(self, name: str) -> str:  # noqa: N802 (Qt override)
        return texts.tap_action_description() if name == PRESS else ""

    def doAction(self, name: str) -> None:  # noqa: N802 (Qt override)
        if name == PRESS and self.access.outline.entry(self.card) is not None:
            self.access.tap(self.card)


# ---------------------------------------------------------------------------------------------- the factory
def _access_of(target: QObject) -> BoardAccess | None:
    """The board's access object for the view, one of its scene items, or the pyramid's stand-in."""
    if isinstance(target, BoardView):
        return BoardAccess.of(target)
    if isinstance(target, (CardItem, PileItem)):
        scene = target.scene()
        views = scene.views() if scene is not None else []
        return BoardAccess.of(views[0]) if views and isinstance(views[0], BoardView) else None
    parent = target.parent()
    return parent if isinstance(parent, BoardAccess) else None


CLASS_NAMES = frozenset({"BoardView", "CardItem", "PileItem", "QObject"})
"""The class names (each object's own, then its ancestors') the factory answers for."""


def interface_for(class_name: str, target: QObject) -> QAccessibleInterface | None:
    """The interface of one of the board's objects, ``None`` for any other object (Qt then asks with the next
    class name of the object's ancestry, and finally uses its own interfaces)."""
    if class_name not in CLASS_NAMES:
        return None
    access = _access_of(target)
    if access is None:
        return None
    if isinstance(target, BoardView):
        return BoardInterface(target, access)
    if isinstance(target, CardItem):
        return CardInterface(target, access)
    if target is access.scene.stock_pile:
        return StockInterface(target, access)
    if isinstance(target, PileItem) and target in access.scene.reserve_outlines:
        return ReserveInterface(target, access)
    if isinstance(target, PileItem):
        return WasteInterface(target, access)
    if access.pyramid_number(target):
        return PyramidInterface(target, access)
    return None
