"""Start-up with card decks: QtSvg is never loaded before the first frame with the built-in deck, and with a KDE
deck whose images are in the card-art disk cache the first frame is drawn from the cache (no SVG parsed)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from tests.helpers.deck_fixtures import write_deck

REPO = Path(__file__).resolve().parents[3]

PROBE = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtCore import QTimer
    from pyramid_qt import app
    from pyramid_qt.ui import main_window

    original = main_window.MainWindow.after_first_frame
    seen = {}

    def after_first_frame(self):
        seen["svg_before_first_frame"] = sorted(name for name in sys.modules if "QtSvg" in name)
        seen["deck"] = None if self.scene.art.deck is None else self.scene.art.deck.name
        seen["drawing_at_first_frame"] = self.scene.art.drawing  # cards asked of the deck's drawing process
        original(self)
        close_when_drawn(self)

    def close_when_drawn(window):
        if window.scene.art.drawing:  # the deck's cards are on their way: they are kept for the next start
            QTimer.singleShot(50, lambda: close_when_drawn(window))
        else:
            window.close()

    main_window.MainWindow.after_first_frame = after_first_frame
    seen["status"] = app.main([])
    print(json.dumps(seen))
    """
)


def _start(home: Path) -> dict:
    env = {**os.environ, "PYTHONPATH": str(REPO), "QT_QPA_PLATFORM": "offscreen"}
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[name] = str(home / name.lower())
    result = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=REPO, env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def _choose_deck(home: Path, folder: Path | None) -> None:
    config = home / "xdg_config_home" / "pyramid-qt"
    config.mkdir(parents=True, exist_ok=True)
    lines = ["[appearance]", f"deck={folder}", "back=deck"] if folder is not None else []
    (config / "pyramid-qt.ini").write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_built_in_deck_starts_without_qtsvg(tmp_path: Path):
    _choose_deck(tmp_path, None)
    for _ in range(2):  # a first start and a start with a saved game and cached images
        seen = _start(tmp_path)
        assert seen["status"] == 0
        assert seen["svg_before_first_frame"] == []
        assert seen["deck"] is None


def test_kde_deck_first_frame_comes_from_the_disk_cache(tmp_path: Path):
    folder = write_deck(tmp_path / "svg-test")
    _choose_deck(tmp_path, folder)
    # 1st start: a fresh deal after the first frame; 2nd: resumes it and draws its cards from the SVG, keeping them.
    for _ in range(2):
        assert _start(tmp_path)["deck"] == "Test deck"
    seen = _start(tmp_path)
    assert seen["deck"] == "Test deck"
    assert seen["svg_before_first_frame"] == []
    assert seen["drawing_at_first_frame"] is False  # every card of the first frame came from the disk cache
