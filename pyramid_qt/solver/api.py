"""The solver's entry points: :func:`solve`, :func:`next_move_hint` and :func:`verdict_of`.

``solve`` picks the kernel for the rules (one waste pile with a pass limit:
:mod:`~pyramid_qt.solver.search.linear`; one waste pile, unlimited passes: :mod:`~pyramid_qt.solver.search.cyclic`;
three waste piles: :mod:`~pyramid_qt.solver.search.piles`), searches for a win, and, when there is none and the
caller asks, runs a second search for the most pyramid cards that can be removed.  A winning line is turned into
engine moves and replayed through :meth:`Position.apply` before it is returned, so a WINNABLE verdict always
carries a checked solution.

The kernels (and the tables they build on) are imported when the first search runs, so importing this module
or the package for :class:`~pyramid_qt.solver.result.Verdict` costs nothing.

Safe to call from a worker thread: nothing is shared between calls except pure geometry caches.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from pyramid_qt.engine.moves import DRAW, RECYCLE, Move
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.budget import DEFAULT_MEMORY_LIMIT, REACHED, Budget, OutOfBudget
from pyramid_qt.solver.result import SolveResult, StopReason, Verdict
from pyramid_qt.solver.search.constants import PYRAMID_SIZE
from pyramid_qt.solver.search.steps import Kernel, Step
from pyramid_qt.solver.talon_problem import is_talon_game

if TYPE_CHECKING:
    from pyramid_qt.solver.search.problem import Problem

# The kernels recurse once per move of a line: a few hundred deep at most (draws and recycles included).
RECURSION_NEEDED = 4000


class SolverError(RuntimeError):
    """The solver's line did not replay in the engine: a bug, never a verdict."""


def kernel_for(problem: Problem) -> Kernel:
    """The search kernel for the problem (:data:`~pyramid_qt.solver.search.kernels.KERNELS`), imported on first use
    (importing the package loads none): the compiled twin where it was built (the same search, state for state),
    else the pure-Python kernel."""
    from pyramid_qt.solver.search import kernels, native

    return kernels.choice_for(problem).kernel(problem, native.available())


def solve(
    position: Position,
    *,
    time_limit: float | None = None,
    node_limit: int | None = None,
    cancel: Callable[[], bool] | None = None,
    memory_limit: int | None = DEFAULT_MEMORY_LIMIT,
    want_best: bool = True,
    want_solution: bool = True,
) -> SolveResult:
    """Decide ``position``.  ``cancel`` is polled every few thousand nodes (a worker thread's stop flag);
    ``memory_limit`` bounds the bytes the search's tables may hold (estimated, see :mod:`.budget`): reaching any
    limit answers UNKNOWN.

    ``best_removed`` counts pyramid cards removed *including those already gone* in ``position``; see
    :class:`SolveResult`.  With ``want_best=False`` an unwinnable verdict skips the second search and reports
    only the cards already removed (``best_exact`` false).

    A game with face-down cards is decided with them shown: the deal's own verdict (its label), not what a player
    can know; that is :func:`pyramid_qt.solver.hidden.chance`."""
    if position.game.face_down_rows:
        position = position.with_game(position.game.revealed)
    if is_talon_game(position.game):
        # A talon game of its own declaration (Triangle, King Tut) has its own search.
        from pyramid_qt.solver.talon_games import solve_talon

        return solve_talon(
            position,
            time_limit=time_limit,
            node_limit=node_limit,
            cancel=cancel,
            memory_limit=memory_limit,
            want_best=want_best,
            want_solution=want_solution,
        )
    if not position.game.rule_options:
        # A game of its own declaration (Giza, Pharaohs: no talon) has its own search, whose best count counts every
        # card discarded; it refuses a game it does not play (ValueError).
        from pyramid_qt.solver.open_games import solve_open

        return solve_open(
            position,
            time_limit=time_limit,
            node_limit=node_limit,
            cancel=cancel,
            memory_limit=memory_limit,
            want_best=want_best,
            want_solution=want_solution,
        )
    if sys.getrecursionlimit() < RECURSION_NEEDED:
        sys.setrecursionlimit(RECURSION_NEEDED)
    budget = Budget(time_limit, node_limit, cancel, memory_limit)
    already = position.pyramid_removed
    if position.is_won:
        return SolveResult(Verdict.WINNABLE, [], already, True, 0, budget.seconds)
    from pyramid_qt.solver.search.problem import Problem

    problem = Problem(position)
    kernel = kernel_for(problem)
    try:
        won, steps, _ = kernel(problem, budget)
    except OutOfBudget as stop:
        reason = StopReason(stop.reason)
        return SolveResult(Verdict.UNKNOWN, [], already, False, budget.nodes, budget.seconds, reason)
    budget.release_tables()
    if won:
        solution = concretize(position, steps) if want_solution else []
        return SolveResult(Verdict.WINNABLE, solution, PYRAMID_SIZE, True, budget.nodes, budget.seconds)
    if not want_best:
        return SolveResult(Verdict.UNWINNABLE, [], already, False, budget.nodes, budget.seconds)
    # Without a strict win, a lost game never clears the pyramid: 27 cards seen are the most (the verdict's search
    # has proved what the best count's would otherwise prove again).
    budget.enough = None if problem.strict else PYRAMID_SIZE - 1
    stopped_by: StopReason | None = None
    try:
        if budget.enough is not None and already >= budget.enough:
            best = already
        else:
            _, _, best = kernel(problem, budget, maximize=True, best=already)
        exact = True
    except OutOfBudget as stop:
        if stop.reason == REACHED:
            best, exact = budget.best, True
        else:
            best, exact, stopped_by = max(budget.best, already), False, StopReason(stop.reason)
    return SolveResult(Verdict.UNWINNABLE, [], best, exact, budget.nodes, budget.seconds, stopped_by)


def verdict_of(position: Position, time_limit: float | None = None, node_limit: int | None = None) -> Verdict:
    """Only the verdict (what the label tables store)."""
    result = solve(position, time_limit=time_limit, node_limit=node_limit, want_best=False, want_solution=False)
    return result.verdict


def next_move_hint(
    position: Position,
    *,
    time_limit: float | None = None,
    cancel: Callable[[], bool] | None = None,
) -> Move | None:
    """The first move of a winning line, or ``None`` when none was found (lost, or undecided in time)."""
    result = solve(position, time_limit=time_limit, cancel=cancel, want_best=False)
    return result.solution[0] if result.solution else None


def concretize(position: Position, steps: list[Step]) -> list[Move]:
    """Engine moves for a kernel's line, replayed and checked.  Lines from the unlimited-pass kernel name only
    removals; the draws and recycles that bring each talon card into play are inserted here."""
    moves: list[Move] = []
    current = position
    limit = 2 * (current.talon_count + 2)
    for step in steps:
        if current.is_won:
            break
        move = step.move()
        fillers = 0
        while current.refusal(move) is not None:
            if not move.is_removal or fillers > limit:
                raise SolverError(f"solver line does not replay: {move} refused ({current.refusal(move)})")
            filler = DRAW if current.stock else RECYCLE
            current = current.apply(filler)
            moves.append(filler)
            fillers += 1
        current = current.apply(move)
        moves.append(move)
    if not current.is_won:
        raise SolverError("solver line does not end in a win")
    return moves
