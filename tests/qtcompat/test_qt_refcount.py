"""The reference-count workaround (shiboken6 6.12 on CPython < 3.12): found by its probe where the fault is, and the
crash it prevents shown there."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from pyramid_qt.qtcompat import none_refcount as qt_refcount

REPO = Path(__file__).resolve().parents[2]

_MANY_VOID_CALLS = textwrap.dedent(
    """
    import sys
    from PySide6.QtGui import QPainterPath
    calls = sys.getrefcount(None) + 1000  # more than None has references, counted before any fix
    if sys.argv[1] == "fixed":
        from pyramid_qt.qtcompat.none_refcount import immortalise_singletons
        immortalise_singletons()
    path = QPainterPath()
    for _ in range(calls):
        path.moveTo(1.0, 1.0)  # a void method: shiboken6 6.12 drops a reference to None each time
    print("survived")
    """
)

_PROBE = "from pyramid_qt.qtcompat.none_refcount import drops_references; print(drops_references())"


def _probe_in_fresh_process() -> bool:
    out = subprocess.run([sys.executable, "-c", _PROBE], cwd=REPO, capture_output=True, text=True, check=True)
    return out.stdout.strip() == "True"


def test_applying_twice_is_harmless():
    qt_refcount.immortalise_singletons()
    assert qt_refcount.immortalise_singletons() is False
    if _probe_in_fresh_process():
        assert sys.getrefcount(None) > 1 << 40
        assert sys.getrefcount(True) > 1 << 40


def test_immortal_singletons_are_never_found_at_fault():
    """On CPython 3.12+ (and other Pythons) nothing is touched, whatever PySide6 does."""
    if sys.implementation.name == "cpython" and sys.version_info < (3, 12):
        pytest.skip("the singletons are mortal on this Python: the probe must look")
    assert qt_refcount.drops_references() is False


@pytest.mark.skipif(
    sys.implementation.name != "cpython" or sys.version_info >= (3, 12), reason="None is immortal on this Python"
)
@pytest.mark.parametrize("mode, survives", [("fixed", True), ("raw", False)])
def test_void_qt_calls_exhaust_none_unless_fixed(mode, survives):
    """Where the probe finds the fault, the interpreter aborts without the fix and lives with it; where it does not,
    the same calls are harmless unfixed (the probe cannot miss a fault that crashes)."""
    result = subprocess.run(
        [sys.executable, "-c", _MANY_VOID_CALLS, mode], cwd=REPO, capture_output=True, text=True, timeout=120
    )
    survived = result.returncode == 0 and result.stdout.strip() == "survived"
    if _probe_in_fresh_process():
        assert survived is survives, result.stderr[-500:]
    else:
        assert survived, result.stderr[-500:]
