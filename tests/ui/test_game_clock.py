"""Game time: starts at the first move, pauses while inactive, freezes at the end (injected clock)."""

from __future__ import annotations

from pyramid_qt.ui.game_clock import GameClock


class FakeTime:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_time_starts_at_first_move_and_pauses_while_inactive():
    fake = FakeTime()
    clock = GameClock(fake)
    fake.now += 5
    assert clock.elapsed() == 0.0  # no move yet
    clock.start()
    fake.now += 3
    assert clock.elapsed() == 3.0
    clock.set_paused(True)
    fake.now += 60
    assert clock.elapsed() == 3.0
    clock.set_paused(False)
    fake.now += 2
    assert clock.elapsed() == 5.0
    clock.stop()
    fake.now += 10
    assert clock.elapsed() == 5.0


def test_reset_restores_a_saved_time():
    fake = FakeTime()
    clock = GameClock(fake)
    clock.reset(42.0, started=True)
    fake.now += 1
    assert clock.elapsed() == 43.0
