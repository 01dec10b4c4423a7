"""Issue 14 through the real window: "Show me how", "Where did it go wrong?", par on the win panel, the deal's
difficulty on the deal bar, the daily deal, and New game by difficulty."""

from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from pyramid_qt.engine import DealCode, Move, Status
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.services.session import GameSession
from pyramid_qt.solver import Verdict, solve
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow
from pyramid_qt.ui.texts import assist as assist_texts
from pyramid_qt.ui.texts import end as end_texts
from tests.helpers.window import card_point

W1 = DealCode(1, PRESETS["W"])  # winnable, par 43
W8 = DealCode(8, PRESETS["W"])  # after two moves of the solver's line, 7C+6C loses it


def _window(qtbot, speed: Speed = Speed.OFF) -> MainWindow:
    w = MainWindow(speed=speed, session=GameSession())
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.show()
    qtbot.waitExposed(w)
    return w


def _ask_demo(qtbot, w: MainWindow) -> None:
    with qtbot.waitSignal(w.assist.runner.finished, timeout=60_000):
        w.actions_.show_me_how.trigger()


def test_show_me_how_wins_and_the_game_counts_as_assisted(qtbot) -> None:
    w = _window(qtbot)
    w.flow.play_code(W1)
    _ask_demo(qtbot, w)
    demo = w.assist.demo
    assert demo is not None
    with qtbot.waitSignal(demo.finished, timeout=60_000) as done:
        pass
    assert done.args == [True]
    assert w.game.status is Status.WON
    assert w.game.moves == demo.played
    assert w.flow.session is not None
    record = w.flow.session.stats.game(w.flow.session.stats_id)
    assert record is not None and record.result == "assisted"
    assert w.end_panel.isVisible()
    assert w.end_panel.title.text() == end_texts.assisted_title()
    assert w.flow.session.stats.summary("W").won == 0


def test_any_click_stops_the_demo_and_hands_the_game_back(qtbot) -> None:
    w = _window(qtbot, Speed.FAST)
    w.flow.play_code(W1)
    _ask_demo(qtbot, w)
    demo = w.assist.demo
    assert demo is not None
    qtbot.waitUntil(lambda: demo.played >= 2, timeout=20_000)
    with qtbot.waitSignal(demo.finished, timeout=5_000) as done:
        QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(w, "KS"))
    assert done.args == [False]
    w.scene.finish_animations()
    moves = w.game.moves
    qtbot.wait(1500)  # three demo steps at this speed: none comes
    assert w.game.moves == moves and not w.game.is_over
    assert not w.assist.demo_running
    w.flow.save()
    assert w.flow.extras.assisted is True  # it played moves: a win from here would be assisted


def test_a_key_stops_the_demo_too(qtbot) -> None:
    w = _window(qtbot, Speed.FAST)
    w.flow.play_code(W1)
    _ask_demo(qtbot, w)
    demo = w.assist.demo
    assert demo is not None
    qtbot.waitUntil(lambda: demo.played >= 1, timeout=20_000)
    with qtbot.waitSignal(demo.finished, timeout=5_000) as done:
        QTest.keyClick(w.view, Qt.Key.Key_D)  # D is Draw: swallowed, it only stops the demo
    assert done.args == [False]


def test_show_me_how_says_so_on_a_lost_position(qtbot) -> None:
    w = _window(qtbot)
    w.flow.play_code(DealCode(3, PRESETS["N"]))  # a deal that cannot be won
    _ask_demo(qtbot, w)
    assert w.assist.demo is None
    assert w.toast.text() == assist_texts.demo_unwinnable()
    assert w.game.moves == 0


def _lose_w8(w: MainWindow) -> int:
    line = solve(w.game.position).solution
    for move in line[:2]:
        w.adapter.play(move)
    losing = Move.parse("7C+6C")
    assert solve(w.game.position.apply(losing), want_best=False).verdict is Verdict.UNWINNABLE
    at = len(w.game.history)
    w.adapter.play(losing)
    for _ in range(3):
        moves = w.game.legal_moves()
        if moves:
            w.adapter.play(moves[0])
    return at


