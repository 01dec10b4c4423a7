"""A plain, obviously correct exhaustive search over engine positions, for cross-checking the fast kernels.

It uses nothing but :meth:`Position.legal_moves`, :meth:`Position.apply` and :attr:`Position.is_won`, with a
visited set of whole positions.  With unlimited passes the pass number only counts and never restricts, so it
is left out of the visited key (otherwise the space would be infinite).  Far too slow for whole deals; the tests
run it on small endgames.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyramid_qt.engine.state import Position


@dataclass(frozen=True, slots=True)
class ReferenceAnswer:
    winnable: bool
    best_removed: int  # most pyramid cards removed (counting those already gone) over every reachable position
    states: int


def reference_solve(position: Position, max_states: int = 200_000) -> ReferenceAnswer:
    def key(p: Position) -> Position:
        return p.replace(pass_number=1) if p.rules.passes is None else p

    seen = {key(position)}
    stack = [position]
    best = position.pyramid_removed
    winnable = False
    while stack:
        current = stack.pop()
        best = max(best, current.pyramid_removed)
        if current.is_won:
            winnable = True
            continue
        for move in current.legal_moves():
            after = current.apply(move)
            k = key(after)
            if k not in seen:
                if len(seen) >= max_states:
                    raise RuntimeError("reference search too large")
                seen.add(k)
                stack.append(after)
    return ReferenceAnswer(winnable, best, len(seen))
