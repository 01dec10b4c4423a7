"""With passes that never run out (the default rules), once the solver has proven that no other pyramid card can be
removed, the player is told so once, in both languages, and offered to end the game; it ends only if they accept
(else it goes on until the talon is empty, which it never is here).  Through the real window."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton

from pyramid_qt import i18n
from pyramid_qt.engine import DealCode, Status
from pyramid_qt.engine.result import Outcome
from pyramid_qt.services.session import GameSession
from pyramid_qt.solver import solve
from pyramid_qt.solver.best import best_line
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow

STUCK = DealCode.parse("PY1-N-AAAAAAJ")  # no play removes more than 12 of its 28 pyramid cards
WORDS = {
    "en": ("No more cards can be removed", "(12 of 28 are gone)", "End the game", "Keep playing"),
    "id": (
        "Tidak ada lagi kartu yang bisa disingkirkan",
        "(12 dari 28 sudah disingkirkan)",
        "Akhiri permainan",
        "Terus bermain",
    ),
}


def _window(qtbot) -> MainWindow:
    w = MainWindow(speed=Speed.OFF, session=GameSession())
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: not w.first_frame_pending)  # the assistant, which watches, is built after it
    return w


def _new_round(qtbot, w: MainWindow) -> None:
    """Draw the stock out, then start another round, and wait for the solver's look after it."""
    while w.game.position.stock:
        w.controller.draw_or_recycle()
    with qtbot.waitSignal(w.assist.dead_end.runner.finished, timeout=60_000):
        w.controller.draw_or_recycle()


def _stuck(qtbot, w: MainWindow) -> None:
    """Every pyramid card that can ever go, gone."""
    w.flow.play_code(STUCK)
    best = solve(w.game.position).best_removed
    assert best == 12
    for move in best_line(w.game.position, best) or []:
        w.adapter.play(move)
    assert w.game.position.pyramid_removed == 12 and not w.game.is_over


def _buttons(w: MainWindow) -> dict[str, QPushButton]:
    return {button.text(): button for button in w.check_panel.findChildren(QPushButton) if button.isVisible()}


@pytest.mark.parametrize("language", ["en", "id"])
def test_told_once_and_the_game_goes_on_unless_ended(qtbot, restore_language, language):
    i18n.install_language(language)
    title, count, end, keep = WORDS[language]
    w = _window(qtbot)
    _stuck(qtbot, w)
    _new_round(qtbot, w)
    panel = w.check_panel
    assert panel.isVisible() and panel.title.text() == title
    assert count in panel.body.text()
    assert list(_buttons(w)) == [end, keep]
    assert not w.game.is_over  # only told
    _buttons(w)[keep].click()
    assert not panel.isVisible() and not w.game.is_over
    while w.game.position.stock:
        w.controller.draw_or_recycle()
    w.controller.draw_or_recycle()  # another round: said once a game, so not asked again
    assert not w.assist.dead_end.runner.busy
    assert not panel.isVisible() and not w.game.is_over


@pytest.mark.parametrize("language", ["en", "id"])
def test_ending_it_records_a_loss(qtbot, restore_language, language):
    i18n.install_language(language)
    w = _window(qtbot)
    _stuck(qtbot, w)
    _new_round(qtbot, w)
    _buttons(w)[WORDS[language][2]].click()
    assert w.game.status is Status.LOST and w.game.ended_by_player
    assert w.flow.result is not None and w.flow.result.outcome is Outcome.LOST
    ended = {
        "en": "Game ended: no more cards could be removed",
        "id": "Permainan diakhiri: tidak ada lagi kartu yang bisa disingkirkan",
    }
    assert w.end_panel.isVisible() and w.end_panel.title.text() == ended[language]
    assert not w.check_panel.isVisible()


def test_not_told_while_a_card_can_still_be_removed(qtbot):
    w = _window(qtbot)
    w.flow.play_code(STUCK)
    _new_round(qtbot, w)  # at the deal's start: 12 cards can go
    assert w.assist.dead_end.told is False
    assert not (w.check_panel.isVisible() and w.check_panel.filled_by is w.assist.dead_end)
