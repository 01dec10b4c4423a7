"""Pause: the clock stops and the cards are hidden, so a paused game cannot be studied.

A cover of plain felt lies over the whole board with a line saying how to go on; the actions that play or ask about
the position are disabled meanwhile (their keys with them).  A click on the cover, the Pause action again, or a new
game goes on.  The window's own pause of the clock (inactive, minimised) is apart: both must let go for time to run.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QAction, QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QRadialGradient
from PySide6.QtWidgets import QWidget

from pyramid_qt.ui.actions import WindowActions

if TYPE_CHECKING:
    from pyramid_qt.ui.game_clock import GameClock


def paused_text() -> str:
    return QCoreApplication.translate("Pause", "Paused. Click or press P to go on.")


class PauseCover(QWidget):
    """Plain felt over the board, with the pause's line in the middle; a click goes on."""

    resumeClicked = Signal()

    def __init__(self, board: QWidget, felt: Callable[[], tuple[QColor, QColor]]) -> None:
        super().__init__(board)
        self.setObjectName("pauseCover")
        self.host = board
        self._felt = felt
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        board.installEventFilter(self)
        self.hide()

    def cover(self) -> None:
        self.setGeometry(self.host.rect())
        self.show()
        self.raise_()
        self.setFocus()
        self.setAccessibleName(paused_text())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        centre, edge = self._felt()
        gradient = QRadialGradient(QPointF(self.rect().center()), max(self.width(), self.height()) * 0.75)
        gradient.setColorAt(0.0, centre)
        gradient.setColorAt(1.0, edge)
        painter.fillRect(self.rect(), gradient)
        font = QFont(self.font())
        font.setPixelSize(max(14, min(self.height() // 14, 34)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255))
        margin = self.width() // 12
        painter.drawText(
            self.rect().adjusted(margin, 0, -margin, 0),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            paused_text(),
        )
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        event.accept()
        self.resumeClicked.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self.setGeometry(self.host.rect())
        return False

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(paused_text())
            self.update()
        super().changeEvent(event)


PLAYING_ACTIONS = (
    WindowActions.undo,
    WindowActions.redo,
    WindowActions.draw,
    WindowActions.hint,
    WindowActions.check,
    WindowActions.show_me_how,
    WindowActions.review,
    WindowActions.copy_position,
    WindowActions.save_position,
)
"""What a paused game does not do: play, or tell anything about the hidden position."""


class Pause(QObject):
    """Holds the clock, covers the board and disables the :data:`PLAYING_ACTIONS` while ``actions.pause`` is on (the
    action's declared handler calls :meth:`set_paused`)."""

    def __init__(self, actions: WindowActions, clock: GameClock, cover: PauseCover, after: Callable[[], None]) -> None:
        """``after``: brings the actions' enabled state back from the game (called when the game goes on)."""
        super().__init__(cover)
        self.action = actions.pause
        self.clock = clock
        self.cover = cover
        self.playing: list[QAction] = [actions.action(declared) for declared in PLAYING_ACTIONS]
        self._after = after
        cover.resumeClicked.connect(self.resume)

    @property
    def paused(self) -> bool:
        return self.action.isChecked()

    def resume(self) -> None:
        self.action.setChecked(False)

    def keep_disabled(self) -> None:
        """The window brought the actions up to date with the game: while paused, the playing ones stay off."""
        if self.paused:
            for action in self.playing:
                action.setEnabled(False)

    def set_paused(self, paused: bool) -> None:
        self.clock.set_held(paused)
        if paused:
            self.cover.cover()
            self.keep_disabled()
        else:
            self.cover.hide()
            self._after()
