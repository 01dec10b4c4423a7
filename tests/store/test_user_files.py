"""The player's folders on an XDG system are the ones platformdirs gives, whatever the environment holds, without
importing platformdirs (checked before the first frame by tests/test_app_startup.py)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import platformdirs
import pytest

from pyramid_qt.store import user_files
from pyramid_qt.store.user_files import APP_NAME

FOLDERS: list[tuple[str, Callable[[], Path], Callable[[], Path]]] = [
    (
        "XDG_CONFIG_HOME",
        user_files.config_dir,
        lambda: platformdirs.user_config_path(APP_NAME, appauthor=False, roaming=True),
    ),
    (
        "XDG_DATA_HOME",
        user_files.data_dir,
        lambda: platformdirs.user_data_path(APP_NAME, appauthor=False, roaming=True),
    ),
    ("XDG_CACHE_HOME", user_files.cache_dir, lambda: platformdirs.user_cache_path(APP_NAME, appauthor=False)),
    ("XDG_STATE_HOME", user_files.state_dir, lambda: platformdirs.user_state_path(APP_NAME, appauthor=False)),
]

pytestmark = pytest.mark.skipif(sys.platform in user_files.NOT_XDG_PLATFORMS, reason="platformdirs answers there")


@pytest.mark.parametrize(("variable", "ours", "theirs"), FOLDERS, ids=[folder[0] for folder in FOLDERS])
@pytest.mark.parametrize(
    "value",
    [None, "", "relative/folder", "/an/absolute/folder", "/with/a/slash/", "   "],
    ids=["unset", "empty", "relative", "absolute", "trailing-slash", "blank"],
)
@pytest.mark.parametrize("home", ["/home/player", "/home/player/", "/", None], ids=["home", "slash", "root", "unset"])
def test_each_folder_is_platformdirs_one(monkeypatch, variable, ours, theirs, value, home):
    if value is None:
        monkeypatch.delenv(variable, raising=False)
    else:
        monkeypatch.setenv(variable, value)
    if home is None:
        monkeypatch.delenv("HOME", raising=False)
    else:
        monkeypatch.setenv("HOME", home)
    assert ours() == theirs()


def test_a_relative_home_is_left_to_platformdirs(monkeypatch):
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("HOME", "not/absolute")
    assert user_files.xdg_folder("XDG_DATA_HOME", ".local/share") is None
    assert user_files.data_dir() == platformdirs.user_data_path(APP_NAME, appauthor=False, roaming=True)


def test_android_is_left_to_platformdirs(monkeypatch):
    monkeypatch.setenv("ANDROID_DATA", "/data")
    monkeypatch.setenv("ANDROID_ROOT", "/system")
    assert user_files.xdg_folder("XDG_DATA_HOME", ".local/share") is None
