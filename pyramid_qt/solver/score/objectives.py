"""The scoring systems as the best-score searches read them: a game's score if it ended in a search state, and an
upper bound on the score of any game that goes on from there.

A state is what the one-pile searches keep: the pyramid mask ``P`` and the talon mask ``T`` of
:class:`~pyramid_qt.solver.search.problem.Problem` (its slot and talon numbering), the pass ``k`` and, for a Par
Pyramid game under a strict win (play goes on once the pyramid is empty), the pass ``cleared`` on which the pyramid
was cleared (0: not cleared).  Every value is the one :mod:`pyramid_qt.engine.scoring` counts for a game that
stands there, counted from the search's start position (the tests replay lines through the engine's functions).
Scores are maximised: Cards left, where fewer is better, is searched as minus the cards left.

The bounds (each never below what a game going on from the state can end with):

* *removals*: a removal takes two cards of a pairing class (A/Q … 6/7), one of each rank, or one King.  Per class,
  with ``a``, ``b`` pyramid cards and ``ta``, ``tb`` talon cards of its two ranks, at most ``min(a + ta, b + tb)``
  pairs are left.  When two talon cards never pair under the rules, every pair takes a pyramid card: at most
  ``min(a, tb) + min(b, ta)`` pyramid cards go with talon cards, one pair each, and the others pair among
  themselves, at most ``min(a', b', M)`` pairs (``a'``, ``b'`` the cards left over, ``M`` the largest matching of
  the class's pyramid cards that can ever meet); taking a talon partner for a pyramid card instead of a pyramid one
  never makes fewer pairs, so that sum is the most.
* *rows*: a pyramid row is cleared only after every row below it (each of its cards lies under two of the row
  below), and the apex goes last, so the apex row is cleared only by clearing the pyramid; when the matching bound
  (:meth:`Problem.loose_needs`) says the pyramid cannot be cleared any more, the apex's bonus is out of reach.
* *talon left at the clear*: until the pyramid is cleared a talon card leaves with a pyramid card of the
  complementary rank (one each), as a King, or with another talon card when the rules let two pair.
"""

from __future__ import annotations

from typing import Protocol

from pyramid_qt.engine import layout
from pyramid_qt.engine.scoring import PASS_BONUS, POINTS_PER_PYRAMID_CARD, POINTS_PER_REMOVAL, ROW_BONUS, System
from pyramid_qt.solver.search import geometry
from pyramid_qt.solver.search.constants import CLASSES, KING, PAIR_SUM
from pyramid_qt.solver.search.problem import Problem

APEX = 1  # the apex's bit in a pyramid mask


class Objective(Protocol):
    """What a best-score search maximises."""

    def value(self, pyramid: int, talon: int, cleared: int) -> int:
        """The score of a game that ends in this state."""
        ...

    def bound(self, pyramid: int, talon: int, k: int, cleared: int) -> int:
        """No game going on from this state (on pass ``k``) ends with more."""
        ...


