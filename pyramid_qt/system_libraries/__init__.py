"""Before Qt starts on Linux: the system libraries its xcb platform plugin needs and cannot find, with the command
that installs them.

Without them Qt aborts at the first window with "Could not load the Qt platform plugin "xcb"" (and a hint about
libxcb-cursor0 even when that one is installed).  No Qt here: the caller passes the plugin's path.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from pyramid_qt.system_libraries.loader import SearchPath, missing_libraries
from pyramid_qt.system_libraries.packages import Distribution, install_command, this_distribution

XCB = "xcb"
XCB_PLUGIN_FILE = "libqxcb.so"


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
    plugin: Path,
    search: SearchPath | None = None,
    distribution: Distribution | None | bool = True,
) -> MissingLibraries | None:
    """What ``plugin`` lacks and how to install it; ``None`` when nothing is missing.  ``search`` and
    ``distribution`` default to this system's (``True``: read ``os-release``)."""
    search = SearchPath.of_this_system() if search is None else search
    missing = missing_libraries(plugin, search)
    if not missing:
        return None
    chosen = this_distribution() if distribution is True else distribution
    return MissingLibraries(tuple(missing), install_command(missing, chosen or None))
