""" "Show me how": the board plays a winning line by itself, one move at a time, with its normal animations.

:class:`DemoPlayer` plays the moves through the window's own move path (so the board animates, the counters
count and the game is saved as usual), waits for each animation to finish and then :data:`speeds.DEMO_STEP_MS`
more, so a person can follow.  Any mouse click or key press anywhere in the application stops it; that click or
key is swallowed (it would otherwise also play a move) and the game is the player's again.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal

from pyramid_qt.engine import Move
from pyramid_qt.ui.board import speeds

POLL_MS = 40  # how often to look whether the last move's animation is over
_STOPPING_EVENTS = (
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonDblClick,
    QEvent.Type.KeyPress,
)


class DemoPlayer(QObject):
    """Plays ``line`` with ``play``; ``finished(completed)`` says whether every move was played."""

    finished = Signal(bool)

    def __init__(
        self,
        line: list[Move],
        play: Callable[[Move], None],
        is_animating: Callable[[], bool],
        speed: speeds.Speed,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._line = list(line)
        self._play = play
        self._is_animating = is_animating
        self._step_ms = speeds.duration(speeds.DEMO_STEP_MS, speed)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        self.played = 0
        self.running = False
        self._swallow_key = False

    def start(self) -> None:
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self.running = True
        self._timer.start(self._step_ms)

    def stop(self) -> None:
        """Hand the game back (the player clicked or pressed a key, or the window needs the board)."""
        self._end(completed=False)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        if self.running and kind == QEvent.Type.ShortcutOverride:
            # A key that is some action's shortcut comes first as this event: accepted, no action runs; the key
            # press that follows only stopped the demo and is swallowed too.
            event.accept()
            self._swallow_key = True
            self._end(completed=False)
            return True
        if self._swallow_key and kind == QEvent.Type.KeyPress:
            self._swallow_key = False
            return True
        if self.running and kind in _STOPPING_EVENTS:
            self._end(completed=False)
            return True
        return False

    def _step(self) -> None:
        if not self.running:
            return
        if self._is_animating():
            self._timer.start(POLL_MS)
            return
        if self.played >= len(self._line):
            self._end(completed=True)
            return
        move = self._line[self.played]
        self.played += 1
        self._play(move)
        if self.played >= len(self._line):
            # The game is the player's again at once: a win's animation that follows is no demo to take over.
            self._end(completed=True)
            return
        self._timer.start(self._step_ms)

    def _end(self, *, completed: bool) -> None:
        if not self.running:
            return
        self.running = False
        self._timer.stop()
        if not self._swallow_key:
            self._remove_filter()
        else:
            QTimer.singleShot(0, self._remove_filter)  # after the key press it swallows
        self.finished.emit(completed)

    def _remove_filter(self) -> None:
        self._swallow_key = False
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
