"""Every preference that is not a rule option, declared once (the rule options: :mod:`pyramid_qt.engine.options`).

A preference is one typed :class:`Preference` attribute of :class:`Preferences`: its kind of value with the values
it allows (a :class:`Choice`'s are the members of an enum declared here, the one spelling of each value), its
default, its key in the settings file, where the player edits it and the texts they read about it.
:class:`~pyramid_qt.store.settings.Settings` is a ``Preferences``: ``settings.animation_speed`` is the player's
value, typed (an :class:`AnimationSpeed`), and assigning it checks and writes it; on the class,
``Preferences.animation_speed`` is the record, which ``Settings.value`` and ``MainWindow.setting`` take.  The
settings file's defaults, reading and validation and the Preferences dialog's editors and texts are loops over
:data:`PREFERENCES`.  Adding a preference is one declaration here, plus the code that acts on it
(docs/automation.md says how).

Texts are plain English marked with :func:`~pyramid_qt.translation.marker.QT_TRANSLATE_NOOP` under
:data:`TEXT_CONTEXT`; the UI translates them with ``QCoreApplication.translate(TEXT_CONTEXT, text)``.  No Qt here.
The window's geometry is window state, not a preference, and stays in ``Settings`` on its own.
"""

from __future__ import annotations

import copy
import enum
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from types import MappingProxyType
from typing import Any, Generic, Protocol, TypeVar, overload

from pyramid_qt.engine import games
from pyramid_qt.engine.options import INVALID, Flag, Invalid
from pyramid_qt.engine.scoring import RULES_CHOICE_HELP, RULES_CHOICE_TEXT, SYSTEMS, System
from pyramid_qt.engine.words import Word as Word  # re-exported: the preferences' lists are enums of words
from pyramid_qt.translation.marker import QT_TRANSLATE_NOOP

TEXT_CONTEXT = "Preferences"

V = TypeVar("V")


W = TypeVar("W", bound=Word)


class AnimationSpeed(Word):
    """How fast cards move (:mod:`pyramid_qt.ui.board.speeds` scales the durations by it)."""

    OFF = "off"  # every animation instant: tests and --screenshot
    FAST = "fast"
    NORMAL = "normal"


class Language(Word):
    """The language of the game: a catalogue's language, or the system's (:mod:`pyramid_qt.i18n`)."""

    SYSTEM = "system"
    INDONESIAN = "id"
    ENGLISH = "en"

    @classmethod
    def catalogues(cls) -> tuple[str, ...]:
        """The languages with a catalogue (all but the system's), as words: ``("id", "en")``."""
        return tuple(str(language) for language in cls if language is not cls.SYSTEM)


class CardBack(Word):
    """The built-in back colours, or the face deck's own back."""

    BLUE = "blue"
    RED = "red"
    GREEN = "green"
    DECK = "deck"


class DealDifficulty(Word):
    """The difficulty New game deals where the rules' deals are rated (the one last chosen in "New game…")."""

    ANY = "any"
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
    EXPERT = "expert"

    @property
    def level(self) -> str | None:
        """The rating's level (:mod:`pyramid_qt.services.difficulty_deals`), ``None`` for any deal."""
        return None if self is DealDifficulty.ANY else self.value


BUILTIN_DECK = ""  # the deck setting's value for our own faces; any other value is a KDE deck's folder
DEFAULT_FELT = "#2b7a47"


class Page(enum.Enum):
    """Where the player edits a preference."""

    PLAY = "play"  # the Preferences dialog's Game page, "Play" group
    APPEARANCE = "appearance"  # the Appearance page, with the deck, back and table lists (and the animations and
    # the language: a "Display" group on the Game page beside an Appearance page read as two places for one thing)
    OWN_WIDGETS = "own"  # elsewhere, with widgets of their own (the Settings menu, the Appearance page's lists)


def plain_text(raw: object) -> str | None:
    """A settings-file value as trimmed lower-case text (``None`` for anything that is not text or a number)."""
    # PySide6 may hand back bool/int for values this process wrote, and str for values read from disk.
    if isinstance(raw, bool):
        return "true" if raw else "false"
    if isinstance(raw, (str, int)):
        return str(raw).strip().lower()
    return None


