"""The solver's worker (pyramid_qt/ui/solver_jobs.py): a window deleted while a search runs does not freeze the
program, and a runner shut down with its window takes no later job."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import threading
from pathlib import Path

from pyramid_qt.ui.solver_jobs import JobPurpose, SolverRunner

REPO = Path(__file__).resolve().parents[2]

# A window (a Python-made QWidget) owning a runner is deleted by an event loop run from Python (QTest.qWait, which
# keeps the GIL) while the runner's job still needs the GIL.  With a QThreadPool child this froze for good: the
# pool's destructor waited for the job, which waited for the GIL (a full test run hung so in test_data_trouble).
# Run in a child process so a freeze fails, not hangs.
DELETED_WHILE_SEARCHING = textwrap.dedent(
    """
    import threading, time
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget
    from pyramid_qt.ui.solver_jobs import JobPurpose, SolverRunner

    app = QApplication([])
    started = threading.Event()

    def search(cancel):
        started.set()
        total, end = 0, time.monotonic() + 0.5
        while time.monotonic() < end:  # pure Python: it needs the GIL all along, and ignores its cancel flag
            total += 1
        return total

    class Window(QWidget):
        pass

    window = Window()
    runner = SolverRunner(window)
    runner.start(JobPurpose.PAR, search)
    assert started.wait(10)
    window.deleteLater()
    QTest.qWait(10)  # as pytest-qt's qtbot.wait does: the deferred delete runs with the GIL held
    print("deleted")
    """
)


def test_a_window_deleted_while_its_search_runs_does_not_freeze():
    result = subprocess.run(
        [sys.executable, "-c", DELETED_WHILE_SEARCHING],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "deleted"


def test_a_runner_shut_down_takes_no_later_job(qtbot):
    runner = SolverRunner()
    ran = threading.Event()
    runner.start(JobPurpose.HINT, lambda cancel: 1)
    with qtbot.waitSignal(runner.finished, timeout=10_000) as answered:
        pass
    assert answered.args == [JobPurpose.HINT, 1]  # it works before
    assert runner.shutdown()
    runner.start(JobPurpose.PAR, lambda cancel: ran.set())
    assert not runner.busy
    assert runner.wait(1000)
    assert not ran.is_set()


def test_a_job_replaced_before_it_began_is_not_run(qtbot):
    release, first_began, second_ran = threading.Event(), threading.Event(), threading.Event()

    def first(cancel: threading.Event) -> int:
        first_began.set()
        release.wait(10)
        return 1

    runner = SolverRunner()
    runner.start(JobPurpose.CHECK, first)
    assert first_began.wait(10)
    runner.start(JobPurpose.HINT, lambda cancel: second_ran.set())  # queued behind the first
    runner.start(JobPurpose.HINT, lambda cancel: 3)  # replaces the queued one before it began
    with qtbot.waitSignal(runner.finished, timeout=10_000) as answered:
        release.set()
    assert answered.args == [JobPurpose.HINT, 3]
    assert not second_ran.is_set()
    runner.shutdown()


def test_the_answer_of_a_runner_deleted_meanwhile_goes_nowhere(qtbot):
    """The worker hands answers to an object that is never deleted; the runner, gone with its window, gets none
    (before, the worker signalled the runner's own relay, which the closing window was deleting)."""
    from PySide6.QtCore import QObject

    from pyramid_qt.ui import solver_jobs

    release, began = threading.Event(), threading.Event()

    def search(cancel: threading.Event) -> int:
        began.set()
        release.wait(10)
        return 7

    window = QObject()
    runner = SolverRunner(window)
    worker = runner._worker
    answers: list[object] = []
    runner.finished.connect(lambda purpose, result: answers.append(result))
    runner.start(JobPurpose.PAR, search)
    assert began.wait(10)
    window.deleteLater()
    qtbot.wait(10)  # the window and its runner are deleted
    assert worker.key not in solver_jobs._shared_relay().runners
    release.set()
    assert worker.wait(10)
    qtbot.wait(50)  # the answer is delivered now, to nobody
    assert answers == []


def test_an_asked_job_hands_its_answer_to_its_own_receiver_only(qtbot):
    """A part asks with the receiver of its answer: the receiver of a job replaced meanwhile hears nothing, the last
    one hears its own job's answer before the runner's ``finished``."""
    release, first_began = threading.Event(), threading.Event()
    heard: list[tuple[str, object]] = []

    def first(cancel: threading.Event) -> str:
        first_began.set()
        release.wait(10)
        return "first"

    runner = SolverRunner()
    runner.finished.connect(lambda _purpose, answer: heard.append(("finished", answer)))
    runner.ask(JobPurpose.DEMO, first, lambda answer: heard.append(("demo", answer)))
    assert first_began.wait(10)
    runner.ask(JobPurpose.REVIEW, lambda cancel: 7, lambda answer: heard.append(("review", answer)))
    with qtbot.waitSignal(runner.finished, timeout=10_000):
        release.set()
    assert heard == [("review", 7), ("finished", 7)]
    runner.start(JobPurpose.HINT, lambda cancel: 8)  # started without a receiver: the last one hears nothing more
    with qtbot.waitSignal(runner.finished, timeout=10_000):
        pass
    assert heard[-2:] == [("finished", 7), ("finished", 8)]
    runner.shutdown()
