"""The exact Pyramid solver (no Qt).

``solve(position, time_limit=…, node_limit=…, cancel=…)`` answers WINNABLE (with a checked winning line),
UNWINNABLE (the whole reachable space was exhausted) or UNKNOWN (a budget ran out).  See
:mod:`pyramid_qt.solver.api` for the entry points, :mod:`~pyramid_qt.solver.labels` for the shipped tables
(loaded lazily, never at import), :mod:`~pyramid_qt.solver.history` for "back to the last winnable step".

Regenerate the shipped label tables with::

    python -m pyramid_qt.solver.labels --regenerate --jobs 2
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyramid_qt.solver.api import SolverError, next_move_hint, solve, verdict_of
from pyramid_qt.solver.history import last_winnable_index
from pyramid_qt.solver.result import SolveResult, Verdict

if TYPE_CHECKING:
    from pyramid_qt.solver.labels import LabelTable, load_labels

__all__ = [
    "LabelTable",
    "SolveResult",
    "SolverError",
    "Verdict",
    "last_winnable_index",
    "load_labels",
    "next_move_hint",
    "solve",
    "verdict_of",
]


def __getattr__(name: str) -> object:
    # The label module is imported on first use only (it is also run as ``python -m``).
    if name in ("LabelTable", "load_labels"):
        from pyramid_qt.solver import labels

        return getattr(labels, name)
    raise AttributeError(name)
