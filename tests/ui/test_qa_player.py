"""Defects found by playing the game as a player would on a real X server (both languages, 800x600 and
1920x1080), each with the test that failed before its fix."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QPushButton

from pyramid_qt import app
from pyramid_qt.engine import DealCode
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.services.session import GameSession
from pyramid_qt.solver import Verdict
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow
from pyramid_qt.ui.texts import assist as assist_texts

W1 = DealCode(1, PRESETS["W"])  # winnable, par 43


def _window(qtbot) -> MainWindow:
    w = MainWindow(speed=Speed.OFF, session=GameSession())
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def refuse(monkeypatch) -> list[str]:
    """Every "leave the game in progress?" question is answered Cancel; the list collects the questions."""
    asked: list[str] = []

    def fake_exec(box: QMessageBox) -> int:
        asked.append(box.text())
        box.button(QMessageBox.StandardButton.Cancel).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    return asked


def test_a_second_copy_does_not_throw_away_the_game_in_progress(qtbot, refuse) -> None:
    """Starting pyramid-qt again with a deal replaced a game of 91 moves without a word."""
    w = _window(qtbot)
    w.flow.play_code(W1)
    w.adapter.play(w.game.legal_moves()[0])
    app._take_request(w, {"code": "PY1-T-AAAAAAD", "position": None})
    qtbot.waitUntil(lambda: bool(refuse))
    assert refuse == [QCoreApplication.translate("Confirm", "Start a new game?")]
    assert w.game.code == W1 and w.game.moves == 1


def test_a_second_copy_deals_at_once_when_nothing_is_in_play(qtbot, refuse) -> None:
    w = _window(qtbot)
    w.flow.play_code(W1)
    app._take_request(w, {"code": "PY1-T-AAAAAAD", "position": None})
    qtbot.waitUntil(lambda: w.game.code is not None and w.game.code.text == "PY1-T-AAAAAAD")
    assert refuse == []


def _panel_buttons(panel) -> list[str]:
    """The texts of the panel's buttons (those of its last set_buttons, not the ones being deleted)."""
    return [button.text() for button in panel.findChildren(QPushButton) if button.parent() is panel]


def test_a_deal_lost_from_the_start_offers_no_undo_or_replay_that_do_nothing(qtbot) -> None:
    """ "Can I still win?" at the deal of a lost deal offered Undo and Replay this deal: neither did anything."""
    w = _window(qtbot)
    w.flow.play_code(DealCode.parse("PY1-TD-AAAAAAF"))  # proven unwinnable from its first card
    with qtbot.waitSignal(w.questions.verdict, timeout=120_000) as answer:
        w.actions_.check.trigger()
    assert answer.args == [Verdict.UNWINNABLE]
    assert _panel_buttons(w.check_panel) == [QCoreApplication.translate("CheckPanel", "Close")]
    w.check_panel.hide()
    w.adapter.play(w.game.legal_moves()[0])  # once a move is played, Undo has something to undo
    with qtbot.waitSignal(w.questions.verdict, timeout=120_000):
        w.actions_.check.trigger()
    assert QCoreApplication.translate("CheckPanel", "Undo") in _panel_buttons(w.check_panel)


def test_a_deal_lost_from_its_first_card_is_not_reviewed_as_the_players_fault(qtbot) -> None:
    """The loss panel of a proven-unwinnable deal offers "Where did it go wrong?": the review of such a deal says it
    was lost from the deal, by proof, and how many cards any play could have removed (not "The solver could not show
    that this game was ever winnable", in a second panel over the first)."""
    from pyramid_qt.services.review import LostDealReview

    w = _window(qtbot)
    w.flow.play_code(DealCode.parse("PY1-TD-AAAAAAF"))
    qtbot.waitUntil(lambda: w.flow.label is not None)  # "Might be a dead end": the end tells the true label
    with qtbot.waitSignal(w.questions.revealed, timeout=120_000):
        while not w.game.is_over:
            w.adapter.play(w.game.legal_moves()[0])
    assert w.flow.revealed is Verdict.UNWINNABLE
    assert assist_texts.review_button() in _panel_buttons(w.end_panel)
    with qtbot.waitSignal(w.assist.runner.finished, timeout=120_000):
        w.actions_.review.trigger()  # also in the menu (F8)
    review = w.assist.review
    assert isinstance(review, LostDealReview)
    assert w.check_panel.body.text() == assist_texts.review_lost_deal_text(review)
    assert "no move of yours lost it" in w.check_panel.body.text()


