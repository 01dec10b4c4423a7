"""The game's QApplication, made with a watch on Qt's platform plugin.

When Qt cannot load its xcb plugin it prints a few lines (among them a hint about libxcb-cursor0, even when that one
is installed) and aborts.  While the application is made, a Qt message handler holds Qt's platform messages back;
if Qt's fatal message comes, the handler looks for the system libraries the plugin lacks, the way the dynamic
loader looks (:mod:`pyramid_qt.system_libraries`), and when it finds some the game says so in one line in the
player's language, with the command that installs them, and exits 1 before Qt aborts.  Otherwise (no display, a
library that is there but broken) Qt's own messages are printed as Qt prints them and Qt aborts as before.  A start
that goes well costs a handler installed and removed: nothing is looked at, nor is the code that looks imported.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLibraryInfo, QMessageLogContext, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from pyramid_qt.system_libraries import MissingLibraries

HELD_CATEGORY = "qt.qpa"


class PlatformWatch:
    """The message handler installed while the QApplication is made."""

    def __init__(self, language: str | None) -> None:
        self.language = language
        self.held: list[str] = []

    def handle(self, kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        line = _qt_format(context.category, message)
        if kind == QtMsgType.QtFatalMsg:
            self.platform_failed()
            self.release()
            _write(line)
        elif (context.category or "").startswith(HELD_CATEGORY):
            self.held.append(line)
        else:
            _write(line)

    def platform_failed(self) -> None:
        """Qt is about to abort: when the xcb plugin lacks system libraries, say which and exit first."""
        missing = missing_xcb_libraries()
        if missing is None:
            return
        from pyramid_qt.qt_libraries import EXIT_MISSING_LIBRARIES, say_missing

        say_missing(missing, self.language)
        sys.stderr.flush()
        os._exit(EXIT_MISSING_LIBRARIES)

    def release(self) -> None:
        for line in self.held:
            _write(line)
        self.held.clear()


def application(argv0: str, language: str | None) -> QApplication:
    """``QApplication([argv0])``, watched (see the module docstring); ``language`` is ``--lang`` (``None``: the
    settings', else the system's), for the message about missing libraries."""
    watch = PlatformWatch(language)
    previous = qInstallMessageHandler(watch.handle)
    try:
        app = QApplication([argv0])
    finally:
        qInstallMessageHandler(previous)
    watch.release()
    return app


def missing_xcb_libraries() -> MissingLibraries | None:
    """What Qt's xcb plugin lacks, when Qt is starting on it; ``None`` when nothing is missing (or not on xcb).
    The system libraries are read only here, once Qt failed: a start that goes well loads none of that code."""
    from pyramid_qt.system_libraries import missing_for, xcb_expected, xcb_plugin_files

    if not xcb_expected():
        return None
    plugins = xcb_plugin_files(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)))
    return missing_for(plugins[-1]) if plugins else None


def _qt_format(category: str | None, message: str) -> str:
    """A message as Qt's default handler writes it."""
    return message if not category or category == "default" else f"{category}: {message}"


def _write(line: str) -> None:
    sys.stderr.write(line + "\n")
    sys.stderr.flush()
