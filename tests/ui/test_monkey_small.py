"""A short seeded monkey run over the window: random clicks, keys, undo/redo, resizes, at normal animation speed.

pytest-qt fails the test on any exception raised inside Qt event handlers; the engine invariants are checked
after every step (52 distinct cards, the board shows exactly the cards on the table).
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from pyramid_qt.engine import DealCode, RuleSet
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow

KEYS = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Space, Qt.Key.Key_D]


@pytest.mark.parametrize("field", ["N", "W", "TUD", "TSXY"])
def test_monkey(qtbot, field):
    rng = random.Random(field)
    w = MainWindow(speed=Speed.NORMAL)
    qtbot.addWidget(w)
    w.resize(900, 650)
    w.show()
    qtbot.waitExposed(w)
    w.flow.play_code(DealCode(rng.randint(1, 20000), RuleSet.from_field(field)))
    viewport = w.view.viewport()
    for _ in range(250):
        roll = rng.random()
        if roll < 0.55:
            point = QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height()))
            QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
        elif roll < 0.75:
            QTest.keyClick(w.view, rng.choice(KEYS))
        elif roll < 0.85:
            (w.flow.undo if rng.random() < 0.6 else w.flow.redo)()
        elif roll < 0.9:
            w.resize(rng.randint(500, 1300), rng.randint(400, 900))
        elif roll < 0.93:
            w.flow.replay()
        else:
            w.controller.draw_or_recycle()
        if rng.random() < 0.3:
            qtbot.wait(rng.randint(1, 30))  # let some animations run part-way
        cards = list(w.game.position.cards_on_table())
        assert len(cards) == len(set(cards))
        assert len(cards) + len(w.game.removed_cards) == 52
    w.scene.finish_animations()
    shown = {card for card, item in w.scene.cards.items() if item.isVisible()}
    assert shown == set(w.game.position.cards_on_table())
