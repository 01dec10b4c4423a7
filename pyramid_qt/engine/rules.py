"""Rule sets: a rule family (N, W, T) and the value of every rule option, declared once each.

A family is one :class:`RuleFamily` record in :data:`FAMILIES`: its letter, how the talon starts, the option
values it differs in from the options' defaults, and its name and description.  The options are the
:class:`~pyramid_qt.engine.options.RuleOption` records of :mod:`pyramid_qt.engine.options`.  A family's letter
is not its talon start: two families may share one and differ in their defaults.

A :class:`RuleSet` is plain immutable data.  Its *rules field* (the middle part of a deal code, docs/rules.md) is the
family letter followed by the options that differ from that family, in the order of ``OPTIONS``::

    <N|W|T> [1-9|U] [S] [X] [Y] [D]

``N`` alone is the default game, ``W1`` the web rules with one pass.  Each letter flips one on/off option of
the family; the digit or ``U`` sets the number of passes.  :meth:`RuleSet.from_field` and
:attr:`RuleSet.field` round-trip for every rule set.

Decisions where the sources are silent (documented here because the engine and solver both rely on them):

* *Passes* count the trips through the stock; ``passes - 1`` recycles are allowed.  ``None`` is unlimited.
* With ``talon_start = ONE_TO_WASTE`` the deal performs one ordinary draw, free of charge (N's turned card).
* *Talon pairing* (``Y``) is "drawn card vs waste card": the newest talon card may pair with the waste card
  it covers.  Under ``STOCK_TOP_FACE_UP`` the newest card is the face-up stock top and it may pair with the
  waste top(s); under the other starts it is a waste pile's top, which may pair with the card directly
  beneath it on the same pile (and that card with nothing else).
* *Draw three* (``D``) deals the stock in sets of three onto three waste piles (a short last set fills the
  piles in order); recycling gathers the piles level by level — bottom of pile 1, 2, 3, then the next level —
  which is the order the cards were drawn in.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any, NamedTuple

from pyramid_qt.engine.options import OPTIONS, Count, Value
from pyramid_qt.translation.marker import QT_TRANSLATE_NOOP


class TalonStart(enum.Enum):
    """How the 24 talon cards start (engine logic; a family names one)."""

    ONE_TO_WASTE = enum.auto()  # one card turned onto the waste at the deal, the rest face down
    STOCK_TOP_FACE_UP = enum.auto()  # all in the stock, whose top card is face up and playable
    FACE_DOWN = enum.auto()  # all face down in the stock


class RuleFamily(NamedTuple):
    """One rule family; see the module docstring.  (A NamedTuple like RuleOption: quick to define.)"""

    letter: str  # the first character of a rules field
    talon_start: TalonStart
    defaults: Mapping[str, Value]  # the option values that differ from the options' own defaults
    name: str  # marked for translation (context RuleOptions)
    description: str  # one short line, marked for translation

    def default(self, option: str) -> Value:
        return self.defaults[option] if option in self.defaults else OPTIONS[option].default

    @property
    def preset(self) -> RuleSet:
        """The family with every option at its default."""
        return RuleSet(self)


class RulesError(ValueError):
    """A rules field that names no rule set; ``key`` says which part is wrong.

    Keys: ``empty``, ``unknown_preset`` (no such family letter), ``bad_<option>`` (the place of a Count
    option, e.g. ``bad_passes``; ``option`` names it), ``bad_order``, ``unknown_option``.
    """

    def __init__(self, key: str, message: str, field: str, option: str | None = None) -> None:
        super().__init__(message)
        self.key = key
        self.field = field
        self.option = option


class RuleSet:
    """A family and the value of every option: immutable, hashable, equal when the rules field is."""

    __slots__ = ("family", "_values", "_key")

    family: RuleFamily
    _values: dict[str, Value]
    _key: tuple[str, tuple[tuple[str, Value], ...]]

    def __init__(self, family: RuleFamily | str, **values: Value) -> None:
        fam = family if isinstance(family, RuleFamily) else FAMILIES[family]
        unknown = values.keys() - OPTIONS.keys()
        if unknown:
            raise TypeError(f"unknown rule options: {', '.join(sorted(unknown))}")
        chosen = {name: values.get(name, fam.default(name)) for name in OPTIONS}
        for name, value in chosen.items():
            OPTIONS[name].check(value)
        object.__setattr__(self, "family", fam)
        object.__setattr__(self, "_values", chosen)
        # Only values away from the options' defaults decide equality, so a rule set made before a
        # throw-away option was registered still equals one made after.
        changed = tuple(sorted((n, v) for n, v in chosen.items() if v != OPTIONS[n].default))
        object.__setattr__(self, "_key", (fam.letter, changed))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("RuleSet is immutable; use replace()")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RuleSet) and self._key == other._key

    def __hash__(self) -> int:
        return hash(self._key)

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (RuleSet.from_field, (self.field,))

    def __repr__(self) -> str:
        return f"RuleSet.from_field({self.field!r})"

    def __str__(self) -> str:
        return self.field

    # ------------------------------------------------------------------ options
    def value(self, option: str) -> Value:
        """The value of any option by name (one registered after this rule set was made has its default)."""
        return self._values[option] if option in self._values else self.family.default(option)

    def replace(self, **values: Value) -> RuleSet:
        return RuleSet(self.family, **{**self._values, **values})

    # The options the engine and solver act on, typed.
    @property
    def passes(self) -> int | None:
        """Trips through the stock; ``None`` is unlimited."""
        return self._values["passes"]  # an int or None: Count.allows checked it

    @property
    def strict_win(self) -> bool:
        """All 52 cards must go, not only the pyramid."""
        return self._values["strict_win"] is True

    @property
    def stacked_pairs(self) -> bool:
        """A card may pair with the one card still covering it."""
        return self._values["stacked_pairs"] is True

    @property
    def talon_pairing(self) -> bool:
        """The newest talon card may pair with the waste card it covers."""
        return self._values["talon_pairing"] is True

    @property
    def draw_three(self) -> bool:
        """Deal the stock in threes onto three waste piles."""
        return self._values["draw_three"] is True

    # ------------------------------------------------------------------ derived
    @property
    def talon_start(self) -> TalonStart:
        return self.family.talon_start

    @property
    def preset_letter(self) -> str:
        return self.family.letter

    @property
    def preset(self) -> RuleSet:
        return self.family.preset

    @property
    def waste_piles(self) -> int:
        return 3 if self.draw_three else 1

    @property
    def draw_count(self) -> int:
        return 3 if self.draw_three else 1

    @property
    def stock_top_playable(self) -> bool:
        return self.talon_start is TalonStart.STOCK_TOP_FACE_UP

    @property
    def recycles_allowed(self) -> int | None:
        return None if self.passes is None else self.passes - 1

    def differences(self) -> Iterator[tuple[str, Value]]:
        """Each option whose value differs from the family's, with that value, in rules-field order."""
        for name, option in OPTIONS.items():
            value = self.value(name)
            if value != self.family.default(name):
                yield option.name, value

    # ------------------------------------------------------------------ the rules field
    @property
    def field(self) -> str:
        """The canonical rules field of a deal code, e.g. ``"N"``, ``"W1"``, ``"TUSD"``."""
        fam = self.family
        return fam.letter + "".join(
            option.kind.encode(self.value(name), fam.default(name), option.letter) for name, option in OPTIONS.items()
        )

    @staticmethod
    def from_field(text: str) -> RuleSet:
        """Parse a rules field (case-insensitive, blanks trimmed); raise :class:`RulesError`."""
        field = text.strip().upper()
        if not field:
            raise RulesError("empty", "the rules field is empty", text)
        fam = FAMILIES.get(field[0])
        if fam is None:
            raise RulesError("unknown_preset", f"unknown rules letter {field[0]!r} (use {family_letters()})", text)
        values: dict[str, Value] = {}
        rest = field[1:]
        for name, option in OPTIONS.items():
            read = option.kind.decode(rest, fam.default(name), option.letter)
            if read is not None:
                values[name], used = read
                rest = rest[used:]
        if rest:
            raise _misplaced(rest[0], values, text)
        return RuleSet(fam, **values)


