"""pyproject.toml lists every package of the game: the list is written out (the resources and translations are
mapped from folders outside the package), so a new subpackage left off it is missing from every install."""

from __future__ import annotations

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
