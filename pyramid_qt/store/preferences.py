"""Every preference that is not a rule option, declared once (the rule options: :mod:`pyramid_qt.engine.options`).

A preference is one :class:`Preference` record in :data:`PREFERENCES`: the name of its attribute on
:class:`~pyramid_qt.store.settings.Settings`, its key in the settings file, its kind of value with the values it
allows, its default, where the player edits it and the texts they read about it.  The settings file's defaults,
reading and validation, the typed attributes of ``Settings`` and the editors of the Preferences dialog's Game page
are loops over :data:`PREFERENCES`; a new on/off preference is one record (plus the code that acts on it).

Texts are plain English marked with :func:`~pyramid_qt.engine.options.QT_TRANSLATE_NOOP` under
:data:`TEXT_CONTEXT`; the UI translates them with ``QCoreApplication.translate(TEXT_CONTEXT, text)``.  No Qt here.
The window's geometry is window state, not a preference, and stays in ``Settings`` on its own.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, NamedTuple

from pyramid_qt.engine.options import INVALID, QT_TRANSLATE_NOOP, Flag, Invalid

TEXT_CONTEXT = "Preferences"


class Page(enum.Enum):
    """Where the player edits a preference."""

    PLAY = "play"  # the Preferences dialog's Game page, "Play" group
    DISPLAY = "display"  # the Game page, "Display" group
    OWN_WIDGETS = "own"  # elsewhere, with widgets of their own (the Settings menu, the Appearance page, a dialog)


def plain_text(raw: object) -> str | None:
    """A settings-file value as trimmed lower-case text (``None`` for anything that is not text or a number)."""
    # PySide6 may hand back bool/int for values this process wrote, and str for values read from disk.
    if isinstance(raw, bool):
        return "true" if raw else "false"
    if isinstance(raw, (str, int)):
        return str(raw).strip().lower()
    return None


_FLAG = Flag()


class Switch:
    """On or off."""

    __slots__ = ()

    def parse(self, raw: object) -> Any:
        text = plain_text(raw)
        return INVALID if text is None else _FLAG.from_file(text)  # the spellings a rule option's flag reads

    def to_file(self, value: Any) -> str:
        return _FLAG.to_file(value)

    def checked(self, value: object) -> Any:
        return value if isinstance(value, bool) else INVALID


class Choice:
    """One of a fixed list of words."""

    __slots__ = ("values",)

    def __init__(self, *values: str) -> None:
        self.values = values

    def parse(self, raw: object) -> Any:
        text = plain_text(raw)
        return text if text in self.values else INVALID

    def to_file(self, value: Any) -> str:
        return str(value)

    def checked(self, value: object) -> Any:
        return value if value in self.values else INVALID


class Colour:
    """A colour written ``#rrggbb``."""

    __slots__ = ()

    def parse(self, raw: object) -> Any:
        text = plain_text(raw)
        ok = text is not None and len(text) == 7 and text[0] == "#" and all(c in "0123456789abcdef" for c in text[1:])
        return text if ok else INVALID

    def to_file(self, value: Any) -> str:
        return str(value)

    def checked(self, value: object) -> Any:
        return self.parse(value) if isinstance(value, str) else INVALID


class FolderPath:
    """A folder's path, or ``""``; whether the folder is usable is checked where it is used."""

    __slots__ = ()

    def parse(self, raw: object) -> Any:
        return raw.strip() if isinstance(raw, str) and "\0" not in raw else INVALID

    def to_file(self, value: Any) -> str:
        return str(value)

    def checked(self, value: object) -> Any:
        return value if isinstance(value, str) and "\0" not in value else INVALID


Kind = Switch | Choice | Colour | FolderPath


class Preference(NamedTuple):
    """One preference; see the module docstring for what is derived from it."""

    name: str  # the attribute of Settings, and (camelCased) its editor's object name
    key: str  # in the settings file
    kind: Kind
    default: Any
    page: Page = Page.OWN_WIDGETS
    label: str = ""  # the editor's label, with an & before its shortcut letter
    help: str = ""  # the editor's tooltip
    # Names for particular values on screen: a Switch with names for both is offered as two radio buttons under its
    # label; a Choice's values are listed with them.
    value_texts: dict[Any, str] = {}  # noqa: RUF012 (a NamedTuple default, never mutated)
    native_values: frozenset[Any] = frozenset()  # values whose text is never translated (a language's own name)
    note: str = ""  # a line under the editor

    def checked(self, value: object) -> Any:
        """``value`` as stored (a colour in lower case), or raise ``ValueError`` if the kind does not allow it."""
        result = self.kind.checked(value)
        if result is INVALID:
            raise ValueError(f"{self.name}: {value!r} is not an allowed value")
        return result

    def parse(self, raw: object) -> Any | Invalid:
        return self.kind.parse(raw)


