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
    """How many moves of the history to keep to stand on the last position still proven winnable.

    Winnability only ever gets lost along a game (a position reached from an unwinnable one is unwinnable), so
    the history reads winnable … winnable, unwinnable … and a binary search needs about log2(moves) solves.
    An undecided answer counts as "not proven", so the step found is always a proven one.  ``None`` when not
    even the start is proven winnable (or the search was cancelled).
    """
    try:
        from pyramid_qt.solver import solve
    except ImportError:
        return None
    positions = [step.before for step in game.history] + [game.position]
    each = max(1.0, REWIND_SECONDS / max(1, len(positions).bit_length()))

    def winnable(k: int) -> bool:
        result = solve(positions[k], time_limit=each, cancel=cancel.is_set, want_best=False, want_solution=False)
        return result.verdict.name == "WINNABLE"

    if not winnable(0):
        return None
    low, high = 0, len(positions) - 1  # positions[low] is proven winnable; the answer lies in [low, high]
    while low < high:
        if cancel.is_set():
            return None
        middle = (low + high + 1) // 2
        if winnable(middle):
            low = middle
        else:
            high = middle - 1
    return None if cancel.is_set() else low
