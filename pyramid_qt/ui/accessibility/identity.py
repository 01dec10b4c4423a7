"""New accessible identities for objects whose earlier events or cached facts would mislead a screen reader.

An AT-SPI client keeps what it read of an object (its parent above all) and processes the events it was sent in
order, later.  Dropping an object's accessible interface makes the next question create a new one, which is a new
object to the client (a new D-Bus path): nothing it kept applies to it, and the events sent for the old one find it
gone and are passed over.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget


def forget(target: QObject) -> None:
    """Drop ``target``'s accessible interface, if it has one."""
    interface = QAccessible.queryAccessibleInterface(target)
    if interface is not None:
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(interface))


def open_fresh(dialog: QWidget) -> None:
    """Before a dialog shows: the events its building sent are passed over.  Building a tab widget selects its first
    tab, and Orca 43, reading that selection before the dialog was even shown, put its focus on the tab and took the
    dialog for the active window already: when the dialog then became active it said nothing of it (the Preferences
    and Statistics opened as "Game page tab", without their names)."""
    if QAccessible.isActive():
        for widget in (dialog, *dialog.findChildren(QWidget)):
            forget(widget)
