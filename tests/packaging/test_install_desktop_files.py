"""packaging/install-desktop-files.sh puts the menu entry, metainfo and icons where the desktop looks for them: the
user's data folder as the XDG base directory rules name it, or PREFIX/share."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.helpers.packaging import PACKAGING

SCRIPT = PACKAGING / "install-desktop-files.sh"
APP_ID = "io.github.pyramid_qt.PyramidQt"
ENTRY = Path("applications") / f"{APP_ID}.desktop"

pytestmark = pytest.mark.skipif(shutil.which("bash") is None, reason="no bash")


def run(home: Path, *arguments: str, data_home: str | None = None) -> None:
    env = {key: value for key, value in os.environ.items() if key != "XDG_DATA_HOME"}
    env["HOME"] = str(home)
    if data_home is not None:
        env["XDG_DATA_HOME"] = data_home
    result = subprocess.run(["bash", str(SCRIPT), *arguments], env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def installed(share: Path) -> set[str]:
    return {str(path.relative_to(share)) for path in share.rglob("*") if path.is_file() and APP_ID in path.name}


def test_installs_into_xdg_data_home_and_nothing_into_home(tmp_path):
    home, data = tmp_path / "home", tmp_path / "data"
    run(home, data_home=str(data))
    assert (data / ENTRY).is_file()
    assert f"metainfo/{APP_ID}.metainfo.xml" in installed(data)
    assert f"icons/hicolor/scalable/apps/{APP_ID}.svg" in installed(data)
    assert not (home / ".local").exists()


def test_uninstall_removes_them_from_xdg_data_home(tmp_path):
    home, data = tmp_path / "home", tmp_path / "data"
    run(home, data_home=str(data))
    assert (data / ENTRY).is_file()
    run(home, "--uninstall", data_home=str(data))
    assert installed(data) == set()


@pytest.mark.parametrize("data_home", [None, "", "relative/share"], ids=["unset", "empty", "relative"])
def test_without_a_usable_xdg_data_home_installs_into_local_share(tmp_path, monkeypatch, data_home):
    monkeypatch.chdir(tmp_path)
    home = tmp_path / "home"
    run(home, data_home=data_home)
    assert (home / ".local" / "share" / ENTRY).is_file()
    assert not (tmp_path / "relative").exists()


def test_prefix_wins_over_xdg_data_home(tmp_path):
    home, data, prefix = tmp_path / "home", tmp_path / "data", tmp_path / "usr"
    run(home, "--prefix", str(prefix), data_home=str(data))
    assert (prefix / "share" / ENTRY).is_file()
    assert not data.exists()
