"""Small classes of named fields, written once: what ``@dataclass`` gives a record, without the methods a dataclass
writes and compiles at import for every class (some 3.5 million instructions each; the window's start imports a
dozen records before its first frame).

A record lists its fields in ``__slots__`` (their order is its constructor's) and annotates them for the type
checker; its ``__init__`` sets them with :meth:`Record._set`.  Two records are equal when they are of the same class
and their fields are; a :class:`FrozenRecord` is immutable and hashable too.  Both pickle as their class and fields
(the solver's worker processes receive them).
"""

from __future__ import annotations

from typing import Any, TypeVar

R = TypeVar("R", bound="FrozenRecord")


class _NamedFields:
    """Named fields (``__slots__``), equal by class and fields, shown as ``Name(field=value, …)``."""

    __slots__: tuple[str, ...] = ()

    def _set(self, **fields: Any) -> None:
        for name, value in fields.items():
            object.__setattr__(self, name, value)

    def _names(self) -> tuple[str, ...]:
        """The fields compared, hashed, shown and pickled (a record may keep more in its slots: what it derives)."""
        return self.__slots__

    def _fields(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self._names())

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._fields() == other._fields()

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._names())
        return f"{type(self).__qualname__}({shown})"

    def __reduce__(self) -> str | tuple[Any, ...]:
        return self.__class__, self._fields()


class Record(_NamedFields):
    """A record whose fields may change: unhashable, as a dataclass with ``eq`` is."""

    __slots__ = ()
    __hash__ = None  # type: ignore[assignment]


class FrozenRecord(_NamedFields):
    """A record whose fields cannot change after ``__init__``; hashable by its fields."""

    __slots__ = ()

    def __hash__(self) -> int:
        return hash(self._fields())

    def replace(self: R, **changes: Any) -> R:
        """A record of the same class and fields but ``changes`` (what ``dataclasses.replace`` gives)."""
        return type(self)(**{**dict(zip(self._names(), self._fields(), strict=True)), **changes})

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r} of an immutable {type(self).__name__}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r} of an immutable {type(self).__name__}")
