"""Every file the game reads is bounded and never blocks: a FIFO, or a link to /dev/zero,
in the place of the settings file, the saved game, the statistics file or the card-art cache's font record, and a
position file named on the command line that is a FIFO.  Before, each of these blocked the start for good (a FIFO:
``open()`` waits for a writer) or read without end (/dev/zero).  Each case starts the real application in its own
process (a hang fails the test at the cap instead of holding the suite) and must paint its first frame."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from pyramid_qt.store import user_files as paths
from pyramid_qt.ui.card_art.disk_cache import FONTS_FILE, art_key

ROOT = Path(__file__).resolve().parents[2]
CAP_SECONDS = 120  # a hang detector, not a timing assertion


def _fonts_record() -> Path:
    return paths.cache_dir() / "card-art" / art_key() / FONTS_FILE


TARGETS: dict[str, Callable[[], Path]] = {
    "settings": paths.settings_file,
    "saved game": paths.saved_game_file,
    "statistics": paths.stats_file,
    "card-art font record": _fonts_record,
}


def _plant(path: Path, kind: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to("/dev/zero")


def _start(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), "PYRAMID_QT_REPORT_FIRST_PAINT": "1"}
    return subprocess.run(
        [sys.executable, "-m", "pyramid_qt", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=CAP_SECONDS,
        check=False,
    )


@pytest.mark.parametrize("kind", ["fifo", "link to /dev/zero"])
@pytest.mark.parametrize("target", list(TARGETS))
def test_a_special_file_in_place_of_a_game_file_never_stops_the_start(target: str, kind: str) -> None:
    _plant(TARGETS[target](), kind)
    result = _start()
    assert result.returncode == 0, result.stderr
    assert "first-paint" in result.stdout


def test_a_fifo_named_as_a_position_file_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "position.txt"
    os.mkfifo(fifo)
    result = _start(str(fifo))
    assert result.returncode == 2 and result.stderr.count("\n") == 1, result.stderr
