"""One running game per data folder, as desktop games do (Aisleriot through GApplication, KDE games through
KDBusService, Firefox's profile lock): two copies on one folder lost or misattributed finished games (issue 11).

The first ``pyramid-qt`` takes a :class:`QLockFile` in the data folder (``pyramid-qt.lock``) and, once its window
is painted, listens on a :class:`QLocalServer` whose name is a hash of the data folder's path.  A second
``pyramid-qt`` on the same folder finds the lock taken, connects, hands over what its command line asked for (a
deal code, or a position's text) as one JSON line, and exits 0; the first raises its window and plays it.

* A lock left by a killed process is stale: QLockFile sees that its process is gone and takes it over
  (``setStaleLockTime(0)``: a lock is never stale just for being old, the game runs for hours).
* The first copy listens only after its first frame (QtNetwork is not imported before it); a second copy started
  meanwhile retries for :data:`HANDOVER_SECONDS`, and takes the lock itself if the first one went away.
* A data folder where no lock can be made (read-only, a file in its place) runs without one: nothing can be
  written there by either copy.
* ``--screenshot`` takes no lock (it writes nothing of the player's), nor do the command-line tools that only
  read (``pyramid-qt-solve``).
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import threading
import time
import zlib
from collections.abc import Callable
from enum import Enum
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLockFile, QObject

LOCK_FILE_NAME = "pyramid-qt.lock"
HANDOVER_SECONDS = 15.0
"""How long a second copy tries to reach the first (which listens only once its window is painted)."""
MAX_MESSAGE_BYTES = 1 << 20
REPLY_OK = b"ok\n"


class Start(Enum):
    FIRST = "first"  # this process holds the lock: it runs the game
    HANDED_OVER = "handed_over"  # the running copy took the request: exit 0
    NO_ANSWER = "no_answer"  # a copy holds the lock but did not answer in time
    UNLOCKED = "unlocked"  # no lock can be made in the data folder: run without one


def server_name(data_dir: Path) -> str:
    """The local server's name for ``data_dir``: one per data folder (and user), short enough for a socket path."""
    try:
        key = str(data_dir.resolve())
    except OSError:
        key = str(data_dir.absolute())
    uid = os.getuid() if hasattr(os, "getuid") else 0
    return f"pyramid-qt-{uid}-{zlib.crc32(key.encode('utf-8', 'surrogateescape')):08x}"


def request_message(code: str | None = None, position: str | None = None) -> bytes:
    """The line a second copy sends: the deal code's text, or a position's text, or neither (just raise)."""
    return json.dumps({"code": code, "position": position}).encode("utf-8") + b"\n"


def parse_message(data: bytes) -> dict[str, str | None] | None:
    """The request in one received line, ``None`` if it is not one."""
    try:
        document = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(document, dict):
        return None
    request: dict[str, str | None] = {}
    for key in ("code", "position"):
        value = document.get(key)
        if value is not None and not isinstance(value, str):
            return None
        request[key] = value
    return request


class InstanceLock:
    """The data folder's lock; keep this object alive as long as the game runs (the lock goes with it)."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.name = server_name(data_dir)
        self._lock: QLockFile | None = None
        self._server: Any = None
        self._background: tuple[threading.Thread, list[Start | None]] | None = None

    def try_lock(self) -> Start | None:
        """FIRST or UNLOCKED when this process may run the game, ``None`` when another copy holds the lock."""
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
        except OSError:
            return Start.UNLOCKED
        lock = QLockFile(str(self.data_dir / LOCK_FILE_NAME))
        lock.setStaleLockTime(0)  # stale only when its process is gone, never for its age
        if lock.tryLock(0):
            self._lock = lock
            return Start.FIRST
        if lock.error() == QLockFile.LockError.LockFailedError:
            return None
        return Start.UNLOCKED  # no permission, or the file system refuses: nothing can be written here anyway

    def try_lock_in_background(self) -> None:
        """Start :meth:`try_lock` in a thread (QLockFile syncs the new lock file to disk: I/O the caller need not
        wait for); :meth:`start` takes its answer.  QLockFile is not a QObject: any thread may make and use it."""
        answer: list[Start | None] = []
        thread = threading.Thread(target=lambda: answer.append(self.try_lock()), name="instance-lock", daemon=True)
        self._background = (thread, answer)
        thread.start()

    def start(self, message: bytes, *, wait: float = HANDOVER_SECONDS) -> Start:
        """Take the lock, or hand ``message`` to the copy that holds it."""
        deadline = time.monotonic() + wait
        first_answer: list[Start | None] | None = None
        if self._background is not None:
            thread, first_answer = self._background
            thread.join()
            self._background = None
        while True:
            if first_answer:
                outcome, first_answer = first_answer[0], None
            else:
                outcome = self.try_lock()
            if outcome is not None:
                return outcome
            if _send(self.name, message):
                return Start.HANDED_OVER
            if time.monotonic() >= deadline:
                return Start.NO_ANSWER
            time.sleep(0.1)

    def listen(self, on_request: Callable[[dict[str, str | None]], None], parent: QObject) -> bool:
        """Take requests from later copies (call after the first frame); whether the server is listening."""
        if self._lock is None:
            return False
        from PySide6.QtNetwork import QLocalServer

        server = QLocalServer(parent)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(self.name)  # a socket file left by a killed copy (we hold the lock: not in use)
        if not server.listen(self.name):
            print(f"pyramid-qt: cannot listen for other copies: {server.errorString()}", file=sys.stderr)
            return False
        server.newConnection.connect(lambda: _accept(server, on_request))
        self._server = server
        return True

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


def _send(name: str, message: bytes) -> bool:
    """Hand ``message`` to the copy listening on ``name``; whether it confirmed."""
    from PySide6.QtNetwork import QLocalSocket

    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(1000):
        return False
    try:
        socket.write(message)
        if not socket.waitForBytesWritten(2000):
            return False
        reply = b""
        while not reply.endswith(b"\n") and len(reply) < 64:
            if not socket.waitForReadyRead(5000):
                return False
            reply += bytes(socket.readAll().data())
        return reply == REPLY_OK
    finally:
        socket.disconnectFromServer()


def _accept(server: Any, on_request: Callable[[dict[str, str | None]], None]) -> None:
    while server.hasPendingConnections():
        socket = server.nextPendingConnection()
        received = bytearray()

        def read(socket: Any = socket, received: bytearray = received) -> None:
            received.extend(bytes(socket.readAll().data()))
            if len(received) > MAX_MESSAGE_BYTES:
                socket.abort()
                return
            if not received.endswith(b"\n"):
                return
            request = parse_message(bytes(received))
            socket.write(REPLY_OK if request is not None else b"refused\n")
            socket.flush()
            socket.disconnectFromServer()
            if request is not None:
                on_request(request)

        socket.readyRead.connect(read)
        socket.disconnected.connect(socket.deleteLater)
        with contextlib.suppress(RuntimeError):
            if socket.bytesAvailable():
                read()
