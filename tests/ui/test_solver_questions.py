"""The window's questions to the solver, through the real window: a hint in a lost game in both
languages, and the deal chip after "Can I still win?" proved the deal's fate."""

from __future__ import annotations

import functools

import pytest

from pyramid_qt import i18n
from pyramid_qt.engine import DealCode, DealLabel, Move, RuleSet
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.services.session import GameSession
from pyramid_qt.solver import Verdict, solve
from pyramid_qt.solver.result import Hint, HintKind, StopReason
from pyramid_qt.ui import texts
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow
from pyramid_qt.ui.over_board import toast as toast_module
from pyramid_qt.ui.texts import assist as assist_texts

W1_777 = DealCode(777, RuleSet.from_field("W1"))  # proven unwinnable; at most 24 of 28 can go
N3 = DealCode(3, PRESETS["N"])  # unwinnable from the deal
W1 = DealCode(1, PRESETS["W"])  # winnable


def _window(qtbot) -> MainWindow:
    w = MainWindow(speed=Speed.OFF, session=GameSession())
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.show()
    qtbot.waitExposed(w)
    return w


def _hint(qtbot, w: MainWindow) -> Hint:
    with qtbot.waitSignal(w.questions.hintReady, timeout=60_000) as answer:
        w.actions_.hint.trigger()
    hint = answer.args[0]
    assert isinstance(hint, Hint)
    return hint


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "This game can no longer be won; this move keeps the most cards removable: 24 of 28"),
        (
            "id",
            "Permainan ini tidak bisa dimenangkan lagi; langkah ini menjaga agar kartu yang bisa disingkirkan tetap"
            " sebanyak mungkin: 24 dari 28",
        ),
    ],
)
def test_a_lost_game_still_gets_a_hint_that_keeps_the_most_cards(qtbot, restore_language, language, words) -> None:
    i18n.install_language(language)
    w = _window(qtbot)
    w.flow.play_code(W1_777)
    hint = _hint(qtbot, w)
    assert hint.kind is HintKind.BEST_COUNT and hint.best == 24
    assert hint.move is not None and hint.move.is_removal
    assert w.controller.hint == frozenset(hint.move.cards)  # its frames are on the board
    assert all(w.scene.cards[card].hint_mark for card in hint.move.cards)
    assert w.toast.isVisible() and w.toast.text() == words
    after = solve(w.game.position.apply(hint.move))
    assert after.best_removed == 24  # the move really keeps 24 removable
    assert w.flow.extras.hints_used == 1
    # Asked at the deal, the hint proved the deal lost: the chip says so, not "Might be a dead end".
    assert w.deal_bar.deal_label.text() == texts.verdict_text(Verdict.UNWINNABLE)


@pytest.mark.parametrize(
    ("language", "words"),
    [
        (
            "en",
            "This game can no longer be won; ranking the moves needs more memory than the solver may use: try this one",
        ),
        (
            "id",
            "Permainan ini tidak bisa dimenangkan lagi; menilai langkah-langkahnya butuh memori lebih banyak daripada"
            " yang boleh dipakai komputer: coba langkah ini",
        ),
    ],
)
def test_a_hint_stopped_by_memory_says_so_not_time(
    qtbot, monkeypatch: pytest.MonkeyPatch, restore_language, language: str, words: str
) -> None:
    """W1 deal 16's best count takes about 9 MiB: with 4 the hint cannot rank the moves, and it says the memory ran
    out (it said the solver "had no time")."""
    from pyramid_qt import solver

    monkeypatch.setattr(solver, "best_move_hint", functools.partial(solver.best_move_hint, memory_limit=4 << 20))
    i18n.install_language(language)
    w = _window(qtbot)
    w.flow.play_code(DealCode(16, RuleSet.from_field("W1")))
    hint = _hint(qtbot, w)
    assert hint.kind is HintKind.LOST and hint.stopped_by is StopReason.MEMORY
    assert w.toast.isVisible() and w.toast.text() == words


def test_the_hint_of_a_lost_game_follows_the_game(qtbot) -> None:
    """After a move that throws cards away the next hint names the new, lower count."""
    w = _window(qtbot)
    w.flow.play_code(W1_777)
    start = w.game.position
    worse = next(move for move in start.legal_moves() if solve(start.apply(move)).best_removed < 24)
    w.adapter.play(worse)
    lower = solve(w.game.position).best_removed
    hint = _hint(qtbot, w)
    assert hint.kind is HintKind.BEST_COUNT and hint.best == lower < 24
    assert w.toast.text() == assist_texts.hint_text(hint)
    assert f"{lower} of 28" in w.toast.text()


