"""The few questions the window asks the solver, in one place so the window does not depend on its names.

Imported lazily (only when a question is asked) so the solver never delays the first frame.  Every function
runs in the worker thread and takes the cancel event.
"""

from __future__ import annotations

import threading

from pyramid_qt.engine import Game, Move, Position

CHECK_SECONDS = 20.0  # "Can I still win?" gives up (answer: not determined) after this long
HINT_SECONDS = 5.0


def verdict(position: Position, cancel: threading.Event, time_limit: float = CHECK_SECONDS) -> str:
    """``WINNABLE``, ``UNWINNABLE`` or ``UNKNOWN``."""
    try:
        from pyramid_qt.solver import solve
    except ImportError:  # the solver has not landed: say so honestly
        return "UNKNOWN"
    result = solve(position, time_limit=time_limit, cancel=cancel)
    return result.verdict.name


def hint(position: Position, cancel: threading.Event) -> Move | None:
    """The next move of a winning line, or ``None`` when the solver knows none."""
    try:
        from pyramid_qt.solver import solve
    except ImportError:
        return None
    result = solve(position, time_limit=HINT_SECONDS, cancel=cancel)
    return result.solution[0] if result.verdict.name == "WINNABLE" and result.solution else None


def last_winnable_step(game: Game, cancel: threading.Event) -> int | None:
    """How many moves of the history to keep to stand on the last position that was still winnable."""
    try:
        from pyramid_qt.solver import solve
    except ImportError:
        return None
    history = game.history
    for kept in range(len(history) - 1, -1, -1):
        if cancel.is_set():
            return None
        result = solve(history[kept].before, time_limit=CHECK_SECONDS / 4, cancel=cancel)
        if result.verdict.name == "WINNABLE":
            return kept
    return None
