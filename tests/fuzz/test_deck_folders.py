"""Fuzz card-deck folders: whatever a folder holds, reading it and checking its drawing ends in a deck, a
``DeckError`` or an ``UnsafeDrawing``/``OSError`` with a reason, in bounded time and memory; and a drawing that
passes the check is parsed and drawn by QtSvg without trouble.

Inputs: ``index.desktop`` texts (the real groups and keys, mutated, random; huge names; a FIFO or a link to
/dev/zero in its place), and drawings: the test deck with mutations (elements and ``<use>`` graphs of random shape,
``<image>`` and ``url()`` references of every kind, document types and entities), random bytes, gzip of any of
them (whole, cut short, or inflating far), and special files.  A few of each run go through the real drawing process
(``--deck-worker``) as the window starts it.
"""

from __future__ import annotations

import gzip
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from pyramid_qt.ui.decks import kde_deck, svg_guard
from pyramid_qt.ui.decks.deck_renderer import worker_command
from pyramid_qt.ui.decks.deck_worker import ERROR, HEADER, IMAGE, READY
from tests.fuzz.harness import SUBPROCESS_EXAMPLES, TALLY, check, count_subprocess, fuzz_settings
from tests.fuzz.strategies import NASTY
from tests.helpers.deck_fixtures import deck_svg

GROUPS = ["KDE Backdeck", "KDE Cards", "Desktop Entry", "", "KDE Backdeck]["]
KEYS = ["Name", "SVG", "Name[id]", "Back", "name", "SVG[id]", "", "Name[" + "x" * 300 + "]"]
REFERENCES = ["#l0", "#card", "#nowhere", "", "art.png", "/dev/zero", "file:///dev/zero", "data:image/png;base64,AA",
              "data:", "http://example.invalid/x.png", "#" + "x" * 500, "..", "fifo"]  # fmt: skip
XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"'
HEADS = [
    '<!DOCTYPE svg [<!ENTITY a "' + "a" * 100 + '">]>',
    "<!DOCTYPE svg>",
    '<!DOCTYPE svg SYSTEM "file:///dev/zero">',
    "",
    "<?xml version='1.0'?>",
]


@st.composite
def index_texts(draw: st.DrawFn) -> bytes:
    lines = []
    for _ in range(draw(st.integers(0, 6))):
        choice = draw(st.integers(0, 4))
        if choice == 0:
            lines.append(f"[{draw(st.sampled_from(GROUPS))}]")
        elif choice == 1:
            value = draw(st.one_of(st.sampled_from(["deck.svg", "deck.svgz", "missing.svg", "fifo", "zero", ""]),
                                   st.text(max_size=40), st.sampled_from(NASTY)))  # fmt: skip
            lines.append(f"{draw(st.sampled_from(KEYS))}={value}")
        elif choice == 2:
            lines.append("Name=" + draw(st.sampled_from(["N", "é", "\u202e", "\x00"])) * draw(st.integers(0, 300_000)))
        elif choice == 3:
            lines.append(draw(st.text(max_size=60)))
        else:
            lines.append("# " + draw(st.text(max_size=20)))
    text = "\n".join(lines)
    if draw(st.integers(0, 4)):  # mostly a usable index, so the drawings get looked at
        text = "[KDE Backdeck]\nName=Fuzz\nSVG=deck.svg\n" + text
    return text.encode("utf-8", "surrogatepass")


@st.composite
def drawings(draw: st.DrawFn) -> bytes:
    kind = draw(st.integers(0, 9))  # 5-9: the lighter kinds again; big drawings are 1 in 10
    if kind == 0:
        return draw(st.binary(max_size=2000))
    if kind in (1, 9):  # the test deck, whole or cut
        body = deck_svg().encode()
        return body[: draw(st.integers(0, len(body)))] if draw(st.booleans()) else body
    if kind in (2, 7):  # <use> graphs of random shape, under the 52 card elements
        count = draw(st.integers(1, 12))
        defs = ['<rect id="l0" width="1" height="1"/>']
        for level in range(1, count):
            targets = draw(st.lists(st.integers(0, count - 1), max_size=12))
            uses = "".join(f'<use xlink:href="#l{target}"/>' for target in targets)
            defs.append(f'<g id="l{level}">{uses}</g>')
        card = deck_svg().replace("</svg>", "")
        return f"{card.replace('<svg ', f'<svg {XLINK} ', 1)}<defs>{''.join(defs)}</defs></svg>".encode()
    if kind in (3, 8):  # references of every kind
        reference = draw(st.sampled_from(REFERENCES))
        element = draw(st.sampled_from(["image", "use", "linearGradient", "pattern", "a"]))
        extras = [
            f'<{element} {XLINK} xlink:href="{reference}"/>',
            f'<rect fill="url({reference})"/>',
            f"<style>rect {{ fill: url({reference}) }}</style>",
            f'<style>@import url("{reference}");</style>',
        ]
        extra = draw(st.sampled_from(extras))
        return deck_svg().replace("</svg>", extra + "</svg>").encode()
    if kind in (4, 6):  # document types, entities, deep nesting
        head = draw(st.sampled_from(HEADS))
        depth = draw(st.integers(0, 400))
        return (head + deck_svg().replace("</svg>", "<g>" * depth + "</g>" * depth + "&a;" * draw(st.integers(0, 3))
                + "</svg>")).encode()  # fmt: skip
    pad = draw(st.sampled_from([0, 1, 8, 23, 25, 40]))  # megabytes of spaces: past the bound from 25 on
    return deck_svg().replace("</svg>", "<!--" + " " * (pad * 1024 * 1024) + "--></svg>").encode()


