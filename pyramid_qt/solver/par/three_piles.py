"""Par's game for draw three onto three waste piles (option D): its states, moves and bound, in pure Python, for the
A* of :mod:`.three_piles_search` (the reference of its compiled twin ``_par.c``, ``search_three_piles``, which
expands the same states in the same order).

Removing a card from a waste pile changes how the next recycle gathers the piles, so the talon has no fixed
order here: a state is ``(pyramid, stock, piles, pass)`` with the stock (top first) and each pile (bottom to top) as
tuples of talon indices (the talon numbered as :class:`~pyramid_qt.solver.compact.CompactGame` numbers it: the piles'
cards, then the stock), kept up to suits (:meth:`PilesGame.key`), the pass left out with unlimited passes.  The moves
are the game's, in the order of :mod:`pyramid_qt.solver.search.piles`, with a free pyramid King or a forced pair alone
(:mod:`pyramid_qt.solver.par`).

The bound is :class:`~.three_piles_bound.PilesBound`'s (the base class), in :mod:`.three_piles_bound`.
"""

from __future__ import annotations

from pyramid_qt.engine.cards import KING
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.compact import CompactGame
from pyramid_qt.solver.par.three_piles_bound import Piles, PilesBound, PilesState, _talon_mask, sorted_present
from pyramid_qt.solver.search.geometry import free_slots, stacked_slots

__all__ = ["Piles", "PilesGame", "PilesState"]


class PilesGame(PilesBound):
    """Draw three's game over talon indices: its moves, and par's bound (:class:`PilesBound`)."""

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
        self._blocked_by_pyramid: dict[int, list[int]] = {}
        self._rank_cards = [sorted_present(mask) for mask in self.compact.rank_mask]  # key: each rank's cards

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
        """The state the search stores for ``state``: the same up to suits, which play no part (each talon card,
        the stock's top first, then each pile from the bottom, becomes the next card of its rank in talon order), and
        the pass left out with unlimited passes.  States equal up to suits share one key and are searched once."""
        pyramid, stock, piles, k = state
        rank_cards, tr = self._rank_cards, self.talon_rank
        seen = [0] * 14

        def renamed(run: tuple[int, ...]) -> tuple[int, ...]:
            out = []
            for t in run:
                r = tr[t]
                out.append(rank_cards[r][seen[r]])
                seen[r] += 1
            return tuple(out)

        new_stock = renamed(stock)
        new_piles = (renamed(piles[0]), renamed(piles[1]), renamed(piles[2]))
        return pyramid, new_stock, new_piles, k if self.passes is not None else 0

    def is_won(self, state: PilesState) -> bool:
        pyramid, stock, piles, _ = state
        return pyramid == 0 and (not self.strict or (not stock and not any(piles)))

    def successors(self, state: PilesState) -> list[PilesState]:
        """The states after each move, in the order :mod:`pyramid_qt.solver.search.piles` tries them; a free
        pyramid King alone when there is one, else a forced pair alone (:meth:`forced_pair`)."""
        pyramid, stock, piles, k = state
        rank = self.slot_rank
        tr = self.talon_rank
        free = free_slots(pyramid)
        for i in free:
            if rank[i] == KING:
                return [(pyramid & ~(1 << i), stock, piles, k)]
        forced = self.forced_pair(state, free)
        if forced is not None:
            return [forced]
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
            for i, j in stacked_slots(pyramid):
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

    def forced_pair(self, state: PilesState, free: tuple[int, ...]) -> PilesState | None:
        """The state after the first forced pair (in slot order of the free card), else ``None``: a free pyramid card
        (no free King) whose one possible partner left in the game is a pyramid card it can pair with now (free, or
        covered by it alone under stacked pairs), on any pass; or, on the last pass, a pile's top card (never the
        stock top: taking it would change what later draws deal).  Every win removes that pair some time, and a
        line of the same length removes it first (see :mod:`pyramid_qt.solver.par`)."""
        pyramid, stock, piles, k = state
        rank = self.slot_rank
        masks = self.compact.rank_mask
        last = self.passes is not None and k >= self.passes
        talon = _talon_mask(stock, piles)
        for i in free:
            others = talon & masks[13 - rank[i]]
            j = self.compact.lone_pyramid_mate(pyramid, others, i)
            if j is not None:
                if j < 0:
                    continue
                return pyramid & ~(1 << i | 1 << j), stock, piles, k
            if not last or not others or others & (others - 1):
                continue
            t = others.bit_length() - 1
            for p, pile in enumerate(piles):
                if pile and pile[-1] == t:
                    return pyramid & ~(1 << i), stock, _replace(piles, p, pile[:-1]), k
        return None


def _take(stock: tuple[int, ...], piles: Piles, where: int) -> tuple[tuple[int, ...], Piles]:
    """The stock and piles without the exposed card at ``where`` (a pile number, or -1 for the stock top)."""
    if where < 0:
        return stock[1:], piles
    return stock, _replace(piles, where, piles[where][:-1])


def _replace(piles: Piles, p: int, pile: tuple[int, ...]) -> Piles:
    return (pile if p == 0 else piles[0], pile if p == 1 else piles[1], pile if p == 2 else piles[2])
