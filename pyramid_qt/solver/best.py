"""Best play when a game can no longer be won: a move that keeps the most pyramid cards removable, and a line
that removes them.

The best-reachable search (``solve``'s second search, ``maximize`` in every kernel) knows the most pyramid cards
any play can remove, but not its line.  This module finds moves by asking the same kernels a narrower question of
each child position: *can* ``target`` *cards still be removed from here?*  The search starts with its best set
just below the target, so it cuts every state that cannot reach the target, and it stops as soon as a state that
reaches it is seen (``Budget.enough``).  A line is such moves one after the other, removals tried first, until
the target count is removed: every move keeps the target within reach, and each removal brings it nearer, so the
line ends (draws alone cannot go on for ever while the target is reachable: along the only way the talon turns,
some removal keeps it).

Verdicts and counts are exact (the kernels' own); only a budget (time, memory, a cancel) can stop a search, and
then the answer says so and which (``HintKind.LOST`` or ``UNDECIDED`` with ``Hint.stopped_by``; ``None`` for
:func:`best_line`, :class:`OutOfBudget` from :func:`line_to`).  A line can be asked for any count play reaches, a
lower bound included: it then removes that many, without the promise that none removes more.  No Qt; the window
runs these in its worker thread.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

from pyramid_qt.engine.games import Win
from pyramid_qt.engine.moves import Move
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.api import RECURSION_NEEDED, SolverError, kernel_for, solve
from pyramid_qt.solver.budget import DEFAULT_MEMORY_LIMIT, REACHED, Budget, OutOfBudget
from pyramid_qt.solver.open_games import is_open_game, open_hint, solve_open
from pyramid_qt.solver.result import Hint, HintKind, StopReason, Verdict
from pyramid_qt.solver.search.problem import Problem
from pyramid_qt.solver.talon_games import talon_hint, talon_reaches
from pyramid_qt.solver.talon_problem import is_talon_game

LINE_CAP = 2000  # moves: far more than any line needs (a guard, never reached by a correct search)


def cards_removed(position: Position) -> int:
    """The cards of ``position`` gone, as the solver's counts count them: the pyramid cards in a game won by
    clearing its pyramids (Pyramid, Triangle, King Tut), every card in one won by discarding them all (Giza,
    Pharaohs)."""
    if position.game.win is Win.PYRAMIDS:
        return position.pyramid_removed
    return position.game.cards - sum(1 for _ in position.cards_on_table())


def reaches(
    position: Position, target: int, *, deadline: float | None = None, cancel: Callable[[], bool] | None = None
) -> bool:
    """Whether some play from ``position`` removes ``target`` cards in all (those already gone count; pyramid
    cards in Pyramid, see :func:`cards_removed`).  Raises :class:`OutOfBudget` when the deadline (a
    ``time.perf_counter`` value) or ``cancel`` stops it first."""
    if cards_removed(position) >= target:
        return True
    if is_talon_game(position.game):
        remaining = None if deadline is None else max(0.0, deadline - time.perf_counter())
        return talon_reaches(position, target, time_limit=remaining, cancel=cancel)
    if is_open_game(position.game):
        remaining = None if deadline is None else max(0.0, deadline - time.perf_counter())
        result = solve_open(position, time_limit=remaining, cancel=cancel, want_solution=False)
        if result.verdict is Verdict.UNKNOWN or not result.best_exact:
            raise OutOfBudget(result.stopped_by.value if result.stopped_by is not None else "time")
        return result.best_removed >= target
    if sys.getrecursionlimit() < RECURSION_NEEDED:
        sys.setrecursionlimit(RECURSION_NEEDED)
    problem = Problem(position)
    remaining = None if deadline is None else max(0.0, deadline - time.perf_counter())
    budget = Budget(remaining, None, cancel, DEFAULT_MEMORY_LIMIT, enough=target)
    budget.check()  # a search too small to report to its budget still stops when cancelled or out of time
    try:
        won, _, best = kernel_for(problem)(problem, budget, maximize=True, best=target - 1)
    except OutOfBudget as stop:
        if stop.reason == REACHED or budget.best >= target:
            return True
        raise
    return won or best >= target


def _preferred(position: Position) -> list[tuple[Move, Position]]:
    """The legal moves with the positions they lead to, those that remove the most pyramid cards first, then the
    other removals, then a draw or a new round (a hint that removes cards reads best, and a line makes headway)."""
    children = [(move, position.apply(move)) for move in position.legal_moves()]
    children.sort(key=lambda pair: (-pair[1].pyramid_removed, not pair[0].is_removal))
    return children


def move_keeping(
    position: Position, target: int, *, deadline: float | None = None, cancel: Callable[[], bool] | None = None
) -> Move | None:
    """A legal move after which ``target`` pyramid cards can still be removed (``None``: none can)."""
    for move, child in _preferred(position):
        if reaches(child, target, deadline=deadline, cancel=cancel):
            return move
    return None


def _deadline(time_limit: float | None) -> float | None:
    return None if time_limit is None else time.perf_counter() + time_limit


def best_move_hint(
    position: Position,
    *,
    time_limit: float | None = None,
    cancel: Callable[[], bool] | None = None,
    memory_limit: int | None = DEFAULT_MEMORY_LIMIT,
) -> Hint:
    """The hint for ``position``: a move that keeps it winnable; in a lost position one that keeps the most pyramid
    cards removable (with that count); when the solver cannot decide within its budget, a move to try (removals
    first), and which limit stopped it.  ``Hint.move`` is ``None`` only when no move is legal (or the game is won
    already).  ``memory_limit`` bounds the verdict's and the best count's searches (:func:`solve`)."""
    if is_talon_game(position.game):
        return talon_hint(position, time_limit=time_limit, cancel=cancel, memory_limit=memory_limit)
    if not position.game.rule_options:
        # A game of its own declaration (Giza, Pharaohs: no talon): its own search; its best counts every card.
        return open_hint(position, time_limit=time_limit, cancel=cancel, memory_limit=memory_limit)
    legal = [] if position.is_won else _preferred(position)
    if not legal:
        return Hint(None, HintKind.NO_MOVE, position.pyramid_removed)
    deadline = _deadline(time_limit)
    result = solve(position, time_limit=time_limit, cancel=cancel, memory_limit=memory_limit)
    if result.verdict is Verdict.WINNABLE and result.solution:
        return Hint(result.solution[0], HintKind.WINNING, result.best_removed)
    try_this = legal[0][0]
    if result.verdict is not Verdict.UNWINNABLE:
        return Hint(try_this, HintKind.UNDECIDED, result.best_removed, result.stopped_by)
    best = result.best_removed
    if not result.best_exact:
        return Hint(try_this, HintKind.LOST, best, result.stopped_by)
    if best <= position.pyramid_removed:
        return Hint(try_this, HintKind.NO_MORE_REMOVALS, best)
    try:
        move = move_keeping(position, best, deadline=deadline, cancel=cancel)
    except OutOfBudget as stop:
        return Hint(try_this, HintKind.LOST, best, StopReason(stop.reason))
    if move is None:
        raise SolverError(f"no move keeps the best count {best} reachable")
    return Hint(move, HintKind.BEST_COUNT, best)


def line_to(
    position: Position,
    target: int,
    *,
    time_limit: float | None = None,
    cancel: Callable[[], bool] | None = None,
) -> list[Move]:
    """Moves from ``position`` that remove ``target`` pyramid cards in all, ``target`` being a count some play
    reaches (``solve``'s ``best_removed``, exact or a lower bound).  Raises :class:`OutOfBudget` (its reason says
    which) when the time limit, the memory limit or ``cancel`` stops the search first."""
    deadline = _deadline(time_limit)
    if is_open_game(position.game):
        return _open_line_to(position, target, deadline, cancel)
    line: list[Move] = []
    current = position
    while cards_removed(current) < target:
        move = move_keeping(current, target, deadline=deadline, cancel=cancel)
        if move is None or len(line) >= LINE_CAP:
            raise SolverError(f"no line keeps the count {target} reachable")
        line.append(move)
        current = current.apply(move)
    return line


def _open_line_to(
    position: Position, target: int, deadline: float | None, cancel: Callable[[], bool] | None
) -> list[Move]:
    """:func:`line_to` in a game of its own declaration (Giza, Pharaohs), whose counts are of every card discarded:
    the open games' hint, move after move (each keeps the best count reachable)."""
    line: list[Move] = []
    current = position
    while cards_removed(current) < target:
        left = None if deadline is None else max(0.0, deadline - time.perf_counter())
        hint = open_hint(current, time_limit=left, cancel=cancel)
        if hint.kind in (HintKind.LOST, HintKind.UNDECIDED):
            raise OutOfBudget(hint.stopped_by.value if hint.stopped_by is not None else "time")
        if hint.move is None or hint.best < target or len(line) >= LINE_CAP:
            raise SolverError(f"no line keeps the count {target} reachable")
        line.append(hint.move)
        current = current.apply(hint.move)
    return line


def best_line(
    position: Position,
    best: int,
    *,
    time_limit: float | None = None,
    cancel: Callable[[], bool] | None = None,
) -> list[Move] | None:
    """:func:`line_to` ``best``, the most any play can remove (``solve``'s exact ``best_removed``); ``None`` when
    the time limit or ``cancel`` stops the search first."""
    try:
        return line_to(position, best, time_limit=time_limit, cancel=cancel)
    except OutOfBudget:
        return None
