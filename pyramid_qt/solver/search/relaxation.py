"""The unlimited-pass relaxation: for a win (:class:`RelaxedOracle`, shared by the limited-pass and three-pile
kernels) and for the best count (:class:`RelaxedBest`, the best-reachable search's cut in every kernel)."""

from __future__ import annotations

from pyramid_qt.solver.budget import INT_DICT_ENTRY, INT_SET_ENTRY, Budget
from pyramid_qt.solver.search.constants import KING, PAIR_SUM, PYRAMID_SIZE
from pyramid_qt.solver.search.movegen import TalonPairs, abstract_moves
from pyramid_qt.solver.search.problem import Problem
from pyramid_qt.solver.search.shape_bound import NEED_BITS, NEED_MAX, ShapeBound


class _QueryTooBig(Exception):
    pass


class RelaxedOracle:
    """The unlimited-pass game as a *relaxation* of a limited-pass position: with one waste pile, every removal
    the limited game can make is a removal of the abstract game of :mod:`pyramid_qt.solver.search.cyclic` (a card
    exposed at the current talon position is exposed at some position; neighbours at the cut are neighbours),
    draws and recycles leave ``(P, T)`` unchanged, and the win condition is the same.  So when the abstract game
    cannot be won from ``(P, T)``, no limited-pass state with that pyramid and talon can be won either, whatever
    its cut or pass.  With three waste piles it is asked with any two talon cards allowed to pair, which covers
    every talon pair the piles can offer.

    Answers are memoised across queries: a state is marked lost only when its whole abstract subtree has been
    searched without a win, and won when a win was found from it.  Each query may search at most ``cap`` new
    states; a query that runs out proves nothing (and is remembered as such)."""

    def __init__(self, problem: Problem, budget: Budget, cap: int | None, any_talon_pairs: bool = False) -> None:
        self.problem = problem
        self.budget = budget
        self.cap = cap
        # Relax further: with talon pairing, let *any* two talon cards pair, not only neighbours.  Then the talon
        # order stops mattering altogether and same-rank talon cards are interchangeable, which makes the
        # search as cheap as without talon pairing.  Still a relaxation, so "cannot win" stays a proof.
        self.any_talon_pairs = any_talon_pairs and (problem.talon_pairing or problem.draw_three)
        if self.any_talon_pairs:
            pairing = TalonPairs.ANY
        else:
            pairing = TalonPairs.NEIGHBOURS if problem.talon_pairing else TalonPairs.NONE
        self._moves = abstract_moves(problem, pairing)
        self._by_ranks = pairing is TalonPairs.NEIGHBOURS
        self.lost: set[int] = set()
        self.won: set[int] = set()
        self.open: set[int] = set()  # queries that ran out of their cap
        for table in (self.lost, self.won, self.open):
            budget.track(table, INT_SET_ENTRY)

    def state_key(self, pyramid: int, talon: int) -> int:
        """The key of the abstract state in the memo tables: where talon cards pair with their neighbours, the
        pyramid and the talon's rank sequence (as in the unlimited-pass kernel: suits never matter); otherwise
        the pyramid and the talon mask, which the move generator keeps canonical by itself."""
        return pyramid | (self.problem.rank_sequence(talon) if self._by_ranks else talon) << PYRAMID_SIZE

    def cannot_win(self, pyramid: int, talon: int) -> bool:
        key = self.state_key(pyramid, talon)
        if key in self.lost:
            return True
        if key in self.won or key in self.open:
            return False
        try:
            return not self._search(pyramid, talon)
        except _QueryTooBig:
            self.open.add(key)
            return False

    def _search(self, pyramid: int, talon: int) -> bool:
        problem = self.problem
        info = problem.info
        info_get = problem._info.get
        strict = problem.strict
        feasible = problem.feasible_talon
        talon_kings = problem.rank_talon_mask[KING]
        moves = self._moves
        lost, won = self.lost, self.won
        tick = self.budget.tick
        left = [self.cap if self.cap is not None else -1]
        by_ranks = self._by_ranks
        rank_sequence = problem.rank_sequence

        def dfs(P: int, T: int) -> bool:  # noqa: N803 - the state's own names
            while True:
                kings = (info_get(P) or info(P))[0]
                if not kings:
                    break
                for i in kings:
                    P &= ~(1 << i)
            T &= ~talon_kings
            if P == 0 and (not strict or T == 0):
                return True
            key = P | (rank_sequence(T) if by_ranks else T) << PYRAMID_SIZE  # state_key inlined
            if key in lost:
                return False
            if key in won:
                return True
            tick()
            if left[0] == 0:
                raise _QueryTooBig
            left[0] -= 1
            if not feasible(P, T):
                lost.add(key)
                return False
            for p2, t2, _, _ in moves(P, T):
                if dfs(p2, t2):
                    won.add(key)
                    return True
            lost.add(key)
            return False

        return dfs(pyramid, talon)


