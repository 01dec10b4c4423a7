"""The process that draws a KDE deck's cards: ``pyramid-qt --deck-worker DRAWING`` (started by :mod:`.deck_renderer`).

A drawing is parsed and drawn here, never in the window: whatever a deck does to QtSvg (memory, time, a file it
names) it does to this process, which has a memory budget of its own (:data:`MEMORY_BYTES` of address space, and
:data:`CPU_SECONDS` of processor time as a last resort), is killed by the window when it is too slow, and dies with
the window (Linux: ``PR_SET_PDEATHSIG``).  The drawing is first checked by :mod:`.svg_guard` and handed to QtSvg as
bytes.

Protocol.  Standard input: one request a line, ``<width> <device pixel ratio>``; end of input ends the process.
Standard output: records of :data:`HEADER` (magic, kind, name length, width, height, payload length) then the name
(ASCII) and the payload:

* ``R`` ready, once, after the drawing is parsed: the payload is ``1`` if the deck has a back, else ``0``;
* ``E`` error, then exit: the name is a :data:`~.kde_deck.PROBLEMS` key, the payload why (UTF-8, for the log);
* ``I`` an image of the last request: the name is a card code (``KD``) or ``back``, width and height the physical
  size, the payload premultiplied ARGB32 pixels, row after row;
* ``D`` the last request is done.
"""

from __future__ import annotations

import struct
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

HEADER = struct.Struct("<4scHIII")
MAGIC = b"PQD1"
READY, ERROR, IMAGE, DONE = b"R", b"E", b"I", b"D"
BACK = "back"
MEMORY_BYTES = 1 << 30
"""Address space of the process: ample for every KDE deck (the largest peaks under 100 MB), fatal to a bomb."""
CPU_SECONDS = 600
MAX_WIDTH = 2048
"""The widest card drawn, in physical pixels (a card on a 4K screen at 200 % is under 600)."""
ARGUMENT = "--deck-worker"


def record(kind: bytes, name: str = "", width: int = 0, height: int = 0, payload: bytes = b"") -> bytes:
    encoded = name.encode("ascii")
    return HEADER.pack(MAGIC, kind, len(encoded), width, height, len(payload)) + encoded + payload


def _limit_resources() -> None:
    try:
        import resource
    except ImportError:
        return  # Windows: the window's time budget is the only bound
    for which, amount in ((resource.RLIMIT_AS, MEMORY_BYTES), (resource.RLIMIT_CPU, CPU_SECONDS)):
        try:
            _soft, hard = resource.getrlimit(which)
            resource.setrlimit(which, (amount if hard == resource.RLIM_INFINITY else min(amount, hard), hard))
        except (ValueError, OSError):
            continue
    if sys.platform.startswith("linux"):
        try:
            import ctypes
            import signal

            ctypes.CDLL(None).prctl(1, int(signal.SIGKILL))  # PR_SET_PDEATHSIG: die with the window
        except (OSError, AttributeError):
            pass


def requests(stream: BinaryIO) -> Iterator[tuple[int, float]]:
    """The sizes asked for on ``stream`` (a malformed line is skipped: the window writes none)."""
    while True:
        line = stream.readline(64)
        if not line:
            return
        try:
            width_text, ratio_text = line.split()
            width, ratio = int(width_text), float(ratio_text)
        except ValueError:
            continue
        if 1 <= width <= MAX_WIDTH and 0.25 <= ratio <= 8.0:
            yield width, ratio


def main(argv: list[str]) -> int:
    _limit_resources()
    out = sys.stdout.buffer
    if len(argv) != 1:
        print("usage: pyramid-qt --deck-worker DRAWING", file=sys.stderr)
        return 2
    from pyramid_qt.ui.decks.kde_deck import BAD_SVG, NO_SVG
    from pyramid_qt.ui.decks.svg_guard import UnsafeDrawing, drawing_bytes

    try:
        data = drawing_bytes(Path(argv[0]))
    except UnsafeDrawing as error:
        out.write(record(ERROR, BAD_SVG, payload=str(error).encode("utf-8", "replace")))
        out.flush()
        return 1
    except OSError as error:
        out.write(record(ERROR, NO_SVG, payload=str(error).encode("utf-8", "replace")))
        out.flush()
        return 1
    return _serve(data, out)


def _serve(data: bytes, out: BinaryIO) -> int:
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no window: only QImages are drawn
    from PySide6.QtCore import QByteArray, QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    from pyramid_qt.engine.cards import FULL_DECK
    from pyramid_qt.ui.card_art.metrics import physical_size
    from pyramid_qt.ui.decks.kde_deck import BACK_ELEMENT, BAD_SVG, MISSING_CARDS, element_id

    _app = QGuiApplication([sys.argv[0]])  # fonts for text in a drawing
    renderer = QSvgRenderer(QByteArray(data))
    if not renderer.isValid():
        out.write(record(ERROR, BAD_SVG, payload=b"QtSvg cannot read it"))
        out.flush()
        return 1
    if not all(renderer.elementExists(element_id(card)) for card in FULL_DECK):
        out.write(record(ERROR, MISSING_CARDS))
        out.flush()
        return 1
    has_back = renderer.elementExists(BACK_ELEMENT)
    out.write(record(READY, payload=b"1" if has_back else b"0"))
    out.flush()
    subjects = [(card.code, element_id(card)) for card in FULL_DECK]
    if has_back:
        subjects.append((BACK, BACK_ELEMENT))
    for width, ratio in requests(sys.stdin.buffer):
        phys_w, phys_h = physical_size(width, ratio)
        phys_w, phys_h = max(1, min(phys_w, MAX_WIDTH)), max(1, min(phys_h, 2 * MAX_WIDTH))
        for name, element in subjects:
            image = QImage(phys_w, phys_h, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            renderer.render(painter, element, QRectF(0, 0, phys_w, phys_h))
            painter.end()
            pixels = bytes(image.constBits())[: phys_w * phys_h * 4]
            out.write(record(IMAGE, name, phys_w, phys_h, pixels))
            out.flush()
        out.write(record(DONE, f"{width}@{ratio:g}"))
        out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
