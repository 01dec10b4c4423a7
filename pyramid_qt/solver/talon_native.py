"""The talon games that draw one card at a time with limited passes (Triangle) searched by Pyramid's compiled
one-pile kernel (:func:`~pyramid_qt.solver.search.native.search_linear_native`), which takes the geometry from its
spec: such a game is Pyramid's T3 family (the stock face down, only the waste top playing, no talon pairs, no stacked
pairs, the pyramid to clear) on its own layout.  Its :class:`~pyramid_qt.solver.search.problem.Problem` is built
with the game's layout, so the cover masks, the cones and the pairs that may ever meet are the game's; the kernel
makes the shapes play can leave from those masks.  The kernel's line replays through the engine before it is
returned.  Where the compiled kernels are not built, :mod:`pyramid_qt.solver.talon_games` searches alone.
"""

from __future__ import annotations

from pyramid_qt.engine.moves import Move
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.budget import REACHED, Budget, OutOfBudget
from pyramid_qt.solver.result import SolveResult, StopReason, Verdict
from pyramid_qt.solver.search import native
from pyramid_qt.solver.search.constants import MAX_TALON, PYRAMID_SIZE
from pyramid_qt.solver.search.problem import Problem
from pyramid_qt.solver.search.steps import Step


def compiled_problem(position: Position) -> Problem | None:
    """The compiled kernel's problem for ``position``, or ``None`` when it does not search it (not built, three
    cards a draw, unlimited passes, another pyramid size, a longer talon)."""
    if not native.available() or position.draw_count != 1 or position.passes is None:
        return None
    if position.game.layout.size != PYRAMID_SIZE or position.talon_count > MAX_TALON:
        return None
    return Problem(position, position.game.layout)


class TalonNativeError(RuntimeError):
    """The compiled kernel's line did not replay in the engine: a bug, never a verdict."""


def _moves(position: Position, steps: list[Step]) -> list[Move]:
    moves: list[Move] = []
    here = position
    for step in steps:
        if here.is_won:
            break
        move = step.move()
        here = here.apply(move)
        moves.append(move)
    if not here.is_won:
        raise TalonNativeError("the compiled kernel's line does not end in a win")
    return moves


def solve_compiled(
    problem: Problem, budget: Budget, *, want_best: bool = True, want_solution: bool = True
) -> SolveResult:
    """:func:`pyramid_qt.solver.talon_games.solve_talon` by the compiled kernel, as :func:`pyramid_qt.solver.api.solve`
    asks it for Pyramid."""
    position = problem.position
    already, size = position.pyramid_removed, position.game.layout.size
    try:
        won, steps, _ = native.search_linear_native(problem, budget)
    except OutOfBudget as stop:
        return SolveResult(Verdict.UNKNOWN, [], already, False, budget.nodes, budget.seconds, StopReason(stop.reason))
    budget.release_tables()
    if won:
        solution = _moves(position, steps) if want_solution else []
        return SolveResult(Verdict.WINNABLE, solution, size, True, budget.nodes, budget.seconds)
    if not want_best:
        return SolveResult(Verdict.UNWINNABLE, [], already, False, budget.nodes, budget.seconds)
    budget.enough = size - 1  # a lost game never clears the pyramid
    stopped_by: StopReason | None = None
    try:
        best = already if already >= budget.enough else native.search_linear_native(problem, budget, True, already)[2]
        exact = True
    except OutOfBudget as stop:
        if stop.reason == REACHED:
            best, exact = budget.best, True
        else:
            best, exact, stopped_by = max(budget.best, already), False, StopReason(stop.reason)
    return SolveResult(Verdict.UNWINNABLE, [], best, exact, budget.nodes, budget.seconds, stopped_by)


def reaches_compiled(problem: Problem, target: int, budget: Budget) -> bool:
    """Whether some play removes ``target`` pyramid cards in all, by the compiled kernel (as
    :func:`pyramid_qt.solver.best.reaches` asks it); raises :class:`OutOfBudget` when a limit stops it first."""
    budget.enough = target
    budget.check()
    try:
        won, _, best = native.search_linear_native(problem, budget, True, target - 1)
    except OutOfBudget as stop:
        if stop.reason == REACHED or budget.best >= target:
            return True
        raise
    return won or best >= target
