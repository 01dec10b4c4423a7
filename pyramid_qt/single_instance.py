"""One running game per data folder, as desktop games do (Aisleriot through GApplication, KDE games through
KDBusService, Firefox's profile lock): two copies on one folder lose or misattribute finished games.

The first ``pyramid-qt`` takes a :class:`QLockFile` in the data folder (``pyramid-qt.lock``) and, once its window
is painted, listens on the hand-over socket (:mod:`pyramid_qt.handover`: a per-user, owner-only runtime folder,
the peer checked to be the same user, bounded connections).  A second ``pyramid-qt`` on the same folder finds the
lock taken, connects, hands over what its command line asked for (a deal code, or a position's text) as one JSON
line, and exits 0; the first raises its window and plays it.

* A lock left by a killed process is stale: QLockFile sees that its process is gone and takes it over
  (``setStaleLockTime(0)``: a lock is never stale just for being old, the game runs for hours).  When the process
  id has been given to another program since (else the second copy would wait 15 s and exit 1), the lock
  is stale too: on Linux that program started after the lock was last refreshed (``/proc``); anywhere, nothing
  accepts connections on the hand-over socket and the lock file was not refreshed for :data:`STALE_SECONDS` (the
  holder touches it every :data:`REFRESH_SECONDS`, from a thread, from the moment it takes it).
* A ``pyramid-qt.lock`` that is not a small regular file (a FIFO, a link to ``/dev/zero``, a huge file) is no lock
  of ours: QLockFile would block or read it without end; it is removed and the lock made afresh.
* The first copy listens only after its first frame (QtNetwork is not imported before it); a second copy started
  meanwhile retries for :data:`HANDOVER_SECONDS`, and takes the lock itself if the first one went away.
* A data folder where no lock can be made (read-only, a file in its place) runs without one: nothing can be
  written there by either copy.
* ``--screenshot`` takes no lock (it writes nothing of the player's), nor do the command-line tools that only
  read (``pyramid-qt-solve``).
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import threading
import time
from collections.abc import Callable
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject

from pyramid_qt.handover import HandoverServer, answers, send, socket_name
from pyramid_qt.handover import request_message as request_message  # what a second copy sends: this module's too

LOCK_FILE_NAME = "pyramid-qt.lock"
HANDOVER_SECONDS = 15.0
"""How long a second copy tries to reach the first (which listens only once its window is painted)."""
REFRESH_SECONDS = 10.0
"""How often the holder touches its lock file (its modification time says it is alive)."""
STALE_SECONDS = 30.0
"""A lock file untouched this long, whose socket nobody accepts connections on, was left by a dead copy."""
MAX_LOCK_BYTES = 4096
"""QLockFile writes a few short lines (process id, application, host, machine and boot ids)."""


class Start(Enum):
    FIRST = "first"  # this process holds the lock: it runs the game
    HANDED_OVER = "handed_over"  # the running copy took the request: exit 0
    NO_ANSWER = "no_answer"  # a copy holds the lock but did not answer in time
    UNLOCKED = "unlocked"  # no lock can be made in the data folder: run without one


class InstanceLock:
    """The data folder's lock; keep this object alive as long as the game runs (the lock goes with it)."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.path = data_dir / LOCK_FILE_NAME
        self._name: str | None = None
        self._named = False
        self._lock: QLockFile | None = None
        self._server: HandoverServer | None = None
        self._background: tuple[threading.Thread, list[Start | None]] | None = None
        self._refresher: threading.Event | None = None

    @property
    def name(self) -> str | None:
        """The hand-over socket's name (found when first needed: a start that takes the lock needs it only after
        its first frame); ``None`` when there is no safe place for one."""
        if not self._named:
            self._name, self._named = socket_name(self.data_dir), True
        return self._name

    def try_lock(self) -> Start | None:
        """FIRST or UNLOCKED when this process may run the game, ``None`` when another copy holds the lock."""
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
        except OSError:
            return Start.UNLOCKED
        if not _clear_foreign_lock_file(self.path):
            return Start.UNLOCKED  # something QLockFile cannot use, and we cannot remove
        lock = QLockFile(str(self.path))
        lock.setStaleLockTime(0)  # stale only when its process is gone, never for its age
        if lock.tryLock(0):
            self._lock = lock
            self._keep_fresh()
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
        """Take the lock, or hand ``message`` to the copy that holds it (or take a stale lock over)."""
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
            if self.name is not None and send(self.name, message):
                return Start.HANDED_OVER
            if _remove_if_unchanged(self.path, self.stale_lock()):
                continue  # taken over at once by the next try_lock
            if time.monotonic() >= deadline:
                return Start.NO_ANSWER
            time.sleep(0.1)

    def stale_lock(self) -> tuple[float, bytes] | None:
        """The lock file's stamp (time, content) when the copy it names is gone although its process id is alive
        (given to another program since), else ``None``: see the module docstring."""
        stamp = _lock_stamp(self.path)
        if stamp is None:
            return None  # gone already: the next try_lock takes it
        refreshed = stamp[0]
        pid, host, _app = QLockFile(str(self.path)).getLockInfo()
        started = _process_start(pid) if pid > 0 and host == _host_name() else None
        if started is not None and started > refreshed + 2.0:  # /proc's times are good to a second
            return stamp
        if time.time() - refreshed < STALE_SECONDS:
            return None
        return stamp if self.name is None or not answers(self.name) else None

    def _keep_fresh(self) -> None:
        """Touch the lock file every :data:`REFRESH_SECONDS` while it is held (a daemon thread: from the moment the
        lock is taken, whatever the window does)."""
        stop = threading.Event()
        path = self.path

        def touch() -> None:
            while not stop.wait(REFRESH_SECONDS):
                with contextlib.suppress(OSError):  # a folder gone read-only: the lock stays ours all the same
                    os.utime(path)

        self._refresher = stop
        threading.Thread(target=touch, name="instance-lock-refresh", daemon=True).start()

    def listen(self, on_request: Callable[[dict[str, str | None]], None], parent: QObject) -> bool:
        """Take requests from later copies (call after the first frame); whether the server is listening."""
        if self._lock is None:
            return False
        if self.name is None:
            print("pyramid-qt: no private runtime folder: other copies cannot hand their deals over", file=sys.stderr)
            return False
        server = HandoverServer(on_request, parent)
        if not server.listen(self.name):
            print(f"pyramid-qt: cannot listen for other copies: {server.error_text()}", file=sys.stderr)
            return False
        self._server = server
        return True

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._refresher is not None:
            self._refresher.set()
            self._refresher = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


