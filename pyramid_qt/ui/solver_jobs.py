"""Run solver work off the GUI thread (one job at a time, cancellable) and hand the answer back as a signal.

The job function receives a ``threading.Event`` it must pass on as the solver's cancel flag.  Answers of a
job that was cancelled or replaced are dropped, so a late answer never lands on a newer game.

The worker is a plain Python thread, not a ``QThreadPool``: a pool owned by the window waits for its running job
in its C++ destructor, and PySide destroys a Python-made ``QObject``'s children while it holds the GIL, so a window
deleted while a search ran (a late par search, say) froze the program for good: the job waited for the GIL the
destructor held.  A runner that is shut down (the window closes) takes no more jobs.
"""

from __future__ import annotations

import contextlib
import enum
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal


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


@dataclass
class _Task:
    job_id: int
    fn: Callable[[threading.Event], Any]
    cancel: threading.Event


class _Worker:
    """The thread that runs the jobs, one at a time, in the order started.  It knows the relay (to hand answers to
    the GUI thread), never the runner: a runner whose C++ side is gone leaves it nothing to wait for."""

    def __init__(self, relay: _Relay) -> None:
        self.relay = relay
        self.jobs: queue.SimpleQueue[_Task | None] = queue.SimpleQueue()
        self.idle = threading.Condition()
        self.pending = 0
        self.thread: threading.Thread | None = None

    def start(self, task: _Task) -> None:
        with self.idle:
            self.pending += 1
        if self.thread is None:
            # A daemon: quitting never waits for a search (the window cancels its jobs as it closes).
            self.thread = threading.Thread(target=self._run, name="pyramid-qt solver", daemon=True)
            self.thread.start()
        self.jobs.put(task)

    def stop(self) -> None:
        self.jobs.put(None)

    def wait(self, seconds: float | None) -> bool:
        with self.idle:
            return self.idle.wait_for(lambda: self.pending == 0, seconds)

    def _run(self) -> None:
        while (task := self.jobs.get()) is not None:
            try:
                self._answer(task)
            finally:
                with self.idle:
                    self.pending -= 1
                    self.idle.notify_all()

    def _answer(self, task: _Task) -> None:
        if task.cancel.is_set():
            return  # replaced or cancelled before it began
        try:
            result = task.fn(task.cancel)
        except Exception as error:  # noqa: BLE001 (a solver failure must reach the UI, not kill the thread)
            self._emit(self.relay.failed, task.job_id, f"{type(error).__name__}: {error}")
            return
        self._emit(self.relay.done, task.job_id, result)

    @staticmethod
    def _emit(signal: Any, job_id: int, value: object) -> None:
        with contextlib.suppress(RuntimeError):  # the window (and its relay) is gone: nobody waits for this answer
            signal.emit(job_id, value)


class SolverRunner(QObject):
    finished = Signal(object, object)  # JobPurpose, result
    failed = Signal(object, str)  # JobPurpose, error text
    busyChanged = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._relay.failed.connect(self._on_failed)
        self._worker = _Worker(self._relay)
        self._next_id = 0
        self._current: tuple[int, JobPurpose, threading.Event] | None = None
        self._shut = False
        self.destroyed.connect(self._worker.stop)  # a runner deleted without shutdown() still ends its thread

    @property
    def busy(self) -> bool:
        return self._current is not None

    @property
    def purpose(self) -> JobPurpose | None:
        return None if self._current is None else self._current[1]

    def start(self, purpose: JobPurpose, fn: Callable[[threading.Event], Any]) -> None:
        """Start ``fn`` in the worker, cancelling any job still running (nothing once :meth:`shutdown` was
        called)."""
        if self._shut:
            return
        self.cancel()
        self._next_id += 1
        cancel = threading.Event()
        self._current = (self._next_id, purpose, cancel)
        self._worker.start(_Task(self._next_id, fn, cancel))
        self.busyChanged.emit(True)

    def cancel(self) -> None:
        if self._current is not None:
            self._current[2].set()
            self._current = None
            self.busyChanged.emit(False)

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the worker to go idle (shutdown and tests); ``msecs`` < 0: as long as it takes."""
        return self._worker.wait(None if msecs < 0 else msecs / 1000)

    def shutdown(self, msecs: int = 2000) -> bool:
        """The window closes: cancel the job, take no other, and wait up to ``msecs`` for the worker."""
        self._shut = True
        self.cancel()
        idle = self.wait(msecs)
        self._worker.stop()
        return idle

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
