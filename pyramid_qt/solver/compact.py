"""One waste pile's game as integers, for the searches that walk the game's own moves (par, difficulty).

The state is the pyramid mask ``P``, the talon as a fixed card order (waste bottom→top, then stock top→bottom:
drawing and recycling never reorder one waste pile) with a presence mask ``T``, the *cut* (index of the stock
top, ``n`` when the stock is empty) and the pass number.  :meth:`CompactGame.successors` gives every move of the
engine from a state (a free pyramid King alone: see :mod:`pyramid_qt.solver.par`), :meth:`CompactGame.par_successors`
the moves par's A* tries (a forced pair alone), and :meth:`CompactGame.heuristic` the admissible bound it uses
(documented there).
"""

from __future__ import annotations

from pyramid_qt.engine import layout
from pyramid_qt.engine.cards import KING, Card
from pyramid_qt.engine.games import Layout
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.search.constants import PYRAMID_SIZE
from pyramid_qt.solver.search.geometry import BELOW, COVER_MASK, below_masks, cover_masks, free_slots, stacked_slots
from pyramid_qt.solver.search.matching import max_matching

INFINITE = 1 << 30

Step = tuple[str | Card | None, ...]
"""A move as the searches keep it: ``("k", king)``, ``("p", card, card)``, ``("d",)`` (draw) or ``("r",)``
(recycle)."""
Successor = tuple[Step, int, int, int, int]
"""A move and the state after it: (step, P, T, cut, pass)."""


