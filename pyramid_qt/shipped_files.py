"""Where the shipped data lives: inside the installed package, or at the top of a source checkout."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _data_dir(name: str) -> Path:
    """The installed copy when there is one; the checkout's folder when running from a source tree (an
    editable install included).  An installed package without the folder still answers its own path, so a
    missing file shows up as missing instead of being read from an unrelated ``site-packages/<name>``."""
    installed = _PACKAGE / name
    checkout = _PACKAGE.parent / name
    if not installed.is_dir() and (_PACKAGE.parent / "pyproject.toml").is_file():
        return checkout
    return installed


def resources_dir() -> Path:
    return _data_dir("resources")


def translations_dir() -> Path:
    return _data_dir("translations")


def docs_dir() -> Path:
    """The documents shipped for players and scripts (the position file format, the automation surface)."""
    return _data_dir("docs")


def position_format_file() -> Path:
    """The description of the position text (``pyramid-qt --help`` and ``pyramid-qt-solve --help`` name it)."""
    return docs_dir() / "position-format.md"
