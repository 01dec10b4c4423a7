"""The assistant through the real window: "Show me how", "Where did it go wrong?", par on the win panel, the deal's
difficulty on the deal bar, the daily deal, and New game by difficulty."""

from __future__ import annotations

import functools
from datetime import date

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from pyramid_qt.engine import DealCode, Move, RuleSet, Status
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.services.session import GameSession
from pyramid_qt.solver import StopReason, Verdict, solve
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow
from pyramid_qt.ui.texts import assist as assist_texts
from pyramid_qt.ui.texts import end as end_texts
from pyramid_qt.ui.texts import format_date, verdict_text
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
    assert record is not None and (record.result, record.mode, record.demo_moves) == ("won", "assisted", demo.played)
    assert w.end_panel.isVisible()
    assert w.end_panel.title.text() == end_texts.assisted_title(w.flow.extras.how.aids)
    summary = w.flow.session.stats.summary("W")
    assert (summary.won, summary.won_with_help, summary.fewest_moves) == (1, 1, None)


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
    assert w.flow.extras.demo_moves == demo.played  # a win from here would be a win with help


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


@pytest.mark.parametrize(
    ("language", "started"),
    [
        ("en", "This game can no longer be won. Watch the line that removes the most cards: 19 of 28."),
        (
            "id",
            "Permainan ini tidak bisa dimenangkan lagi. Perhatikan urutan langkah yang menyingkirkan kartu paling"
            " banyak: 19 dari 28.",
        ),
    ],
)
def test_show_me_how_on_a_lost_game_plays_the_line_to_the_most_cards(qtbot, restore_language, language, started):
    """Not "nothing to show": it plays the line that removes the most pyramid cards (19 of 28 for N deal 3) and says
    so at the start."""
    from pyramid_qt import i18n

    i18n.install_language(language)
    w = _window(qtbot)
    w.flow.play_code(DealCode(3, PRESETS["N"]))  # a deal that cannot be won
    best = solve(w.game.position).best_removed
    _ask_demo(qtbot, w)
    demo = w.assist.demo
    assert demo is not None and demo.running
    assert w.toast.isVisible() and w.toast.text() == started  # said at the start, in full
    assert w.statusBar().currentMessage() == assist_texts.demo_started()
    assert w.deal_bar.deal_label.text() == verdict_text(Verdict.UNWINNABLE)  # what the search proved
    with qtbot.waitSignal(demo.finished, timeout=60_000) as done:
        pass
    assert done.args == [True] and best == 19
    assert w.game.position.pyramid_removed == best
    assert w.toast.text() == assist_texts.demo_best_done(best)
    _ask_demo(qtbot, w)  # again, from the most cards: nothing more to show
    assert w.toast.text() == assist_texts.demo_nothing_more(best)


W1_16 = DealCode(16, RuleSet.from_field("W1"))  # lost from the deal in one state; its best count takes 114k
SMALL_MEMORY = 4 << 20  # ... and about 9 MiB: within this limit the count is only a lower bound


