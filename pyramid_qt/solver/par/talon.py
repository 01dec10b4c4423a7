"""Par of a talon game without rule options (Triangle, King Tut): the fewest moves that win, every move counting
one (a removal, a draw, a recycle), as :mod:`pyramid_qt.solver.par` counts Pyramid's.

An A* search over the states of :mod:`pyramid_qt.solver.talon_problem` (the pass kept in the state with limited
passes; with unlimited passes it only counts).  ``h`` is :meth:`~pyramid_qt.solver.talon_problem.TalonProblem.
moves_needed`, which never overestimates the moves still needed, so the first won state taken off the queue is a
shortest win (states reached again more cheaply are opened again, so ``h`` need not be consistent).  A state the
matching bound proves lost is not opened.  One reduction: a free pyramid King is removed at once (every win removes
it some time, and removing it earlier only frees pyramid cards, so a line of the same length starts with it).  The
line is replayed through the engine before it is returned.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Callable
from dataclasses import dataclass

from pyramid_qt.engine.moves import DRAW, RECYCLE, Move
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.budget import DEFAULT_MEMORY_LIMIT, INT_DICT_ENTRY, Budget, OutOfBudget
from pyramid_qt.solver.par.talon_compiled import compiled_par_fits, compiled_par_line
from pyramid_qt.solver.result import Verdict
from pyramid_qt.solver.talon_games import solve_talon
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

ENTRY_BYTES = 3 * INT_DICT_ENTRY  # a state's cost, its parent and the move to it

Step = tuple[int, Play]  # talon moves (draws and recycles) first, then one removal


class _Walks:
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


def _steps(problem: TalonProblem, walks: _Walks, state: State) -> list[tuple[int, Step, State]]:
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


def shortest_line(problem: TalonProblem, budget: Budget) -> list[Step] | None:
    """The steps of a shortest win from the problem's position, or ``None`` when there is none."""
    unlimited = problem.passes is None
    passes = 1 if unlimited else (problem.passes or 1) + 1
    walks = _Walks(problem)

    def key(state: State) -> int:
        return problem.key(state) * passes + (0 if unlimited else state[3])

    start = problem.start
    cost: dict[int, int] = {key(start): 0}
    parent: dict[int, tuple[int, Step]] = {}
    budget.track(cost, ENTRY_BYTES)
    queue: list[tuple[int, int, int, State]] = [(problem.moves_needed(start), 0, 0, start)]
    tie = 0
    while queue:
        _, minus_g, _, state = heapq.heappop(queue)
        g = -minus_g
        here = key(state)
        if cost.get(here, g) < g:
            continue  # opened again more cheaply since
        if not state[0]:
            return _line(parent, here, key(start))
        budget.tick()
        for moves, step, after in _steps(problem, walks, state):
            if not problem.feasible(after[0], after[1]):
                continue
            there = key(after)
            known = cost.get(there)
            if known is not None and known <= g + moves:
                continue
            cost[there] = g + moves
            parent[there] = (here, step)
            tie += 1
            heapq.heappush(queue, (g + moves + problem.moves_needed(after), -(g + moves), tie, after))
    return None


def _line(parent: dict[int, tuple[int, Step]], end: int, start: int) -> list[Step]:
    steps: list[Step] = []
    while end != start:
        end, step = parent[end]
        steps.append(step)
    steps.reverse()
    return steps


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


@dataclass(frozen=True, slots=True)
class TalonPar:
    """``line``: a shortest winning line (``None`` when there is none or it was not proven within the budget);
    ``verdict`` the exact solver's; ``stopped_by`` the limit that stopped the search, if one did."""

    line: list[Move] | None
    verdict: Verdict
    nodes: int
    seconds: float
    stopped_by: str | None = None


class TalonParError(RuntimeError):
    """A par line that does not replay to a win: a bug, never an answer."""


def talon_par(
    position: Position,
    *,
    time_limit: float | None = None,
    node_limit: int | None = None,
    cancel: Callable[[], bool] | None = None,
    memory_limit: int | None = DEFAULT_MEMORY_LIMIT,
) -> TalonPar:
    """A shortest win of ``position`` (:func:`pyramid_qt.solver.par.find_par` answers with it)."""
    began = time.perf_counter()
    if position.is_won:
        return TalonPar([], Verdict.WINNABLE, 0, 0.0)
    decided = solve_talon(
        position,
        time_limit=time_limit,
        node_limit=node_limit,
        cancel=cancel,
        memory_limit=memory_limit,
        want_best=False,
    )
    if decided.verdict is not Verdict.WINNABLE:
        return TalonPar(None, decided.verdict, decided.nodes, time.perf_counter() - began, decided.stopped_by)
    left = None if time_limit is None else max(0.0, time_limit - (time.perf_counter() - began))
    budget = Budget(left, None if node_limit is None else max(1, node_limit - decided.nodes), cancel, memory_limit)
    problem = TalonProblem(position)
    try:
        if compiled_par_fits(position):
            line = compiled_par_line(position, budget, len(decided.solution), decided.solution)
        else:
            steps = shortest_line(problem, budget)
            if steps is None:
                raise TalonParError("no shortest line for a position the solver won")
            line = engine_moves(problem, steps)
    except OutOfBudget as stop:
        nodes = decided.nodes + budget.nodes
        return TalonPar(None, Verdict.WINNABLE, nodes, time.perf_counter() - began, stop.reason)
    current = position
    for move in line:
        current = current.apply(move)
    if not current.is_won:
        raise TalonParError("par line does not win")
    return TalonPar(line, Verdict.WINNABLE, decided.nodes + budget.nodes, time.perf_counter() - began)
