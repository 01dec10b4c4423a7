"""The best-score searches: branch and bound over every state a game can pass through, one waste pile.

Both are depth-first over the states of :mod:`pyramid_qt.solver.search`'s kernels (:class:`Problem`'s numbering),
each state visited once, and keep the best :meth:`Objective.value` of any state reached: a game may end in any
state (won, lost, or left), so the best score a deal allows is the most any reachable state is worth.  A state
whose :meth:`Objective.bound` is no more than the best found is not expanded: nothing after it can do better.
Removals are tried before draws, so good games are found early and cut the rest.  Only a budget stops a search
(:class:`~pyramid_qt.solver.budget.OutOfBudget`); when it ends on its own the best is exact.

* :func:`search_cycle` — unlimited passes, for the systems whose score depends only on the cards removed (all but
  Par Pyramid): the talon's order comes round again (see :mod:`pyramid_qt.solver.search.cyclic`), so a state is the
  pyramid and the talon left, and the moves are the removals possible at some talon position
  (:func:`~pyramid_qt.solver.search.movegen.abstract_moves`).
* :func:`search_passes` — a limited number of passes (the rules', or the three a Par Pyramid game counts): the
  state of :mod:`pyramid_qt.solver.search.linear` (pyramid, talon, the cut between waste and stock, the pass).

Safe reductions (each keeps the best score exact):

* **Exposed Kings go at once, but the apex.**  A King that is not the apex (a free pyramid King, the waste top, the
  stock top when it plays): take any game and remove the King first instead.  Every later move stays legal (see
  :mod:`~pyramid_qt.solver.search.linear`: removing a card only frees cards, keeps the talon's order, and can only
  skip a recycle of a waste holding the King alone, leaving more passes), each state of the new game holds the
  cards of the old one's but the King, on the same pass or an earlier one, so it scores at least as much under every
  system, and the pyramid is cleared at the same step (the apex is still there while the King is).  The apex King
  is free only as the last pyramid card: removing it ends the game (a loose win), and the talon cards a game could
  still remove first would count, so it is an ordinary move.
* **Suits never matter**: states are keyed by the talon's ranks in order (with the waste's length), as in
  :mod:`~pyramid_qt.solver.search.linear`: every score reads ranks only.
* **Fewer passes used dominates**: a state met again on a later pass is not searched again (every game from it is
  a game from the earlier one, ending no later).
"""

from __future__ import annotations

from pyramid_qt.solver.budget import INT_DICT_ENTRY, INT_SET_ENTRY, Budget
from pyramid_qt.solver.score.objectives import APEX, Objective
from pyramid_qt.solver.search.constants import KING, PAIR_SUM, PYRAMID_SIZE
from pyramid_qt.solver.search.movegen import TalonPairs, abstract_moves
from pyramid_qt.solver.search.problem import Problem

WASTE_COUNT_SHIFT = PYRAMID_SIZE  # the key: pyramid mask, waste card count (< 32), the pass cleared on, the ranks
CLEARED_SHIFT = WASTE_COUNT_SHIFT + 5
RANKS_SHIFT = CLEARED_SHIFT + 3


def _without_kings(problem: Problem, pyramid: int) -> int:
    """The pyramid with its free Kings removed, the apex excepted, again and again (a King may free another)."""
    info = problem.info
    while True:
        kings = [i for i in info(pyramid)[0] if i != 0]
        if not kings:
            return pyramid
        for i in kings:
            pyramid &= ~(1 << i)


