"""Random sequences of play, "Show me how" (started, let run, interrupted), "Where did it go wrong?", undo, redo,
the daily deal and new deals, through the real window: nothing raises and the board always shows the game."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from pyramid_qt.engine import DealCode, Status
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.services.session import GameSession
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.dialogs import confirm
from pyramid_qt.ui.main_window import MainWindow


def _consistent(w: MainWindow) -> None:
    position = w.game.position
    on_table = set(position.cards_on_table())
    won = w.game.status is Status.WON
    for card, item in w.scene.cards.items():
        if won and card not in on_table:
            continue  # the win's picture shows the removed cards sorted by suit
        assert item.isVisible() == (card in on_table), card


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_assistance(qtbot, monkeypatch, seed: int) -> None:
    rng = random.Random(seed)
    # Leaving a game in progress asks first (a modal box): the player here always says yes, or says no at random.
    monkeypatch.setattr(confirm, "confirm_discard", lambda *_args, **_kwargs: rng.random() < 0.8)
    w = MainWindow(speed=Speed.OFF, session=GameSession())
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.show()
    qtbot.waitExposed(w)
    w.flow.play_code(DealCode(rng.choice([1, 5, 6, 8]), PRESETS["W"]))
    for _ in range(25):
        action = rng.choice(["move", "move", "move", "demo", "review", "undo", "redo", "daily", "new"])
        if action == "move" and w.game.legal_moves():
            w.adapter.play(rng.choice(w.game.legal_moves()))
        elif action == "demo" and not w.game.is_over:
            with qtbot.waitSignal(w.assist.runner.finished, timeout=60_000):
                w.actions_.show_me_how.trigger()
            demo = w.assist.demo
            if demo is not None and demo.running and rng.random() < 0.5:
                QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton)
            elif demo is not None and demo.running:
                qtbot.waitUntil(lambda: not w.assist.demo_running, timeout=60_000)
        elif action == "review" and w.game.can_undo:
            with qtbot.waitSignal(w.assist.runner.finished, timeout=60_000):
                w.actions_.review.trigger()
        elif action == "undo" and w.game.can_undo:
            w.flow.undo()
        elif action == "redo" and w.game.can_redo:
            w.flow.redo()
        elif action == "daily":
            w.actions_.daily.trigger()
        elif action == "new":
            w.flow.play_code(DealCode(rng.randint(1, 5000), PRESETS[rng.choice("NWT")]))
        w.scene.finish_animations()
        _consistent(w)
    w.close()
