"""The first start on a machine without the xcb plugin's system libraries (issue 21, item 1): the missing libraries
are found the way the dynamic loader looks for them, and ``pyramid-qt`` says in one line, in the player's language,
which ones and the command that installs them, instead of Qt aborting."""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QLibraryInfo

from pyramid_qt.store.settings import Settings
from pyramid_qt.system_libraries import MissingLibraries, missing_for, xcb_expected, xcb_plugin_files
from pyramid_qt.system_libraries.elf import read_dynamic
from pyramid_qt.system_libraries.loader import SearchPath, _configured_folders, missing_libraries, resolve
from pyramid_qt.system_libraries.packages import (
    ARCH,
    DEBIAN,
    DISTRIBUTIONS,
    FEDORA,
    SUSE,
    distribution_of,
    install_command,
    this_distribution,
)
from tests.fuzz.harness import fuzz_settings

ROOT = Path(__file__).resolve().parents[1]
HIDDEN = ("libxcb-icccm.so.4", "libxcb-keysyms.so.1")
"""What the issue's fresh Debian lacked (libxcb-cursor0 was installed)."""


def qt_xcb_plugin() -> Path:
    plugins = xcb_plugin_files(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)), {})
    if not plugins:
        pytest.skip("this PySide6 has no xcb plugin")
    return plugins[-1]


def this_system() -> SearchPath:
    return SearchPath.of_this_system({})


def found_paths(name: str, search: SearchPath) -> list[Path]:
    return [Path(folder, name) for folder in search.system if Path(folder, name).is_file()]


# --- reading ELF ------------------------------------------------------------------------------------------------


def test_the_plugin_is_read_as_the_loader_reads_it() -> None:
    plugin = read_dynamic(qt_xcb_plugin())
    assert plugin is not None
    assert "libQt6XcbQpa.so.6" in plugin.needed and "libxcb-icccm.so.4" in plugin.needed
    assert plugin.runpath == ("$ORIGIN/../../lib",)
    assert plugin.word_size == (2 if struct.calcsize("P") == 8 else 1)


@pytest.mark.parametrize("content", [b"", b"\x7fELF", b"#!/bin/sh\necho\n", b"\x7fELF\x02\x01\x01" + b"\0" * 100])
def test_what_is_not_a_library_reads_as_none(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "libfake.so.1"
    path.write_bytes(content)
    assert read_dynamic(path) is None
    assert read_dynamic(tmp_path / "absent.so") is None
    assert read_dynamic(tmp_path) is None  # a folder


@fuzz_settings()
@given(st.data())
def test_a_damaged_library_reads_as_none_or_as_a_library(data: st.DataObject) -> None:
    """Any bytes in place of the plugin's header (the first 4 KiB, where the tables the reader follows begin) give
    a result or None, never an exception or a hang."""
    original = HEADER_BYTES.setdefault("plugin", qt_xcb_plugin().read_bytes()[:4096])
    damaged = bytearray(original)
    for _ in range(data.draw(st.integers(1, 16))):
        index = data.draw(st.integers(0, len(damaged) - 1))
        damaged[index] = data.draw(st.integers(0, 255))
    cut = data.draw(st.integers(0, len(damaged)))
    path = Path(os.environ["XDG_CACHE_HOME"]) / "damaged.so"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bytes(damaged[:cut]))
    result = read_dynamic(path)
    assert result is None or all(isinstance(name, str) for name in result.needed)


HEADER_BYTES: dict[str, bytes] = {}


# --- the loader's search ----------------------------------------------------------------------------------------


def test_on_this_machine_nothing_is_missing() -> None:
    assert missing_libraries(qt_xcb_plugin(), this_system()) == []
    assert missing_for(qt_xcb_plugin()) is None


def fake_system(tmp_path: Path, hidden: tuple[str, ...]) -> SearchPath:
    """One folder that holds a link to every library this machine's loader would find, except ``hidden``."""
    real = this_system()
    folder = tmp_path / "lib"
    folder.mkdir()
    for directory in real.system:
        if not os.path.isdir(directory):
            continue
        for entry in os.scandir(directory):
            if ".so" in entry.name and entry.name not in hidden and not (folder / entry.name).exists():
                (folder / entry.name).symlink_to(entry.path)
    return SearchPath((), (str(folder),))


