"""The demo hands the game back as soon as its last move is played (seen on a real X server: after "Show me how" won,
the status line kept "Watch: the solver plays. Click or press any key to take over." through the whole win
animation, and a key pressed then only "took over" a game already won)."""

from __future__ import annotations

from pyramid_qt.engine import Move
from pyramid_qt.ui.assist.demo_player import DemoPlayer
from pyramid_qt.ui.board.speeds import Speed


def test_the_demo_ends_with_its_last_move_not_with_the_animation_after_it(qtbot):
    played: list[Move] = []
    line = [Move.parse("draw"), Move.parse("draw")]
    # The board animates for ever once the last move is played (the win animation, as far as the demo can tell).
    player = DemoPlayer(line, played.append, lambda: len(played) == len(line), Speed.OFF)
    ended: list[bool] = []
    player.finished.connect(ended.append)
    player.start()
    qtbot.waitUntil(lambda: ended != [])
    assert ended == [True] and played == line and not player.running


def test_a_demo_waits_for_each_move_to_be_shown_before_the_next(qtbot):
    played: list[Move] = []
    animating = [False]

    def play(move: Move) -> None:
        played.append(move)
        animating[0] = True  # this move's cards are moving

    player = DemoPlayer([Move.parse("draw")] * 3, play, lambda: animating[0], Speed.OFF)
    player.start()
    qtbot.waitUntil(lambda: len(played) == 1)
    qtbot.wait(50)
    assert len(played) == 1 and player.running  # the next move waits while the first one moves
    animating[0] = False
    qtbot.waitUntil(lambda: len(played) == 2)
