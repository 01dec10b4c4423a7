"""Cards of the single 52-card deck.

A card is a small frozen value with a rank (1 = Ace … 13 = King) and a suit.  Each card also has an
``index`` 0–51 (suit-major: spades A–K, hearts A–K, diamonds A–K, clubs A–K) which the deal and the
solver use; the two forms convert both ways without loss.
"""

from __future__ import annotations

import enum
from functools import cache

RANK_LETTERS = "A23456789TJQK"
KING = 13
PAIR_SUM = 13


class Suit(enum.IntEnum):
    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return "SHDC"[self]

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


_SUIT_BY_CHAR = {ch: suit for suit in Suit for ch in (suit.letter, suit.symbol, suit.letter.lower())}


class CardParseError(ValueError):
    """A card text such as ``"1X"`` that names no card."""

    def __init__(self, text: str) -> None:
        super().__init__(f"not a card: {text!r}")
        self.text = text


class Card:
    """An immutable card, equal to and ordered as its (rank, suit).  Written out rather than a frozen dataclass: the
    engine is imported before the window's first frame, where a frozen dataclass with order would write and compile
    its ten methods at import."""

    __slots__ = ("rank", "suit")

    rank: int
    suit: Suit

    def __init__(self, rank: int, suit: Suit) -> None:
        if not 1 <= rank <= KING:
            raise ValueError(f"rank out of range: {rank}")
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "suit", suit)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a card is immutable: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a card is immutable: cannot delete {name!r}")

    def __reduce__(self) -> tuple[type[Card], tuple[int, Suit]]:
        return Card, (self.rank, self.suit)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is Card:
            return self.rank == other.rank and self.suit == other.suit
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.rank, self.suit))

    def __lt__(self, other: Card) -> bool:
        if other.__class__ is Card:
            return (self.rank, self.suit) < (other.rank, other.suit)
        return NotImplemented

    def __le__(self, other: Card) -> bool:
        if other.__class__ is Card:
            return (self.rank, self.suit) <= (other.rank, other.suit)
        return NotImplemented

    def __gt__(self, other: Card) -> bool:
        if other.__class__ is Card:
            return (self.rank, self.suit) > (other.rank, other.suit)
        return NotImplemented

    def __ge__(self, other: Card) -> bool:
        if other.__class__ is Card:
            return (self.rank, self.suit) >= (other.rank, other.suit)
        return NotImplemented

    @property
    def index(self) -> int:
        return int(self.suit) * 13 + self.rank - 1

    @property
    def value(self) -> int:
        """The value that counts towards 13; suits never matter."""
        return self.rank

    @property
    def is_king(self) -> bool:
        return self.rank == KING

    @property
    def code(self) -> str:
        """Two-character text form, e.g. ``"TD"`` for the ten of diamonds."""
        return RANK_LETTERS[self.rank - 1] + self.suit.letter

    @property
    def pretty(self) -> str:
        """Display form with a suit symbol, e.g. ``"10♦"``."""
        rank = "10" if self.rank == 10 else RANK_LETTERS[self.rank - 1]
        return rank + self.suit.symbol

    def pairs_with(self, other: Card) -> bool:
        return self.rank + other.rank == PAIR_SUM

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code})"

    @staticmethod
    def from_index(index: int) -> Card:
        return _CARDS[index]

    @staticmethod
    def parse(text: str) -> Card:
        """Read ``"TD"``, ``"10D"``, ``"10♦"``, ``"qs"`` …; raise :class:`CardParseError` otherwise."""
        return _parse(text.strip())


@cache
def _parse(text: str) -> Card:
    if len(text) < 2:
        raise CardParseError(text)
    rank_text, suit_char = text[:-1].upper(), text[-1]
    suit = _SUIT_BY_CHAR.get(suit_char) or _SUIT_BY_CHAR.get(suit_char.upper())
    if rank_text == "10":
        rank_text = "T"
    if suit is None or len(rank_text) != 1 or rank_text not in RANK_LETTERS:
        raise CardParseError(text)
    return Card(RANK_LETTERS.index(rank_text) + 1, suit)


_CARDS: tuple[Card, ...] = tuple(Card(i % 13 + 1, Suit(i // 13)) for i in range(52))
FULL_DECK: tuple[Card, ...] = _CARDS