def test_the_libraries_of_the_issue_are_found_missing(tmp_path: Path) -> None:
    search = fake_system(tmp_path, HIDDEN)
    assert missing_libraries(qt_xcb_plugin(), search) == list(HIDDEN)
    assert missing_for(qt_xcb_plugin(), search, DEBIAN) == MissingLibraries(
        HIDDEN, "sudo apt install libxcb-icccm4 libxcb-keysyms1"
    )


def test_a_library_needed_by_a_needed_library_is_found_missing_too(tmp_path: Path) -> None:
    """libxcb.so.1 is needed by every xcb library, the plugin's own needs included: reported once."""
    search = fake_system(tmp_path, ("libxcb.so.1", "libXau.so.6"))
    missing = missing_libraries(qt_xcb_plugin(), search)
    assert missing == ["libxcb.so.1"]  # libXau is needed only by libxcb, which was not found


def test_ld_library_path_and_the_wrong_word_size(tmp_path: Path) -> None:
    """A library in LD_LIBRARY_PATH counts; a file of the right name that is not a library for this machine does
    not (the loader passes over it)."""
    search = fake_system(tmp_path, HIDDEN)
    extra = tmp_path / "extra"
    extra.mkdir()
    (extra / HIDDEN[0]).symlink_to(found_paths(HIDDEN[0], this_system())[0])
    (extra / HIDDEN[1]).write_bytes(b"\x7fELF\x01\x01\x01" + b"\0" * 200)  # 32-bit, and no tables
    with_path = SearchPath((str(extra),), search.system)
    assert missing_libraries(qt_xcb_plugin(), with_path) == [HIDDEN[1]]


def test_ld_so_conf_is_followed_with_its_includes(tmp_path: Path) -> None:
    (tmp_path / "conf.d").mkdir()
    (tmp_path / "conf.d" / "b.conf").write_text("/opt/b\n# a comment\n\n")
    (tmp_path / "conf.d" / "a.conf").write_text("/opt/a  # after\ninclude ../loop.conf\n")  # from its own folder
    (tmp_path / "loop.conf").write_text("include loop.conf\n/opt/loop\n")  # includes itself: bounded
    (tmp_path / "ld.so.conf").write_text("/usr/local/lib\ninclude conf.d/*.conf\nhwcap 0 nosegneg\n")
    folders = list(dict.fromkeys(_configured_folders(tmp_path / "ld.so.conf")))
    assert folders == ["/usr/local/lib", "/opt/a", "/opt/loop", "/opt/b"]
    assert list(_configured_folders(tmp_path / "absent.conf")) == []


# --- distributions and packages -----------------------------------------------------------------------------------

OS_RELEASES = {
    'ID=debian\nVERSION_ID="12"\n': DEBIAN,
    "ID=ubuntu\nID_LIKE=debian\n": DEBIAN,
    'ID=linuxmint\nID_LIKE="ubuntu debian"\n': DEBIAN,
    'ID="fedora"\n': FEDORA,
    'ID="rocky"\nID_LIKE="rhel centos fedora"\n': FEDORA,
    "ID=arch\n": ARCH,
    "ID=manjaro\nID_LIKE=arch\n": ARCH,
    'ID="opensuse-tumbleweed"\nID_LIKE="opensuse suse"\n': SUSE,
    'ID="sles"\nID_LIKE="suse"\n': SUSE,
    "ID=nixos\n": None,
    "": None,
}


@pytest.mark.parametrize(("text", "expected"), OS_RELEASES.items())
def test_the_distribution_comes_from_os_release(text: str, expected: object, tmp_path: Path) -> None:
    assert distribution_of(text) is expected
    (tmp_path / "os-release").write_text(text)
    assert this_distribution([tmp_path / "absent", tmp_path / "os-release"]) is expected


