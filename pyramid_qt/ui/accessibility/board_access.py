"""The board as assistive tools see it: the outline its accessible interfaces read, and the events that tell a
screen reader what changed.

:class:`BoardAccess` is built when an assistive tool first asks for the board (:mod:`.board_interfaces`' factory), as a
child of the view.  It keeps the outline of the position and the marks on the board
(:mod:`pyramid_qt.ui.board.outline`) and, after each change the scene reports, tells what changed — cards gone or
arrived, their state, the selection, the focus ring, the piles' counts — but only while one listens
(``QAccessible.isActive``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleStateChangeEvent
from PySide6.QtWidgets import QWidget

from pyramid_qt.engine import Card
from pyramid_qt.ui.accessibility.announcer import NEWS
from pyramid_qt.ui.accessibility.identity import forget
from pyramid_qt.ui.board import outline as board_outline
from pyramid_qt.ui.board.card_item import CardItem
from pyramid_qt.ui.board.marks import STOCK
from pyramid_qt.ui.board.outline import BoardOutline
from pyramid_qt.ui.board.pile_item import PileItem

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsObject

    from pyramid_qt.ui.board.scene import BoardScene
    from pyramid_qt.ui.board.view import BoardView

PYRAMID = "pyramid"  # the object name of the pyramid group's stand-in object


class BoardAccess(QObject):
    """What the board's interfaces read (the outline of the position and marks on the board) and the events that
    tell an assistive tool about a change."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view)
        self.view = view
        self.scene: BoardScene = view.board
        # A pyramid has no item of its own: an object stands for each (Qt keys interfaces by object); the first
        # pyramid's is there from the start, the others' are made when a game has them (pyramid_objects).
        self.pyramid = QObject(self)
        self.pyramid.setObjectName(PYRAMID)
        self._pyramids = [self.pyramid]
        self._outline: BoardOutline | None = None
        self._told: BoardOutline | None = None  # what assistive tools were last told
        self._told_focus: Card | str | None = None  # the focus they were last told of
        self._held: set[Card | str] = set()  # cards (or the stock) whose changes wait until the focus has left them
        self._focus_timer = QTimer(self)
        self._focus_timer.setSingleShot(True)
        self._focus_timer.setInterval(0)
        self._focus_timer.timeout.connect(self._tell_focus_now)
        self.scene.contentChanged.connect(self._on_changed)
        view.installEventFilter(self)
        for child in view.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
            child.installEventFilter(self)  # a panel over the board: told as the board's child when it shows

    @staticmethod
    def of(view: BoardView) -> BoardAccess:
        """The view's access object, built on first use."""
        access = view.findChild(BoardAccess, options=Qt.FindChildOption.FindDirectChildrenOnly)
        return access if access is not None else BoardAccess(view)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        if watched is not self.view:
            self._tell_panel(watched, kind)
            return False
        if kind == QEvent.Type.ChildAdded and isinstance(child := event.child(), QWidget):  # type: ignore[attr-defined]
            child.installEventFilter(self)
        elif kind == QEvent.Type.FocusIn:
            self.tell_focus()
        elif kind == QEvent.Type.FocusOut:
            self._told_focus = None  # the focus Qt tells next is another widget's
            QTimer.singleShot(0, self, self._tell_held)
        elif kind == QEvent.Type.LanguageChange and QAccessible.isActive():
            self.tell_language()
        return False

    def _tell_panel(self, widget: QObject, kind: QEvent.Type) -> None:
        """The board's children include the widgets shown over it (:meth:`panels`): one showing or hiding is a child
        added or removed (Qt itself tells only that the widget shows or hides)."""
        if kind not in (QEvent.Type.Show, QEvent.Type.Hide) or not QAccessible.isActive():
            return
        if isinstance(widget, QWidget) and widget is not self.view.viewport() and not widget.isWindow():
            _send(
                widget,
                QAccessible.Event.ObjectCreated if kind == QEvent.Type.Show else QAccessible.Event.ObjectDestroyed,
            )

    def tell_language(self) -> None:
        """Every name and description is in another language now (assistive tools keep them until told)."""
        for holder in self.holders():
            _send(holder, QAccessible.Event.NameChanged)
        _send(self.scene.stock_pile, QAccessible.Event.DescriptionChanged)
        for entry in self.outline.cards():
            _send(self.scene.cards[entry.card], QAccessible.Event.NameChanged)
            _send(self.scene.cards[entry.card], QAccessible.Event.DescriptionChanged)

    @property
    def outline(self) -> BoardOutline:
        if self._outline is None:
            position = self.scene.position
            marks = self.scene.marks
            self._outline = board_outline.EMPTY if position is None else board_outline.outline(position, marks)
        return self._outline

    # ------------------------------------------------------------------ the objects and their places
    def pyramid_objects(self, count: int) -> list[QObject]:
        """The objects standing for the first ``count`` pyramids (made on first use, kept for the next game)."""
        while len(self._pyramids) < count:
            stand_in = QObject(self)
            stand_in.setObjectName(board_outline.pyramid_holder(len(self._pyramids) + 1))
            self._pyramids.append(stand_in)
        return self._pyramids[:count]

    def pyramid_number(self, stand_in: QObject) -> int:
        """Which pyramid (from 1) ``stand_in`` stands for; 0 for none."""
        return self._pyramids.index(stand_in) + 1 if stand_in in self._pyramids else 0

    def reserve_objects(self, count: int) -> list[PileItem]:
        """The outlines of the first ``count`` reserve piles (those of the game on the board)."""
        return self.scene.reserve_outlines[:count]

    def holders(self) -> list[QObject]:
        """The board's own children in reading order (the panels over the board follow them)."""
        board = self.outline
        parts: list[QObject] = [*self.pyramid_objects(board.pyramids)]
        if board.has_stock:
            parts.append(self.scene.stock_pile)
        if board.stock_top is not None:
            parts.append(self.scene.cards[board.stock_top.card])
        parts.extend(self.scene.waste_outlines[: len(board.waste)])
        parts.extend(self.reserve_objects(len(board.reserves)))
        return parts

    def panels(self) -> list[QWidget]:
        """The widgets shown over the board (the end and check panels)."""
        viewport = self.view.viewport()
        return [
            child
            for child in self.view.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
            if child is not viewport and child.isVisible() and not child.isWindow()
        ]

    def news(self) -> list[QObject]:
        """The announcer's newest notification, when it has one (on AT-SPI): the board's last child."""
        return self.view.findChildren(QObject, NEWS, Qt.FindChildOption.FindDirectChildrenOnly)[-1:]

    def children_of(self, holder: QObject) -> list[QObject]:
        board = self.outline
        pyramid = self.pyramid_number(holder)
        if pyramid:
            return [self.scene.cards[entry.card] for entry in board.pyramid_cards(pyramid)]
        if isinstance(holder, PileItem) and holder in self.scene.reserve_outlines:
            pile = self.scene.reserve_outlines.index(holder)
            entries = board.reserves[pile] if pile < len(board.reserves) else ()
            return [self.scene.cards[entry.card] for entry in entries]
        if isinstance(holder, PileItem) and holder in self.scene.waste_outlines:
            pile = self.scene.waste_outlines.index(holder)
            entries = board.waste[pile] if pile < len(board.waste) else ()
            return [self.scene.cards[entry.card] for entry in entries]
        return []

    def holder_of(self, card: Card) -> QObject | None:
        name = board_outline.holder(self.outline, card)
        if name == "board":
            return self.view
        return None if name is None else self.object_named(name)

    def object_named(self, name: str) -> QObject:
        """The holder an :class:`~pyramid_qt.ui.board.outline.OutlineChanges` name (or a
        :func:`~pyramid_qt.ui.board.outline.holder`) stands for: ``"pyramid"``, ``"pyramid2"`` …, the stock,
        ``"waste1"`` …, ``"reserve1"`` …"""
        if name == STOCK:
            return self.scene.stock_pile
        if name.startswith(PYRAMID):
            number = int(name.removeprefix(PYRAMID) or 1)
            return self.pyramid_objects(number)[number - 1]
        if name.startswith("reserve"):
            return self.scene.reserve_outlines[int(name.removeprefix("reserve")) - 1]
        return self.scene.waste_outlines[int(name.removeprefix("waste")) - 1]

    def has_focus(self, key: Card | str) -> bool:
        return self.view.hasFocus() and self.outline.focus == key

    def screen_rect(self, item: QGraphicsObject, local: QRectF | None = None) -> QRect:
        """Where an item (its card or pile outline) is on the screen."""
        rect = item.boundingRect() if local is None else local
        polygon = self.view.mapFromScene(item.mapToScene(rect))
        box = polygon.boundingRect()
        return QRect(self.view.viewport().mapToGlobal(box.topLeft()), box.size())

    # ------------------------------------------------------------------ taps
    def tap(self, card: Card) -> None:
        self.view.cardClicked.emit(card)

    def tap_stock(self) -> None:
        self.view.stockClicked.emit()

    # ------------------------------------------------------------------ events
    def _on_changed(self) -> None:
        self._outline = None
        if not QAccessible.isActive():
            self._told = None  # nobody listens: nothing to compare with when somebody does
            return
        new = self.outline
        old, self._told = self._told, new
        if old is not None:
            self.tell(board_outline.changes(old, new), old)

    def tell(self, change: board_outline.OutlineChanges, old: BoardOutline) -> None:
        """Send the events of ``change``: cards leave their old holder while it still counts them (the outline
        before the change answers the interfaces' questions meanwhile), then arrive in the new one.

        A card leaving its holder also leaves with its accessible identity (:func:`~.identity.forget`): AT-SPI
        clients keep a card's parent once read, and Qt's bridge sends no parent change, so a card dealt from the waste
        into the pyramid was still read as the waste's (the pyramid's card "in Waste: 1 card").

        A screen reader speaks a change of the focused object's description by itself, without the object's name
        ("Pyramid row 6, card 1 of 6; selected"): the state changes of the card it has as its focus are told
        once the focus has moved on (:meth:`_tell_held`), the announcements saying the news meanwhile ("6 of clubs
        selected")."""
        new, self._outline = self.outline, old
        cards = self.scene.cards
        for card in change.left:
            _send(cards[card], QAccessible.Event.ObjectDestroyed)
            forget(cards[card])
            self._held.discard(card)
        # Piles and pyramids the game on the board no longer has (other rules, another game) go while the outline
        # before the change answers; those it has now and had not come after.  A card among the holders (the
        # stock's face-up top) comes and goes as a card.
        old_holders = self.holders()
        self._outline = new
        new_holders = self.holders()
        self._outline = old
        for holder in old_holders:
            if holder not in new_holders and not isinstance(holder, CardItem):
                _send(holder, QAccessible.Event.ObjectDestroyed)
        self._outline = new
        for holder in new_holders:
            if holder not in old_holders and not isinstance(holder, CardItem):
                _send(holder, QAccessible.Event.ObjectCreated)
        for card in change.arrived:
            _send(cards[card], QAccessible.Event.ObjectCreated)
        locus = self._told_focus if self.view.hasFocus() else None
        for card in change.restated:
            self._describe(card, held=card == locus)
        for card in change.enabled:
            states = QAccessible.State()
            states.disabled = True
            QAccessible.updateAccessibility(_state_event(cards[card], states))
        for card in change.selection:
            if card == locus:
                self._held.add(card)
            else:
                _send(cards[card], QAccessible.Event.Selection)
        for name in change.renamed:
            if name == STOCK and locus == STOCK and change.focus_moved:
                self._held.add(STOCK)  # a draw from the stock: the focus goes to the drawn card
                continue
            _send(self.object_named(name), QAccessible.Event.NameChanged)
            if name == STOCK:
                self._describe(STOCK, held=locus == STOCK)
        if change.focus_moved:
            self.tell_focus()

    def _describe(self, key: Card | str, *, held: bool) -> None:
        """Tell that a card's (or the stock's) description changed, or hold it back (:meth:`tell`)."""
        if held:
            self._held.add(key)
        else:
            _send(self._item(key), QAccessible.Event.DescriptionChanged)

    def _item(self, key: Card | str) -> QObject:
        return self.scene.stock_pile if key == STOCK else self.scene.cards[key]  # type: ignore[index]  # a card

    def tell_focus(self) -> None:
        """Tell that the focus ring's card (or the stock) has the keyboard focus, if the board has it, once the
        event loop comes round: Qt tells of the board's own focus only after the focus-in event the ring appears
        on, and the last focus told is the one a screen reader reads."""
        self._focus_timer.start()

    def _tell_focus_now(self) -> None:
        focus = self.outline.focus
        if not self.view.hasFocus() or focus is None:
            return
        _send(self._item(focus), QAccessible.Event.Focus)
        self._told_focus = focus
        self._tell_held()

    def _tell_held(self) -> None:
        """The changes held back for what a screen reader had as its focus, now that it has another."""
        held, self._held = self._held, set()
        for key in held:
            if key == self._told_focus and self.view.hasFocus():
                self._held.add(key)
                continue
            item = self._item(key)
            if key == STOCK:
                _send(item, QAccessible.Event.NameChanged)
            _send(item, QAccessible.Event.DescriptionChanged)
            if key != STOCK:
                _send(item, QAccessible.Event.Selection)


def _send(target: QObject, kind: QAccessible.Event) -> None:
    QAccessible.updateAccessibility(QAccessibleEvent(target, kind))


def _state_event(target: QObject, states: QAccessible.State) -> QAccessibleEvent:
    return QAccessibleStateChangeEvent(target, states)
