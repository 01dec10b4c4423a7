"""The markers of texts to translate in code that loads no Qt: the engine's rule options and scoring systems, the
store's preferences and the window's action texts declared as data.

A marked text is plain English and stays so at run time; ``tools/update_translations.py`` (lupdate) collects it under
its context, and the UI translates it when shown with ``QCoreApplication.translate(context, text)``.  The markers
live here, below every layer that marks texts, so none of them imports another's module only for a marker.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """Mark ``source`` for translation under ``context``; the text itself is returned unchanged."""
    return source


def QT_TRANSLATE_N_NOOP(context: str, source: str, disambiguation: None = None, n: int = 0) -> str:  # noqa: N802
    """Mark ``source`` (with ``%n``) as a plural under ``context``; the text itself is returned unchanged.

    lupdate has no such marker for Python: tools/update_translations.py declares this name an alias of
    ``translate``, which it reads as a plural when called with all four arguments, as here.
    """
    return source
