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

from pyramid_qt.engine.moves import Move
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.budget import DEFAULT_MEMORY_LIMIT, INT_DICT_ENTRY, Budget, OutOfBudget
from pyramid_qt.solver.par.talon_compiled import compiled_par_fits, compiled_par_line
from pyramid_qt.solver.result import Verdict
from pyramid_qt.solver.talon_games import solve_talon
from pyramid_qt.solver.talon_problem import (
    State,
    TalonProblem,
)
from pyramid_qt.solver.talon_walks import Step, Walks, engine_moves, reachable_steps

ENTRY_BYTES = 3 * INT_DICT_ENTRY  # a state's cost, its parent and the move to it


def shortest_line(problem: TalonProblem, budget: Budget) -> list[Step] | None:
    """The steps of a shortest win from the problem's position, or ``None`` when there is none."""
    unlimited = problem.passes is None
    passes = 1 if unlimited else (problem.passes or 1) + 1
    walks = Walks(problem)

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
        for moves, step, after in reachable_steps(problem, walks, state):
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
