"""The window's accessibility: Qt's factory for the board's accessible interfaces, and what the screen reader is
told — the :class:`~.announcer.Announcer` (with its live label where Qt has no announcements), the game's
:class:`~.narrator.Narrator`, and the notices said as they appear (toasts, panels)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QLabel, QStatusBar

from pyramid_qt.ui.accessibility.announcer import Announcer
from pyramid_qt.ui.accessibility.narrator import Narrator

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtGui import QAccessibleInterface

    from pyramid_qt.ui.board.adapter import GameAdapter
    from pyramid_qt.ui.board.play_controller import PlayController
    from pyramid_qt.ui.board.scene import BoardView
    from pyramid_qt.ui.overlay_panel import OverlayPanel
    from pyramid_qt.ui.toast import Toast

_factory_installed = False


def _interface(class_name: str, target: QObject) -> QAccessibleInterface | None:
    """Qt's accessibility factory: the board's cards and piles (:mod:`pyramid_qt.ui.board.accessible`, loaded when
    an assistive tool first asks)."""
    from pyramid_qt.ui.board import accessible

    return accessible.interface_for(class_name, target)


def install_factory() -> None:
    """Let Qt ask for the board's interfaces (once per process, before an assistive tool reads a window)."""
    global _factory_installed
    if not _factory_installed:
        QAccessible.installFactory(_interface)
        _factory_installed = True


def speech(
    view: BoardView, adapter: GameAdapter, controller: PlayController, status_bar: QStatusBar, parent: QObject
) -> tuple[Announcer, Narrator]:
    """The announcer (speaking from the board) and the narrator of the game played on it; where Qt has no
    announcements the status bar gets the live label they go to."""
    announcer = Announcer(view, parent)
    if not Announcer.platform_announces():
        announcer.live_label = QLabel()
        announcer.live_label.setObjectName("announcement")
        status_bar.addWidget(announcer.live_label, 1)
    return announcer, Narrator(adapter, controller, announcer, parent)


def spoken_panel(panel: OverlayPanel, announcer: Announcer) -> OverlayPanel:
    """A panel whose texts are said when it pops up (the end of a game, a verdict)."""
    panel.poppedUp.connect(lambda: announcer.say(panel.spoken_text()))
    return panel


def spoken_toast(toast: Toast, announcer: Announcer) -> Toast:
    """A toast whose messages are said (error help, refusals, problems with files)."""
    toast.shown.connect(announcer.say)
    return toast
