"""The exact solver for the talon games without rule options (Triangle, King Tut): the verdict, the most pyramid
cards play can remove, and the hint, over the states of :mod:`pyramid_qt.solver.talon_problem`.

**The verdict** is a depth-first search for a state whose pyramid is empty, trying only the safe move where there
is one and cutting the states the matching bound proves lost.  It remembers each state it has searched with the
lowest pass it was searched on: a state searched on pass ``k`` answers every later visit on a pass ``k' >= k``
(every line from ``k'`` is legal from ``k``: only a recycle reads the pass).  With limited passes the states form
a DAG (a move removes cards, draws forward or recycles to a later pass); with unlimited passes the pass is left
out and a state is marked when the search enters it, so a cycle of draws and recycles ends where it began: the
verdict is whether a won state is reachable, which a search marking states on entry answers exactly.  There the
search goes from removal to removal (:mod:`pyramid_qt.solver.talon_walks`): from a state, each removal reachable
after the draws and recycles that bring its waste top, the pyramid's own removals first (they do not depend on the
talon, so playing them before any talon move loses nothing); a forced pair of two pyramid cards alone.

**The most pyramid cards** any play removes is the most removed in any reachable state: the same walk over the
reachable states (safe moves keep that count exact), cutting a state whose bound (the pyramid cards gone plus
:meth:`~pyramid_qt.solver.talon_problem.TalonProblem.removable`) is no more than the best seen.  Asked with a
``target`` it stops once a state removes that many (the hint's and a line's question: can this move still reach
the best count?).

**The hint** is the first move of the winning line; in a lost position the first legal move (pairs first, then
Kings, then the talon) after which the best count is still reached (:func:`talon_reaches`), as
:func:`pyramid_qt.solver.best.best_move_hint` finds Pyramid's.

A game that draws one card at a time with limited passes (Triangle) is searched by Pyramid's compiled one-pile kernel
on its own layout where the compiled kernels are built (:mod:`pyramid_qt.solver.talon_native`); this module's
searches are its pure twin there and the only search of the others (King Tut).  A winning line is turned into engine
moves and replayed through :meth:`Position.apply` before it is returned.  No Qt; a
:class:`~pyramid_qt.solver.budget.Budget` bounds nodes, time, memory and a cancel flag.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

from pyramid_qt.engine.moves import Move
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.budget import DEFAULT_MEMORY_LIMIT, INT_DICT_ENTRY, Budget, OutOfBudget
from pyramid_qt.solver.result import Hint, HintKind, SolveResult, StopReason, Verdict
from pyramid_qt.solver.talon_native import compiled_problem, reaches_compiled, solve_compiled
from pyramid_qt.solver.talon_problem import Play, State, TalonProblem
from pyramid_qt.solver.talon_walks import Step, Walks, engine_moves, reachable_steps

RECURSION_NEEDED = 4000  # one frame per move of a line: draws and recycles included


class TalonSolverError(RuntimeError):
    """The solver's line did not replay in the engine, or no move keeps the best count: a bug, never a verdict."""


