"""Par's game for draw three onto three waste piles (option D): its states, moves and bound, in pure Python, for the
A* of :mod:`.three_piles_search` (the reference of its compiled twin ``_par.c``, ``search_three_piles``, which
expands the same states in the same order).

Removing a card from a waste pile changes how the next recycle gathers the piles, so the talon has no fixed
order here: a state is ``(pyramid, stock, piles, pass)`` with the stock (top first) and each pile (bottom to top) as
tuples of talon indices (the talon numbered as :class:`~pyramid_qt.solver.compact.CompactGame` numbers it: the piles'
cards, then the stock), kept up to suits (:meth:`PilesGame.key`), the pass left out with unlimited passes.  The moves
are the game's, in the order of :mod:`pyramid_qt.solver.search.piles`, with a free pyramid King or a forced pair alone
(:mod:`pyramid_qt.solver.par`).

The bound: the removals of :meth:`CompactGame.heuristic` (the pyramid's matching, and for a strict win the talon
too), plus the fewest other moves before the talon cards the pyramid needs can be played
(:meth:`PilesGame._talon_moves`, proved in :mod:`pyramid_qt.solver.par`), which are at least what the pyramid's own
order adds to the removals (:meth:`CompactGame.pyramid_moves`); for a strict win with the stock face down, every
stock card drawn, three a draw, and when a card cannot leave in this pass (:func:`.strict_piles.stranded`) the
recycle and, face down, the next pass's draws.
"""

from __future__ import annotations

from pyramid_qt.engine import layout
from pyramid_qt.engine.cards import KING
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.compact import _BELOW, INFINITE, CompactGame, _free_slots, _stacked_slots
from pyramid_qt.solver.par.strict_piles import STRANDED_STOCK, stranded

