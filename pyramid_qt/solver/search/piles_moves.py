"""The moves of the three-pile last-pass kernel (:mod:`~pyramid_qt.solver.search.piles_last`): a state's children
in the order they are tried, each with the key the kernel looks it up under.

Kept apart from the kernel only for length; the kernel's docstring holds the rules and the arguments (the forced
pairs, the keys).
"""

from __future__ import annotations

from collections.abc import Callable

from pyramid_qt.solver.search.constants import KING, PAIR_SUM
from pyramid_qt.solver.search.problem import Problem
from pyramid_qt.solver.search.steps import DRAW_STEP, KING_STEP, PAIR_STEP, RawStep

Move = tuple[RawStep, int, int, int, int, int, int, int, bool]  # step, slots i/j, P, m1, m2, m3, cut, stock
Child = tuple[RawStep, int, int, int, int, int, int, int]  # step, P, m1, m2, m3, cut, key, talon


def children_maker(
    problem: Problem, maximize: bool, key_of: Callable[[int, int, int, int, int], int]
) -> Callable[[int, int, int, int, int, int], list[Child]]:
    """The kernel's move generator for one search (``key_of``: the kernel's state key, from its tables)."""
    n = problem.n
    tr = problem.talon_rank
    tc = problem.talon
    sc = problem.slot_card
    info = problem.info
    info_get = problem._info.get
    stock_top = problem.stock_top
    talon_pairing = problem.talon_pairing
    under_pairs = talon_pairing and not stock_top  # a pile top with the card directly under it
    want_talon = problem.partner_talon
    want_slots = problem.partner_slots
    stocks = problem.stock_masks

    def moves_of(P: int, m1: int, m2: int, m3: int, cut: int, T: int) -> list[Child]:  # noqa: N803
        """The children of a state, in the order they are tried, with their keys and talons."""
        _, pairs, by_rank = info_get(P) or info(P)
        t1 = m1.bit_length() - 1
        t2 = m2.bit_length() - 1
        t3 = m3.bit_length() - 1
        moves: list[Move] = []
        # Pile tops with free pyramid cards: they free the talon as well as the pyramid.
        if t1 >= 0:
            a = m1 & ~(1 << t1)
            for i in by_rank[PAIR_SUM - tr[t1]]:
                moves.append(((PAIR_STEP, sc[i], tc[t1]), i, -1, P & ~(1 << i), a, m2, m3, cut, False))
        if t2 >= 0:
            a = m2 & ~(1 << t2)
            for i in by_rank[PAIR_SUM - tr[t2]]:
                moves.append(((PAIR_STEP, sc[i], tc[t2]), i, -1, P & ~(1 << i), m1, a, m3, cut, False))
        if t3 >= 0:
            a = m3 & ~(1 << t3)
            for i in by_rank[PAIR_SUM - tr[t3]]:
                moves.append(((PAIR_STEP, sc[i], tc[t3]), i, -1, P & ~(1 << i), m1, m2, a, cut, False))
        s = cut if stock_top and cut < n else -1
        if s >= 0:
            if tr[s] == KING:
                moves.append(((KING_STEP, tc[s]), -1, -1, P, m1, m2, m3, cut + 1, True))
            for i in by_rank[PAIR_SUM - tr[s]]:
                moves.append(((PAIR_STEP, sc[i], tc[s]), i, -1, P & ~(1 << i), m1, m2, m3, cut + 1, True))
        for i, j in pairs:
            moves.append(((PAIR_STEP, sc[i], sc[j]), i, j, P & ~(1 << i | 1 << j), m1, m2, m3, cut, False))
        # Two pile tops always pair; the stock top with a pile top only with talon pairing.
        if t1 >= 0 and t2 >= 0 and tr[t1] + tr[t2] == PAIR_SUM:
            moves.append(((PAIR_STEP, tc[t1], tc[t2]), -1, -1, P, m1 & ~(1 << t1), m2 & ~(1 << t2), m3, cut, False))
        if t1 >= 0 and t3 >= 0 and tr[t1] + tr[t3] == PAIR_SUM:
            moves.append(((PAIR_STEP, tc[t1], tc[t3]), -1, -1, P, m1 & ~(1 << t1), m2, m3 & ~(1 << t3), cut, False))
        if t2 >= 0 and t3 >= 0 and tr[t2] + tr[t3] == PAIR_SUM:
            moves.append(((PAIR_STEP, tc[t2], tc[t3]), -1, -1, P, m1, m2 & ~(1 << t2), m3 & ~(1 << t3), cut, False))
        if s >= 0 and talon_pairing:
            want = PAIR_SUM - tr[s]
            if t1 >= 0 and tr[t1] == want:
                moves.append(((PAIR_STEP, tc[s], tc[t1]), -1, -1, P, m1 & ~(1 << t1), m2, m3, cut + 1, True))
            if t2 >= 0 and tr[t2] == want:
                moves.append(((PAIR_STEP, tc[s], tc[t2]), -1, -1, P, m1, m2 & ~(1 << t2), m3, cut + 1, True))
            if t3 >= 0 and tr[t3] == want:
                moves.append(((PAIR_STEP, tc[s], tc[t3]), -1, -1, P, m1, m2, m3 & ~(1 << t3), cut + 1, True))
        if under_pairs:
            for p, m in ((0, m1), (1, m2), (2, m3)):
                if m & (m - 1):
                    top = m.bit_length() - 1
                    rest = m & ~(1 << top)
                    u = rest.bit_length() - 1
                    if tr[top] + tr[u] == PAIR_SUM:
                        rest &= ~(1 << u)
                        a1, a2, a3 = (rest if p == 0 else m1), (rest if p == 1 else m2), (rest if p == 2 else m3)
                        moves.append(((PAIR_STEP, tc[top], tc[u]), -1, -1, P, a1, a2, a3, cut, False))
        forced = False
        if not maximize:
            for move in moves:
                if move[8]:
                    continue
                i, j = move[1], move[2]
                if (i >= 0 and (T & want_talon[i]).bit_count() + (P & want_slots[i]).bit_count() == 1) or (
                    j >= 0 and (T & want_talon[j]).bit_count() + (P & want_slots[j]).bit_count() == 1
                ):
                    moves = [move]  # the only card this pyramid card can ever go with: take it now
                    forced = True
                    break
        if not forced and cut < n:
            a1 = m1 | 1 << cut
            a2 = m2 | 1 << (cut + 1) if cut + 1 < n else m2
            a3 = m3 | 1 << (cut + 2) if cut + 2 < n else m3
            moves.append((DRAW_STEP, -1, -1, P, a1, a2, a3, min(cut + 3, n), False))
        # The children's keys, so that the search tests them against the table before entering them: most
        # repeats are caught without one.
        return [
            (step, p2, a1, a2, a3, c2, key_of(p2, a1, a2, a3, c2), a1 | a2 | a3 | stocks[c2])
            for step, _, _, p2, a1, a2, a3, c2, _ in moves
        ]

    return moves_of