class PreferenceKind(Protocol[V]):
    """A preference's kind of value: how it is read from the settings file, written and checked."""

    def parse(self, raw: object) -> V | Invalid:
        """The value a settings-file entry holds, or :data:`INVALID`."""
        ...

    def to_file(self, value: V) -> str: ...

    def checked(self, value: object) -> V | Invalid:
        """``value`` as stored, or :data:`INVALID` if the kind does not allow it."""
        ...


_FLAG = Flag()


class Switch:
    """On or off."""

    __slots__ = ()

    def parse(self, raw: object) -> bool | Invalid:
        value = INVALID if (text := plain_text(raw)) is None else _FLAG.from_file(text)  # a rule option's spellings
        return value if isinstance(value, bool) else INVALID

    def to_file(self, value: bool) -> str:
        return _FLAG.to_file(value)

    def checked(self, value: object) -> bool | Invalid:
        return value if isinstance(value, bool) else INVALID


class Choice(Generic[W]):
    """One of the members of an enum of words."""

    __slots__ = ("values",)

    def __init__(self, values: type[W]) -> None:
        self.values = values

    def members(self) -> list[W]:
        """The values, in their enum's order (a list of choices shows them so)."""
        return list(self.values)

    def parse(self, raw: object) -> W | Invalid:
        return self.checked(plain_text(raw))

    def to_file(self, value: W) -> str:
        return str(value)

    def checked(self, value: object) -> W | Invalid:
        try:
            return self.values(value)  # a member, or its word
        except (ValueError, TypeError):
            return INVALID


class Colour:
    """A colour written ``#rrggbb``."""

    __slots__ = ()

    def parse(self, raw: object) -> str | Invalid:
        text = plain_text(raw)
        ok = text is not None and len(text) == 7 and text[0] == "#" and all(c in "0123456789abcdef" for c in text[1:])
        return text if ok and text is not None else INVALID

    def to_file(self, value: str) -> str:
        return value

    def checked(self, value: object) -> str | Invalid:
        return self.parse(value) if isinstance(value, str) else INVALID


class FolderPath:
    """A folder's path, or ``""``; whether the folder is usable is checked where it is used."""

    __slots__ = ()

    def parse(self, raw: object) -> str | Invalid:
        return raw.strip() if isinstance(raw, str) and "\0" not in raw else INVALID

    def to_file(self, value: str) -> str:
        return value

    def checked(self, value: object) -> str | Invalid:
        return value if isinstance(value, str) and "\0" not in value else INVALID


class GameKey:
    """The key of a game the player can choose (:data:`pyramid_qt.engine.games.GAMES`, read when a value is checked,
    so a game offered later is a value then): ``PYR``, ``GIZA``…"""

    __slots__ = ()

    def parse(self, raw: object) -> str | Invalid:
        return self.checked(None if (text := plain_text(raw)) is None else text.upper())

    def to_file(self, value: str) -> str:
        return value

    def checked(self, value: object) -> str | Invalid:
        return value if isinstance(value, str) and value in games.GAMES else INVALID


class Values(Protocol):
    """Where preferences have values: :class:`~pyramid_qt.store.settings.Settings`."""

    def value(self, preference: Preference[V]) -> V: ...

    def set_value(self, preference: Preference[V], value: V) -> None: ...


