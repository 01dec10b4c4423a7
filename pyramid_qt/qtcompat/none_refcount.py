"""Work around shiboken6 dropping references to None, True and False on CPython older than 3.12.

shiboken6 6.12 returns ``None`` from every void C++ method (``QPainter.drawPath``, ``QPainterPath.lineTo`` …) and
``True``/``False`` from some bool ones (``Signal.emit``) without taking a reference.  On Python 3.12+ these objects
are immortal and nothing happens; on 3.10 and 3.11 (which we support) each call lowers their reference count by
one, and after a few thousand calls the interpreter aborts with "Fatal Python error: none_dealloc: deallocating
None" (or ``bool_dealloc``).  Painting one card deck is enough to trigger it.

The fix makes the three singletons effectively immortal, as 3.12 does, by adding a huge number to their reference
counts once.  They are never freed anyway, so the only effect is that the count can no longer reach zero.

Where it applies is found by looking for the fault itself (:func:`drops_references`): a few void calls and signal
emissions, and whether the counts of ``None`` and ``True`` fell by as many.  Seen with shiboken6 6.12.0 on CPython
3.10 and 3.11; 6.11 and earlier take the reference.  No upstream report was found when this was written.  Remove
when no supported PySide6 has it or the minimum Python is 3.12; ``tests/qtcompat/test_qt_refcount.py`` shows the
crash without the fix wherever the probe finds the fault.
"""

from __future__ import annotations

import sys

_HEADROOM = 1 << 48
"""Enough for a call per nanosecond for three days; far below the Py_ssize_t limit."""
PROBE_CALLS = 16
"""Calls the probe makes of each kind: a count that falls by all of them is the fault, not a coincidence."""

_applied = False


def drops_references() -> bool:
    """Whether this PySide6 drops a reference to ``None`` on a void call or to ``True`` on ``Signal.emit`` (the
    probe costs the singletons ``PROBE_CALLS`` references each where it does, which is far from their count)."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False  # the singletons are immortal: a dropped reference changes nothing
    from PySide6.QtCore import QObject, Signal
    from PySide6.QtGui import QPainterPath

    class Probe(QObject):
        fired = Signal()

    path, probe = QPainterPath(), Probe()
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(PROBE_CALLS):
        path.moveTo(1.0, 1.0)
        probe.fired.emit()
    lost = (none_before - sys.getrefcount(None), true_before - sys.getrefcount(True))
    return max(lost) >= PROBE_CALLS


def immortalise_singletons() -> bool:
    """Apply the fix once per process where the fault is (idempotent); return whether this call applied it."""
    global _applied
    if _applied or not drops_references():
        return False
    import ctypes

    for singleton in (None, True, False):
        # ob_refcnt is the first field of every PyObject in CPython < 3.12.
        ctypes.c_ssize_t.from_address(id(singleton)).value += _HEADROOM
    _applied = True
    return True
