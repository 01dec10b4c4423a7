"""PySide6's per-module scan, made cheap: same answers as PySide6's own, installed once, harmless when absent."""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest
import shiboken6  # noqa: F401 (loads PySide6's feature module)

from pyramid_qt.qtcompat import feature_scan as qt_feature_scan
from pyramid_qt.qtcompat.feature_scan import FEATURE_MODULE, make_fast_scan, speed_up_feature_scan


def _pyside_scan():
    feature = sys.modules[FEATURE_MODULE]
    current = feature._mod_uses_pyside
    return getattr(current, "original", current)


def test_the_fast_scan_agrees_with_pyside_on_every_loaded_module():
    original = _pyside_scan()
    fast = make_fast_scan(original)
    import pyramid_qt.engine.cards  # noqa: F401 (plain Python, no Qt)
    import pyramid_qt.ui.board.scene  # noqa: F401 (uses PySide6)

    modules = [module for module in list(sys.modules.values()) if isinstance(module, types.ModuleType)]
    answers = {module.__name__: fast(module) for module in modules}
    assert answers == {module.__name__: original(module) for module in modules}
    assert answers["pyramid_qt.ui.board.scene"] is True
    assert answers["pyramid_qt.engine.cards"] is False
    assert len(modules) > 100


def test_modules_without_a_py_file_go_to_pyside(tmp_path: Path):
    asked: list[str] = []

    def original(module: types.ModuleType) -> bool:
        asked.append(module.__name__)
        return True

    fast = make_fast_scan(original)
    built_in = types.ModuleType("built_in")
    gone = types.ModuleType("gone")
    gone.__file__ = str(tmp_path / "missing.py")
    assert fast(built_in) is True
    assert fast(gone) is True
    assert asked == ["built_in", "gone"]
    source = tmp_path / "uses_qt.py"
    source.write_text("from PySide6.QtCore import QObject\n", encoding="utf-8")
    plain = types.ModuleType("uses_qt")
    plain.__file__ = str(source)
    assert fast(plain) is True
    assert asked == ["built_in", "gone"]  # answered from the file


def test_installing_is_idempotent_and_keeps_pyside_behind_it(monkeypatch):
    feature = sys.modules[FEATURE_MODULE]
    original = _pyside_scan()
    monkeypatch.setattr(feature, "_mod_uses_pyside", original)
    assert speed_up_feature_scan()
    installed = feature._mod_uses_pyside
    assert installed is not original and installed.original is original
    assert speed_up_feature_scan()
    assert feature._mod_uses_pyside is installed  # not wrapped twice


@pytest.mark.parametrize("state", ["no module", "no function"])
def test_without_pyside_feature_scan_nothing_changes(monkeypatch, state):
    fake = types.ModuleType(FEATURE_MODULE)
    if state == "no module":
        monkeypatch.delitem(sys.modules, FEATURE_MODULE)
    else:
        monkeypatch.setitem(sys.modules, FEATURE_MODULE, fake)
    assert qt_feature_scan.speed_up_feature_scan() is False
    assert not hasattr(fake, "_mod_uses_pyside")
