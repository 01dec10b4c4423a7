"""The damaged-file matrix for dates: daily deals dated at the ends of the calendar and
games stamped by a clock that was decades wrong, in the statistics file and in the saved game.

Each case writes the files of an earlier run, starts the window as the application does, opens Statistics (whose
summary counts the streaks) and plays on.  Before the fixes a won daily deal of 9999-12-31 raised OverflowError in
the streak count (the Statistics window never opened), and wins stamped 30 years ahead kept their streak alive
after a loss played later.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable
from dataclasses import dataclass

import pytest

from pyramid_qt.engine import DealCode, Game
from pyramid_qt.store import user_files as paths
from pyramid_qt.store.saved_game import GameExtras, SavedGameStore
from pyramid_qt.store.stats import LOST, WON, StatsStore
from pyramid_qt.ui.dialogs.statistics import StatisticsDialog
from pyramid_qt.ui.main_window import MainWindow
from tests.robustness.test_damaged_files import _window
from tests.robustness.test_data_trouble import _play_on

UTC = dt.timezone.utc


def _stamped(at: dt.datetime) -> StatsStore:
    return StatsStore(clock=lambda: at)


def _games(*games: tuple[dt.datetime, str, dt.date | None]) -> Callable[[], None]:
    """Finished games of deal 18 (N), each stamped ``at`` by the clock of its day, with a daily date or none."""

    def write() -> None:
        for at, result, daily in games:
            with _stamped(at) as stats:
                stats.finish_game(stats.start_game(DealCode(18).text, daily=daily), result, moves=40)

    return write


def _saved_daily(day: str) -> Callable[[], None]:
    """A daily deal in progress whose saved date is ``day`` (written as text: any ISO date Python reads)."""

    def write() -> None:
        game = Game.from_code(DealCode(18))
        game.play(game.legal_moves()[-1])
        SavedGameStore().save(game, 12.0, None, GameExtras(daily=dt.date(2026, 12, 1)))
        text = paths.saved_game_file().read_text(encoding="utf-8").replace('"2026-12-01"', json.dumps(day))
        paths.saved_game_file().write_text(text, encoding="utf-8")

    return write


NOW = dt.datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
AHEAD = dt.datetime(2056, 12, 1, 12, 0, tzinfo=UTC)


@dataclass(frozen=True)
class Case:
    name: str
    damage: Callable[[], None]
    streaks: tuple[int, int]  # (current, longest) of the N games
    daily_streak_longest: int


CASES = [
    Case("won daily 9999-12-31", _games((NOW, WON, dt.date.max)), (1, 1), 1),
    Case("won daily 0001-01-01", _games((NOW, WON, dt.date.min)), (1, 1), 1),
    Case(
        "won dailies at both ends",
        _games((NOW, WON, dt.date.max), (NOW, WON, dt.date.max - dt.timedelta(days=1)), (NOW, WON, dt.date.min)),
        (3, 3),
        2,
    ),
    Case("three wins 30 years ahead, then a loss now", _games(*[(AHEAD, WON, None)] * 3, (NOW, LOST, None)), (0, 3), 0),
    Case(
        "wins stamped in 1970, then now",
        _games((NOW, LOST, None), *[(NOW.replace(year=1970), WON, None)] * 2),
        (2, 2),
        0,
    ),
    Case("wins stamped 9999-12-31", _games(*[(dt.datetime.max.replace(tzinfo=UTC), WON, None)] * 2), (2, 2), 0),
    Case("saved daily deal of 9999-12-31", _saved_daily("9999-12-31"), (0, 0), 0),
    Case("saved daily deal of 0001-01-01", _saved_daily("0001-01-01"), (0, 0), 0),
]


def _open_statistics(qtbot, window: MainWindow) -> StatisticsDialog:
    assert window.session is not None
    dialog = StatisticsDialog(window.session.stats, window, current_rules_field="N")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.grab()  # every tile and cell drawn
    return dialog


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_any_date_opens_the_window_and_the_statistics(qtbot, case: Case) -> None:
    case.damage()
    window = _window(qtbot)
    assert window.flow.has_game

    dialog = _open_statistics(qtbot, window)
    if case.streaks != (0, 0):
        assert dialog.tiles["currentStreak"].value.text() == str(case.streaks[0])
        assert dialog.tiles["longestStreak"].value.text() == str(case.streaks[1])
    assert dialog.tiles["dailyStreak"].value.text().endswith(f"/ {case.daily_streak_longest}")
    dialog.close()
    _play_on(window)
