""" "Where did it go wrong?": from a game's history, the last position that could still be won, the move played
there that lost it, and a move that would have kept it winnable.  No Qt; the window runs it in its worker.

The last winnable position is :func:`pyramid_qt.solver.last_winnable_index` (searched backwards from the
current position, verdicts cached).  The move played there lost the game when the position after it is proven
unwinnable; when that position is only undecided within the time limit, the review says so
(``lost_for_sure`` false) instead of blaming the move.  The better move is the first move of a winning line from
the last winnable position (a shortest one when par is proven within a short budget, so the advice is the most
direct); it always differs from the move played, since it leads to a winnable position.

A deal lost from the start has no winnable position to go back to: its review is a :class:`LostDealReview` —
proven unwinnable from the deal, the most pyramid cards any play could remove (``best``), the player's count, and
the first move after which fewer could be removed (the count any play can still reach only falls along a game, so
the first such move is found by bisection), with a move there that would have kept the best count within reach.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from pyramid_qt import solver
from pyramid_qt.engine.game import Game, Step
from pyramid_qt.engine.moves import Move
from pyramid_qt.engine.state import Position
from pyramid_qt.solver import Verdict

PAR_SECONDS = 2.0


@dataclass(frozen=True, slots=True)
class Review:
    """``index`` counts the moves kept to stand on the last winnable position (undo ``moves_back`` times).
    ``losing_move`` is ``None`` when the current position is itself winnable (nothing went wrong yet)."""

    index: int
    moves_back: int
    position: Position
    losing_move: Move | None
    better_move: Move | None
    lost_for_sure: bool
    winning_line: list[Move] = field(default_factory=list)

    @property
    def went_wrong(self) -> bool:
        return self.losing_move is not None


@dataclass(frozen=True, slots=True)
class LostDealReview:
    """The review of a game whose deal was proven unwinnable from its start.  ``best``: the most pyramid cards any
    play could remove; ``player``: those the player removed.  ``index``/``moves_back``/``position``: where the
    count within reach first fell, that is, before ``losing_move`` (``None``: it never fell, or the search ran
    out of time, ``decided`` false); ``better_move`` there keeps ``best`` within reach."""

    best: int
    player: int
    index: int | None = None
    moves_back: int = 0
    position: Position | None = None
    losing_move: Move | None = None
    better_move: Move | None = None
    decided: bool = True

    @property
    def went_wrong(self) -> bool:
        return self.losing_move is not None


def review_game(
    game: Game,
    *,
    time_limit: float | None = 4.0,
    cancel: Callable[[], bool] | None = None,
) -> Review | LostDealReview | None:
    """The review of ``game``, or ``None`` when not even its start is verified winnable nor proven lost (or
    cancelled)."""
    return review_history(game.history, game.position, time_limit=time_limit, cancel=cancel)


def review_history(
    history: Sequence[Step],
    current: Position,
    *,
    time_limit: float | None = 4.0,
    cancel: Callable[[], bool] | None = None,
) -> Review | LostDealReview | None:
    """:func:`review_game` for a game's history and current position taken beforehand (a worker thread must not
    read a game the GUI thread goes on playing)."""
    history = tuple(history)
    index = solver.last_winnable_index((history, current), time_limit=time_limit, cancel=cancel)
    if index is None:
        start = history[0].before if history else current
        proven_lost = solver.cached_verdict(start, time_limit, cancel) is Verdict.UNWINNABLE
        if (cancel is not None and cancel()) or not proven_lost:
            return None
        return review_lost_deal(history, current, time_limit=time_limit, cancel=cancel)
    position = history[index].before if index < len(history) else current
    if index == len(history):
        return Review(index, 0, position, None, None, False)
    losing = history[index].move
    after = history[index + 1].before if index + 1 < len(history) else current
    lost_for_sure = solver.cached_verdict(after, time_limit, cancel) is Verdict.UNWINNABLE
    par = solver.find_par(position, time_limit=PAR_SECONDS, cancel=cancel)
    line = par.line if par.par is not None else solver.solve(position, time_limit=time_limit, cancel=cancel).solution
    better = line[0] if line else None
    return Review(index, len(history) - index, position, losing, better, lost_for_sure, line)


def review_lost_deal(
    history: Sequence[Step],
    current: Position,
    *,
    time_limit: float | None = 4.0,
    cancel: Callable[[], bool] | None = None,
) -> LostDealReview | None:
    """The review of a game whose start is proven unwinnable (see :class:`LostDealReview`); ``None`` when the
    best count is not proven within ``time_limit`` (or cancelled).  ``time_limit`` applies to each search."""
    positions = [step.before for step in history] + [current]
    result = solver.solve(positions[0], time_limit=time_limit, cancel=cancel)
    if not result.best_exact:
        return None
    best, player = result.best_removed, solver.cards_removed(current)

    def deadline() -> float | None:
        return None if time_limit is None else time.perf_counter() + time_limit

    try:
        if solver.reaches(current, best, deadline=deadline(), cancel=cancel):
            return LostDealReview(best, player)  # nothing thrown away (yet)
        low, high = 0, len(positions) - 1  # best is within reach at low, no more at high
        while high - low > 1:
            middle = (low + high) // 2
            if solver.reaches(positions[middle], best, deadline=deadline(), cancel=cancel):
                low = middle
            else:
                high = middle
        better = solver.move_keeping(positions[low], best, deadline=deadline(), cancel=cancel)
    except solver.OutOfBudget:
        return LostDealReview(best, player, decided=False)
    return LostDealReview(best, player, low, len(history) - low, positions[low], history[low].move, better)