Piles = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
PilesState = tuple[int, tuple[int, ...], Piles, int]  # pyramid, stock (top first), piles (bottom to top), pass
Needs = tuple[tuple[int, int], ...]  # (rank, how many) talon cards the pyramid needs
Option = tuple[int, int, int, int]  # PilesGame._options: clear, at, above, again


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

    def heuristic(self, state: PilesState) -> int:
        pyramid, stock, piles, _ = state
        game = self.compact
        pc, removals, needs, matchings = game._shape(pyramid)
        masks = game.rank_mask
        talon = _talon_mask(stock, piles)
        if self.strict:
            removals = game.strict_removals(pc, talon, matchings)
            if removals >= INFINITE:
                return INFINITE
            drawn = removals if self.stock_top else removals + (len(stock) + 2) // 3
            if self.stock_top or len(stock) > STRANDED_STOCK:
                return drawn
            left_pyramid, left_talon = stranded(game, pyramid, stock, piles)
            if not left_pyramid and not left_talon:
                return drawn
            if self.passes is not None and state[3] >= self.passes:
                return INFINITE  # a card that cannot leave in the last pass
            return drawn + 1 + max(1, (left_talon.bit_count() + 2) // 3)
        for r, need in needs:
            if (talon & masks[r]).bit_count() < need:
                return INFINITE  # two talon cards never help a pyramid card
        ordered = game.pyramid_moves(pyramid, game.partnered(talon)) - removals
        if ordered >= INFINITE - removals:
            return INFINITE
        moves = self._talon_moves(pyramid, pc, needs, talon, stock, piles, state[3], ordered)
        return INFINITE if moves >= INFINITE else removals + moves

    def _talon_moves(
        self,
        pyramid: int,
        pc: list[int],
        needs: Needs,
        talon: int,
        stock: tuple[int, ...],
        piles: Piles,
        k: int,
        ordered: int,
    ) -> int:
        """The fewest moves other than the removals' before the talon cards the pyramid needs (``needs``: rank, how
        many) can all be played: the least, over the number ``D`` of draws and recycles, of ``D`` plus the larger of
        ``ordered`` (what the pyramid's own order adds to the removals: :meth:`CompactGame.pyramid_moves` less the
        removals) and the largest over those ranks of the ``k``-th smallest :meth:`_options` value of a card of the
        rank."""
        need_of = [0] * 14
        for r, need in needs:
            need_of[r] = need
        options = self._options(pyramid, pc, need_of, talon, stock, piles, k)
        masks = self.compact.rank_mask
        ranks = [(sorted_present(masks[r] & talon), need) for r, need in needs]
        last = 0
        for cards, _ in ranks:
            for t in cards:
                last = max(last, _settled(options[t], self.stock_top))
        best = INFINITE
        for draws in range(last + 1):
            if draws >= best:
                break
            most = ordered
            for cards, need in ranks:
                value = sorted(_value(options[t], draws, self.stock_top) for t in cards)[need - 1]
                most = max(most, value)
            if most < INFINITE:
                best = min(best, draws + most)
        return best

    def _options(
        self, pyramid: int, pc: list[int], need_of: list[int], talon: int, stock: tuple[int, ...], piles: Piles, k: int
    ) -> dict[int, Option]:
        """Per talon card, the ways it can come to be played: (``clear``, ``at``, ``above``, ``again``).

        Only the removals' own pyramid cards take talon cards for free: per rank ``r``, ``need_of[r]`` of them (the
        talon cards the pyramid needs), and above a card of rank ``r`` none of the ranks ``_blocked(...)[r]`` names;
        a pyramid card taking one more costs a pyramid pair at least every two
        (:mod:`pyramid_qt.solver.par`), so a talon card leaves a pile or the stock at half a move at least, a King
        at one, and three a draw.

        * ``clear``: the moves that take the cards above a pile card off its pile (its Kings, and half of the
          others not taken for free), or none (:data:`INFINITE`) under a card nothing can take.
        * ``at`` (stock face down): the draws and recycles after which it is on top: a stock card ``j`` deep comes
          with the ``j // 3 + 1``-th draw; a pile card comes back by a recycle: the stock drawn, the recycle, and the
          draws down to it in the gathered stock, under at least the cards below it on its pile and those the
          other piles keep under a card nothing can take.
        * ``above`` (stock face up, a stock card): the cards above it not taken for free, which leave three a draw
          or half a move each; ``again`` (a pile card): the moves that bring it back by a recycle (the stock
          emptied so, and the recycle)."""
        tr = self.talon_rank
        masks = self.compact.rank_mask
        recycle = self.passes is None or k < self.passes
        blocked = self._blocked(pyramid, need_of)
        options: dict[int, Option] = {}
        counts = [0] * 14
        for j, t in enumerate(stock):
            if self.stock_top:
                options[t] = (INFINITE, INFINITE, j - _taken_free(counts, need_of, blocked[tr[t]]), INFINITE)
            else:
                options[t] = (INFINITE, j // 3 + 1, INFINITE, INFINITE)
            counts[tr[t]] += 1
        free = _taken_free(counts, need_of, 0) if self.stock_top else 0
        emptied = (len(stock) - free + 2) // 3
        stuck = []  # per pile, the highest level of a card nothing can take (-1: none)
        for pile in piles:
            level = -1
            for i, t in enumerate(pile):
                r = tr[t]
                if r != KING and not pc[13 - r] and not talon & masks[13 - r]:
                    level = i
            stuck.append(level)
        partnerless = ~self.compact.partnered(talon) & ((1 << KING) - 2)  # the ranks no talon card can take
        for p, pile in enumerate(piles):
            counts = [0] * 14
            sealed = False
            ranks_above = 0
            for i in range(len(pile) - 1, -1, -1):
                t = pile[i]
                others = sum(counts[1:KING]) - _taken_free(counts, need_of, blocked[tr[t]])
                held = ranks_above & blocked[tr[t]] & partnerless  # cards that cannot leave before it is played
                clear = INFINITE if sealed or held else counts[KING] + (others + 1) // 2
                if not recycle:
                    options[t] = (clear, INFINITE, INFINITE, INFINITE)
                else:
                    under = self._gathered_before(piles, p, i, stuck, need_of, blocked[tr[t]])
                    if self.stock_top:
                        options[t] = (clear, INFINITE, INFINITE, emptied + 1 + (under + 2) // 3)
                    else:
                        options[t] = (clear, emptied + 1 + under // 3 + 1, INFINITE, INFINITE)
                counts[tr[t]] += 1
                ranks_above |= 1 << tr[t]
                if i == stuck[p]:
                    sealed = True  # nothing can ever take it: the cards under it wait for a recycle
        return options

    def _gathered_before(self, piles: Piles, p: int, i: int, stuck: list[int], need_of: list[int], blocked: int) -> int:
        """The cards a recycle puts above the card at level ``i`` of pile ``p`` (the lower levels, and its own level
        on the piles before it) that cannot leave before the recycle without a move of their own: the cards under
        it on its pile and those under a card nothing can take all stay; of the others, only those the removals
        take for free (:func:`_taken_free`) may go."""
        tr = self.talon_rank
        counts = [0] * 14
        staying = i
        for q, pile in enumerate(piles):
            if q == p:
                continue
            for level in range(min(i + 1 if q < p else i, len(pile))):
                if level <= stuck[q]:
                    staying += 1
                else:
                    counts[tr[pile[level]]] += 1
        return staying + sum(counts[1:]) - _taken_free(counts, need_of, blocked)

    def _blocked(self, pyramid: int, need_of: list[int]) -> list[int]:
        """Per rank ``r`` the pyramid needs talon cards of, the ranks (a bit each) whose talon cards no pyramid card
        can take before one of rank ``r`` is played: every pyramid card that could take such a card lies under
        (in the cone of) every pyramid card of rank ``13 - r``, so it is free only after the one that takes the card
        of rank ``r`` is gone."""
        found = self._blocked_by_pyramid.get(pyramid)
        if found is not None:
            return found
        rank = self.slot_rank
        of_rank = [0] * 14
        for i in range(layout.SIZE):
            if pyramid >> i & 1:
                of_rank[rank[i]] |= 1 << i
        blocked = [0] * 14
        for r in range(1, KING):
            if not need_of[r]:
                continue
            partners = of_rank[13 - r]
            for r2 in range(1, KING):
                takers = of_rank[13 - r2]
                if all(not partners & ~_BELOW[y] for y in range(layout.SIZE) if takers >> y & 1):
                    blocked[r] |= 1 << r2
        self._blocked_by_pyramid[pyramid] = blocked
        return blocked

    def successors(self, state: PilesState) -> list[PilesState]:
        """The states after each move, in the order :mod:`pyramid_qt.solver.search.piles` tries them; a free
        pyramid King alone when there is one, else a forced pair alone (:meth:`forced_pair`)."""
        pyramid, stock, piles, k = state
        rank = self.slot_rank
        tr = self.talon_rank
        free = _free_slots(pyramid)
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


def _talon_mask(stock: tuple[int, ...], piles: Piles) -> int:
    """The talon cards left, a bit each."""
    talon = 0
    for t in (*stock, *piles[0], *piles[1], *piles[2]):
        talon |= 1 << t
    return talon


def sorted_present(mask: int) -> list[int]:
    """The talon indices in ``mask``, ascending."""
    return [t for t in range(mask.bit_length()) if mask >> t & 1]


def _taken_free(counts: list[int], need_of: list[int], blocked: int) -> int:
    """How many of cards counted by rank (``counts``) the removals' own pyramid cards may take: ``need_of[r]`` of
    each rank ``r`` at most, none of the ranks in ``blocked`` (bits)."""
    return sum(min(counts[r], need_of[r]) for r in range(1, KING) if not blocked >> r & 1)


def _value(option: Option, draws: int, stock_top: bool) -> int:
    """The moves other than draws and recycles a card still costs after ``draws`` of them (see
    :meth:`PilesGame._options`)."""
    clear, at, above, again = option
    if not stock_top:
        return 0 if draws >= at else clear
    value = clear
    if above < INFINITE:
        value = min(value, max(0, (above - 3 * draws + 1) // 2))
    if again < INFINITE:
        value = min(value, max(0, again - draws))
    return value


def _settled(option: Option, stock_top: bool) -> int:
    """The draws and recycles after which the card's value no longer falls (the search over ``D`` stops there)."""
    clear, at, above, again = option
    if stock_top:
        return max(0 if above >= INFINITE else (above + 2) // 3, 0 if again >= INFINITE else again)
    return 0 if at >= INFINITE else at


def _take(stock: tuple[int, ...], piles: Piles, where: int) -> tuple[tuple[int, ...], Piles]:
    """The stock and piles without the exposed card at ``where`` (a pile number, or -1 for the stock top)."""
    if where < 0:
        return stock[1:], piles
    return stock, _replace(piles, where, piles[where][:-1])


def _replace(piles: Piles, p: int, pile: tuple[int, ...]) -> Piles:
    return (pile if p == 0 else piles[0], pile if p == 1 else piles[1], pile if p == 2 else piles[2])
