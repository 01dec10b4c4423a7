"""Build PySide6's Qt enums the way the standard library builds its own: the largest single cost of a start-up.

Since 6.4 PySide6's Qt enums are Python enums, made when their class is first used by calling the functional API of
:mod:`enum`, ``IntEnum(name, [(member, value), ...], boundary=KEEP)`` (or ``Enum``, ``Flag``, ``IntFlag``).  On
CPython 3.11 that path does per-member bookkeeping (``_EnumDict.__setitem__``, ``__set_name__``) that costs about
twice what the enum itself needs; the game's window makes about 220 such enums before its first frame, a bare
PySide6 window about 140 (the ``Qt`` namespace alone has 94).  The standard library makes its own enums with
``enum._simple_enum`` to keep its start-up short, and ``enum._test_simple_enum`` checks that both ways give the same
enum: ``tests/qtcompat/test_fast_enums.py`` runs that check on every enum of QtCore, QtGui and QtWidgets.

:func:`build_enums_fast` routes exactly PySide6's call (a list of ``(name, value)`` pairs, ``boundary=KEEP``, no
module, qualname, type or start) through ``_simple_enum``; every other use of the functional API, and every
``MyEnum(value)`` lookup, goes to :mod:`enum` unchanged.  Applies to: PySide6 6.4 and later on CPython 3.11 and
later; nothing is changed where ``enum._simple_enum`` is missing.  No upstream report was found when this was
written.  Remove when PySide6 builds its enums without the functional API, or CPython's functional API is as fast.
"""

from __future__ import annotations

import builtins
import contextlib
import enum
import sys
from collections.abc import Callable
from typing import Any

_KINDS = (enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag)
_KEEP = getattr(enum, "KEEP", None)  # FlagBoundary.KEEP, CPython 3.11 and later
_SIMPLE_ENUM: Callable[..., Callable[[type], type[enum.Enum]]] | None = getattr(enum, "_simple_enum", None)
_installed = False


def is_pyside_call(cls: type, args: tuple[Any, ...], kwargs: dict[str, Any]) -> bool:
    """Whether a call of an enum class has exactly the shape PySide6 uses to make a Qt enum:
    ``cls(name, [(member, value), ...], boundary=KEEP)``."""
    return cls in _KINDS and len(args) == 2 and isinstance(args[1], list) and kwargs == {"boundary": _KEEP}


def simple_enum(cls: type[enum.Enum], name: str, names: list[tuple[str, int]]) -> type[enum.Enum]:
    """The enum ``cls(name, names, boundary=KEEP)`` would make, made by ``enum._simple_enum``."""
    assert _SIMPLE_ENUM is not None  # build_enums_fast installs nothing without it
    return _SIMPLE_ENUM(cls, boundary=_KEEP)(builtins.type(name, (), dict(names)))


def build_enums_fast() -> bool:
    """Install the fast path once per process; ``False`` where this Python has no ``enum._simple_enum``."""
    global _installed
    if _installed:
        return True
    if _SIMPLE_ENUM is None or _KEEP is None:
        return False
    original: Callable[..., Any] = enum.EnumMeta.__call__

    def call(cls: type[enum.Enum], *args: Any, **kwargs: Any) -> Any:
        if not is_pyside_call(cls, args, kwargs):
            return original(cls, *args, **kwargs)  # a lookup, or anyone else's enum: as ever
        made = simple_enum(cls, *args)
        # As the functional API does: the module of the code that asked (PySide6 names its own afterwards).
        with contextlib.suppress(AttributeError, ValueError, KeyError):
            made.__module__ = sys._getframe(1).f_globals["__name__"]
        return made

    enum.EnumMeta.__call__ = call  # type: ignore[method-assign, assignment]
    _installed = True
    return True