@pytest.mark.parametrize(
    ("language", "started", "done"),
    [
        (
            "en",
            "This game can no longer be won. Watch a line that removes {best} of 28 cards; the solver could not prove"
            " that none removes more.",
            "Shown: {best} of 28 removed; the solver could not prove that no play removes more.",
        ),
        (
            "id",
            "Permainan ini tidak bisa dimenangkan lagi. Perhatikan urutan langkah yang menyingkirkan {best} dari 28"
            " kartu; komputer belum bisa memastikan bahwa tidak ada urutan yang menyingkirkan lebih banyak.",
            "Sudah ditunjukkan: {best} dari 28 disingkirkan; komputer belum bisa memastikan bahwa tidak ada permainan"
            " yang menyingkirkan lebih banyak.",
        ),
    ],
)
def test_show_me_how_plays_the_line_it_can_prove_when_the_count_is_only_a_lower_bound(
    qtbot, monkeypatch: pytest.MonkeyPatch, restore_language, language: str, started: str, done: str
) -> None:
    """The best count's search stopped at the memory limit: the most cards it saw are reached by some play, so the
    demo plays a line to them (it played nothing) and says the count is not proven the most."""
    from pyramid_qt import i18n, solver

    monkeypatch.setattr(solver, "solve", functools.partial(solver.solve, memory_limit=SMALL_MEMORY))
    i18n.install_language(language)
    w = _window(qtbot)
    w.flow.play_code(W1_16)
    counted = solver.solve(w.game.position)
    assert counted.verdict is Verdict.UNWINNABLE and not counted.best_exact
    assert counted.stopped_by is StopReason.MEMORY and counted.best_removed > 0
    lower = counted.best_removed
    _ask_demo(qtbot, w)
    demo = w.assist.demo
    assert demo is not None and demo.running
    assert w.toast.text() == started.format(best=lower)
    with qtbot.waitSignal(demo.finished, timeout=60_000) as finished:
        pass
    assert finished.args == [True]
    assert w.game.position.pyramid_removed == lower
    assert w.toast.text() == done.format(best=lower)


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
    for move in line:
        w.adapter.play(move)
    assert w.game.status is Status.WON
    expected = assist_texts.par_line(len(line), 43)
    assert len(line) > 43 and "(you: " in expected  # the solver's line is not a shortest one
    qtbot.waitUntil(lambda: expected in w.end_panel.body.text(), timeout=120_000)
    assert w.flow.session is not None
    assert w.flow.session.stats.par(W1.text) == 43


W35 = DealCode(35, PRESETS["W"])  # par 27, proven in a fraction of a second


@pytest.fixture
def par_searched_patiently(monkeypatch: pytest.MonkeyPatch) -> None:
    """The deal bar's par search keeps its worker and its answer, but not the one-second limit (a loaded test
    machine must not decide the test)."""
    from pyramid_qt.ui.assist import deal_facts

    monkeypatch.setattr(deal_facts, "PAR_BEFORE_PLAY_SECONDS", 60.0)


@pytest.mark.parametrize(
    ("language", "tip"),
    [
        ("en", "Par: the fewest moves that win this deal"),
        ("id", "Par: langkah paling sedikit untuk menamatkan deal ini"),
    ],
)
def test_the_deal_bar_shows_par_before_the_first_move(
    qtbot, restore_language, par_searched_patiently, language, tip
) -> None:
    """Not only after a win: the deal bar shows the par while the player can aim for it."""
    from pyramid_qt import i18n

    i18n.install_language(language)
    w = _window(qtbot)
    w.flow.play_code(W35)
    chip = w.deal_bar.par
    qtbot.waitUntil(chip.isVisible, timeout=60_000)
    assert (chip.text(), chip.toolTip()) == ("Par 27", tip)
    assert w.game.moves == 0
    assert w.flow.session is not None
    assert w.flow.session.stats.par(W35.text) == 27  # kept: the next time it shows at once
    w.flow.play_position(w.game.position)  # a position, not a deal: no par
    assert not chip.isVisible()


def test_a_known_par_shows_without_a_search_and_the_daily_deal_shows_its_par(qtbot) -> None:
    from pyramid_qt.services.daily import daily_deal

    w = _window(qtbot)
    day = date(2026, 12, 1)
    assert w.flow.session is not None
    w.flow.session.stats.set_par(daily_deal(day).text, 51)
    w.assist.play_daily(day)
    qtbot.waitUntil(lambda: w.deal_bar.par.isVisible(), timeout=5_000)
    assert w.deal_bar.par.text() == "Par 51"
    assert not w.assist.par_runner.busy  # known: nothing searched
    assert w.deal_bar.caption.text() == f"Daily deal {format_date(day)}:"  # the day as the locale writes it


