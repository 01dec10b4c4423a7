"""Messages about position text (docs/position-format.md) that a player reads: the parser's problems in the user's
language.

The engine's :class:`~pyramid_qt.engine.position.PositionError` names the line and a ``key`` for the kind of
problem; its English reason may quote the text.  Here each key is a translated sentence, followed by the line as
the player wrote it, so the message is in the player's language and still shows the exact place.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from pyramid_qt.engine.position import PositionError
from pyramid_qt.ui.texts import fill

_tr = QCoreApplication.translate
QUOTE_LIMIT = 60


def _problem(key: str) -> str:
    problems = {
        "missing_rules": _tr("Positions", "The “rules:” line is missing."),
        "bad_rules": _tr("Positions", "These rules are unknown (a rules field looks like N, W1 or TD)."),
        "missing_pyramid": _tr("Positions", "The “pyramid:” section is missing."),
        "short_pyramid": _tr("Positions", "The pyramid needs 7 rows."),
        "bad_row": _tr("Positions", "This row of the pyramid has the wrong number of cards."),
        "bad_card": _tr("Positions", "This is not a card (a card is written like 7H, TD or 10♣; a removed one --)."),
        "duplicate_card": _tr("Positions", "A card appears more than once."),
        "floating_card": _tr("Positions", "A card lies over a removed card: it would float."),
        "unknown_line": _tr("Positions", "This line is not part of a position."),
        "repeated_line": _tr("Positions", "This line appears twice."),
        "bad_pass": _tr("Positions", "The pass is not a number these rules allow."),
        "wrong_waste": _tr("Positions", "These waste lines do not fit the rules (draw three uses waste1: to waste3:)."),
        "unknown_game": _tr("Positions", "This game of the Pyramid family cannot be played here yet."),
        "no_talon": _tr("Positions", "This game has no stock and no waste: these lines do not belong to it."),
    }
    return problems.get(key, _tr("Positions", "This is not a position."))


def position_error_text(error: PositionError, text: str) -> str:
    """The problem of ``text`` as a player reads it: line number, sentence, and the line itself."""
    sentence = _problem(error.key)
    lines = text.splitlines()
    if not 1 <= error.line <= len(lines):
        return sentence
    quoted = lines[error.line - 1].strip()
    if len(quoted) > QUOTE_LIMIT:
        quoted = quoted[:QUOTE_LIMIT] + "…"
    return fill(_tr("Positions", "Line {line}: {problem}\n“{text}”"), line=error.line, problem=sentence, text=quoted)


def nothing_to_paste_text() -> str:
    return _tr(
        "Positions",
        "There is nothing to play on the clipboard: copy a position text (it starts with “# pyramid position v1”), a"
        " deal code such as PY1-N-AAAAAAS or a deal number 1–20000.",
    )


def bad_pasted_deal_text(text: str, problem: str) -> str:
    """A deal code on the clipboard that is not one, with the reason."""
    return fill(_tr("Positions", "“{text}” on the clipboard is not a deal: {problem}"), text=text, problem=problem)


def too_long_text() -> str:
    return _tr("Positions", "This text is far too long to be a position (a position is about a dozen lines).")


def unreadable_file_text(name: str) -> str:
    return fill(_tr("Positions", "{file} could not be read."), file=name)


def not_text_file_text(name: str) -> str:
    return fill(_tr("Positions", "{file} is not a position file (not UTF-8 text, or too large)."), file=name)


def copied_text() -> str:
    return _tr("Positions", "Position copied as text")


def saved_text(name: str) -> str:
    return fill(_tr("Positions", "Position saved to {file}"), file=name)


def save_failed_text(name: str, key: str) -> str:
    """Why the position could not be saved, by :func:`pyramid_qt.store.atomic.error_key`."""
    reasons = {
        "disk_full": _tr("Positions", "{file} could not be saved: the disk is full."),
        "permission_denied": _tr("Positions", "{file} could not be saved: that folder may not be written to."),
    }
    return fill(reasons.get(key, _tr("Positions", "{file} could not be saved.")), file=name)
