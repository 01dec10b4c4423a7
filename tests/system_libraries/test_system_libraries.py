"""The first start on a machine without the xcb plugin's system libraries: ``pyramid-qt`` says in
one line, in the player's language, which ones are missing and the command that installs them, instead of Qt
aborting."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pyramid_qt.store.preferences import Language
from pyramid_qt.store.settings import Settings
from pyramid_qt.system_libraries import xcb_expected, xcb_plugin_files
from pyramid_qt.system_libraries.packages import install_command, this_distribution
from tests.helpers.system_libraries import HIDDEN, found_paths, qt_xcb_plugin, this_system

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("environ", "platform", "expected"),
    [
        ({}, "linux", True),
        ({"XDG_SESSION_TYPE": "x11"}, "linux", True),
        ({"XDG_SESSION_TYPE": "wayland"}, "linux", False),
        ({"XDG_SESSION_TYPE": "wayland", "QT_QPA_PLATFORM": "xcb"}, "linux", True),
        ({"QT_QPA_PLATFORM": "xcb:display=:1"}, "linux", True),
        ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
        ({"QT_QPA_PLATFORM": "wayland;xcb"}, "linux", False),
        ({}, "win32", False),
        ({}, "darwin", False),
    ],
)
def test_the_check_runs_only_where_qt_takes_the_xcb_plugin(
    environ: dict[str, str], platform: str, expected: bool
) -> None:
    assert xcb_expected(environ, platform) is expected


def test_qt_s_plugin_path_variable_is_tried_first(tmp_path: Path) -> None:
    standard = qt_xcb_plugin()
    plugins = standard.parents[1]
    (tmp_path / "libqxcb.so").write_bytes(b"")
    assert xcb_plugin_files(plugins, {"QT_QPA_PLATFORM_PLUGIN_PATH": str(tmp_path)}) == [
        tmp_path / "libqxcb.so",
        standard,
    ]
    assert xcb_plugin_files(plugins, {"QT_QPA_PLATFORM_PLUGIN_PATH": str(tmp_path / "none")}) == [standard]
    assert xcb_plugin_files(tmp_path, {}) == []


# --- the first start: pyramid-qt itself, on a system where the libraries are gone --------------------------------


def hiding_libraries(hidden: tuple[str, ...], empty: Path) -> list[str] | None:
    """A command prefix that runs a program where ``hidden`` cannot be loaded: in a private mount namespace, an
    empty file is bound over each copy the loader would find (nothing changes outside it).  ``None`` when this
    machine allows no such namespace."""
    unshare = shutil.which("unshare")
    if unshare is None or not sys.platform.startswith("linux"):
        return None
    binds = [path for name in hidden for path in found_paths(name, this_system())]
    if not binds:
        return None
    script = " && ".join(f"mount --bind {empty} {path}" for path in binds) + ' && exec "$@"'
    for namespace in (["--mount"], ["--user", "--map-root-user", "--mount"]):
        prefix = [unshare, *namespace, "sh", "-c", script, "hide"]
        probe = subprocess.run([*prefix, "true"], capture_output=True, timeout=30)
        if probe.returncode == 0:
            return prefix
    return None


def first_start(tmp_path: Path, *arguments: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    empty = tmp_path / "empty"
    empty.write_bytes(b"")
    prefix = hiding_libraries(HIDDEN, empty)
    if prefix is None:
        pytest.skip("no private mount namespace here (unshare) to take the libraries away")
    environ = {
        **os.environ,
        "QT_QPA_PLATFORM": "xcb",
        "DISPLAY": ":65000",  # were Qt to get past the plugin, no window could open anywhere
        "PYTHONPATH": str(ROOT),
        **(env or {}),
    }
    return subprocess.run(
        [*prefix, sys.executable, "-m", "pyramid_qt", *arguments],
        env=environ,
        capture_output=True,
        text=True,
        timeout=120,
    )


def expected_command() -> str:
    command = install_command(HIDDEN, this_distribution())
    return command if command is not None else ""


def test_pyramid_qt_says_which_libraries_are_missing_and_how_to_install_them(tmp_path: Path) -> None:
    """Without the check Qt aborted ("Could not load the Qt platform plugin "xcb" … even though it was found",
    SIGABRT): now one line, exit 1, the libraries and this distribution's command."""
    run = first_start(tmp_path)
    assert run.returncode == 1, run.stderr
    assert run.stderr.count("\n") == 1, run.stderr
    assert run.stderr.startswith("pyramid-qt: the game cannot open its window: "), run.stderr
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in run.stderr
    assert run.stderr.rstrip().endswith(expected_command())


def test_the_line_is_in_the_player_s_language(tmp_path: Path) -> None:
    """Indonesian from the settings (as the window would be), without --lang."""
    Settings().language = Language.INDONESIAN
    run = first_start(tmp_path)
    assert run.returncode == 1, run.stderr
    assert run.stderr.startswith("pyramid-qt: permainan tidak bisa membuka jendelanya: pustaka sistem "), run.stderr
    assert run.stderr.rstrip().endswith(expected_command())
