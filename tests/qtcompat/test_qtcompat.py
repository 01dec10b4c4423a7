"""The PySide6 workarounds are applied by the Qt entry points only: the engine and solver load no Qt and no ctypes;
and applying them replaces nothing of CPython's, PySide6's or shiboken's (a rebuilt ``enum`` once broke keyboard play
on Debian 12's Python 3.11.2)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
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
        "from pyramid_qt.qtcompat import none_refcount; "
        "print(qtcompat.applied(), none_refcount.immortalise_singletons())"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    # Applied by importing the UI; a second application does nothing.
    assert out.stdout.split() == ["True", "False"]


# What the start-up of a Qt program goes through: each of these is the interpreter's or PySide6's own, before and
# after the workarounds, and after a window was made (the app's whole start-up, as the app runs it).
_IDENTITIES = textwrap.dedent(
    """
    import builtins, dataclasses, enum, importlib, json, sys

    def identities():
        return {
            "enum.EnumType.__call__": id(vars(enum.EnumType).get("__call__")),
            "enum.EnumType.__new__": id(vars(enum.EnumType).get("__new__")),
            "enum._simple_enum": id(getattr(enum, "_simple_enum", None)),
            "enum.Flag.__invert__": id(vars(enum.Flag).get("__invert__")),
            "enum.Flag._missing_": id(vars(enum.Flag).get("_missing_")),
            "builtins.compile": id(builtins.compile),
            "builtins.exec": id(builtins.exec),
            "builtins.__import__": id(builtins.__import__),
            "dataclasses.exec": id(vars(dataclasses).get("exec")),
            "importlib.import_module": id(importlib.import_module),
            "sys.meta_path": [type(finder).__qualname__ for finder in sys.meta_path],
            "sys.path_hooks": [id(hook) for hook in sys.path_hooks],
        }

    import PySide6.QtCore, shiboken6  # PySide6 installs its own hooks: those are its, not ours
    before = identities()
    from pyramid_qt import qtcompat
    qtcompat.apply()
    import pyramid_qt.ui.main_window
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    window = pyramid_qt.ui.main_window.MainWindow()
    inverted = ~Qt.KeyboardModifier.KeypadModifier  # what the board does with every key
    after = identities()
    print(json.dumps({"changed": sorted(k for k in before if before[k] != after[k]), "inverted": inverted.value}))
    """
)


def test_applying_the_workarounds_replaces_nothing_of_python_or_pyside():
    env = {**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run(
        [sys.executable, "-c", _IDENTITIES], capture_output=True, text=True, check=True, cwd=ROOT, env=env
    )
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["changed"] == []
    assert seen["inverted"] & 0x20000000 == 0  # KeypadModifier cleared, every other bit kept
