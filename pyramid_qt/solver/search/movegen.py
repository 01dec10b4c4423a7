"""The move generator of the abstract single-waste-pile game, shared by the unlimited-pass kernel and the
unlimited-pass relaxation (:mod:`pyramid_qt.solver.search.relaxation`).

In that game (see :mod:`pyramid_qt.solver.search.cyclic`) a state is a pyramid mask ``P`` and a talon mask ``T``;
any talon card may meet any free pyramid card, and two talon cards may pair as :class:`TalonPairs` says.  The
limited-pass and three-pile kernels keep their own inlined generators: their inner loops are the hot paths.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterator

from pyramid_qt.engine.cards import Card
from pyramid_qt.solver.search.constants import CLASSES, KING, PAIR_SUM
from pyramid_qt.solver.search.problem import Problem

# (P after, T after, the two cards removed; never None: a present slot holds a card)
AbstractMove = tuple[int, int, Card | None, Card | None]


class TalonPairs(enum.Enum):
    NONE = "none"  # two talon cards never pair
    NEIGHBOURS = "neighbours"  # neighbours among the talon cards present (the exact abstract game)
    ANY = "any"  # any two talon cards (a relaxation: the talon order stops mattering)


def abstract_moves(problem: Problem, pairing: TalonPairs) -> Callable[[int, int], Iterator[AbstractMove]]:
    """A generator function over the pair removals from ``(P, T)`` (Kings are the caller's: they go at once).

    Unless talon cards pair with their neighbours, talon cards of one rank are interchangeable (the order of
    the talon does not matter then), so only the first card of a rank in talon order is offered."""
    info = problem.info
    info_get = problem._info.get
    tr = problem.talon_rank
    tc = problem.talon
    sc = problem.slot_card
    rank_mask = problem.rank_talon_mask
    neighbours = pairing is TalonPairs.NEIGHBOURS
    any_pairs = pairing is TalonPairs.ANY

    def moves(P: int, T: int) -> Iterator[AbstractMove]:  # noqa: N803 - the state's own names
        _, pairs, by_rank = info_get(P) or info(P)
        for r in range(1, KING):
            partners = by_rank[PAIR_SUM - r]
            present = T & rank_mask[r]
            if not partners or not present:
                continue
            while present:
                bit = present & -present
                present ^= bit
                card = tc[bit.bit_length() - 1]
                for i in partners:
                    yield P & ~(1 << i), T & ~bit, sc[i], card
                if not neighbours:
                    break
        for i, j in pairs:
            yield P & ~(1 << i | 1 << j), T, sc[i], sc[j]
        if any_pairs:
            for r in CLASSES:
                low, high = T & rank_mask[r], T & rank_mask[PAIR_SUM - r]
                if low and high:
                    low &= -low
                    high &= -high
                    yield P, T & ~(low | high), tc[low.bit_length() - 1], tc[high.bit_length() - 1]
        elif neighbours:
            rest = T
            prev = -1
            while rest:
                bit = rest & -rest
                rest ^= bit
                t = bit.bit_length() - 1
                if prev >= 0 and tr[prev] + tr[t] == PAIR_SUM:
                    yield P, T & ~(1 << prev | bit), tc[prev], tc[t]
                prev = t

    return moves
