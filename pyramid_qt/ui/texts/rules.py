"""What the player reads about rule families and rule options, translated from their declarations.

The families (:data:`~pyramid_qt.engine.rules.FAMILIES`) and options (:data:`~pyramid_qt.engine.options.OPTIONS`)
carry English texts marked for translation under :data:`~pyramid_qt.engine.options.TEXT_CONTEXT`; this module
translates them at call time, so a language switch shows at the next call.  Shared by the preferences and
statistics dialogs.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from pyramid_qt.engine.options import OPTIONS, TEXT_CONTEXT, Count, RuleOption, Value
from pyramid_qt.engine.rules import FAMILIES, RulesError, RuleSet, TalonStart
from pyramid_qt.ui.texts import fill

_tr = QCoreApplication.translate


def _declared(text: str, n: int = -1) -> str:
    return _tr(TEXT_CONTEXT, text, None, n) if text else ""


def family_name(letter: str) -> str:
    """The rule family of a letter (N, W, T …)."""
    family = FAMILIES.get(letter)
    return _declared(family.name) if family is not None else letter


def family_description(letter: str) -> str:
    """What sets the family apart, in one short line."""
    family = FAMILIES.get(letter)
    return _declared(family.description) if family is not None else ""


def option_label(option: RuleOption) -> str:
    """The option's widget label, with its & shortcut."""
    return _declared(option.label)


def option_help(option: RuleOption) -> str:
    return _declared(option.help)


def value_text(option: RuleOption, value: Value) -> str:
    """A value as a list of choices shows it: "Unlimited", "3", "All 52 cards are removed"."""
    if value in option.value_texts:
        return _declared(option.value_texts[value])
    return str(value)


def change_text(option: RuleOption, value: Value) -> str:
    """How a description says the option has this value: "2 passes", "stacked pairs", "one waste pile"."""
    if value in option.change_texts:
        return _declared(option.change_texts[value])
    if isinstance(value, int) and not isinstance(value, bool) and option.count_text:
        return _declared(option.count_text, value)
    return fill("{name}: {value}", name=option.name, value=value)


def talon_start_text(start: TalonStart) -> str:
    """How the talon starts and which of its cards plays: what a family fixes, whatever its options."""
    texts = {
        TalonStart.ONE_TO_WASTE: _tr(
            "RulesTexts", "One card starts on the waste, the rest in the stock; the top waste card plays"
        ),
        TalonStart.STOCK_TOP_FACE_UP: _tr(
            "RulesTexts", "All cards start in the stock, whose top card plays as well as the top waste card"
        ),
        TalonStart.FACE_DOWN: _tr("RulesTexts", "All cards start face down in the stock; the top waste card plays"),
    }
    return texts[start]


def rules_description(rules: RuleSet) -> str:
    """The rules in force, in one sentence: how the talon starts, the passes, then every on/off
    option that is on (one that is off is not in force, so not named).  Not the family plus its changes, which read
    as a contradiction ("… one pass. Changed: 2 passes")."""
    parts = [talon_start_text(FAMILIES[rules.preset_letter].talon_start)]
    for name, option in OPTIONS.items():
        value = rules.value(name)
        if isinstance(option.kind, Count) or value != option.default:
            parts.append(change_text(option, value))
    return fill(_tr("RulesTexts", "{clauses}."), clauses="; ".join(parts))


def field_description(field: str) -> str:
    """:func:`rules_description` of a rules field; an unknown field has none."""
    try:
        return rules_description(RuleSet.from_field(field))
    except RulesError:
        return ""


def rules_title(field: str) -> str:
    """A rules field with its family, e.g. "W1 · Web rules"; an unknown field is shown as it is."""
    try:
        letter = RuleSet.from_field(field).preset_letter
    except RulesError:
        return field
    return fill(_tr("RulesTexts", "{field} · {family}"), field=field, family=family_name(letter))


def rules_field_syntax() -> str:
    """How a rules field is written (``pyramid-qt --help``), from the declarations: the family letters, the Count
    option's digit or U, the flags' letters."""
    families = ", ".join(f"{letter} {family_name(letter)}" for letter in FAMILIES)
    parts = [fill(_tr("RulesTexts", "a family letter ({families})"), families=families)]
    for option in OPTIONS.values():
        if isinstance(option.kind, Count):
            parts.append(
                fill(
                    _tr("RulesTexts", "then {option} 1–{max} or {unlimited} ({unlimited_text})"),
                    option=option_label(option).replace("&", "").rstrip(":").lower(),
                    max=option.kind.maximum,
                    unlimited=Count.CODE_UNLIMITED,
                    unlimited_text=change_text(option, None),
                )
            )
    flags = ", ".join(f"{option.letter} {change_text(option, True)}" for option in OPTIONS.values() if option.letter)
    parts.append(fill(_tr("RulesTexts", "then any of {flags}, each the opposite of the family's choice"), flags=flags))
    return "; ".join(parts)
