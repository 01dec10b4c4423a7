"""The search kernel for a single waste pile and a limited number of passes (N1…N9, W, W1, T …).

State: pyramid mask ``P``, talon mask ``T`` over the fixed talon order (waste bottom→top then stock top→
bottom; with one waste pile drawing and recycling never reorder it), the *cut* (index of the stock top, or
``n`` when the stock is empty: cards before it are in the waste) and the pass number ``k``.  The visited
table stores, with the lowest pass seen, the key ``P``, the number of waste cards and the *ranks* of the talon
cards left, in talon order (4 bits each; no hashing loss).  Suits never matter in Pyramid: every move, the win
and every bound read ranks only, so two states with the same pyramid mask and the same rank sequences in the
waste and in the stock are the same game up to renaming cards of equal rank, and one entry answers both (drawn
or removed in another order, two same-rank cards often leave such twins: half the states of some W1 deals).

Safe reductions (each keeps the verdict exact):

* **Exposed Kings go at once** (pyramid, waste top, and the stock top when it is face up).  Take any line from
  the position and remove the King first instead: every later move stays legal, because removing a card only
  frees pyramid cards, keeps the stacked-pair condition of any remaining pair (its one covering card is still
  there and still free), keeps the relative order of the other talon cards (so the same cards are the waste
  top, the card under it and the stock top whenever the original line uses them), and can only leave the waste
  empty — when it was the King alone — which skips a recycle and so only leaves more passes.  The King needs
  no partner, so no move of the line loses one.  The end position has a subset of the cards: a win stays a win,
  and as many pyramid cards are gone (best-reachable stays exact).
* **Fewer passes used dominates**: a state already searched with pass ``k`` and no win answers every later
  visit with pass ``k' >= k`` (every line from ``k'`` is legal from ``k``: only the recycle test reads the pass).
  The state graph is acyclic (each move removes cards, draws forward, or recycles to a higher pass), so a
  state in the table has been searched completely, never "still on the stack".
* **Last pass: cards that can never matter leave the state** (no recycle is left, so the waste is a stack that is
  never turned again). (1) A waste card that can never be removed (no card of its complementary rank left that
  could take it — with the stock top face up only stock cards count among talon cards, as two waste cards never
  pair and nothing returns to the stock) buries everything under it for good; those cards are dropped (a strict win
  is then impossible). (2) For a loose win, the bottom run of waste cards that no pyramid card can take (their
  complementary rank is gone from the pyramid; Kings too) is dropped: such cards can only leave with other talon
  cards, and cards at the bottom of the waste never stand in the way of anything, so a line from the position
  without them is matched move for move by the position with them and vice versa (a talon card the full position
  removes with a bottom card is simply drawn and kept by the reduced one, where it then sits at the bottom in
  turn). Both keep the best-reachable count exact too.
* **Forced pairs**: when a pyramid card could ever be removed with only one card still present (counting
  every talon card of the complementary rank and the pyramid cards the geometry allows), every win removes it
  with that card; if that pair is playable now it is the only move tried.  Playing it at once is safe by the
  argument for Kings: the two cards leave together in any winning line, and removing cards earlier never makes
  a later move of the line illegal.  (Not used by the best-reachable search, where the card may stay.)
* **Strict win on the last pass with the stock top face up**: two waste cards can never pair, which tightens
  the matching bound (:meth:`Problem.last_pass_strict_fits`: the waste cards of each rank need partners among the
  pyramid's and the stock's cards).
* **The unlimited-pass relaxation** (:class:`~pyramid_qt.solver.search.relaxation.RelaxedOracle`): when the same pyramid
  and talon could not be won even with unlimited passes, this state cannot be won.  Asked before the last
  pass (and while the pyramid is untouched), where it is strong; on the last pass it rarely cuts and costs.
  It relaxes talon pairing to "any two talon cards" (cheap); for a strict win, where the talon pairs decide
  more, the exact-neighbour relaxation is asked as well, within a node cap per question.
* **The matching bound** (:mod:`pyramid_qt.solver.search.problem`) cuts positions that provably cannot be won; in the
  best-reachable search the same counts give an upper bound and branches that cannot beat the best are cut.  For a
  loose win it is read as a few thresholds per pyramid shape (:meth:`Problem.loose_needs`), a handful of bit counts
  a state.
* **Repeats are caught before the call**: a move whose raw result (pyramid, talon, cut) was searched already with
  no more passes used is not tried (the visited table would answer it too, but only after the Kings, the last-pass
  reductions and the key were worked out).
"""