def test_the_hint_of_a_lost_game_stays_until_the_next_move(qtbot, monkeypatch) -> None:
    """Its words stay beside its frames while the player weighs the move, however short the toast's reading times,
    a refused tap meanwhile shown under them; the next move takes both away."""
    monkeypatch.setattr(toast_module, "reading_time", lambda text, least=0: 1)  # every timed text gone in 1 ms
    w = _window(qtbot)
    w.flow.play_code(W1_777)
    hint = _hint(qtbot, w)
    words = assist_texts.hint_text(hint)
    assert words is not None and w.toast.message() == words
    w.toast.show_message("a refused tap")
    qtbot.wait(50)  # the event loop runs the toast's timers
    assert w.toast.message() == words
    assert hint.move is not None and w.controller.hint == frozenset(hint.move.cards)
    w.adapter.play(hint.move)
    assert w.toast.message() == ""


def test_a_winning_hint_says_nothing_more(qtbot) -> None:
    w = _window(qtbot)
    w.flow.play_code(W1)
    hint = _hint(qtbot, w)
    assert hint.kind is HintKind.WINNING and hint.move is not None
    assert not w.toast.isVisible()
    assert solve(w.game.position.apply(hint.move), want_best=False).verdict is Verdict.WINNABLE


def _check(qtbot, w: MainWindow) -> None:
    with qtbot.waitSignal(w.questions.verdict, timeout=60_000):
        w.actions_.check.trigger()


@pytest.mark.parametrize(
    ("language", "before", "after"),
    [("en", "Might be a dead end", "Proven unwinnable"), ("id", "Mungkin buntu", "Terbukti tidak bisa tamat")],
)
def test_a_check_that_proves_the_deal_lost_shows_it_on_the_deal_chip(
    qtbot, restore_language, language, before, after
) -> None:
    i18n.install_language(language)
    w = _window(qtbot)
    w.flow.play_code(N3, DealLabel.MIGHT_BE_DEAD_END)
    chip = w.deal_bar.deal_label
    assert chip.text() == before
    _check(qtbot, w)
    assert chip.text() == after == w.check_panel.title.text()
    assert w.flow.revealed is Verdict.UNWINNABLE


def test_a_check_in_mid_game_tells_the_deal_chip_what_it_proved(qtbot) -> None:
    """A winnable position proves its deal winnable; a lost one proves nothing of the deal until its start is
    searched too (the check searches it for "Back to the last winnable step")."""
    w = _window(qtbot)
    w.flow.play_code(W1, DealLabel.MIGHT_BE_DEAD_END)
    w.adapter.play(solve(w.game.position).solution[0])
    _check(qtbot, w)
    assert w.deal_bar.deal_label.text() == texts.verdict_text(Verdict.WINNABLE)
    w.flow.play_code(N3, DealLabel.MIGHT_BE_DEAD_END)
    w.adapter.play(w.game.legal_moves()[0])
    _check(qtbot, w)
    assert w.deal_bar.deal_label.text() == texts.verdict_text(Verdict.UNWINNABLE)


def test_a_lost_position_of_a_winnable_deal_leaves_the_chip_winnable_only_when_proven(qtbot) -> None:
    w = _window(qtbot)
    w.flow.play_code(DealCode(8, PRESETS["W"]), DealLabel.MIGHT_BE_DEAD_END)
    for move in solve(w.game.position).solution[:2]:
        w.adapter.play(move)
    w.adapter.play(Move.parse("7C+6C"))  # loses deal 8 from here (tests/ui/test_assist.py)
    _check(qtbot, w)
    assert w.check_panel.title.text() == texts.verdict_text(Verdict.UNWINNABLE)
    assert w.deal_bar.deal_label.text() == texts.verdict_text(Verdict.WINNABLE)  # its start was searched: winnable


def test_the_deal_chip_keeps_what_a_check_proved_after_a_restart_and_a_replay(qtbot) -> None:
    """Seen on a real X server: "Can I still win?" proved the deal lost ("Proven unwinnable" on the chip); after
    quitting and starting again the chip said "Might be a dead end" again, under a review saying the deal could not
    be won from its first card."""
    first = _window(qtbot)
    first.flow.play_code(N3, DealLabel.MIGHT_BE_DEAD_END)
    first.adapter.play(Move.parse("draw"))  # a game in progress: it comes back at the next start
    _check(qtbot, first)
    assert first.deal_bar.deal_label.text() == "Proven unwinnable"
    first.close()

    second = _window(qtbot)
    second.flow.resume_or_deal()
    assert second.game.code == N3
    assert second.flow.revealed is Verdict.UNWINNABLE
    assert second.deal_bar.deal_label.text() == "Proven unwinnable"
    second.flow.replay()  # the same cards: what was proven of them stays proven
    assert second.deal_bar.deal_label.text() == "Proven unwinnable"
