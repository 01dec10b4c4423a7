"""The few questions the window asks the solver, in one place so the window does not depend on its names.

Imported lazily (only when a question is asked) so the solver never delays the first frame.  Every function
runs in the worker thread and takes the cancel event, whose ``is_set`` is the solver's cancel poll.
"""

from __future__ import annotations

import threading

from pyramid_qt.engine import Game, Move, Position

CHECK_SECONDS = 20.0  # "Can I still win?" gives up (answer: not determined) after this long
HINT_SECONDS = 5.0
REWIND_SECONDS = 30.0  # the whole search for the last winnable step


def verdict(position: Position, cancel: threading.Event, time_limit: float = CHECK_SECONDS) -> str:
    """``WINNABLE``, ``UNWINNABLE`` or ``UNKNOWN``."""
    try:
        from pyramid_qt.solver import solve
    except ImportError:  # the solver is not installed: say so honestly
        return "UNKNOWN"
    result = solve(position, time_limit=time_limit, cancel=cancel.is_set, want_best=False, want_solution=False)
    return result.verdict.name


def hint(position: Position, cancel: threading.Event) -> Move | None:
    """The next move of a winning line, or ``None`` when the solver knows none."""
    try:
        from pyramid_qt.solver import next_move_hint
    except ImportError:
        return None
    return next_move_hint(position, time_limit=HINT_SECONDS, cancel=cancel.is_set)


def last_winnable_step(game: Game, cancel: threading.Event) -> int | None:
    """How many moves of the history to keep to stand on the last position that was still winnable."""
    try:
        from pyramid_qt.solver import solve
    except ImportError:
        return None
    history = game.history
    per_position = REWIND_SECONDS / max(1, len(history))
    for kept in range(len(history) - 1, -1, -1):
        if cancel.is_set():
            return None
        result = solve(
            history[kept].before,
            time_limit=max(0.5, per_position),
            cancel=cancel.is_set,
            want_best=False,
            want_solution=False,
        )
        if result.verdict.name == "WINNABLE":
            return kept
    return None
