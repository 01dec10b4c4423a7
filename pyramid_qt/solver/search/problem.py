"""A position compiled for search: ranks by pyramid slot, the talon as a fixed card order, and the
necessary-condition test (the *matching bound*) shared by every search kernel; the best-reachable search's count
from it is :meth:`Problem.matching_bound` (the search's stronger bounds: :mod:`~pyramid_qt.solver.search.shape_bound`
and :class:`~pyramid_qt.solver.search.relaxation.RelaxedBest`).

The matching bound
------------------
Group the cards into the six classes of ranks that pair (A/Q, 2/J, 3/10, 4/9, 5/8, 6/7).  Any winning line
removes every pyramid card of a class together with a card of the complementary rank of the same class, and
each card is removed once, so the pairs it uses form a *matching*.  Two pyramid cards can only ever be paired
when neither lies in the cone that must be cleared before the other is free (:data:`geometry.BELOW`), except
that with stacked pairs a card may pair with a card lying *directly* on it; these relations never change.  A
talon card may (as far as this bound knows) pair with any pyramid card.  So if, in some class, no matching
covers every pyramid card (every card, for a strict win), the position cannot be won: pruning it is safe.

With ``a``, ``b`` pyramid cards of ranks ``r`` and ``13 - r``, ``ta``, ``tb`` talon cards of those ranks and
``M`` the largest matching among the pyramid cards alone, a covering matching exists exactly when
``M >= max(0, a - tb, b - ta)``: take that many pyramid pairs and give every other pyramid card its own talon
partner; conversely any covering matching has some ``m <= M`` pyramid pairs and needs ``a - m <= tb`` and
``b - m <= ta``.  For a strict win every talon card must be matched too: ``a + ta == b + tb``, and when the rules
never let two talon cards pair, the talon cards can only take pyramid partners, which fixes ``m = b - ta``.

For the best-reachable search the same counts give an upper bound on how many more pyramid cards of the class
can ever go: ``2M + min(a - M, tb) + min(b - M, ta)`` (adding a pyramid pair never lowers it).
"""

from __future__ import annotations

from pyramid_qt.engine.cards import Card
from pyramid_qt.engine.games import Layout
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.search import geometry
from pyramid_qt.solver.search.constants import BY_RANK, CLASSES, KING, PAIR_SUM
from pyramid_qt.solver.search.matching import max_matching