REACHED = 32  # a RelaxedBest memo value at least this: that many more, the count reached; below: the most reachable


class RelaxedBest:
    """The best-reachable search's cut: :meth:`ShapeBound.cannot_beat` (the matching and shape bounds), then the
    unlimited-pass relaxation asked whether the count can be beaten at all.

    The relaxation is :class:`RelaxedOracle`'s game (unlimited passes, any talon card free to meet any free pyramid
    card, any two talon cards free to pair): every removal of the real game is one of it, so a count it cannot
    reach from ``(P, T)`` no real state with that pyramid and talon reaches.  For a count, talon pairs never help
    (they only spend talon cards), so they are left out, and only the talon's counts by rank matter: the state is
    the pyramid and the counts.  The bounds see what the cards need; this sees when they are free: two pyramid
    cards that must go together but are never free at once, or a card whose partners are all spent before it is
    free.  On W deals 30218, 30247, 30070 and 30115, where the bounds allow all 28 cards, it proves the exact count
    at the deal's start.

    A question asks whether ``target`` cards in all can be removed.  The answers are memoised per state across the
    search's questions, whose targets only grow (the best count never falls): a state holds the most it can reach
    (a value below :data:`REACHED`, when a target failed) or :data:`REACHED` plus a count it reached, whichever it
    learnt last.  The compiled twin (``relax_reach`` in ``_native.c``) asks the same states in the same order."""

    def __init__(self, problem: Problem, budget: Budget) -> None:
        self.problem = problem
        self.bounds = ShapeBound(problem)
        self.budget = budget
        self.memo: dict[int, int] = {}
        budget.track(self.memo, INT_DICT_ENTRY)

    def cannot_beat(self, pyramid: int, counts: list[int], more: int) -> bool:
        """Whether no play removes more than ``more`` further pyramid cards (``counts``: the talon's by rank)."""
        if self.bounds.cannot_beat(pyramid, counts, more):
            return True
        return not self._reach(pyramid, counts, PYRAMID_SIZE - pyramid.bit_count() + more + 1)

    def _reach(self, pyramid: int, counts: list[int], target: int) -> bool:
        problem = self.problem
        info = problem.info
        memo = self.memo
        tick = self.budget.tick
        cannot_beat = self.bounds.cannot_beat

        def reach(P: int, counts: list[int]) -> bool:  # noqa: N803 - the state's own names
            while True:
                kings = info(P)[0]
                if not kings:
                    break
                for i in kings:
                    P &= ~(1 << i)
            removed = PYRAMID_SIZE - P.bit_count()
            if removed >= target:
                return True
            packed = 0
            for r in range(1, KING):
                packed |= min(counts[r], NEED_MAX) << NEED_BITS * (r - 1)
            key = P | packed << PYRAMID_SIZE
            known = memo.get(key)
            if known is not None and (known - REACHED >= target if known >= REACHED else known < target):
                return known >= REACHED
            tick()
            if not cannot_beat(P, counts, target - 1 - removed):
                _, pairs, by_rank = info(P)
                for r in range(1, KING):
                    if counts[r] and by_rank[PAIR_SUM - r]:
                        fewer = counts.copy()
                        fewer[r] -= 1
                        for i in by_rank[PAIR_SUM - r]:
                            if reach(P & ~(1 << i), fewer):
                                memo[key] = REACHED + target
                                return True
                for i, j in pairs:
                    if reach(P & ~(1 << i | 1 << j), counts):
                        memo[key] = REACHED + target
                        return True
            memo[key] = target - 1
            return False

        return reach(pyramid, counts)
