"""Accessible interfaces written in Python: what ``interface_cast`` must return under PySide6.

Qt asks an accessible object for its optional parts (actions, text, value …) through the virtual
``QAccessibleInterface::interface_cast(type)``, which returns a ``void *``.  Two things about doing that from Python
are not documented by PySide6 and were found by experiment (PySide6 6.12.0, CPython 3.11; no upstream report found):

- The override must return a ``shiboken6.VoidPtr``.  Returning ``None`` for "no such part", the natural Python
  answer, crashes the process: shiboken fails to convert it and its error path dereferences a null type
  (segmentation fault in ``PepType_GetFullyQualifiedNameStr``).  A ``VoidPtr(0)`` is the null pointer Qt expects.
- A Python class that inherits ``QAccessibleObject`` and ``QAccessibleActionInterface`` is backed by two C++ objects,
  one per wrapped base; the action part is the second one (``shiboken6.getCppPointer(self)[1]``).  Qt then calls
  ``actionNames``/``doAction`` on it, which shiboken routes to the Python overrides (checked through AT-SPI with a
  real client: ``.ci/atspi-check``).

Applies to: PySide6 6.x with Python-side accessible interfaces (every version the project supports offers both
classes; the cast is what needs care).  ``QAccessibleAnnouncementEvent`` is Qt 6.8+: :func:`announcement_event` is
``None`` before it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6 import QtGui

if TYPE_CHECKING:  # read when first used: PySide6 builds the class, with its enums, then (start-up time)
    from PySide6.QtGui import QAccessible

NULL = shiboken6.VoidPtr(0)


def action_part(interface: shiboken6.Object) -> shiboken6.VoidPtr:
    """The pointer Qt needs for ``interface_cast(ActionInterface)`` of a Python class inheriting an accessible
    interface class first and ``QAccessibleActionInterface`` second."""
    pointers = shiboken6.getCppPointer(interface)
    return shiboken6.VoidPtr(pointers[1]) if len(pointers) > 1 else NULL


def cast(interface: shiboken6.Object, kind: QAccessible.InterfaceType, *, has_actions: bool) -> shiboken6.VoidPtr:
    """``interface_cast`` for a Python interface: its action part when it has one and Qt asks for it, else null."""
    if has_actions and kind == QtGui.QAccessible.InterfaceType.ActionInterface:
        return action_part(interface)
    return NULL


def announcement_event() -> Any:
    """``QAccessibleAnnouncementEvent`` (Qt 6.8+), or ``None`` on an older PySide6."""
    return getattr(QtGui, "QAccessibleAnnouncementEvent", None)
