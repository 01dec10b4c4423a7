"""The search kernel for a single waste pile with unlimited passes (N, NU…, WU, TU).

With one waste pile and no pass limit, the talon position stops mattering: drawing to the end and recycling
brings the talon round again in the same order, so from any state every other placement of the same talon is
reachable without touching a card (the talon positions form one cycle).  A state is therefore just the
pyramid mask ``P`` and the talon mask ``T``, and the moves are the removals possible at *some* talon position:

* any talon card may be the exposed one (it is the waste top right after it is drawn; also the stock top
  under W), so it may pair with any free pyramid card, and talon Kings can go at any time;
* with talon pairing, two talon cards may pair when they are neighbours among the cards still present (the
  later one drawn onto the earlier one, or under W the waste top beside the stock top); the order is linear,
  not cyclic, since after a recycle the waste is empty.

Every move removes cards, so this graph is acyclic.  :func:`pyramid_qt.solver.api.concretize` turns the
abstract line back into engine moves by drawing and recycling until each removal is legal.

Safe reductions:

* **Exposed Kings go at once** — pyramid Kings when free and every talon King (see
  :mod:`pyramid_qt.solver.search.linear` for why removing a King early never hurts).
* **Same-rank talon cards are interchangeable without talon pairing**: the talon order is irrelevant here,
  so the states with one or another talon card of a rank removed have the same future; the kernel always uses
  the first card of the rank in talon order, which makes ``T`` a function of the per-rank counts.
* **With talon pairing, states are keyed by the talon's ranks in order** (suits never matter; see
  :meth:`Problem.rank_sequence_tables`): two talons with the same rank sequence differ only by renaming cards of
  one rank, so one visited entry answers both (2.5 times fewer states on WU, NY deals 1–20).
* **The matching bound** as in the other kernels.

The move generator is :func:`pyramid_qt.solver.search.movegen.abstract_moves`, shared with the relaxation
(:mod:`pyramid_qt.solver.search.relaxation`) that the other kernels ask.  The compiled twin
(``search_cyclic`` in ``_native.c``, :func:`pyramid_qt.solver.search.native.search_cyclic_native`) searches the same
states in the same order (about 20 times faster: WU deal 7, 409,502 states, 1.8 s -> 0.08 s).
"""

from __future__ import annotations

from pyramid_qt.solver.budget import INT_SET_ENTRY, Budget
from pyramid_qt.solver.search.constants import KING, PYRAMID_SIZE
from pyramid_qt.solver.search.movegen import TalonPairs, abstract_moves
from pyramid_qt.solver.search.problem import Problem
from pyramid_qt.solver.search.relaxation import RelaxedBest
from pyramid_qt.solver.search.steps import KING_STEP, PAIR_STEP, RawStep, SearchOutcome, as_steps


def search_cyclic(problem: Problem, budget: Budget, maximize: bool = False, best: int = 0) -> SearchOutcome:
    """Depth-first search over (pyramid, talon) states; the steps name only removals."""
    assert problem.passes is None and not problem.draw_three
    tc = problem.talon
    sc = problem.slot_card
    info = problem.info
    strict = problem.strict
    feasible = problem.feasible_talon
    counts_of = problem.talon_counts
    cannot_beat = RelaxedBest(problem, budget).cannot_beat
    talon_kings = problem.rank_talon_mask[KING]
    moves = abstract_moves(problem, TalonPairs.NEIGHBOURS if problem.talon_pairing else TalonPairs.NONE)
    visited: set[int] = set()
    budget.track(visited, INT_SET_ENTRY)
    path: list[RawStep] = []
    budget.best = max(budget.best, best)
    tick = budget.tick

    by_ranks = problem.talon_pairing  # without talon pairing T is already canonical (first card of a rank)
    rank_sequence = problem.rank_sequence

    def dfs(P: int, T: int) -> bool:  # noqa: N803 - the state's own names
        tick()
        mark = len(path)
        while True:
            kings = info(P)[0]
            if not kings:
                break
            for i in kings:
                path.append((KING_STEP, sc[i]))
                P &= ~(1 << i)
        x = T & talon_kings if P or strict else 0  # once the game is won no move may follow
        while x:
            bit = x & -x
            x ^= bit
            path.append((KING_STEP, tc[bit.bit_length() - 1]))
            T &= ~bit
        if P == 0 and (not strict or T == 0):
            return True
        key = P | (rank_sequence(T) if by_ranks else T) << PYRAMID_SIZE
        if key in visited:
            del path[mark:]
            return False
        visited.add(key)
        if maximize:
            counts = counts_of(T)
            removed = PYRAMID_SIZE - P.bit_count()
            if removed > budget.best:
                budget.best = removed
            if cannot_beat(P, counts, budget.best - removed):
                del path[mark:]
                return False
        elif not feasible(P, T):
            del path[mark:]
            return False
        for p2, t2, a, b in moves(P, T):
            path.append((PAIR_STEP, a, b))
            if dfs(p2, t2):
                return True
            path.pop()
        del path[mark:]
        return False

    won = dfs(problem.pyramid, problem.talon_mask)
    if won:
        budget.best = PYRAMID_SIZE
    return SearchOutcome(won, as_steps(path) if won else [], budget.best)