# ---------------------------------------------------------------------------------------------- one waste pile
class CompactGame:
    """One waste pile's game as (pyramid, talon, cut, pass) integers: its moves, the par bound and the A*."""

    def __init__(self, position: Position, shape: Layout | None = None) -> None:
        rules = position.rules
        self.position = position
        # The geometry the compiled par search is given (the pure one reads Pyramid's, geometry's constants): another
        # game's layout of as many slots for a one-pile game without rule options, played under N.
        self.cover_masks = COVER_MASK if shape is None else cover_masks(shape)
        self.below_masks = BELOW if shape is None else below_masks(shape)
        self.strict = rules.strict_win
        self.stacked = rules.stacked_pairs
        self.talon_pairing = rules.talon_pairing
        self.stock_top = rules.stock_top_playable
        self.passes = position.passes
        self.slot_card: list[Card | None] = list(position.pyramid)
        self.slot_rank = [0 if card is None else card.rank for card in self.slot_card]
        self.talon: list[Card] = [card for pile in position.waste for card in pile] + list(position.stock)
        self.n = len(self.talon)
        self.talon_rank = [card.rank for card in self.talon]
        self.rank_mask = [0] * 14
        for t, rank in enumerate(self.talon_rank):
            self.rank_mask[rank] |= 1 << t
        self._pyramid_counts: dict[int, list[int]] = {}
        # Per slot: the slots whose cards it could ever pair with (complementary rank, neither in the other's cone
        # unless stacked pairs let one lie directly on the other).
        self.partners = [
            sum(
                1 << j
                for j in range(layout.SIZE)
                if j != i and self.slot_rank[j] + self.slot_rank[i] == 13 and self._compatible(i, j)
            )
            for i in range(layout.SIZE)
        ]
        self._shapes: dict[int, tuple[list[int], int, tuple[tuple[int, int], ...], list[int]]] = {}
        self._pyramid_moves: dict[int, int] = {}
        self._ranks_of: dict[int, int] = {}

    def up_to_suits(self, talon: int, cut: int) -> tuple[int, int]:
        """``(talon, cut)`` as par's searches key it: the cards left, each in turn the first talon card of its rank
        after the last one placed, and the cut on the stock top's.  Suits play no part: the same ranks in the same
        order, split at the same card, make the same game, so states equal up to suits are searched once."""
        masks, ranks = self.rank_mask, self.talon_rank
        out, new_cut, after = 0, self.n, 0
        for t in range(self.n):
            if talon >> t & 1:
                rest = masks[ranks[t]] >> after << after
                p = (rest & -rest).bit_length() - 1  # at most t
                if t >= cut and new_cut == self.n:
                    new_cut = p
                out |= 1 << p
                after = p + 1
        return out, new_cut

    def _next(self, talon: int, start: int) -> int:
        x = talon >> start
        return start + (x & -x).bit_length() - 1 if x else self.n

    def _counts(self, pyramid: int) -> list[int]:
        found = self._pyramid_counts.get(pyramid)
        if found is None:
            found = [0] * 14
            for i in range(layout.SIZE):
                if pyramid >> i & 1:
                    found[self.slot_rank[i]] += 1
            self._pyramid_counts[pyramid] = found
        return found

    def _shape(self, pyramid: int) -> tuple[list[int], int, tuple[tuple[int, int], ...], list[int]]:
        """What the bound needs from a pyramid shape alone (cached: a deal has at most 1430 shapes): the rank
        counts, the removals still needed, the talon cards needed as (rank, how many), and per class the
        largest matching among the pyramid cards (two cards pair only if neither lies in the other's cone,
        or, with stacked pairs, one lies directly on the other)."""
        found = self._shapes.get(pyramid)
        if found is not None:
            return found
        pc = self._counts(pyramid)
        rank = self.slot_rank
        removals = pc[KING]
        needs = []
        matchings = [0] * 7
        for r in range(1, 7):
            low = [i for i in range(layout.SIZE) if pyramid >> i & 1 and rank[i] == r]
            high = [j for j in range(layout.SIZE) if pyramid >> j & 1 and rank[j] == 13 - r]
            options = [sum(1 << h for h, j in enumerate(high) if self._compatible(i, j)) for i in low]
            m = max_matching(options)
            matchings[r] = m
            removals += len(low) + len(high) - m
            if len(low) > m:
                needs.append((13 - r, len(low) - m))
            if len(high) > m:
                needs.append((r, len(high) - m))
        found = (pc, removals, tuple(needs), matchings)
        self._shapes[pyramid] = found
        return found

    def partnered(self, talon: int) -> int:
        """The ranks (a bit each, Kings always) whose pyramid cards a card of the talon ``talon`` can take."""
        masks = self.rank_mask
        found = 1 << KING
        for r in range(1, KING):
            if talon & masks[13 - r]:
                found |= 1 << r
        return found

    def pyramid_moves(self, pyramid: int, partnered: int) -> int:
        """The fewest moves that clear the pyramid ``pyramid`` alone, as if a talon card of each rank left could take
        any free pyramid card of the complementary rank at any time: a free King, a free card whose rank is in
        ``partnered`` (bits) alone, two free cards that pair (or a stacked pair), one move each; :data:`INFINITE` when
        the cards of the other ranks cannot all pair in some order.  Cached per shape and ``partnered``."""
        if not pyramid:
            return 0
        rank = self.slot_rank
        ranks = self._ranks_of.get(pyramid)
        if ranks is None:
            ranks = 0
            for i in range(layout.SIZE):
                if pyramid >> i & 1:
                    ranks |= 1 << rank[i]
            self._ranks_of[pyramid] = ranks
        partnered &= ranks  # the other ranks play no part: one entry for them all
        key = pyramid | partnered << PYRAMID_SIZE
        known = self._pyramid_moves.get(key)
        if known is not None:
            return known
        free = free_slots(pyramid)
        best = INFINITE
        for a, i in enumerate(free):
            for j in free[a:]:  # j == i: the card alone
                if (rank[i] + rank[j] == 13) if j != i else partnered >> rank[i] & 1:
                    best = min(best, 1 + self.pyramid_moves(pyramid & ~(1 << i | 1 << j), partnered))
        if self.stacked:
            for i, j in stacked_slots(pyramid):
                if rank[i] + rank[j] == 13:
                    best = min(best, 1 + self.pyramid_moves(pyramid & ~(1 << i | 1 << j), partnered))
        self._pyramid_moves[key] = min(best, INFINITE)
        return min(best, INFINITE)

    def _compatible(self, i: int, j: int) -> bool:
        if self.below_masks[i] >> j & 1:
            return self.stacked and self.cover_masks[i] >> j & 1 == 1
        if self.below_masks[j] >> i & 1:
            return self.stacked and self.cover_masks[j] >> i & 1 == 1
        return True

    def strict_removals(self, pc: list[int], talon: int, matchings: list[int]) -> int:
        """The removals a strict win (the talon cleared too) still needs, from the pyramid's rank counts ``pc`` and
        matchings and the talon's cards; :data:`INFINITE` when a rank and its partner rank cannot pair off."""
        tcounts = [(talon & m).bit_count() for m in self.rank_mask]
        removals = pc[KING] + tcounts[KING]
        for r in range(1, 7):
            a, b = pc[r] + tcounts[r], pc[13 - r] + tcounts[13 - r]
            if a != b:
                return INFINITE
            removals += max(a, pc[r] + pc[13 - r] - matchings[r])
        return removals

    def heuristic(self, pyramid: int, talon: int, cut: int, pass_number: int = 1) -> int:
        pc, removals, needs, matchings = self._shape(pyramid)
        masks = self.rank_mask
        if not self.strict:  # the removals count at least the pyramid's own order (see :mod:`pyramid_qt.solver.par`)
            ordered = self.pyramid_moves(pyramid, self.partnered(talon))
            if ordered >= INFINITE:
                return INFINITE
            removals = max(removals, ordered)
        if not self.strict and not self.stock_top:
            return self._access_bound(pc, removals, needs, talon, cut, pass_number)
        if self.strict:
            removals = self.strict_removals(pc, talon, matchings)
            if removals >= INFINITE:
                return INFINITE
        below_cut = (1 << cut) - 1
        stock = talon & ~below_cut
        if self.strict and not self.stock_top:
            return removals + stock.bit_count()
        reach = 0
        deepest = 0
        for r, need in needs:
            present = talon & masks[r]
            if not self.strict and present.bit_count() < need:
                return INFINITE  # two talon cards never help a pyramid card
            need -= (present & below_cut).bit_count()
            if need <= 0:
                continue
            from_stock = present & ~below_cut
            if from_stock.bit_count() < need:
                continue  # the rest may come from talon pairs (strict) — no draw bound then
            for _ in range(need - 1):
                from_stock &= from_stock - 1
            last = from_stock & -from_stock
            drawn = (stock & ((last << 1) - 1)).bit_count()
            if drawn > reach:
                reach = drawn
                deepest = last
        if self.stock_top:
            if reach <= 1:
                return removals
            if self.strict:  # the talon cards' removals are already counted
                return removals if removals >= reach - 1 else reach - 1
            # The stock cards above the deepest needed one leave by a draw, a talon pair (neither counted in
            # ``removals``) or with a pyramid card of the complementary rank (counted): at most that many so.
            ahead = stock & (deepest - 1)
            with_pyramid = 0
            for r in range(1, 13):
                with_pyramid += min((ahead & masks[r]).bit_count(), pc[13 - r])
            extra = reach - 1 - with_pyramid
            return removals + extra if extra > 0 else removals
        return removals + reach

    def _access_bound(
        self, pc: list[int], removals: int, needs: tuple[tuple[int, int], ...], talon: int, cut: int, k: int
    ) -> int:
        """The bound with the stock face down and a loose win: ``removals`` plus, over the talon cards the pyramid
        needs (``needs``: rank, how many), the largest *access cost* of the cheapest cards that can serve (see
        :mod:`pyramid_qt.solver.par`)."""
        below_cut = (1 << cut) - 1
        stock = talon & ~below_cut
        waste = talon & below_cut
        stock_count = stock.bit_count()
        recycle = self.passes is None or k < self.passes
        tr, masks, pairing = self.talon_rank, self.rank_mask, self.talon_pairing
        # room[r]: the cards that can take a waste card of rank r this pass but its neighbours (see the docstring)
        room = [pc[13 - r] + ((stock & masks[13 - r]).bit_count() if pairing else 0) for r in range(13)]
        cost: dict[int, int] = {}
        blocked = False
        kings = above = 0
        while waste:
            t = waste.bit_length() - 1
            waste ^= 1 << t
            if not above:  # the top
                cost[t] = 0
            else:
                pop = INFINITE if blocked else kings
                again = stock_count + 1 + (talon & ((2 << t) - 1)).bit_count() if recycle else INFINITE
                cost[t] = min(pop, again)
            r = tr[t]
            if r == KING:
                kings += 1
            elif not blocked and not (pairing and (above + r == 13 or waste and tr[waste.bit_length() - 1] + r == 13)):
                room[r] -= 1
                blocked = room[r] < 0  # a card that cannot leave this pass: the cards under it wait for a recycle
            above = r
        depth = 0
        while stock:
            t = (stock & -stock).bit_length() - 1
            stock ^= 1 << t
            depth += 1
            cost[t] = depth
        reach = 0
        for r, need in needs:
            present = talon & masks[r]
            if present.bit_count() < need:
                return INFINITE  # two talon cards never help a pyramid card
            costs = sorted(cost[t] for t in range(self.n) if present >> t & 1)
            cheapest = costs[need - 1]
            if cheapest >= INFINITE:
                return INFINITE
            if cheapest > reach:
                reach = cheapest
        return removals + reach

    def successors(self, pyramid: int, talon: int, cut: int, k: int) -> list[Successor]:
        """(step, P, T, cut, pass) for every move; a free pyramid King alone when there is one."""
        rank = self.slot_rank
        sc, tc, tr = self.slot_card, self.talon, self.talon_rank
        n = self.n
        free = free_slots(pyramid)
        for i in free:
            if rank[i] == KING:
                return [(("k", sc[i]), pyramid & ~(1 << i), talon, cut, k)]
        out: list[Successor] = []
        below = talon & ((1 << cut) - 1)
        w = below.bit_length() - 1 if below else -1
        s = cut if self.stock_top and cut < n else -1
        if w >= 0:
            t2 = talon & ~(1 << w)
            if tr[w] == KING:
                out.append((("k", tc[w]), pyramid, t2, cut, k))
            else:
                for i in free:
                    if rank[i] + tr[w] == 13:
                        out.append((("p", sc[i], tc[w]), pyramid & ~(1 << i), t2, cut, k))
        if s >= 0:
            t2 = talon & ~(1 << s)
            c2 = self._next(t2, s)
            if tr[s] == KING:
                out.append((("k", tc[s]), pyramid, t2, c2, k))
            else:
                for i in free:
                    if rank[i] + tr[s] == 13:
                        out.append((("p", sc[i], tc[s]), pyramid & ~(1 << i), t2, c2, k))
        for a, i in enumerate(free):
            for j in free[a + 1 :]:
                if rank[i] + rank[j] == 13:
                    out.append((("p", sc[i], sc[j]), pyramid & ~(1 << i | 1 << j), talon, cut, k))
        if self.stacked:
            for i, j in stacked_slots(pyramid):
                if rank[i] + rank[j] == 13:
                    out.append((("p", sc[i], sc[j]), pyramid & ~(1 << i | 1 << j), talon, cut, k))
        if self.talon_pairing and w >= 0:
            if self.stock_top:
                if s >= 0 and tr[w] + tr[s] == 13:
                    t2 = talon & ~(1 << s | 1 << w)
                    out.append((("p", tc[w], tc[s]), pyramid, t2, self._next(t2, s), k))
            else:
                rest = below & ~(1 << w)
                if rest:
                    u = rest.bit_length() - 1
                    if tr[u] + tr[w] == 13:
                        out.append((("p", tc[w], tc[u]), pyramid, talon & ~(1 << u | 1 << w), cut, k))
        if cut < n:
            out.append((("d",), pyramid, talon, self._next(talon, cut + 1), k))
        elif below and (self.passes is None or k < self.passes):
            out.append((("r",), pyramid, talon, self._next(talon, 0), k + 1))
        return out

    def par_successors(self, pyramid: int, talon: int, cut: int, k: int) -> list[Successor]:
        """The moves par's A* tries: :meth:`successors`, or only the forced pair when there is one (see
        :meth:`forced_pair`)."""
        forced = self.forced_pair(pyramid, talon, cut, k)
        return self.successors(pyramid, talon, cut, k) if forced is None else [forced]

    def lone_pyramid_mate(self, pyramid: int, others: int, i: int) -> int | None:
        """For the free pyramid card ``i`` (``others``: the talon cards left of the complementary rank): ``None`` when
        no pyramid card can ever pair with it; the slot of that card when it is the one partner left in the game and
        can pair with ``i`` now (free, or covered by ``i`` alone under stacked pairs); else -1."""
        mates = pyramid & self.partners[i]
        if not mates:
            return None
        if others or mates & (mates - 1):
            return -1
        j = mates.bit_length() - 1
        cover = pyramid & COVER_MASK[j]
        return -1 if cover and cover != 1 << i else j

    def forced_pair(self, pyramid: int, talon: int, cut: int, k: int) -> Successor | None:
        """The first free pyramid card (in slot order; a free King goes alone, as in :meth:`successors`) whose one
        possible partner left in the game, pyramid or talon, can pair with it now: that removal, else ``None``.
        Every win removes that pair some time, and a line of the same length removes it first (see
        :mod:`pyramid_qt.solver.par`)."""
        rank = self.slot_rank
        sc, tc = self.slot_card, self.talon
        masks = self.rank_mask
        below = talon & ((1 << cut) - 1)
        w = below.bit_length() - 1 if below else -1
        s = cut if self.stock_top and cut < self.n else -1
        free = free_slots(pyramid)
        for i in free:
            if rank[i] == KING:
                return None  # successors removes it alone
        for i in free:
            others = talon & masks[13 - rank[i]]
            j = self.lone_pyramid_mate(pyramid, others, i)
            if j is not None:
                if j < 0:
                    continue
                first, second = (i, j) if i < j else (j, i)
                return ("p", sc[first], sc[second]), pyramid & ~(1 << i | 1 << j), talon, cut, k
            if others and not others & (others - 1):
                t = others.bit_length() - 1
                if t == w:
                    return ("p", sc[i], tc[w]), pyramid & ~(1 << i), talon & ~(1 << w), cut, k
                if t == s:
                    t2 = talon & ~(1 << s)
                    return ("p", sc[i], tc[s]), pyramid & ~(1 << i), t2, self._next(t2, s), k
        return None

    def start_state(self) -> tuple[int, int, int, int]:
        """(pyramid, talon, cut, pass) of the position this game was built from."""
        pyramid = sum(1 << i for i, card in enumerate(self.slot_card) if card is not None)
        talon = (1 << self.n) - 1
        return pyramid, talon, self._next(talon, self.n - len(self.position.stock)), self.position.pass_number