def _misplaced(char: str, seen: Mapping[str, Value], text: str) -> RulesError:
    """The error for the first character of a rules field that no option read in its place."""
    for name, option in OPTIONS.items():
        if not option.kind.claims(char, option.letter):
            continue
        if isinstance(option.kind, Count):
            message = option.error_text.format(max=option.kind.maximum, unlimited=Count.CODE_UNLIMITED)
            return RulesError(f"bad_{name}", message[0].lower() + message[1:], text, name)
        order = option_letters(" ")
        return RulesError("bad_order", f"option {char!r} is repeated or out of order (order: {order})", text, name)
    return RulesError("unknown_option", f"unknown rules option {char!r} (use {option_letters(', ')})", text)


def field_syntax() -> str:
    """The rules field explained in English from the declarations (``pyramid-qt-solve --help``)."""
    families = ", ".join(f"{family.letter} {family.name}" for family in FAMILIES.values())
    parts = [f"a family letter ({families})"]
    for option in OPTIONS.values():
        if isinstance(option.kind, Count):
            unlimited = option.change_texts.get(None, "unlimited")
            parts.append(f"then {option.name} 1-{option.kind.maximum} or {Count.CODE_UNLIMITED} ({unlimited})")
    flags = ", ".join(f"{o.letter} {o.change_texts.get(True, o.name)}" for o in OPTIONS.values() if o.letter)
    parts.append(f"then any of {flags} (each the opposite of the family's choice)")
    return "; ".join(parts)


