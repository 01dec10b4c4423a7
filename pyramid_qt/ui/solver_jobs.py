"""Run solver work off the GUI thread (one job at a time, cancellable) and hand the answer back as a signal.

The job function receives a ``threading.Event`` it must pass on as the solver's cancel flag.  Answers of a
job that was cancelled or replaced are dropped, so a late answer never lands on a newer game.
"""

from __future__ import annotations

import enum
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class JobPurpose(enum.Enum):
    """What a solver job answers: the window's questions (see :mod:`pyramid_qt.ui.solver_questions`)."""

    HINT = "hint"
    CHECK = "check"  # "Can I still win?"
    REWIND = "rewind"  # back to the last winnable step
    REVEAL = "reveal"  # the true label of a "might be a dead end" deal, at its end
    DEMO = "demo"  # "Show me how": a winning line to play
    REVIEW = "review"  # "Where did it go wrong?"
    PAR = "par"  # the fewest moves that win a deal, after a win
    DEAL = "deal"  # a verified-winnable deal for rules without a shipped table


class _Relay(QObject):
    """Lives in the GUI thread; signals emitted from the worker are queued to it."""

    done = Signal(int, object)
    failed = Signal(int, str)


class _Task(QRunnable):
    def __init__(
        self, job_id: int, fn: Callable[[threading.Event], Any], cancel: threading.Event, relay: _Relay
    ) -> None:
        super().__init__()
        self.job_id, self.fn, self.cancel, self.relay = job_id, fn, cancel, relay

    def run(self) -> None:
        try:
            result = self.fn(self.cancel)
        except Exception as error:  # noqa: BLE001 (a solver failure must reach the UI, not kill the thread)
            self.relay.failed.emit(self.job_id, f"{type(error).__name__}: {error}")
            return
        self.relay.done.emit(self.job_id, result)


class SolverRunner(QObject):
    finished = Signal(object, object)  # JobPurpose, result
    failed = Signal(object, str)  # JobPurpose, error text
    busyChanged = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._relay.failed.connect(self._on_failed)
        self._next_id = 0
        self._current: tuple[int, JobPurpose, threading.Event] | None = None

    @property
    def busy(self) -> bool:
        return self._current is not None

    @property
    def purpose(self) -> JobPurpose | None:
        return None if self._current is None else self._current[1]

    def start(self, purpose: JobPurpose, fn: Callable[[threading.Event], Any]) -> None:
        """Start ``fn`` in the worker, cancelling any job still running."""
        self.cancel()
        self._next_id += 1
        cancel = threading.Event()
        self._current = (self._next_id, purpose, cancel)
        self._pool.start(_Task(self._next_id, fn, cancel, self._relay))
        self.busyChanged.emit(True)

    def cancel(self) -> None:
        if self._current is not None:
            self._current[2].set()
            self._current = None
            self.busyChanged.emit(False)

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the worker to go idle (shutdown and tests)."""
        return self._pool.waitForDone(msecs)

    def _on_done(self, job_id: int, result: object) -> None:
        if self._current is None or self._current[0] != job_id:
            return
        purpose = self._current[1]
        self._current = None
        self.busyChanged.emit(False)
        self.finished.emit(purpose, result)

    def _on_failed(self, job_id: int, message: str) -> None:
        if self._current is None or self._current[0] != job_id:
            return
        purpose = self._current[1]
        self._current = None
        self.busyChanged.emit(False)
        self.failed.emit(purpose, message)