class Preference(Generic[V]):
    """One preference; see the module docstring for what is derived from it.  Read on a :class:`Values`
    (``settings.error_help``) it is the value there, and assigning it stores one."""

    __slots__ = (
        "default",
        "help",
        "key",
        "kind",
        "label",
        "name",
        "native_values",
        "note",
        "page",
        "value_help",
        "value_texts",
    )

    def __init__(
        self,
        kind: PreferenceKind[V],
        default: V,
        *,
        key: str,
        page: Page = Page.OWN_WIDGETS,
        label: str = "",
        help: str = "",
        value_texts: Mapping[V, str] = MappingProxyType({}),
        value_help: Mapping[V, str] = MappingProxyType({}),
        native_values: frozenset[V] = frozenset(),
        note: str = "",
        name: str = "",
    ) -> None:
        """``key``: in the settings file; ``label``: the editor's label, with an & before its shortcut letter;
        ``help``: its tooltip; ``value_texts``: names for values on screen (a Switch with names for both is two
        radio buttons under its label; a Choice's members are listed with them); ``value_help``: a tooltip for a
        value in a list; ``native_values``: values whose
        name is never translated (a language's own name); ``note``: a line under the editor; ``name``: given
        only to a preference that is not a :class:`Preferences` attribute (the attribute's name otherwise)."""
        self.name = name
        self.kind = kind
        self.default = default
        self.key = key
        self.page = page
        self.label = label
        self.help = help
        self.value_texts = value_texts
        self.value_help = value_help
        self.native_values = native_values
        self.note = note

    def __repr__(self) -> str:
        return f"Preference({self.name!r}, key={self.key!r}, default={self.default!r})"

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, values: None, owner: type) -> Preference[V]: ...

    @overload
    def __get__(self, values: Values, owner: type) -> V: ...

    def __get__(self, values: Values | None, owner: type) -> Preference[V] | V:
        return self if values is None else values.value(self)

    def __set__(self, values: Values, value: V) -> None:
        values.set_value(self, value)

    def checked(self, value: object) -> V:
        """``value`` as stored (a colour in lower case, a word as its enum member), or raise ``ValueError``."""
        result = self.kind.checked(value)
        if isinstance(result, Invalid):
            raise ValueError(f"{self.name}: {value!r} is not an allowed value")
        return result

    def parse(self, raw: object) -> V | Invalid:
        return self.kind.parse(raw)

    def with_default(self, default: V) -> Preference[V]:
        """The same preference with another default (tests check that nothing repeats a default)."""
        twin = copy.copy(self)
        twin.default = default
        return twin


