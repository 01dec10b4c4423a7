"""Share a result through the real window (en, id): the end panel's Share button and the Game menu copy one line in
the player's language; a friend pastes it into New game or the paste action and gets the same deal."""

from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QPushButton

from pyramid_qt import i18n
from pyramid_qt.engine import DealCode, Status
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.services.session import GameSession
from pyramid_qt.solver.par import find_par
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.dialogs.new_game import NewGameDialog
from pyramid_qt.ui.game_clock import GameClock
from pyramid_qt.ui.main_window import MainWindow

DEAL = DealCode(1, PRESETS["W"])
SHARE = {"en": "Share", "id": "Bagikan"}
LINE = {
    "en": "Pyramid {day} PY1-W-AAAAAAB ✓ {moves} moves (par {par}) 1:12",
    "id": "Piramida {day} PY1-W-AAAAAAB ✓ {moves} langkah (par {par}) 1:12",
}


class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _won(qtbot, language: str) -> MainWindow:
    i18n.install_language(language)
    fake = FakeTime()
    w = MainWindow(speed=Speed.OFF, session=GameSession(), clock=GameClock(fake))
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.show()
    qtbot.waitExposed(w)
    w.flow.play_code(DEAL)
    qtbot.waitUntil(lambda: not w.first_frame_pending)
    line = find_par(w.game.position).line
    w.adapter.play(line[0])
    fake.now += 72.0
    for move in line[1:]:
        w.adapter.play(move)
    assert w.game.status is Status.WON
    qtbot.waitUntil(lambda: DEAL.text in w.assist.facts.par_known, timeout=20_000)
    return w


def _end_button(w: MainWindow, text: str) -> QPushButton:
    buttons = {b.text(): b for b in w.end_panel.findChildren(QPushButton) if b.parent() is w.end_panel}
    return buttons[text]


@pytest.mark.parametrize("language", ["en", "id"])
def test_share_copies_the_line_and_new_game_deals_it_again(qtbot, restore_language, monkeypatch, language) -> None:
    w = _won(qtbot, language)
    par = w.assist.facts.par_known[DEAL.text]
    QGuiApplication.clipboard().setText("")
    _end_button(w, SHARE[language]).click()
    shared = QGuiApplication.clipboard().text()
    assert shared == LINE[language].format(day=date.today().isoformat(), moves=w.game.moves, par=par)

    w.flow.new_random_game()
    assert w.game.code != DEAL

    def paste(dialog: NewGameDialog) -> int:
        dialog.entry.setText(shared)
        assert dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", paste)
    w.actions_.new_game_dialog.trigger()
    assert w.game.code == DEAL
    assert w.game.moves == 0 and w.game.status is Status.PLAYING


@pytest.mark.parametrize("language", ["en", "id"])
def test_the_menu_shares_and_the_paste_action_finds_the_code(qtbot, restore_language, language) -> None:
    w = _won(qtbot, language)
    assert w.actions_.share_result.isEnabled()
    QGuiApplication.clipboard().setText("")
    w.actions_.share_result.trigger()
    shared = QGuiApplication.clipboard().text()
    assert shared.startswith(("Pyramid ", "Piramida ")) and DEAL.text in shared
    w.flow.new_random_game()
    assert not w.actions_.share_result.isEnabled()  # nothing finished to share
    QGuiApplication.clipboard().setText(f"beat this!\n{shared}\n:)")
    w.actions_.paste_position.trigger()
    assert w.game.code == DEAL and w.game.moves == 0


def test_a_loss_is_shared_with_a_cross_and_without_par(qtbot, restore_language) -> None:
    i18n.install_language("id")
    w = MainWindow(speed=Speed.OFF, session=GameSession())
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.flow.play_code(DealCode(1, PRESETS["T"]))
    qtbot.waitUntil(lambda: not w.first_frame_pending)
    w.adapter.end_game()  # the player gives up
    assert w.game.status is Status.LOST
    w.actions_.share_result.trigger()
    shared = QGuiApplication.clipboard().text()
    assert shared.startswith(f"Piramida {date.today().isoformat()} PY1-T-AAAAAAB ✗ ")
    assert "(par" not in shared
