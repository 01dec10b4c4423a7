"""Par's bound for draw three onto three waste piles (option D), in pure Python: the half of
:class:`~.three_piles.PilesGame` (its base class) that bounds the moves still needed, the reference of its compiled twin
in ``_par.c`` (``piles_heuristic``, ``talon_moves``, ``talon_options``, ``piles_add``).

The removals of :meth:`CompactGame.heuristic` (the pyramid's matching, and for a strict win the talon too), plus the
fewest other moves before the talon cards the pyramid needs can be played (:meth:`PilesBound._talon_moves`: each
needed card's cheapest way given the draws, several piles dug together (:meth:`PilesBound._piles_add`); proved in
:mod:`pyramid_qt.solver.par`), which are at least what the pyramid's own order adds to the removals
(:meth:`CompactGame.pyramid_moves`); for a strict win with the stock face down, every stock card drawn, three a draw,
and when a card cannot leave in this pass (:func:`.strict_piles.stranded`) the recycle and, face down, the next pass's
draws.
"""

from __future__ import annotations

from itertools import combinations, product

from pyramid_qt.engine import layout
from pyramid_qt.engine.cards import KING
from pyramid_qt.solver.compact import INFINITE, CompactGame
from pyramid_qt.solver.par.strict_piles import STRANDED_STOCK, stranded
from pyramid_qt.solver.search.geometry import BELOW

Piles = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
PilesState = tuple[int, tuple[int, ...], Piles, int]  # pyramid, stock (top first), piles (bottom to top), pass
Needs = tuple[tuple[int, int], ...]  # (rank, how many) talon cards the pyramid needs
Option = tuple[int, int, int, int]  # PilesBound._options: clear, at, above, again
MAX_PICKS = 64  # PilesBound._piles_add tries at most this many picks of pile cards


