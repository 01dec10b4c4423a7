"""Make PySide6's per-module source scan cheap: a start-up cost of about 0.1 ms for every module imported.

PySide6 (since 6.4, PYSIDE-2029) replaces ``__import__`` so that it can switch its ``__feature__`` options per
module; the first time a module is named in an import statement, ``shibokensupport.feature._mod_uses_pyside``
decides whether that module uses PySide by calling ``inspect.getsource(module)`` and looking for the text
"PySide6".  ``inspect.getsource`` goes through linecache and a search of ``sys.modules`` for every module, which
for the hundred-odd modules the game imports before its first frame adds up to about a tenth of its start-up.

:func:`speed_up_feature_scan` replaces that function with one that gives the same answer by reading the module's
``.py`` file and searching its bytes; anything without a plain ``.py`` source (built-ins, extensions, zipped or
frozen modules) still goes to PySide's own function.  It needs ``shiboken6`` imported (which any PySide6 import
does) and is applied by the desktop start-up only, never by the engine, which imports no Qt.  If a PySide6
version no longer has the function, nothing is changed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

FEATURE_MODULE = "shibokensupport.feature"
NEEDLE = b"PySide6"


def _plain_source(module: ModuleType) -> str | None:
    path = getattr(module, "__file__", None)
    return path if isinstance(path, str) and path.endswith(".py") else None


def make_fast_scan(original: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    """The same question as ``original`` ("does this module's source mention PySide6?"), asked of the file."""

    def uses_pyside(module: ModuleType) -> bool:
        path = _plain_source(module)
        if path is not None:
            try:
                with open(path, "rb") as source:
                    return NEEDLE in source.read()
            except OSError:
                pass
        return original(module)

    uses_pyside.original = original  # type: ignore[attr-defined]  # a marker on the function: installed already
    return uses_pyside


def speed_up_feature_scan() -> bool:
    """Install the fast scan (idempotent); whether PySide6's scan is now the fast one."""
    feature = sys.modules.get(FEATURE_MODULE)
    current = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(current):
        return False
    if not hasattr(current, "original"):
        feature._mod_uses_pyside = make_fast_scan(current)  # type: ignore[attr-defined]  # PySide6's private hook
    return True
