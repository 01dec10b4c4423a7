"""Reproducible deals: a portable integer PRNG, the Fisher–Yates shuffle and deal codes.

The shuffle never uses :mod:`random`, so a deal number gives the same cards on every Python version and
platform.  The generator is **SplitMix64** (Steele, Lea & Flood 2014; the seeding generator of xoshiro):
64-bit state, ``state += 0x9E3779B97F4A7C15`` then two xor-shift-multiply rounds, all modulo 2**64.
It is seeded with the deal number itself.

The shuffle starts from the deck in index order (♠A…♠K, ♥A…♥K, ♦A…♦K, ♣A…♣K) and runs Fisher–Yates from
the last position down: for ``i`` = 51 … 1 it swaps position ``i`` with ``j = uniform(0..i)``.  ``uniform``
is unbiased: it draws 64-bit words and rejects those at or above the largest multiple of ``i + 1``
(``limit = 2**64 - 2**64 % (i + 1)``), then takes the remainder.

The shuffled cards are dealt as the game declares (:meth:`pyramid_qt.engine.games.GameDeclaration.split`): for
Pyramid the first 28 fill the pyramid row by row, top to bottom, left to right; the other 24 form the talon, the
first of them on top of the stock.  The deal does not depend on the rules: the same number deals
the same cards under every rule set.  Test vectors live in ``tests/engine/test_deal.py``.

A deal code is ``PY1-<rules field>-<7 letters>`` for Pyramid and ``PY1-<game>-<rules field>-<7 letters>`` for
another game (docs/games.md has the grammar): the deal number in base 26 with ``A`` = 0, most significant letter
first (``AAAAAAS`` = 18).
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Mapping
from typing import NamedTuple

from pyramid_qt.engine.cards import FULL_DECK, Card
from pyramid_qt.engine.games import GAMES, PYRAMID, GameDeclaration, is_game_key
from pyramid_qt.engine.records import FrozenRecord
from pyramid_qt.engine.rules import DEFAULT_RULES, RulesError, RuleSet

MASK64 = (1 << 64) - 1
GOLDEN_GAMMA = 0x9E3779B97F4A7C15
CODE_VERSION = "PY1"
CODE_LETTERS = 7
MAX_DEAL = 26**CODE_LETTERS - 1
PLAIN_NUMBER_MIN = 1
PLAIN_NUMBER_MAX = 20000
PYRAMID_SIZE = PYRAMID.layout.size
MAX_DIGITS = 18
FIXED_RULES = DEFAULT_RULES
"""The rules field of a game without rule options (docs/games.md): always ``N``, which changes nothing there."""


class DealLabel(enum.Enum):
    """What the player is told of a deal when it is dealt (docs/rules.md, "Deal codes and labels"): a shipped table or
    the solver verified it winnable, or it might be a dead end (not checked, or checked in vain)."""

    VERIFIED_WINNABLE = "verified_winnable"
    MIGHT_BE_DEAD_END = "might_be_dead_end"


class SplitMix64:
    """The SplitMix64 generator; see the module docstring."""

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next_u64(self) -> int:
        self.state = (self.state + GOLDEN_GAMMA) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def uniform(self, bound: int) -> int:
        """An unbiased integer in ``0 .. bound-1``."""
        limit = (1 << 64) - (1 << 64) % bound
        while True:
            word = self.next_u64()
            if word < limit:
                return word % bound


def shuffled_deck(deal_number: int, decks: int = 1) -> tuple[Card, ...]:
    """The cards of deal ``deal_number`` in dealing order: 52 per deck (several decks one after the other before
    the shuffle)."""
    deck = list(FULL_DECK) * decks
    rng = SplitMix64(deal_number)
    for i in range(len(deck) - 1, 0, -1):
        j = rng.uniform(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return tuple(deck)


class Deal(NamedTuple):
    """The cards of one deal: the pyramid slots in order, the talon (top of the stock first) and the reserve piles
    (each bottom to top; none in Pyramid)."""

    pyramid: tuple[Card, ...]
    talon: tuple[Card, ...]
    reserves: tuple[tuple[Card, ...], ...] = ()

    @staticmethod
    def from_number(deal_number: int, game: GameDeclaration = PYRAMID) -> Deal:
        check_deal_number(deal_number)
        pyramid, reserves, talon = game.split(shuffled_deck(deal_number, game.decks))
        return Deal(pyramid, talon, reserves)


class DealCodeError(ValueError):
    """Input that is not a deal.  ``key`` names what is wrong so the UI can show a translated message:

    ``empty``, ``bad_format``, ``bad_version``, ``bad_letters``, ``out_of_range``, ``not_a_number`` and the
    rules keys of :class:`~pyramid_qt.engine.rules.RulesError` (``unknown_preset``, ``bad_passes``,
    ``bad_order``, ``unknown_option``).
    """

    def __init__(self, key: str, message: str, text: str) -> None:
        super().__init__(message)
        self.key = key
        self.text = text

    def __reduce__(self) -> tuple[type[DealCodeError], tuple[str, str, str]]:
        # Rebuilt from all three fields: the default (``args`` only) cannot be unpickled, which hung a process
        # pool whose worker raised one.
        return (DealCodeError, (self.key, str(self), self.text))


def check_deal_number(deal_number: int) -> None:
    if not 0 <= deal_number <= MAX_DEAL:
        raise DealCodeError("out_of_range", f"deal number must be 0–{MAX_DEAL}", str(deal_number))


class DealCode(FrozenRecord):
    """A deal number of a game under a rule set; ``str()`` gives the canonical code (docs/games.md, "Deal codes")."""

    __slots__ = ("number", "rules", "game")
    number: int
    rules: RuleSet
    game: GameDeclaration

    def __init__(self, number: int, rules: RuleSet = DEFAULT_RULES, game: GameDeclaration = PYRAMID) -> None:
        check_deal_number(number)
        self._set(number=number, rules=rules, game=game)

    @property
    def letters(self) -> str:
        return number_to_letters(self.number)

    @property
    def text(self) -> str:
        if self.game == PYRAMID:
            # Pyramid's codes carry no game part, so every code written before there were other games still reads.
            return f"{CODE_VERSION}-{self.rules.field}-{self.letters}"
        return f"{CODE_VERSION}-{self.game.key}-{self.rules.field}-{self.letters}"

    def __str__(self) -> str:
        return self.text

    def deal(self) -> Deal:
        return Deal.from_number(self.number, self.game)

    @staticmethod
    def parse(text: str, games: Mapping[str, GameDeclaration] = GAMES) -> DealCode:
        """Read ``PY1-N-AAAAAAS`` or ``PY1-<game>-N-AAAAAAS`` (any case, blanks around it ignored), the game one of
        ``games`` by key; raise :class:`DealCodeError`.  A game part that names none of ``games`` makes the code
        ``bad_format``: it is no code this program can read."""
        stripped = text.strip()
        if not stripped:
            raise DealCodeError("empty", "no deal code given", text)
        parts = stripped.upper().split("-")
        game = PYRAMID
        if len(parts) == 4 and parts[1] in games:
            game = games[parts.pop(1)]
        elif len(parts) == 4 and is_game_key(parts[1]):
            raise DealCodeError("bad_format", f"no game is called {parts[1]!r} in a deal code", text)
        if len(parts) != 3:
            raise DealCodeError("bad_format", "a deal code looks like PY1-N-AAAAAAS", text)
        version, field, letters = parts
        if version != CODE_VERSION:
            raise DealCodeError("bad_version", f"unknown code version {version[:12]!r} (expected PY1)", text)
        try:
            rules = RuleSet.from_field(field)
        except RulesError as error:
            # "PY1--AAAAAAS" is a malformed code, not the empty input the "empty" key tells the player about.
            key = "bad_format" if error.key == "empty" else error.key
            raise DealCodeError(key, str(error), text) from None
        if not game.rule_options and rules != FIXED_RULES:
            raise DealCodeError("bad_format", f"{game.name} has no rule options: its rules part is N", text)
        return DealCode(letters_to_number(letters, text), rules, game)


def number_to_letters(number: int) -> str:
    check_deal_number(number)
    out = []
    for _ in range(CODE_LETTERS):
        number, digit = divmod(number, 26)
        out.append(chr(ord("A") + digit))
    return "".join(reversed(out))


def letters_to_number(letters: str, text: str | None = None) -> int:
    letters = letters.upper()
    if len(letters) != CODE_LETTERS or not all("A" <= ch <= "Z" for ch in letters):
        raise DealCodeError(
            "bad_letters", f"the deal part must be {CODE_LETTERS} letters A–Z", letters if text is None else text
        )
    number = 0
    for ch in letters:
        number = number * 26 + ord(ch) - ord("A")
    return number


def parse_deal_number(text: str, lowest: int = 0, highest: int = MAX_DEAL) -> int:
    """A deal number written in ASCII digits (blanks around it ignored) from ``lowest`` to ``highest``; raise
    :class:`DealCodeError` (``not_a_number`` or ``out_of_range``).  ``"١٢"``, ``"²"``, ``"1_000"`` and
    ``"1e3"``, which :func:`int` or :meth:`str.isdigit` would take, are not deal numbers; a 5000-digit number is
    out of range without being converted."""
    stripped = text.strip()
    if not (stripped.isascii() and stripped.isdigit()):
        shown = repr(text) if len(text) <= 24 else repr(text[:24]) + "…"
        raise DealCodeError("not_a_number", f"a deal number is written in the digits 0–9, not {shown}", text)
    number = _bounded_int(stripped)
    if number is None or not lowest <= number <= highest:
        raise DealCodeError("out_of_range", f"a deal number must be {lowest}–{highest}", text)
    return number


def _bounded_int(digits: str) -> int | None:
    """``int(digits)`` for at most 18 significant digits (far above any deal number), else ``None``."""
    significant = digits.lstrip("0") or "0"
    return int(significant) if len(significant) <= MAX_DIGITS else None


def parse_deal_input(text: str, rules: RuleSet = DEFAULT_RULES, game: GameDeclaration = PYRAMID) -> DealCode:
    """What a player types in the New Game box: a full code, or a plain deal number 1–20000 (a deal of ``game``,
    played under ``rules`` if the game has rule options).  Raise :class:`DealCodeError` with a distinct key for each
    kind of mistake."""
    stripped = text.strip()
    if _is_ascii_integer(stripped):
        number = _bounded_int(stripped.lstrip("+-"))
        if number is None or stripped.startswith("-") or not PLAIN_NUMBER_MIN <= number <= PLAIN_NUMBER_MAX:
            raise DealCodeError("out_of_range", f"a deal number must be {PLAIN_NUMBER_MIN}–{PLAIN_NUMBER_MAX}", text)
        return DealCode(number, rules if game.rule_options else FIXED_RULES, game)
    if stripped and "-" not in stripped and stripped[:1].isdigit():  # "12a", "1.5", "²"
        raise DealCodeError("not_a_number", "type a deal number 1–20000 or a code like PY1-N-AAAAAAS", text)
    return DealCode.parse(text)


def _is_ascii_integer(text: str) -> bool:
    """``"12"``, ``"+12"``, ``"-12"``; not ``"²"`` or ``"١٢"``, which :meth:`str.isdigit` accepts."""
    digits = text[1:] if text[:1] in ("+", "-") else text
    return digits.isascii() and digits.isdigit()


def iter_deal_codes(first: int, last: int, rules: RuleSet) -> Iterator[DealCode]:
    for number in range(first, last + 1):
        yield DealCode(number, rules)
