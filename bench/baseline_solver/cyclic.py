"""The search kernel for a single waste pile with unlimited passes (N, NU…, WU, TU).

With one waste pile and no pass limit, the talon position stops mattering: drawing to the end and recycling
brings the talon round again in the same order, so from any state every other placement of the same talon is
reachable without touching a card (the talon positions form one cycle).  A state is therefore just the
pyramid mask ``P`` and the talon mask ``T``, and the moves are the removals possible at *some* talon position:

* any talon card may be the exposed one (it is the waste top right after it is drawn; also the stock top
  under W), so it may pair with any free pyramid card, and talon Kings can go at any time;
* with talon pairing, two talon cards may pair when they are neighbours among the cards still present (the
  later one drawn onto the earlier one, or under W the waste top beside the stock top); the order is linear,
  not cyclic, since after a recycle the waste is empty.

Every move removes cards, so this graph is acyclic.  :func:`bench.baseline_solver.api.concretize` turns the
abstract line back into engine moves by drawing and recycling until each removal is legal.

Safe reductions:

* **Exposed Kings go at once** — pyramid Kings when free and every talon King (see
  :mod:`bench.baseline_solver.linear` for why removing a King early never hurts).
* **Same-rank talon cards are interchangeable without talon pairing**: the talon order is irrelevant here,
  so the states with one or another talon card of a rank removed have the same future; the kernel always uses
  the first card of the rank in talon order, which makes ``T`` a function of the per-rank counts.
* **The matching bound** as in the other kernels.
"""

from __future__ import annotations

from bench.baseline_solver.budget import Budget
from bench.baseline_solver.problem import Problem

KING = 13


def search_cyclic(problem: Problem, budget: Budget, maximize: bool = False, best: int = 0) -> tuple[bool, list, int]:
    """Depth-first search over (pyramid, talon) states.  Returns (won, abstract steps, best removed seen)."""
    assert problem.passes is None and not problem.draw_three
    tr = problem.talon_rank
    tc = problem.talon
    sc = problem.slot_card
    info = problem.info
    talon_pairing = problem.talon_pairing
    strict = problem.strict
    feasible = problem.feasible
    counts_of = problem.talon_counts
    bound = problem.removable_bound
    rank_mask = problem.rank_talon_mask
    talon_kings = rank_mask[KING]
    visited: set[int] = set()
    path: list[tuple] = []
    budget.best = max(budget.best, best)
    tick = budget.tick

    def dfs(P: int, T: int) -> bool:  # noqa: N803 - the state's own names
        tick()
        mark = len(path)
        while True:
            kings = info(P)[0]
            if not kings:
                break
            for i in kings:
                path.append(("k", sc[i]))
                P &= ~(1 << i)
        x = T & talon_kings if P or strict else 0  # once the game is won no move may follow
        while x:
            bit = x & -x
            x ^= bit
            path.append(("k", tc[bit.bit_length() - 1]))
            T &= ~bit
        if P == 0 and (not strict or T == 0):
            return True
        key = P | T << 28
        if key in visited:
            del path[mark:]
            return False
        visited.add(key)
        counts = counts_of(T)
        if maximize:
            removed = 28 - P.bit_count()
            if removed > budget.best:
                budget.best = removed
            if removed + bound(P, counts) <= budget.best:
                del path[mark:]
                return False
        elif not feasible(P, counts):
            del path[mark:]
            return False

        _, pairs, by_rank = info(P)
        for r in range(1, 13):
            partners = by_rank[13 - r]
            present = T & rank_mask[r]
            if not partners or not present:
                continue
            while present:
                bit = present & -present
                present ^= bit
                t = bit.bit_length() - 1
                for i in partners:
                    path.append(("p", sc[i], tc[t]))
                    if dfs(P & ~(1 << i), T & ~bit):
                        return True
                    path.pop()
                if not talon_pairing:
                    break  # the other cards of this rank are interchangeable with this one
        for i, j in pairs:
            path.append(("p", sc[i], sc[j]))
            if dfs(P & ~(1 << i | 1 << j), T):
                return True
            path.pop()
        if talon_pairing:
            rest = T
            prev = -1
            while rest:
                bit = rest & -rest
                rest ^= bit
                t = bit.bit_length() - 1
                if prev >= 0 and tr[prev] + tr[t] == 13:
                    path.append(("p", tc[prev], tc[t]))
                    if dfs(P, T & ~(1 << prev | bit)):
                        return True
                    path.pop()
                prev = t
        del path[mark:]
        return False

    won = dfs(problem.pyramid, problem.talon_mask)
    if won:
        budget.best = 28
    return won, path, budget.best


class _QueryTooBig(Exception):
    pass


class RelaxedOracle:
    """The unlimited-pass game as a *relaxation* of a limited-pass position: with one waste pile, every removal
    the limited game can make is a removal of the abstract game above (a card exposed at the current talon
    position is exposed at some position; neighbours at the cut are neighbours), draws and recycles leave
    ``(P, T)`` unchanged, and the win condition is the same.  So when the abstract game cannot be won from
    ``(P, T)``, no limited-pass state with that pyramid and talon can be won either, whatever its cut or pass.

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
        self.lost: set[int] = set()
        self.won: set[int] = set()
        self.open: set[int] = set()  # queries that ran out of their cap

    def cannot_win(self, pyramid: int, talon: int) -> bool:
        key = pyramid | talon << 28
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
        tr = problem.talon_rank
        any_pairs = self.any_talon_pairs
        talon_pairing = problem.talon_pairing and not any_pairs
        strict = problem.strict
        feasible = problem.feasible
        counts_of = problem.talon_counts
        rank_mask = problem.rank_talon_mask
        talon_kings = rank_mask[KING]
        lost, won = self.lost, self.won
        tick = self.budget.tick
        left = [self.cap if self.cap is not None else -1]

        def dfs(P: int, T: int) -> bool:  # noqa: N803 - the state's own names
            while True:
                kings = info(P)[0]
                if not kings:
                    break
                for i in kings:
                    P &= ~(1 << i)
            T &= ~talon_kings
            if P == 0 and (not strict or T == 0):
                return True
            key = P | T << 28
            if key in lost:
                return False
            if key in won:
                return True
            tick()
            if left[0] == 0:
                raise _QueryTooBig
            left[0] -= 1
            if not feasible(P, counts_of(T)):
                lost.add(key)
                return False
            _, pairs, by_rank = info(P)
            for r in range(1, 13):
                partners = by_rank[13 - r]
                present = T & rank_mask[r]
                if not partners or not present:
                    continue
                while present:
                    bit = present & -present
                    present ^= bit
                    for i in partners:
                        if dfs(P & ~(1 << i), T & ~bit):
                            won.add(key)
                            return True
                    if not talon_pairing:
                        break
            for i, j in pairs:
                if dfs(P & ~(1 << i | 1 << j), T):
                    won.add(key)
                    return True
            if any_pairs:
                for r in range(1, 7):
                    low, high = T & rank_mask[r], T & rank_mask[13 - r]
                    if low and high and dfs(P, T & ~(low & -low) & ~(high & -high)):
                        won.add(key)
                        return True
            if talon_pairing:
                rest = T
                prev = -1
                while rest:
                    bit = rest & -rest
                    rest ^= bit
                    t = bit.bit_length() - 1
                    if prev >= 0 and tr[prev] + tr[t] == 13 and dfs(P, T & ~(1 << prev | bit)):
                        won.add(key)
                        return True
                    prev = t
            lost.add(key)
            return False

        return dfs(pyramid, talon)
