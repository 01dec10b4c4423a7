"""Accessible interfaces of the window's own objects: the announcer's
:class:`~pyramid_qt.ui.accessibility.announcer.News` (a notification named with its text, the card table's last
child while it is the newest, which a screen reader speaks as it shows) and the panels over the board (a group named
with the panel's title: a screen reader says it, with the panel's text, as the keyboard goes into it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAccessibleObject, QWindow
from PySide6.QtWidgets import QAccessibleWidget

from pyramid_qt.qtcompat import accessible_cast
from pyramid_qt.ui.accessibility.announcer import News
from pyramid_qt.ui.over_board.overlay_panel import OverlayPanel

if TYPE_CHECKING:
    import shiboken6


class NewsInterface(QAccessibleObject):
    def __init__(self, news: News) -> None:
        super().__init__(news)
        self.news = news

    def _board(self) -> QAccessibleInterface | None:
        board = self.news.parent()
        return None if board is None else QAccessible.queryAccessibleInterface(board)

    def _parent(self) -> QAccessibleInterface | None:
        """The card table while this is the newest notification; none once replaced."""
        return self._board() if self.news.current else None

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Notification

    def text(self, kind: QAccessible.Text) -> str:
        return self.news.text if kind == QAccessible.Text.Name else ""

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.invisible = not self.news.current
        state.readOnly = True
        return state

    def rect(self) -> QRect:
        return QRect()

    # PySide6's stubs declare parent, child and window as never null; Qt takes null for "none".
    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self._parent()

    def window(self) -> QWindow | None:  # type: ignore[override]
        board = self._board()
        return None if board is None else board.window()

    def childCount(self) -> int:  # noqa: N802 (Qt override)
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def indexOfChild(self, child: QAccessibleInterface | None) -> int:  # noqa: N802 (Qt override)
        return -1

    def interface_cast(self, kind: QAccessible.InterfaceType) -> shiboken6.VoidPtr:  # type: ignore[override]
        return accessible_cast.cast(self, kind, has_actions=False)


class PanelInterface(QAccessibleWidget):
    """A panel over the board: a group (not a bare frame, which screen readers pass over) named with its title.
    A screen reader going through its children is reading its texts (:attr:`OverlayPanel.read`)."""

    def __init__(self, panel: OverlayPanel) -> None:
        super().__init__(panel, QAccessible.Role.Grouping)
        self.panel = panel

    def childCount(self) -> int:  # noqa: N802 (Qt override)
        self.panel.read = True
        return super().childCount()


def interface_for(class_name: str, target: QObject) -> QAccessibleInterface | None:
    if class_name == "News" and isinstance(target, News):
        return NewsInterface(target)
    if class_name == "OverlayPanel" and isinstance(target, OverlayPanel):
        return PanelInterface(target)
    return None