@pytest.mark.parametrize(("language", "matched"), [("en", "Par 27: you matched it, a perfect game!"), ("id", None)])
def test_the_win_panel_says_par_was_matched_and_the_statistics_count_it(
    qtbot, restore_language, par_searched_patiently, language, matched
) -> None:
    from pyramid_qt import i18n
    from pyramid_qt.solver.par import find_par
    from pyramid_qt.ui.dialogs.statistics import StatisticsDialog

    i18n.install_language(language)
    w = _window(qtbot)
    w.flow.play_code(W35)
    qtbot.waitUntil(w.deal_bar.par.isVisible, timeout=60_000)
    for move in find_par(w.game.position).line:
        w.adapter.play(move)
    assert w.game.status is Status.WON and w.game.moves == 27
    body = w.end_panel.body.text()
    assert (matched or "Par 27: Anda menyamainya, permainan sempurna!") in body.splitlines()
    assert w.flow.session is not None
    stats = w.flow.session.stats
    assert stats.summary("W").perfect == 1
    dialog = StatisticsDialog(stats, w, current_rules_field="W")
    qtbot.addWidget(dialog)
    assert dialog.tiles["perfect"].value.text() == "1"


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
    w.actions_.new_game_dialog.trigger()
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


def test_the_results_chart_tells_a_win_with_help(qtbot, restore_language) -> None:
    from pyramid_qt import i18n
    from pyramid_qt.store.stats import WON
    from pyramid_qt.ui.dialogs.results_chart import RESULT_COLOURS, WITH_HELP, ChartGame, ResultsChart

    i18n.install_language("en")
    chart = ResultsChart()
    qtbot.addWidget(chart)
    chart.set_games([ChartGame(WON, 28, 60.0, 50, "assisted"), ChartGame(WON, 28, 60.0, 50)])
    assert chart.tooltip_text(0) == "Game 1: won with help in 1:00, 50 moves"
    assert chart.tooltip_text(1) == "Game 2: won in 1:00, 50 moves"
    assert RESULT_COLOURS[WITH_HELP] != RESULT_COLOURS[WON]


def test_a_resumed_game_keeps_its_daily_date_and_assistance(qtbot) -> None:
    first = _window(qtbot)
    first.actions_.daily.trigger()
    first.flow.extras.demo_moves = 3
    first.adapter.play(first.game.legal_moves()[0])
    first.close()
    second = _window(qtbot)
    second.flow.resume_or_deal()
    assert second.flow.extras.daily == date.today()
    assert second.flow.extras.demo_moves == 3


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


def _lose_t32(w: MainWindow) -> None:
    """PY1-T-AAAAABG (verified winnable) lost by always playing the first legal move: 35 moves, 13 cards."""
    w.flow.play_code(DealCode(32, PRESETS["T"]))
    while not w.game.is_over:
        w.adapter.play(w.game.legal_moves()[0])
    assert w.game.status is Status.LOST


def test_a_lost_game_reviewed_stays_lost_with_its_undos(qtbot) -> None:
    """After a loss, "Where did it go wrong?" takes the board back without counting undos or reopening the loss
    (leaving the game would then record it as abandoned)."""
    w = _window(qtbot)
    _lose_t32(w)
    session = w.flow.session
    assert session is not None
    game_id = session.stats_id
    moves, undos = w.game.moves, w.game.undos
    _review(qtbot, w)
    review = w.assist.review
    assert review is not None and review.went_wrong and review.moves_back > 0
    assert len(w.game.history) == review.index  # the board went back to where it went wrong
    assert w.game.undos == undos and w.counters.undos.text().endswith(f" {undos}")
    assert session.stats.game(game_id).result == "lost"
    w.flow.play_code(DealCode(1))  # leaving it: a loss stays a loss
    record = session.stats.game(game_id)
    assert (record.result, record.moves, record.undos) == ("lost", moves, undos)


def test_playing_on_after_the_review_of_a_loss_records_nothing_more(qtbot) -> None:
    w = _window(qtbot)
    _lose_t32(w)
    session = w.flow.session
    assert session is not None
    game_id, moves = session.stats_id, w.game.moves
    rows = len(session.stats.games())
    _review(qtbot, w)
    while not w.game.is_over:  # the lesson, played to its end
        w.adapter.play(w.game.legal_moves()[0])
    assert w.game.moves > moves
    w.flow.play_code(DealCode(1))
    assert len(session.stats.games()) == rows
    record = session.stats.game(game_id)
    assert (record.result, record.moves) == ("lost", moves)  # the game's own figures, not the lesson's
    assert session.stats.summary("T").played == 1


