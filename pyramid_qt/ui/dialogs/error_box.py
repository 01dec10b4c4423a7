"""The box that tells the player about an exception that escaped a slot: built by
:class:`~pyramid_qt.ui.dialogs.error_notice.ErrorNotice` only when there is one to show (QMessageBox is not on the
first frame)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from pyramid_qt.ui.texts import fill

ERROR_NOTICE_NAME = "errorNotice"


def open_box(window: QWidget, summary: str, written: Path | None, closed: Callable[[], None]) -> QWidget:
    """Open the notice of ``summary`` (the log at ``written``, if it was written) over ``window``, without waiting;
    ``closed`` is called when the player closes it (the box deletes itself)."""
    box = QMessageBox(QMessageBox.Icon.Warning, notice_title(), notice_text(summary, written), parent=window)
    box.setObjectName(ERROR_NOTICE_NAME)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.finished.connect(closed)
    box.open()
    return box


def notice_title() -> str:
    return QCoreApplication.translate("ErrorNotice", "Something went wrong")


def notice_text(summary: str, written: Path | None) -> str:
    if written is None:
        template = QCoreApplication.translate(
            "ErrorNotice",
            "The game ran into an error: {error}\n\nWhat you just did may not have happened; the game goes on. If it"
            " happens again, quit the game and start it again.",
        )
    else:
        template = QCoreApplication.translate(
            "ErrorNotice",
            "The game ran into an error: {error}\n\nWhat you just did may not have happened; the game goes on. If it"
            " happens again, quit the game and start it again. The details are in {file}.",
        )
    return fill(template, error=summary, file=written)
