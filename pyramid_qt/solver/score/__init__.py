"""The best score a deal allows under a scoring system, exact or not at all.

:func:`best_score` answers the most (for Cards left, the fewest) a game from a position can end with under one of
:mod:`pyramid_qt.engine.scoring`'s systems, proven: the whole space of games is searched, bounds cutting only what
cannot do better (:mod:`.search`, :mod:`.objectives`).  When a budget (time, memory, cancel) stops the search first
the answer is ``None``: a best score is shown only when it is exact.

The search starts from the best of two games it knows: the position itself (a game may be left at once) and the
exact solver's winning line when it finds one (:func:`pyramid_qt.solver.solve`), each scored by the engine's own
count.  Under Pyramide the solver alone knows the answer (10 a card the win needs: its most such cards removable).
Draw three (three waste piles) is not searched: no answer.

A game of its own declaration (no rule options: Giza, Pharaohs, Triangle, King Tut) is not searched here (the
searches read Pyramid's pyramid and talon); its best is known only where the solver's answer is it: under Pyramide
(its most cards removable), and, in a game whose win takes every card, under the other systems when the deal can be
won (a win removes every card: nothing scores more) and under Cards left from the most cards removable.  Otherwise
the answer is ``None``: not known.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from dataclasses import dataclass

from pyramid_qt.engine.games import Win
from pyramid_qt.engine.moves import Move
from pyramid_qt.engine.scoring import (
    MATCH_PASSES,
    POINTS_PER_PYRAMID_CARD,
    Played,
    ScoringSystem,
    System,
    win_cards_left,
)
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.api import RECURSION_NEEDED, solve
from pyramid_qt.solver.budget import DEFAULT_MEMORY_LIMIT, Budget, OutOfBudget
from pyramid_qt.solver.result import Verdict
from pyramid_qt.solver.score.objectives import objective_for
from pyramid_qt.solver.score.search import search_cycle, search_passes
from pyramid_qt.solver.search.problem import Problem

SOLVER_SHARE = 0.3  # of the time limit, for the exact solver's winning line (most deals take milliseconds)


@dataclass(frozen=True, slots=True)
class BestScore:
    """``score``: the best score of any game from the position under the system (``None``: not proven within the
    budget, or a system or rules the search does not cover); ``stopped_by``: the limit that stopped it."""

    score: int | None
    seconds: float = 0.0
    stopped_by: str | None = None

    @property
    def is_exact(self) -> bool:
        return self.score is not None


def _positions(start: Position, line: list[Move]) -> list[Position]:
    positions = [start]
    for move in line:
        positions.append(positions[-1].apply(move))
    return positions


def _own_game_best(
    start: Position, system: ScoringSystem, verdict: Verdict, exact: bool, most_removed: int, best: int, began: float
) -> BestScore:
    """The best score of a game without rule options, where the solver's answer is it (see the module docstring);
    ``best``: the best line's score, ``most_removed``: the most cards the win needs that any game removes."""
    if start.game.win is Win.ALL_CARDS:
        if verdict is Verdict.WINNABLE:
            return BestScore(best, time.perf_counter() - began)
        if system.system is System.CARDS_LEFT and exact:
            left = win_cards_left(start) - (most_removed - start.win_cards_removed)
            return BestScore(left, time.perf_counter() - began)
    return BestScore(None, time.perf_counter() - began)


def best_score(
    start: Position,
    system: ScoringSystem,
    *,
    time_limit: float | None = None,
    cancel: Callable[[], bool] | None = None,
    memory_limit: int | None = DEFAULT_MEMORY_LIMIT,
) -> BestScore:
    """The best score any game from ``start`` can end with under ``system`` (see the module docstring)."""
    began = time.perf_counter()
    counter = system.counter
    if counter is None or start.rules.draw_three or not system.applies(start.game):
        return BestScore(None)
    if sys.getrecursionlimit() < RECURSION_NEEDED:
        sys.setrecursionlimit(RECURSION_NEEDED)
    sign = 1 if system.higher_is_better else -1
    best = sign * counter(Played.of_line([start]))
    if system.system is System.PAR_MATCH and start.pass_number > MATCH_PASSES:
        return BestScore(sign * best, time.perf_counter() - began)  # the passes a match counts are over
    solved = solve(start, time_limit=None if time_limit is None else time_limit * SOLVER_SHARE, cancel=cancel)
    if solved.verdict is Verdict.WINNABLE:
        best = max(best, sign * counter(Played.of_line(_positions(start, solved.solution))))
    if system.system is System.PYRAMIDE and solved.best_exact:
        removed = solved.best_removed - start.win_cards_removed
        return BestScore(
            counter(Played.of_line([start])) + POINTS_PER_PYRAMID_CARD * removed, time.perf_counter() - began
        )
    if not start.game.rule_options:
        return _own_game_best(start, system, solved.verdict, solved.best_exact, solved.best_removed, sign * best, began)
    left = None if time_limit is None else max(0.0, time_limit - (time.perf_counter() - began))
    budget = Budget(left, None, cancel, memory_limit)
    problem = Problem(start)
    most = solved.best_removed - start.pyramid_removed if solved.best_exact else None
    objective = objective_for(system.system, problem, most)
    passes = start.rules.passes
    try:
        if system.system is System.PAR_MATCH:
            best = search_passes(problem, objective, budget, best, min(passes or MATCH_PASSES, MATCH_PASSES))
        elif passes is None:
            best = search_cycle(problem, objective, budget, best)
        else:
            best = search_passes(problem, objective, budget, best, passes)
    except OutOfBudget as stop:
        return BestScore(None, time.perf_counter() - began, stop.reason)
    return BestScore(sign * best, time.perf_counter() - began)