class PilesBound:
    """Par's bound over the states of :class:`~.three_piles.PilesGame`, which sets these attributes."""

    compact: CompactGame
    strict: bool
    stock_top: bool
    passes: int | None
    slot_rank: list[int]
    talon_rank: list[int]
    _blocked_by_pyramid: dict[int, list[int]]

    def heuristic(self, state: PilesState, enough: int = INFINITE) -> int:
        """Par's bound on the moves still needed (a loose win: the removals and :meth:`_talon_moves`).  A bound of
        ``enough`` or more is as good as any higher one to the caller (the state waits or is cut): the dearest part,
        :meth:`_piles_add` (a strict win: :func:`.strict_piles.stranded`), is then left out."""
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
            if self.stock_top or len(stock) > STRANDED_STOCK or drawn >= enough:
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
        moves = self._talon_moves(pyramid, pc, needs, talon, stock, piles, state[3], ordered, enough - removals)
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
        enough: int = INFINITE,
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
        blocked = self._blocked(pyramid, need_of)
        masks = self.compact.rank_mask
        ranks = [(sorted_present(masks[r] & talon), need) for r, need in needs]
        last = 0
        for cards, _ in ranks:
            for t in cards:
                last = max(last, _settled(options[t], self.stock_top))
        best = INFINITE
        reaching: list[int] = []  # the numbers of draws at which the least is reached
        for draws in range(last + 1):
            if draws > best:
                break
            most = ordered
            for cards, need in ranks:
                value = sorted(_value(options[t], draws, self.stock_top) for t in cards)[need - 1]
                most = max(most, value)
            if draws + most < best:
                best, reaching = draws + most, [draws]
            elif draws + most == best < INFINITE:
                reaching.append(draws)
        if not reaching or best >= enough:
            return best
        if all(self._piles_add(ranks, options, d, best - d, piles, need_of, blocked) for d in reaching):
            return best + 1  # at each of those numbers of draws, digging the piles costs a move more
        return best

    def _piles_add(
        self,
        ranks: list[tuple[list[int], int]],
        options: dict[int, Option],
        draws: int,
        most: int,
        piles: Piles,
        need_of: list[int],
        blocked: list[int],
    ) -> bool:
        """Whether, given ``draws``, clearing several piles costs more than ``most``: the ranks that cannot take their
        needed cards at a cost of ``most`` or less without digging piles (a card free given the draws, or coming
        some other way for at most ``most``) pick that many pile cards each, each pile is dug down to its deepest
        card picked, and its Kings and half of the other cards above it not taken for free (shared over the
        piles: at most ``need_of[r]`` of rank ``r``) cost more than ``most`` for every pick
        (:mod:`pyramid_qt.solver.par`).  At most :data:`MAX_PICKS` picks are tried (more: ``False``)."""
        stock_top = self.stock_top
        groups: list[list[tuple[int, ...]]] = []
        picks = 1
        alone = True  # every rank picks one card
        for cards, need in ranks:
            easy = 0
            digs = []
            for t in cards:
                clear, at, above, again = options[t]
                undug = _value((INFINITE, at, above, again), draws, stock_top)  # its cost when not dug
                if _value(options[t], draws, stock_top) == 0 or undug <= most:
                    easy += 1
                elif clear <= most:
                    digs.append(t)
            if need > easy:
                groups.append(list(combinations(digs, need - easy)))
                picks *= len(groups[-1])
                alone = alone and need - easy == 1
        if not groups or picks > MAX_PICKS:
            return False
        level_of = {t: (p, i) for p, pile in enumerate(piles) for i, t in enumerate(pile)}
        if alone and len({level_of[t][0] for group in groups for pick in group for t in pick}) == 1:
            return False  # one card a rank on one pile: digging to the deepest costs what that card does, <= most
        for choice in product(*groups):
            deepest = [-1, -1, -1]
            for chosen in choice:
                for t in chosen:
                    p, i = level_of[t]
                    if deepest[p] < 0 or i < deepest[p]:
                        deepest[p] = i
            if self._dig_cost(piles, deepest, need_of, blocked) <= most:
                return False
        return True

    def _dig_cost(self, piles: Piles, deepest: list[int], need_of: list[int], blocked: list[int]) -> int:
        """The fewest moves taking the cards above level ``deepest[p]`` of each pile ``p`` (-1: none): their Kings, and
        the others not taken for free (of each rank ``r`` at most ``need_of[r]`` over all piles, and on a pile none of
        the ranks the dug card's rank blocks), two a move only when they pair (:func:`_loose_moves`)."""
        tr = self.talon_rank
        kings = 0
        counts = [0] * 14
        freeable = [0] * 14
        for p, level in enumerate(deepest):
            if level < 0:
                continue
            pile = piles[p]
            dug = blocked[tr[pile[level]]]
            for t in pile[level + 1 :]:
                r = tr[t]
                if r == KING:
                    kings += 1
                    continue
                counts[r] += 1
                if not dug >> r & 1:
                    freeable[r] += 1
        return kings + _loose_moves([counts[r] - min(need_of[r], freeable[r]) for r in range(14)])

    def _options(
        self, pyramid: int, pc: list[int], need_of: list[int], talon: int, stock: tuple[int, ...], piles: Piles, k: int
    ) -> dict[int, Option]:
        """Per talon card, the ways it can come to be played: (``clear``, ``at``, ``above``, ``again``).

        Only the removals' own pyramid cards take talon cards for free: per rank ``r``, ``need_of[r]`` of them (the
        talon cards the pyramid needs), and above a card of rank ``r`` none of the ranks ``_blocked(...)[r]`` names;
        a pyramid card taking one more costs a pyramid pair at least every two
        (:mod:`pyramid_qt.solver.par`), so a talon card leaves a pile or the stock at half a move at least, a King
        at one, and three a draw.

        * ``clear``: the moves that take the cards above a pile card off its pile (its Kings, and the others not
          taken for free, two a move only when they pair: :func:`_loose_moves`), or none (:data:`INFINITE`) under a
          card nothing can take.
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
                dug = blocked[tr[t]]
                held = ranks_above & dug & partnerless  # cards that cannot leave before it is played
                left = [n if dug >> r & 1 else n - min(n, need_of[r]) for r, n in enumerate(counts)]
                clear = INFINITE if sealed or held else counts[KING] + _loose_moves(left)
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
        on the piles before it) that cannot leave without a move of their own before it is played: with the stock
        face down, the cards under it on its pile and those under a card nothing can take all stay, and of the
        others only those the removals take for free (:func:`_taken_free`) may go (before the recycle); face up,
        those the removals take for free may go from any of them (after the recycle, from the stock's top)."""
        tr = self.talon_rank
        counts = [0] * 14
        staying = 0
        for level in range(i):
            if self.stock_top:
                counts[tr[piles[p][level]]] += 1
            else:
                staying += 1
        for q, pile in enumerate(piles):
            if q == p:
                continue
            for level in range(min(i + 1 if q < p else i, len(pile))):
                if level <= stuck[q] and not self.stock_top:
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
                if all(not partners & ~BELOW[y] for y in range(layout.SIZE) if takers >> y & 1):
                    blocked[r] |= 1 << r2
        self._blocked_by_pyramid[pyramid] = blocked
        return blocked


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


def _loose_moves(left: list[int]) -> int:
    """The fewest moves taking cards counted by rank (``left``; Kings not read): a move takes two only when they are
    of complementary ranks (a talon pair, or two pyramid cards of one class each taking one beyond the need), so each
    pair of complementary ranks takes as many moves as the larger of its two counts."""
    return sum(max(left[r], left[13 - r]) for r in range(1, 7))


def _value(option: Option, draws: int, stock_top: bool) -> int:
    """The moves other than draws and recycles a card still costs after ``draws`` of them (see
    :meth:`PilesBound._options`)."""
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
