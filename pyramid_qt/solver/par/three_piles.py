"""Par's A* for draw three onto three waste piles (option D), in pure Python: the reference of its compiled twin
(``_par.c``, ``search_three_piles``), which expands the same states in the same order.

Removing a card from a waste pile changes how the next recycle gathers the piles, so the talon has no fixed
order here: a state is ``(pyramid, stock, piles, pass)`` with the stock (top first) and each pile (bottom to top) as
tuples of talon indices (the talon numbered as :class:`~pyramid_qt.solver.compact.CompactGame` numbers it: the piles'
cards, then the stock), the pass left out with unlimited passes.  The moves are the game's, in the order of
:mod:`pyramid_qt.solver.search.piles`, with a free pyramid King removed at once (see :mod:`pyramid_qt.solver.par`).

The bound: the removals of :meth:`CompactGame.heuristic` (the pyramid's matching, and for a strict win the talon
too), plus, with the stock face down, the draws: a card ``j`` deep in the stock (0 for its top) comes out with the
``j // 3 + 1``-th draw at the earliest, so for each rank the pyramid needs ``k`` talon cards of, the ``k``-th
cheapest of them (pile cards counted free) needs that many draws; for a strict win every stock card must be drawn,
three a draw.  The queue order, re-opening and budget ticks are those of :mod:`.one_pile`.
"""

from __future__ import annotations

import heapq
from itertools import count

from pyramid_qt.engine.cards import KING
from pyramid_qt.engine.moves import DRAW, RECYCLE, Move
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.budget import INT_PAIR_DICT_ENTRY, PAR_HEAP_ENTRY, PILES_DICT_ENTRY, Budget
from pyramid_qt.solver.compact import INFINITE, CompactGame, _free_slots, _stacked_slots

Piles = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
PilesState = tuple[int, tuple[int, ...], Piles, int]  # pyramid, stock (top first), piles (bottom to top), pass