class TalonSearch:
    """The searches over one problem (see the module docstring)."""

    def __init__(self, problem: TalonProblem, budget: Budget) -> None:
        self.problem = problem
        self.budget = budget
        self.unlimited = problem.passes is None
        self.searched: dict[int, int] = {}  # the verdict's: state key -> the lowest pass it was searched on
        self._reached: dict[int, int] = {}  # the best count's, emptied for each walk
        self.walks = Walks(problem)
        budget.track(self.searched, INT_DICT_ENTRY)
        budget.track(self._reached, INT_DICT_ENTRY)

    def _pass(self, state: State) -> int:
        return 0 if self.unlimited else state[3]

    def win(self, state: State) -> list[Play] | None:
        """A winning line from ``state`` (reversed: its last play first), or ``None`` when there is none."""
        pyramid, talon = state[0], state[1]
        if not pyramid:
            return []
        problem = self.problem
        key = problem.key(state)
        seen = self.searched.get(key)
        here = self._pass(state)
        if seen is not None and seen <= here:
            return None
        self.searched[key] = here
        self.budget.tick()
        if not problem.feasible(pyramid, talon):
            return None
        for play in problem.plays(state, forced=True):
            line = self.win(problem.after(state, play))
            if line is not None:
                line.append(play)
                return line
        return None

    def win_by_removals(self, state: State) -> list[Step] | None:
        """:meth:`win` over the states after a removal (module docstring), for unlimited passes: a winning line's
        steps from ``state`` (reversed), or ``None``."""
        pyramid, talon = state[0], state[1]
        if not pyramid:
            return []
        problem = self.problem
        key = problem.key(state)
        if key in self.searched:
            return None
        self.searched[key] = 0
        self.budget.tick()
        if not problem.feasible(pyramid, talon):
            return None
        pairs = problem.info(pyramid)[1]
        forced = problem.forced(state, pairs, -1)
        if forced is not None and not problem.info(pyramid)[0]:
            found = [(1, (0, forced), problem.after(state, forced))]
        else:
            found = reachable_steps(problem, self.walks, state)
        searched = self.searched
        for _, step, after in found:
            if problem.key(after) in searched:
                continue  # searched already (the call would say so, at the cost of a call)
            line = self.win_by_removals(after)
            if line is not None:
                line.append(step)
                return line
        return None

    def most(self, start: State, target: int | None = None) -> int:
        """The most pyramid cards removed in any state reachable from ``start`` (those gone before counted); with
        ``target``, as soon as a state removes that many, that count."""
        problem = self.problem
        best = problem.removed(start)
        floor = best if target is None else max(best, target - 1)  # cut what cannot beat it
        seen = self._reached
        seen.clear()
        stack = [start]
        while stack:
            state = stack.pop()
            key = problem.key(state)
            here = self._pass(state)
            known = seen.get(key)
            if known is not None and known <= here:
                continue
            seen[key] = here
            self.budget.tick()
            pyramid, talon = state[0], state[1]
            removed = problem.size - pyramid.bit_count()
            if removed > best:
                best = removed
                self.budget.best = max(self.budget.best, best)
                if target is not None and best >= target:
                    return best
                floor = max(floor, best)
            if removed + problem.removable(pyramid, talon) <= floor:
                continue
            stack.extend(problem.after(state, play) for play in problem.plays(state))
        return best


def _budget(
    time_limit: float | None, node_limit: int | None, cancel: Callable[[], bool] | None, memory_limit: int | None
) -> Budget:
    if sys.getrecursionlimit() < RECURSION_NEEDED:
        sys.setrecursionlimit(RECURSION_NEEDED)
    return Budget(time_limit, node_limit, cancel, memory_limit)


def replay(position: Position, moves: list[Move]) -> Position:
    """``position`` after ``moves``, each checked by the engine."""
    for move in moves:
        position = position.apply(move)
    return position


def solve_talon(
    position: Position,
    *,
    time_limit: float | None = None,
    node_limit: int | None = None,
    cancel: Callable[[], bool] | None = None,
    memory_limit: int | None = DEFAULT_MEMORY_LIMIT,
    want_best: bool = True,
    want_solution: bool = True,
) -> SolveResult:
    """Decide a position of a talon game (:func:`~pyramid_qt.solver.talon_problem.is_talon_game`), as
    :func:`pyramid_qt.solver.api.solve` does: ``best_removed`` counts the pyramid cards removed, those already gone
    included (the layout's size when winnable)."""
    budget = _budget(time_limit, node_limit, cancel, memory_limit)
    already = position.pyramid_removed
    if position.is_won:
        return SolveResult(Verdict.WINNABLE, [], already, True, 0, budget.seconds)
    compiled = compiled_problem(position)
    if compiled is not None:
        return solve_compiled(compiled, budget, want_best=want_best, want_solution=want_solution)
    problem = TalonProblem(position)
    search = TalonSearch(problem, budget)
    try:
        if problem.passes is None:
            steps = search.win_by_removals(problem.start)
            moves = None if steps is None else engine_moves(problem, steps[::-1])
        else:
            line = search.win(problem.start)
            moves = None if line is None else [problem.move(play) for play in reversed(line)]
    except OutOfBudget as stop:
        return SolveResult(Verdict.UNKNOWN, [], already, False, budget.nodes, budget.seconds, StopReason(stop.reason))
    if moves is not None:
        if not replay(position, moves).is_won:
            raise TalonSolverError("the talon-game solver's line does not end in a win")
        size = problem.size
        return SolveResult(Verdict.WINNABLE, moves if want_solution else [], size, True, budget.nodes, budget.seconds)
    if not want_best:
        return SolveResult(Verdict.UNWINNABLE, [], already, False, budget.nodes, budget.seconds)
    try:
        best = search.most(problem.start)
    except OutOfBudget as stop:
        best = max(already, budget.best)
        return SolveResult(Verdict.UNWINNABLE, [], best, False, budget.nodes, budget.seconds, StopReason(stop.reason))
    return SolveResult(Verdict.UNWINNABLE, [], best, True, budget.nodes, budget.seconds)


