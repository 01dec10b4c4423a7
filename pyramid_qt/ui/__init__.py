"""The Qt desktop front end.  Importing it applies the PySide6 workarounds (see :mod:`pyramid_qt.qtcompat`).

The window's parts that are not on its first frame — the assistant, the solver's questions and their worker, the
dialogs' openers, the toast, the panels over the board and the end panel's content — are read from this package
when first built (the declared boundary of :mod:`pyramid_qt.lazy`), so neither their code nor the Qt classes they
use load before the window is painted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyramid_qt import lazy, qtcompat

qtcompat.apply()

if TYPE_CHECKING:
    from pyramid_qt.ui import daily, end_panel, solver_jobs, window_dialogs
    from pyramid_qt.ui.assist import Assist
    from pyramid_qt.ui.over_board.overlay_panel import Anchor, OverlayPanel
    from pyramid_qt.ui.over_board.toast import Toast, ToastFelt
    from pyramid_qt.ui.solver_questions import SolverQuestions

__all__ = [
    "Anchor",
    "Assist",
    "OverlayPanel",
    "SolverQuestions",
    "Toast",
    "ToastFelt",
    "daily",
    "end_panel",
    "solver_jobs",
    "window_dialogs",
]

__getattr__, __dir__ = lazy.exports(
    __name__,
    {
        "Assist": "assist",
        "Anchor": "over_board.overlay_panel",
        "OverlayPanel": "over_board.overlay_panel",
        "SolverQuestions": "solver_questions",
        "Toast": "over_board.toast",
        "ToastFelt": "over_board.toast",
        "window_dialogs": "window_dialogs",
        "end_panel": "end_panel",
        "daily": "daily",
        "solver_jobs": "solver_jobs",
    },
)
