"""The game time: starts at the first move, pauses while the window is inactive or minimised
(docs/rules.md, "Score, moves, time, undo").

The one source of the game's time: the status bar, the end panel, the saved game and the statistics all read
:meth:`GameClock.elapsed`, and :func:`pyramid_qt.ui.texts.format_time` is the one rounding (down to whole seconds).

The time source is injectable (a function returning seconds) so tests drive it by hand; the default is a
``QElapsedTimer`` (monotonic, unaffected by wall-clock changes).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer


def _monotonic_source() -> Callable[[], float]:
    timer = QElapsedTimer()
    timer.start()
    return lambda: timer.nsecsElapsed() / 1e9


class GameClock:
    def __init__(self, now: Callable[[], float] | None = None) -> None:
        self._now = now or _monotonic_source()
        self._banked = 0.0  # seconds counted before the current run
        self._since: float | None = None  # when the current run started, None while stopped
        self.started = False  # the first move has been played
        self._paused = False  # the window is inactive
        self._held = False  # the player paused the game

    def reset(self, elapsed: float = 0.0, started: bool = False) -> None:
        self._banked = elapsed
        self._since = None
        self.started = started
        self._update()

    def start(self) -> None:
        """The first move: from now on time counts (unless the window is inactive)."""
        if not self.started:
            self.started = True
            self._update()

    def stop(self) -> None:
        """The game ended: freeze the time, to the millisecond the statistics keep, so that the end panel, the status
        bar and the statistics (which all read this one value and cut it to whole seconds) show the same time."""
        self._bank()
        self._banked = round(self._banked, 3)
        self.started = False

    def set_paused(self, paused: bool) -> None:
        """The window became inactive or active again."""
        self._paused = paused
        self._update()

    def set_held(self, held: bool) -> None:
        """The player paused the game, or went on (independent of the window's activation)."""
        self._held = held
        self._update()

    @property
    def running(self) -> bool:
        return self._since is not None

    def elapsed(self) -> float:
        if self._since is None:
            return self._banked
        return self._banked + self._now() - self._since

    def _bank(self) -> None:
        if self._since is not None:
            self._banked += self._now() - self._since
            self._since = None

    def _update(self) -> None:
        should_run = self.started and not self._paused and not self._held
        if should_run and self._since is None:
            self._since = self._now()
        elif not should_run:
            self._bank()
