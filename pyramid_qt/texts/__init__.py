"""Texts said both before the window and in it, or while Qt cannot load: no Qt here (see
:mod:`pyramid_qt.translation`).  Every string is a literal inside ``_tr`` so lupdate finds it, and every lookup
happens at call time so a language switch takes effect at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from pyramid_qt.engine.options import OPTIONS, TEXT_CONTEXT, Count
from pyramid_qt.engine.rules import family_letters, option_letters
from pyramid_qt.translation import translate as _tr

if TYPE_CHECKING:
    from pyramid_qt.system_libraries import MissingLibraries

Translate = Callable[[str, str], str]


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