def _clear_foreign_lock_file(path: Path) -> bool:
    """Remove a ``pyramid-qt.lock`` that is no lock QLockFile made (see the module docstring); whether the path is
    now free or a lock file QLockFile may read."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return True
    except OSError:
        return False
    if stat.S_ISREG(info.st_mode) and info.st_size <= MAX_LOCK_BYTES:
        return True
    if stat.S_ISDIR(info.st_mode):
        return False
    return _unlinked(path)


def _lock_stamp(path: Path) -> tuple[float, bytes] | None:
    """The lock file's modification time and content (it is a small regular file: see try_lock)."""
    from pyramid_qt.safe_files import read_regular

    try:
        refreshed = os.stat(path).st_mtime
        return refreshed, read_regular(path, MAX_LOCK_BYTES)
    except OSError:
        return None


def _remove_if_unchanged(path: Path, stamp: tuple[float, bytes] | None) -> bool:
    """Remove the stale lock file if it is still the one judged stale (another copy may have just taken it over)."""
    if stamp is None or _lock_stamp(path) != stamp:
        return False
    return _unlinked(path)


def _unlinked(path: Path) -> bool:
    """Remove ``path``; whether it could be."""
    try:
        os.unlink(path)
    except OSError:
        return False
    return True


def _host_name() -> str:
    from PySide6.QtCore import QSysInfo

    return str(QSysInfo.machineHostName())


def _process_start(pid: int) -> float | None:
    """When process ``pid`` started (seconds since the epoch), from Linux's ``/proc``; ``None`` elsewhere."""
    from pyramid_qt.safe_files import read_regular

    try:
        stat_line = read_regular(Path(f"/proc/{int(pid)}/stat"), 4096).decode("ascii", "replace")
        boot = read_regular(Path("/proc/stat"), 1 << 20).decode("ascii", "replace")
        ticks = int(stat_line.rpartition(")")[2].split()[19])  # field 22, starttime, counted after "comm"
        booted = next(int(line.split()[1]) for line in boot.splitlines() if line.startswith("btime "))
        return booted + ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, StopIteration):
        return None
