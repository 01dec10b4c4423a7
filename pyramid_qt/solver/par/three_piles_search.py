"""Par's A* for draw three (option D) over the states of :class:`~.three_piles.PilesGame`, in pure Python: the
reference of its compiled twin (``_par.c``, ``search_three_piles``), which expands the same states in the same order.
The queue order, re-opening and budget ticks are those of :mod:`.one_pile`; the expansion is partial (``LATER``).
"""

from __future__ import annotations

import heapq
from itertools import count

from pyramid_qt.engine.moves import DRAW, RECYCLE, Move
from pyramid_qt.solver.budget import INT_PAIR_DICT_ENTRY, PAR_HEAP_ENTRY, PILES_DICT_ENTRY, Budget
from pyramid_qt.solver.compact import INFINITE
from pyramid_qt.solver.par.one_pile import path_to
from pyramid_qt.solver.par.three_piles import PilesGame, PilesState

# Partial expansion: a child whose f exceeds the expanded entry's f by LATER or more is not stored; the state goes
# back in the queue at the least such f, and is expanded again if the search gets there (search_three_piles).
LATER = 2


def search_three_piles(game: PilesGame, budget: Budget, upper: int, weight: int = 1) -> list[PilesState] | None:
    """The keys (:meth:`PilesGame.key`) of a shortest winning line's states from the game's start, or ``None`` when
    no line is shorter than ``upper`` (the search of :func:`~pyramid_qt.solver.par.one_pile.search_one_pile`, over
    these states), with partial expansion (PEA*): expanding a queue entry of priority ``f`` stores only the children
    whose ``f`` is below ``f + LATER``; when others are left, the state goes back in the queue at the least of their
    ``f`` (with its ``g``) and is expanded again if the search gets there (its children regenerated; those stored
    meanwhile skipped).

    Still shortest: take a shortest winning line and its last state ``s`` stored with its least ``g``.  If ``s`` has
    not been expanded at that ``g``, its entry is queued at ``f <= par`` (the bound never overestimates).  If it
    has, the next state of the line was left for later each time (stored, it would come after ``s``), so ``s`` is
    queued again at an ``f`` no greater than that state's, ``<= par``.  So an entry at ``f <= par`` stays queued
    until a win is taken off the queue, and the first win taken has ``g = par``.  The states left for later are
    mostly those a full expansion stores and never expands (``f`` above par): WUD deal 46 stores 5.0 million states
    instead of 6.4 million for 3.5% more expansions (``LATER = 1``: 3.5 million, but 47% more expansions).

    A child's bound is asked with ``enough``, the ``h`` from which the child waits or is cut: a bound that reaches it
    skips its dearest part (:meth:`~.three_piles_bound.PilesBound.heuristic`), still a lower bound, so the
    argument above holds (a child left for later may come back at a lower ``f``, never above its true one)."""
    start = game.start_state()
    h0 = game.heuristic(start)
    if h0 >= upper:
        return None
    root = game.key(start)
    best_g = {root: 0}
    parent: dict[PilesState, PilesState] = {}
    tie = count()
    heap: list[tuple[int, int, int, PilesState]] = [(weight * h0, 0, next(tie), root)]
    budget.track(best_g, PILES_DICT_ENTRY)
    budget.track(parent, INT_PAIR_DICT_ENTRY)
    budget.track(heap, PAR_HEAP_ENTRY)
    tick = budget.tick
    while heap:
        f, neg_g, _, node = heapq.heappop(heap)
        g = -neg_g
        if g > best_g[node]:
            continue
        if game.is_won(node):
            return path_to(parent, node, root)
        tick()
        g2 = g + 1
        later = INFINITE  # the least f of a child left for later
        for after in game.successors(node):
            child = game.key(after)
            known = best_g.get(child)
            if known is not None and known <= g2:
                continue
            enough = min(upper, f + LATER) - g2 if weight == 1 else upper - g2  # h from which it waits or is cut
            h = 0 if game.is_won(child) else game.heuristic(child, enough)
            if h >= INFINITE or g2 + h >= upper:
                continue
            f2 = g2 + weight * h
            if f2 >= f + LATER:
                later = min(later, f2)
                continue
            best_g[child] = g2
            parent[child] = node
            heapq.heappush(heap, (f2, -g2, next(tie), child))
        if later < INFINITE:
            heapq.heappush(heap, (later, neg_g, next(tie), node))  # expanded again when the queue reaches it
    return None


def line_of(game: PilesGame, keys: list[PilesState]) -> list[Move]:
    """The moves of a line of keys (:meth:`PilesGame.key`: states up to suits) from the game's start: played again
    from the start, each step the successor with the next key; between consecutive states, the cards gone (pyramid
    cards first, each group in index order), else a recycle when the piles were gathered, else a draw."""
    slot_card, talon = game.compact.slot_card, game.compact.talon
    states = [game.start_state()]
    for key in keys[1:]:
        states.append(next(after for after in game.successors(states[-1]) if game.key(after) == key))
    moves = []
    for before, after in zip(states, states[1:], strict=False):
        gone_slots = before[0] & ~after[0]
        left = set(after[1]).union(*after[2])
        gone_talon = sorted(set(before[1]).union(*before[2]) - left)
        gone = [slot_card[i] for i in range(28) if gone_slots >> i & 1] + [talon[t] for t in gone_talon]
        if not gone:
            moves.append(RECYCLE if not before[1] else DRAW)
        elif len(gone) == 1:
            card = gone[0]
            assert card is not None
            moves.append(Move.king(card))
        else:
            first, second = gone
            assert first is not None and second is not None
            moves.append(Move.pair(first, second))
    return moves