class Preferences:
    """The declarations, in the order the editors show them.  :class:`~pyramid_qt.store.settings.Settings` inherits
    them: there each attribute reads and writes the player's value."""

    error_help = Preference(
        Switch(),
        True,
        key="play/error_help",
        page=Page.PLAY,
        label=QT_TRANSLATE_NOOP("Preferences", "Say why a &move is not allowed"),
        help=QT_TRANSLATE_NOOP(
            "Preferences",
            "When a card you choose cannot be played (it is blocked, or the two cards do not make 13), say why",
        ),
    )
    confirm_discard = Preference(
        Switch(),
        True,
        key="play/confirm_discard",
        page=Page.PLAY,
        label=QT_TRANSLATE_NOOP("Preferences", "Ask before &leaving a game in progress"),
        help=QT_TRANSLATE_NOOP(
            "Preferences", "New game, Replay and opening a position ask first when the game in progress has moves"
        ),
    )
    winnable_only = Preference(  # False: the "full random" setting
        Switch(),
        True,
        key="play/winnable_only",
        page=Page.PLAY,
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
    )
    auto_kings = Preference(  # the engine removes a free King at once (a move of the game's)
        Switch(),
        False,
        key="play/auto_kings",
        page=Page.PLAY,
        label=QT_TRANSLATE_NOOP("Preferences", "Remove &Kings automatically"),
        help=QT_TRANSLATE_NOOP(
            "Preferences", "A King is removed as soon as it is free: a move, as your click would be; Undo takes it back"
        ),
    )
    relax = Preference(  # no clock and no score: the status bar and the end panel leave them out
        Switch(),
        False,
        key="play/relax",
        page=Page.PLAY,
        label=QT_TRANSLATE_NOOP("Preferences", "R&elax: no clock, no score"),
        help=QT_TRANSLATE_NOOP(
            "Preferences", "Hide the game time and the score while you play and when the game ends (both still kept)"
        ),
    )
    highlight_pairs = Preference(Switch(), False, key="play/highlight_pairs")  # the Settings menu's toggle
    scoring = Preference(  # each system declared in engine/scoring.py; "rules": the family's own
        Choice(System),
        System.RULES,
        key="play/scoring",
        page=Page.PLAY,
        label=QT_TRANSLATE_NOOP("Preferences", "Sc&oring:"),
        help=QT_TRANSLATE_NOOP(
            "Preferences", "How a game is scored; Help → How to play explains each system with an example"
        ),
        value_texts={
            System.RULES: RULES_CHOICE_TEXT,
            **{system: declared.name for system, declared in SYSTEMS.items()},
        },
        value_help={
            System.RULES: RULES_CHOICE_HELP,
            **{system: declared.help for system, declared in SYSTEMS.items()},
        },
    )
    # The game "New game" deals: chosen in Preferences, or the one last chosen in "New game…" (a settings file of a
    # version before there were other games has none: Pyramid).
    game = Preference(GameKey(), games.PYRAMID.key, key="play/game")
    # What New game deals: the difficulty last chosen in "New game…"; a new player's first deals are easy.
    new_game_difficulty = Preference(Choice(DealDifficulty), DealDifficulty.EASY, key="play/new_game_difficulty")
    animation_speed = Preference(
        Choice(AnimationSpeed),
        AnimationSpeed.NORMAL,
        key="display/animation_speed",  # the file's key, from when the page had a Display group
        page=Page.APPEARANCE,
        label=QT_TRANSLATE_NOOP("Preferences", "&Animations:"),
        help=QT_TRANSLATE_NOOP("Preferences", "How fast cards move; Off places them at once"),
        value_texts={
            AnimationSpeed.OFF: QT_TRANSLATE_NOOP("Preferences", "Off"),
            AnimationSpeed.FAST: QT_TRANSLATE_NOOP("Preferences", "Fast"),
            AnimationSpeed.NORMAL: QT_TRANSLATE_NOOP("Preferences", "Normal"),
        },
    )
    language = Preference(
        Choice(Language),
        Language.SYSTEM,
        key="display/language",
        page=Page.APPEARANCE,
        label=QT_TRANSLATE_NOOP("Preferences", "&Language:"),
        help=QT_TRANSLATE_NOOP("Preferences", "The language of the game; it changes at once"),
        # Language names are written in their own language and never translated.
        value_texts={
            Language.SYSTEM: QT_TRANSLATE_NOOP("Preferences", "System language"),
            Language.INDONESIAN: "Bahasa Indonesia",
            Language.ENGLISH: "English",
        },
        native_values=frozenset({Language.INDONESIAN, Language.ENGLISH}),
    )
    # The Appearance page has widgets of its own for these (a deck list with a folder chooser, a live preview).
    deck = Preference(FolderPath(), BUILTIN_DECK, key="appearance/deck")  # or a KDE deck's folder, checked when used
    card_back = Preference(Choice(CardBack), CardBack.BLUE, key="appearance/back")
    felt = Preference(Colour(), DEFAULT_FELT, key="appearance/felt")  # the table colour, #rrggbb
    four_colour = Preference(  # the built-in deck's diamonds blue, clubs green
        Switch(),
        False,
        key="appearance/four_colour",
        page=Page.APPEARANCE,
        label=QT_TRANSLATE_NOOP("Preferences", "Four-&colour suits"),
        help=QT_TRANSLATE_NOOP("Preferences", "Diamonds blue and clubs green, told apart from hearts and spades"),
    )
    high_contrast = Preference(  # a dark felt, deeper inks
        Switch(),
        False,
        key="appearance/high_contrast",
        page=Page.APPEARANCE,
        label=QT_TRANSLATE_NOOP("Preferences", "&High contrast"),
        help=QT_TRANSLATE_NOOP("Preferences", "A dark table and deeper suit colours"),
    )


PREFERENCES: dict[str, Preference[Any]] = {
    declared.name: declared for declared in vars(Preferences).values() if isinstance(declared, Preference)
}
BY_KEY: dict[str, Preference[Any]] = {preference.key: preference for preference in PREFERENCES.values()}


def on_page(page: Page) -> list[Preference[Any]]:
    """The preferences edited on ``page``, in declaration order."""
    return [preference for preference in PREFERENCES.values() if preference.page is page]


@contextmanager
def registered(preference: Preference[V]) -> Iterator[Preference[V]]:
    """Declare ``preference`` for the duration of a ``with`` block (tests use it for a throw-away preference)."""
    if not preference.name or preference.name in PREFERENCES or preference.key in BY_KEY:
        raise ValueError(f"preference {preference.name!r} ({preference.key}) has no name or is declared already")
    PREFERENCES[preference.name] = preference
    BY_KEY[preference.key] = preference
    try:
        yield preference
    finally:
        del PREFERENCES[preference.name]
        del BY_KEY[preference.key]
