"""The PySide6 workarounds are applied by the Qt entry points only: the engine and solver load no Qt and no ctypes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _loaded_after(imports: str) -> set[str]:
    code = f"import sys; import {imports}; print(' '.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    return set(out.stdout.split())


@pytest.mark.parametrize(
    "imports",
    ["pyramid_qt", "pyramid_qt.engine", "pyramid_qt.solver", "pyramid_qt.solver.cli", "pyramid_qt.store.stats"],
)
def test_plain_python_layers_load_neither_qt_nor_ctypes(imports):
    loaded = _loaded_after(imports)
    assert "ctypes" not in loaded
    assert not {name for name in loaded if name.startswith(("PySide6", "shiboken6"))}
    assert "pyramid_qt.qtcompat" not in loaded


def test_the_ui_package_applies_the_workarounds_once():
    code = (
        "import sys; import pyramid_qt.ui; from pyramid_qt import qtcompat; "
        "from pyramid_qt.qtcompat import none_refcount, feature_scan; "
        "print(qtcompat.applied(), none_refcount.immortalise_singletons())"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    # Applied by importing the UI; a second application does nothing.
    assert out.stdout.split() == ["True", "False"]
