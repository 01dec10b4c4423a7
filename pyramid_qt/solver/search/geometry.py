"""Pyramid geometry as bitmasks, shared by every deal.

A pyramid is a 28-bit mask (bit ``i`` set = slot ``i`` still holds its card).  Only order ideals are reachable
(1430 shapes), so the tables derived from a shape are cached here once for all deals and rule sets.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from pyramid_qt.engine import layout
from pyramid_qt.engine.games import Layout
from pyramid_qt.solver.search.constants import PYRAMID_FULL, PYRAMID_SIZE

SIZE = PYRAMID_SIZE
FULL = PYRAMID_FULL


def cover_masks(of: Layout) -> tuple[int, ...]:
    """Per slot of ``of``: the bits of the (at most two) slots lying directly on it."""
    return tuple(sum(1 << j for j in of.covered_by[i]) for i in range(of.size))


def below_masks(of: Layout) -> tuple[int, ...]:
    """Per slot of ``of``: every slot that must be gone before it can be free (the cone lying on it, towards the
    pyramid's last row)."""
    found: list[int] = [0] * of.size
    for i in reversed(range(of.size)):  # a slot's covering slots come after it
        for j in of.covered_by[i]:
            found[i] |= 1 << j | found[j]
    return tuple(found)


COVER_MASK: tuple[int, ...] = cover_masks(layout.LAYOUT)
BELOW: tuple[int, ...] = below_masks(layout.LAYOUT)

_FREE: dict[int, tuple[int, ...]] = {}
_STACKED: dict[int, tuple[tuple[int, int], ...]] = {}


def free_slots(pyramid: int) -> tuple[int, ...]:
    """The present slots with no present card on them."""
    found = _FREE.get(pyramid)
    if found is None:
        found = tuple(i for i in range(SIZE) if pyramid >> i & 1 and not pyramid & COVER_MASK[i])
        _FREE[pyramid] = found
    return found


def stacked_slots(pyramid: int) -> tuple[tuple[int, int], ...]:
    """``(under, over)`` pairs where ``under`` is covered by exactly one present card, ``over``, which is free:
    the pairs the stacked-pairs rule may remove together (if their ranks sum to 13)."""
    found = _STACKED.get(pyramid)
    if found is None:
        pairs = []
        for i in range(SIZE):
            if not pyramid >> i & 1:
                continue
            over = pyramid & COVER_MASK[i]
            if over and over & (over - 1) == 0:
                j = over.bit_length() - 1
                if not pyramid & COVER_MASK[j]:
                    pairs.append((i, j))
        found = tuple(pairs)
        _STACKED[pyramid] = found
    return found


def mask_of(slots: Iterable[int]) -> int:
    """The mask of an iterable of slot numbers."""
    mask = 0
    for i in slots:
        mask |= 1 << i
    return mask


def is_shape(pyramid: int) -> bool:
    """Whether ``pyramid`` is a shape play can leave: no present card lies on a slot that is empty (a card goes only
    once nothing lies on it; a position typed in by hand may say otherwise)."""
    return all(not pyramid & COVER_MASK[i] for i in range(SIZE) if not pyramid >> i & 1)


@cache
def shapes() -> tuple[int, ...]:
    """Every shape play can leave (1430, the full pyramid and the empty one included), fewest cards first."""
    found = {FULL}
    level = [FULL]
    while level:
        following = {pyramid & ~(1 << i) for pyramid in level for i in free_slots(pyramid)}
        found |= following
        level = list(following)
    return tuple(sorted(found, key=lambda pyramid: (pyramid.bit_count(), pyramid)))


def removable_sets(pyramid: int) -> list[int]:
    """The sets of cards play could remove from the shape ``pyramid`` in all, largest first: the cards of
    ``pyramid`` outside a shape within it (a card stays when a card lying on it, directly or not, stays)."""
    return [pyramid & ~rest for rest in shapes() if not rest & ~pyramid]
