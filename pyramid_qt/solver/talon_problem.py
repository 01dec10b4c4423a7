"""A position of a talon game without rule options (Triangle, King Tut) as numbers for the search: the pyramid as a
mask of the game's layout (upright or inverted pyramids alike: the covers are the layout's), the talon as one fixed
card order, and the moves between such states.

**The state** ``(P, T, c, k)``.  ``P``: the pyramid slots still holding a card.  ``T``: the talon cards present, over
the talon's fixed order (the waste bottom to top, then the stock top to bottom): with one waste pile a draw moves the
stock's first cards onto the waste in that order and a recycle turns the waste back into the stock with its bottom
card on top, so the order never changes (:mod:`pyramid_qt.engine.state`).  ``c``: the place of the stock's top card
in that order (``n`` when the stock is empty); the cards present before it are the waste, the last of them its top.
``k``: the pass.  A draw of ``d`` cards (1 or 3, the declaration's) moves ``c`` past the next ``d`` cards present; a
recycle puts it on the first card present and counts a pass.

**The moves** are the engine's: a free pyramid King alone, the waste top King alone, two free pyramid cards summing
to 13, a free pyramid card with the waste top, a draw, a recycle.  (Only the waste top of the talon plays, so two
talon cards never pair.)

**Safe moves** (the only move tried when there is one; each keeps a win a win and the most pyramid cards removable
as many): a free pyramid King (removing it only frees pyramid cards; the talon is untouched, so every later move of
any line stays legal); with one card a draw, the waste top King too (the argument of
:mod:`pyramid_qt.solver.search.linear`: the talon keeps its order and every card its turn).  Not the waste top King
when three cards a draw: a card fewer in the stock regroups the threes of the next passes.

**The matching bound** (a state that cannot be won): in each class of ranks that pair (A/Q … 6/7), the ``a`` and
``b`` pyramid cards of the two ranks go either in pairs of pyramid cards neither of which lies in the other's cone
(a card in another's cone is only free once that one is gone; the pairs form a matching, at most ``M`` of them) or
with a talon card of the other rank (``ta``, ``tb`` present): a win needs ``M >= a - tb`` and ``M >= b - ta``.  The
same counts bound the pyramid cards any line still removes: the Kings plus ``2M + min(a - M, tb) + min(b - M, ta)``
per class; and the moves still needed to clear the pyramid: the Kings plus ``a + b - M`` removals per class (a line
playing ``p <= M`` pyramid pairs in a class removes its cards in ``a + b - p`` moves, each other one with a talon
card), and the draws: those ``a + b - 2p >= a + b - 2M`` talon cards each become the waste top some time, and those
not on the waste now are drawn first, at most ``d`` of them a draw.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from pyramid_qt.engine.cards import Card
from pyramid_qt.engine.games import GameDeclaration, TalonKind, Win
from pyramid_qt.engine.moves import DRAW, RECYCLE, Move
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.search.geometry import below_masks, cover_masks
from pyramid_qt.solver.search.matching import max_matching

KING = 13
PAIR_TOTAL = 13
CLASSES = tuple(range(1, 7))

# A play: what a move does to the state, as (kind, a, b): a pyramid King (slot), the waste top King (talon place),
# a pyramid pair (slot, slot), a pyramid card and the waste top (slot, talon place), a draw, a recycle.
KING_SLOT, KING_WASTE, PAIR, PAIR_WASTE, DRAW_PLAY, RECYCLE_PLAY = range(6)
Play = tuple[int, int, int]
State = tuple[int, int, int, int]  # P, T, c, k


def is_talon_game(game: GameDeclaration) -> bool:
    """Whether this solver plays ``game``: no rule options, one waste pile drawn one or three cards at a time, no
    reserves, every card face up once turned, one deck, won when the pyramids are cleared."""
    return (
        not game.rule_options
        and game.talon in (TalonKind.DRAW_ONE, TalonKind.DRAW_THREE_ONE_WASTE)
        and game.win is Win.PYRAMIDS
        and game.reserves.size == 0
        and game.face_down_rows == 0
        and game.decks == 1
        and game.pairing.total == PAIR_TOTAL
        and game.pairing.kings_alone
    )


def bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


@dataclass
class _Class:
    mask: int  # its pyramid slots
    low: tuple[int, ...]  # the slots of rank r
    compat: dict[int, int]  # per low slot: the high slots it may ever pair with
    talon_low: int  # the talon places of rank r
    talon_high: int  # the talon places of rank 13 - r


class TalonProblem:
    """One position of a talon game as a search problem; see the module docstring."""

    def __init__(self, position: Position) -> None:
        game = position.game
        if not is_talon_game(game):
            raise ValueError(f"{game.name} is not a talon game this solver plays")
        layout = game.layout
        self.position = position
        self.size = layout.size
        self.slot_card: list[Card | None] = list(position.pyramid)
        self.slot_rank = [0 if card is None else card.rank for card in self.slot_card]
        self.cover = cover_masks(layout)
        self.below = below_masks(layout)
        self.talon: list[Card] = [card for pile in position.waste for card in pile] + list(position.stock)
        self.n = len(self.talon)
        self.talon_rank = [card.rank for card in self.talon]
        self.draw = position.draw_count
        self.passes = position.passes
        self.waste_king_safe = self.draw == 1
        pyramid = sum(1 << i for i, card in enumerate(self.slot_card) if card is not None)
        talon = (1 << self.n) - 1
        cut = len(self.talon) - len(position.stock) if position.stock else self.n
        self.start: State = (pyramid, talon, cut, position.pass_number)
        self.kings = sum(1 << i for i, rank in enumerate(self.slot_rank) if rank == KING)
        self.classes: list[_Class] = []
        for r in CLASSES:
            low = tuple(i for i, rank in enumerate(self.slot_rank) if rank == r)
            high = [j for j, rank in enumerate(self.slot_rank) if rank == PAIR_TOTAL - r]
            compat = {i: sum(1 << j for j in high if self._compatible(i, j)) for i in low}
            self.classes.append(
                _Class(
                    sum(1 << i for i in (*low, *high)),
                    low,
                    compat,
                    sum(1 << t for t, rank in enumerate(self.talon_rank) if rank == r),
                    sum(1 << t for t, rank in enumerate(self.talon_rank) if rank == PAIR_TOTAL - r),
                )
            )
        # Per slot: the slots and the talon places holding a card it could ever pair with (the forced pairs).
        self.partner_slots = [
            sum(
                1 << j
                for j, other in enumerate(self.slot_rank)
                if 0 < rank < KING and other == PAIR_TOTAL - rank and self._compatible(i, j)
            )
            for i, rank in enumerate(self.slot_rank)
        ]
        self.partner_talon = [
            sum(1 << t for t, other in enumerate(self.talon_rank) if 0 < rank < KING and other == PAIR_TOTAL - rank)
            for rank in self.slot_rank
        ]
        # The talon's ranks by byte of a talon mask: per byte value, the ranks of its cards in order as 4-bit digits
        # and the digits' width (every rank is a nonzero digit, so the number names the sequence).
        self._rank_bytes = [self._rank_table(base) for base in range(0, self.n, 8)]
        self._counts: list[dict[int, tuple[int, int, int]]] = [{} for _ in CLASSES]
        self._shapes: dict[int, tuple[int, int, tuple[tuple[int, int], ...]]] = {}
        self._info: dict[int, tuple[tuple[int, ...], tuple[tuple[int, int], ...], tuple[tuple[int, ...], ...]]] = {}

    def _rank_table(self, base: int) -> list[tuple[int, int]]:
        table = []
        for byte in range(256):
            sequence = width = 0
            for t in range(base, min(base + 8, self.n)):
                if byte >> (t - base) & 1:
                    sequence = sequence << 4 | self.talon_rank[t]
                    width += 4
            table.append((sequence, width))
        return table

    def _compatible(self, i: int, j: int) -> bool:
        return not (self.below[i] >> j & 1 or self.below[j] >> i & 1)

    # ------------------------------------------------------------------ the pyramid
    def info(self, pyramid: int) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...], tuple[tuple[int, ...], ...]]:
        """For a pyramid mask: its free King slots, its pairs of free slots summing to 13, and its free non-King
        slots by rank.  Cached per mask."""
        found = self._info.get(pyramid)
        if found is None:
            rank = self.slot_rank
            free = [i for i in bits(pyramid) if not pyramid & self.cover[i]]
            kings = tuple(i for i in free if rank[i] == KING)
            by_rank: list[list[int]] = [[] for _ in range(KING + 1)]
            for i in free:
                if rank[i] != KING:
                    by_rank[rank[i]].append(i)
            pairs = tuple((i, j) for x, i in enumerate(free) for j in free[x + 1 :] if rank[i] + rank[j] == PAIR_TOTAL)
            found = self._info[pyramid] = (kings, pairs, tuple(tuple(slots) for slots in by_rank))
        return found

    def class_counts(self, c: int, pyramid: int) -> tuple[int, int, int]:
        """``(a, b, M)`` of class ``c`` in ``pyramid`` (module docstring).  Cached per class and cards left."""
        group = self.classes[c]
        sub = pyramid & group.mask
        found = self._counts[c].get(sub)
        if found is None:
            low = [i for i in group.low if sub >> i & 1]
            a = len(low)
            found = (a, sub.bit_count() - a, max_matching([group.compat[i] & sub for i in low]))
            self._counts[c][sub] = found
        return found

    def shape(self, pyramid: int) -> tuple[int, int, tuple[tuple[int, int], ...]]:
        """For a pyramid mask: the fewest removals that clear it, the fewest talon cards they use (module docstring),
        and per rank the talon cards of which it needs at least some number, as ``(talon places of that rank,
        number)`` (``a - M`` of rank ``13 - r``, ``b - M`` of rank ``r``).  Cached per mask."""
        found = self._shapes.get(pyramid)
        if found is None:
            removals = (pyramid & self.kings).bit_count()
            talon_cards = 0
            needs = []
            for c, group in enumerate(self.classes):
                if pyramid & group.mask:
                    a, b, m = self.class_counts(c, pyramid)
                    removals += a + b - m
                    talon_cards += a + b - 2 * m
                    if a > m:
                        needs.append((group.talon_high, a - m))
                    if b > m:
                        needs.append((group.talon_low, b - m))
            found = self._shapes[pyramid] = (removals, talon_cards, tuple(needs))
        return found

    def feasible(self, pyramid: int, talon: int) -> bool:
        """The matching bound: false when no line from here clears the pyramid (each rank's talon cards at least
        the pyramid's need of them)."""
        for mask, least in self.shape(pyramid)[2]:  # noqa: SIM110 - faster than all() over a generator
            if (talon & mask).bit_count() < least:
                return False
        return True

    def removable(self, pyramid: int, talon: int) -> int:
        """The most pyramid cards any line from here still removes (module docstring)."""
        total = (pyramid & self.kings).bit_count()
        for c, group in enumerate(self.classes):
            if pyramid & group.mask:
                a, b, m = self.class_counts(c, pyramid)
                total += 2 * m + min(a - m, (talon & group.talon_high).bit_count())
                total += min(b - m, (talon & group.talon_low).bit_count())
        return total

    def moves_needed(self, state: State) -> int:
        """The fewest moves that could still clear the pyramid (module docstring): its removals, and the draws that
        bring the talon cards they need out of the stock: as many as those cards need, ``d`` a draw, and as many as
        the nearest cards of each rank needed lie deep (a card ``i`` cards under the stock's top needs
        ``i // d + 1`` draws; a waste card none)."""
        pyramid, talon, cut, _ = state
        removals, talon_cards, needs = self.shape(pyramid)
        waste_mask = (1 << cut) - 1
        draws = max(0, -(-(talon_cards - (talon & waste_mask).bit_count()) // self.draw))
        stock = talon & ~waste_mask
        for mask, least in needs:
            least -= (talon & mask & waste_mask).bit_count()
            if least <= 0:
                continue
            for place in bits(stock & mask):
                least -= 1
                if not least:
                    deep = (stock & ((1 << place) - 1)).bit_count() // self.draw + 1
                    draws = max(draws, deep)
                    break
        return removals + draws

    # ------------------------------------------------------------------ the moves
    def waste_top(self, talon: int, cut: int) -> int:
        """The talon place of the waste's top card, or -1 when the waste is empty."""
        return (talon & ((1 << cut) - 1)).bit_length() - 1

    def forced(self, state: State, pairs: tuple[tuple[int, int], ...], top: int) -> Play | None:
        """A forced pair playable now (module docstring), or ``None``."""
        pyramid, talon = state[0], state[1]
        for i, j in pairs:
            if (pyramid & self.partner_slots[i]) == 1 << j and not talon & self.partner_talon[i]:
                return PAIR, i, j
            if (pyramid & self.partner_slots[j]) == 1 << i and not talon & self.partner_talon[j]:
                return PAIR, i, j
        if top >= 0 and self.waste_king_safe:
            for i in self.info(pyramid)[2][PAIR_TOTAL - self.talon_rank[top]] if self.talon_rank[top] < KING else ():
                if not pyramid & self.partner_slots[i] and talon & self.partner_talon[i] == 1 << top:
                    return PAIR_WASTE, i, top
        return None

    def plays(self, state: State, safe: bool = True, forced: bool = False) -> list[Play]:
        """The legal plays of ``state``; with ``safe``, a safe one alone when there is one, and with ``forced`` a
        forced pair alone too (module docstring)."""
        pyramid, talon, cut, k = state
        kings, pairs, by_rank = self.info(pyramid)
        if safe and kings:
            return [(KING_SLOT, kings[0], 0)]
        top = self.waste_top(talon, cut)
        top_rank = self.talon_rank[top] if top >= 0 else 0
        if safe and top_rank == KING and self.waste_king_safe:
            return [(KING_WASTE, top, 0)]
        if forced:
            play = self.forced(state, pairs, top)
            if play is not None:
                return [play]
        found: list[Play] = [(KING_SLOT, i, 0) for i in kings]
        if top_rank == KING:
            found.append((KING_WASTE, top, 0))
        found.extend((PAIR, i, j) for i, j in pairs)
        if 0 < top_rank < KING:
            found.extend((PAIR_WASTE, i, top) for i in by_rank[PAIR_TOTAL - top_rank])
        if cut < self.n:
            found.append((DRAW_PLAY, 0, 0))
        elif top >= 0 and (self.passes is None or k < self.passes):
            found.append((RECYCLE_PLAY, 0, 0))
        return found

    def after(self, state: State, play: Play) -> State:
        pyramid, talon, cut, k = state
        kind, a, b = play
        if kind == KING_SLOT:
            return pyramid & ~(1 << a), talon, cut, k
        if kind == KING_WASTE:
            return pyramid, talon & ~(1 << a), cut, k
        if kind == PAIR:
            return pyramid & ~(1 << a | 1 << b), talon, cut, k
        if kind == PAIR_WASTE:
            return pyramid & ~(1 << a), talon & ~(1 << b), cut, k
        if kind == DRAW_PLAY:
            stock = talon >> cut << cut
            for _ in range(self.draw):
                stock &= stock - 1
            return pyramid, talon, (stock & -stock).bit_length() - 1 if stock else self.n, k
        return pyramid, talon, (talon & -talon).bit_length() - 1, k + 1

    def move(self, play: Play) -> Move:
        """The engine's move for ``play``."""
        kind, a, b = play
        if kind == KING_SLOT:
            return Move.king(self._slot(a))
        if kind == KING_WASTE:
            return Move.king(self.talon[a])
        if kind == PAIR:
            return Move.pair(self._slot(a), self._slot(b))
        if kind == PAIR_WASTE:
            return Move.pair(self._slot(a), self.talon[b])
        return DRAW if kind == DRAW_PLAY else RECYCLE

    def _slot(self, i: int) -> Card:
        card = self.slot_card[i]
        assert card is not None
        return card

    def key(self, state: State) -> int:
        """The state as one number, up to the suits of its talon cards, the pass left out (the searches keep it
        beside the key where it matters): the pyramid mask, the number of waste cards and the ranks of the talon
        cards present in their order.  Suits never matter (every move, bound and the win read ranks only), so two
        states whose talons have the same ranks in the same order have the same future, cards renamed."""
        pyramid, talon, cut, _ = state
        sequence = 0
        rest = talon
        for table in self._rank_bytes:
            digits, width = table[rest & 255]
            sequence = sequence << width | digits
            rest >>= 8
        waste = (talon & ((1 << cut) - 1)).bit_count()
        return ((sequence << 5 | waste) << self.size) | pyramid

    def removed(self, state: State) -> int:
        """Pyramid cards gone in ``state``, those gone before the position solved included."""
        return self.size - state[0].bit_count()
