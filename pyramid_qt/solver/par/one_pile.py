"""Par's A* for one waste pile (every rule set without draw three), in pure Python: the reference of its
compiled twin (``_par.c``, ``search_one_pile``), which expands the same states in the same order.

A state is :class:`~pyramid_qt.solver.compact.CompactGame`'s ``(pyramid, talon, cut, pass)``, keyed by one integer
(:func:`state_key`: the pass left out with unlimited passes, where it only counts) up to suits
(:meth:`~pyramid_qt.solver.compact.CompactGame.up_to_suits`).  The moves and the bound are
the game's (:meth:`CompactGame.successors`, :meth:`CompactGame.heuristic`; see :mod:`pyramid_qt.solver.par`).

The queue takes the state of least ``f = g + weight·h``, of those the one of greatest ``g`` (the deepest: it is
nearest a win when the bound is tight), of those the one queued first.  A state reached again more cheaply is
queued again (the bound need not be consistent); an entry whose ``g`` is no longer its state's best is skipped.
Each state taken off the queue and not a win counts one node of the budget.  States whose ``g + h`` reaches
``upper`` (the length of a line already known) are never queued: the search answers ``None`` when no line
shorter than ``upper`` exists.
"""

from __future__ import annotations

import heapq
from itertools import count
from typing import TypeVar

from pyramid_qt.engine.moves import DRAW, RECYCLE, Move
from pyramid_qt.solver.budget import INT_DICT_ENTRY, INT_PAIR_DICT_ENTRY, PAR_HEAP_ENTRY, Budget
from pyramid_qt.solver.compact import INFINITE, CompactGame
from pyramid_qt.solver.search.constants import MAX_TALON, PYRAMID_FULL, PYRAMID_SIZE, TALON_FULL

S = TypeVar("S")

CUT_BITS = 5  # the cut is a talon index, 0 to MAX_TALON (_par.c packs a key with the same shifts)
TALON_SHIFT = PYRAMID_SIZE
CUT_SHIFT = TALON_SHIFT + MAX_TALON
PASS_SHIFT = CUT_SHIFT + CUT_BITS
State = tuple[int, int, int, int]  # pyramid, talon, cut, pass


def state_key(pyramid: int, talon: int, cut: int, pass_number: int) -> int:
    """One integer per state: the pyramid's bits (28), the talon's (24), 5 of cut, then the pass (0 when unlimited)."""
    return pyramid | talon << TALON_SHIFT | cut << CUT_SHIFT | pass_number << PASS_SHIFT


def search_key(game: CompactGame, pyramid: int, talon: int, cut: int, pass_number: int) -> int:
    """The key the search stores for a state of ``game``: its talon and cut up to suits, the pass only when limited."""
    return state_key(pyramid, *game.up_to_suits(talon, cut), pass_number if game.passes is not None else 0)


def key_state(key: int) -> State:
    cut_mask = (1 << CUT_BITS) - 1
    return key & PYRAMID_FULL, key >> TALON_SHIFT & TALON_FULL, key >> CUT_SHIFT & cut_mask, key >> PASS_SHIFT


def search_one_pile(game: CompactGame, budget: Budget, upper: int, weight: int = 1) -> list[int] | None:
    """The keys of the states of a shortest winning line from the game's start (the first win taken off the
    queue; with ``weight`` above 1 a short line, not proven shortest), or ``None`` when no line is shorter than
    ``upper``."""
    pyramid, talon, cut, k = game.start_state()
    strict = game.strict
    limited = game.passes is not None
    heuristic = game.heuristic
    successors = game.par_successors
    h0 = heuristic(pyramid, talon, cut, k)
    if h0 >= upper:
        return None
    up_to_suits = game.up_to_suits
    root = search_key(game, pyramid, talon, cut, k)
    best_g = {root: 0}
    parent: dict[int, int] = {}
    tie = count()
    heap: list[tuple[int, int, int, int]] = [(weight * h0, 0, next(tie), root)]
    budget.track(best_g, INT_DICT_ENTRY)
    budget.track(parent, INT_PAIR_DICT_ENTRY)
    budget.track(heap, PAR_HEAP_ENTRY)
    tick = budget.tick
    while heap:
        _, neg_g, _, node = heapq.heappop(heap)
        g = -neg_g
        if g > best_g[node]:
            continue
        p, t, c, kk = key_state(node)
        if p == 0 and (not strict or t == 0):
            return path_to(parent, node, root)
        tick()
        g2 = g + 1
        for _, p2, t2, c2, k2 in successors(p, t, c, kk):
            t2, c2 = up_to_suits(t2, c2)
            child = state_key(p2, t2, c2, k2 if limited else 0)
            known = best_g.get(child)
            if known is not None and known <= g2:
                continue
            h = 0 if p2 == 0 and (not strict or t2 == 0) else heuristic(p2, t2, c2, k2)
            if h >= INFINITE or g2 + h >= upper:  # no win from there, or none shorter than upper
                continue
            best_g[child] = g2
            parent[child] = node
            heapq.heappush(heap, (g2 + weight * h, -g2, next(tie), child))
    return None


def path_to(parent: dict[S, S], goal: S, root: S) -> list[S]:
    """The states from ``root`` to ``goal``, read back through ``parent`` (both par searches use it)."""
    states = [goal]
    while states[-1] != root:
        states.append(parent[states[-1]])
    states.reverse()
    return states


def line_of(game: CompactGame, keys: list[int]) -> list[Move]:
    """The moves of a line of keys (states up to suits: :meth:`CompactGame.up_to_suits`) from the game's start:
    played again from the start, each step the successor with the next key; between consecutive states, the cards
    gone (pyramid cards first, each group in index order), else a draw, or a recycle from an empty stock."""
    states = [game.start_state()]
    for key in keys[1:]:
        after = game.par_successors(*states[-1])
        states.append(next((p, t, c, k) for _, p, t, c, k in after if search_key(game, p, t, c, k) == key))
    moves = []
    for (p, t, cut, _), (p2, t2, _, _) in zip(states, states[1:], strict=False):
        gone = [game.slot_card[i] for i in _bits(p & ~p2)] + [game.talon[i] for i in _bits(t & ~t2)]
        if not gone:
            moves.append(RECYCLE if cut == game.n else DRAW)
        elif len(gone) == 1:
            card = gone[0]
            assert card is not None
            moves.append(Move.king(card))
        else:
            first, second = gone
            assert first is not None and second is not None
            moves.append(Move.pair(first, second))
    return moves


def _bits(mask: int) -> list[int]:
    return [i for i in range(mask.bit_length()) if mask >> i & 1]
