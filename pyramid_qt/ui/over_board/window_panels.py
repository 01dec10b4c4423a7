"""What floats over the board, with the words it passes on: the toast, the end panel, the check panel and the
status line, each panel built on first use (:class:`WindowPanels`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyramid_qt import ui
from pyramid_qt.ui.accessibility import window as accessibility
from pyramid_qt.ui.board.speeds import TOAST_MS

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QMainWindow, QWidget

    from pyramid_qt.ui.accessibility.announcer import Announcer
    from pyramid_qt.ui.over_board.overlay_panel import OverlayPanel
    from pyramid_qt.ui.over_board.panel_place import BoardRoom
    from pyramid_qt.ui.over_board.toast import Toast


class WindowPanels:
    """The toast, the end panel and the check panel, each built on first use (none is on the first frame), and the
    status line: the window's :class:`~pyramid_qt.ui.ports.Panels` and :class:`~pyramid_qt.ui.ports.Notices`, which
    the game flow and the assistant are given instead of the window."""

    def __init__(
        self,
        window: QMainWindow,
        board: QWidget,
        room: BoardRoom | None = None,
        keep_visible: Sequence[QWidget] = (),
        announcer: Announcer | None = None,
        cards: Callable[[], Sequence[QRect]] | None = None,
    ) -> None:
        """``window``: the toast's parent (it lies over the status bar) and its status line; ``board``: the widget
        the panels lie over; ``room``: where on it they cover no card (:mod:`~.panel_place`);
        ``keep_visible``: what the toast must not cover (the counters); ``announcer``: says what the toast and the
        panels show, for a screen reader; ``cards``: where the cards on the table are, in ``board``'s pixels (the
        toast covers none of them)."""
        self._window = window
        self._board = board
        self._room = room
        self._keep_visible = list(keep_visible)
        self._announcer = announcer
        self._cards = cards
        self._toast: Toast | None = None
        self._end_panel: OverlayPanel | None = None
        self._check_panel: OverlayPanel | None = None

    # ------------------------------------------------------------------ built on first use
    @property
    def toast(self) -> Toast:
        if self._toast is None:
            # Over the status line and free felt, never over a card; in the status line when there is no room.
            felt = None if self._cards is None else ui.ToastFelt(self._board, self._cards)
            toast = ui.Toast(self._window, self._keep_visible, felt, self._window.statusBar())
            self._toast = accessibility.spoken_toast(toast, self._announcer)
        return self._toast

    @property
    def end_panel(self) -> OverlayPanel:
        if self._end_panel is None:
            panel = ui.OverlayPanel(self._board, "endPanel", room=self._room)
            self._end_panel = accessibility.spoken_panel(panel, self._announcer)
            self.toast.keep_clear_of(panel)  # a message shown as the game ends leaves the panel's buttons in sight
        return self._end_panel

    @property
    def check_panel(self) -> OverlayPanel:
        if self._check_panel is None:
            panel = ui.OverlayPanel(self._board, "checkPanel", ui.Anchor.TOP, self._room)
            self._check_panel = accessibility.spoken_panel(panel, self._announcer)
        return self._check_panel

    # ------------------------------------------------------------------ asked without building them
    def end_panel_shown(self) -> bool:
        return self._end_panel is not None and self._end_panel.isVisible()

    def check_panel_shows(self, owner: object) -> bool:
        """The check panel is shown with ``owner``'s texts."""
        return self._check_panel is not None and self._check_panel.shows(owner)

    def hide_end_panel(self) -> None:
        if self._end_panel is not None:
            self._end_panel.hide()

    def hide_check_panel(self) -> None:
        if self._check_panel is not None:
            self._check_panel.hide()

    def hide_toast(self) -> None:
        """Both the passing message and a notice go (a language change: they would stand in the old language)."""
        if self._toast is not None:
            self._toast.clear()

    def end_position_message(self) -> None:
        """The position on the board changed: the toast's message about the one before goes."""
        if self._toast is not None:
            self._toast.end_position_message()

    def hide_floating(self) -> None:
        """Hide the end panel and the toast's passing message (a notice stays its reading time)."""
        self.hide_end_panel()
        if self._toast is not None:
            self._toast.hide_passing()

    def show_toast(self, text: str, msecs: int = TOAST_MS) -> None:
        self.toast.show_message(text, msecs)

    def show_notice(self, text: str, msecs: int = TOAST_MS) -> None:
        self.toast.show_notice(text, msecs)

    def show_status(self, text: str, msecs: int = 0) -> None:
        self._window.statusBar().showMessage(text, msecs)

    def clear_status(self) -> None:
        self._window.statusBar().clearMessage()
