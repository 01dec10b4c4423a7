"""The PySide6 6.12 / CPython 3.11 reference-count workaround."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import PySide6
import pytest

from pyramid_qt.qtcompat import none_refcount as qt_refcount

REPO = Path(__file__).resolve().parents[2]

_MANY_VOID_CALLS = textwrap.dedent(
    """
    import sys
    from PySide6.QtGui import QPainterPath
    calls = sys.getrefcount(None) + 1000
    if sys.argv[1] == "fixed":
        from pyramid_qt.qtcompat.none_refcount import immortalise_singletons
        immortalise_singletons()
    path = QPainterPath()
    for _ in range(calls):
        path.moveTo(1.0, 1.0)  # a void method: PySide6 6.12 drops a reference to None each time
    print("survived")
    """
)


def test_applying_twice_is_harmless():
    qt_refcount.immortalise_singletons()
    assert qt_refcount.immortalise_singletons() is False
    if qt_refcount.needs_fix():
        assert sys.getrefcount(None) > 1 << 40
        assert sys.getrefcount(True) > 1 << 40


def test_the_fix_is_for_pyside_6_12_on_python_before_3_12_only():
    old_python = sys.implementation.name == "cpython" and sys.version_info < (3, 12)
    assert qt_refcount.needs_fix("6.12.0") is old_python
    assert qt_refcount.needs_fix("6.12.3") is old_python
    assert qt_refcount.needs_fix("6.11.2") is False
    assert qt_refcount.needs_fix("6.13.0") is False


@pytest.mark.skipif(
    sys.implementation.name != "cpython" or sys.version_info >= (3, 12), reason="None is immortal on this Python"
)
@pytest.mark.parametrize("mode, survives", [("fixed", True), ("raw", False)])
def test_void_qt_calls_exhaust_none_unless_fixed(mode, survives):
    """Without the fix the interpreter aborts (seen with PySide6 6.12.0; other releases may not need the fix)."""
    if not survives and not PySide6.__version__.startswith("6.12."):
        pytest.skip(f"the crash was seen with PySide6 6.12, this is {PySide6.__version__}")
    result = subprocess.run(
        [sys.executable, "-c", _MANY_VOID_CALLS, mode], cwd=REPO, capture_output=True, text=True, timeout=120
    )
    assert (result.returncode == 0 and result.stdout.strip() == "survived") is survives, result.stderr[-500:]
