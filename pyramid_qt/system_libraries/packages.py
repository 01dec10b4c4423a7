"""Which package of the player's Linux distribution holds a missing library, and the command that installs it.

The table covers the system libraries that PySide6's QtCore, QtGui and QtWidgets and Qt's xcb platform plugin load
(``libQt6Core``, ``libQt6Gui``, ``libQt6DBus``, ``libQt6XcbQpa`` and what they need in turn, as PySide6 6.8-6.x
links them), but the C library's own (libc, libm, libdl, libpthread, librt, the loader).  The
distribution comes from ``os-release`` (``ID``, then ``ID_LIKE``), so derivatives (Ubuntu, Mint, Rocky, Manjaro,
Leap, …) get their parent's command.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

OS_RELEASE = (Path("/etc/os-release"), Path("/usr/lib/os-release"))


@dataclass(frozen=True)
class Distribution:
    key: str
    ids: frozenset[str]  # os-release ID values of the family
    install: str  # the command, packages follow it


DEBIAN = Distribution(
    "debian", frozenset({"debian", "ubuntu", "linuxmint", "pop", "raspbian", "devuan"}), "sudo apt install"
)
FEDORA = Distribution("fedora", frozenset({"fedora", "rhel", "centos", "rocky", "almalinux"}), "sudo dnf install")
ARCH = Distribution("arch", frozenset({"arch", "manjaro", "endeavouros"}), "sudo pacman -S")
SUSE = Distribution("suse", frozenset({"suse", "opensuse", "sles"}), "sudo zypper install")
DISTRIBUTIONS = (DEBIAN, FEDORA, ARCH, SUSE)

# library name: package on Debian/Ubuntu, Fedora/RHEL, Arch, openSUSE
_PACKAGES: dict[str, tuple[str, str, str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor", "xcb-util-cursor", "libxcb-cursor0"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm", "xcb-util-wm", "libxcb-icccm4"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image", "xcb-util-image", "libxcb-image0"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms", "xcb-util-keysyms", "libxcb-keysyms1"),
    "libxcb-render-util.so.0": (
        "libxcb-render-util0",
        "xcb-util-renderutil",
        "xcb-util-renderutil",
        "libxcb-render-util0",
    ),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util", "xcb-util", "libxcb-util1"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb", "libxcb", "libxcb-randr0"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb", "libxcb", "libxcb-render0"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb", "libxcb", "libxcb-shape0"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb", "libxcb", "libxcb-shm0"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb", "libxcb", "libxcb-sync1"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb", "libxcb", "libxcb-xfixes0"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb", "libxcb", "libxcb-xkb1"),
    "libxcb.so.1": ("libxcb1", "libxcb", "libxcb", "libxcb1"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb", "libx11", "libX11-xcb1"),
    "libX11.so.6": ("libx11-6", "libX11", "libx11", "libX11-6"),
    "libXau.so.6": ("libxau6", "libXau", "libxau", "libXau6"),
    "libXdmcp.so.6": ("libxdmcp6", "libXdmcp", "libxdmcp", "libXdmcp6"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon", "libxkbcommon", "libxkbcommon0"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11", "libxkbcommon-x11", "libxkbcommon-x11-0"),
    "libGL.so.1": ("libgl1", "libglvnd-glx", "libglvnd", "libGL1"),
    "libGLX.so.0": ("libglx0", "libglvnd-glx", "libglvnd", "libGLX0"),
    "libGLdispatch.so.0": ("libglvnd0", "libglvnd", "libglvnd", "libGLdispatch0"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl", "libglvnd", "libEGL1"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl", "libglvnd", "libOpenGL0"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig", "fontconfig", "libfontconfig1"),
    "libfreetype.so.6": ("libfreetype6", "freetype", "freetype2", "libfreetype6"),
    "libpng16.so.16": ("libpng16-16", "libpng", "libpng", "libpng16-16"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2", "glib2", "libglib-2_0-0"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2", "glib2", "libgthread-2_0-0"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs", "dbus", "libdbus-1-3"),
    # What libQt6Core, GLib, FreeType, fontconfig and libdbus need in turn: rarely absent, but never unnamed.
    "libz.so.1": ("zlib1g", "zlib", "zlib", "libz1"),
    "libzstd.so.1": ("libzstd1", "libzstd", "zstd", "libzstd1"),
    "libpcre2-8.so.0": ("libpcre2-8-0", "pcre2", "pcre2", "libpcre2-8-0"),
    "libbrotlidec.so.1": ("libbrotli1", "libbrotli", "brotli", "libbrotlidec1"),
    "libbrotlicommon.so.1": ("libbrotli1", "libbrotli", "brotli", "libbrotlicommon1"),
    "libexpat.so.1": ("libexpat1", "expat", "expat", "libexpat1"),
    "libstdc++.so.6": ("libstdc++6", "libstdc++", "gcc-libs", "libstdc++6"),
    "libgcc_s.so.1": ("libgcc-s1", "libgcc", "gcc-libs", "libgcc_s1"),
    "libsystemd.so.0": ("libsystemd0", "systemd-libs", "systemd-libs", "libsystemd0"),
    "libcap.so.2": ("libcap2", "libcap", "libcap", "libcap2"),
    "libgcrypt.so.20": ("libgcrypt20", "libgcrypt", "libgcrypt", "libgcrypt20"),
    "libgpg-error.so.0": ("libgpg-error0", "libgpg-error", "libgpg-error", "libgpg-error0"),
    "liblzma.so.5": ("liblzma5", "xz-libs", "xz", "liblzma5"),
    "liblz4.so.1": ("liblz4-1", "lz4-libs", "lz4", "liblz4-1"),
    "libbsd.so.0": ("libbsd0", "libbsd", "libbsd", "libbsd0"),
    "libmd.so.0": ("libmd0", "libmd", "libmd", "libmd0"),
}
_COLUMN = {distribution.key: index for index, distribution in enumerate(DISTRIBUTIONS)}


def package(library: str, distribution: Distribution) -> str | None:
    """The package that holds ``library`` on ``distribution``; ``None`` when the table does not know it."""
    row = _PACKAGES.get(library)
    return None if row is None else row[_COLUMN[distribution.key]]


def install_command(libraries: Iterable[str], distribution: Distribution | None) -> str | None:
    """The one command that installs every library of ``libraries`` the table knows (each package once, in order);
    ``None`` for an unknown distribution or when it knows none of them."""
    if distribution is None:
        return None
    packages = [name for name in (package(library, distribution) for library in libraries) if name is not None]
    if not packages:
        return None
    return " ".join([distribution.install, *dict.fromkeys(packages)])


def this_distribution(os_release: Iterable[Path] = OS_RELEASE) -> Distribution | None:
    """The family of the running distribution by ``os-release``, ``None`` when none of :data:`DISTRIBUTIONS`."""
    for path in os_release:
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        return distribution_of(text)
    return None


def distribution_of(os_release: str) -> Distribution | None:
    fields: dict[str, str] = {}
    for line in os_release.splitlines():
        name, sep, value = line.partition("=")
        if sep:
            fields[name.strip()] = value.strip().strip("\"'")
    for word in [fields.get("ID", ""), *fields.get("ID_LIKE", "").split()]:
        word = word.lower()
        for distribution in DISTRIBUTIONS:
            if word in distribution.ids or (distribution is SUSE and word.startswith(("opensuse", "sle"))):
                return distribution
    return None
