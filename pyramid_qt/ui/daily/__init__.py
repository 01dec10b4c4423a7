"""The daily deal's extras in the window: its goals (the line over the board, the calendar, their statistics) and
the shared result line.  Each part is read from its module when first used (:mod:`pyramid_qt.lazy`): none is on
the first frame."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyramid_qt import lazy

if TYPE_CHECKING:
    from pyramid_qt.ui.daily.calendar import open_calendar
    from pyramid_qt.ui.daily.goals import DailyGoalsView
    from pyramid_qt.ui.daily.share import share_result

__all__ = ["DailyGoalsView", "open_calendar", "share_result"]

__getattr__, __dir__ = lazy.exports(
    __name__, {"share_result": "share", "DailyGoalsView": "goals", "open_calendar": "calendar"}
)
