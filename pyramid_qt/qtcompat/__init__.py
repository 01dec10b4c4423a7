"""PySide6 workarounds: one module per problem, each naming its upstream report and the versions it applies to.

Only the Qt entry points call :func:`apply` — the desktop app (``pyramid_qt.app``), the ``pyramid_qt.ui`` package
(so tools and benches that paint get it), and the test suite's ``conftest.py``.  The engine, the solver and the
command-line tools never import this package, so they load neither ctypes nor PySide6.

- :mod:`.none_refcount` — shiboken6 6.12 drops references to ``None``/``True``/``False`` on CPython < 3.12.
- :mod:`.feature_scan` — PySide6's per-module source scan (PYSIDE-2029) made cheap; a start-up speed-up only.
- :mod:`.fast_enums` — PySide6's Qt enums built as the standard library builds its own; a start-up speed-up only.
- :mod:`.signature_load` — shiboken6's signature support compiled through the start-up's code cache, its
  import-time regular expressions compiled when first used; a start-up speed-up only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pyramid_qt.code_cache import CodeCache

_applied = False


def apply(code_cache: CodeCache | None = None) -> None:
    """Apply every workaround this PySide6 and Python need, once per process (later calls do nothing).
    ``code_cache``: where shiboken6's signature support is compiled, kept between runs (the desktop start-up's;
    ``None``: compiled at every start, as PySide6 does)."""
    global _applied
    if _applied:
        return
    from pyramid_qt.qtcompat.fast_enums import build_enums_fast
    from pyramid_qt.qtcompat.signature_load import importing_shiboken

    build_enums_fast()  # before PySide6 makes its first enum
    with importing_shiboken(code_cache):
        import shiboken6  # noqa: F401 (installs PySide6's import hook, which the feature-scan fix replaces)

    from pyramid_qt.qtcompat.feature_scan import speed_up_feature_scan
    from pyramid_qt.qtcompat.none_refcount import immortalise_singletons

    immortalise_singletons()
    speed_up_feature_scan()
    _applied = True


def applied() -> bool:
    return _applied
