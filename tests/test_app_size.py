"""``--size`` and ``--screenshot``: nonsense is refused with one line and exit 2, a size larger than the
screen is clamped (100000x100000 took 12 GB), and a screenshot writes nothing of the player's."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from pyramid_qt.app import MAX_OFFSCREEN_SIZE
from pyramid_qt.command_line import screenshot_size

REPO = Path(__file__).resolve().parents[1]


def run_app(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(REPO)}
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        env[name] = str(home / name.lower())
    return subprocess.run(
        [sys.executable, "-m", "pyramid_qt", *args], env=env, cwd=REPO, capture_output=True, text=True, timeout=180
    )


@pytest.mark.parametrize(
    "text", ["99999999999x99999999999", "١٢٠٠x800", "1280", "axb", "", "-5x10", "9" * 5000 + "x1", "1e3x1e3"]
)
def test_nonsense_sizes_are_refused(text: str, capsys: pytest.CaptureFixture[str], restore_language: None) -> None:
    with pytest.raises(SystemExit) as caught:
        screenshot_size(text, "en")
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("pyramid-qt: --size must look like 1280x800") and err.count("\n") == 1


def test_sizes_are_read_and_kept_above_the_minimum() -> None:
    assert screenshot_size("1280x800", None) == (1280, 800)
    assert screenshot_size(" 800 X 600 ", None) == (800, 600)
    assert screenshot_size("10x10", None) == (320, 240)


def test_a_size_larger_than_the_screen_is_clamped(tmp_path: Path) -> None:
    target = tmp_path / "big.png"
    done = run_app("--screenshot", str(target), "--code", "PY1-N-AAAAAAS", "--size", "100000x100000", home=tmp_path)
    assert done.returncode == 0, done.stderr
    image = QImage(str(target))
    assert (image.width(), image.height()) == MAX_OFFSCREEN_SIZE
    assert "larger than the screen" in done.stderr


def test_the_huge_size_of_the_issue_is_one_line_and_exit_2(tmp_path: Path) -> None:
    done = run_app("--screenshot", str(tmp_path / "x.png"), "--size", "99999999999x99999999999", home=tmp_path)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_a_screenshot_with_damaged_settings_writes_nothing_of_the_players(tmp_path: Path) -> None:
    """``passes=`` and 5000 digits crashed --screenshot; and closing the window wrote its geometry to the
    player's settings file."""
    settings = tmp_path / "xdg_config_home" / "pyramid-qt" / "pyramid-qt.ini"
    settings.parent.mkdir(parents=True)
    content = b"[rules]\npreset=T\npasses=" + b"9" * 5000 + b"\n"
    settings.write_bytes(content)
    done = run_app("--screenshot", str(tmp_path / "shot.png"), "--size", "640x480", home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert settings.read_bytes() == content
    settings.write_text("[rules]\npreset=W\n")  # a sound file is not rewritten either (no geometry stored)
    good = settings.read_bytes()
    done = run_app("--screenshot", str(tmp_path / "shot.png"), "--size", "640x480", home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert settings.read_bytes() == good
    assert not (tmp_path / "xdg_data_home").exists()  # no saved game, no statistics
