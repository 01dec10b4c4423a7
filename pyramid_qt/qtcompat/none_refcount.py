"""Work around PySide6 6.12 dropping references to None, True and False on CPython older than 3.12.

PySide6/shiboken 6.12 returns ``None`` from every void C++ method (``QPainter.drawPath``, ``QPainterPath.lineTo``
…) and ``True``/``False`` from some bool ones (``Signal.emit``) without taking a reference.  On Python 3.12+
these objects are immortal and nothing happens; on 3.11 (which we support) each call lowers their reference count
by one, and after a few thousand calls the interpreter aborts with "Fatal Python error: none_dealloc: deallocating
None" (or ``bool_dealloc``).  Painting one card deck is enough to trigger it.

The fix makes the three singletons effectively immortal, as 3.12 does, by adding a huge number to their reference
counts once.  They are never freed anyway, so the only effect is that the count can no longer reach zero.

Upstream: no report of this in Qt's tracker was found when it was written (seen with shiboken6 6.12.0; 6.11 and
earlier take the reference).  Applies to: PySide6 6.12.x on CPython < 3.12 only (:func:`needs_fix`).  Remove when
the supported PySide6 no longer has it or the minimum Python is 3.12; ``tests/qtcompat/test_qt_refcount.py`` shows
whether a new release still crashes without it.
"""

from __future__ import annotations

import ctypes
import sys

_HEADROOM = 1 << 48
"""Enough for a call per nanosecond for three days; far below the Py_ssize_t limit."""

_applied = False


AFFECTED_PYSIDE = "6.12."
"""The PySide6 releases that drop the references (seen with 6.12.0)."""


def needs_fix(pyside_version: str | None = None) -> bool:
    """Whether this interpreter and PySide6 have the problem (reads ``PySide6.__version__`` when not given)."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    if pyside_version is None:
        import PySide6

        pyside_version = PySide6.__version__
    return pyside_version.startswith(AFFECTED_PYSIDE)


def immortalise_singletons() -> bool:
    """Apply the fix once per process (idempotent); return whether it was applied by this call."""
    global _applied
    if _applied or not needs_fix():
        return False
    for singleton in (None, True, False):
        # ob_refcnt is the first field of every PyObject in CPython < 3.12.
        ctypes.c_ssize_t.from_address(id(singleton)).value += _HEADROOM
    _applied = True
    return True