class PilesGame:
    """Draw three's game over talon indices: its moves and par's bound."""

    def __init__(self, position: Position) -> None:
        self.compact = CompactGame(position)  # the pyramid's shapes and the talon numbered the same way
        rules = position.rules
        self.strict = rules.strict_win
        self.stacked = rules.stacked_pairs
        self.talon_pairing = rules.talon_pairing
        self.stock_top = rules.stock_top_playable
        self.passes = rules.passes
        self.slot_rank = self.compact.slot_rank
        self.talon_rank = self.compact.talon_rank
        self.n = self.compact.n

    def start_state(self) -> PilesState:
        position = self.compact.position
        piles: list[tuple[int, ...]] = []
        t = 0
        for pile in position.waste:
            piles.append(tuple(range(t, t + len(pile))))
            t += len(pile)
        pyramid = sum(1 << i for i, card in enumerate(self.compact.slot_card) if card is not None)
        stock = tuple(range(t, self.n))
        return pyramid, stock, (piles[0], piles[1], piles[2]), position.pass_number

    def key(self, state: PilesState) -> PilesState:
        return state if self.passes is not None else (state[0], state[1], state[2], 0)

    def is_won(self, state: PilesState) -> bool:
        pyramid, stock, piles, _ = state
        return pyramid == 0 and (not self.strict or (not stock and not any(piles)))

    def heuristic(self, state: PilesState) -> int:
        pyramid, stock, piles, _ = state
        game = self.compact
        pc, removals, needs, matchings = game._shape(pyramid)
        masks = game.rank_mask
        talon = 0
        for t in stock:
            talon |= 1 << t
        for pile in piles:
            for t in pile:
                talon |= 1 << t
        if self.strict:
            tcounts = [(talon & m).bit_count() for m in masks]
            removals = pc[KING] + tcounts[KING]
            for r in range(1, 7):
                a, b = pc[r] + tcounts[r], pc[13 - r] + tcounts[13 - r]
                if a != b:
                    return INFINITE
                removals += max(a, pc[r] + pc[13 - r] - matchings[r])
            return removals if self.stock_top else removals + (len(stock) + 2) // 3
        for r, need in needs:
            if (talon & masks[r]).bit_count() < need:
                return INFINITE  # two talon cards never help a pyramid card
        if self.stock_top:
            return removals
        draws = {t: j // 3 + 1 for j, t in enumerate(stock)}
        reach = 0
        for r, need in needs:
            present = talon & masks[r]
            costs = sorted(draws.get(t, 0) for t in range(self.n) if present >> t & 1)
            if costs[need - 1] > reach:
                reach = costs[need - 1]
        return removals + reach

    def successors(self, state: PilesState) -> list[PilesState]:
        """The states after each move, in the order :mod:`pyramid_qt.solver.search.piles` tries them; a free
        pyramid King alone when there is one."""
        pyramid, stock, piles, k = state
        rank = self.slot_rank
        tr = self.talon_rank
        free = _free_slots(pyramid)
        for i in free:
            if rank[i] == KING:
                return [(pyramid & ~(1 << i), stock, piles, k)]
        out: list[PilesState] = []
        exposed = [(pile[-1], p) for p, pile in enumerate(piles) if pile]
        if self.stock_top and stock:
            exposed.append((stock[0], -1))
        for c, where in exposed:
            stock2, piles2 = _take(stock, piles, where)
            if tr[c] == KING:
                out.append((pyramid, stock2, piles2, k))
                continue
            for i in free:
                if rank[i] != KING and rank[i] + tr[c] == 13:
                    out.append((pyramid & ~(1 << i), stock2, piles2, k))
        for a, i in enumerate(free):
            for j in free[a + 1 :]:
                if rank[i] + rank[j] == 13:
                    out.append((pyramid & ~(1 << i | 1 << j), stock, piles, k))
        if self.stacked:
            for i, j in _stacked_slots(pyramid):
                if rank[i] + rank[j] == 13:
                    out.append((pyramid & ~(1 << i | 1 << j), stock, piles, k))
        for a, (ca, wa) in enumerate(exposed):
            for cb, wb in exposed[a + 1 :]:
                if tr[ca] + tr[cb] != 13 or ((wa < 0 or wb < 0) and not self.talon_pairing):
                    continue
                stock2, piles2 = _take(stock, piles, wa)
                stock2, piles2 = _take(stock2, piles2, wb)
                out.append((pyramid, stock2, piles2, k))
        if self.talon_pairing and not self.stock_top:
            for p, pile in enumerate(piles):
                if len(pile) >= 2 and tr[pile[-1]] + tr[pile[-2]] == 13:
                    out.append((pyramid, stock, _replace(piles, p, pile[:-2]), k))
        if stock:
            dealt = min(3, len(stock))
            grown = tuple(pile + (stock[q],) if q < dealt else pile for q, pile in enumerate(piles))
            out.append((pyramid, stock[dealt:], (grown[0], grown[1], grown[2]), k))
        elif any(piles) and (self.passes is None or k < self.passes):
            depth = max(len(pile) for pile in piles)
            gathered = tuple(pile[level] for level in range(depth) for pile in piles if level < len(pile))
            out.append((pyramid, gathered, ((), (), ()), k + 1))
        return out


def _take(stock: tuple[int, ...], piles: Piles, where: int) -> tuple[tuple[int, ...], Piles]:
    """The stock and piles without the exposed card at ``where`` (a pile number, or -1 for the stock top)."""
    if where < 0:
        return stock[1:], piles
    return stock, _replace(piles, where, piles[where][:-1])


def _replace(piles: Piles, p: int, pile: tuple[int, ...]) -> Piles:
    return (pile if p == 0 else piles[0], pile if p == 1 else piles[1], pile if p == 2 else piles[2])


def search_three_piles(game: PilesGame, budget: Budget, upper: int, weight: int = 1) -> list[PilesState] | None:
    """The states of a shortest winning line from the game's start, or ``None`` when no line is shorter than
    ``upper`` (the search of :func:`~pyramid_qt.solver.par.one_pile.search_one_pile`, over these states)."""
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
        _, neg_g, _, node = heapq.heappop(heap)
        g = -neg_g
        if g > best_g[node]:
            continue
        if game.is_won(node):
            return _path(parent, node, root)
        tick()
        g2 = g + 1
        for after in game.successors(node):
            child = game.key(after)
            known = best_g.get(child)
            if known is not None and known <= g2:
                continue
            h = 0 if game.is_won(child) else game.heuristic(child)
            if h >= INFINITE or g2 + h >= upper:
                continue
            best_g[child] = g2
            parent[child] = node
            heapq.heappush(heap, (g2 + weight * h, -g2, next(tie), child))
    return None


def _path(parent: dict[PilesState, PilesState], goal: PilesState, root: PilesState) -> list[PilesState]:
    states = [goal]
    while states[-1] != root:
        states.append(parent[states[-1]])
    states.reverse()
    return states


def line_of(game: PilesGame, states: list[PilesState]) -> list[Move]:
    """The moves between consecutive states (each differs from the last by one move): the cards gone (pyramid
    cards first, each group in index order), else a recycle when the piles were gathered, else a draw."""
    slot_card, talon = game.compact.slot_card, game.compact.talon
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
