"""Daily goals through the real window (en, id): the daily deal shows its three goals in a line under the board,
a goal is marked met as the player meets it, the end panel says which were met, the statistics keep them, and the
calendar (from the Game menu and from Statistics) shows the day's stars, the streak and the goals' figures."""

from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QPushButton

from pyramid_qt import i18n
from pyramid_qt.engine import Status
from pyramid_qt.services.daily_goals import WINS
from pyramid_qt.services.session import GameSession
from pyramid_qt.services.share import GOAL_MET, GOAL_MISSED
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.daily.calendar import CalendarDialog
from pyramid_qt.ui.main_window import MainWindow

WORDS = {
    "en": ("Daily goals: ", "Daily goals met: 1 of 3", "Streak: 1 day in a row", "Days played"),
    "id": ("Target harian: ", "Target harian tercapai: 1 dari 3", "Runtun: 1 hari berturut-turut", "Hari dimainkan"),
}


def _daily(qtbot, language: str) -> MainWindow:
    i18n.install_language(language)
    w = MainWindow(speed=Speed.OFF, session=GameSession())
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: not w.first_frame_pending)
    w.actions_.daily.trigger()
    view = w.assist.goals
    qtbot.waitUntil(lambda: view.goals is not None, timeout=60_000)
    return w


@pytest.mark.parametrize("language", ["en", "id"])
def test_the_daily_goals_are_shown_met_told_and_kept(qtbot, restore_language, monkeypatch, language) -> None:
    line_start, end_line, streak, played = WORDS[language]
    w = _daily(qtbot, language)
    view = w.assist.goals
    goals = view.goals
    assert goals is not None and w.game.code == goals.code and len(goals.goals) == 3
    assert view.line.isVisible()
    assert view.line.text().startswith(line_start) and view.line.text().count(GOAL_MISSED) == 3
    w.resize(800, 600)  # the line never widens the window: its stars alone where it must
    qtbot.waitUntil(lambda: w.width() == 800)
    w.resize(1100, 760)
    first = goals.goals[0]
    assert first.kind in WINS
    for move in first.proof:  # the player plays the first goal's proof: a win on their own
        w.adapter.play(move)
    assert w.game.status is Status.WON
    assert view.line.text().count(GOAL_MET) >= 1
    body = w.end_panel.body.text().splitlines()
    met = sum(view.met_now())
    assert end_line.replace("1", str(met), 1) in body
    assert any(line.startswith(GOAL_MET) for line in body)
    today = date.today()
    w.actions_.share_result.trigger()  # the shared line ends with a star a goal: met or not
    marks = "".join(GOAL_MET if done else GOAL_MISSED for done in view.met_now())
    shared = QGuiApplication.clipboard().text()
    assert shared.startswith(("Pyramid ", "Piramida ")) and shared.endswith(f" {marks}")
    assert f" {today.isoformat()} {goals.code.text} ✓ " in shared
    assert w.session is not None
    kept = w.session.goal_days(today)
    assert kept is not None and 0 in kept.met[today] and today in kept.played

    opened: list[CalendarDialog] = []

    def look(dialog: CalendarDialog) -> int:
        opened.append(dialog)
        assert dialog.calendar.met[today] == kept.met[today]
        assert dialog.streak.text().startswith(streak)
        rows = dict(dialog.figures_rows())
        assert rows[played] == "1"
        return 0

    monkeypatch.setattr(CalendarDialog, "exec", look)
    w.actions_.daily_goals.trigger()  # the Game menu
    assert len(opened) == 1


def test_the_calendar_opens_from_statistics_and_shows_a_past_days_proofs(qtbot, restore_language, monkeypatch) -> None:
    i18n.install_language("id")
    w = _daily(qtbot, "id")
    opened: list[CalendarDialog] = []

    def look(dialog: CalendarDialog) -> int:
        opened.append(dialog)
        yesterday = dialog.calendar.selectedDate().addDays(-1)
        dialog.calendar.setSelectedDate(yesterday)
        assert dialog.proof_button.isEnabled()
        dialog.show_proof()
        text = dialog.proof.toPlainText()
        assert text.count("Caranya: ") == 3
        return 0

    def statistics(dialog) -> int:
        button = dialog.findChild(QPushButton, "dailyGoalsButton")
        assert button is not None and button.text() == "Target harian…"
        button.click()
        return 0

    from pyramid_qt.ui.dialogs.statistics import StatisticsDialog

    monkeypatch.setattr(CalendarDialog, "exec", look)
    monkeypatch.setattr(StatisticsDialog, "exec", statistics)
    w.actions_.statistics.trigger()
    assert len(opened) == 1
