"""The hand-over socket against hostile local peers: where it lives, who may speak on it,
how much.

The socket lived in the shared temporary folder under a predictable name: another local user who bound it first
received every later hand-over, and the second copy exited 0 believing it delivered; 1,500 connections each sending
1 MB without a newline took the game to 1.56 GB.  Tests that need a second user run as root (they make one with
``setuid``); the same checks are also driven by a changed "own user id", which needs nothing.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import stat
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from pyramid_qt import handover
from pyramid_qt.handover import (
    MAX_CONNECTIONS,
    MAX_MESSAGE_BYTES,
    HandoverServer,
    MessageReader,
    Outcome,
    request_message,
    send,
    socket_name,
)

NOBODY = 65534
as_root = pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="needs root to be another user")
WAIT_SECONDS = 60  # hang guards for subprocesses, not timing assertions
ROOT = Path(__file__).resolve().parents[1]


def _mode(path: Path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


# ---------------------------------------------------------------------- where (item 4)
def test_the_socket_is_in_the_users_private_runtime_folder(tmp_path: Path) -> None:
    name = socket_name(tmp_path / "data")
    assert name is not None
    folder = Path(name).parent
    assert folder == Path(os.environ["XDG_RUNTIME_DIR"]) / "pyramid-qt"
    assert _mode(folder) == 0o700 and os.lstat(folder).st_uid == os.getuid()
    assert not name.startswith(("/tmp/pyramid-qt", "pyramid-qt-"))  # not the shared, predictable name


@pytest.fixture
def temp_root(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A temporary folder of this test's, standing for /tmp (where the fallback runtime folder is made); short,
    as a socket's path must be."""
    root = Path(tempfile.mkdtemp(prefix="pq"))
    os.chmod(root, 0o1777)
    monkeypatch.setattr("tempfile.gettempdir", lambda: str(root))
    yield root
    shutil.rmtree(root, ignore_errors=True)


def test_a_runtime_folder_open_to_others_is_not_used(tmp_path: Path, monkeypatch, temp_root: Path) -> None:
    shared = tmp_path / "shared-run"
    shared.mkdir()
    os.chmod(shared, 0o777)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(shared))
    name = socket_name(tmp_path / "data")
    assert name is not None and not name.startswith(str(shared))
    folder = Path(name).parent
    assert folder.parent.parent == temp_root and _mode(folder) == _mode(folder.parent) == 0o700


def test_a_link_in_place_of_the_runtime_folder_is_not_followed(tmp_path: Path, monkeypatch, temp_root: Path) -> None:
    target = tmp_path / "elsewhere"
    target.mkdir(mode=0o700)
    run = tmp_path / "run-link"
    run.symlink_to(target)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(run))
    name = socket_name(tmp_path / "data")
    assert name is not None and not name.startswith((str(run), str(target)))


@as_root
def test_folders_made_by_another_user_are_never_used(tmp_path: Path, monkeypatch, temp_root: Path) -> None:
    """Another user made the XDG runtime folder and the fallback one first (they are predictable names)."""
    theirs = tmp_path / "their-run"
    theirs.mkdir(mode=0o700)
    os.chown(theirs, NOBODY, NOBODY)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(theirs))
    squatted = temp_root / f"runtime-{handover._user_name()}"
    squatted.mkdir(mode=0o777)
    os.chown(squatted, NOBODY, NOBODY)
    assert socket_name(tmp_path / "data") is None  # no socket at all rather than one a stranger controls


# ---------------------------------------------------------------------- who (item 4)
SERVER_AS_NOBODY = textwrap.dedent(
    """
    import os, socket, sys
    path = sys.argv[1]
    os.setgid({uid}); os.setuid({uid})
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    listener.listen(5)
    print("listening", flush=True)
    connection, _ = listener.accept()
    connection.settimeout(10)
    data = b""
    while not data.endswith(b"\\n"):
        part = connection.recv(65536)
        if not part:
            break
        data += part
    print("received " + str(len(data)), flush=True)
    connection.sendall(b"ok\\n")
    """
).format(uid=NOBODY)


