"""Results that mean what they say, through the real window (en, id): a replay of the daily deal stays the daily
deal (its goals shown and counted), a win that only ties a record is no new record, a message shown as the game ends
leaves the end panel's buttons in sight, and the goals line reads in words to a screen reader at 800×600."""

from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect
from PySide6.QtGui import QAccessible, QGuiApplication
from PySide6.QtWidgets import QPushButton, QWidget

from pyramid_qt import i18n
from pyramid_qt.engine import DealCode, Status
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.services.session import GameSession
from pyramid_qt.services.share import GOAL_MET, GOAL_MISSED
from pyramid_qt.solver.par import find_par
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.daily.goals import goal_text
from pyramid_qt.ui.dialogs.new_game import NewGameDialog
from pyramid_qt.ui.game_clock import GameClock
from pyramid_qt.ui.main_window import MainWindow
from pyramid_qt.ui.texts.assist import daily_title

LINE_START = {"en": "Daily goals: ", "id": "Target harian: "}
SUMMARY = {"en": "Daily goals met: 0 of 3", "id": "Target harian tercapai: 0 dari 3"}
SAID = {"en": {True: "met", False: "not met"}, "id": {True: "tercapai", False: "belum tercapai"}}
RECORD = {"en": ("New record", "Equals"), "id": ("Rekor baru", "Menyamai")}


class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _window(qtbot, language: str, size: tuple[int, int] = (1100, 760), clock: GameClock | None = None) -> MainWindow:
    i18n.install_language(language)
    w = MainWindow(speed=Speed.OFF, session=GameSession(), clock=clock)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: not w.first_frame_pending)
    return w


def _daily(qtbot, language: str, size: tuple[int, int] = (1100, 760)) -> MainWindow:
    w = _window(qtbot, language, size)
    w.actions_.daily.trigger()
    qtbot.waitUntil(lambda: w.assist.goals.goals is not None, timeout=60_000)
    return w


def _buttons(w: MainWindow) -> dict[str, QPushButton]:
    return {b.text(): b for b in w.end_panel.findChildren(QPushButton) if b.parent() is w.end_panel and b.isVisible()}


def _still_daily(qtbot, w: MainWindow, language: str, today: date) -> None:
    qtbot.wait(20)  # the goals line follows once the window has painted the new deal
    view = w.assist.goals
    assert w.flow.extras.daily == today
    assert view.day == today and view.line.isVisible()
    assert view.line.text().startswith(LINE_START[language])


@pytest.mark.parametrize("language", ["en", "id"])
def test_a_replay_of_the_daily_deal_stays_the_daily_deal_and_counts_its_goals(
    qtbot, restore_language, language
) -> None:
    today = date.today()
    w = _daily(qtbot, language)
    view = w.assist.goals
    goals = view.goals
    assert goals is not None
    w.actions_.replay.trigger()  # the toolbar's Replay, before a move
    _still_daily(qtbot, w, language, today)
    for move in goals.goals[0].proof:
        w.adapter.play(move)
    assert w.game.status is Status.WON
    replay = _buttons(w)[QCoreApplication.translate("MainWindow", "Replay")]
    replay.click()  # the end panel's Replay
    _still_daily(qtbot, w, language, today)
    assert view.line.text().count(GOAL_MET) >= 1  # the goal met in the first try stays met
    proofs = [goal.proof for goal in goals.goals]
    last = len(proofs) - 1
    for move in proofs[last]:
        w.adapter.play(move)
    assert w.game.status is Status.WON
    assert w.session is not None
    kept = w.session.goal_days(today)
    assert kept is not None and last in kept.met[today]  # met on the replay, kept for the day
    assert any(line.startswith(GOAL_MET) for line in w.end_panel.body.text().splitlines())


@pytest.mark.parametrize("language", ["en", "id"])
def test_a_replay_that_ties_the_record_is_no_new_record(qtbot, restore_language, language) -> None:
    fake = FakeTime()
    w = _window(qtbot, language, clock=GameClock(fake))
    w.flow.play_code(DealCode(1, PRESETS["W"]))
    line = find_par(w.game.position).line

    def play(seconds: float) -> list[str]:
        w.adapter.play(line[0])
        fake.now += seconds
        for move in line[1:]:
            w.adapter.play(move)
        assert w.game.status is Status.WON
        return w.end_panel.body.text().splitlines()

    play(60.7)
    w.actions_.replay.trigger()
    body = play(60.2)  # the same moves, the same time as shown (1:00): a tie
    new, _equal = RECORD[language]
    assert not any(line.startswith(new) for line in body), body
    w.actions_.replay.trigger()
    body = play(59.0)  # a second quicker: a new record
    assert any(line.startswith(new) and "0:59" in line for line in body), body