def talon_reaches(
    position: Position,
    target: int,
    *,
    time_limit: float | None = None,
    cancel: Callable[[], bool] | None = None,
    memory_limit: int | None = DEFAULT_MEMORY_LIMIT,
) -> bool:
    """Whether some play from ``position`` removes ``target`` pyramid cards in all (those gone counted); raises
    :class:`OutOfBudget` when a limit stops it first."""
    if position.pyramid_removed >= target:
        return True
    budget = _budget(time_limit, None, cancel, memory_limit)
    compiled = compiled_problem(position)
    if compiled is not None:
        return reaches_compiled(compiled, target, budget)
    budget.check()
    problem = TalonProblem(position)
    return TalonSearch(problem, budget).most(problem.start, target) >= target


def _removals_first(position: Position) -> list[Move]:
    """Every legal move, the pairs first, then the Kings, then a draw or a recycle."""
    return sorted(position.legal_moves(), key=lambda move: (not move.is_removal, len(move.cards) == 1))


def talon_hint(
    position: Position,
    *,
    time_limit: float | None = None,
    node_limit: int | None = None,
    cancel: Callable[[], bool] | None = None,
    memory_limit: int | None = DEFAULT_MEMORY_LIMIT,
) -> Hint:
    """The hint for a position of a talon game: the next move of a winning line; in a lost position a move that keeps
    the most pyramid cards removable (``Hint.best``, those gone counted), or any removal first when no move removes
    another; a move to try when the budget runs out first (``LOST`` or ``UNDECIDED``, with the limit)."""
    legal = [] if position.is_won else _removals_first(position)
    already = position.pyramid_removed
    if not legal:
        return Hint(None, HintKind.NO_MOVE, already)
    began = time.perf_counter()
    result = solve_talon(
        position, time_limit=time_limit, node_limit=node_limit, cancel=cancel, memory_limit=memory_limit
    )
    try_this = legal[0]
    if result.verdict is Verdict.WINNABLE and result.solution:
        return Hint(result.solution[0], HintKind.WINNING, result.best_removed)
    if result.verdict is not Verdict.UNWINNABLE:
        return Hint(try_this, HintKind.UNDECIDED, already, result.stopped_by)
    best = result.best_removed
    if not result.best_exact:
        return Hint(try_this, HintKind.LOST, best, result.stopped_by)
    if best <= already:
        return Hint(try_this, HintKind.NO_MORE_REMOVALS, best)
    for move in legal:
        left = None if time_limit is None else max(0.0, time_limit - (time.perf_counter() - began))
        try:
            if talon_reaches(position.apply(move), best, time_limit=left, cancel=cancel, memory_limit=memory_limit):
                return Hint(move, HintKind.BEST_COUNT, best)
        except OutOfBudget as stop:
            return Hint(try_this, HintKind.LOST, best, StopReason(stop.reason))
    raise TalonSolverError(f"no move keeps the best count {best} reachable")
