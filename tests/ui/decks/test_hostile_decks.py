"""Hostile card decks against the real window, the deck list and the drawing process.

Before: a 64 MB SVG peaked at 1.4 GB and froze the first paint 6-8 s; a 1 MB SVGZ inflating to 1 GB went past 2 GB;
6 KB of ``<use>`` fan-out held the GUI thread about 10 s; an ``<image>`` naming a FIFO froze the window for good; an
``index.desktop`` that is a FIFO blocked before the first frame, one linked to /dev/zero read without end; a FIFO
among the installed decks hung Preferences; a ``Name=`` of 200,000 characters took Preferences to 1 GB.  Now each
deck is refused or falls back to the built-in cards with the reason, the window drawing none of it (its drawing is
checked and drawn in a process of its own), and the window's first frame comes as with the built-in deck.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from pyramid_qt.store import user_files as paths
from pyramid_qt.ui.board.appearance import deck_problem_text
from pyramid_qt.ui.decks import deck_renderer, deck_worker, kde_deck, svg_guard
from pyramid_qt.ui.decks.kde_deck import find_decks
from pyramid_qt.ui.dialogs.preferences import PreferencesDialog
from tests.helpers import hostile_decks
from tests.helpers.deck_fixtures import write_deck
from tools.monkey_driver import open_window

REPO = Path(__file__).resolve().parents[3]
DRAWN_MS = 60_000  # hang guards, not timing assertions
WAIT_SECONDS = 120

# What the player is told for each hostile deck (the key of the reason).
TOLD = {
    "64 MB SVG": kde_deck.TOO_COSTLY,
    "SVGZ bomb": kde_deck.BAD_SVG,
    "use fan-out": kde_deck.BAD_SVG,
    "image FIFO": kde_deck.BAD_SVG,
    "image /dev/zero": kde_deck.BAD_SVG,
    "index FIFO": kde_deck.NO_INDEX,
    "index /dev/zero": kde_deck.NO_INDEX,
    "drawing FIFO": kde_deck.NO_SVG,
}


def _choose_deck(folder: Path) -> None:
    paths.settings_file().parent.mkdir(parents=True, exist_ok=True)
    paths.settings_file().write_text(f"[appearance]\ndeck={folder}\nback=deck\n", encoding="utf-8")


@pytest.mark.parametrize("kind", list(TOLD))
def test_a_hostile_deck_falls_back_to_the_built_in_cards_with_its_reason(qtbot, tmp_path: Path, kind: str) -> None:
    folder = hostile_decks.HOSTILE[kind](tmp_path / "deck")
    _choose_deck(folder)

    window = open_window()  # as pyramid-qt starts: the first frame, then the first deal
    qtbot.addWidget(window)

    told = deck_problem_text(TOLD[kind], folder.absolute())
    qtbot.waitUntil(lambda: told in window.toast.text() and window.scene.art.deck is None, timeout=DRAWN_MS)
    assert window.flow.has_game
    window.flow.new_random_game()  # and the game plays on with the built-in cards
    QApplication.processEvents()
    assert window.scene.art.deck is None


def test_a_giant_name_is_cut_in_the_deck_list(qtbot, tmp_path: Path) -> None:
    installed = Path(os.environ["XDG_DATA_HOME"]) / "carddecks"
    hostile_decks.giant_name(installed / "svg-long")
    dialog = PreferencesDialog(_settings())
    qtbot.addWidget(dialog)
    combo = dialog.appearance.deck_combo
    texts = [combo.itemText(index) for index in range(combo.count())]
    assert len(texts) == 2 and len(texts[1]) <= kde_deck.MAX_NAME_CHARS and texts[1].startswith("NNNN")


def _settings():
    from pyramid_qt.store.settings import Settings

    return Settings()


def test_a_fifo_or_a_link_to_dev_zero_among_the_installed_decks_is_skipped(tmp_path: Path) -> None:
    installed = tmp_path / "carddecks"
    hostile_decks.index_fifo(installed / "svg-fifo")
    hostile_decks.index_dev_zero(installed / "svg-zero")
    hostile_decks.drawing_fifo(installed / "svg-drawing-fifo")
    os.mkfifo(installed / "svg-a-fifo-in-place-of-a-folder")
    write_deck(installed / "svg-good")
    assert [deck.folder.name for deck in find_decks([installed])] == ["svg-good"]


# ---------------------------------------------------------------------- the start: nothing blocks the first frame
PROBE = textwrap.dedent(
    """
    import json, sys
    from pyramid_qt import app
    from pyramid_qt.ui import main_window

    original = main_window.MainWindow.after_first_frame

    def after_first_frame(self):
        print(json.dumps({"painted": True, "modules": sorted(m for m in sys.modules if "QtSvg" in m)}), flush=True)
        original(self)
        self.close()

    main_window.MainWindow.after_first_frame = after_first_frame
    sys.exit(app.main([]))
    """
)


@pytest.mark.parametrize("kind", ["index FIFO", "index /dev/zero", "drawing FIFO", "image FIFO", "64 MB SVG"])
def test_the_first_frame_comes_whatever_the_deck(tmp_path: Path, kind: str) -> None:
    """``read_deck`` read ``index.desktop`` with ``read_bytes()`` before the first frame: a FIFO blocked it for good."""
    folder = hostile_decks.HOSTILE[kind](tmp_path / "deck")
    _choose_deck(folder)
    env = {**os.environ, "PYTHONPATH": str(REPO), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=REPO, env=env, capture_output=True, text=True, timeout=WAIT_SECONDS
    )
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout.strip().splitlines()[0])
    assert seen == {"painted": True, "modules": []}  # the window never loads QtSvg


# ---------------------------------------------------------------------- the drawing process and its budgets
def test_the_guard_refuses_what_qt_would_choke_on(tmp_path: Path) -> None:
    for kind in ("SVGZ bomb", "use fan-out", "image FIFO", "image /dev/zero"):
        folder = hostile_decks.HOSTILE[kind](tmp_path / kind.replace(" ", "-").replace("/", ""))
        with pytest.raises(svg_guard.UnsafeDrawing):
            svg_guard.drawing_bytes(kde_deck.read_deck(folder).svg)
    loops = b'<svg xmlns="http://www.w3.org/2000/svg"><use id="a" href="#b"/><use id="b" href="#a"/></svg>'
    entities = b'<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>'
    styles = b'<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(x.css);</style></svg>'
    paint = b'<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url(/dev/zero#x)"/></svg>'
    for drawing in (loops, entities, styles, paint, b"", b"<svg", b"\x1f\x8b\x08garbage"):
        with pytest.raises(svg_guard.UnsafeDrawing):
            svg_guard.check(svg_guard.inflate(drawing, 1 << 20) if drawing.startswith(b"\x1f\x8b") else drawing)


def test_every_kde_deck_shape_passes_the_guard(tmp_path: Path) -> None:
    """What real decks do (KDE's 16 decks pass: measured; here their shapes): data: images, <use> of defs,
    gradients by url(#id), a document type without declarations, a gzipped drawing."""
    body = (
        b'<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">'
        b'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">'
        b'<defs><linearGradient id="g"/><rect id="r" width="1" height="1" style="fill:url(#g)"/></defs>'
        b'<use xlink:href="#r"/><image xlink:href="data:image/png;base64,AAAA" width="1" height="1"/></svg>'
    )
    svg_guard.check(body)
    import gzip

    (tmp_path / "d.svgz").write_bytes(gzip.compress(body))
    assert svg_guard.drawing_bytes(tmp_path / "d.svgz") == body


def test_a_drawing_process_that_takes_too_long_is_killed(qtbot, tmp_path: Path, monkeypatch) -> None:
    """Whatever gets past the guard is held to a time budget: here a process that never answers."""
    monkeypatch.setattr(deck_renderer, "PARSE_SECONDS", 1.0)
    monkeypatch.setattr(
        deck_renderer, "worker_command", lambda _drawing: (sys.executable, ["-c", "import time; time.sleep(600)"])
    )
    renderer = deck_renderer.DeckRenderer(tmp_path / "deck.svg")
    failures: list[tuple[str, str]] = []
    renderer.failed.connect(lambda problem, reason: failures.append((problem, reason)))
    renderer.request(80, 1.0)
    process = renderer._process
    assert process is not None
    qtbot.waitUntil(lambda: bool(failures), timeout=DRAWN_MS)  # the window's loop ran all along
    assert failures == [(kde_deck.TOO_COSTLY, "too slow")]
    assert renderer.dead


@pytest.mark.parametrize(
    ("output", "reason"),
    [
        (b"HTTP/1.1 200 OK\r\n\r\n" + b"x" * 100, "something else"),
        (
            deck_worker.record(deck_worker.READY, payload=b"1") + deck_worker.record(deck_worker.IMAGE, "KD", 9, 9),
            "size",
        ),  # noqa: E501
    ],
)
def test_a_drawing_process_that_writes_anything_else_is_stopped(qtbot, tmp_path, monkeypatch, output, reason):
    script = f"import sys, time; sys.stdout.buffer.write({output!r}); sys.stdout.flush(); time.sleep(600)"
    monkeypatch.setattr(deck_renderer, "worker_command", lambda _drawing: (sys.executable, ["-c", script]))
    renderer = deck_renderer.DeckRenderer(tmp_path / "deck.svg")
    failures: list[str] = []
    renderer.failed.connect(lambda _problem, why: failures.append(why))
    renderer.request(80, 1.0)
    qtbot.waitUntil(lambda: bool(failures), timeout=DRAWN_MS)
    assert reason in failures[0] and renderer.dead


def test_the_drawing_process_has_a_memory_budget() -> None:
    code = (
        "from pyramid_qt.ui.decks.deck_worker import _limit_resources\n"
        "_limit_resources()\n"
        "try:\n    bytearray(2 << 30)\nexcept MemoryError:\n    print('refused')\n"
    )
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert result.stdout.strip() == "refused", result.stderr
