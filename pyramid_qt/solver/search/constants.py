"""Numbers every solver module shares, named once."""

from __future__ import annotations

from pyramid_qt.engine import layout
from pyramid_qt.engine.cards import KING
from pyramid_qt.engine.games import PYRAMID

__all__ = ["BY_RANK", "CLASSES", "KING", "PAIR_SUM", "MAX_TALON", "PYRAMID_FULL", "PYRAMID_SIZE", "TALON_FULL"]

PAIR_SUM = 13  # two cards are removed together when their ranks add up to this
PYRAMID_SIZE = layout.SIZE  # 28 pyramid cards: the width of a pyramid mask and the shift of the talon bits
PYRAMID_FULL = (1 << PYRAMID_SIZE) - 1
MAX_TALON = PYRAMID.talon_size  # 24 talon cards: the width of a talon mask (kernel.h's MAX_TALON)
TALON_FULL = (1 << MAX_TALON) - 1
CLASSES = tuple(range(1, 7))  # the pairing classes: rank r pairs with PAIR_SUM - r
BY_RANK = KING + 1  # length of the lists indexed by rank (index 0 unused)

assert KING == PAIR_SUM, "a King is removed alone because its rank is the pair sum"
