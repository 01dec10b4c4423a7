"""Draw three: the cards that cannot leave in the pass under way (:func:`stranded`), for the recycle term of par's
bound for a strict win (:meth:`~.three_piles.PilesGame.heuristic`, proved in :mod:`pyramid_qt.solver.par`).

Within a pass no talon card ever changes pile but by a draw, which deals the stock's cards in their order onto the
piles in turn: with the stock face down, stock card ``j`` (top first) lands on pile ``j % 3``, above every card that
pile holds then.  So each pile and the stock cards it will receive form a *column*, bottom to top, where a card can
leave only when nothing above it is left (or, with talon pairing, with the card right on or under it).
"""

from __future__ import annotations

from pyramid_qt.engine.cards import KING
from pyramid_qt.solver.compact import CompactGame
from pyramid_qt.solver.search.geometry import COVER_MASK

Piles = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]

# The bound looks for stranded cards only with the stock face down and holding at most this many cards (the pass's
# last draw): there the term mostly fires, and it costs as much as the rest of the bound (a lower bound still: the
# term only ever adds).  Under a face-up stock it was seldom higher (W1SD deals 1-200) and is left out.
STRANDED_STOCK = 3


def stranded(game: CompactGame, pyramid: int, stock: tuple[int, ...], piles: Piles) -> tuple[int, int]:
    """The pyramid cards and the talon cards (a bit each: slots, talon indices) that no line removes before the next
    recycle: all but the least set ``L`` closed under the rules below, which holds every card removed in this pass (by
    induction on the time it goes: the cards covering it or above it, and those of its partner, went earlier).

    A pyramid card is *exposed* (free) when the cards covering it are all in ``L``; a talon card when the pile cards
    above it (on its pile now) are; a stock card always (the top of its pile when it lands, or the playable stock
    top).  A card joins ``L`` when it is an exposed King, or when a partner can go with it:

    * a pyramid card and a talon card, both exposed;
    * two pyramid cards that can ever pair (:attr:`CompactGame.partners`), both exposed, or with stacked pairs the
      upper exposed and the lower covered by nothing else outside ``L``;
    * two talon cards, both exposed and in two columns (with the stock face up, a stock card is in no column: it
      leaves from the stock top or from a pile); or, with talon pairing and the stock face down (a pile's two top
      cards pair), in one column: the upper exposed and right on the lower when it is a pile card (the cards
      between could leave only with it), or, a stock card, with every card between them in ``L``."""
    rank = game.slot_rank
    tr = game.talon_rank
    stock_top = game.stock_top
    columns: list[list[int]] = [list(pile) for pile in piles]
    heights = [len(pile) for pile in piles]  # the lower levels of a column hold pile cards, the others stock cards
    where: dict[int, tuple[int, int]] = {}  # talon card: (column, or -1 for the face-up stock; level)
    above: dict[int, int] = {}  # talon card: the pile cards above it now
    for p, pile in enumerate(piles):
        over = 0
        for level in range(len(pile) - 1, -1, -1):
            t = pile[level]
            where[t] = (p, level)
            above[t] = over
            over |= 1 << t
    for j, t in enumerate(stock):
        above[t] = 0
        if stock_top:
            where[t] = (-1, j)
        else:
            where[t] = (j % 3, len(columns[j % 3]))
            columns[j % 3].append(t)
    talon = 0
    for t in where:
        talon |= 1 << t
    of_rank = [game.rank_mask[r] & talon for r in range(14)]
    slots = [i for i in range(len(rank)) if pyramid >> i & 1]
    same_column = game.talon_pairing and not stock_top
    gone_p = gone_t = 0  # L: its pyramid cards and its talon cards
    grown = True
    while grown:
        grown = False
        for i in slots:
            if gone_p >> i & 1:
                continue
            r = rank[i]
            cover = pyramid & COVER_MASK[i] & ~gone_p
            ok = not cover and (r == KING or any(not above[t] & ~gone_t for t in _bits(of_rank[13 - r])))
            if not ok and r != KING:
                for j in _bits(pyramid & game.partners[i]):
                    if cover == 1 << j:  # j alone covers i (stacked pairs)
                        ok = not pyramid & COVER_MASK[j] & ~gone_p
                    elif not cover:
                        other = pyramid & COVER_MASK[j] & ~gone_p
                        ok = not other or other == 1 << i
                    if ok:
                        break
            if ok:
                gone_p |= 1 << i
                grown = True
        for t, (column, level) in where.items():
            if gone_t >> t & 1:
                continue
            r = tr[t]
            exposed = not above[t] & ~gone_t
            ok = exposed and (
                r == KING or any(not pyramid & COVER_MASK[i] & ~gone_p for i in slots if rank[i] == 13 - r)
            )
            if not ok and r != KING:
                for x in _bits(of_rank[13 - r]):
                    column_x, level_x = where[x]
                    if column < 0 or column_x < 0 or column != column_x:
                        ok = exposed and not above[x] & ~gone_t
                    elif same_column:
                        low, high = (level, level_x) if level < level_x else (level_x, level)
                        upper = columns[column][high]
                        if high < heights[column]:
                            ok = high == low + 1 and not above[upper] & ~gone_t
                        else:
                            between = 0
                            for b in columns[column][low + 1 : high]:
                                between |= 1 << b
                            ok = not between & ~gone_t
                    if ok:
                        break
            if ok:
                gone_t |= 1 << t
                grown = True
    return pyramid & ~gone_p, talon & ~gone_t


def _bits(mask: int) -> list[int]:
    return [b for b in range(mask.bit_length()) if mask >> b & 1]
