"""Par of a talon game that draws one card at a time with limited passes (Triangle) by Pyramid's compiled one-pile
par search (:func:`~pyramid_qt.solver.par.native.search_one_pile_native`), which takes the geometry from its spec:
the game is Pyramid's T3 family on its own layout (:mod:`pyramid_qt.solver.talon_native`), so its
:class:`~pyramid_qt.solver.compact.CompactGame` is built with the game's layout.  The search answers the keys of a
shortest line's states (:func:`~pyramid_qt.solver.par.one_pile.search_key`); the moves between them are found among
the legal moves of :class:`~pyramid_qt.solver.talon_problem.TalonProblem` (whose covers are the layout's), each
state the one whose key is the next.
"""

from __future__ import annotations

from pyramid_qt.engine.moves import Move
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.budget import Budget
from pyramid_qt.solver.compact import CompactGame
from pyramid_qt.solver.par.native import available as par_available
from pyramid_qt.solver.par.native import search_one_pile_native
from pyramid_qt.solver.par.one_pile import search_key
from pyramid_qt.solver.talon_native import compiled_problem
from pyramid_qt.solver.talon_problem import TalonProblem


class TalonParNativeError(RuntimeError):
    """The compiled par search's keys are not a line of legal moves: a bug, never an answer."""


def compiled_par_fits(position: Position) -> bool:
    """Whether the compiled par search plays ``position`` (both compiled modules built, the game one of theirs)."""
    return par_available() and compiled_problem(position) is not None


def compiled_par_line(position: Position, budget: Budget, upper: int, fallback: list[Move]) -> list[Move]:
    """A shortest winning line of ``position``, ``fallback`` (a winning line of ``upper`` moves) when none is
    shorter; raises :class:`~pyramid_qt.solver.budget.OutOfBudget` when a limit stops the search first."""
    game = CompactGame(position, position.game.layout)
    keys = search_one_pile_native(game, budget, upper)
    if keys is None:
        return fallback
    problem = TalonProblem(position)
    state = problem.start
    moves: list[Move] = []
    for key in keys[1:]:
        for play in problem.plays(state, safe=False):
            after = problem.after(state, play)
            if search_key(game, *after) == key:
                break
        else:
            raise TalonParNativeError("no legal move leads to the par search's next state")
        moves.append(problem.move(play))
        state = after
    return moves