def _review(qtbot, w: MainWindow) -> None:
    with qtbot.waitSignal(w.assist.runner.finished, timeout=60_000):
        w.actions_.review.trigger()


def test_where_did_it_go_wrong_marks_the_losing_and_a_better_move(qtbot) -> None:
    w = _window(qtbot)
    w.flow.play_code(W8)
    at = _lose_w8(w)
    _review(qtbot, w)
    review = w.assist.review
    assert review is not None and review.went_wrong
    assert len(w.game.history) == at  # the board is back at the last winnable position
    assert w.game.redo_moves[0] == Move.parse("7C+6C")
    assert review.losing_move is not None
    losing_cards = {card.code for card in review.losing_move.cards}
    assert {card.code for card in w.controller.wrong} == losing_cards == {"7C", "6C"}
    assert all(w.scene.cards[card].wrong_mark for card in w.controller.wrong)
    better = review.better_move
    assert better is not None and better != review.losing_move
    if better.is_removal:
        assert w.controller.hint == frozenset(better.cards)
    assert solve(w.game.position.apply(better), want_best=False).verdict is Verdict.WINNABLE
    assert w.check_panel.isVisible()
    body = w.check_panel.body.text()
    assert assist_texts.move_text(review.losing_move) in body
    assert assist_texts.move_text(better) in body


def test_review_in_indonesian(qtbot, restore_language) -> None:
    from pyramid_qt import i18n

    w = _window(qtbot)
    w.flow.play_code(W8)
    _lose_w8(w)
    _review(qtbot, w)
    english = w.check_panel.body.text()
    i18n.install_language("id")
    qtbot.wait(10)
    indonesian = w.check_panel.body.text()
    assert indonesian != english
    assert w.check_panel.title.text() == "Di mana salahnya?"
    assert "keriting" in indonesian  # the 7 and 6 of clubs, named in Indonesian


def test_the_loss_panel_offers_the_review(qtbot) -> None:
    w = _window(qtbot)
    w.flow.play_code(DealCode(3, PRESETS["T"]))
    while not w.game.is_over:
        w.adapter.play(w.game.legal_moves()[0])
    assert w.game.status is Status.LOST
    from PySide6.QtWidgets import QPushButton

    texts = [button.text() for button in w.end_panel.findChildren(QPushButton) if button.isVisible()]
    assert assist_texts.review_button() in texts


def test_the_win_panel_shows_moves_beside_par(qtbot) -> None:
    w = _window(qtbot)
    w.flow.play_code(W1)
    line = solve(w.game.position).solution
    with qtbot.waitSignal(w.assist.runner.finished, timeout=120_000):
        for move in line:
            w.adapter.play(move)
    assert w.game.status is Status.WON
    body = w.end_panel.body.text()
    assert assist_texts.par_line(len(line), 43) in body
    assert w.flow.session is not None
    assert w.flow.session.stats.par(W1.text) == 43


def test_the_deal_bar_shows_the_difficulty(qtbot) -> None:
    from pyramid_qt.solver.difficulty import Difficulty, load_difficulty

    w = _window(qtbot)
    ratings = load_difficulty("N")
    assert ratings is not None
    number = ratings.deals(Difficulty.HARD)[0]
    w.flow.play_code(DealCode(number))
    qtbot.waitUntil(lambda: w.deal_bar.difficulty.isVisible(), timeout=5_000)
    assert w.deal_bar.difficulty.text() == assist_texts.difficulty_name("hard")
    w.flow.play_code(DealCode(3))  # lost deal: no rating
    qtbot.waitUntil(lambda: not w.deal_bar.difficulty.isVisible(), timeout=5_000)