from __future__ import annotations

from collections.abc import Callable

from pyramid_qt.solver.budget import INT_DICT_ENTRY, Budget
from pyramid_qt.solver.search.constants import KING, PAIR_SUM, PYRAMID_SIZE
from pyramid_qt.solver.search.problem import Problem
from pyramid_qt.solver.search.relaxation import RelaxedBest, RelaxedOracle
from pyramid_qt.solver.search.steps import (
    DRAW_STEP,
    KING_STEP,
    PAIR_STEP,
    RECYCLE_STEP,
    RawStep,
    SearchOutcome,
    as_steps,
)

EXACT_ORACLE_CAP = 2000
RAW_STATES_KEPT = 400_000  # the table of raw states is emptied when it reaches this (≈ 60 MB)
WASTE_COUNT_END = PYRAMID_SIZE + 6  # the key: pyramid mask, waste card count (< 64), then the talon's ranks


def relaxation_test(problem: Problem, budget: Budget) -> Callable[[int, int], bool]:
    """The unlimited-pass relaxation as the test ``cannot_win(pyramid, talon)`` (see the module docstring)."""
    # It is cheap without talon pairing (same-rank talon cards interchangeable).
    oracle = RelaxedOracle(problem, budget, None, any_talon_pairs=True)
    if not (problem.strict and problem.talon_pairing):
        return oracle.cannot_win
    # For a strict win the talon pairs matter more: also ask the exact-neighbour relaxation, within a cap.
    exact = RelaxedOracle(problem, budget, EXACT_ORACLE_CAP)

    def cannot_win(pyramid: int, talon: int) -> bool:
        return oracle.cannot_win(pyramid, talon) or exact.cannot_win(pyramid, talon)

    return cannot_win


