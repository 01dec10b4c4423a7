"""The words the game says with Qt or without it: how they are translated, and the texts said before the window as
well as in it (the deal-code errors, the rules and the rules field's syntax, the missing system libraries).

Once a ``QCoreApplication`` exists, :func:`translate` is ``QCoreApplication.translate`` (the translators
:mod:`pyramid_qt.i18n` installs).  Before that — the command line's help and refusals, and the line that names the
system libraries Qt cannot load — nothing of Qt is loaded, and :func:`translate` reads the catalogue that
:func:`use` chose without Qt (:mod:`pyramid_qt.translation`).  With neither, it gives the English source text.  The
catalogue is read only when a message is said that way: the window's start reads it through Qt alone, and imports
this one module for its words (the preferences and statistics dialogs and the status bar use the rules texts).

Every string is a literal inside ``_tr`` (:func:`translate`) so lupdate finds it (tools/update_translations.py),
and every lookup happens at call time so a language switch takes effect at once.  The rule families and options
carry their own English texts, marked for translation under :data:`~pyramid_qt.engine.options.TEXT_CONTEXT`.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from pyramid_qt.engine.options import OPTIONS, TEXT_CONTEXT, Count, RuleOption, Value
from pyramid_qt.engine.rules import FAMILIES, RulesError, RuleSet, TalonStart, family_letters, option_letters

if TYPE_CHECKING:
    from pyramid_qt.system_libraries import MissingLibraries
    from pyramid_qt.translation.qm import Catalogue

Translate = Callable[[str, str], str]
QT_CORE = "PySide6.QtCore"

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


_tr = translate


# --- texts said before the window as well as in it ------------------------------------------------------------------


def fill(template: str, **values: object) -> str:
    """Put values into a translated template's ``{name}`` places.

    Not ``str.format``: a translation that mistypes a place or uses other braces must show a wrong word, never
    crash the window.  Unknown places are left as they are.
    """
    for name, value in values.items():
        template = template.replace("{" + name + "}", str(value))
    return template


def deal_error_text(key: str) -> str:
    """The reason a typed deal code or number is not accepted, by :class:`DealCodeError` key."""
    messages = {
        "empty": _tr("DealErrors", "Type a deal code or a number"),
        "bad_format": _tr("DealErrors", "A deal code looks like PY1-N-AAAAAAS"),
        "bad_version": _tr("DealErrors", "A deal code starts with PY1"),
        "bad_letters": _tr("DealErrors", "The last part of a deal code is 7 letters A–Z"),
        "out_of_range": _tr("DealErrors", "A deal number is between 1 and 20000"),
        "not_a_number": _tr("DealErrors", "Type a deal number 1–20000 or a code like PY1-N-AAAAAAS"),
        "unknown_preset": fill(
            _tr("DealErrors", "The rules part must start with one of {letters}"),
            letters=family_letters(),
        ),
        "bad_order": fill(
            _tr("DealErrors", "A rules option is repeated or out of order (order: {order})"),
            order=option_letters(" "),
        ),
        "unknown_option": fill(
            _tr("DealErrors", "Unknown rules option (use {letters})"),
            letters=option_letters(", "),
        ),
    }
    option = OPTIONS.get(key.removeprefix("bad_"))
    if key.startswith("bad_") and option is not None and isinstance(option.kind, Count):
        # The place of a Count option (passes) in the rules field, e.g. "W12": its own message.
        message = _tr(TEXT_CONTEXT, option.error_text)
        return fill(message, max=option.kind.maximum, unlimited=Count.CODE_UNLIMITED)
    return messages.get(key, _tr("DealErrors", "This is not a deal code"))


def missing_libraries_text(missing: MissingLibraries, _tr: Translate) -> str:
    """The line that names the missing libraries and the command (``_tr``: the player's catalogue)."""
    libraries = ", ".join(missing.libraries)
    if missing.command is None:
        template = _tr(
            "CommandLine",
            "the game cannot open its window: the system libraries {libraries} are missing; install the packages"
            " of your system that hold them",
        )
    else:
        template = _tr(
            "CommandLine",
            "the game cannot open its window: the system libraries {libraries} are missing; install them with:"
            " {command}",
        )
    return fill(template, libraries=libraries, command=missing.command)


# --- the rule families and options ----------------------------------------------------------------------------------


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
    """The rules in force, in one sentence: how the talon starts, the passes, then every on/off option that is on
    (one that is off is not in force, so not named).  Not the family plus its changes, which read
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