@st.composite
def deck_folders(draw: st.DrawFn) -> dict[str, object]:
    drawing = draw(drawings())
    packing = draw(st.sampled_from(["plain", "gzip", "gzip cut", "gzip twice"]))
    if packing == "gzip":
        drawing = gzip.compress(drawing, compresslevel=1)
    elif packing == "gzip cut":
        packed = gzip.compress(drawing, compresslevel=1)
        drawing = packed[: draw(st.integers(0, len(packed)))]
    elif packing == "gzip twice":
        drawing = gzip.compress(gzip.compress(drawing, compresslevel=1), compresslevel=1)
    return {
        "index": draw(index_texts()),
        "index_kind": draw(st.sampled_from(["file"] * 6 + ["fifo", "zero", "folder", "missing"])),
        "drawing": drawing,
        "drawing_kind": draw(st.sampled_from(["file"] * 6 + ["fifo", "zero", "folder"])),
        "drawing_name": "deck.svgz" if packing != "plain" else "deck.svg",
    }


def write_folder(root: Path, spec: dict[str, object]) -> Path:
    folder = Path(tempfile.mkdtemp(dir=root))
    index = folder / "index.desktop"
    drawing_name = str(spec["drawing_name"])
    text = bytes(spec["index"])  # type: ignore[call-overload]
    text = text.replace(b"deck.svg", drawing_name.encode())
    _place(index, str(spec["index_kind"]), text)
    for name in ("deck.svg", "deck.svgz"):
        if name == drawing_name:
            _place(folder / name, str(spec["drawing_kind"]), bytes(spec["drawing"]))  # type: ignore[call-overload]
    os.mkfifo(folder / "fifo")
    (folder / "zero").symlink_to("/dev/zero")
    return folder


def _place(path: Path, kind: str, content: bytes) -> None:
    if kind == "file":
        path.write_bytes(content)
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "zero":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()


def read_and_check(folder: Path) -> str:
    """What the window and the drawing process do with a folder, up to QtSvg; the outcome's name."""
    try:
        deck = kde_deck.read_deck(folder)
    except kde_deck.DeckError as error:
        assert error.problem in kde_deck.PROBLEMS
        return error.problem
    assert len(deck.name) <= kde_deck.MAX_NAME_CHARS and deck.name.isprintable()
    try:
        data = svg_guard.drawing_bytes(deck.svg)
    except svg_guard.UnsafeDrawing:
        return "refused by the guard"
    except OSError:
        return "unreadable drawing"
    assert len(data) <= svg_guard.MAX_SVG_BYTES
    return _draw_in_process(data)


def _draw_in_process(data: bytes) -> str:
    """A drawing that passed the guard, parsed and one card drawn by QtSvg here (it must take bounded work)."""
    from PySide6.QtCore import QByteArray, QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(QByteArray(data))
    if not renderer.isValid():
        return "passed the guard, not valid for QtSvg"
    image = QImage(20, 28, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    renderer.render(painter, "king_heart", QRectF(0, 0, 20, 28))
    painter.end()
    return "drawn"


@fuzz_settings()
@given(spec=deck_folders())
def test_any_deck_folder_is_read_or_refused(qapp, spec: dict[str, object]) -> None:
    with tempfile.TemporaryDirectory(prefix="pq-deck-") as root:
        folder = write_folder(Path(root), spec)
        outcome = check("deck folders", lambda: read_and_check(folder))
    TALLY[f"deck folders: {outcome}"] += 1


@fuzz_settings(SUBPROCESS_EXAMPLES)
@given(spec=deck_folders())
def test_the_drawing_process_answers_any_drawing(spec: dict[str, object]) -> None:
    """The real drawing process, as the window starts it, given any drawing: it answers with a ready record or an
    error record (or dies within its budget), never with anything else, and never hangs."""
    with tempfile.TemporaryDirectory(prefix="pq-deck-") as root:
        folder = write_folder(Path(root), spec)
        drawing = folder / str(spec["drawing_name"])
        program, arguments = worker_command(drawing)
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
        import time

        start = time.monotonic()
        try:
            result = subprocess.run([program, *arguments], input=b"40 1.0\n", capture_output=True, env=env, timeout=60)
        except subprocess.TimeoutExpired:
            count_subprocess("drawing process", 60.0, hang=True)
            raise
        out = result.stdout
        kinds = []
        while len(out) >= HEADER.size:
            _magic, kind, name_length, _width, _height, length = HEADER.unpack_from(out)
            kinds.append(kind)
            out = out[HEADER.size + name_length + length :]
        traceback = b"Traceback" in result.stderr or out != b"" or not kinds or kinds[0] not in (READY, ERROR)
        count_subprocess("drawing process", time.monotonic() - start, traceback=traceback)
        assert not traceback, (result.returncode, result.stderr[-2000:], kinds)
        if kinds[0] == READY:
            assert set(kinds[1:-1]) <= {IMAGE}
        TALLY[f"drawing process: {'drawn' if kinds[0] == READY else 'refused'}"] += 1
    _ = sys  # the interpreter the window uses (worker_command)