def search_linear(problem: Problem, budget: Budget, maximize: bool = False, best: int = 0) -> SearchOutcome:
    """Depth-first search from the problem's position.  Returns (won, steps, best pyramid-removed seen)."""
    assert problem.passes is not None and not problem.draw_three
    n = problem.n
    tr = problem.talon_rank
    tc = problem.talon
    sc = problem.slot_card
    info = problem.info
    stock_top = problem.stock_top
    talon_pairing = problem.talon_pairing
    strict = problem.strict
    passes = problem.passes
    loose_needs = problem.loose_needs
    strict_needs = problem.strict_needs
    counts_of = problem.talon_counts
    cannot_beat = RelaxedBest(problem, budget).cannot_beat
    # The talon cards and pyramid slots each pyramid card could ever go with (the forced pairs).
    want_talon = problem.partner_talon
    want_slots = problem.partner_slots
    strict_fits = problem.last_pass_strict_fits
    split_strict = strict and stock_top
    below = [(1 << c) - 1 for c in range(n + 1)]
    # Suits never matter: the state's key names the talon by the ranks of its cards in order, so positions
    # that differ only in which of two same-rank cards is left share one entry (see the docstring).
    ranks_low, ranks_mid, ranks_high = problem.rank_sequence_tables()

    # Everything a state reads about its pyramid shape, in one record per shape: the free Kings, the pairs and
    # the free cards by rank (Problem.info), the matching bound's thresholds, and for the last pass the shape's
    # part of Problem.idle_talon (Problem.idle_ranks: the dead cards are worked out from it and the stock).
    idle_ranks = problem.idle_ranks
    Shape = tuple[
        tuple[int, ...],
        tuple[tuple[int, int], ...],
        tuple[tuple[int, ...], ...],
        tuple[tuple[int, ...], ...],  # the matching bound: Problem.strict_needs or Problem.loose_needs
        tuple[tuple[int, int, int], ...],
        int,
        tuple[tuple[int, int], ...],
    ]
    shapes: dict[int, Shape] = {}
    shapes_get = shapes.get

    def shape_of(pyramid: int) -> Shape:
        kings, pairs, by_rank = info(pyramid)
        useless, lonely = idle_ranks(pyramid)
        record = (
            kings,
            pairs,
            by_rank,
            strict_needs(pyramid) if strict else loose_needs(pyramid),
            strict_fits(pyramid) if split_strict else (),
            useless,
            lonely,
        )
        shapes[pyramid] = record
        return record

    visited: dict[int, int] = {}
    budget.track(visited, INT_DICT_ENTRY)
    path: list[RawStep] = []
    budget.best = max(budget.best, best)
    tick = budget.tick
    cannot_win = relaxation_test(problem, budget)

    def next_present(talon: int, start: int) -> int:
        x = talon >> start
        return start + (x & -x).bit_length() - 1 if x else n

    # Exact repeats — the same pyramid, talon and cut reached by moves in another order — are caught in the
    # parent, before the call (three quarters of the repeats on the slow W1 deals), by this table of raw states.
    raw: dict[int, int] = {}
    budget.track(raw, INT_DICT_ENTRY)
    raw_get = raw.get
    cut_shift = PYRAMID_SIZE + n

    def dfs(P: int, T: int, cut: int, k: int) -> bool:  # noqa: N803 - the state's own names
        tick()
        if len(raw) >= RAW_STATES_KEPT:
            raw.clear()  # only a shortcut: the canonical table below still answers every repeat
        raw[P | T << PYRAMID_SIZE | cut << cut_shift] = k
        mark = len(path)
        while P or (strict and T):  # once the game is won no move may follow
            entry = shapes_get(P) or shape_of(P)
            kings = entry[0]
            if kings:
                for i in kings:
                    path.append((KING_STEP, sc[i]))
                    P &= ~(1 << i)
                continue
            x = T & below[cut]
            if x:
                w = x.bit_length() - 1
                if tr[w] == KING:
                    path.append((KING_STEP, tc[w]))
                    T &= ~(1 << w)
                    continue
            if stock_top and cut < n and tr[cut] == KING:
                path.append((KING_STEP, tc[cut]))
                T &= ~(1 << cut)
                cut = next_present(T, cut)
                continue
            break
        if P == 0 and (not strict or T == 0):
            return True
        if k == passes:
            waste = T & below[cut]
            if waste:
                partners = T & ~below[cut] if stock_top else T
                dead = 0
                for mine, theirs in entry[6]:
                    if not partners & theirs:
                        dead |= mine
                useless = entry[5]
                x = waste & dead
                if x:
                    # A card that can never go buries the waste under it for good.
                    if strict and not maximize:
                        del path[mark:]
                        return False
                    T &= ~below[x.bit_length() - 1]
                    waste = T & below[cut]
                if not strict:
                    # The bottom run of cards no pyramid card can take never matters (see the docstring).
                    useful = waste & ~useless
                    T &= ~(waste & below[(useful & -useful).bit_length() - 1] if useful else waste)
        # The talon's ranks in order, as 4-bit digits (see the docstring).
        low, _ = ranks_low[T & 255]
        mid, mid_width = ranks_mid[T >> 8 & 255]
        high, high_width = ranks_high[T >> 16]
        ranks = (low << mid_width | mid) << high_width | high
        key = P | (T & below[cut]).bit_count() << PYRAMID_SIZE | ranks << WASTE_COUNT_END
        seen = visited.get(key)
        if seen is not None and seen <= k:
            del path[mark:]
            return False
        visited[key] = k
        if maximize:
            counts = counts_of(T)
            removed = PYRAMID_SIZE - P.bit_count()
            if removed > budget.best:
                budget.best = removed
            if cannot_beat(P, counts, budget.best - removed):
                del path[mark:]
                return False
        else:
            ok = True
            if strict:
                for low, high, excess, least, most in entry[3]:
                    low_count = (T & low).bit_count()
                    if low_count - (T & high).bit_count() != excess or not least <= low_count <= most:
                        ok = False
                        break
            else:
                for mask, least in entry[3]:
                    if (T & mask).bit_count() < least:
                        ok = False
                        break
            if ok and split_strict and k == passes:
                waste = T & below[cut]
                stock = T & ~waste
                for low, high, pyramid_high in entry[4]:
                    if (waste & low).bit_count() > pyramid_high + (stock & high).bit_count():
                        ok = False
                        break
            if not ok or ((k < passes or root == P) and cannot_win(P, T)):
                del path[mark:]
                return False

        pairs, by_rank = entry[1], entry[2]  # the pyramid's record, read by the loop over Kings above
        x = T & below[cut]
        w = x.bit_length() - 1 if x else -1
        s = cut if stock_top and cut < n else -1
        # (step, pyramid slot or -1, second pyramid slot or -1, P, T, cut) — talon cards first: they free the
        # talon as well as the pyramid.
        moves: list[tuple[RawStep, int, int, int, int, int]] = []
        if w >= 0 and by_rank[PAIR_SUM - tr[w]]:
            t2 = T & ~(1 << w)
            for i in by_rank[PAIR_SUM - tr[w]]:
                moves.append(((PAIR_STEP, sc[i], tc[w]), i, -1, P & ~(1 << i), t2, cut))
        if s >= 0 and by_rank[PAIR_SUM - tr[s]]:
            t2 = T & ~(1 << s)
            c2 = next_present(t2, s)
            for i in by_rank[PAIR_SUM - tr[s]]:
                moves.append(((PAIR_STEP, sc[i], tc[s]), i, -1, P & ~(1 << i), t2, c2))
        for i, j in pairs:
            moves.append(((PAIR_STEP, sc[i], sc[j]), i, j, P & ~(1 << i | 1 << j), T, cut))
        if talon_pairing and w >= 0:
            if stock_top:
                if s >= 0 and tr[w] + tr[s] == PAIR_SUM:
                    t2 = T & ~(1 << s | 1 << w)
                    moves.append(((PAIR_STEP, tc[w], tc[s]), -1, -1, P, t2, next_present(t2, s)))
            else:
                y = x & ~(1 << w)
                if y:
                    u = y.bit_length() - 1
                    if tr[u] + tr[w] == PAIR_SUM:
                        moves.append(((PAIR_STEP, tc[w], tc[u]), -1, -1, P, T & ~(1 << u | 1 << w), cut))
        if not maximize:
            for move in moves:
                i, j = move[1], move[2]
                if (i >= 0 and (T & want_talon[i]).bit_count() + (P & want_slots[i]).bit_count() == 1) or (
                    j >= 0 and (T & want_talon[j]).bit_count() + (P & want_slots[j]).bit_count() == 1
                ):
                    moves = [move]  # the only card this pyramid card can ever go with: take it now
                    forced = True
                    break
            else:
                forced = False
        else:
            forced = False
        for step, _, _, p2, t2, c2 in moves:
            seen = raw_get(p2 | t2 << PYRAMID_SIZE | c2 << cut_shift)
            if seen is not None and seen <= k:
                continue
            path.append(step)
            if dfs(p2, t2, c2, k):
                return True
            path.pop()
        if not forced:
            if cut < n:
                x = T >> cut + 1  # the next card of the stock (next_present inlined: one call a state)
                c2 = cut + (x & -x).bit_length() if x else n
                seen = raw_get(P | T << PYRAMID_SIZE | c2 << cut_shift)
                if seen is None or seen > k:
                    path.append(DRAW_STEP)
                    if dfs(P, T, c2, k):
                        return True
                    path.pop()
            elif T and k < passes:
                path.append(RECYCLE_STEP)
                if dfs(P, T, next_present(T, 0), k + 1):
                    return True
                path.pop()
        del path[mark:]
        return False

    start_cut = next_present(problem.talon_mask, problem.cut)
    root = problem.pyramid
    won = dfs(problem.pyramid, problem.talon_mask, start_cut, problem.position.pass_number)
    if won:
        budget.best = PYRAMID_SIZE
    return SearchOutcome(won, as_steps(path) if won else [], budget.best)