def test_the_window_fits_a_small_screen(qtbot) -> None:
    """On an 800x600 screen the window came up 1100x760: the status bar and the bottom row were off the screen."""
    w = MainWindow(speed=Speed.OFF)
    qtbot.addWidget(w)
    free = w.screen().availableGeometry()
    assert w.width() > free.width()  # the first size is larger than the test screen
    app._fit_window(w)
    assert w.width() <= free.width() and w.height() <= free.height() - app.TITLE_BAR_ALLOWANCE
    fitting = MainWindow(speed=Speed.OFF)
    qtbot.addWidget(fitting)
    fitting.resize(600, 500)
    app._fit_window(fitting)  # a window that fits keeps its size
    assert (fitting.width(), fitting.height()) == (600, 500)


def test_a_language_switch_keeps_the_panels_last_answer(qtbot, restore_language) -> None:
    """After "Where did it go wrong?" ("Nothing went wrong yet") and then "Can I still win?" ("Proven
    unwinnable") in the same panel, switching to Indonesian put the old review answer back: the panel told a
    lost position "Belum ada yang salah: posisi ini masih bisa dimenangkan"."""
    from pyramid_qt import i18n
    from pyramid_qt.engine import Move
    from pyramid_qt.ui import texts

    w = _window(qtbot)
    w.flow.play_code(DealCode.parse("PY1-W-AAAAAAI"))
    for move in ("KD", "AH+QS", "7C+6C"):  # two moves of a winning line, then the one that loses
        w.adapter.play(Move.parse(move))
    w.flow.undo()
    with qtbot.waitSignal(w.assist.runner.finished, timeout=120_000):
        w.actions_.review.trigger()
    assert w.check_panel.body.text() == assist_texts.review_nothing_wrong()
    w.flow.redo()
    with qtbot.waitSignal(w.questions.verdict, timeout=120_000):
        w.actions_.check.trigger()
    i18n.install_language("id")
    qtbot.wait(10)
    assert w.check_panel.title.text() == texts.verdict_text(Verdict.UNWINNABLE) == "Terbukti tidak bisa tamat"
    assert w.check_panel.body.text() == QCoreApplication.translate(
        "CheckPanel", "No sequence of moves can win from here."
    )


def test_the_help_explains_what_the_solver_adds(qtbot, restore_language) -> None:
    """The deal bar shows "Hard", the win panel "Par 43", the menus "Show me how", "Where did it go wrong?" and
    "Daily deal": the help said nothing of any of them."""
    from pyramid_qt import i18n
    from pyramid_qt.ui.texts import help as help_texts

    w = _window(qtbot)
    for language, expected in (
        ("en", ("Show me how", "Where did it go wrong?", "Par", "Easy, Medium, Hard, Expert", "Daily deal")),
        (
            "id",
            (
                "Tunjukkan caranya",
                "Di mana salahnya?",
                "Mudah, Sedang, Sulit, Ahli",
                "Deal harian",
                "Bantuan lain dari komputer",
            ),
        ),
    ):
        i18n.install_language(language)
        page = help_texts.help_html(w.actions())
        for text in expected:
            assert text in page, (language, text)


