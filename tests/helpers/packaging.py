"""Paths and readers shared by the packaging tests."""

from __future__ import annotations

import importlib
import struct
from pathlib import Path

import pytest

from pyramid_qt import APP_ID

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
DESKTOP_FILE = PACKAGING / f"{APP_ID}.desktop"
METAINFO_FILE = PACKAGING / f"{APP_ID}.metainfo.xml"
ICON_SVG = PACKAGING / "icons" / f"{APP_ID}.svg"
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)


def icon_png(size: int) -> Path:
    return PACKAGING / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def png_header(path: Path) -> tuple[int, int, int]:
    """Width, height and colour type from the IHDR chunk (colour type 6 = RGBA)."""
    data = path.read_bytes()[:26]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height, data[25]


def project_commands() -> set[str]:
    """Every command the wheel installs, from pyproject's console and GUI scripts."""
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return set(project.get("scripts", {})) | set(project.get("gui-scripts", {}))


NATIVE_KERNEL = "pyramid_qt.solver.search._native"  # the optional compiled kernel (setup.py)
NATIVE_SOURCE = ROOT / "pyramid_qt" / "solver" / "search" / "_native.c"


def native_kernel() -> tuple[Path | None, str]:
    """Where the compiled kernel was imported from (None when it was not built), and a one-line account of it."""
    try:
        module = importlib.import_module(NATIVE_KERNEL)
    except ImportError as error:
        return None, f"not built ({error}): the solver runs its pure-Python kernels"
    path = Path(module.__file__ or "")
    stale = path.parent == NATIVE_SOURCE.parent and path.stat().st_mtime < NATIVE_SOURCE.stat().st_mtime
    advice = " — OLDER than _native.c: rebuild with `pip install -e .`" if stale else ""
    return path, f"{path}{advice}"
