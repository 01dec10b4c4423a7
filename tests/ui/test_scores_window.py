"""The scoring systems through the real window, in English and Indonesian: the Preferences choice changes the status
bar and the end panel, the best score possible shows only when proven, and the Par Pyramid match survives a
restart and a damaged match file."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from pyramid_qt import i18n, solver
from pyramid_qt.engine import DealCode, Move, MoveKind, Position, RuleSet, Status
from pyramid_qt.engine.games import ENGINE_GAMES
from pyramid_qt.engine.scoring import System, game_scores
from pyramid_qt.services.session import GameSession
from pyramid_qt.solver import Verdict, solve
from pyramid_qt.solver.score import BestScore
from pyramid_qt.store.match import match_file
from pyramid_qt.store.settings import Settings
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.dialogs.preferences import PreferencesDialog
from pyramid_qt.ui.main_window import MainWindow
from pyramid_qt.ui.texts import help as help_texts
from tests.helpers.engine import position
from tests.helpers.window import click_card, click_stock

# The pyramid's top three rows; the stock holds a Jack for the 2 and a King: a win can leave the King behind.
ROWS = ("KD", "6C 7H", "5S 8D 2S")
STOCK = "JC KH"
WASTE = "4C"

TEXTS = {
    "en": {
        "score": "Score: {}",
        "cards": "Cards left: {}",
        "line": "Score (Microsoft-style): {}",
        "best": "Score (Microsoft-style): {} of a possible {}",
        "match": "Score: {} · match {}, game {} of 6",
        "damaged": "The Par Pyramid match file was damaged: a new match was started (a copy was kept)",
        "pyramide": "Score (Pyramide): {} of a possible {}",
    },
    "id": {
        "score": "Skor: {}",
        "cards": "Sisa kartu: {}",
        "line": "Skor (gaya Microsoft): {}",
        "best": "Skor (gaya Microsoft): {} dari kemungkinan {}",
        "match": "Skor: {} · pertandingan {}, permainan {} dari 6",
        "damaged": "Berkas pertandingan Par Pyramid rusak: pertandingan baru dimulai (salinannya disimpan)",
        "pyramide": "Skor (Pyramide): {} dari kemungkinan {}",
    },
}


def _window(qtbot, settings: Settings, session: GameSession | None = None) -> MainWindow:
    window = MainWindow(settings=settings, session=session, speed=Speed.OFF)
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    return window


def _settings(tmp_path: Path, scoring: System | None = None, rules: str | None = None) -> Settings:
    settings = Settings(tmp_path / "prefs.ini")
    if scoring is not None:
        settings.scoring = scoring
    if rules is not None:
        settings.set_rules(RuleSet.from_field(rules))
    return settings


def _choose_in_preferences(window: MainWindow, system: System) -> None:
    """Settings → Preferences, the scoring list set to ``system``, OK."""

    def choose() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PreferencesDialog)
        combo = dialog.preference_editors["scoring"].combo
        combo.setCurrentIndex(combo.findData(str(system)))
        dialog.buttons.accepted.emit()

    QTimer.singleShot(0, choose)
    window.actions_.preferences.trigger()
    QApplication.processEvents()


def _win_leaving_the_king(window: MainWindow) -> None:
    """A pyramid pair, a draw and the Jack with the 2, the last pair and the apex King: the stock's King stays."""
    click_card(window, "5S")
    click_card(window, "8D")
    click_stock(window)
    click_card(window, "2S")
    click_card(window, "JC")
    click_card(window, "6C")
    click_card(window, "7H")
    click_card(window, "KD")


