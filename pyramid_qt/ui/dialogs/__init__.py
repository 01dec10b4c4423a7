"""The dialogs: new game, preferences (with the appearance page), statistics (with its results chart), help,
positions in and out, and the question before a game in progress is left.

No dialog is on the first frame: the window opens them through this package, which loads each dialog's module when
it is first read (the declared boundary of :mod:`pyramid_qt.lazy`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyramid_qt import lazy

if TYPE_CHECKING:
    from pyramid_qt.ui.dialogs import confirm, error_box, positions
    from pyramid_qt.ui.dialogs.help import HelpDialog
    from pyramid_qt.ui.dialogs.new_game import NewGameDialog
    from pyramid_qt.ui.dialogs.preferences import PreferencesDialog, settings_problem_text
    from pyramid_qt.ui.dialogs.statistics import StatisticsDialog

__all__ = [
    "HelpDialog",
    "NewGameDialog",
    "PreferencesDialog",
    "StatisticsDialog",
    "confirm",
    "error_box",
    "positions",
    "settings_problem_text",
]

__getattr__, __dir__ = lazy.exports(
    __name__,
    {
        "HelpDialog": "help",
        "NewGameDialog": "new_game",
        "PreferencesDialog": "preferences",
        "settings_problem_text": "preferences",
        "StatisticsDialog": "statistics",
        "positions": "positions",
        "confirm": "confirm",
        "error_box": "error_box",
    },
)
