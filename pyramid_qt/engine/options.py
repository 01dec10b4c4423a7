"""Every rule option, declared once.

An option is one :class:`RuleOption` record in :data:`OPTIONS`: its name (the value's name in a
:class:`~pyramid_qt.engine.rules.RuleSet` and the settings key ``rules/<name>``), its kind of value with the
values it allows, its default, its letter in a deal code's rules field and the texts a player reads about it.
The settings file and its validation, the rules field, the Preferences widgets, the rules descriptions and
``pyramid-qt-solve --help`` are loops over :data:`OPTIONS`; only the engine and solver logic that *acts* on an
option names it.  The rule families (N, W, T) are declared the same way in :mod:`pyramid_qt.engine.rules`.

Unlimited passes have one spelling inside the program, ``None``.  :class:`Count` alone converts it at the edges:
``U`` in a rules field, ``unlimited`` in the settings file, "Unlimited" on screen.

Texts are plain English marked with :func:`~pyramid_qt.translation.marker.QT_TRANSLATE_NOOP` (plurals:
:func:`~pyramid_qt.translation.marker.QT_TRANSLATE_N_NOOP`) under
:data:`TEXT_CONTEXT`, so the engine stays free of Qt: ``tools/update_translations.py`` (lupdate) collects them,
and the UI translates them at call time with ``QCoreApplication.translate(TEXT_CONTEXT, text)``.  The English
text serves the command line as it is.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from types import MappingProxyType
from typing import NamedTuple

from pyramid_qt.translation.marker import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP

TEXT_CONTEXT = "RuleOptions"

Value = bool | int | None
"""An option's value: ``bool`` for a :class:`Flag`, ``int`` or ``None`` (unlimited) for a :class:`Count`."""


class Invalid:
    """What a kind returns for text that spells none of its values (a settings file edited by hand)."""

    def __repr__(self) -> str:
        return "INVALID"


INVALID = Invalid()


