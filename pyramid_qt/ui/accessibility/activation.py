"""Whether an assistive tool listens, asked without building Qt's accessibility classes before the first frame.

PySide6 builds ``QAccessible`` with its eight enums (about 16 M instructions, a tenth of what the game adds to a bare
window's start) when the class is first read from ``QtGui``; a start without a screen reader needs none of it before
its first frame.  So the modules read ``QtGui.QAccessible`` when they use it, never at import, and ask
:func:`listening` rather than ``QAccessible.isActive()``: nothing listens to the window before its accessibility
is switched on (:func:`switch_on`), which the window does at its first frame — at once when Qt is told to be
accessible from the start (:data:`ALWAYS_ON`) — and Qt asks the window's factory from then on, whenever a screen
reader comes.  One that came before (its bridge woke while the window was shown) was given Qt's own interfaces for
the window's objects: the window gives those new identities then (:func:`pyramid_qt.ui.accessibility.window.renew`).
"""

from __future__ import annotations

import os
import sys

from PySide6 import QtGui

ALWAYS_ON = "QT_LINUX_ACCESSIBILITY_ALWAYS_ON"
"""Qt's variable (set, whatever its value) that makes its AT-SPI bridge active from the application's start."""

_on = False


def always_on() -> bool:
    """Qt was told to be accessible from the start (AT-SPI only: Linux and the BSDs)."""
    return sys.platform not in ("win32", "darwin") and ALWAYS_ON in os.environ


def switched_on() -> bool:
    """The window's accessibility is switched on (its factory installed): assistive tools get its interfaces."""
    return _on


def switch_on() -> None:
    """Mark the window's accessibility switched on (once per process, by :func:`.window.install_factory`)."""
    global _on
    _on = True


def listening() -> bool:
    """An assistive tool listens to the window: its accessibility is switched on and Qt's is active."""
    return _on and QtGui.QAccessible.isActive()
