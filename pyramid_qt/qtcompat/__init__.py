"""PySide6 workarounds: one module per problem, each naming its upstream report and the versions it applies to.

Only the Qt entry points call :func:`apply` — the desktop app (``pyramid_qt.app``), the ``pyramid_qt.ui`` package
(so tools and benches that paint get it), and the test suite's ``conftest.py``.  The engine, the solver and the
command-line tools never import this package, so they load neither ctypes nor PySide6.

A workaround lives here only when it fixes a crash or a wrong result — never a speed — and it detects the fault
itself where it runs (not a version number), with a test that shows the fault where it applies
(docs/contributing.md, "Workarounds of other projects' bugs").  Nothing here replaces CPython's, PySide6's or
shiboken's own code.

- :mod:`.none_refcount` — shiboken6 6.12 drops references to ``None``/``True``/``False`` on CPython < 3.12 (the
  interpreter aborts).
- :mod:`.accessible_cast` — what a Python accessible interface's ``interface_cast`` must return (a crash otherwise);
  used by the accessible board, not applied here.
"""

from __future__ import annotations

_applied = False


def apply() -> None:
    """Apply every workaround this PySide6 and Python need, once per process (later calls do nothing)."""
    global _applied
    if _applied:
        return
    from pyramid_qt.qtcompat.none_refcount import immortalise_singletons

    immortalise_singletons()
    _applied = True


def applied() -> bool:
    return _applied