class Counts:
    """The counting a state's value and bounds share, for one start position."""

    def __init__(self, problem: Problem, most_pyramid: int | None = None) -> None:
        """``most_pyramid``: the most pyramid cards any game from the start removes, when the exact solver knows it
        (a deal that cannot be won: fewer than it holds)."""
        self.problem = problem
        self.king_slots = problem.king_slots
        self.talon_kings = problem.rank_talon_mask[KING]
        self.talon_pairs = problem.talon_pairs
        self.start_pyramid = problem.pyramid
        self.start_talon = problem.talon_mask
        self.start_kings = (self.start_pyramid & self.king_slots).bit_count() + self.talon_kings.bit_count()
        self.start_cards = self.start_pyramid.bit_count() + self.start_talon.bit_count()
        self.most_pyramid = self.start_pyramid.bit_count() if most_pyramid is None else most_pyramid
        # The rows that held a card at the start, as (mask, bonus), the bottom row first: only those earn a bonus.
        self.rows = [
            (mask, ROW_BONUS[row])
            for row, slots in reversed(list(enumerate(layout.ROW_SLOTS)))
            if (mask := geometry.mask_of(slots)) & self.start_pyramid
        ]
        self.classes = [
            (c, r, problem.rank_slot_mask[r], problem.rank_slot_mask[PAIR_SUM - r]) for c, r in enumerate(CLASSES)
        ]
        self._shapes: dict[int, tuple[tuple[int, int, int, int, int], ...]] = {}

    def removed(self, pyramid: int, talon: int) -> tuple[int, int]:
        """Kings and other cards removed since the start."""
        kings = self.start_kings - (pyramid & self.king_slots).bit_count() - (talon & self.talon_kings).bit_count()
        cards = self.start_cards - pyramid.bit_count() - talon.bit_count()
        return kings, cards - kings

    def row_bonus(self, pyramid: int) -> int:
        return sum(bonus for mask, bonus in self.rows if not pyramid & mask)

    def pyramid_left(self, pyramid: int) -> int:
        """At most how many more pyramid cards any game removes from here (the exact solver's most, when known)."""
        removed = self.start_pyramid.bit_count() - pyramid.bit_count()
        return min(pyramid.bit_count(), self.most_pyramid - removed)

    def open_rows(self, pyramid: int, talon: int) -> int:
        """At most the bonuses of the rows still to clear: a row goes after every row below it, and its cards and
        theirs must all be among the pyramid cards still removable; the apex's only if the pyramid can be cleared."""
        removable = self.pyramid_left(pyramid)
        if not self.may_clear(pyramid, talon):
            removable = min(removable, pyramid.bit_count() - 1)
        total = 0
        for mask, bonus in self.rows:
            held = (pyramid & mask).bit_count()
            if held > removable:
                break
            removable -= held
            if held:
                total += bonus
        return total

    def may_clear(self, pyramid: int, talon: int) -> bool:
        """False only when the pyramid can never be cleared from here (the loose-win matching bound)."""
        return all((talon & mask).bit_count() >= least for mask, least in self.problem.loose_needs(pyramid))

    def _shape(self, pyramid: int) -> tuple[tuple[int, int, int, int, int], ...]:
        """Per pairing class of a pyramid shape: the talon masks of its two ranks, the pyramid cards of each, and
        their largest matching (cached: a deal has at most 1430 shapes)."""
        found = self._shapes.get(pyramid)
        if found is None:
            talon_masks = self.problem.rank_talon_mask
            found = tuple(
                (
                    talon_masks[r],
                    talon_masks[PAIR_SUM - r],
                    (pyramid & low).bit_count(),
                    (pyramid & high).bit_count(),
                    self.problem.class_counts(c, pyramid)[2],
                )
                for c, r, low, high in self.classes
            )
            self._shapes[pyramid] = found
        return found

    def tally(self, pyramid: int, talon: int) -> tuple[int, int, int]:
        """At most how many more pairs can go (see the module docstring), how many of them of two talon cards, and
        how many talon cards can still leave.  (Conditional expressions rather than min(): the searches' hot path.)"""
        pairs = talon_pairs = leaving = 0
        for low_talon, high_talon, a, b, m in self._shape(pyramid):
            ta, tb = (talon & low_talon).bit_count(), (talon & high_talon).bit_count()
            most = a + ta if a + ta < b + tb else b + tb
            if self.talon_pairs:
                talon_pairs += ta if ta < tb else tb
                leaving += (ta if ta < b + tb else b + tb) + (tb if tb < a + ta else a + ta)  # one of the other rank
            else:
                low_out = a if a < tb else tb  # pyramid cards of the low rank that take a talon card
                high_out = b if b < ta else ta
                rest = min(a - low_out, b - high_out, m)
                if low_out + high_out + rest < most:
                    most = low_out + high_out + rest
                leaving += low_out + high_out
            pairs += most
        return pairs, talon_pairs, leaving + (talon & self.talon_kings).bit_count()

    def removals_left(self, pyramid: int, talon: int) -> int:
        """At most how many more removals (pairs and Kings): by the pairing classes, and by the pyramid cards still
        removable (one at least in each removal but the talon's Kings and talon pairs)."""
        pairs, talon_pairs, _ = self.tally(pyramid, talon)
        talon_kings = (talon & self.talon_kings).bit_count()
        by_classes = pairs + (pyramid & self.king_slots).bit_count() + talon_kings
        return min(by_classes, self.pyramid_left(pyramid) + talon_kings + talon_pairs)

    def talon_leaving(self, pyramid: int, talon: int) -> int:
        """At most how many of the talon cards can still leave."""
        return self.tally(pyramid, talon)[2]


