"""Which package holds a missing library on the player's distribution, and the command."""

from __future__ import annotations

from pathlib import Path

import pytest

from pyramid_qt.system_libraries import pyside_module_files
from pyramid_qt.system_libraries.elf import read_dynamic
from pyramid_qt.system_libraries.loader import resolve
from pyramid_qt.system_libraries.packages import (
    _PACKAGES,
    ARCH,
    DEBIAN,
    DISTRIBUTIONS,
    FEDORA,
    SUSE,
    distribution_of,
    install_command,
    this_distribution,
)
from tests.helpers.system_libraries import HIDDEN, qt_xcb_plugin, this_system

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


GLIBC = {"libc.so.6", "libm.so.6", "libdl.so.2", "libpthread.so.0", "librt.so.1"}
"""The C library's own: without them no Python runs, so the game never has to name them."""
EVERY_INSTALLATION = {"libstdc++.so.6", "libgcc_s.so.1", "libz.so.1", "libzstd.so.1"}
"""Needed by Qt's libraries themselves, but on every installation that has a package manager (apt, dnf, pacman and
zypper need them): the README's list leaves them out."""


def test_the_table_knows_every_system_library_that_pyside_s_modules_and_the_plugin_load() -> None:
    """Every library that QtCore, QtGui, QtWidgets or the xcb plugin brings in from outside PySide6 (as this machine's
    loader finds them) has a package in the table, but the C library's own: whichever is missing is named with the
    command that installs it."""
    plugin = qt_xcb_plugin()
    pyside = plugin.parents[3].resolve()
    modules = pyside_module_files()
    assert [path.name.split(".")[0] for path in modules] == ["QtCore", "QtGui", "QtWidgets"]
    libraries: dict[str, Path | None] = {}
    for root in (*modules, plugin):
        libraries.update(resolve(root, this_system()))
    assert None not in libraries.values()
    wheels = pyside.parent  # PySide6's and shiboken6's own libraries come with their wheels
    outside = [name for name, path in libraries.items() if path is not None and wheels not in path.resolve().parents]
    assert {"libxcb-icccm.so.4", "libglib-2.0.so.0", "libEGL.so.1", "libdbus-1.so.3"} <= set(outside)
    assert "libQt6XcbQpa.so.6" not in outside
    unknown = [name for name in outside if name not in GLIBC and not name.startswith("ld-linux")]
    assert [name for name in unknown if name not in _PACKAGES] == []


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
    """The system packages of the README's Linux install are, per distribution, the packages of the libraries Qt links
    to (the table the start-up message uses), so the first command works on a fresh installation that has them."""
    from tests.test_readme import readme_system_packages

    needs = [name for name in qt_direct_system_needs() if name in _PACKAGES and name not in EVERY_INSTALLATION]
    assert {"libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxcb-cursor.so.0", "libGL.so.1"} <= set(needs)
    listed = readme_system_packages()
    for distribution in DISTRIBUTIONS:
        expected = install_command(needs, distribution)
        assert expected is not None
        if distribution is DEBIAN:
            expected = expected.replace("install ", "install python3-venv ", 1)  # the README's venv
        assert listed[distribution.key] == expected, distribution.key