@pytest.mark.parametrize("language", ["en", "id"])
def test_the_preferences_choice_changes_the_status_bar_and_the_end_panel(qtbot, tmp_path, restore_language, language):
    i18n.install_language(language)
    words = TEXTS[language]
    window = _window(qtbot, _settings(tmp_path))
    window.flow.play_position(position("N", *ROWS, stock=STOCK, waste=WASTE))
    score = window.counters.score
    assert score.isVisibleTo(window) and score.text() == words["score"].format(0)  # N's own: Pyramide
    click_card(window, "5S")
    click_card(window, "8D")
    assert score.text() == words["score"].format(20)

    _choose_in_preferences(window, System.MICROSOFT)
    assert score.text() == words["score"].format(5)  # one removal, no row yet
    _choose_in_preferences(window, System.CARDS_LEFT)
    assert score.text() == words["cards"].format(7)
    _choose_in_preferences(window, System.OFF)
    assert not score.isVisibleTo(window)
    _choose_in_preferences(window, System.MICROSOFT)
    assert score.isVisibleTo(window)

    with qtbot.waitSignal(window.scores.bestKnown, timeout=20000):
        _win_leaving_the_king(window)
    assert window.game.is_over
    body = window.end_panel.body.text()
    assert words["best"].format(920, 925) in body  # 4 removals and 3 rows; the stock's King would have made 925

    _choose_in_preferences(window, System.CARDS_LEFT)  # the panel follows the choice at once
    body = window.end_panel.body.text()
    assert words["line"].format(920) not in body
    assert words["cards"].format(2) in window.end_panel.body.text()


