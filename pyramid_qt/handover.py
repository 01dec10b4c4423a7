"""The hand-over socket between copies of the game: where it lives, who may speak on it, and how much.

A second ``pyramid-qt`` hands its request (a deal code or a position's text, as one JSON line) to the copy that holds
the data folder's lock (:mod:`pyramid_qt.single_instance`).  Any local process can try to speak on a local socket, so:

* **Where**: on Unix the socket is a file in a per-user runtime folder that only its owner can enter:
  ``$XDG_RUNTIME_DIR/pyramid-qt/`` when ``XDG_RUNTIME_DIR`` is a folder of this user's that nobody else may open
  (as the XDG base-directory specification requires), else ``<temp>/runtime-<user>/pyramid-qt/`` (Qt's own fallback
  for ``QStandardPaths.RuntimeLocation``), checked the same way; a folder owned by another user, or open to others,
  or a symbolic link, is never used.  The name was a predictable ``pyramid-qt-<uid>-<crc>`` in the shared temporary
  folder, which another user could bind first and so receive every later hand-over.  On Windows the server is a
  named pipe that only this user may open (``QLocalServer.UserAccessOption``); its name carries the user's name.
* **Who**: both ends check that the other is the same user (``SO_PEERCRED`` on Linux, ``LOCAL_PEERCRED`` on macOS
  and the BSDs): the server drops any other peer before reading a byte, and a second copy never believes an "ok"
  from a stranger.  Where neither exists (Windows), the pipe's access rights are the check.
* **How much**: at most :data:`MAX_CONNECTIONS` connections at once (others are closed at once), at most
  :data:`MAX_MESSAGE_BYTES` in a message (Qt's read buffer is capped at it, so a peer that sends more blocks in its
  own write until it is dropped), and :data:`CONNECTION_SECONDS` for a whole exchange.  1,500 connections each
  sending 1 MB without a newline took the game to 1.56 GB.

:class:`MessageReader` is the byte-level part (plain Python, fuzzed in ``tests/fuzz``).
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import struct
import sys
import tempfile
import zlib
from collections.abc import Callable
from enum import Enum
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer

FOLDER_NAME = "pyramid-qt"
MAX_CONNECTIONS = 4
"""Connections served at once: a second copy needs one, for well under a second."""
MAX_MESSAGE_BYTES = 64 * 1024
"""A request is a deal code or a position's text (a position file is capped at 64 KB; its text is under 1 KB)."""
CONNECTION_SECONDS = 5.0
"""The longest a connection may stay open, idle or not: a second copy sends its line and reads the answer at once."""
MAX_REPLY_BYTES = 64
REPLY_OK = b"ok\n"
REPLY_REFUSED = b"refused\n"
SOCKET_PATH_LIMIT = 100
"""sockaddr_un holds 104-108 bytes: a longer runtime folder gives no socket (the game then runs without one)."""


# ---------------------------------------------------------------------- the message
def request_message(code: str | None = None, position: str | None = None) -> bytes:
    """The line a second copy sends: the deal code's text, or a position's text, or neither (just raise)."""
    return json.dumps({"code": code, "position": position}).encode("utf-8") + b"\n"


def parse_message(data: bytes) -> dict[str, str | None] | None:
    """The request in one received line, ``None`` if it is not one."""
    if len(data) > MAX_MESSAGE_BYTES:
        return None
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


class Outcome(Enum):
    MORE = "more"  # no whole line yet
    REQUEST = "request"  # a whole line that is a request
    NOT_A_REQUEST = "not_a_request"  # a whole line that is not one (answered "refused")
    TOO_LONG = "too_long"  # more bytes than a message may have (the connection is dropped)


class MessageReader:
    """Collects one connection's bytes into one request line, never holding more than :data:`MAX_MESSAGE_BYTES`."""

    def __init__(self, limit: int = MAX_MESSAGE_BYTES) -> None:
        self.limit = limit
        self._received = bytearray()
        self.request: dict[str, str | None] | None = None

    def feed(self, data: bytes) -> Outcome:
        end = data.find(b"\n")
        taken = data if end < 0 else data[: end + 1]
        if len(self._received) + len(taken) > self.limit:
            self._received.clear()
            return Outcome.TOO_LONG
        self._received.extend(taken)
        if end < 0:
            return Outcome.MORE
        self.request = parse_message(bytes(self._received))
        self._received.clear()
        return Outcome.NOT_A_REQUEST if self.request is None else Outcome.REQUEST


