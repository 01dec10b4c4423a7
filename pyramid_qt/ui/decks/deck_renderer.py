"""The window's side of a deck's drawing process (:mod:`.deck_worker`): asks it for the cards at a size, takes its
images, and holds it to a time budget.

Nothing of the drawing reaches the window but finished images of the size it asked for: each record the process
writes is checked against what was asked (its kind, its name, the exact physical size, the exact number of bytes)
before anything is buffered past its header, so a process gone wrong cannot make the window hold more than one
card image.  Time: the drawing must be parsed within :data:`PARSE_SECONDS`, each card must follow the one before
within :data:`CARD_SECONDS`, and a whole size must take at most :data:`SIZE_SECONDS`; past any of them, or if the
process dies (its memory budget, a crash) or writes anything else, it is killed and :attr:`DeckRenderer.failed`
says why.  Sizes asked for while one is being drawn are merged: only the newest is drawn next (a window being
resized passes through many).  A process with nothing to do for :data:`IDLE_SECONDS` is ended; the next request
starts another.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QProcessEnvironment, QTimer, Signal
from PySide6.QtGui import QImage

from pyramid_qt.engine.cards import FULL_DECK
from pyramid_qt.ui.card_art.metrics import physical_size
from pyramid_qt.ui.decks import deck_worker
from pyramid_qt.ui.decks.deck_worker import BACK, DONE, ERROR, HEADER, IMAGE, MAGIC, READY
from pyramid_qt.ui.decks.kde_deck import PROBLEMS, TOO_COSTLY

PARSE_SECONDS = 30.0
CARD_SECONDS = 15.0
SIZE_SECONDS = 120.0
IDLE_SECONDS = 30.0
MAX_NAME = 32
MAX_ERROR_BYTES = 4096
_NAMES = {card.code for card in FULL_DECK} | {BACK}


def worker_command(drawing: Path) -> tuple[str, list[str]]:
    """The program and arguments that start a drawing process for ``drawing`` (a bundle runs itself)."""
    if getattr(sys, "frozen", False):
        return sys.executable, [deck_worker.ARGUMENT, str(drawing)]
    return sys.executable, ["-m", "pyramid_qt", deck_worker.ARGUMENT, str(drawing)]


class DeckRenderer(QObject):
    """One deck's drawing process.  ``ready(width, dpr, images)`` gives every card (by code, and ``"back"`` when
    the deck has one) at a size asked for with :meth:`request`; ``failed(problem, reason)`` ends it for good."""

    ready = Signal(int, float, object)
    failed = Signal(str, str)

    def __init__(self, drawing: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.drawing = drawing
        self.has_back: bool | None = None
        """Whether the deck has a back (``None`` until its drawing is parsed)."""
        self.dead = False
        self._process: QProcess | None = None
        self._buffer = bytearray()
        self._asked: tuple[int, float] | None = None  # the size being drawn
        self._next: tuple[int, float] | None = None  # the newest size asked for meanwhile
        self._images: dict[str, QImage] = {}
        self._size_started = 0.0
        self._parsed = False
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(lambda: self._fail(TOO_COSTLY, "too slow"))
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.setInterval(round(IDLE_SECONDS * 1000))
        self._idle.timeout.connect(self._retire)

    @property
    def busy(self) -> bool:
        """A size is being drawn or waits to be."""
        return not self.dead and (self._asked is not None or self._next is not None)

    # ------------------------------------------------------------------ asking
    def request(self, width: int, dpr: float) -> None:
        """Draw every card at ``width`` logical pixels and ratio ``dpr`` (answered by :attr:`ready`)."""
        size = (width, dpr)
        if self.dead or size in (self._asked, self._next):
            return
        self._idle.stop()
        self._next = size
        if self._process is None:
            self._start()
        elif self._parsed and self._asked is None:
            self._send_next()

    def stop(self) -> None:
        """End the process (a deck no longer shown, the window closing)."""
        self.dead = True
        self._watchdog.stop()
        self._idle.stop()
        self._kill()

    # ------------------------------------------------------------------ the process
    def _start(self) -> None:
        process = QProcess(self)
        program, arguments = worker_command(self.drawing)
        environment = QProcessEnvironment.systemEnvironment()
        environment.insert("QT_QPA_PLATFORM", "offscreen")
        process.setProcessEnvironment(environment)
        process.setStandardErrorFile(QProcess.nullDevice())
        process.readyReadStandardOutput.connect(self._read)
        process.finished.connect(self._finished)
        process.errorOccurred.connect(self._error)
        self._process = process
        self._buffer.clear()
        self._parsed = False
        self._watchdog.start(round(PARSE_SECONDS * 1000))
        process.start(program, arguments)

    def _send_next(self) -> None:
        assert self._process is not None and self._next is not None
        self._asked, self._next = self._next, None
        self._images = {}
        self._size_started = time.monotonic()
        self._watchdog.start(round(CARD_SECONDS * 1000))
        width, dpr = self._asked
        self._process.write(f"{width} {dpr!r}\n".encode("ascii"))

    def _retire(self) -> None:
        """Nothing to draw for a while: close the process's input (it ends); the next request starts another."""
        if self._process is not None and self._asked is None and self._next is None:
            self._process.closeWriteChannel()

    def _kill(self) -> None:
        process, self._process = self._process, None
        if process is not None:
            for signal in (process.readyReadStandardOutput, process.finished, process.errorOccurred):
                signal.disconnect()
            process.kill()
            process.waitForFinished(1000)
            process.deleteLater()
        self._asked = None
        self._buffer.clear()

    def _finished(self, *_args: object) -> None:
        if self._process is None:
            return
        self._read()
        if self.dead:
            return
        if self._asked is not None or not self._parsed or self._next is not None:
            self._fail(TOO_COSTLY, "the drawing process ended before it was done (its memory or time budget)")
            return
        self._kill()  # retired: the next request starts a new one

    def _error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            self._fail(TOO_COSTLY, "the drawing process could not be started")

    def _fail(self, problem: str, reason: str) -> None:
        if self.dead:
            return
        self.stop()
        self.failed.emit(problem if problem in PROBLEMS else TOO_COSTLY, reason)

    # ------------------------------------------------------------------ its records
    def _read(self) -> None:
        if self._process is None:
            return
        self._buffer.extend(bytes(self._process.readAllStandardOutput().data()))
        while not self.dead and len(self._buffer) >= HEADER.size:
            magic, kind, name_length, width, height, length = HEADER.unpack_from(self._buffer)
            reason = self._refuse(magic, kind, name_length, width, height, length)
            if reason is not None:
                self._fail(TOO_COSTLY, reason)
                return
            end = HEADER.size + name_length + length
            if len(self._buffer) < end:
                return  # the rest of a record that was checked: at most one card image
            name = bytes(self._buffer[HEADER.size : HEADER.size + name_length]).decode("ascii", "replace")
            payload = bytes(self._buffer[HEADER.size + name_length : end])
            del self._buffer[:end]
            self._take(kind, name, width, height, payload)

    def _refuse(self, magic: bytes, kind: bytes, name_length: int, width: int, height: int, length: int) -> str | None:
        """Why a record's header is not one the process may write now (``None``: it may)."""
        if magic != MAGIC or name_length > MAX_NAME:
            return "the drawing process wrote something else than cards"
        if kind == ERROR:
            return None if length <= MAX_ERROR_BYTES else "an error too long"
        if kind == READY:
            return None if not self._parsed and length == 1 else "a second ready"
        if kind == DONE:
            return None if self._asked is not None and length == 0 else "a size done that was not asked for"
        if kind != IMAGE or self._asked is None:
            return "an image that was not asked for"
        expected = physical_size(*self._asked)
        if (width, height) != expected or length != width * height * 4:
            return "an image of another size than asked for"
        return None

    def _take(self, kind: bytes, name: str, width: int, height: int, payload: bytes) -> None:
        if kind == ERROR:
            self._fail(name, payload.decode("utf-8", "replace"))
        elif kind == READY:
            self._parsed = True
            self.has_back = payload == b"1"
            self._watchdog.stop()
            if self._next is not None:
                self._send_next()
            else:
                self._idle.start()
        elif kind == IMAGE:
            if name not in _NAMES or name in self._images or (name == BACK and not self.has_back):
                self._fail(TOO_COSTLY, "an image of no card")
                return
            if time.monotonic() - self._size_started > SIZE_SECONDS:
                self._fail(TOO_COSTLY, "too slow")
                return
            assert self._asked is not None
            image = QImage(payload, width, height, width * 4, QImage.Format.Format_ARGB32_Premultiplied).copy()
            image.setDevicePixelRatio(self._asked[1])
            self._images[name] = image
            self._watchdog.start(round(CARD_SECONDS * 1000))
        elif kind == DONE:
            assert self._asked is not None
            expected = len(FULL_DECK) + (1 if self.has_back else 0)
            if len(self._images) != expected:
                self._fail(TOO_COSTLY, "a size done with cards missing")
                return
            (width_asked, dpr), images = self._asked, self._images
            self._asked, self._images = None, {}
            self._watchdog.stop()
            if self._next is not None:
                self._send_next()
            else:
                self._idle.start()
            self.ready.emit(width_asked, dpr, images)