class Problem:
    """Everything a kernel needs about one position, in plain lists and ints."""

    def __init__(self, position: Position, layout: Layout | None = None) -> None:
        rules = position.rules
        self.position = position
        self.rules = rules
        # The geometry the compiled kernels are given (the pure kernels read Pyramid's, geometry's constants): another
        # game's layout of as many slots for a one-pile game without rule options, played under N.
        self.cover_masks = geometry.COVER_MASK if layout is None else geometry.cover_masks(layout)
        self.below_masks = geometry.BELOW if layout is None else geometry.below_masks(layout)
        self.strict = rules.strict_win
        self.stacked = rules.stacked_pairs
        self.talon_pairing = rules.talon_pairing
        self.stock_top = rules.stock_top_playable
        self.passes = position.passes
        self.draw_three = rules.draw_three
        # Whether two talon cards can ever be removed together under these rules (for the strict bound).
        self.talon_pairs = rules.talon_pairing or rules.draw_three

        self.slot_card: list[Card | None] = list(position.pyramid)
        self.slot_rank = [0 if card is None else card.rank for card in self.slot_card]
        self.pyramid = geometry.mask_of(i for i, card in enumerate(self.slot_card) if card is not None)

        # Single waste pile: the talon keeps one order for ever (waste bottom→top, then stock top→bottom).
        self.talon: list[Card] = [card for pile in position.waste for card in pile] + list(position.stock)
        self.n = len(self.talon)
        self.talon_rank = [card.rank for card in self.talon]
        self.cut = len(self.talon) - len(position.stock)
        self.rank_talon_mask = [0] * BY_RANK
        for t, rank in enumerate(self.talon_rank):
            self.rank_talon_mask[rank] |= 1 << t
        self.talon_mask = (1 << self.n) - 1
        # The stock by the cut, where the talon keeps one order for good (the cards from the cut on).
        self.stock_masks = [self.talon_mask & ~((1 << c) - 1) for c in range(self.n + 1)]
        assert self.n <= 24, "a talon has at most 24 cards"

        self._info: dict[int, tuple[tuple[int, ...], tuple[tuple[int, int], ...], tuple[tuple[int, ...], ...]]] = {}
        self._class_slots: list[tuple[int, list[int], list[int], dict[int, int]]] = []
        for r in CLASSES:
            low = [i for i in range(geometry.SIZE) if self.slot_rank[i] == r]
            high = [i for i in range(geometry.SIZE) if self.slot_rank[i] == PAIR_SUM - r]
            compat = {i: geometry.mask_of(j for j in high if self._compatible(i, j)) for i in low}
            self._class_slots.append((geometry.mask_of(low + high), low, high, compat))
        self._match: list[dict[int, tuple[int, int, int]]] = [{} for _ in CLASSES]
        self._loose_needs: dict[int, tuple[tuple[int, int], ...]] = {}
        self._idle_ranks: dict[int, tuple[int, tuple[tuple[int, int], ...]]] = {}
        self._strict_needs: dict[int, tuple[tuple[int, int, int, int, int], ...]] = {}
        self._rank_tables: tuple[list[tuple[int, int]], list[tuple[int, int]], list[tuple[int, int]]] | None = None
        self._strict_fits: dict[int, tuple[tuple[int, int, int], ...]] = {}
        self.class_masks = [mask for mask, _, _, _ in self._class_slots]  # each class's pyramid slots
        self.king_slots = geometry.mask_of(i for i in range(geometry.SIZE) if self.slot_rank[i] == KING)
        self.rank_slot_mask = [
            geometry.mask_of(i for i in range(geometry.SIZE) if self.slot_rank[i] == r) for r in range(BY_RANK)
        ]
        # For each pyramid slot, the talon cards it could ever be removed with (the complementary rank's; none for a
        # King or an empty slot), and the slots holding a card it could (static).  The forced pairs of every kernel
        # count the cards left of both.
        self.partner_talon = [self.rank_talon_mask[PAIR_SUM - r] if 0 < r < KING else 0 for r in self.slot_rank]
        self.partner_slots = [
            geometry.mask_of(
                j
                for j in range(geometry.SIZE)
                if rank and self.slot_rank[j] == PAIR_SUM - rank and self._compatible(i, j)
            )
            for i, rank in enumerate(self.slot_rank)
        ]

    # ------------------------------------------------------------------ pyramid tables
    def _compatible(self, i: int, j: int) -> bool:
        """Whether pyramid slots i and j could ever be removed together (see the module docstring)."""
        if self.below_masks[i] >> j & 1:
            return self.stacked and self.cover_masks[i] >> j & 1 == 1
        if self.below_masks[j] >> i & 1:
            return self.stacked and self.cover_masks[j] >> i & 1 == 1
        return True

    def info(self, pyramid: int) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...], tuple[tuple[int, ...], ...]]:
        """For a pyramid shape: free King slots, the pyramid-only pairs (slot, slot) removable now, and the free
        non-King slots grouped by rank."""
        found = self._info.get(pyramid)
        if found is not None:
            return found
        rank = self.slot_rank
        free = geometry.free_slots(pyramid)
        kings = tuple(i for i in free if rank[i] == KING)
        by_rank: list[list[int]] = [[] for _ in range(BY_RANK)]
        for i in free:
            if rank[i] != KING:
                by_rank[rank[i]].append(i)
        pairs = [(i, j) for i in free for j in free if i < j and rank[i] + rank[j] == PAIR_SUM]
        if self.stacked:
            pairs.extend((i, j) for i, j in geometry.stacked_slots(pyramid) if rank[i] + rank[j] == PAIR_SUM)
        found = (kings, tuple(pairs), tuple(tuple(slots) for slots in by_rank))
        self._info[pyramid] = found
        return found

    def class_counts(self, c: int, pyramid: int) -> tuple[int, int, int]:
        """(a, b, M) for class c: present pyramid cards of each rank and their largest pyramid-only matching."""
        mask, low, high, compat = self._class_slots[c]
        sub = pyramid & mask
        cache = self._match[c]
        found = cache.get(sub)
        if found is None:
            present_low = [i for i in low if sub >> i & 1]
            present_high = sum(1 for j in high if sub >> j & 1)
            found = (len(present_low), present_high, max_matching([compat[i] & sub for i in present_low]))
            cache[sub] = found
        return found

    # ------------------------------------------------------------------ the matching bound
    def feasible(self, pyramid: int, counts: list[int]) -> bool:
        """False only when the position provably cannot be won (``counts``: talon cards present by rank)."""
        for c, r in enumerate(CLASSES):
            a, b, m = self.class_counts(c, pyramid)
            ta, tb = counts[r], counts[PAIR_SUM - r]
            if self.strict:
                if a + ta != b + tb:
                    return False
                if self.talon_pairs:
                    if m < a - tb or m < b - ta:
                        return False
                elif not 0 <= b - ta <= m:
                    return False
            elif m < a - tb or m < b - ta:
                return False
        return True

    def feasible_talon(self, pyramid: int, talon: int) -> bool:
        """:meth:`feasible` for the talon cards in mask ``talon``, through the per-shape thresholds of
        :meth:`loose_needs` or :meth:`strict_needs` (a few bit counts instead of fourteen counts and six classes)."""
        if self.strict:
            for low, high, excess, least, most in self.strict_needs(pyramid):
                low_count = (talon & low).bit_count()
                if low_count - (talon & high).bit_count() != excess or not least <= low_count <= most:
                    return False
            return True
        for mask, least in self.loose_needs(pyramid):  # noqa: SIM110 - faster than all() over a generator
            if (talon & mask).bit_count() < least:
                return False
        return True

    def strict_needs(self, pyramid: int) -> tuple[tuple[int, int, int, int, int], ...]:
        """The strict-win matching bound for one pyramid shape: per class ``(low rank mask, high rank mask,
        b - a, least, most)``; a talon passes when, in every class, its low cards outnumber its high ones by
        ``b - a`` (the balance ``a + ta == b + tb``) and its low cards number ``least <= ta <= most``.  Given the
        balance, both of :meth:`feasible`'s conditions with talon pairs (``M >= a - tb``, ``M >= b - ta``) are
        ``ta >= b - M``; without talon pairs the condition is ``b - M <= ta <= b``.  Cached per shape."""
        found = self._strict_needs.get(pyramid)
        if found is None:
            needs = []
            for c, r in enumerate(CLASSES):
                a, b, m = self.class_counts(c, pyramid)
                most = self.n if self.talon_pairs else b
                needs.append((self.rank_talon_mask[r], self.rank_talon_mask[PAIR_SUM - r], b - a, b - m, most))
            found = self._strict_needs[pyramid] = tuple(needs)
        return found

    def rank_sequence_tables(self) -> tuple[list[tuple[int, int]], list[tuple[int, int]], list[tuple[int, int]]]:
        """Three tables of 256, one per byte of a talon mask (a talon has at most 24 cards): for each byte, the
        ranks of its present cards in talon order as 4-bit digits, and the width of that digit string.  A talon's
        rank sequence is then ``(low << mid_width | mid) << high_width | high``: every rank is a nonzero digit, so
        the number names the sequence, its length included.  Kernels key states by it where the talon's order
        matters but suits do not (two talons with the same ranks in the same order have the same future, the
        cards of one rank renamed)."""
        if self._rank_tables is None:
            tables = []
            for base in (0, 8, 16):
                table = []
                for bits in range(256):
                    seq = width = 0
                    for t in range(base, min(base + 8, self.n)):
                        if bits >> (t - base) & 1:
                            seq = seq << 4 | self.talon_rank[t]
                            width += 4
                    table.append((seq, width))
                tables.append(table)
            self._rank_tables = (tables[0], tables[1], tables[2])
        return self._rank_tables

    def rank_sequence(self, talon: int) -> int:
        """The rank sequence of the talon cards in mask ``talon`` (see :meth:`rank_sequence_tables`; the
        one-pile kernel inlines this on its hot path)."""
        ranks_low, ranks_mid, ranks_high = self._rank_tables or self.rank_sequence_tables()
        low, _ = ranks_low[talon & 255]
        mid, mid_width = ranks_mid[talon >> 8 & 255]
        high, high_width = ranks_high[talon >> 16]
        return (low << mid_width | mid) << high_width | high

    def loose_needs(self, pyramid: int) -> tuple[tuple[int, int], ...]:
        """The loose-win matching bound for one pyramid shape as thresholds: ``(talon rank mask, least)`` pairs,
        each saying that at least ``least`` talon cards of that rank must be present (``a - M <= tb`` and
        ``b - M <= ta`` of the module docstring, kept only where the pyramid alone does not satisfy them).
        ``feasible(pyramid, counts)`` for a loose win is true exactly when every pair holds.  Cached per shape."""
        found = self._loose_needs.get(pyramid)
        if found is None:
            needs = []
            for c, r in enumerate(CLASSES):
                a, b, m = self.class_counts(c, pyramid)
                if a > m:
                    needs.append((self.rank_talon_mask[PAIR_SUM - r], a - m))
                if b > m:
                    needs.append((self.rank_talon_mask[r], b - m))
            found = self._loose_needs[pyramid] = tuple(needs)
        return found

    def last_pass_strict_fits(self, pyramid: int) -> tuple[tuple[int, int, int], ...]:
        """The strict-win matching bound on the last pass with the stock top face up, where two waste cards can
        never be removed together (only the waste top and the stock top are exposed, and nothing returns to the
        stock), as ``(low rank mask, high rank mask, pyramid high count)`` per class: the state passes when, in
        every class, the waste cards of the low rank number at most the pyramid's high cards plus the stock's
        high cards (``wa <= b + sb``).  Cached per shape.

        Why that is all: per class, with ``m`` pyramid pairs the rest is a complete bipartite graph minus the
        pyramid–pyramid and waste–waste blocks, so by Hall's theorem a perfect matching exists exactly when the
        sides balance (``a + wa + sa == b + wb + sb``), ``a - m <= wb + sb`` and ``wa <= b - m + sb``
        (``w``/``s``: waste/stock counts), for some ``0 <= m <= M``.  Balance and ``a - M <= tb`` are already
        demanded by :meth:`feasible` for a strict win (with or without talon pairs: there ``b - ta <= M``, the
        same number by balance), and given balance the two upper limits on ``m`` leave ``wa <= b + sb`` as the
        only new condition — the high side's ``wb <= a + sa`` is the same inequality by balance."""
        found = self._strict_fits.get(pyramid)
        if found is None:
            fits = []
            for c, r in enumerate(CLASSES):
                _, b, _ = self.class_counts(c, pyramid)
                fits.append((self.rank_talon_mask[r], self.rank_talon_mask[PAIR_SUM - r], b))
            found = self._strict_fits[pyramid] = tuple(fits)
        return found

    def matching_bound(self, pyramid: int, counts: list[int]) -> int:
        """The matching bound on how many more pyramid cards can ever be removed (module docstring)."""
        total = (pyramid & self.king_slots).bit_count()
        for c, r in enumerate(CLASSES):
            a, b, m = self.class_counts(c, pyramid)
            total += 2 * m + min(a - m, counts[PAIR_SUM - r]) + min(b - m, counts[r])
        return total

    def idle_ranks(self, pyramid: int) -> tuple[int, tuple[tuple[int, int], ...]]:
        """The shape's part of :meth:`idle_talon`: the talon cards no pyramid card can ever pair with (their
        complementary rank is gone from the pyramid; the Kings too), and for each such rank but the King,
        ``(its talon cards, the talon cards that could still take them)`` — the complementary rank's, or none
        when two talon cards never pair.  Cached per shape."""
        found = self._idle_ranks.get(pyramid)
        if found is None:
            rank_talon = self.rank_talon_mask
            useless = rank_talon[KING]
            lonely = []
            for r in range(1, KING):
                if not pyramid & self.rank_slot_mask[PAIR_SUM - r]:
                    useless |= rank_talon[r]
                    lonely.append((rank_talon[r], rank_talon[PAIR_SUM - r] if self.talon_pairs else 0))
            found = self._idle_ranks[pyramid] = (useless, tuple(lonely))
        return found

    def idle_talon(self, pyramid: int, talon: int) -> tuple[int, int]:
        """Two talon masks: the cards that can never be removed (not Kings, and no card of the complementary
        rank is left that could ever pair with them), and the cards no pyramid card can ever pair with (which
        includes the Kings).  ``talon`` is the set of talon cards that may still pair with them (on the last
        pass with the stock top face up, a waste card can only meet cards still in the stock)."""
        useless, lonely = self.idle_ranks(pyramid)
        dead = 0
        for mine, theirs in lonely:
            if not talon & theirs:
                dead |= mine
        return dead, useless

    def pile_masks(self) -> tuple[int, int, int]:
        """The three waste piles of a draw-three position as talon masks (the talon order holds the piles' cards
        first, each pile bottom to top, then the stock)."""
        masks = []
        t = 0
        for pile in self.position.waste:
            masks.append(((1 << len(pile)) - 1) << t)
            t += len(pile)
        assert t == self.cut and len(masks) == 3
        return masks[0], masks[1], masks[2]

    def talon_counts(self, talon: int) -> list[int]:
        return [(talon & mask).bit_count() for mask in self.rank_talon_mask]
