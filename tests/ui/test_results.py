"""Every result means what it says (the result model of pyramid_qt/engine/result.py), through the real window in
both languages: each player finding reproduced as it was met, then what the window must say instead."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from pyramid_qt import app, i18n
from pyramid_qt.engine import DRAW, DealCode, Status
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.services.session import GameSession
from pyramid_qt.solver import solve
from pyramid_qt.solver.par import find_par
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.game_clock import GameClock
from pyramid_qt.ui.main_window import MainWindow
from pyramid_qt.ui.texts import end as end_texts

W1 = DealCode(1, PRESETS["W"])  # winnable, par 43
T32 = DealCode(32, PRESETS["T"])  # verified winnable; always playing the first legal move loses it
N_WINS = (DealCode(1), DealCode(2))  # winnable N deals


class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _window(qtbot, clock: GameClock | None = None) -> MainWindow:
    w = MainWindow(speed=Speed.OFF, session=GameSession(), clock=clock)
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every question before a game is left is answered yes; the list collects what each one said."""
    questions: list[str] = []

    def fake_exec(box: QMessageBox) -> int:
        questions.append(f"{box.windowTitle()}\n{box.text()}\n{box.informativeText()}")
        accept = next(button for button in box.buttons() if button.objectName() == "discardButton")
        accept.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    yield questions


def _lose_t32(w: MainWindow) -> None:
    w.flow.play_code(T32)
    while not w.game.is_over:
        w.adapter.play(w.game.legal_moves()[0])
    assert w.game.status is Status.LOST


def _review(qtbot, w: MainWindow) -> None:
    with qtbot.waitSignal(w.assist.runner.finished, timeout=60_000):
        w.actions_.review.trigger()
    review = w.assist.review
    assert review is not None and review.went_wrong


def _win_from_here(w: MainWindow) -> None:
    for move in solve(w.game.position).solution:
        w.adapter.play(move)
    assert w.game.status is Status.WON


@pytest.mark.parametrize(
    ("language", "title", "practice_line"),
    [
        ("en", "Solved from the review — practice", "Practice: not counted in the statistics."),
        ("id", "Tamat dari tinjauan — latihan", "Latihan: tidak dihitung dalam statistik."),
    ],
)
def test_a_win_played_on_from_the_review_of_a_loss_is_practice(
    qtbot, restore_language, monkeypatch, language, title, practice_line
) -> None:
    """Found: lose, "Where did it go wrong?", play the blue-framed move and finish: the full win animation and
    "You won!", while the statistics kept the loss; the clock stayed where the loss had left it."""
    i18n.install_language(language)
    fake = FakeTime()
    w = _window(qtbot, GameClock(fake))
    celebrated: list[bool] = []
    monkeypatch.setattr(w.scene, "celebrate", lambda **_kw: celebrated.append(True))
    w.flow.play_code(T32)
    w.adapter.play(w.game.legal_moves()[0])
    fake.now += 60
    while not w.game.is_over:
        w.adapter.play(w.game.legal_moves()[0])
    _review(qtbot, w)
    ended_at = w.clock.elapsed()
    w.adapter.play(solve(w.game.position).solution[0])
    fake.now += 40
    assert w.clock.elapsed() == pytest.approx(ended_at + 40)  # the clock runs in practice as in any game
    _win_from_here(w)
    assert w.end_panel.isVisible()
    assert w.end_panel.title.text() == title
    assert practice_line in w.end_panel.body.text().splitlines()
    assert celebrated == []
    session = w.flow.session
    assert session is not None
    summary = session.stats.summary("T")
    assert (summary.played, summary.won) == (1, 0)


@pytest.mark.parametrize(
    ("language", "not_said"),
    [("en", "counts as abandoned"), ("id", "ditinggalkan")],
)
def test_a_deal_handed_over_after_a_reviewed_loss_is_played_without_calling_it_in_progress(
    qtbot, restore_language, asked, language, not_said
) -> None:
    """Found: handing a deal to the window after a recorded loss asked "The game in progress will be lost … counts as
    abandoned" (the loss had been looked back at: the board was back in play)."""
    i18n.install_language(language)
    w = _window(qtbot)
    _lose_t32(w)
    _review(qtbot, w)
    assert not w.game.is_over
    app._take_request(w, {"code": W1.text, "position": None})
    qtbot.waitUntil(lambda: w.game.code == W1)
    assert not any(not_said in question for question in asked)
    assert asked == []
    session = w.flow.session
    assert session is not None
    assert [record.result for record in session.stats.games()] == ["lost"]


ENDGAME = "\n".join(
    [
        "# pyramid position v1",
        "rules: N",
        "pyramid:",
        "5H",
        "8C 9C",
        *(" ".join(["--"] * n) for n in range(3, 8)),
        "stock: 2D 3D 4D",
        "waste: 6S",
        "pass: 1",
    ]
)