# ---------------------------------------------------------------------- where
def _private_folder(path: Path, *, create: bool) -> bool:
    """Whether ``path`` is (made) a real folder of this user's that no one else may open."""
    if create:
        try:
            os.mkdir(path, 0o700)
        except FileExistsError:
            pass
        except OSError:
            return False
    try:
        info = os.lstat(path)
    except OSError:
        return False
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != own_uid():
        return False  # a symbolic link, a file, or another user's folder
    if info.st_mode & 0o077:
        if not create:
            return False  # a runtime folder open to others is not the user's private one
        try:
            os.chmod(path, 0o700)  # our own folder, made looser by someone (umask, a tool): ours to close
        except OSError:
            return False
    return True


def runtime_folder() -> Path | None:
    """The per-user, owner-only folder for the socket (see the module docstring); ``None`` where there is none."""
    if not hasattr(os, "getuid"):
        return None
    candidates = []
    xdg = os.environ.get("XDG_RUNTIME_DIR")
    if xdg and os.path.isabs(xdg) and _private_folder(Path(xdg), create=False):
        candidates.append(Path(xdg))
    fallback = Path(tempfile.gettempdir()) / f"runtime-{_user_name()}"
    if _private_folder(fallback, create=True):
        candidates.append(fallback)
    for base in candidates:
        folder = base / FOLDER_NAME
        if _private_folder(folder, create=True):
            return folder
    return None


def _user_name() -> str:
    try:
        import pwd  # Unix only: where it is missing, the user id names the folder

        return pwd.getpwuid(own_uid()).pw_name
    except (ImportError, KeyError):
        return str(own_uid())


def _folder_key(data_dir: Path) -> str:
    try:
        key = str(data_dir.resolve())
    except OSError:
        key = str(data_dir.absolute())
    raw = key.encode("utf-8", "surrogateescape")
    return f"{zlib.crc32(raw):08x}{zlib.adler32(raw):08x}"  # 64 bits: two data folders never share a socket


def socket_name(data_dir: Path) -> str | None:
    """Where the copy holding ``data_dir``'s lock listens: a socket path in :func:`runtime_folder` (Unix), a pipe
    name of this user's (Windows); ``None`` when there is no safe place for one."""
    if sys.platform == "win32":
        return f"pyramid-qt-{zlib.crc32(_user_name().encode('utf-8')):08x}-{_folder_key(data_dir)}"
    folder = runtime_folder()
    if folder is None:
        return None
    path = str(folder / f"{_folder_key(data_dir)}.sock")
    return path if len(path.encode("utf-8", "surrogateescape")) <= SOCKET_PATH_LIMIT else None


# ---------------------------------------------------------------------- who
def own_uid() -> int:
    return os.getuid()


def peer_uid(descriptor: int) -> int | None:
    """The user id of the process at the other end of the local socket ``descriptor``; ``None`` if unknown."""
    if descriptor < 0:
        return None
    import socket  # only here, where a connection is checked: not on the first frame (its enums take a while)

    try:
        peer = socket.fromfd(descriptor, socket.AF_UNIX, socket.SOCK_STREAM)  # a duplicate: Qt keeps its own
    except (OSError, AttributeError):
        return None
    try:
        if hasattr(socket, "SO_PEERCRED"):  # Linux: struct ucred {pid, uid, gid}
            _pid, uid, _gid = struct.unpack("3i", peer.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, 12))
            return int(uid)
        if sys.platform == "darwin" or "bsd" in sys.platform:  # struct xucred {version, uid, ...}
            local_peercred, sol_local = 0x001, 0
            raw = peer.getsockopt(sol_local, local_peercred, 76)
            return int(struct.unpack_from("=I", raw, 4)[0])
        return None
    except OSError:
        return None
    finally:
        peer.close()


def peer_checks_supported() -> bool:
    import socket

    return hasattr(socket, "SO_PEERCRED") or sys.platform == "darwin" or "bsd" in sys.platform


