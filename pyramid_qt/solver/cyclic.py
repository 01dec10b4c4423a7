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

Every move removes cards, so this graph is acyclic.  :func:`pyramid_qt.solver.api.concretize` turns the
abstract line back into engine moves by drawing and recycling until each removal is legal.

Safe reductions:

* **Exposed Kings go at once** — pyramid Kings when free and every talon King (see
  :mod:`pyramid_qt.solver.linear` for why removing a King early never hurts).
* **Same-rank talon cards are interchangeable without talon pairing**: the talon order is irrelevant here,
  so the states with one or another talon card of a rank removed have the same future; the kernel always uses
  the first card of the rank in talon order, which makes ``T`` a function of the per-rank counts.
* **The matching bound** as in the other kernels.
"""

from __future__ import annotations

from pyramid_qt.solver.budget import Budget
from pyramid_qt.solver.problem import Problem

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
