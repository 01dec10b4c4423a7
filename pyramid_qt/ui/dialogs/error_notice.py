"""The notice of an exception that escaped a slot: logged, and shown to the player once, in their
language.  The one module of this package loaded before the first frame (installed with the window, the dialog
question :mod:`~pyramid_qt.ui.dialogs.confirm` aside), so it stays small: its box is built only when needed."""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from pyramid_qt.store import error_log
from pyramid_qt.ui.texts import fill

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]
ERROR_NOTICE_NAME = "errorNotice"


class ErrorNotice(QObject):
    """A window never fails silently: an exception that escapes a slot or an event handler is
    logged (:mod:`pyramid_qt.store.error_log`) and shown to the player once, in their language, and the game goes on.

    PySide6 hands such an exception to :data:`sys.excepthook` and carries on with the event loop; left there, the
    traceback goes to standard error only, which a player who started the game from a menu never sees (Preferences
    would "do nothing" after the installed package was replaced under the running game).  The hook writes the log, asks
    for a notice (after the slot has returned, never inside it), then calls the hook it replaced, so standard error
    (and pytest-qt's exception capture in the tests) still see it.  The same failure (exception type and place) is
    shown once per session; a notice already open is not stacked with more."""

    def __init__(self, window: QWidget, log: Path | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.log = log
        self.shown: set[tuple[str, str, int]] = set()
        self.previous: ExceptHook = sys.excepthook
        self.box: QMessageBox | None = None

    def install(self) -> None:
        if getattr(sys.excepthook, "__self__", None) is self:
            return
        self.previous = sys.excepthook
        sys.excepthook = self.hook

    def uninstall(self) -> None:
        if getattr(sys.excepthook, "__self__", None) is self:
            sys.excepthook = self.previous

    def hook(self, kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        try:
            if not issubclass(kind, (KeyboardInterrupt, SystemExit)):
                self.report(kind, error, trace)
        finally:
            self.previous(kind, error, trace)

    def report(self, kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        written = error_log.record("".join(traceback.format_exception(kind, error, trace)), self.log)
        place = traceback.extract_tb(trace)[-1] if trace is not None else None
        key = (kind.__name__, place.filename if place else "", (place.lineno or 0) if place else 0)
        if key in self.shown:
            return
        summary = "".join(traceback.format_exception_only(kind, error)).strip()
        QTimer.singleShot(0, lambda: self.show(key, summary, written))

    def show(self, key: tuple[str, str, int], summary: str, written: Path | None) -> None:
        if self.box is not None or key in self.shown:
            return  # one notice at a time (the log has every failure), each failure once
        self.shown.add(key)
        box = QMessageBox(QMessageBox.Icon.Warning, notice_title(), notice_text(summary, written), parent=self.window)
        box.setObjectName(ERROR_NOTICE_NAME)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(self._closed)
        self.box = box
        box.open()

    def _closed(self) -> None:
        self.box = None


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


def install_error_notice(window: QWidget, log: Path | None = None) -> ErrorNotice:
    """Log and show the exceptions that escape the window's slots (``log``: the error log's path, by default the
    player's); see :class:`ErrorNotice`."""
    notice = ErrorNotice(window, log)
    notice.install()
    window.destroyed.connect(notice.uninstall)
    return notice