def search_passes(problem: Problem, objective: Objective, budget: Budget, best: int, passes: int) -> int:
    """The best score of any game from the problem's position within ``passes`` passes."""
    n = problem.n
    tr = problem.talon_rank
    info = problem.info
    rank_sequence = problem.rank_sequence
    stock_top, talon_pairing, strict = problem.stock_top, problem.talon_pairing, problem.strict
    apex_king = problem.slot_rank[0] == KING
    value, bound = objective.value, objective.bound
    below = [(1 << c) - 1 for c in range(n + 1)]
    visited: dict[int, int] = {}
    budget.track(visited, INT_DICT_ENTRY)
    tick = budget.tick

    def next_present(talon: int, start: int) -> int:
        x = talon >> start
        return start + (x & -x).bit_length() - 1 if x else n

    start = problem.position
    stack = [(problem.pyramid, problem.talon_mask, next_present(problem.talon_mask, problem.cut), start.pass_number, 0)]
    while stack:
        P, T, cut, k, cleared = stack.pop()  # noqa: N806 - the state's own names
        tick()
        while P or (strict and T):  # exposed Kings but the apex go at once (none once the game is won)
            P = _without_kings(problem, P)  # noqa: N806
            x = T & below[cut]
            w = x.bit_length() - 1 if x else -1
            if w >= 0 and tr[w] == KING:
                T &= ~(1 << w)  # noqa: N806
                continue
            if stock_top and cut < n and tr[cut] == KING:
                T &= ~(1 << cut)  # noqa: N806
                cut = next_present(T, cut)
                continue
            break
        if not P and not cleared:
            cleared = k
        waste = T & below[cut]
        key = P | waste.bit_count() << WASTE_COUNT_SHIFT | cleared << CLEARED_SHIFT | rank_sequence(T) << RANKS_SHIFT
        seen = visited.get(key)
        if seen is not None and seen <= k:
            continue
        visited[key] = k
        here = value(P, T, cleared)
        if here > best:
            best = here
        if not P and (not strict or not T):
            continue  # won: no move follows
        if bound(P, T, k, cleared) <= best:
            continue
        w = waste.bit_length() - 1 if waste else -1
        s = cut if stock_top and cut < n else -1
        # Pushed last, tried first: the removals, those taking talon cards before the pyramid's own pairs.
        if cut < n:
            stack.append((P, T, next_present(T, cut + 1), k, cleared))
        elif waste and k < passes:
            stack.append((P, T, next_present(T, 0), k + 1, cleared))
        if talon_pairing and w >= 0:
            if stock_top:
                if s >= 0 and tr[w] + tr[s] == PAIR_SUM:
                    t2 = T & ~(1 << s | 1 << w)
                    stack.append((P, t2, next_present(t2, s), k, cleared))
            else:
                rest = waste & ~(1 << w)
                if rest:
                    u = rest.bit_length() - 1
                    if tr[u] + tr[w] == PAIR_SUM:
                        stack.append((P, T & ~(1 << u | 1 << w), cut, k, cleared))
        _, pairs, by_rank = info(P)
        if P == APEX and apex_king:
            stack.append((0, T, cut, k, cleared))
        for i, j in pairs:
            stack.append((P & ~(1 << i | 1 << j), T, cut, k, cleared))
        if s >= 0:
            t2 = T & ~(1 << s)
            c2 = next_present(t2, s)
            for i in by_rank[PAIR_SUM - tr[s]]:
                stack.append((P & ~(1 << i), t2, c2, k, cleared))
        if w >= 0:
            t2 = T & ~(1 << w)
            for i in by_rank[PAIR_SUM - tr[w]]:
                stack.append((P & ~(1 << i), t2, cut, k, cleared))
    return best


def search_cycle(problem: Problem, objective: Objective, budget: Budget, best: int) -> int:
    """The best score of any game from the problem's position with unlimited passes, for a score that depends only
    on the cards removed."""
    strict = problem.strict
    talon_kings = problem.rank_talon_mask[KING]
    apex_king = problem.slot_rank[0] == KING
    by_ranks = problem.talon_pairing  # without talon pairing the talon mask is canonical already (movegen)
    rank_sequence = problem.rank_sequence
    moves = abstract_moves(problem, TalonPairs.NEIGHBOURS if problem.talon_pairing else TalonPairs.NONE)
    value, bound = objective.value, objective.bound
    visited: set[int] = set()
    budget.track(visited, INT_SET_ENTRY)
    tick = budget.tick
    stack = [(problem.pyramid, problem.talon_mask)]
    while stack:
        P, T = stack.pop()  # noqa: N806 - the state's own names
        tick()
        if P or (strict and T):  # once the game is won no move follows
            P = _without_kings(problem, P)  # noqa: N806
            T &= ~talon_kings  # noqa: N806 - any talon King can be brought up and removed, at once
        key = P | (rank_sequence(T) if by_ranks else T) << PYRAMID_SIZE
        if key in visited:
            continue
        visited.add(key)
        here = value(P, T, 0)
        if here > best:
            best = here
        if not P and (not strict or not T):
            continue
        if bound(P, T, 1, 0) <= best:
            continue
        if P == APEX and apex_king:
            stack.append((0, T))
        for p2, t2, _, _ in moves(P, T):
            stack.append((p2, t2))
    return best
