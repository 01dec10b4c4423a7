"""pyproject.toml lists every package of the game: the list is written out (the resources and translations are
mapped from folders outside the package), so a new subpackage left off it is missing from every install."""

from __future__ import annotations

import fnmatch

import pytest

from tests.helpers.packaging import ROOT

tomllib = pytest.importorskip("tomllib")  # Python 3.11+


def test_every_package_folder_is_listed_in_pyproject() -> None:
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["packages"])
    folders = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "pyramid_qt").rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    assert folders - listed == set()


def test_every_shipped_table_file_is_package_data() -> None:
    """The label, difficulty and par tables under resources/labels/ each match a package-data pattern of
    pyproject.toml (a kind of table left off the list would be missing from every install)."""
    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    assert setuptools["package-dir"]["pyramid_qt.resources"] == "resources"
    patterns = setuptools["package-data"]["pyramid_qt.resources.labels"]
    files = sorted(path.name for path in (ROOT / "resources" / "labels").iterdir() if path.is_file())
    assert any(name.endswith(".par") for name in files)
    assert [name for name in files if not any(fnmatch.fnmatch(name, p) for p in patterns)] == []
