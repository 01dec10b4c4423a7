"""Animations leave nothing behind: every move animates most card items, so a finished animation must go.

Before the fix each animation left its group and tween as children of the card item, some two thousand
objects per game, growing all session long and making the exit slow.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from pyramid_qt.engine import DealCode
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow
from tests.helpers.window import click_stock


def _leftovers(window: MainWindow) -> int:
    return sum(len(item.findChildren(QObject)) for item in window.scene.cards.values())


def test_finished_and_snapped_animations_are_deleted(qtbot):
    window = MainWindow(speed=Speed.FAST)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    for number in (3, 4):
        window.flow.play_code(DealCode(number))
        qtbot.waitUntil(lambda: not window.scene.is_animating())  # the deal runs out by itself
        for _ in range(6):
            click_stock(window)  # each click snaps the running animations to their end
        window.flow.undo()
        window.scene.finish_animations()
    qtbot.wait(1)  # deleteLater is done by the event loop
    assert _leftovers(window) == 0
    assert not window.scene.is_animating()