def test_daily_deal_is_recorded_with_its_date(qtbot) -> None:
    from pyramid_qt.services.daily import daily_deal

    w = _window(qtbot)
    w.actions_.daily.trigger()
    today = date.today()
    assert w.game.code == daily_deal(today)
    w.adapter.play(w.game.legal_moves()[0])
    assert w.flow.session is not None
    record = w.flow.session.stats.game(w.flow.session.stats_id)
    assert record is not None and record.daily == today.isoformat()


@pytest.mark.parametrize("level", ["easy", "expert"])
def test_new_game_by_difficulty(qtbot, monkeypatch: pytest.MonkeyPatch, level: str) -> None:
    from pyramid_qt.solver.difficulty import load_difficulty
    from pyramid_qt.ui.dialogs.new_game import NewGameDialog

    w = _window(qtbot)

    def choose(dialog: NewGameDialog) -> int:
        dialog.difficulty_box.setCurrentIndex(dialog.difficulty_box.findData(level))
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", choose)
    w.actions_.new_game.trigger()
    code = w.game.code
    assert code is not None
    ratings = load_difficulty(code.rules)
    assert ratings is not None
    rated = ratings.difficulty(code.number)
    assert rated is not None and rated.value == level
    qtbot.waitUntil(lambda: w.deal_bar.difficulty.text() == assist_texts.difficulty_name(level), timeout=5_000)


def test_statistics_show_par_beside_the_best_and_the_daily_streak(qtbot, tmp_path) -> None:
    from pyramid_qt.store.stats import StatsStore
    from pyramid_qt.ui.dialogs.statistics import StatisticsDialog
    from pyramid_qt.ui.dialogs.stats_table import COL_CODE, COL_FEWEST_MOVES, COL_PAR

    store = StatsStore(tmp_path / "stats.sqlite3")
    for day in (date.today(), None):
        game_id = store.start_game(W1.text, daily=day)
        store.finish_game(game_id, "won", moves=50)
    store.set_par(W1.text, 43)
    dialog = StatisticsDialog(store, current_rules_field="W")
    qtbot.addWidget(dialog)
    proxy = dialog.proxy
    row = [proxy.data(proxy.index(r, COL_CODE)) for r in range(proxy.rowCount())].index(W1.text)
    assert proxy.data(proxy.index(row, COL_FEWEST_MOVES)) == "50"
    assert proxy.data(proxy.index(row, COL_PAR)) == "43"
    assert dialog.tiles["dailyStreak"].value.text() == "1 / 1"
    store.close()


def test_the_results_chart_tells_an_assisted_game(qtbot) -> None:
    from pyramid_qt.store.stats import ABANDONED, ASSISTED
    from pyramid_qt.ui.dialogs.results_chart import RESULT_COLOURS, ChartGame, ResultsChart

    chart = ResultsChart()
    qtbot.addWidget(chart)
    chart.set_games([ChartGame(ASSISTED, 28, 60.0, 50)])
    assert "Show me how" in chart.tooltip_text(0)
    assert RESULT_COLOURS[ASSISTED] != RESULT_COLOURS[ABANDONED]


def test_a_resumed_game_keeps_its_daily_date_and_assistance(qtbot) -> None:
    first = _window(qtbot)
    first.actions_.daily.trigger()
    first.flow.extras.assisted = True
    first.adapter.play(first.game.legal_moves()[0])
    first.close()
    second = _window(qtbot)
    second.flow.resume_or_deal()
    assert second.flow.extras.daily == date.today()
    assert second.flow.extras.assisted is True


def test_a_demo_started_before_the_first_frame_is_not_stopped_by_it(qtbot) -> None:
    """The deal's difficulty is read once the window has painted; that late work must not end a demo of the same
    game that is already playing (the full suite's timing once let the first paint come after the demo started)."""
    w = MainWindow(speed=Speed.FAST, session=GameSession())
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.flow.play_code(W1)
    assert w.first_frame_pending  # not shown yet: the game's late work waits for the first frame
    _ask_demo(qtbot, w)
    demo = w.assist.demo
    assert demo is not None and demo.running
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: not w.first_frame_pending, timeout=10_000)  # the late work has run now
    assert demo.running
    w.close()
