"""Names and one-line descriptions of the three rule families, shared by the preferences and statistics dialogs.

Looked up at call time through ``QCoreApplication.translate`` so a language switch shows at the next call.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from pyramid_qt.engine.rules import RulesError, RuleSet
from pyramid_qt.ui.texts import fill

_tr = QCoreApplication.translate


def family_name(letter: str) -> str:
    """The rule family of a preset letter (N, W, T)."""
    names = {
        "N": _tr("RulesTexts", "Pyramide"),
        "W": _tr("RulesTexts", "Web rules"),
        "T": _tr("RulesTexts", "Traditional"),
    }
    return names.get(letter, letter)


def family_description(letter: str) -> str:
    """What sets the family apart, in one short line."""
    descriptions = {
        "N": _tr("RulesTexts", "One card starts on the waste; only the waste top plays; unlimited passes."),
        "W": _tr("RulesTexts", "The stock top plays too, even with the waste top; stacked pairs; 3 passes."),
        "T": _tr("RulesTexts", "Cards are turned one at a time; only the newest waste card plays; one pass."),
    }
    return descriptions.get(letter, "")


def rules_title(field: str) -> str:
    """A rules field with its family, e.g. "W1 · Web rules"; an unknown field is shown as it is."""
    try:
        letter = RuleSet.from_field(field).preset_letter
    except RulesError:
        return field
    return fill(_tr("RulesTexts", "{field} · {family}"), field=field, family=family_name(letter))
