"""The search kernel for draw three onto three waste piles (option D), with any pass setting.

Removing a card from a waste pile changes how the next recycle gathers the piles (level by level), so the
talon cannot be reduced to a fixed order here: the state keeps the stock and each pile as tuples of card
indices.  The visited table stores the pyramid mask and the *rank* sequences of the stock and of each pile:
suits play no part in any rule, so two states that agree on those are the same game up to renaming cards of
equal rank, and the second is answered by the first (as in :mod:`~pyramid_qt.solver.search.piles_last`).  Only
reductions that leave the talon untouched are used:

* **Free pyramid Kings go at once** (removing one only frees pyramid cards and touches no talon card; see
  :mod:`pyramid_qt.solver.search.linear`).  Talon Kings are ordinary moves here.
* **Fewer passes used dominates** when passes are limited (the graph is then acyclic); with unlimited passes
  the pass is left out of the key and the table is a plain visited set (reachability stays exact on a
  cyclic graph).
* **Forced pairs on the last pass** (win search only): when a pyramid card can ever be removed with only one card
  still present and that pair is playable now without the stock top, it is the only move tried.  With no
  recycle left the piles are never gathered again, so the argument of
  :mod:`~pyramid_qt.solver.search.piles_last` holds here as it does there (taking a card earlier than a line does
  only exposes other cards sooner, and draws still deal the same cards to the same piles).
* **The matching bound** of :mod:`pyramid_qt.solver.search.problem`.
* **A relaxation**: the unlimited-pass oracle of :mod:`pyramid_qt.solver.search.relaxation` with any talon card playable
  at any time and any two talon cards allowed to pair (which covers two waste tops, stock top + waste top and
  top + the card under it); when even that game cannot be won from this pyramid and talon, this state cannot.
"""

from __future__ import annotations

from typing import Any

from pyramid_qt.engine.cards import Card
from pyramid_qt.solver.budget import CHECK_EVERY, PILES_DICT_ENTRY, Budget
from pyramid_qt.solver.search.constants import BY_RANK, KING, PAIR_SUM, PYRAMID_SIZE
from pyramid_qt.solver.search.problem import Problem
from pyramid_qt.solver.search.relaxation import RelaxedOracle
from pyramid_qt.solver.search.steps import (
    DRAW_STEP,
    KING_STEP,
    PAIR_STEP,
    RECYCLE_STEP,
    RawStep,
    SearchOutcome,
    as_steps,
)


def _rank(index: int) -> int:
    return index % KING + 1


_RANK_OF = tuple(_rank(index) for index in range(4 * KING)).__getitem__


def state_key(
    P: int, stock: tuple[int, ...], piles: tuple[tuple[int, ...], ...]
) -> tuple[int, bytes, bytes, bytes, bytes]:  # noqa: N803
    """The visited table's key of a state (cards as card indices): the pyramid mask and the rank sequences of the
    stock and of each pile, so that states equal up to suits share it."""
    first, second, third = (bytes(map(_RANK_OF, pile)) for pile in piles)
    return P, bytes(map(_RANK_OF, stock)), first, second, third


