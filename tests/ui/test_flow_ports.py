"""The game flow and the assistant without a window: built on fakes of their ports (tests/helpers/ports.py), so each
part is tested with only what it is given; what the window does with their signals is tested through the window
elsewhere."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton

from pyramid_qt.engine import DealCode, DealLabel, Status
from pyramid_qt.engine.result import Practice
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.services.session import GameSession
from pyramid_qt.solver import solve
from pyramid_qt.ui.ports import Discard
from pyramid_qt.ui.texts import assist as assist_texts
from pyramid_qt.ui.texts import end as end_texts
from tests.helpers.ports import FakeEndHelp, FakeWindow, WrittenPanel, assist_without_window, flow_without_window

W1 = DealCode(1, PRESETS["W"])  # winnable, par 43
T3 = DealCode(3, PRESETS["T"])  # lost whatever is played


@pytest.fixture
def fake(qtbot) -> Iterator[FakeWindow]:
    window = FakeWindow()
    qtbot.addWidget(window.panels.host)
    qtbot.addWidget(window.deal_bar)
    window.panels.host.show()  # the panels lie over it, as over the board
    yield window
    window.close()


def _buttons(panel) -> dict[str, QPushButton]:
    return {button.text(): button for button in panel.findChildren(QPushButton) if not button.isHidden()}


def test_a_deal_goes_on_the_board_through_the_ports(fake: FakeWindow, qtbot) -> None:
    flow = flow_without_window(fake)
    with qtbot.waitSignal(flow.starting, timeout=1000):
        flow.play_code(DealCode(1))
    assert fake.adapter.game.code == DealCode(1)
    assert fake.motion.geometry == [fake.adapter.game.start]
    assert flow.has_game and not fake.clock.started
    assert flow.label is None  # the label tables are read once the window has painted
    with qtbot.waitSignal(flow.labelChanged, timeout=1000):
        fake.painter.paint()
    assert flow.label is DealLabel.VERIFIED_WINNABLE


def test_a_move_starts_the_clock_and_is_saved(fake: FakeWindow, qtbot) -> None:
    session = GameSession()
    flow = flow_without_window(fake, session)
    flow.play_code(DealCode(1), DealLabel.VERIFIED_WINNABLE)
    fake.time.now = 5.0  # before the first move: no time counts
    with qtbot.waitSignal(flow.moved, timeout=1000):
        fake.adapter.play(fake.adapter.game.legal_moves()[0])
    fake.time.now = 7.5
    assert fake.clock.elapsed() == pytest.approx(2.5)
    saved = session.resume()
    assert saved is not None and saved[0].moves == 1
    session.close()


def test_leaving_a_game_in_progress_asks_first_and_no_keeps_it(fake: FakeWindow) -> None:
    flow = flow_without_window(fake)
    flow.play_code(DealCode(1), DealLabel.VERIFIED_WINNABLE)
    flow.replay_asked()
    assert fake.discards_asked == []  # nothing played yet: nothing to ask
    fake.adapter.play(fake.adapter.game.legal_moves()[0])
    fake.discard_answer = False
    flow.replay_asked()
    assert fake.discards_asked == [Discard.REPLAY] and fake.adapter.game.moves == 1
    fake.discard_answer = True
    flow.replay_asked()
    assert fake.adapter.game.moves == 0 and fake.adapter.game.code == DealCode(1)


def test_hints_and_checks_are_counted_and_put_to_the_solver(fake: FakeWindow) -> None:
    flow = flow_without_window(fake)
    flow.play_code(DealCode(1), DealLabel.VERIFIED_WINNABLE)
    flow.hint()
    flow.check()
    position = fake.adapter.game.position
    assert fake.questions.asked == [("hint", position), ("check", position)]
    assert (flow.extras.hints_used, flow.extras.checks_used) == (1, 1)


def test_a_lost_deal_that_might_be_a_dead_end_asks_for_its_label_and_offers_the_review(fake: FakeWindow) -> None:
    flow = flow_without_window(fake)
    flow.play_code(T3, DealLabel.MIGHT_BE_DEAD_END)
    while not fake.adapter.game.is_over:
        fake.adapter.play(fake.adapter.game.legal_moves()[0])
    assert fake.adapter.game.status is Status.LOST
    assert fake.questions.asked == [("reveal", T3)]
    panel = fake.panels.end_panel
    assert panel.isVisible() and panel.title.text() == end_texts.lost_title()
    _buttons(panel)[assist_texts.review_button()].click()
    assert isinstance(fake.end_help, FakeEndHelp) and fake.end_help.reviews_asked == 1


def test_a_win_celebrates_and_shows_par_from_the_assistant(fake: FakeWindow) -> None:
    assert isinstance(fake.end_help, FakeEndHelp)
    fake.end_help.par = "Par: 43"
    flow = flow_without_window(fake)
    flow.play_code(W1, DealLabel.VERIFIED_WINNABLE)
    for move in solve(fake.adapter.game.position).solution:
        fake.adapter.play(move)
    assert fake.adapter.game.status is Status.WON
    assert fake.motion.celebrated == 1 and fake.end_help.par_asked == 1
    assert "Par: 43" in fake.panels.end_panel.body.text()
    assert assist_texts.review_button() not in _buttons(fake.panels.end_panel)


def test_problems_found_together_are_one_toast(fake: FakeWindow) -> None:
    flow = flow_without_window(fake)
    flow.show_problems("first", "second")
    assert fake.notices.notices == ["first\nsecond"]  # a notice: no deal hides it
    assert fake.notices.toasts == []


def test_rules_without_a_table_search_for_a_deal_and_say_so(fake: FakeWindow, qtbot) -> None:
    from pyramid_qt.engine import RuleSet
    from pyramid_qt.ui.texts import looking_for_deal

    fake.rules = RuleSet.from_field("W2")  # no shipped table: the solver looks for a verified deal
    flow = flow_without_window(fake)
    with qtbot.waitSignal(fake.adapter.gameStarted, timeout=30_000):
        flow.new_random_game()
        assert fake.notices.status == looking_for_deal()
    assert fake.adapter.game.rules == fake.rules and flow.label is DealLabel.VERIFIED_WINNABLE


# ---------------------------------------------------------------------- the assistant
def test_show_me_how_plays_through_the_adapter_and_counts_as_assisted(fake: FakeWindow, qtbot) -> None:
    flow = flow_without_window(fake)
    assist = assist_without_window(fake, flow)
    flow.play_code(W1, DealLabel.VERIFIED_WINNABLE)
    with qtbot.waitSignal(assist.runner.finished, timeout=60_000):
        assist.show_me_how()
        assert fake.notices.status == assist_texts.demo_thinking()
    assert assist.demo is not None
    with qtbot.waitSignal(assist.demo.finished, timeout=60_000) as done:
        pass
    assert done.args == [True] and fake.adapter.game.status is Status.WON
    assert flow.extras.demo_moves == assist.demo.played and fake.notices.toasts[-1] == assist_texts.demo_done()
    assert fake.panels.end_panel.title.text() == end_texts.assisted_title(flow.extras.how.aids)
    assert fake.motion.celebrated == 0  # a win with help is told, not celebrated


def test_the_daily_deal_is_told_on_the_deal_bar_and_in_a_toast(fake: FakeWindow) -> None:
    from pyramid_qt.services.daily import daily_deal

    flow = flow_without_window(fake)
    assist = assist_without_window(fake, flow)
    day = date(2026, 12, 1)
    assist.play_daily(day)
    assert fake.adapter.game.code == daily_deal(day) and flow.extras.daily == day
    fake.deal_bar.set_code(daily_deal(day).text)  # the window's status does this on every change
    from pyramid_qt.ui.texts import format_date

    assert format_date(day) in fake.deal_bar.caption.text()  # the language's date, not ISO
    assert day.isoformat() not in fake.deal_bar.caption.text()
    assert fake.notices.toasts == [assist_texts.daily_title(day)]


def test_the_review_rewinds_the_flow_and_marks_the_losing_move(fake: FakeWindow, qtbot) -> None:
    from pyramid_qt.engine import Move

    flow = flow_without_window(fake)
    assist = assist_without_window(fake, flow)
    flow.play_code(DealCode(8, PRESETS["W"]), DealLabel.VERIFIED_WINNABLE)
    for move in solve(fake.adapter.game.position).solution[:2]:
        fake.adapter.play(move)
    at = len(fake.adapter.game.history)
    losing = Move.parse("7C+6C")  # loses deal 8 from here
    fake.adapter.play(losing)
    with qtbot.waitSignal(assist.runner.finished, timeout=60_000):
        assist.ask_review()
        assert fake.panels.check_panel.title.text() == assist_texts.review_title()
    assert len(fake.adapter.game.history) == at
    assert [review[0] for review in fake.marks.reviews] == [losing]
    assert assist_texts.move_text(losing) in fake.panels.check_panel.body.text()
    assert fake.panels.check_panel_shows(assist.reviews)  # the review wrote the panel's texts


def test_the_review_of_a_finished_game_looks_back_without_undoing_it(fake: FakeWindow) -> None:
    """Without a window: the board goes back, the undo counter and the recorded loss stay, play from there is practice
    (the clock runs as in any game), saved but never recorded, even after a restart."""
    session = GameSession()
    flow = flow_without_window(fake, session)
    flow.play_code(DealCode(32, PRESETS["T"]), DealLabel.VERIFIED_WINNABLE)
    fake.time.now = 1.0
    fake.adapter.play(fake.adapter.game.legal_moves()[0])  # the clock starts
    fake.time.now = 10.0
    while not fake.adapter.game.is_over:
        fake.adapter.play(fake.adapter.game.legal_moves()[0])
    game, row = fake.adapter.game, session.stats_id
    assert game.status is Status.LOST and session.stats.game(row).result == "lost"
    flow.review_rewind(5)
    assert len(game.history) == 5 and game.undos == 0 and flow.extras.practice is Practice.REVIEW
    assert fake.clock.elapsed() == pytest.approx(9.0)  # stopped at the loss
    fake.adapter.play(game.legal_moves()[0])
    fake.time.now = 20.0
    assert fake.clock.elapsed() == pytest.approx(19.0)  # and running again once play goes on
    assert not flow.in_progress()  # practice: nothing to abandon
    record = session.stats.game(row)
    assert (record.result, record.moves, record.undos) == ("lost", 35, 0)
    saved = session.resume()  # a restart: the lesson comes back as the reviewed game it is
    assert saved is not None and saved[2].practice is Practice.REVIEW and len(saved[0].history) == 6
    again = FakeWindow()
    resumed = flow_without_window(again, session)
    resumed.start_game(saved[0], saved[2], elapsed=saved[1], resumed=True)
    again.adapter.play(again.adapter.game.legal_moves()[0])
    assert again.clock.started and session.stats.game(row).moves == 35
    again.close()
    session.close()


def test_the_review_says_its_answer_through_the_panel_port_alone(fake: FakeWindow, qtbot) -> None:
    """The check panel handed to the assistant is words (title, body, busy, buttons), no widget: the review speaks
    through them, busy while it searches, then its answer with a Close button."""
    from pyramid_qt.engine import Move

    panel = WrittenPanel()
    fake.panels.check_panel = panel  # type: ignore[assignment]
    fake.panels.check_panel_shows = panel.shows  # type: ignore[method-assign]
    flow = flow_without_window(fake)
    assist = assist_without_window(fake, flow)
    flow.play_code(DealCode(8, PRESETS["W"]), DealLabel.VERIFIED_WINNABLE)
    for move in solve(fake.adapter.game.position).solution[:2]:
        fake.adapter.play(move)
    losing = Move.parse("7C+6C")
    fake.adapter.play(losing)
    with qtbot.waitSignal(assist.runner.finished, timeout=60_000):
        assist.ask_review()
        assert panel.busy and panel.title == assist_texts.review_title()
    assert not panel.busy and assist_texts.move_text(losing) in panel.body
    assert panel.buttons == [QCoreApplication.translate("CheckPanel", "Close")]
    assert [kind for kind, _words in panel.said].count("popup") == 2  # asked, answered
    assert fake.panels.check_panel_shows(assist.reviews)


def test_a_new_game_of_giza_is_a_verified_giza_deal_recorded_as_giza_s(fake: FakeWindow, qtbot) -> None:
    """New game with Giza chosen (the board does not draw it yet: the flow alone): a deal from Giza's own table,
    played to its win, counted in Giza's statistics and not in those of Pyramid's N, under which it is played."""
    from pyramid_qt.engine.games import GIZA
    from pyramid_qt.store.stats import StatsStore

    fake.game, fake.rules = GIZA, PRESETS["W"]
    session = GameSession()
    flow = flow_without_window(fake, session)
    flow.new_random_game()
    code = fake.adapter.game.code
    assert code is not None and (code.game, code.rules.field) == (GIZA, "N")
    assert flow.label is DealLabel.VERIFIED_WINNABLE and not flow.searching_deal
    for move in solve(fake.adapter.game.position).solution:
        fake.adapter.play(move)
    assert fake.adapter.game.status is Status.WON
    session.close()
    with StatsStore() as stats:
        assert [(record.game, record.code, record.result) for record in stats.games()] == [("GIZA", code.text, "won")]
        assert stats.summary("N", "GIZA").won == 1 and stats.summaries() == []