class Flag:
    """On or off.  In a rules field the option's letter means "the opposite of the family's value"."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "Flag()"

    def allows(self, value: object) -> bool:
        return isinstance(value, bool)

    def choices(self, current: Value) -> tuple[Value, ...]:
        return (False, True)

    def encode(self, value: Value, family_value: Value, letter: str) -> str:
        return letter if value != family_value else ""

    def decode(self, text: str, family_value: Value, letter: str) -> tuple[Value, int] | None:
        """The value the start of ``text`` sets and how many characters that took; ``None`` if not this option."""
        return (not family_value, 1) if text.startswith(letter) else None

    def claims(self, char: str, letter: str) -> bool:
        return char == letter

    def to_file(self, value: Value) -> str:
        return "true" if value else "false"

    def from_file(self, text: str) -> Value | Invalid:
        if text in ("true", "1", "yes"):
            return True
        if text in ("false", "0", "no"):
            return False
        return INVALID


class Count:
    """A whole number ``1..maximum``, or ``None`` for unlimited.  In a rules field: one character, a digit or ``U``."""

    __slots__ = ("maximum", "offered")
    CODE_UNLIMITED = "U"
    FILE_UNLIMITED = "unlimited"
    # Earlier spellings a settings file may hold; read, never written.
    FILE_ALIASES = ("u", "none")

    def __init__(self, maximum: int, offered: tuple[int | None, ...]) -> None:
        self.maximum = maximum
        self.offered = offered  # what a list to choose from shows; another current value gets its own item

    def __repr__(self) -> str:
        return f"Count(maximum={self.maximum}, offered={self.offered})"

    def allows(self, value: object) -> bool:
        return value is None or (type(value) is int and 1 <= value <= self.maximum)

    def choices(self, current: Value) -> tuple[Value, ...]:
        values = set(self.offered) | {current}
        return (*sorted(v for v in values if isinstance(v, int)), *((None,) if None in values else ()))

    def encode(self, value: Value, family_value: Value, letter: str) -> str:
        if value == family_value:
            return ""
        return self.CODE_UNLIMITED if value is None else str(value)

    def decode(self, text: str, family_value: Value, letter: str) -> tuple[Value, int] | None:
        if not text or not self.claims(text[0], letter):
            return None
        if text[0] == self.CODE_UNLIMITED:
            return None, 1
        number = int(text[0])
        return (number, 1) if self.allows(number) else None

    def claims(self, char: str, letter: str) -> bool:
        # Only ASCII digits: str.isdigit() also accepts "²" or "٣", which int() rejects or reads unexpectedly.
        return char in "0123456789" or char == self.CODE_UNLIMITED

    def to_file(self, value: Value) -> str:
        return self.FILE_UNLIMITED if value is None else str(value)

    def from_file(self, text: str) -> Value | Invalid:
        if text == self.FILE_UNLIMITED or text in self.FILE_ALIASES:
            return None
        # ASCII digits, and few of them: str.isdigit() takes "²" and "١٢", and int() refuses 5000 digits.
        if 0 < len(text) <= len(str(self.maximum)) and text.isascii() and text.isdigit() and self.allows(int(text)):
            return int(text)
        return INVALID


Kind = Flag | Count


class RuleOption(NamedTuple):
    """One rule option; see the module docstring for what is derived from it.

    A NamedTuple, not a dataclass: immutable and typed as well, and ten times quicker to define at start-up.
    """

    name: str  # a Python identifier: RuleSet.value(name), settings key "rules/<name>"
    kind: Kind
    default: Value  # used where a family's defaults do not name the option
    letter: str  # in a rules field ("" for the Count, which is written as its value)
    label: str  # the Preferences widget's label, with an & before its shortcut letter
    help: str  # the widget's tooltip, and the command line's explanation
    # Names for particular values on screen.  A Flag with both names is offered as a list instead of a box.
    value_texts: Mapping[Value, str] = MappingProxyType({})
    # How a rules description says the option is set to a value that differs from the family's; a Count's
    # numbers use ``count_text`` (with %n, translated as a plural).
    change_texts: Mapping[Value, str] = MappingProxyType({})
    count_text: str = ""
    error_text: str = ""  # a Count's message for a bad character in its place; {max} and {unlimited} filled in

    def check(self, value: object) -> None:
        if not self.kind.allows(value):
            raise ValueError(f"{self.name}: {value!r} is not an allowed value")

    @property
    def shown_as_list(self) -> bool:
        return isinstance(self.kind, Count) or len(self.value_texts) == 2


PASSES = RuleOption(
    name="passes",
    kind=Count(maximum=9, offered=(1, 3, None)),
    default=None,
    letter="",
    label=QT_TRANSLATE_NOOP("RuleOptions", "&Passes through the stock:"),
    help=QT_TRANSLATE_NOOP("RuleOptions", "How many times the stock may be dealt; a recycle starts the next pass"),
    value_texts={None: QT_TRANSLATE_NOOP("RuleOptions", "Unlimited")},
    change_texts={None: QT_TRANSLATE_NOOP("RuleOptions", "unlimited passes")},
    count_text=QT_TRANSLATE_N_NOOP("RuleOptions", "%n pass(es)", None, 0),
    error_text=QT_TRANSLATE_NOOP(
        "RuleOptions", "The number of passes is one character, 1–{max} or {unlimited}, right after the rules letter"
    ),
)
STRICT_WIN = RuleOption(
    name="strict_win",
    kind=Flag(),
    default=False,
    letter="S",
    label=QT_TRANSLATE_NOOP("RuleOptions", "&Win when:"),
    help=QT_TRANSLATE_NOOP("RuleOptions", "Whether the stock and waste must be cleared too"),
    value_texts={
        False: QT_TRANSLATE_NOOP("RuleOptions", "The pyramid is cleared"),
        True: QT_TRANSLATE_NOOP("RuleOptions", "All 52 cards are removed"),
    },
    change_texts={
        False: QT_TRANSLATE_NOOP("RuleOptions", "won when the pyramid is cleared"),
        True: QT_TRANSLATE_NOOP("RuleOptions", "won when all 52 cards are removed"),
    },
)
STACKED_PAIRS = RuleOption(
    name="stacked_pairs",
    kind=Flag(),
    default=False,
    letter="X",
    label=QT_TRANSLATE_NOOP("RuleOptions", "&Stacked pairs"),
    help=QT_TRANSLATE_NOOP("RuleOptions", "A card covered by only one card may pair with that card"),
    change_texts={
        False: QT_TRANSLATE_NOOP("RuleOptions", "no stacked pairs"),
        True: QT_TRANSLATE_NOOP("RuleOptions", "stacked pairs"),
    },
)
TALON_PAIRING = RuleOption(
    name="talon_pairing",
    kind=Flag(),
    default=False,
    letter="Y",
    label=QT_TRANSLATE_NOOP("RuleOptions", "&Drawn card vs waste card"),
    help=QT_TRANSLATE_NOOP("RuleOptions", "The newest talon card may pair with the waste card under it"),
    change_texts={
        False: QT_TRANSLATE_NOOP("RuleOptions", "no drawn card vs waste card"),
        True: QT_TRANSLATE_NOOP("RuleOptions", "drawn card vs waste card"),
    },
)
DRAW_THREE = RuleOption(
    name="draw_three",
    kind=Flag(),
    default=False,
    letter="D",
    label=QT_TRANSLATE_NOOP("RuleOptions", "Draw &three onto three waste piles"),
    help=QT_TRANSLATE_NOOP("RuleOptions", "The stock is dealt in threes, one card onto each of three waste piles"),
    change_texts={
        False: QT_TRANSLATE_NOOP("RuleOptions", "one waste pile"),
        True: QT_TRANSLATE_NOOP("RuleOptions", "draw three onto three waste piles"),
    },
)

OPTIONS: dict[str, RuleOption] = {}
"""Every option by name, in rules-field order (the Count first: its value follows the family letter)."""


def register_option(option: RuleOption) -> None:
    """Add an option; its letter must be new and must not be a character the Count's value uses."""
    if option.name in OPTIONS or not option.name.isidentifier():
        raise ValueError(f"option name {option.name!r} is taken or not an identifier")
    option.check(option.default)
    if isinstance(option.kind, Count):
        if option.letter or any(isinstance(other.kind, Count) for other in OPTIONS.values()):
            raise ValueError("a rules field has room for one Count, written without a letter")
    elif not (len(option.letter) == 1 and option.letter.isascii() and option.letter.isupper()):
        raise ValueError(f"{option.name}: a Flag needs one letter A–Z")
    elif any(other.kind.claims(option.letter, other.letter) for other in OPTIONS.values()):
        raise ValueError(f"{option.name}: letter {option.letter!r} is taken")
    OPTIONS[option.name] = option


@contextmanager
def option_registered(option: RuleOption) -> Iterator[RuleOption]:
    """The option exists inside the ``with`` block only (for tests that add a throw-away option)."""
    register_option(option)
    try:
        yield option
    finally:
        del OPTIONS[option.name]


for _option in (PASSES, STRICT_WIN, STACKED_PAIRS, TALON_PAIRING, DRAW_THREE):
    register_option(_option)