@pytest.mark.parametrize(
    ("language", "proof", "counts", "after"),
    [
        (
            "en",
            "The solver proved that this deal could not be won from its first card: no move of yours lost it.",
            "The most pyramid cards any play could remove: 15 of 28. You removed 11.",
            "After Queen of spades + Ace of clubs (red frames), fewer than 15 could be removed.",
        ),
        (
            "id",
            "Komputer membuktikan bahwa deal ini memang tidak bisa dimenangkan sejak awal: bukan langkah Anda yang"
            " membuat kalah.",
            "Kartu piramida terbanyak yang bisa disingkirkan: 15 dari 28. Anda menyingkirkan 11.",
            "bingkai merah",
        ),
    ],
)
def test_the_review_of_a_deal_lost_from_the_start(qtbot, restore_language, language, proof, counts, after) -> None:
    """After losing PY1-T-AAAAAAD, unwinnable from the deal, the loss panel offers the review, and it tells the proof
    and the counts, not only "The solver could not show that this game was ever winnable"."""
    from PySide6.QtWidgets import QPushButton

    from pyramid_qt import i18n
    from pyramid_qt.services.review import LostDealReview

    i18n.install_language(language)
    w = _window(qtbot)
    w.flow.play_code(DealCode.parse("PY1-T-AAAAAAD"))
    while not w.game.is_over:
        w.adapter.play(w.game.legal_moves()[0])
    assert w.game.status is Status.LOST and w.game.position.pyramid_removed == 11
    undos = w.game.undos
    buttons = {button.text(): button for button in w.end_panel.findChildren(QPushButton) if not button.isHidden()}
    with qtbot.waitSignal(w.assist.runner.finished, timeout=60_000):
        buttons[assist_texts.review_button()].click()
    review = w.assist.review
    assert isinstance(review, LostDealReview) and (review.best, review.player) == (15, 11)
    body = w.check_panel.body.text().splitlines()
    assert body[:2] == [proof, counts]
    assert after in body[2]
    assert review.losing_move == Move.parse("QS+AC") and len(w.game.history) == review.index
    assert {card.code for card in w.controller.wrong} == {"QS", "AC"}
    assert review.better_move is not None and review.better_move in w.game.legal_moves()
    assert solve(w.game.position.apply(review.better_move)).best_removed == 15
    assert w.game.undos == undos  # looking back is not an undo
    # Its sentences read flush left (centred, they were a ragged block); the check's verdict in the same panel is
    # centred again.
    assert w.check_panel.body.alignment() & Qt.AlignmentFlag.AlignLeft
    with qtbot.waitSignal(w.runner.finished, timeout=60_000):
        w.actions_.check.trigger()
    assert w.check_panel.body.alignment() & Qt.AlignmentFlag.AlignHCenter


def test_a_deal_that_might_be_a_dead_end_shows_no_par_until_proven_winnable(qtbot, par_searched_patiently) -> None:
    """A par exists only for a winnable deal: on a "might be a dead end" deal the chip would give the secret away
    before the end; once a check proves the deal winnable, the par shows."""
    from pyramid_qt.engine import DealLabel

    w = _window(qtbot)
    assert w.flow.session is not None
    w.flow.session.stats.set_par(W35.text, 27)
    w.flow.play_code(W35, DealLabel.MIGHT_BE_DEAD_END)
    qtbot.waitUntil(lambda: w.deal_bar.difficulty.isVisible(), timeout=5_000)  # the deal's late work has run
    assert not w.deal_bar.par.isVisible() and not w.assist.par_runner.busy
    with qtbot.waitSignal(w.questions.verdict, timeout=60_000):
        w.actions_.check.trigger()
    assert w.flow.revealed is Verdict.WINNABLE
    assert w.deal_bar.par.isVisible() and w.deal_bar.par.text() == "Par 27"