def same_user(descriptor: int) -> bool:
    """Whether the peer of ``descriptor`` is this user (where the system cannot say: the access rights decide)."""
    if not peer_checks_supported():
        return True
    return peer_uid(descriptor) == own_uid()


# ---------------------------------------------------------------------- the second copy's side
def send(name: str, message: bytes) -> bool:
    """Hand ``message`` to the copy listening at ``name``; whether that copy, of this user, confirmed it."""
    from PySide6.QtNetwork import QLocalSocket

    client = QLocalSocket()
    client.setReadBufferSize(MAX_REPLY_BYTES)
    client.connectToServer(name)
    try:
        if not client.waitForConnected(1000):
            return False
        if not same_user(int(client.socketDescriptor())):
            return False  # someone else's server: it gets nothing, and its "ok" means nothing
        client.write(message)
        if not client.waitForBytesWritten(2000):
            return False
        reply = b""
        while not reply.endswith(b"\n") and len(reply) < MAX_REPLY_BYTES:
            if not client.waitForReadyRead(3000):
                return False
            reply += bytes(client.read(MAX_REPLY_BYTES - len(reply)).data())
        return reply == REPLY_OK
    finally:
        client.abort()


def answers(name: str) -> bool:
    """Whether anything listens at ``name`` (a connection is accepted); nothing is sent."""
    from PySide6.QtNetwork import QLocalSocket

    probe = QLocalSocket()
    probe.connectToServer(name)
    try:
        return bool(probe.waitForConnected(1000))
    finally:
        probe.abort()


# ---------------------------------------------------------------------- the running copy's side
class HandoverServer(QObject):
    """Listens at a name and passes each request of this user's later copies to ``on_request``, within the bounds
    of the module docstring.  :attr:`live` is the number of connections being served."""

    def __init__(self, on_request: Callable[[dict[str, str | None]], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        from PySide6.QtNetwork import QLocalServer

        self.on_request = on_request
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.setMaxPendingConnections(MAX_CONNECTIONS)
        self.server.newConnection.connect(self._accept)
        self.live = 0
        self.refused = 0  # connections dropped (a stranger, one too many, too long, too slow): for the tests

    def listen(self, name: str) -> bool:
        from PySide6.QtNetwork import QLocalServer

        QLocalServer.removeServer(name)  # a socket file left by a killed copy (the caller holds the lock)
        return bool(self.server.listen(name))

    def error_text(self) -> str:
        return str(self.server.errorString())

    def close(self) -> None:
        self.server.close()

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            connection = self.server.nextPendingConnection()
            if connection is None:
                return
            if self.live >= MAX_CONNECTIONS or not same_user(int(connection.socketDescriptor())):
                self.refused += 1
                connection.abort()
                connection.deleteLater()
                continue
            self._serve(connection)

    def _serve(self, connection: Any) -> None:
        self.live += 1
        connection.setReadBufferSize(MAX_MESSAGE_BYTES)
        reader = MessageReader()
        deadline = QTimer(self)
        deadline.setSingleShot(True)
        finished = False

        def finish(reply: bytes | None) -> None:
            nonlocal finished
            if finished:
                return
            finished = True
            deadline.stop()
            deadline.deleteLater()
            self.live -= 1
            if reply is None:
                self.refused += 1
            # The peer may have gone already, and Qt with it the socket object: nothing is left to answer.
            with contextlib.suppress(RuntimeError):
                if reply is None:
                    connection.abort()
                else:
                    connection.write(reply)
                    connection.flush()
                    connection.disconnectFromServer()
                connection.deleteLater()

        def read() -> None:
            while not finished and connection.bytesAvailable() > 0:
                outcome = reader.feed(bytes(connection.read(MAX_MESSAGE_BYTES).data()))
                if outcome is Outcome.MORE:
                    continue
                request = reader.request if outcome is Outcome.REQUEST else None
                finish({Outcome.REQUEST: REPLY_OK, Outcome.NOT_A_REQUEST: REPLY_REFUSED}.get(outcome))
                if request is not None:
                    self.on_request(request)

        deadline.timeout.connect(lambda: finish(None))
        connection.readyRead.connect(read)
        connection.disconnected.connect(lambda: finish(None))
        deadline.start(round(CONNECTION_SECONDS * 1000))
        read()
