"""The few questions the window asks the solver, in one place so the window does not depend on its names.

Imported lazily (only when a question is asked) so the solver never delays the first frame.  Every function
runs in the worker thread and takes the cancel event, whose ``is_set`` is the solver's cancel poll.
"""

from __future__ import annotations

import threading
import time

from pyramid_qt import solver
from pyramid_qt.engine import DealCode, Game, Move, Position
from pyramid_qt.solver import Hint, Verdict, hidden  # the package loads no search code until a search runs

CHECK_SECONDS = 20.0  # "Can I still win?" gives up (answer: not determined) after this long
HINT_SECONDS = 5.0
MORE_REMOVABLE_SECONDS = 10.0  # the look after each new round for another pyramid card that can go
REWIND_SECONDS_EACH = 4.0  # per position searched for the last winnable step (the player can cancel)


def verdict(position: Position, cancel: threading.Event, time_limit: float = CHECK_SECONDS) -> Verdict:
    """Cached, so a rewind right after a check reuses it."""
    return solver.cached_verdict(position, time_limit, cancel.is_set)


def true_label(code: DealCode, cancel: threading.Event) -> Verdict:
    """The verdict for a whole deal, revealed at the end of a "might be a dead end" round: the
    shipped table's label, else the solver's.  The search honours ``cancel`` like every other question: the
    worker runs one job at a time, so a search that ignored it held up the next hints and quitting."""
    table = solver.load_labels(code.rules, game=code.game)
    stored = None if table is None else table.label(code.number)
    if stored is not None and stored is not Verdict.UNKNOWN:  # a deal the table left undecided is searched now
        return stored
    return verdict(Position.from_deal(code.deal(), code.rules, code.game), cancel)


def hint(position: Position, cancel: threading.Event) -> Hint:
    """A move and what it promises: it keeps the game winnable, or in a lost game the most cards removable, or the
    solver could not decide in time (a move to try); no move only when none is legal."""
    return solver.best_move_hint(position, time_limit=HINT_SECONDS, cancel=cancel.is_set)


def chance(position: Position, cancel: threading.Event) -> hidden.Chance:
    """The chance that a position with unseen cards can still be won (:func:`pyramid_qt.solver.hidden.chance`);
    each arrangement's search stops when ``cancel`` is set (the rest then count as undecided)."""
    return hidden.chance(position, decide=_hidden_decide(cancel))


def hidden_hint(position: Position, cancel: threading.Event) -> hidden.HiddenHint:
    """The move keeping the most arrangements of the unseen cards winnable (:func:`pyramid_qt.solver.hidden.hint`)."""
    return hidden.hint(position, decide=_hidden_decide(cancel))


def _hidden_decide(cancel: threading.Event) -> hidden.Decide:
    def decide(position: Position) -> tuple[Verdict, list[Move]]:
        if cancel.is_set():
            return Verdict.UNKNOWN, []
        result = solver.solve(position, node_limit=hidden.NODE_LIMIT, want_best=False, cancel=cancel.is_set)
        return result.verdict, result.solution

    return decide


def last_winnable_step(game: Game, cancel: threading.Event) -> int | None:
    """How many moves of the history to keep to stand on the latest position verified winnable (``None``:
    not even the start is verified, or the search was cancelled)."""
    return solver.last_winnable_index(game, time_limit=REWIND_SECONDS_EACH, cancel=cancel.is_set)


def more_removable(position: Position, cancel: threading.Event) -> bool | None:
    """Whether some play from ``position`` still removes another pyramid card: ``False`` is a proof that none can,
    ``None`` that the search ran out of time (or was cancelled) first."""
    deadline = time.perf_counter() + MORE_REMOVABLE_SECONDS
    try:
        return solver.reaches(position, position.pyramid_removed + 1, deadline=deadline, cancel=cancel.is_set)
    except solver.OutOfBudget:
        return None
