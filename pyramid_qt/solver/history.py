""" "Back to the last winnable step": the latest position of a game that the solver verified winnable.

Positions are searched from the current one backwards, so the usual case (the game was lost a few moves ago)
costs only a few searches; verdicts are cached per position (positions are immutable and hashable), so asking
again after more moves, undos or redos reuses the earlier work.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence
from threading import Lock

from pyramid_qt.engine.game import Game, Step
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.api import solve
from pyramid_qt.solver.result import Verdict

CACHE_SIZE = 4096

_cache: OrderedDict[Position, Verdict] = OrderedDict()
_lock = Lock()


def cached_verdict(
    position: Position,
    time_limit: float | None = None,
    cancel: Callable[[], bool] | None = None,
) -> Verdict:
    """The verdict for ``position``, from the cache when known (UNKNOWN answers are not cached)."""
    with _lock:
        known = _cache.get(position)
        if known is not None:
            _cache.move_to_end(position)
            return known
    verdict = solve(position, time_limit=time_limit, cancel=cancel, want_best=False, want_solution=False).verdict
    if verdict is not Verdict.UNKNOWN:
        with _lock:
            _cache[position] = verdict
            while len(_cache) > CACHE_SIZE:
                _cache.popitem(last=False)
    return verdict


def positions_of(game_or_history: Game | tuple[Sequence[Step], Position]) -> list[Position]:
    """Every position of the game in order: ``positions[i]`` is the one before move ``i``; the last is the
    current one.  Accepts a :class:`Game` or ``(history, current position)``."""
    history: Sequence[Step]
    if isinstance(game_or_history, Game):
        history, current = game_or_history.history, game_or_history.position
    else:
        history, current = game_or_history
    return [step.before for step in history] + [current]


def last_winnable_index(
    game_or_history: Game | tuple[Sequence[Step], Position],
    *,
    time_limit: float | None = None,
    cancel: Callable[[], bool] | None = None,
) -> int | None:
    """The index (into :func:`positions_of`) of the latest position verified winnable, or ``None``.

    Index ``len(history)`` is the current position; index ``i < len(history)`` is the position before move
    ``i`` — undo ``len(history) - i`` times to return to it.  ``time_limit`` applies to each position
    searched; a position left UNKNOWN is skipped (it is not *verified* winnable)."""
    positions = positions_of(game_or_history)
    for index in range(len(positions) - 1, -1, -1):
        if cancel is not None and cancel():
            return None
        if cached_verdict(positions[index], time_limit, cancel) is Verdict.WINNABLE:
            return index
    return None
