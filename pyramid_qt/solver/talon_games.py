"""The exact solver for the talon games without rule options (Triangle, King Tut): the verdict, the most pyramid
cards play can remove, and the hint, over the states of :mod:`pyramid_qt.solver.talon_problem`.

**The verdict** is a depth-first search for a state whose pyramid is empty, trying only the safe move where there
is one and cutting the states the matching bound proves lost.  It remembers each state it has searched with the
lowest pass it was searched on: a state searched on pass ``k`` answers every later visit on a pass ``k' >= k``
(every line from ``k'`` is legal from ``k``: only a recycle reads the pass).  With limited passes the states form
a DAG (a move removes cards, draws forward or recycles to a later pass); with unlimited passes the pass is left
out and a state is marked when the search enters it, so a cycle of draws and recycles ends where it began: the
verdict is whether a won state is reachable, which a search marking states on entry answers exactly.

**The most pyramid cards** any play removes is the most removed in any reachable state: the same walk over the
reachable states (safe moves keep that count exact), cutting a state whose bound (the pyramid cards gone plus
:meth:`~pyramid_qt.solver.talon_problem.TalonProblem.removable`) is no more than the best seen.  Asked with a
``target`` it stops once a state removes that many (the hint's and a line's question: can this move still reach
the best count?).

A winning line is turned into engine moves and replayed through :meth:`Position.apply` before it is returned.  Pure
Python, no Qt; a :class:`~pyramid_qt.solver.budget.Budget` bounds nodes, time, memory and a cancel flag.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from pyramid_qt.engine.moves import Move
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.budget import DEFAULT_MEMORY_LIMIT, INT_DICT_ENTRY, Budget, OutOfBudget
from pyramid_qt.solver.result import Hint, HintKind, SolveResult, StopReason, Verdict
from pyramid_qt.solver.talon_problem import KING_SLOT, KING_WASTE, PAIR, PAIR_WASTE, Play, State, TalonProblem

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
    problem = TalonProblem(position)
    search = TalonSearch(problem, budget)
    try:
        line = search.win(problem.start)
    except OutOfBudget as stop:
        return SolveResult(Verdict.UNKNOWN, [], already, False, budget.nodes, budget.seconds, StopReason(stop.reason))
    if line is not None:
        moves = [problem.move(play) for play in reversed(line)]
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
    budget.check()
    problem = TalonProblem(position)
    return TalonSearch(problem, budget).most(problem.start, target) >= target


def _removals_first(problem: TalonProblem, state: State) -> list[Play]:
    """Every legal play (no safe-move shortcut), the pairs first, then the Kings, then a draw or a recycle."""
    order = {PAIR: 0, PAIR_WASTE: 0, KING_SLOT: 1, KING_WASTE: 1}
    return sorted(problem.plays(state, safe=False), key=lambda play: order.get(play[0], 2))


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
    legal = [] if position.is_won else position.legal_moves()
    already = position.pyramid_removed
    if not legal:
        return Hint(None, HintKind.NO_MOVE, already)
    budget = _budget(time_limit, node_limit, cancel, memory_limit)
    problem = TalonProblem(position)
    search = TalonSearch(problem, budget)
    ordered = _removals_first(problem, problem.start)
    try_this = problem.move(ordered[0])
    try:
        line = search.win(problem.start)
    except OutOfBudget as stop:
        return Hint(try_this, HintKind.UNDECIDED, already, StopReason(stop.reason))
    if line is not None:
        return Hint(problem.move(line[-1]), HintKind.WINNING, problem.size)
    try:
        best = search.most(problem.start)
        if best <= already:
            return Hint(try_this, HintKind.NO_MORE_REMOVALS, best)
        for play in ordered:
            if search.most(problem.after(problem.start, play), best) >= best:
                return Hint(problem.move(play), HintKind.BEST_COUNT, best)
    except OutOfBudget as stop:
        return Hint(try_this, HintKind.LOST, max(already, budget.best), StopReason(stop.reason))
    raise TalonSolverError(f"no move keeps the best count {best} reachable")
