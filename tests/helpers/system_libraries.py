"""The xcb plugin of this PySide6 and this machine's loader search, for the tests of pyramid_qt/system_libraries."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QLibraryInfo

from pyramid_qt.system_libraries import xcb_plugin_files
from pyramid_qt.system_libraries.loader import SearchPath

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
