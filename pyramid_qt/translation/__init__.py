"""The game's messages in the player's language, with Qt or without it.

Once a ``QCoreApplication`` exists, :func:`translate` is ``QCoreApplication.translate`` (the translators
:mod:`pyramid_qt.i18n` installs).  Before that — the command line's help and refusals, and the message that names
the system libraries Qt cannot load — nothing of Qt is loaded, and :func:`translate` reads the catalogue that
:func:`use` chose with :mod:`pyramid_qt.translation.qm`.  With neither, it gives the English source text.  The
catalogue is read only when a message is said that way: the window's start reads it through Qt alone.

Texts that are said both before the window and in it (the deal-code errors, the rules field's syntax) are written
once with :func:`translate`, spelt ``_tr`` where lupdate reads them (tools/update_translations.py).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pyramid_qt.translation.qm import Catalogue

QT_CORE = "PySide6.QtCore"
Translate = Callable[[str, str], str]

_spoken: Catalogue | None = None


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate(context, source, disambiguation, n)`` when an application exists, else the
    text from the catalogue :func:`use` chose (the source text when it has none); ``%n`` is ``n``."""
    if qt_application_exists():
        text: str = sys.modules[QT_CORE].QCoreApplication.translate(context, source, disambiguation, n)
        return text
    return translate_without_qt(context, source, disambiguation, n)


def translate_without_qt(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """What :func:`translate` gives where no application exists: the catalogue :func:`use` chose."""
    found = None if _spoken is None else _spoken.translate(context, source, disambiguation, n)
    return percent_n(source if found is None else found, n)


def qt_application_exists() -> bool:
    """Whether a ``QCoreApplication`` exists (asked without loading Qt: none exists before QtCore is loaded)."""
    core = sys.modules.get(QT_CORE)
    return core is not None and core.QCoreApplication.instance() is not None


def use(language: str) -> None:
    """Say what :func:`translate` gives without Qt in ``language`` (``id``, ``en``): its catalogue is read now
    (a catalogue that cannot be read leaves the English source texts)."""
    global _spoken
    _spoken = read_catalogue(language)


def silence() -> None:
    """Back to the English source texts (without Qt)."""
    global _spoken
    _spoken = None


def catalogue(language: str) -> Translate:
    """Our messages in ``language`` (``id``, ``en``), read from its catalogue without Qt, whatever is installed:
    for a message said while Qt is failing."""
    read = read_catalogue(language)

    def translated(context: str, source: str) -> str:
        found = None if read is None else read.translate(context, source)
        return source if found is None else found

    return translated


def read_catalogue(language: str) -> Catalogue | None:
    """The game's catalogue for ``language``; ``None`` when it is missing or damaged."""
    from pyramid_qt.shipped_files import translations_dir
    from pyramid_qt.translation.qm import Catalogue, CatalogueError

    try:
        return Catalogue.read(translations_dir() / f"pyramid_qt_{language}.qm")
    except (OSError, CatalogueError):
        return None


def percent_n(text: str, n: int) -> str:
    """``%n`` replaced by ``n`` as ``QCoreApplication.translate`` does; nothing when ``n`` is -1.  (Qt's ``%Ln``,
    the number in the locale's digit groups, is not used by the catalogues: a test keeps it so.)"""
    return text if n < 0 else text.replace("%n", str(n))