def test_each_distribution_gets_its_own_install_command() -> None:
    commands = {distribution.key: install_command(HIDDEN, distribution) for distribution in DISTRIBUTIONS}
    assert commands == {
        "debian": "sudo apt install libxcb-icccm4 libxcb-keysyms1",
        "fedora": "sudo dnf install xcb-util-wm xcb-util-keysyms",
        "arch": "sudo pacman -S xcb-util-wm xcb-util-keysyms",
        "suse": "sudo zypper install libxcb-icccm4 libxcb-keysyms1",
    }
    # Each package once; an unknown library or distribution gives no command.
    assert install_command(["libxcb.so.1", "libxcb-randr.so.0"], FEDORA) == "sudo dnf install libxcb"
    assert install_command(["libunknown.so.3"], DEBIAN) is None
    assert install_command(HIDDEN, None) is None


def test_the_table_knows_every_system_library_the_plugin_loads() -> None:
    """Every library the plugin brings in from outside PySide6 (as this machine's loader finds them) has a package
    in the table, but the C and C++ runtimes and the compression and system libraries every installation has."""
    from pyramid_qt.system_libraries.packages import _PACKAGES

    plugin = qt_xcb_plugin()
    pyside = plugin.parents[3].resolve()
    libraries = resolve(plugin, this_system())
    assert None not in libraries.values()
    outside = [name for name, path in libraries.items() if path is not None and pyside not in path.resolve().parents]
    everywhere = {"libc.so.6", "libm.so.6", "libstdc++.so.6", "libgcc_s.so.1", "libdl.so.2", "libpthread.so.0"}
    everywhere |= {"librt.so.1", "libz.so.1", "libexpat.so.1", "libbsd.so.0", "libmd.so.0", "libpcre2-8.so.0"}
    everywhere |= {"libbrotlidec.so.1", "libbrotlicommon.so.1", "libzstd.so.1", "liblzma.so.5", "liblz4.so.1"}
    everywhere |= {"libsystemd.so.0", "libcap.so.2", "libgcrypt.so.20", "libgpg-error.so.0"}
    everywhere |= {name for name in outside if name.startswith("ld-linux")}
    assert "libxcb-icccm.so.4" in outside and "libQt6XcbQpa.so.6" not in outside
    assert [name for name in outside if name not in everywhere and name not in _PACKAGES] == []


def qt_direct_system_needs() -> list[str]:
    """The libraries outside PySide6 that Qt's own libraries and the xcb plugin link to (not those they need in
    turn: the package manager brings those), the C and C++ runtimes left out."""
    pyside = qt_xcb_plugin().parents[3].resolve()
    search = this_system()
    roots = [qt_xcb_plugin(), *(pyside / f"{module}.abi3.so" for module in ("QtCore", "QtGui", "QtWidgets", "QtSvg"))]
    direct: set[str] = set()
    for root in roots:
        libraries = resolve(root, search)
        inside = [root, *(path for path in libraries.values() if path and pyside in path.resolve().parents)]
        for path in inside:
            dynamic = read_dynamic(path)
            assert dynamic is not None
            for name in dynamic.needed:
                found = libraries.get(name)
                if found is not None and pyside not in found.resolve().parents:
                    direct.add(name)
    return sorted(direct)


def test_the_readme_names_the_packages_of_every_library_qt_links_to() -> None:
    """The system packages at the top of the README are, per distribution, the packages of the libraries Qt links to
    (the table the start-up message uses), so the first command works on a fresh installation that has them."""
    from pyramid_qt.system_libraries.packages import _PACKAGES
    from tests.test_readme import readme_system_packages

    needs = [name for name in qt_direct_system_needs() if name in _PACKAGES]
    assert {"libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxcb-cursor.so.0", "libGL.so.1"} <= set(needs)
    listed = readme_system_packages()
    for distribution in DISTRIBUTIONS:
        expected = install_command(needs, distribution)
        assert expected is not None
        if distribution is DEBIAN:
            expected = expected.replace("install ", "install python3-venv ", 1)  # the README's venv
        assert listed[distribution.key] == expected, distribution.key


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
def test_the_check_runs_only_where_qt_takes_the_xcb_plugin(environ: dict[str, str], platform: str, expected: bool):
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
    Settings().language = "id"
    run = first_start(tmp_path)
    assert run.returncode == 1, run.stderr
    assert run.stderr.startswith("pyramid-qt: permainan tidak bisa membuka jendelanya: pustaka sistem "), run.stderr
    assert run.stderr.rstrip().endswith(expected_command())