@pytest.mark.parametrize("language", ["en", "id"])
def test_a_pasted_position_is_practice_and_leaves_the_streak_alone(qtbot, restore_language, asked, language) -> None:
    """Found: after two N wins, paste a three-card endgame, draw a few times, open the daily deal: N showed 3 played,
    current streak 0 and an "Abandoned" bar."""
    from pyramid_qt.ui.dialogs.statistics import StatisticsDialog

    i18n.install_language(language)
    w = _window(qtbot)
    for code in N_WINS:
        w.flow.play_code(code)
        _win_from_here(w)
    QGuiApplication.clipboard().setText(ENDGAME)
    w.actions_.paste_position.trigger()
    assert w.game.code is None and w.game.position.pyramid_removed == 25
    for _ in range(2):
        w.adapter.play(DRAW)
    w.actions_.daily.trigger()
    assert w.game.code is not None
    session = w.flow.session
    assert session is not None
    summary = session.stats.summary("N")
    assert (summary.played, summary.won, summary.current_streak, summary.abandoned) == (2, 2, 2, 0)
    dialog = StatisticsDialog(session.stats, w, current_rules_field="N")
    qtbot.addWidget(dialog)
    assert [game.result for game in dialog.chart.games] == ["won", "won"]
    assert dialog.tiles["played"].value.text() == "2"
    assert dialog.tiles["currentStreak"].value.text() == "2"
    assert all("abandoned" not in question and "ditinggalkan" not in question for question in asked)


@pytest.mark.parametrize(
    ("language", "title", "par_words"),
    [
        ("en", "Won with {n} moves by Show me how", "by Show me how"),
        ("id", "Menang dengan {n} langkah dari Tunjukkan caranya", "oleh Tunjukkan caranya"),
    ],
)
def test_the_demos_moves_are_not_credited_to_the_player(
    qtbot, restore_language, monkeypatch, language, title, par_words
) -> None:
    """Found: after "Show me how" played 37 of 43 moves, the end panel said "Par 43 … (you: 43)"."""
    from pyramid_qt.ui.assist import deal_facts

    monkeypatch.setattr(deal_facts, "PAR_BEFORE_PLAY_SECONDS", 60.0)
    i18n.install_language(language)
    w = _window(qtbot)
    celebrated: list[bool] = []
    monkeypatch.setattr(w.scene, "celebrate", lambda **_kw: celebrated.append(True))
    w.flow.play_code(W1)
    for move in find_par(w.game.position).line[:6]:
        w.adapter.play(move)
    with qtbot.waitSignal(w.assist.runner.finished, timeout=60_000):
        w.actions_.show_me_how.trigger()
    demo = w.assist.demo
    assert demo is not None
    with qtbot.waitSignal(demo.finished, timeout=60_000):
        pass
    assert w.game.status is Status.WON and demo.played == w.game.moves - 6
    assert w.end_panel.title.text() == title.format(n=demo.played)
    qtbot.waitUntil(lambda: "Par 43" in w.end_panel.body.text(), timeout=120_000)
    par_line = next(line for line in w.end_panel.body.text().splitlines() if line.startswith("Par 43"))
    assert par_words in par_line and str(demo.played) in par_line
    assert "(you:" not in par_line and "(Anda:" not in par_line
    session = w.flow.session
    assert session is not None
    record = session.stats.game(session.stats_id)
    assert record is not None and (record.result, record.mode, record.demo_moves) == ("won", "assisted", demo.played)


@pytest.mark.parametrize(
    ("language", "title", "line"),
    [("en", "Won with 2 hints", "Hints: 2"), ("id", "Menang dengan 2 petunjuk", "Petunjuk: 2")],
)
def test_a_win_with_hints_says_so(qtbot, restore_language, monkeypatch, language, title, line) -> None:
    i18n.install_language(language)
    w = _window(qtbot)
    celebrated: list[bool] = []
    monkeypatch.setattr(w.scene, "celebrate", lambda **_kw: celebrated.append(True))
    w.flow.play_code(W1)
    for _ in range(2):
        with qtbot.waitSignal(w.questions.hintReady, timeout=60_000):
            w.actions_.hint.trigger()
    _win_from_here(w)
    assert w.end_panel.title.text() == title
    assert line in w.end_panel.body.text().splitlines()
    assert w.end_panel.title.text() != end_texts.won_title()
    session = w.flow.session
    assert session is not None
    summary = session.stats.summary("W")
    assert (summary.played, summary.won, summary.won_with_help, summary.current_streak) == (1, 1, 1, 1)
    assert summary.fewest_moves is None  # records are for games played on their own
