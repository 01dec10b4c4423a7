"""The exact Pyramid solver (no Qt).

``solve(position, time_limit=…, node_limit=…, cancel=…)`` answers WINNABLE (with a checked winning line),
UNWINNABLE (the whole reachable space was exhausted) or UNKNOWN (a budget ran out).  See
:mod:`pyramid_qt.solver.api` for the entry points, :mod:`~pyramid_qt.solver.labels` for the shipped tables
(loaded lazily, never at import), :mod:`~pyramid_qt.solver.history` for "back to the last winnable step".

Importing the package loads only :mod:`~pyramid_qt.solver.result` (``Verdict``, ``SolveResult``); every other
export is imported on first use and the search kernels when the first search runs, so a caller that only
names verdicts pays nothing for the search code.

Regenerate the shipped label tables with::

    python -m pyramid_qt.solver.labels --regenerate --jobs 2
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyramid_qt import lazy
from pyramid_qt.solver.result import Hint, HintKind, SolveResult, StopReason, Verdict

if TYPE_CHECKING:
    from pyramid_qt.solver.api import SolverError, next_move_hint, solve, verdict_of
    from pyramid_qt.solver.best import best_line, best_move_hint, cards_removed, line_to, move_keeping, reaches
    from pyramid_qt.solver.budget import OutOfBudget
    from pyramid_qt.solver.difficulty import Difficulty, load_difficulty
    from pyramid_qt.solver.history import cached_verdict, last_winnable_index
    from pyramid_qt.solver.labels import LabelTable, load_labels
    from pyramid_qt.solver.par import deal_par, find_par, short_line
    from pyramid_qt.solver.par_tables import shipped_par
    from pyramid_qt.solver.score import BestScore, best_score

__all__ = [
    "BestScore",
    "Difficulty",
    "Hint",
    "HintKind",
    "LabelTable",
    "OutOfBudget",
    "SolveResult",
    "SolverError",
    "StopReason",
    "Verdict",
    "best_line",
    "best_score",
    "best_move_hint",
    "cached_verdict",
    "cards_removed",
    "deal_par",
    "find_par",
    "last_winnable_index",
    "line_to",
    "load_difficulty",
    "load_labels",
    "move_keeping",
    "next_move_hint",
    "reaches",
    "shipped_par",
    "short_line",
    "solve",
    "verdict_of",
]

# The declared boundary (pyramid_qt/lazy.py): export name -> the module that defines it, imported on first use.
__getattr__, __dir__ = lazy.exports(
    __name__,
    {
        "SolverError": "api",
        "next_move_hint": "api",
        "solve": "api",
        "verdict_of": "api",
        "best_line": "best",
        "best_move_hint": "best",
        "cards_removed": "best",
        "line_to": "best",
        "move_keeping": "best",
        "reaches": "best",
        "OutOfBudget": "budget",
        "Difficulty": "difficulty",
        "load_difficulty": "difficulty",
        "cached_verdict": "history",
        "last_winnable_index": "history",
        "LabelTable": "labels",
        "load_labels": "labels",
        "deal_par": "par",
        "find_par": "par",
        "short_line": "par",
        "shipped_par": "par_tables",
        "BestScore": "score",
        "best_score": "score",
    },
)
