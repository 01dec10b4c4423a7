"""Where the shipped data lives: inside the installed package, or at the top of a source checkout."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _data_dir(name: str) -> Path:
    installed = _PACKAGE / name
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / name


def resources_dir() -> Path:
    return _data_dir("resources")


def translations_dir() -> Path:
    return _data_dir("translations")