def option_letters(separator: str) -> str:
    """The letters of the on/off options in rules-field order, e.g. ``"S X Y D"``."""
    return separator.join(option.letter for option in OPTIONS.values() if option.letter)


def family_letters(separator: str = ", ") -> str:
    return separator.join(FAMILIES)


FAMILIES: dict[str, RuleFamily] = {}
"""Every rule family by letter, in the order players are offered them."""


def register_family(family: RuleFamily) -> None:
    letter = family.letter
    if letter in FAMILIES or not (len(letter) == 1 and letter.isascii() and letter.isupper()):
        raise ValueError(f"family letter {family.letter!r} is taken or not one letter A–Z")
    for name, value in family.defaults.items():
        OPTIONS[name].check(value)
    FAMILIES[family.letter] = family


@contextmanager
def family_registered(family: RuleFamily) -> Iterator[RuleFamily]:
    """The family exists inside the ``with`` block only (for tests that add a throw-away family)."""
    register_family(family)
    try:
        yield family
    finally:
        del FAMILIES[family.letter]


for _family in (
    RuleFamily(
        "N",
        TalonStart.ONE_TO_WASTE,
        {},
        QT_TRANSLATE_NOOP("RuleOptions", "Standard"),
        QT_TRANSLATE_NOOP("RuleOptions", "One card starts on the waste; only the waste top plays; unlimited passes."),
    ),
    RuleFamily(
        "W",
        TalonStart.STOCK_TOP_FACE_UP,
        {"passes": 3, "stacked_pairs": True, "talon_pairing": True},
        QT_TRANSLATE_NOOP("RuleOptions", "Web rules"),
        QT_TRANSLATE_NOOP("RuleOptions", "The stock top plays too, even with the waste top; stacked pairs; 3 passes."),
    ),
    RuleFamily(
        "T",
        TalonStart.FACE_DOWN,
        {"passes": 1},
        QT_TRANSLATE_NOOP("RuleOptions", "Traditional"),
        QT_TRANSLATE_NOOP("RuleOptions", "Cards are turned one at a time; only the newest waste card plays; one pass."),
    ),
):
    register_family(_family)


class _Presets(Mapping[str, RuleSet]):
    """Each family's preset by letter, following the registry (a family registered later is in it)."""

    def __getitem__(self, letter: str) -> RuleSet:
        return FAMILIES[letter].preset

    def __iter__(self) -> Iterator[str]:
        return iter(FAMILIES)

    def __len__(self) -> int:
        return len(FAMILIES)


PRESETS: Mapping[str, RuleSet] = _Presets()
DEFAULT_RULES = PRESETS["N"]