def search_piles(problem: Problem, budget: Budget, maximize: bool = False, best: int = 0) -> SearchOutcome:
    assert problem.draw_three
    position = problem.position
    sc = problem.slot_card
    info = problem.info
    stock_top = problem.stock_top
    talon_pairing = problem.talon_pairing
    strict = problem.strict
    passes = problem.passes
    feasible = problem.feasible
    bound = problem.removable_bound
    card = Card.from_index
    visited: dict[tuple[int, bytes, bytes, bytes, bytes], int] = {}
    budget.track(visited, PILES_DICT_ENTRY)
    oracle = RelaxedOracle(problem, budget, None, any_talon_pairs=True)
    bit_of = {card.index: 1 << t for t, card in enumerate(problem.talon)}
    path: list[RawStep] = []
    budget.best = max(budget.best, best)

    def without(piles: tuple[tuple[int, ...], ...], p: int) -> tuple[tuple[int, ...], ...]:
        return tuple(pile[:-1] if q == p else pile for q, pile in enumerate(piles))

    info_get = problem._info.get
    want_talon = problem.partner_talon
    want_slots = problem.partner_slots
    last_pass = None if maximize else passes  # forced pairs: on the last pass, and not in the best-count search
    State = tuple[int, tuple[int, ...], tuple[tuple[int, ...], ...], int]  # P, stock, piles, pass
    Child = tuple[RawStep, int, tuple[int, ...], tuple[tuple[int, ...], ...], int]

    def search(state: State) -> bool:
        """Depth-first search with its own stack instead of recursion (a deep Python recursion makes CPython
        allocate and free a block of its frame stack whenever the depth crosses a block boundary: T2D deal 110
        took 9.4 s or 3.7 s depending on the caller's stack depth).  Each stack entry is ``[children, next child,
        length of the line]``; the children are made in the order the moves are tried."""
        P, stock, piles, k = state  # noqa: N806 - the state's own names
        next_check = budget.nodes + CHECK_EVERY
        stack: list[list[Any]] = []  # [children, next child, length of the line]
        while True:
            # ---- enter the state
            nodes = budget.nodes + 1  # the relaxation counts its own nodes there too
            budget.nodes = nodes
            if nodes >= next_check:
                next_check = nodes + CHECK_EVERY
                budget.check()
            while True:
                kings = (info_get(P) or info(P))[0]
                if not kings:
                    break
                for i in kings:
                    path.append((KING_STEP, sc[i]))
                    P &= ~(1 << i)  # noqa: N806
            if P == 0 and (not strict or (not stock and not any(piles))):
                return True
            alive = True
            key = state_key(P, stock, piles)
            level = k if passes is not None else 0
            seen = visited.get(key)
            if seen is not None and seen <= level:
                alive = False
            else:
                visited[key] = level
                counts = [0] * BY_RANK
                for c in stock:
                    counts[_rank(c)] += 1
                for pile in piles:
                    for c in pile:
                        counts[_rank(c)] += 1
                if maximize:
                    removed = PYRAMID_SIZE - P.bit_count()
                    if removed > budget.best:
                        budget.best = removed
                    if removed + bound(P, counts) <= budget.best:
                        alive = False
                elif not feasible(P, counts) or oracle.cannot_win(P, talon_of(stock, piles)):
                    alive = False
            if alive:
                stack.append([children_of(P, stock, piles, k, talon_of(stock, piles)), 0, len(path)])
            # ---- the next child to enter, backing up over exhausted states
            while True:
                if not stack:
                    return False
                entry = stack[-1]
                children = entry[0]
                n = entry[1]
                if n == len(children):
                    stack.pop()
                    continue
                entry[1] = n + 1
                step, P, stock, piles, k = children[n]  # noqa: N806
                del path[entry[2] :]
                path.append(step)
                break

    def talon_of(stock: tuple[int, ...], piles: tuple[tuple[int, ...], ...]) -> int:
        talon = 0
        for c in stock:
            talon |= bit_of[c]
        for pile in piles:
            for c in pile:
                talon |= bit_of[c]
        return talon

    def only_partner(slot: int, P: int, T: int) -> bool:  # noqa: N803
        return (T & want_talon[slot]).bit_count() + (P & want_slots[slot]).bit_count() == 1

    def take(
        piles_now: tuple[tuple[int, ...], ...], stock_now: tuple[int, ...], where: int
    ) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
        if where < 0:
            return piles_now, stock_now[1:]
        return without(piles_now, where), stock_now

    def children_of(
        P: int,  # noqa: N803
        stock: tuple[int, ...],
        piles: tuple[tuple[int, ...], ...],
        k: int,
        T: int,  # noqa: N803
    ) -> list[Child]:
        """The moves from a state in the order they are tried, as (step, state after); on the last pass a forced
        pair alone (``T``: the talon's mask)."""
        children: list[Child] = []
        takes: list[int] = []  # per removal, in order: the pyramid slot it takes when that may force it, else -1
        _, pairs, by_rank = info_get(P) or info(P)
        # Exposed talon cards as (card index, pile number or -1 for the stock top).
        exposed = [(pile[-1], p) for p, pile in enumerate(piles) if pile]
        if stock_top and stock:
            exposed.append((stock[0], -1))
        for c, where in exposed:
            rank = _rank(c)
            if rank == KING:
                piles2, stock2 = take(piles, stock, where)
                children.append(((KING_STEP, card(c)), P, stock2, piles2, k))
                takes.append(-1)
                continue
            for i in by_rank[PAIR_SUM - rank]:
                piles2, stock2 = take(piles, stock, where)
                children.append(((PAIR_STEP, sc[i], card(c)), P & ~(1 << i), stock2, piles2, k))
                takes.append(i if where >= 0 else -1)  # never the stock top: it shifts the later deals
        for i, j in pairs:
            children.append(((PAIR_STEP, sc[i], sc[j]), P & ~(1 << i | 1 << j), stock, piles, k))
            takes.append(i if only_partner(i, P, T) else j)
        for a in range(len(exposed)):
            ca, wa = exposed[a]
            for b in range(a + 1, len(exposed)):
                cb, wb = exposed[b]
                if _rank(ca) + _rank(cb) != PAIR_SUM:
                    continue
                if (wa < 0 or wb < 0) and not talon_pairing:
                    continue
                piles2, stock2 = take(piles, stock, wa)
                piles2, stock2 = take(piles2, stock2, wb)
                children.append(((PAIR_STEP, card(ca), card(cb)), P, stock2, piles2, k))
        if talon_pairing and not stock_top:
            for p, pile in enumerate(piles):
                if len(pile) >= 2 and _rank(pile[-1]) + _rank(pile[-2]) == PAIR_SUM:
                    piles2 = tuple(q[:-2] if r == p else q for r, q in enumerate(piles))
                    children.append(((PAIR_STEP, card(pile[-1]), card(pile[-2])), P, stock, piles2, k))
        if last_pass is not None and k >= last_pass:
            for n, i in enumerate(takes):
                if i >= 0 and only_partner(i, P, T):
                    return [children[n]]  # the only card this pyramid card can ever go with: take it now
        if stock:
            count = min(3, len(stock))
            piles2 = tuple(pile + (stock[q],) if q < count else pile for q, pile in enumerate(piles))
            children.append((DRAW_STEP, P, stock[count:], piles2, k))
        elif any(piles) and (passes is None or k < passes):
            depth = max(len(pile) for pile in piles)
            gathered = tuple(pile[level] for level in range(depth) for pile in piles if level < len(pile))
            children.append((RECYCLE_STEP, P, gathered, ((), (), ()), k + 1))
        return children

    stock0 = tuple(c.index for c in position.stock)
    piles0 = tuple(tuple(c.index for c in pile) for pile in position.waste)
    won = search((problem.pyramid, stock0, piles0, position.pass_number))
    if won:
        budget.best = PYRAMID_SIZE
    return SearchOutcome(won, as_steps(path) if won else [], budget.best)
