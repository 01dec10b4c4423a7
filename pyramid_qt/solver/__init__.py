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

import importlib
from typing import TYPE_CHECKING

from pyramid_qt.solver.result import SolveResult, Verdict

if TYPE_CHECKING:
    from pyramid_qt.solver.api import SolverError, next_move_hint, solve, verdict_of
    from pyramid_qt.solver.history import last_winnable_index
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

# Export name -> the module that defines it, imported on first use.
_LAZY = {
    "SolverError": "api",
    "next_move_hint": "api",
    "solve": "api",
    "verdict_of": "api",
    "last_winnable_index": "history",
    "LabelTable": "labels",
    "load_labels": "labels",
}


def __getattr__(name: str) -> object:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
