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

from pyramid_qt.command_line import package_version
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


def first_start(
    tmp_path: Path, *arguments: str, env: dict[str, str] | None = None, hidden: tuple[str, ...] = HIDDEN
) -> subprocess.CompletedProcess[str]:
    empty = tmp_path / "empty"
    empty.write_bytes(b"")
    prefix = hiding_libraries(hidden, empty)
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


# --- the libraries PySide6's own modules load: QtCore (GLib), QtGui (EGL, GL, X11, xcb, fontconfig, …) ------------

QT_LIBRARIES = (
    "libEGL.so.1",
    "libGL.so.1",
    "libfontconfig.so.1",
    "libfreetype.so.6",
    "libglib-2.0.so.0",
    "libX11.so.6",
    "libxcb.so.1",
    "libxkbcommon.so.0",
    "libdbus-1.so.3",
)
MISSING_LINE = {
    "en": "pyramid-qt: the game cannot open its window: the system libraries {library} are missing; install them "
    "with: {command}\n",
    "id": "pyramid-qt: permainan tidak bisa membuka jendelanya: pustaka sistem {library} tidak ada; pasang dengan: "
    "{command}\n",
}
REFUSED = {
    "en": "pyramid-qt: --deal 0: A deal number is between 1 and 20000\n",
    "id": "pyramid-qt: --deal 0: Nomor deal berada di antara 1 dan 20000\n",
}
USAGE = {"en": "Usage: pyramid-qt", "id": "Pemakaian: pyramid-qt"}


@pytest.mark.parametrize("library", QT_LIBRARIES)
def test_each_library_pyside_needs_is_named_and_the_command_line_works_without_it(tmp_path: Path, library: str) -> None:
    """Without the library, the start says one line naming it with the command that installs it, exit 1 (was a
    traceback: "ImportError: libEGL.so.1: cannot open shared object file"); --help, --version and a refusal work
    as with it.  In English (the system's, no choice made), in the settings' Indonesian, and with --lang id over
    the settings' English."""
    command = install_command([library], this_distribution())
    assert command is not None
    cases: list[tuple[dict[str, str], Language | None, tuple[str, ...], str]] = [
        ({"LC_ALL": "C"}, None, (), "en"),
        ({}, Language.INDONESIAN, (), "id"),
        ({}, Language.ENGLISH, ("--lang", "id"), "id"),
        ({"LC_ALL": "id_ID.UTF-8"}, Language.SYSTEM, ("--lang", "en"), "en"),
    ]
    for env, chosen, lang, language in cases:
        if chosen is not None:
            Settings().language = chosen
        said = f"[{language} {lang} {chosen}]"
        start = first_start(tmp_path, *lang, env=env, hidden=(library,))
        assert (start.returncode, start.stdout) == (1, ""), f"{said} {start.stderr}"
        assert start.stderr == MISSING_LINE[language].format(library=library, command=command), said
        helped = first_start(tmp_path, "--help", *lang, env=env, hidden=(library,))
        assert (helped.returncode, helped.stderr) == (0, ""), f"{said} {helped.stderr}"
        assert helped.stdout.startswith(USAGE[language]), said
        refused = first_start(tmp_path, "--deal", "0", *lang, env=env, hidden=(library,))
        assert (refused.returncode, refused.stderr) == (2, REFUSED[language]), said
    version = first_start(tmp_path, "--version", hidden=(library,))
    assert (version.returncode, version.stdout, version.stderr) == (0, f"pyramid-qt {package_version()}\n", "")