class Microsoft:
    """5 a removal and the row bonuses."""

    def __init__(self, counts: Counts) -> None:
        self.counts = counts

    def value(self, pyramid: int, talon: int, cleared: int) -> int:
        kings, others = self.counts.removed(pyramid, talon)
        return POINTS_PER_REMOVAL * (kings + others // 2) + self.counts.row_bonus(pyramid)

    def bound(self, pyramid: int, talon: int, k: int, cleared: int) -> int:
        counts = self.counts
        rows = counts.open_rows(pyramid, talon)
        return self.value(pyramid, talon, cleared) + POINTS_PER_REMOVAL * counts.removals_left(pyramid, talon) + rows


class CardsLeft:
    """Minus the cards on the table."""

    def __init__(self, counts: Counts) -> None:
        self.counts = counts

    def value(self, pyramid: int, talon: int, cleared: int) -> int:
        return -(pyramid.bit_count() + talon.bit_count())

    def bound(self, pyramid: int, talon: int, k: int, cleared: int) -> int:
        counts = self.counts
        if not talon:  # only pyramid cards left: the cheap count is the bound
            return self.value(pyramid, talon, cleared) + counts.pyramid_left(pyramid)
        pairs, _, talon_leaving = counts.tally(pyramid, talon)
        kings = (pyramid & counts.king_slots).bit_count() + (talon & counts.talon_kings).bit_count()
        leaving = min(2 * pairs + kings, counts.pyramid_left(pyramid) + talon_leaving)
        return self.value(pyramid, talon, cleared) + leaving


class Pyramide:
    """10 a pyramid card."""

    def __init__(self, counts: Counts) -> None:
        self.counts = counts

    def value(self, pyramid: int, talon: int, cleared: int) -> int:
        return POINTS_PER_PYRAMID_CARD * (self.counts.start_pyramid.bit_count() - pyramid.bit_count())

    def bound(self, pyramid: int, talon: int, k: int, cleared: int) -> int:
        problem = self.counts.problem
        more = min(problem.removable_bound(pyramid, problem.talon_counts(talon)), self.counts.pyramid_left(pyramid))
        return self.value(pyramid, talon, cleared) + POINTS_PER_PYRAMID_CARD * more


class ParGame:
    """One game of a Par Pyramid match, on the passes the match counts (the search goes no further)."""

    def __init__(self, counts: Counts) -> None:
        self.counts = counts

    def value(self, pyramid: int, talon: int, cleared: int) -> int:
        if pyramid:
            return -pyramid.bit_count()
        return PASS_BONUS[cleared - 1] - talon.bit_count()

    def bound(self, pyramid: int, talon: int, k: int, cleared: int) -> int:
        counts = self.counts
        if not pyramid:
            return PASS_BONUS[cleared - 1] - talon.bit_count() + counts.talon_leaving(0, talon)
        problem = counts.problem
        more = min(problem.removable_bound(pyramid, problem.talon_counts(talon)), counts.pyramid_left(pyramid))
        best = -(pyramid.bit_count() - more)
        if k <= len(PASS_BONUS) and more == pyramid.bit_count() and counts.may_clear(pyramid, talon):
            left = max(0, talon.bit_count() - counts.talon_leaving(pyramid, talon))
            best = max(best, PASS_BONUS[k - 1] - left)
        return best


def objective_for(system: System, problem: Problem, most_pyramid: int | None = None) -> Objective:
    """The objective of ``system`` (one with a score) from ``problem``'s position; ``most_pyramid``: see
    :class:`Counts`."""
    counts = Counts(problem, most_pyramid)
    objectives: dict[System, Objective] = {
        System.PYRAMIDE: Pyramide(counts),
        System.MICROSOFT: Microsoft(counts),
        System.PAR_MATCH: ParGame(counts),
        System.CARDS_LEFT: CardsLeft(counts),
    }
    return objectives[system]
