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

On CPython 3.11 :func:`simple_enum` goes one step further (:func:`lean_enum`): ``_simple_enum`` makes the class, then
sets each member's name on it one ``setattr`` at a time, and a ``setattr`` on a class costs a type update (a third of
the time of a Qt enum); :func:`lean_enum` puts those same attributes in the class body, so the class is made with
them, and makes the members as ``_simple_enum`` does.  ``tests/qtcompat/test_fast_enums.py`` compares both builders'
enums attribute by attribute, member by member, for every enum of QtCore, QtGui and QtWidgets; on another Python
(whose ``enum`` internals differ) :func:`simple_enum` uses ``_simple_enum`` itself.
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
    """The enum ``cls(name, names, boundary=KEEP)`` would make, made by ``enum._simple_enum`` (on CPython 3.11
    the same enum made by :func:`lean_enum`)."""
    if _LEAN and not any(member[:1] == "_" for member, _ in names):
        return lean_enum(cls, name, names)
    return standard_simple_enum(cls, name, names)


def standard_simple_enum(cls: type[enum.Enum], name: str, names: list[tuple[str, int]]) -> type[enum.Enum]:
    """The enum made by ``enum._simple_enum`` itself."""
    assert _SIMPLE_ENUM is not None  # build_enums_fast installs nothing without it
    return _SIMPLE_ENUM(cls, boundary=_KEEP)(builtins.type(name, (), dict(names)))


_LEAN = sys.version_info[:2] == (3, 11) and _SIMPLE_ENUM is not None
"""CPython 3.11's ``_simple_enum`` is the one :func:`lean_enum` follows (3.12 makes enums another way)."""
_ENUM_PROPERTY: Any = getattr(enum, "property", None)  # enum's own descriptor for a member's name (3.11+)
_FLAG_OPERATORS = ("__or__", "__xor__", "__and__", "__ror__", "__rxor__", "__rand__", "__invert__")


def lean_enum(kind: type[enum.Enum], name: str, names: list[tuple[str, int]]) -> type[enum.Enum]:
    """What CPython 3.11's ``enum._simple_enum(etype, boundary=KEEP)`` makes of a class holding ``names`` (plain
    member names, integer values), with the members' class attributes in the class body instead of set one by one
    afterwards.  The steps and their order are ``_simple_enum``'s."""
    etype: Any = kind  # the private attributes below are enum's own (no stubs describe them)
    new_member = etype._member_type_.__new__
    use_args = etype._use_args_
    member_type = etype._member_type_
    member_names: list[str] = []
    member_map: dict[str, Any] = {}
    value2member_map: dict[Any, Any] = {}
    body: dict[str, Any] = {
        "_new_member_": new_member,
        "_use_args_": use_args,
        "_generate_next_value_": etype._generate_next_value_,
        "_member_names_": member_names,
        "_member_map_": member_map,
        "_value2member_map_": value2member_map,
        "_unhashable_values_": [],
        "_member_type_": member_type,
        "_value_repr_": etype._value_repr_,
    }
    is_flag = issubclass(etype, enum.Flag)
    if is_flag:
        body["_boundary_"] = _KEEP or etype._boundary_
        body["_flag_mask_"] = body["_all_bits_"] = body["_singles_mask_"] = body["_inverted_"] = None
        for operator in _FLAG_OPERATORS:
            body[operator] = getattr(enum.Flag, operator)
    body["__module__"] = __name__  # as the plain class handed to _simple_enum had
    body["__doc__"] = "An enumeration."
    for member in dict(names):
        body[member] = _ENUM_PROPERTY()  # type.__new__ gives each its name (__set_name__), as _simple_enum does
    made: Any = builtins.type(name, (etype,), body, boundary=_KEEP, _simple=True)
    for method in ("__repr__", "__str__", "__format__", "__reduce_ex__"):
        found = getattr(made, method)
        if found in (getattr(member_type, method), getattr(object, method)):
            setattr(made, method, getattr(etype, method))
    single_bits = multi_bits = 0
    for member_name, value in dict(names).items():
        if value in value2member_map:  # an alias
            member_map[member_name] = value2member_map[value]
            continue
        member = new_member(made, value) if use_args else new_member(made)
        member._value_ = value
        member._name_ = member_name
        member.__objclass__ = made
        member.__init__(value)
        member._sort_order_ = len(member_names)
        member_map[member_name] = member
        value2member_map[value] = member
        if not is_flag or _single_bit(value):
            member_names.append(member_name)
            single_bits |= value
        else:
            multi_bits |= value
    if is_flag:
        made._flag_mask_ = single_bits | multi_bits
        made._singles_mask_ = single_bits
        made._all_bits_ = 2 ** ((single_bits | multi_bits).bit_length()) - 1
        values = [member._value_ for member in made]
        if values != sorted(values):
            made._iter_member_ = made._iter_member_by_def_
    made.__new__ = enum.Enum.__new__
    return made


def _single_bit(value: int) -> bool:
    return value != 0 and value & (value - 1) == 0


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
