"""One game per data folder: real processes of the application on one temporary data folder.

The first copy runs under ``instance_driver.py`` (the real ``pyramid_qt.app.main``, reporting what it plays and
records); later copies are plain ``python -m pyramid_qt``.  Before the single-instance lock, a second copy started
its own window on the same files: both resumed one saved game, results were dropped or misattributed.
"""

from __future__ import annotations

import json
import os
import queue
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from pyramid_qt.handover import parse_message, request_message, socket_name
from pyramid_qt.single_instance import LOCK_FILE_NAME
from pyramid_qt.store import user_files as paths

DRIVER = Path(__file__).with_name("instance_driver.py")
ROOT = DRIVER.parents[2]
WAIT_SECONDS = 90  # a generous bound for a subprocess on a busy machine (a hang detector, not a timing assertion)


def _env(**extra: str) -> dict[str, str]:
    # The XDG folders are this test's (conftest): every process below shares one data folder.
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), **extra}


class Copy:
    """The first copy, under the driver; its stdout lines arrive through a reader thread."""

    def __init__(self, *args: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, str(DRIVER), *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            cwd=ROOT,
            env=_env(),
        )
        self.lines: queue.Queue[str] = queue.Queue()
        self.pending: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.strip())
        self.lines.put("<exit>")

    def expect(self, prefix: str) -> str:
        """The first line not yet expected that starts with ``prefix`` (lines in between are kept for later)."""
        while True:
            for line in self.pending:
                if line.startswith(prefix):
                    self.pending.remove(line)
                    return line
            if "<exit>" in self.pending:
                pytest.fail(f"the first copy exited before saying {prefix!r}")
            try:
                self.pending.append(self.lines.get(timeout=WAIT_SECONDS))
            except queue.Empty:
                pytest.fail(f"the first copy never said {prefix!r}")

    def send(self, command: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()

    def quit(self) -> int:
        self.send("quit")
        return self.process.wait(WAIT_SECONDS)


@pytest.fixture
def first() -> Iterator[list[Copy]]:
    copies: list[Copy] = []
    yield copies
    for copy in copies:
        if copy.process.poll() is None:
            copy.process.kill()
            copy.process.wait()


def start_first(copies: list[Copy], *args: str, listening: bool = True) -> Copy:
    copy = Copy(*args)
    copies.append(copy)
    if listening:
        copy.expect("listening")
    return copy


def run_second(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pyramid_qt", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=_env(**env),
        timeout=WAIT_SECONDS,
    )


def test_a_second_copy_hands_its_deal_to_the_first_which_plays_it(first) -> None:
    a = start_first(first, "--deal", "5")
    assert a.expect("playing") == "playing PY1-N-AAAAAAF"

    b = run_second("--deal", "7", "--rules", "W")

    assert b.returncode == 0, b.stderr
    assert a.expect("playing") == "playing PY1-W-AAAAAAH"  # the first window plays the handed-over deal
    a.send("state")
    assert json.loads(a.expect("state ").removeprefix("state "))["code"] == "PY1-W-AAAAAAH"
    assert a.quit() == 0
    assert not (paths.data_dir() / LOCK_FILE_NAME).exists()  # the lock goes with the game
    saved = json.loads(paths.saved_game_file().read_text())
    assert saved["game"]["code"] == "PY1-W-AAAAAAH"  # one game in progress, the first copy's


def test_a_second_copy_hands_over_a_position_file_too(first, tmp_path: Path) -> None:
    """``pyramid-qt FILE`` while a game runs: the file's position is played (only deal codes went over, the
    second copy exited 0 and the running window went on with its deal)."""
    from pyramid_qt.engine import DealCode, Game, format_position

    a = start_first(first, "--deal", "5")
    assert a.expect("playing") == "playing PY1-N-AAAAAAF"
    position_file = tmp_path / "table.txt"
    position_file.write_text(format_position(Game.from_code(DealCode(9)).position), encoding="utf-8")

    b = run_second(str(position_file))

    assert b.returncode == 0, b.stderr
    deadline = time.monotonic() + WAIT_SECONDS  # a hang detector, not a timing assertion
    while True:
        a.send("state")
        if json.loads(a.expect("state ").removeprefix("state "))["code"] is None:
            break  # a position has no deal code: the file's position is on the board
        assert time.monotonic() < deadline, "the running window never played the position file"
        time.sleep(0.2)
    assert a.quit() == 0


def test_a_second_copy_started_before_the_first_listens_still_hands_over(first) -> None:
    """The first copy listens only after its first frame; a copy started meanwhile waits for it."""
    a = start_first(first, listening=False)
    lock = paths.data_dir() / LOCK_FILE_NAME
    while not lock.exists():
        assert a.process.poll() is None
        threading.Event().wait(0.01)

    b = run_second("PY1-N-AAAAAAS")

    assert b.returncode == 0, b.stderr
    assert a.expect("playing PY1-N-AAAAAAS")
    assert a.quit() == 0


def test_the_handed_over_deal_is_played_and_its_win_recorded_once(first) -> None:
    a = start_first(first, "--deal", "5")
    assert run_second("--deal", "9").returncode == 0
    a.expect("playing PY1-N-AAAAAAJ")
    a.send("win")
    assert a.expect("won") == "won 1"
    assert a.quit() == 0
    with sqlite3.connect(paths.stats_file()) as connection:
        assert connection.execute("SELECT result FROM games").fetchall() == [("won",)]


def test_a_lock_left_by_kill_9_never_blocks_a_start(first) -> None:
    a = start_first(first, "--deal", "5")
    a.expect("playing")
    lock = paths.data_dir() / LOCK_FILE_NAME
    assert lock.exists()
    a.process.send_signal(signal.SIGKILL)
    a.process.wait(WAIT_SECONDS)
    assert lock.exists()  # left behind, with the dead process's id

    c = run_second(PYRAMID_QT_REPORT_FIRST_PAINT="1")  # paints its first frame, then closes as a player does

    assert c.returncode == 0, c.stderr
    assert "first-paint" in c.stdout
    assert json.loads(paths.saved_game_file().read_text())["game"]["code"] == "PY1-N-AAAAAAF"  # resumed


def test_a_screenshot_needs_no_lock_and_leaves_the_running_game_alone(first, tmp_path: Path) -> None:
    a = start_first(first, "--deal", "5")
    a.expect("playing")
    shot = run_second("--screenshot", str(tmp_path / "shot.png"), "--code", "PY1-N-AAAAAAB", "--size", "640x480")
    assert shot.returncode == 0, shot.stderr
    assert (tmp_path / "shot.png").stat().st_size > 0
    a.send("state")
    assert json.loads(a.expect("state ").removeprefix("state "))["code"] == "PY1-N-AAAAAAF"
    assert a.quit() == 0


def test_a_bad_deal_is_refused_by_the_second_copy_itself(first) -> None:
    a = start_first(first, "--deal", "5")
    a.expect("playing")
    b = run_second("--deal", "١٢")
    assert b.returncode == 2 and b.stderr.count("\n") == 1
    a.send("state")
    assert json.loads(a.expect("state ").removeprefix("state "))["code"] == "PY1-N-AAAAAAF"
    assert a.quit() == 0


# ---------------------------------------------------------------------- the message and the name
def test_the_request_message_round_trips_and_strangers_are_refused() -> None:
    assert parse_message(request_message(code="PY1-N-AAAAAAS")) == {"code": "PY1-N-AAAAAAS", "position": None}
    assert parse_message(request_message(position="rules: N\n")) == {"code": None, "position": "rules: N\n"}
    assert parse_message(request_message()) == {"code": None, "position": None}
    for stranger in (b"\xff\n", b"[1]\n", b'{"code": 5}\n', b"[" * 100_000 + b"\n", b"1e400\n"):
        assert parse_message(stranger) is None


def test_the_socket_name_is_one_per_data_folder(tmp_path: Path) -> None:
    assert socket_name(tmp_path / "a") == socket_name(tmp_path / "a" / ".." / "a")
    assert socket_name(tmp_path / "a") != socket_name(tmp_path / "b")
    assert socket_name(tmp_path / ("x" * 300)) == socket_name(tmp_path / ("x" * 300))  # any folder: a fixed length


# ---------------------------------------------------------------------- what the first window does with a request
def test_a_request_waits_for_an_open_dialog_then_deals(qtbot) -> None:
    from PySide6.QtWidgets import QDialog

    from pyramid_qt.app import _take_request
    from pyramid_qt.engine import DealCode, format_position
    from pyramid_qt.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.flow.play_code(DealCode(5))
    dialog = QDialog(window)
    dialog.open()  # modal, as New game and Preferences are
    _take_request(window, {"code": DealCode(7).text, "position": None})
    qtbot.wait(50)
    assert window.game.code == DealCode(5)  # not under the player's open dialog
    dialog.close()
    qtbot.waitUntil(lambda: window.game.code == DealCode(7), timeout=10_000)

    position = format_position(window.game.position)
    window.flow.play_code(DealCode(9))
    _take_request(window, {"code": None, "position": position})
    qtbot.waitUntil(lambda: window.game.code is None, timeout=10_000)
    assert format_position(window.game.position) == position
    _take_request(window, {"code": "PY9-garbage", "position": None})  # a stranger's message changes nothing
    qtbot.wait(50)
    assert window.game.code is None


# ---------------------------------------------------------------------- stale and foreign locks
UNRELATED = "import sys, time; print('up', flush=True); sys.stdin.readline()"


@pytest.fixture
def unrelated_program() -> Iterator[subprocess.Popen[str]]:
    """Another Python program, alive, holding whatever process id the lock file will name."""
    child = subprocess.Popen(
        [sys.executable, "-c", UNRELATED], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert child.stdout is not None and child.stdout.readline().strip() == "up"
    yield child
    child.kill()
    child.wait(WAIT_SECONDS)


def _lock_naming(pid: int, *, refreshed_ago: float) -> Path:
    """A lock file as QLockFile writes it (process id, application, host, machine and boot ids), naming ``pid``,
    last touched ``refreshed_ago`` seconds ago: what a copy killed with kill -9 leaves behind."""
    from PySide6.QtCore import QLockFile

    lock_path = paths.data_dir() / LOCK_FILE_NAME
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    maker = QLockFile(str(lock_path))
    assert maker.tryLock(0)
    lines = lock_path.read_bytes().split(b"\n")
    maker.unlock()
    lock_path.write_bytes(b"\n".join([str(pid).encode(), *lines[1:]]))
    then = time.time() - refreshed_ago
    os.utime(lock_path, (then, then))
    return lock_path


def test_a_lock_whose_process_id_went_to_another_program_is_taken_over(unrelated_program) -> None:
    """The copy that held the lock was killed long ago; its process id now belongs to another Python program.  The
    game waited 15 s and exited 1 ("another copy does not answer"): nothing answers the socket, so it is stale."""
    _lock_naming(unrelated_program.pid, refreshed_ago=3600)

    c = run_second(PYRAMID_QT_REPORT_FIRST_PAINT="1")

    assert c.returncode == 0, c.stderr
    assert "first-paint" in c.stdout
    assert unrelated_program.poll() is None  # the other program is left alone


def test_a_fresh_lock_of_a_live_copy_is_not_taken_over(unrelated_program) -> None:
    """A lock refreshed a moment ago names a live process: a copy still starting (no socket yet).  It is not stale:
    a second copy waits for it, and says so when it never answers."""
    from pyramid_qt.single_instance import InstanceLock, Start

    _lock_naming(unrelated_program.pid, refreshed_ago=0)
    lock = InstanceLock(paths.data_dir())
    started = lock.start(request_message(code="PY1-N-AAAAAAS"), wait=1.0)
    assert started is Start.NO_ANSWER
    assert (paths.data_dir() / LOCK_FILE_NAME).exists()


@pytest.mark.parametrize("kind", ["fifo", "link to /dev/zero", "8 MB of zeros"])
def test_a_lock_file_that_is_no_lock_is_replaced(kind: str) -> None:
    """QLockFile reads the lock file it finds: a FIFO there blocked the start for good, a link to /dev/zero read
    without end."""
    lock_path = paths.data_dir() / LOCK_FILE_NAME
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(lock_path)
    elif kind == "link to /dev/zero":
        lock_path.symlink_to("/dev/zero")
    else:
        lock_path.write_bytes(bytes(8 << 20))

    c = run_second(PYRAMID_QT_REPORT_FIRST_PAINT="1")

    assert c.returncode == 0, c.stderr
    assert "first-paint" in c.stdout
