"""Reading the board as an assistive tool does: through ``QAccessible``'s interfaces, not the widgets."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QAccessible, QAccessibleInterface

from pyramid_qt.engine import Card
from pyramid_qt.ui.main_window import MainWindow


@dataclass(frozen=True)
class Node:
    role: QAccessible.Role
    name: str
    description: str
    depth: int


def board(window: MainWindow) -> QAccessibleInterface:
    interface = QAccessible.queryAccessibleInterface(window.view)
    assert interface is not None
    return interface


def children(interface: QAccessibleInterface) -> list[QAccessibleInterface]:
    return [interface.child(i) for i in range(interface.childCount())]


def tree(interface: QAccessibleInterface, depth: int = 0) -> list[Node]:
    """The interface and everything under it, depth first, as a screen reader walks it."""
    nodes = [
        Node(
            interface.role(),
            interface.text(QAccessible.Text.Name),
            interface.text(QAccessible.Text.Description),
            depth,
        )
    ]
    for child in children(interface):
        nodes.extend(tree(child, depth + 1))
    return nodes


def card_interface(window: MainWindow, code: str) -> QAccessibleInterface:
    interface = QAccessible.queryAccessibleInterface(window.scene.cards[Card.parse(code)])
    assert interface is not None
    return interface


def press(interface: QAccessibleInterface) -> None:
    """The default action, as an assistive tool (or a switch device) triggers it."""
    actions = interface.actionInterface()
    assert actions is not None
    assert actions.actionNames() == [actions.pressAction()]
    actions.doAction(actions.pressAction())


@dataclass(frozen=True)
class Told:
    """One accessibility event as a client gets it: its kind and what its object was at that moment."""

    kind: QAccessible.Event
    role: QAccessible.Role | None
    name: str
    target: object  # the QObject (compared by identity)
    text: str = ""  # an announcement's text
    description: str = ""


def record_events(monkeypatch, window: MainWindow | None = None) -> list[Told]:
    """Every accessibility event the window sends from now on, as if a screen reader listened
    (``QAccessible.isActive`` true), each read when it is sent.  With ``window``: its board is read once first, as a
    screen reader starting to listen does, so that the changes after it are told."""
    told: list[Told] = []

    def update(event) -> None:
        interface = event.accessibleInterface()
        told.append(
            Told(
                event.type(),
                None if interface is None else interface.role(),
                "" if interface is None else interface.text(QAccessible.Text.Name),
                event.object(),
                event.message() if hasattr(event, "message") else "",
                "" if interface is None else interface.text(QAccessible.Text.Description),
            )
        )

    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(update))
    if window is not None:
        from pyramid_qt.ui.accessibility.board_access import BoardAccess

        BoardAccess.of(window.view)
        window.scene.contentChanged.emit()
    return told
