"""The talon's walks: where the talon goes by draws and recycles alone from a state of
:mod:`pyramid_qt.solver.talon_problem` (the moves between two removals are always these: a draw while the stock holds
cards, else a recycle), and the removals each state can reach after them.  A line is then a list of *steps*, each
some talon moves and one removal, and the searches over removals alone (par's A*, King Tut's verdict) keep only the
states after a removal.  :func:`engine_moves` turns steps into the engine's moves.
"""

from __future__ import annotations

from pyramid_qt.engine.moves import DRAW, RECYCLE, Move
from pyramid_qt.solver.talon_problem import (
    KING,
    KING_SLOT,
    KING_WASTE,
    PAIR,
    PAIR_TOTAL,
    PAIR_WASTE,
    Play,
    State,
    TalonProblem,
)

Step = tuple[int, Play]  # talon moves (draws and recycles) first, then one removal


class Walks:
    """Where the talon goes by draws and recycles alone: from ``(talon, cut, pass)``, each state it passes through
    (the first included) as ``(moves, cut, pass, waste top)``, until no draw or recycle is left or, with unlimited
    passes, the talon comes back to a state it has been in.  Cached: it does not depend on the pyramid."""

    def __init__(self, problem: TalonProblem) -> None:
        self.problem = problem
        self._walks: dict[tuple[int, int, int], tuple[tuple[int, int, int, int], ...]] = {}

    def of(self, talon: int, cut: int, k: int) -> tuple[tuple[int, int, int, int], ...]:
        problem = self.problem
        unlimited = problem.passes is None
        cache_key = (talon, cut, 0 if unlimited else k)
        found = self._walks.get(cache_key)
        if found is not None:
            return found
        n, draw = problem.n, problem.draw
        walk = [(0, cut, k, problem.waste_top(talon, cut))]
        seen = {cut}
        stock = list(_places(talon >> cut << cut))
        every = list(_places(talon))
        while True:
            # Each draw moves the cut past the next ``draw`` cards of the stock; then a recycle, if one is left,
            # starts the stock again from the first card.
            for at in [*stock[draw::draw], n][: -(-len(stock) // draw)]:
                if unlimited and at in seen:
                    break
                seen.add(at)
                walk.append((len(walk), at, k, problem.waste_top(talon, at)))
            else:
                if not every or not (unlimited or k < (problem.passes or 0)) or every[0] in seen and unlimited:
                    break
                k += 1
                stock = every
                seen.add(every[0])
                walk.append((len(walk), every[0], k, problem.waste_top(talon, every[0])))
                continue
            break
        found = self._walks[cache_key] = tuple(walk)
        return found


def _places(mask: int) -> list[int]:
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def reachable_steps(problem: TalonProblem, walks: Walks, state: State) -> list[tuple[int, Step, State]]:
    """Each removal the state can reach, with the talon moves before it: ``(moves, step, state after)``.  A pyramid
    pair or King is played before any talon move (it does not depend on the talon), a free pyramid King alone."""
    pyramid, talon, cut, k = state
    kings, pairs, by_rank = problem.info(pyramid)
    if kings:
        return [(1, (0, (KING_SLOT, kings[0], 0)), (pyramid & ~(1 << kings[0]), talon, cut, k))]
    found = [(1, (0, (PAIR, i, j)), (pyramid & ~(1 << i | 1 << j), talon, cut, k)) for i, j in pairs]
    for moves, at, pass_number, top in walks.of(talon, cut, k):
        if top < 0:
            continue
        rank = problem.talon_rank[top]
        rest = talon & ~(1 << top)
        if rank == KING:
            found.append((moves + 1, (moves, (KING_WASTE, top, 0)), (pyramid, rest, at, pass_number)))
            continue
        for i in by_rank[PAIR_TOTAL - rank]:
            play = (PAIR_WASTE, i, top)
            found.append((moves + 1, (moves, play), (pyramid & ~(1 << i), rest, at, pass_number)))
    return found


def engine_moves(problem: TalonProblem, steps: list[Step]) -> list[Move]:
    """The engine's moves for ``steps``, replayed from the problem's position: a step's talon moves are draws
    while the stock holds cards, else recycles; a removal with the waste top takes the replayed position's top
    card (states are told apart by ranks, so the line found may have reached a state by its twin, whose waste top
    is another card of the same rank)."""
    here = problem.position
    moves: list[Move] = []
    for count, (kind, a, _) in steps:
        for _ in range(count):
            move = DRAW if here.stock else RECYCLE
            here = here.apply(move)
            moves.append(move)
        slot = problem.slot_card[a] if kind in (KING_SLOT, PAIR, PAIR_WASTE) else None
        top = here.waste[0][-1] if here.waste and here.waste[0] else None
        if kind == KING_WASTE and top is not None:
            move = Move.king(top)
        elif kind == PAIR_WASTE and slot is not None and top is not None:
            move = Move.pair(slot, top)
        else:
            move = problem.move((kind, a, _))
        here = here.apply(move)
        moves.append(move)
    return moves
