"""Rule sets: the three presets of the specification and every option that varies them.

A :class:`RuleSet` is plain frozen data.  Its *rules field* (the middle part of a deal code, SPEC §6) is the
preset letter followed by the modifiers that differ from that preset, in a fixed order::

    <N|W|T> [1-9|U] [S] [X] [Y] [D]

``N`` alone is the default game, ``W1`` the web rules with one pass.  Each letter flips one boolean option
of the preset; the digit or ``U`` sets the number of passes.  :meth:`RuleSet.from_field` and
:attr:`RuleSet.field` round-trip for every rule set.

Decisions where the sources are silent (documented here because the engine and solver both rely on them):

* *Passes* count the trips through the stock; ``passes - 1`` recycles are allowed.  ``None`` is unlimited.
* With ``talon_start = ONE_TO_WASTE`` the deal performs one ordinary draw, free of charge (SPEC §2 N).
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
from dataclasses import dataclass, replace

MAX_PASSES = 9
# Only ASCII digits: str.isdigit() also accepts "²" or "٣", which int() rejects or reads unexpectedly.
_PASS_CHARS = "0123456789U"


class TalonStart(enum.Enum):
    """How the 24 talon cards start."""

    ONE_TO_WASTE = "N"  # one card turned onto the waste at the deal, the rest face down
    STOCK_TOP_FACE_UP = "W"  # all in the stock, whose top card is face up and playable
    FACE_DOWN = "T"  # all face down in the stock


class RulesError(ValueError):
    """A rules field that names no rule set; ``key`` says which part is wrong."""

    def __init__(self, key: str, message: str, field: str) -> None:
        super().__init__(message)
        self.key = key
        self.field = field


@dataclass(frozen=True, slots=True)
class RuleSet:
    talon_start: TalonStart
    passes: int | None  # trips through the stock; None = unlimited
    strict_win: bool = False  # all 52 cards must go, not only the pyramid
    stacked_pairs: bool = False  # a card may pair with the one card still covering it
    talon_pairing: bool = False  # the newest talon card may pair with the waste card it covers
    draw_three: bool = False  # deal the stock in threes onto three waste piles

    def __post_init__(self) -> None:
        if self.passes is not None and not 1 <= self.passes <= MAX_PASSES:
            raise ValueError(f"passes must be 1–{MAX_PASSES} or None, not {self.passes}")

    @property
    def preset_letter(self) -> str:
        return self.talon_start.value

    @property
    def preset(self) -> RuleSet:
        return PRESETS[self.preset_letter]

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

    @property
    def field(self) -> str:
        """The canonical rules field of a deal code, e.g. ``"N"``, ``"W1"``, ``"TUSD"``."""
        preset = self.preset
        out = [self.preset_letter]
        if self.passes != preset.passes:
            out.append("U" if self.passes is None else str(self.passes))
        for letter, attr in _FLAG_LETTERS:
            if getattr(self, attr) != getattr(preset, attr):
                out.append(letter)
        return "".join(out)

    def with_passes(self, passes: int | None) -> RuleSet:
        return replace(self, passes=passes)

    @staticmethod
    def from_field(text: str) -> RuleSet:
        """Parse a rules field (case-insensitive, blanks trimmed); raise :class:`RulesError`."""
        field = text.strip().upper()
        if not field:
            raise RulesError("empty", "the rules field is empty", text)
        preset = PRESETS.get(field[0])
        if preset is None:
            raise RulesError("unknown_preset", f"unknown rules letter {field[0]!r} (use N, W or T)", text)
        rules = preset
        rest = field[1:]
        if rest and rest[0] in _PASS_CHARS:
            if rest[0] == "0":
                raise RulesError("bad_passes", "the number of passes must be 1–9 or U", text)
            rules = rules.with_passes(None if rest[0] == "U" else int(rest[0]))
            rest = rest[1:]
        order = "".join(letter for letter, _ in _FLAG_LETTERS)
        position = 0
        for letter in rest:
            found = order.find(letter, position)
            if found < 0:
                if letter in order:
                    raise RulesError(
                        "bad_order", f"option {letter!r} is repeated or out of order (order: {order})", text
                    )
                raise RulesError("unknown_option", f"unknown rules option {letter!r}", text)
            attr = _FLAG_LETTERS[found][1]
            rules = replace(rules, **{attr: not getattr(preset, attr)})
            position = found + 1
        return rules

    def __str__(self) -> str:
        return self.field


_FLAG_LETTERS: tuple[tuple[str, str], ...] = (
    ("S", "strict_win"),
    ("X", "stacked_pairs"),
    ("Y", "talon_pairing"),
    ("D", "draw_three"),
)

PRESET_N = RuleSet(TalonStart.ONE_TO_WASTE, passes=None)
PRESET_W = RuleSet(TalonStart.STOCK_TOP_FACE_UP, passes=3, stacked_pairs=True, talon_pairing=True)
PRESET_T = RuleSet(TalonStart.FACE_DOWN, passes=1)
PRESETS: dict[str, RuleSet] = {"N": PRESET_N, "W": PRESET_W, "T": PRESET_T}
DEFAULT_RULES = PRESET_N