ANIMATION_SPEEDS = ("off", "fast", "normal")
LANGUAGES = ("system", "id", "en")
CARD_BACKS = ("blue", "red", "green", "deck")  # built-in back colours; "deck": the face deck's own back
BUILTIN_DECK = ""  # the deck setting's value for our own faces; any other value is a KDE deck's folder
DEFAULT_FELT = "#2b7a47"

_DECLARED: tuple[Preference, ...] = (
    Preference(
        "error_help",
        "play/error_help",
        Switch(),
        True,
        Page.PLAY,
        label=QT_TRANSLATE_NOOP("Preferences", "&Say why a move is not allowed"),
        help=QT_TRANSLATE_NOOP(
            "Preferences",
            "When a card you choose cannot be played (it is blocked, or the two cards do not make 13), say why",
        ),
    ),
    Preference(
        "confirm_discard",
        "play/confirm_discard",
        Switch(),
        True,
        Page.PLAY,
        label=QT_TRANSLATE_NOOP("Preferences", "Ask before &leaving a game in progress"),
        help=QT_TRANSLATE_NOOP(
            "Preferences", "New game, Replay and opening a position ask first when the game in progress has moves"
        ),
    ),
    Preference(
        "winnable_only",
        "play/winnable_only",
        Switch(),
        True,
        Page.PLAY,
        label=QT_TRANSLATE_NOOP("Preferences", "Deals:"),
        value_texts={
            True: QT_TRANSLATE_NOOP("Preferences", "Only &verified winnable"),
            False: QT_TRANSLATE_NOOP("Preferences", "Full &random"),
        },
        note=QT_TRANSLATE_NOOP(
            "Preferences",
            "Full random deals are labelled “Might be a dead end”: they may have no solution. "
            "The true label is shown when the round ends.",
        ),
    ),
    Preference("highlight_pairs", "play/highlight_pairs", Switch(), False),  # the Settings menu's toggle
    Preference(
        "animation_speed",
        "display/animation_speed",
        Choice(*ANIMATION_SPEEDS),
        "normal",
        Page.DISPLAY,
        label=QT_TRANSLATE_NOOP("Preferences", "&Animations:"),
        help=QT_TRANSLATE_NOOP("Preferences", "How fast cards move; Off places them at once"),
        value_texts={
            "off": QT_TRANSLATE_NOOP("Preferences", "Off"),
            "fast": QT_TRANSLATE_NOOP("Preferences", "Fast"),
            "normal": QT_TRANSLATE_NOOP("Preferences", "Normal"),
        },
    ),
    Preference(
        "language",
        "display/language",
        Choice(*LANGUAGES),
        "system",
        Page.DISPLAY,
        label=QT_TRANSLATE_NOOP("Preferences", "&Language:"),
        help=QT_TRANSLATE_NOOP("Preferences", "The language of the game; it changes at once"),
        # Language names are written in their own language and never translated.
        value_texts={
            "system": QT_TRANSLATE_NOOP("Preferences", "System language"),
            "id": "Bahasa Indonesia",
            "en": "English",
        },
        native_values=frozenset({"id", "en"}),
    ),
    # The Appearance page has widgets of its own (a deck list with a folder chooser, a live preview).
    Preference("deck", "appearance/deck", FolderPath(), BUILTIN_DECK),
    Preference("card_back", "appearance/back", Choice(*CARD_BACKS), "blue"),
    Preference("felt", "appearance/felt", Colour(), DEFAULT_FELT),
)

PREFERENCES: dict[str, Preference] = {preference.name: preference for preference in _DECLARED}
BY_KEY: dict[str, Preference] = {preference.key: preference for preference in _DECLARED}


def on_page(page: Page) -> list[Preference]:
    """The preferences edited on ``page``, in declaration order."""
    return [preference for preference in PREFERENCES.values() if preference.page is page]


@contextmanager
def registered(preference: Preference) -> Iterator[Preference]:
    """Declare ``preference`` for the duration of a ``with`` block (tests use it for a throw-away preference)."""
    if preference.name in PREFERENCES or preference.key in BY_KEY:
        raise ValueError(f"preference {preference.name!r} ({preference.key}) is declared already")
    PREFERENCES[preference.name] = preference
    BY_KEY[preference.key] = preference
    try:
        yield preference
    finally:
        del PREFERENCES[preference.name]
        del BY_KEY[preference.key]