@pytest.mark.parametrize("language", ["en", "id"])
def test_a_message_shown_as_the_game_ends_leaves_the_end_panels_buttons_in_sight(
    qtbot, restore_language, language
) -> None:
    w = _daily(qtbot, language, (800, 600))
    goals = w.assist.goals.goals
    assert goals is not None
    *line, last = goals.goals[0].proof
    for move in line:
        w.adapter.play(move)
    w.panels.show_toast(daily_title(date.today()), 60_000)  # as the daily deal's toast shows as it is dealt
    toast = w.toast
    assert toast.isVisible()
    w.adapter.play(last)
    assert w.game.status is Status.WON
    qtbot.wait(50)  # the panel is placed again once its buttons have settled
    assert toast.message()  # the message is still there to read
    buttons = _buttons(w)
    assert buttons

    def in_window(widget: QWidget) -> QRect:
        return QRect(widget.mapTo(w, QPoint(0, 0)), widget.size())

    if toast.isVisible():
        covered = [text for text, button in buttons.items() if in_window(toast).intersects(in_window(button))]
        assert not covered, (covered, in_window(toast))


@pytest.mark.parametrize("language", ["en", "id"])
def test_the_goals_line_reads_in_words_and_fits_at_800x600(qtbot, restore_language, language) -> None:
    w = _daily(qtbot, language, (800, 600))
    view = w.assist.goals
    goals = view.goals
    assert goals is not None
    line = view.line
    interface = QAccessible.queryAccessibleInterface(line)
    assert interface is not None
    spoken = interface.text(QAccessible.Text.Name) + " " + interface.text(QAccessible.Text.Description)
    assert spoken.startswith(SUMMARY[language])
    for goal, met in zip(goals.goals, view.met_now(), strict=True):  # in words, not stars: met or not
        assert f"{goal_text(goal)}: {SAID[language][met]}" in spoken, spoken
    assert GOAL_MET not in spoken and GOAL_MISSED not in spoken
    room = line.contentsRect().width()
    assert line.fontMetrics().horizontalAdvance(line.short) <= room, (line.short, room)


@pytest.mark.parametrize("language", ["en", "id"])
def test_each_line_of_the_end_panel_is_on_one_row_where_the_window_has_room(qtbot, restore_language, language) -> None:
    w = _daily(qtbot, language, (1920, 1080))
    goals = w.assist.goals.goals
    assert goals is not None
    for move in goals.goals[0].proof:
        w.adapter.play(move)
    assert w.game.status is Status.WON
    qtbot.wait(50)
    body = w.end_panel.body
    unbroken = body.heightForWidth(10_000)  # every line on one row
    assert body.heightForWidth(body.width()) == unbroken, (body.width(), body.text())


@pytest.mark.parametrize("language", ["en", "id"])
def test_a_shared_line_pasted_into_new_game_shows_whole_at_800x600(
    qtbot, restore_language, monkeypatch, language
) -> None:
    w = _window(qtbot, language, (800, 600))
    w.flow.play_code(DealCode(1, PRESETS["W"]))
    for move in find_par(w.game.position).line:
        w.adapter.play(move)
    w.actions_.share_result.trigger()
    shared = QGuiApplication.clipboard().text()
    assert shared.startswith(("Pyramid ", "Piramida "))
    shown: list[int] = []

    def paste(dialog: NewGameDialog) -> int:
        dialog.entry.setFocus()
        dialog.entry.setText(shared)
        dialog.show()
        qtbot.waitExposed(dialog)
        entry = dialog.entry
        shown.append(entry.width())
        assert entry.width() >= entry.fontMetrics().horizontalAdvance(shared) + 40, (entry.width(), shared)
        assert dialog.frameGeometry().width() <= w.width()
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", paste)
    w.actions_.new_game_dialog.trigger()
    assert shown and w.game.code == DealCode(1, PRESETS["W"]) and w.game.moves == 0
