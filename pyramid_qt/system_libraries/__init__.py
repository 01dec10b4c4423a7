"""On Linux: the system libraries that PySide6's modules or Qt's xcb platform plugin need and cannot find, with the
command that installs them.

Without them ``import PySide6.QtGui`` fails ("libEGL.so.1: cannot open shared object file"), or Qt aborts at the
first window with "Could not load the Qt platform plugin "xcb"" (and a hint about libxcb-cursor0 even when that one
is installed).  No Qt here: PySide6's files are found without importing it, and the caller passes the plugin's path.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import re
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from pyramid_qt.system_libraries.loader import SearchPath, missing_libraries
from pyramid_qt.system_libraries.packages import Distribution, install_command, this_distribution

XCB = "xcb"
XCB_PLUGIN_FILE = "libqxcb.so"
QT_MODULES = ("QtCore", "QtGui", "QtWidgets")
"""The PySide6 modules the game loads before its first frame."""
_UNLOADABLE = re.compile(
    r"^(?:\S*/)?([^/\s:]+\.so(?:\.[0-9]+)*): (?:cannot open shared object file|file too short|invalid ELF header"
    r"|wrong ELF class)"
)


@dataclass(frozen=True)
class MissingLibraries:
    libraries: tuple[str, ...]  # file names, libxcb-icccm.so.4
    command: str | None  # sudo apt install libxcb-icccm4 …, None when the distribution or packages are unknown


def xcb_expected(environ: Mapping[str, str] = os.environ, platform: str = sys.platform) -> bool:
    """Whether Qt will start on the xcb plugin: on Linux, ``QT_QPA_PLATFORM`` names it first, or is unset outside
    a Wayland session (where Qt takes its Wayland plugin)."""
    if not platform.startswith("linux"):
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "").strip()
    if chosen:
        return chosen.split(";", 1)[0].split(":", 1)[0].strip() == XCB
    return environ.get("XDG_SESSION_TYPE", "").strip().lower() != "wayland"


def xcb_plugin_files(plugins: Path, environ: Mapping[str, str] = os.environ) -> list[Path]:
    """The xcb plugins Qt tries, in its order: the one in ``QT_QPA_PLATFORM_PLUGIN_PATH`` (when there is one), then
    the one in ``plugins`` (Qt's plugin folder), which Qt falls back to.  Qt aborts only when none loads."""
    candidates = []
    override = environ.get("QT_QPA_PLATFORM_PLUGIN_PATH")
    if override and Path(override, XCB_PLUGIN_FILE).is_file():
        candidates.append(Path(override, XCB_PLUGIN_FILE))
    standard = plugins / "platforms" / XCB_PLUGIN_FILE
    if standard.is_file():
        candidates.append(standard)
    return candidates


def missing_for(
    *objects: Path,
    search: SearchPath | None = None,
    distribution: Distribution | None | bool = True,
) -> MissingLibraries | None:
    """What loading ``objects`` lacks (each library once, in the loader's order) and how to install it; ``None``
    when nothing is missing.  ``search`` and ``distribution`` default to this system's (``True``: read
    ``os-release``)."""
    search = SearchPath.of_this_system() if search is None else search
    missing = list(dict.fromkeys(name for path in objects for name in missing_libraries(path, search)))
    return _install(missing, distribution)


def pyside_module_files(modules: Iterable[str] = QT_MODULES) -> list[Path]:
    """The compiled files of PySide6's ``modules`` (``QtCore.abi3.so`` …), found without importing PySide6."""
    spec = importlib.util.find_spec("PySide6")
    folders = [Path(folder) for folder in (spec.submodule_search_locations or [])] if spec is not None else []
    suffixes = importlib.machinery.EXTENSION_SUFFIXES
    found = []
    for module in modules:
        files = [folder / f"{module}{suffix}" for folder in folders for suffix in suffixes]
        found.extend([path for path in files if path.is_file()][:1])
    return found


def missing_for_pyside(error: ImportError, distribution: Distribution | None | bool = True) -> MissingLibraries | None:
    """What PySide6's modules lack when importing one failed with ``error``: the libraries the loader cannot find
    for them, else the one the error names as unloadable (a file that is there but not a library); ``None`` when
    the failure is not a missing library."""
    missing = missing_for(*pyside_module_files(), distribution=distribution)
    if missing is not None:
        return missing
    named = _UNLOADABLE.match(str(error))
    return None if named is None else _install([named.group(1)], distribution)


def _install(missing: list[str], distribution: Distribution | None | bool) -> MissingLibraries | None:
    if not missing:
        return None
    chosen = this_distribution() if distribution is True else distribution
    return MissingLibraries(tuple(missing), install_command(missing, chosen or None))
