"""``pyramid-qt --screenshot`` writes a PNG of the dealt window and exits 0 (a real subprocess)."""

from __future__ import annotations

import os
import subprocess
import sys

from PySide6.QtGui import QImage


def test_screenshot_writes_a_png(tmp_path):
    target = tmp_path / "shot.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pyramid_qt",
            "--screenshot",
            str(target),
            "--code",
            "PY1-N-AAAAAAS",
            "--size",
            "800x600",
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(target))
    assert (image.width(), image.height()) == (800, 600)
    # The felt is green at the board's bottom left, beside the pyramid (not a blank or black grab).
    colour = image.pixelColor(12, 560)
    assert colour.green() > colour.red() and colour.green() > colour.blue()


def test_bad_code_is_refused_with_exit_2(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "pyramid_qt", "--screenshot", str(tmp_path / "x.png"), "--code", "PY1-Q-AAAAAAA"],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 2
    assert "PY1-Q" in result.stderr or "rules" in result.stderr
