"""The best-reachable search's bounds on how many more pyramid cards play can remove: the matching bound's count
(:meth:`Problem.matching_bound`), then the *shape bound*, in :class:`ShapeBound`.  The search's last cut, the
unlimited-pass relaxation asked for the count, is :class:`~pyramid_qt.solver.search.relaxation.RelaxedBest`.

The shape bound
---------------
The matching bound forgets where the cards lie: a card that can never go holds up every card lying under it, and
those may be the very partners the counts relied on (four Aces and four Queens in the pyramid, no Ace in the talon
and an Ace at the top that nothing can take: the matching leaves an Ace and a Queen behind, but whichever Queen
stays holds up other cards, and the true best is 25, not 26: W deal 30007).

The cards any play removes from here, ``D``, leave a shape (a card stays when a card lying on it, directly or not,
stays: it is never free), so ``D`` is the pyramid minus one of the shapes within it
(:func:`geometry.removable_sets`).  Each of its non-King cards went with a partner: another card of ``D`` it could
ever pair with, or a talon card of the complementary rank; per class the pairs within ``D`` number at most ``M_D``,
its largest matching, so its low cards used at least ``a_D - M_D`` talon cards of the high rank and its high cards
``b_D - M_D`` of the low rank.  The most cards play can still remove is therefore at most the largest ``D`` whose
needs the talon's counts cover (:meth:`ShapeBound.removable_bound`); never more than the matching bound (for each
class ``a_D + b_D <= 2M_D + min(a_D - M_D, tb) + min(b_D - M_D, ta)``, which grows with ``M_D <= M``); on W deals
30007, 30067 and 30201 it is the exact count at the deal's start, one to five cards below the matching bound.  Per
shape the sets are kept as ``(cards, needs)``, the needs packed :data:`NEED_BITS` bits a rank, largest first and
made only as far as the search asks (:meth:`ShapeBound.cannot_beat`); a set whose needs a larger one kept already
has is skipped (it could never answer first; the compiled twin skips every set a larger one covers).
"""

from __future__ import annotations

from pyramid_qt.solver.search import geometry
from pyramid_qt.solver.search.constants import CLASSES, KING, PAIR_SUM
from pyramid_qt.solver.search.problem import Problem

NEED_BITS = 5  # the shape bound packs a count per rank (Ace to Queen) in this many bits: 15 at most
NEED_MAX = (1 << NEED_BITS - 1) - 1
NEED_GUARD = sum(1 << NEED_BITS * (r - 1) + NEED_BITS - 1 for r in range(1, KING))  # the top bit of every field


def packed_counts(counts: list[int]) -> int:
    """Talon counts by rank (Ace to Queen, each at most :data:`NEED_MAX`) packed for :func:`covers`."""
    packed = 0
    for r in range(1, KING):
        packed |= min(counts[r], NEED_MAX) << NEED_BITS * (r - 1)
    return packed


def covers(have: int, needs: int) -> bool:
    """Whether packed counts ``have`` reach packed ``needs`` in every rank (one subtraction: each field's top bit
    survives exactly when that field of ``have`` is at least the one of ``needs``)."""
    return ((have | NEED_GUARD) - needs) & NEED_GUARD == NEED_GUARD


class _RemovalSets:
    """One shape's removal sets (:meth:`ShapeBound.removal_sets`), made as far as they were asked for: ``sets``
    (largest first), from ``candidates`` (:func:`geometry.removable_sets`) up to ``next``."""

    __slots__ = ("candidates", "next", "seen", "sets")

    def __init__(self, candidates: list[int]) -> None:
        self.candidates = candidates
        self.next = 0
        self.sets: list[tuple[int, int]] = []
        self.seen: set[int] = set()


class ShapeBound:
    """The matching and shape bounds of one problem's best-reachable search (module docstring); each shape's sets
    are made once, as far as asked."""

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        self._sets: dict[int, _RemovalSets | None] = {}
        self._class_needs: list[dict[int, int]] = [{} for _ in CLASSES]  # a class's part of a set's needs, by slots

    def removable_bound(self, pyramid: int, counts: list[int]) -> int:
        """An upper bound on how many more pyramid cards can ever be removed from here (``counts``: the talon's
        cards by rank): the shape bound, or where ``pyramid`` is not a shape the matching bound (module
        docstring)."""
        sets = self.removal_sets(pyramid)
        if sets is None:
            return self.problem.matching_bound(pyramid, counts)
        have = packed_counts(counts)
        return next(cards for cards, needs in sets if covers(have, needs))  # the empty set needs nothing

    def cannot_beat(self, pyramid: int, counts: list[int], more: int) -> bool:
        """Whether :meth:`removable_bound` is at most ``more``: the best-reachable search's cut, where ``more`` is
        the best count less the cards already gone.  The matching bound first, which is cheaper and never below
        the shape bound; then the shape's sets, made only as far as the answer needs (only those of more than
        ``more`` cards count, and the first the talon covers answers)."""
        if self.problem.matching_bound(pyramid, counts) <= more:
            return True
        made = self._sets_of(pyramid)
        if made is None:
            return False
        have = packed_counts(counts) | NEED_GUARD
        sets = made.sets
        q = 0
        while True:
            if q == len(sets) and not self._next_set(made, more):
                return True
            cards, needs = sets[q]
            if cards <= more:
                return True
            if (have - needs) & NEED_GUARD == NEED_GUARD:  # covers(), inlined: the search's hot path
                return False
            q += 1

    def removal_sets(self, pyramid: int, more: int = -1) -> tuple[tuple[int, int], ...] | None:
        """The shape bound's sets for ``pyramid`` (module docstring) of more than ``more`` cards: ``(cards,
        needs)`` per set of cards play could remove in all, largest first, ``needs`` the talon cards it takes by
        rank (packed, see :func:`covers`), each needs once; ``None`` when ``pyramid`` is not a shape."""
        made = self._sets_of(pyramid)
        if made is None:
            return None
        while self._next_set(made, more):
            pass
        return tuple((cards, needs) for cards, needs in made.sets if cards > more)

    def _sets_of(self, pyramid: int) -> _RemovalSets | None:
        """The shape's sets as far as made (``None``: not a shape); cached per shape."""
        if pyramid in self._sets:
            return self._sets[pyramid]
        made = _RemovalSets(geometry.removable_sets(pyramid)) if geometry.is_shape(pyramid) else None
        self._sets[pyramid] = made
        return made

    def _next_set(self, made: _RemovalSets, more: int) -> bool:
        """Extend ``made`` by its next set of more than ``more`` cards whose needs no set kept already has; whether
        one was kept (false: none is left that large)."""
        candidates, sets = made.candidates, made.sets
        needs_of = self._class_needs
        while made.next < len(candidates):
            gone = candidates[made.next]
            cards = gone.bit_count()
            if cards <= more:
                return False  # looked at again if a lower count is asked
            made.next += 1
            needs = 0
            for c, mask in enumerate(self.problem.class_masks):
                part = needs_of[c].get(gone & mask)
                if part is None:
                    a, b, m = self.problem.class_counts(c, gone)
                    r = CLASSES[c]
                    part = min(a - m, NEED_MAX) << NEED_BITS * (PAIR_SUM - r - 1) | min(
                        b - m, NEED_MAX
                    ) << NEED_BITS * (r - 1)
                    needs_of[c][gone & mask] = part
                needs |= part
            if needs not in made.seen:
                made.seen.add(needs)
                sets.append((cards, needs))
                return True
        return False