@pytest.fixture
def open_folder() -> Iterator[Path]:
    """A folder everyone may use (as the shared temporary folder was)."""
    folder = Path(tempfile.mkdtemp(prefix="pq"))
    os.chmod(folder, 0o777)
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@as_root
def test_a_second_copy_hands_nothing_to_another_users_server(qapp, open_folder: Path) -> None:
    path = str(open_folder / "pyramid.sock")
    stranger = subprocess.Popen(
        [sys.executable, "-c", SERVER_AS_NOBODY, path], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert stranger.stdout is not None and stranger.stdout.readline().strip() == "listening"
        assert not send(path, request_message(code="PY1-N-AAAAAAS"))  # its "ok" is not believed
        out, _err = stranger.communicate(timeout=WAIT_SECONDS)
        assert out.splitlines()[-1] == "received 0"  # and it was told nothing
    finally:
        if stranger.poll() is None:
            stranger.kill()
            stranger.wait(WAIT_SECONDS)


@pytest.fixture
def server(qapp, tmp_path: Path) -> Iterator[tuple[HandoverServer, str, list[dict]]]:
    requests: list[dict] = []
    running = HandoverServer(requests.append)
    path = str(Path(os.environ["XDG_RUNTIME_DIR"]) / "test.sock")
    assert running.listen(path), running.error_text()
    yield running, path, requests
    running.close()
    running.deleteLater()
    QCoreApplication.processEvents()


def _pump(until, seconds: float = WAIT_SECONDS) -> None:
    deadline = time.monotonic() + seconds  # a hang guard
    while not until():
        assert time.monotonic() < deadline, "never happened"
        QCoreApplication.processEvents()
        time.sleep(0.005)


SECOND_COPY = textwrap.dedent(
    """
    import os, sys
    from pyramid_qt import handover
    if sys.argv[3] == "stranger":
        handover.own_uid = lambda: os.getuid() + 1  # the server is now someone else
    print(handover.send(sys.argv[1], sys.argv[2].encode() + b"\\n"), flush=True)
    """
)


def _send(path: str, message: bytes, *, as_stranger: bool = False) -> bool:
    """:func:`send` as a second copy runs it: in a process of its own (its waits block), while this one serves."""
    copy = subprocess.Popen(
        [sys.executable, "-c", SECOND_COPY, path, message.decode().rstrip("\n"), "stranger" if as_stranger else "-"],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"},
    )
    _pump(lambda: copy.poll() is not None)
    assert copy.stdout is not None
    return copy.stdout.read().strip() == "True"


def _hung_up(peer: socket.socket) -> bool:
    """Whether the server closed ``peer`` without a word (a reset when it dropped bytes unread)."""
    peer.setblocking(True)
    peer.settimeout(WAIT_SECONDS)
    try:
        return peer.recv(16) == b""
    except ConnectionResetError:
        return True


def _client(path: str) -> socket.socket:
    peer = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    peer.connect(path)
    return peer


def test_a_request_from_this_user_is_taken(server) -> None:
    running, path, requests = server
    assert _send(path, request_message(code="PY1-N-AAAAAAS"))
    _pump(lambda: requests)
    assert requests == [{"code": "PY1-N-AAAAAAS", "position": None}]


def test_another_users_request_is_dropped_unread(server, monkeypatch: pytest.MonkeyPatch) -> None:
    running, path, requests = server
    monkeypatch.setattr(handover, "own_uid", lambda: os.getuid() + 1)  # every peer is now someone else
    peer = _client(path)
    peer.sendall(request_message(code="PY1-N-AAAAAAS"))
    _pump(lambda: running.refused == 1)
    assert _hung_up(peer)  # closed without an answer
    QCoreApplication.processEvents()
    assert requests == []


def test_a_second_copy_believes_no_stranger(server) -> None:
    running, path, requests = server
    assert not _send(path, request_message(code="PY1-N-AAAAAAS"), as_stranger=True)
    assert running.refused == 1 and requests == []  # it hung up before a byte was sent


CLIENT_AS_NOBODY = textwrap.dedent(
    """
    import os, socket, sys
    os.setgid({uid}); os.setuid({uid})
    peer = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    peer.connect(sys.argv[1])
    peer.sendall(b'{{"code": "PY1-N-AAAAAAS", "position": null}}\\n')
    peer.settimeout(30)
    try:
        print("answer " + repr(peer.recv(16)), flush=True)
    except ConnectionResetError:
        print("answer b''", flush=True)
    """
).format(uid=NOBODY)


@as_root
def test_a_request_from_another_user_is_dropped_unread(qapp, open_folder: Path) -> None:
    requests: list[dict] = []
    running = HandoverServer(requests.append)
    path = str(open_folder / "game.sock")
    assert running.listen(path)
    os.chmod(path, 0o777)  # even where the file system would let them in
    stranger = subprocess.Popen([sys.executable, "-c", CLIENT_AS_NOBODY, path], stdout=subprocess.PIPE, text=True)
    try:
        _pump(lambda: stranger.poll() is not None)
        assert stranger.stdout is not None and stranger.stdout.read().strip() == "answer b''"
        assert running.refused == 1 and requests == []
    finally:
        if stranger.poll() is None:
            stranger.kill()
        stranger.wait(WAIT_SECONDS)
        running.close()


# ---------------------------------------------------------------------- how much (item 5)
def test_connections_messages_and_time_are_bounded(server, monkeypatch: pytest.MonkeyPatch) -> None:
    running, path, requests = server
    monkeypatch.setattr(handover, "CONNECTION_SECONDS", 0.3)
    flood = []
    most_live = 0
    for _ in range(40):
        peer = _client(path)
        peer.setblocking(False)
        with contextlib.suppress(BlockingIOError, BrokenPipeError, ConnectionResetError):
            peer.send(b"x" * (1 << 20))  # 1 MB without a newline (as much as the socket takes)
        flood.append(peer)
        QCoreApplication.processEvents()
        most_live = max(most_live, running.live)
    _pump(lambda: running.live == 0)  # every one of them dropped: too long, one too many, or too slow

    assert most_live <= MAX_CONNECTIONS
    assert running.refused == len(flood) and requests == []
    idle = _client(path)  # a peer that says nothing is dropped when its time is up
    _pump(lambda: running.refused == len(flood) + 1)
    assert _hung_up(idle)
    monkeypatch.undo()  # the real 5 s again: a second copy on a loaded machine may take more than 0.3 s to write
    assert _send(path, request_message(code="PY1-N-AAAAAAS"))  # and this user's copies still get through
    _pump(lambda: requests)
    for peer in [*flood, idle]:
        peer.close()


def test_the_message_reader_never_holds_more_than_a_message() -> None:
    reader = MessageReader()
    assert reader.feed(b"x" * (MAX_MESSAGE_BYTES - 1)) is Outcome.MORE
    assert reader.feed(b"xx") is Outcome.TOO_LONG
    assert reader.feed(request_message(code="PY1-N-AAAAAAS")) is Outcome.REQUEST
    assert reader.feed(b'{"code": 5}\n') is Outcome.NOT_A_REQUEST
    split = request_message(position="rules: N\n")
    assert [reader.feed(split[:5]), reader.feed(split[5:])] == [Outcome.MORE, Outcome.REQUEST]
    assert reader.request == {"code": None, "position": "rules: N\n"}


FLOOD = textwrap.dedent(
    """
    import socket, sys
    path, count = sys.argv[1], int(sys.argv[2])
    peers = []
    for _ in range(count):
        peer = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        peer.settimeout(2)
        try:
            peer.connect(path)
            peer.sendall(b"x" * (1 << 20))  # 1 MB without a newline, all of it if the game reads it
        except OSError:
            pass
        peers.append(peer)  # and every connection kept open
    print("done", flush=True)
    """
)


def test_a_flood_of_megabyte_connections_leaves_the_running_game_small(tmp_path: Path) -> None:
    """The running game (the real app under the single-instance driver) against 500 connections of 1 MB each, all
    kept open: its peak memory grows by a few megabytes (it grew by about 500 MB; 1,500 connections took it to
    1.56 GB)."""
    from tests.robustness.test_single_instance import Copy

    game = Copy("--deal", "5")
    try:
        game.expect("listening")
        name = socket_name(Path(os.environ["XDG_DATA_HOME"]) / "pyramid-qt")
        assert name is not None
        before = _peak_kb(game.process.pid)
        flood = subprocess.run(
            [sys.executable, "-c", FLOOD, name, "500"], capture_output=True, text=True, timeout=600, check=False
        )
        assert flood.stdout.strip() == "done", flood.stderr
        game.send("state")
        game.expect("state ")  # still answering
        grown_mb = (_peak_kb(game.process.pid) - before) / 1024
        assert grown_mb < 64, f"peak memory grew by {grown_mb:.0f} MB"
        assert game.quit() == 0
    finally:
        if game.process.poll() is None:
            game.process.kill()
            game.process.wait()


def _peak_kb(pid: int) -> int:
    status = Path(f"/proc/{pid}/status").read_text(encoding="ascii")
    return next(int(line.split()[1]) for line in status.splitlines() if line.startswith("VmHWM:"))
