"""Run solver work off the GUI thread (one job at a time, cancellable) and hand the answer back as a signal.

The job function receives a ``threading.Event`` it must pass on as the solver's cancel flag.  Answers of a
job that was cancelled or replaced are dropped, so a late answer never lands on a newer game.

The worker is a plain Python thread, not a ``QThreadPool``: a pool owned by the window waits for its running job
in its C++ destructor, and PySide destroys a Python-made ``QObject``'s children while it holds the GIL, so a window
deleted while a search ran (a late par search, say) froze the program for good: the job waited for the GIL the
destructor held.  A runner that is shut down (the window closes) takes no more jobs.
"""

from __future__ import annotations

import enum
import functools
import itertools
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Signal

T = TypeVar("T")


class JobPurpose(enum.Enum):
    """What a solver job answers: the window's questions (see :mod:`pyramid_qt.ui.solver_questions`)."""

    HINT = "hint"
    CHECK = "check"  # "Can I still win?"
    REWIND = "rewind"  # back to the last winnable step
    REVEAL = "reveal"  # the true label of a "might be a dead end" deal, at its end
    DEAD_END = "dead_end"  # whether another pyramid card can still be removed, after a new round
    DEMO = "demo"  # "Show me how": a winning line to play
    REVIEW = "review"  # "Where did it go wrong?"
    PAR = "par"  # the fewest moves that win a deal, after a win
    BEST_SCORE = "best_score"  # the best score a deal allows under the scoring system, after a game
    DEAL = "deal"  # a verified-winnable deal for rules without a shipped table
    DAILY_GOALS = "daily_goals"  # the daily deal's goals, each with its proof


class _Relay(QObject):
    """The one object the workers hand their answers to: made in the GUI thread with the first runner and never
    deleted, so a worker never signals an object that a closing window is deleting (the answer's signal is queued
    to the GUI thread, which passes it to its runner if that runner still exists)."""

    done = Signal(object, object, object)  # runner's key, job id, result
    failed = Signal(object, object, str)  # runner's key, job id, error text

    def __init__(self) -> None:
        super().__init__()
        self.runners: dict[int, SolverRunner] = {}
        self.done.connect(self._pass_done)
        self.failed.connect(self._pass_failed)

    def _pass_done(self, key: int, job_id: int, result: object) -> None:
        runner = self.runners.get(key)
        if runner is not None:
            runner._on_done(job_id, result)

    def _pass_failed(self, key: int, job_id: int, message: str) -> None:
        runner = self.runners.get(key)
        if runner is not None:
            runner._on_failed(job_id, message)


_relay: _Relay | None = None
_keys = itertools.count(1)


def _shared_relay() -> _Relay:
    global _relay
    if _relay is None:
        _relay = _Relay()
    return _relay


@dataclass
class _Task:
    job_id: int
    fn: Callable[[threading.Event], Any]
    cancel: threading.Event


class _Worker:
    """The thread that runs a runner's jobs, one at a time, in the order started.  It knows the shared relay and
    its runner's key, never the runner: a runner whose C++ side is gone leaves it nothing to wait for."""

    def __init__(self, relay: _Relay, key: int) -> None:
        self.relay, self.key = relay, key
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
            self.relay.failed.emit(self.key, task.job_id, f"{type(error).__name__}: {error}")
            return
        self.relay.done.emit(self.key, task.job_id, result)


class SolverRunner(QObject):
    finished = Signal(object, object)  # JobPurpose, result
    failed = Signal(object, str)  # JobPurpose, error text
    busyChanged = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        relay, key = _shared_relay(), next(_keys)
        relay.runners[key] = self
        self._worker = _Worker(relay, key)
        self._next_id = 0
        self._current: tuple[int, JobPurpose, threading.Event] | None = None
        self._answered: Callable[[Any], None] | None = None  # the running job's own receiver (:meth:`ask`)
        self._shut = False
        # Deleted (with its window): no answer reaches it any more, and its thread ends after the job it runs.
        self.destroyed.connect(functools.partial(_forget, relay, key, self._worker))

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
        self._answered = None
        self._next_id += 1
        cancel = threading.Event()
        self._current = (self._next_id, purpose, cancel)
        self._worker.start(_Task(self._next_id, fn, cancel))
        self.busyChanged.emit(True)

    def ask(self, purpose: JobPurpose, fn: Callable[[threading.Event], T], answered: Callable[[T], None]) -> None:
        """As :meth:`start`, and ``answered`` receives the job's answer, typed as ``fn`` returns it (before
        :attr:`finished` is emitted); a failure is told by :attr:`failed` alone."""
        self.start(purpose, fn)
        if not self._shut:
            self._answered = answered

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
        purpose, answered = self._current[1], self._answered
        self._current = self._answered = None
        self.busyChanged.emit(False)
        if answered is not None:
            answered(result)
        self.finished.emit(purpose, result)

    def _on_failed(self, job_id: int, message: str) -> None:
        if self._current is None or self._current[0] != job_id:
            return
        purpose = self._current[1]
        self._current = self._answered = None
        self.busyChanged.emit(False)
        self.failed.emit(purpose, message)


def _forget(relay: _Relay, key: int, worker: _Worker, *_destroyed: object) -> None:
    relay.runners.pop(key, None)
    worker.stop()
