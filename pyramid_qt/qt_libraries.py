"""The one line that says which system libraries Qt lacks, with the command that installs them: said when PySide6's
modules cannot be imported, and when Qt's xcb platform plugin cannot load (:mod:`pyramid_qt.qt_start`).

No Qt here, and nothing that loads it: QtCore itself may be what cannot load (libglib missing).  The player's
language and our catalogue are read without Qt (:mod:`pyramid_qt.texts`, :mod:`pyramid_qt.translation`).
"""

from __future__ import annotations

from pyramid_qt.command_line import asked_language, say
from pyramid_qt.system_libraries import MissingLibraries, missing_for_pyside
from pyramid_qt.texts import catalogue, missing_libraries_text
from pyramid_qt.translation.language import player_language

EXIT_MISSING_LIBRARIES = 1


def say_missing(missing: MissingLibraries, language: str | None) -> None:
    """The line, in ``language`` (``--lang``; ``None``: the settings', else the system's)."""
    say(missing_libraries_text(missing, catalogue(player_language(language))))


def pyside_failed(error: ImportError, argv: list[str]) -> int:
    """After ``error`` from importing PySide6: say which libraries its modules lack and return the exit status;
    ``error`` is raised again when no library is missing (then it is not the system's to fix)."""
    missing = missing_for_pyside(error)
    if missing is None:
        raise error
    say_missing(missing, asked_language(argv))
    return EXIT_MISSING_LIBRARIES