def test_indonesian_calls_the_solver_by_one_name() -> None:
    """The hint and the review name the same helper with one Indonesian word, "komputer", everywhere (not "solver"
    here and "pemecah" there, nor "Solver menemukan jalan…" left untranslated); only the program's name
    pyramid-qt-solve keeps its English."""
    import re
    import xml.etree.ElementTree as ET
    from pathlib import Path

    catalogue = Path(__file__).resolve().parents[2] / "translations" / "pyramid_qt_id.ts"
    translations = [element.text or "" for element in ET.parse(catalogue).iter("translation")]
    assert [text for text in translations if re.search(r"\bsolver\b", text, re.IGNORECASE)] == []
    assert [text for text in translations if "pemecah" in text.lower()] == []
    assert sum("komputer" in text.lower() for text in translations) >= 10


@pytest.mark.parametrize(
    ("language", "caption", "toast"),
    [
        ("en", "Daily deal November 30, 2026:", "Daily deal November 30, 2026"),
        ("id", "Deal harian 30 November 2026:", "Deal harian 30 November 2026"),
    ],
)
def test_the_deal_bar_says_a_daily_deal_is_one(
    qtbot, restore_language: None, language: str, caption: str, toast: str
) -> None:
    """A toast said "Daily deal 2026-11-30" for a few seconds; then nothing told the daily deal from any other.  The
    date is the language's, not ISO."""
    from datetime import date

    from pyramid_qt import i18n

    i18n.install_language(language)
    w = _window(qtbot)
    w.assist.play_daily(date(2026, 11, 30))
    qtbot.waitUntil(lambda: w.deal_bar.caption.text() == caption)
    assert w.toast.text() == toast
    w.flow.play_code(W1)  # another deal: the plain caption again
    qtbot.waitUntil(lambda: w.deal_bar.caption.text() == "Deal:")  # "Deal:" in both languages


def test_going_back_to_the_last_winnable_step_is_saved(qtbot, monkeypatch) -> None:
    """ "Where did it go wrong?" (and "Back to the last winnable step") took 24 moves back but saved nothing: a
    restart put the lost position back, the undos uncounted."""
    from pyramid_qt.engine import Move

    w = _window(qtbot)
    w.flow.play_code(DealCode.parse("PY1-W-AAAAAAI"))
    for move in ("KD", "AH+QS", "7C+6C"):  # two moves of a winning line, then the one that loses
        w.adapter.play(Move.parse(move))
    saved: list[tuple[int, int]] = []
    assert w.flow.session is not None
    save = w.flow.session.save

    def spy(game, seconds, extra) -> None:
        saved.append((len(game.history), game.undos))
        save(game, seconds, extra)

    monkeypatch.setattr(w.flow.session, "save", spy)
    with qtbot.waitSignal(w.assist.runner.finished, timeout=120_000):
        w.actions_.review.trigger()
    assert len(w.game.history) == 2  # back before 7C+6C
    assert saved and saved[-1] == (2, w.game.undos)


def test_todays_daily_deal_played_again_from_the_statistics_is_still_the_daily(qtbot, monkeypatch) -> None:
    """Replay in Statistics dealt today's daily deal as a plain code: the deal bar lost "Daily deal" and its goals
    no longer counted, though Replay on the board keeps them."""
    from datetime import date

    from pyramid_qt.services.daily import daily_deal
    from pyramid_qt.ui import window_dialogs

    day = date(2026, 11, 30)
    monkeypatch.setattr(window_dialogs, "_today", lambda: day)
    w = _window(qtbot)
    w.assist.play_daily(day)
    w.flow.play_code(W1)  # another game, then back to today's daily deal from the statistics
    assert w.flow.extras.daily is None
    qtbot.waitUntil(lambda: w.deal_bar.caption.text() == "Deal:")
    window_dialogs.replay_code(w.dialog_host, daily_deal(day).text)
    assert w.flow.game.code == daily_deal(day)
    assert w.flow.extras.daily == day
    qtbot.waitUntil(lambda: w.deal_bar.caption.text() == assist_texts.daily_title(day) + ":")

    window_dialogs.replay_code(w.dialog_host, daily_deal(date(2026, 11, 29)).text)  # another day's: a plain deal
    assert w.flow.game.code == daily_deal(date(2026, 11, 29))
    assert w.flow.extras.daily is None