def test_the_best_possible_is_left_out_unless_proven(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(solver, "best_score", lambda *args, **kwargs: BestScore(None, 30.0, "time"))
    window = _window(qtbot, _settings(tmp_path, System.MICROSOFT))
    window.flow.play_position(position("N", *ROWS, stock=STOCK, waste=WASTE))
    with qtbot.waitSignal(window.scores.bestKnown, timeout=20000):
        _win_leaving_the_king(window)
    body = window.end_panel.body.text()
    assert "Score (Microsoft-style): 920" in body
    assert "of a possible" not in body


def test_web_rules_show_no_score_by_default(qtbot, tmp_path):
    window = _window(qtbot, _settings(tmp_path, rules="W"))
    window.flow.play_code(DealCode(5, RuleSet.from_field("W")))
    assert not window.counters.score.isVisibleTo(window)
    window.flow.play_code(DealCode(5))
    assert window.counters.score.isVisibleTo(window)


def _abandon_a_game(window: MainWindow, number: int) -> None:
    """Deal ``number``, draw once, and leave it for the next deal: an abandoned game, minus its 28 pyramid cards."""
    window.flow.play_code(DealCode(number))
    click_stock(window)
    window.flow.play_code(DealCode(number + 1))


@pytest.mark.parametrize("language", ["en", "id"])
def test_the_match_survives_a_restart_and_a_damaged_file(qtbot, tmp_path, restore_language, language):
    i18n.install_language(language)
    words = TEXTS[language]
    settings = _settings(tmp_path, System.PAR_MATCH)
    first = _window(qtbot, settings, GameSession())
    first.flow.play_code(DealCode(40))
    assert first.counters.score.text() == words["match"].format(-28, 0, 1)
    _abandon_a_game(first, 41)  # game 1: -28
    _abandon_a_game(first, 43)  # game 2: -28
    assert first.counters.score.text() == words["match"].format(-28, -56, 3)
    first.close()

    second = _window(qtbot, settings, GameSession())
    second.flow.resume_or_deal()
    assert second.counters.score.text() == words["match"].format(-28, -56, 3)
    second.close()

    match_file().write_bytes(b'{"format": "pyramid-qt-par-match", "version": 1, "scores": [12, "x"]')
    third = _window(qtbot, settings, GameSession())
    third.flow.resume_or_deal()
    qtbot.waitUntil(lambda: third.toast.text() == words["damaged"])
    assert third.game.code == DealCode(44)  # the saved game came back all the same
    assert third.counters.score.text() == words["match"].format(-28, 0, 1)  # a new match
    kept = list(match_file().parent.glob("par-match.json.damaged-*"))
    assert len(kept) == 1


@pytest.mark.parametrize(
    ("language", "tip"),
    [
        ("en", "5 a pair or King removed"),
        ("id", "5 per pasangan atau Raja yang disingkirkan"),
    ],
)
def test_each_system_in_the_list_says_how_it_counts(qtbot, tmp_path, restore_language, language, tip):
    i18n.install_language(language)
    dialog = PreferencesDialog(Settings(tmp_path / "prefs.ini"))
    qtbot.addWidget(dialog)
    combo = dialog.preference_editors["scoring"].combo
    index = combo.findData(str(System.MICROSOFT))
    assert combo.itemData(index, Qt.ItemDataRole.ToolTipRole).startswith(tip)


@pytest.mark.parametrize(
    ("language", "example", "names"),
    [
        ("en", "4 × 5 + 25 = 45", ["Pyramide (10 a card)", "Microsoft-style (pairs, rows)", "Par Pyramid match"]),
        ("id", "1.150", ["Pyramide (10 per kartu)", "Gaya Microsoft (pasangan, baris)", "Pertandingan Par Pyramid"]),
    ],
)
def test_help_explains_each_system_with_an_example(qtbot, restore_language, language, example, names):
    i18n.install_language(language)
    page = help_texts.help_html([])
    assert example in page
    for name in names:
        assert name in page
    assert page.count("Example:" if language == "en" else "Contoh:") >= 4  # every system that keeps a score


def test_a_lost_game_counts_once_in_the_match_and_an_undo_takes_it_back(qtbot, tmp_path):
    rules = RuleSet.from_field("T")
    window = _window(qtbot, _settings(tmp_path, System.PAR_MATCH, rules="T"), GameSession())
    window.flow.play_code(DealCode(1, rules))  # a deal no play can win: it ends lost
    while not window.game.is_over:
        window.adapter.play(window.game.legal_moves()[0])
    left = window.game.position.pyramid_remaining
    assert window.scores.match.scores == (-left,)
    assert f"Par Pyramid match: -{left} after game 1 of 6" in window.end_panel.body.text()
    window.flow.undo()  # the loss is reopened: it leaves the match until it ends again
    assert window.scores.match.scores == ()
    window.flow.redo()
    assert window.game.is_over
    assert window.scores.match.scores == (-left,)  # counted once again, not twice
    window.close()
    assert GameSession().load_match().scores == (-left,)


def test_a_new_game_stops_the_search_for_the_last_ones_best(qtbot, tmp_path, monkeypatch):
    started = []

    def slow(start, system, *, time_limit=None, cancel=None, memory_limit=None):
        started.append(start)
        stop = threading.Event()
        while cancel is not None and not cancel() and not stop.wait(0.01):  # until the window cancels it
            pass
        return BestScore(None, 0.0, "cancelled")

    monkeypatch.setattr(solver, "best_score", slow)
    window = _window(qtbot, _settings(tmp_path, System.MICROSOFT))
    window.flow.play_position(position("N", *ROWS, stock=STOCK, waste=WASTE))
    _win_leaving_the_king(window)
    qtbot.waitUntil(lambda: bool(started))
    assert window.scores.runner.busy
    window.flow.play_code(DealCode(3))
    assert not window.scores.runner.busy


def test_the_statistics_keep_every_systems_score_and_the_panel_tells_the_shown_ones_record(qtbot, tmp_path):
    window = _window(qtbot, _settings(tmp_path, System.MICROSOFT), GameSession())
    code = DealCode(1)
    start = Position.from_deal(code.deal(), code.rules)
    for line in (solver.find_par(start).line, solver.solve(start).solution):  # a shortest win, then a longer one
        window.flow.play_code(code)
        for move in line:
            window.adapter.play(move)
        assert window.game.is_over
    session = window.session
    assert session is not None and session.stats_id is not None
    assert session.stats.scores(session.stats_id) == game_scores(window.game)
    microsoft = game_scores(window.game)["microsoft"]
    lines = window.end_panel.body.text().splitlines()
    records = [line for line in lines if line.startswith("New record for this deal")]
    assert len(records) == 1 and f"score {microsoft} (was " in records[0]
    assert records[0].count("score") == 1  # Cards left's record, beaten too, is not the system shown


GIZA = "PY1-GIZA-N-AAAAAAB"  # deal 1: winnable


def number_text(value: int, language: str) -> str:
    return f"{value:,}" if language == "en" else f"{value:,}".replace(",", ".")


def _win_by_clicks(window: MainWindow, qtbot) -> None:
    """The solver's winning line of the deal on the board, played by clicking its cards."""
    solved = solve(window.game.position)
    assert solved.verdict is Verdict.WINNABLE
    with qtbot.waitSignal(window.scores.bestKnown, timeout=30000):
        for move in solved.solution:
            _click_move(window, move)
    assert window.game.status is Status.WON


def _click_move(window: MainWindow, move: Move) -> None:
    if move.kind is MoveKind.REMOVE_KING and move.cards[0] not in window.game.position.cards_on_table():
        return  # already removed by "Remove Kings automatically"
    for card in move.cards:
        click_card(window, card.code)


@pytest.mark.parametrize("language", ["en", "id"])
def test_a_giza_win_scores_every_card_of_a_possible_every_card(qtbot, tmp_path, restore_language, language):
    i18n.install_language(language)
    words = TEXTS[language]
    window = _window(qtbot, _settings(tmp_path))  # the rules' own: Pyramide
    window.flow.play_code(DealCode.parse(GIZA, games=ENGINE_GAMES))
    score = window.counters.score
    assert score.isVisibleTo(window) and score.text() == words["score"].format(0)
    _choose_in_preferences(window, System.CARDS_LEFT)
    assert score.text() == words["cards"].format(52)  # the 24 reserve cards are on the table too
    _choose_in_preferences(window, System.RULES)
    _win_by_clicks(window, qtbot)
    assert score.text() == words["score"].format(520)  # its win takes all 52 cards: 10 each
    assert words["pyramide"].format(520, 520) in window.end_panel.body.text()

    with qtbot.waitSignal(window.scores.bestKnown, timeout=30000):
        _choose_in_preferences(window, System.MICROSOFT)  # 28 removals 5 each and the seven rows' 1,150
    most = number_text(1290, language)
    assert words["best"].format(most, most) in window.end_panel.body.text()
    _choose_in_preferences(window, System.CARDS_LEFT)
    assert score.text() == words["cards"].format(0)  # the reserves count: none left


@pytest.mark.parametrize("language", ["en", "id"])
def test_the_par_pyramid_match_shows_no_score_in_giza(qtbot, tmp_path, restore_language, language):
    i18n.install_language(language)
    window = _window(qtbot, _settings(tmp_path, System.PAR_MATCH))
    window.flow.play_code(DealCode.parse(GIZA, games=ENGINE_GAMES))
    assert not window.counters.score.isVisibleTo(window)  # the match is one of Pyramid games: no number here
    solved = solve(window.game.position)
    for move in solved.solution:
        _click_move(window, move)
    assert window.game.status is Status.WON and window.end_panel.isVisible()
    body = window.end_panel.body.text()
    assert "Par Pyramid" not in body and ("Score" if language == "en" else "Skor") not in body
    assert window.scores.match.scores == ()  # a Giza game does not count in the match
    window.flow.play_code(DealCode(5, RuleSet.from_field("N")))
    assert window.counters.score.isVisibleTo(window)  # a Pyramid game is scored again


@pytest.mark.parametrize(
    ("language", "par_tip", "help_text"),
    [
        ("en", "Pyramid only: other games show no score under it", "(a Pharaohs win is 2,015 at most)"),
        (
            "id",
            "Khusus Pyramid: permainan lain tidak menampilkan skor dengannya",
            "(kemenangan Pharaohs paling banyak 2.015)",
        ),
    ],
)
def test_preferences_and_help_say_what_each_system_counts_in_the_other_games(
    qtbot, tmp_path, restore_language, language, par_tip, help_text
):
    i18n.install_language(language)
    dialog = PreferencesDialog(Settings(tmp_path / "prefs.ini"))
    qtbot.addWidget(dialog)
    combo = dialog.preference_editors["scoring"].combo
    tip = combo.itemData(combo.findData(str(System.PAR_MATCH)), Qt.ItemDataRole.ToolTipRole)
    assert tip.endswith(par_tip)
    assert help_text in help_texts.help_html([])


def test_the_statistics_keep_each_games_best_scores_apart(qtbot, tmp_path):
    window = _window(qtbot, _settings(tmp_path), GameSession())
    window.flow.play_code(DealCode(1))  # Pyramid's deal 1, won
    for move in solve(window.game.position).solution:
        window.adapter.play(move)
    window.flow.play_code(DealCode.parse(GIZA, games=ENGINE_GAMES))
    for move in solve(window.game.position).solution:
        window.adapter.play(move)
    assert window.game.status is Status.WON
    session = window.session
    assert session is not None and session.stats_id is not None
    giza_scores = {"pyramide": 520, "microsoft": 1290, "cards_left": 0}  # no Par Pyramid score: it is Pyramid's
    assert session.stats.scores(session.stats_id) == giza_scores
    rules = window.game.rules.field
    assert dict(session.stats.rules_records(rules, game="GIZA").scores) == giza_scores
    pyramid_best = session.stats.rules_records(rules).scores
    assert pyramid_best["pyramide"] == 280 and pyramid_best["cards_left"] > 0  # a Pyramid win leaves its talon
