"""The test command runs Qt offscreen whatever the environment says."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_a_desktop_session_s_qt_variables_do_not_reach_the_tests(tmp_path: Path) -> None:
    """With a desktop session's ``QT_QPA_PLATFORM=xcb`` (here pointing at a display that does not exist, so a test
    that took it would abort), a 2x scale and an Indonesian locale, the test that sizes the window by the screen and
    the one that looks at a screenshot's felt still pass: they ran on the offscreen screen at scale 1 in the
    untranslated language, as on CI."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "xcb",
        "DISPLAY": ":65000",
        "WAYLAND_DISPLAY": "wayland-65000",
        "QT_SCALE_FACTOR": "2",
        "QT_QPA_PLATFORMTHEME": "gtk3",
        "LANG": "id_ID.UTF-8",
        "LC_ALL": "id_ID.UTF-8",
        "LANGUAGE": "id",
    }
    tests = [
        "tests/ui/test_qa_player.py::test_the_window_fits_a_small_screen",
        "tests/test_screenshot.py::test_screenshot_writes_a_png",
    ]
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--basetemp", str(tmp_path / "t"), *tests],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    assert "2 passed" in run.stdout
