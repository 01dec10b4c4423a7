"""Through the window: the stock count under web rules counts the face-up top too, and the status bar,
the end panel and the statistics show one time for a finished game."""

from __future__ import annotations

import pytest

from pyramid_qt.engine import Card, Game, Move, parse_position
from pyramid_qt.services.session import GameSession
from pyramid_qt.ui import texts
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.game_clock import GameClock
from pyramid_qt.ui.main_window import MainWindow

C = Card.parse


def _apex_left(stock: str, waste: str = "AS", apex: str = "QC") -> Game:
    """Web rules, every pyramid card gone but the apex; ``stock`` top first (its top face up)."""
    rows = [apex] + [" ".join(["--"] * n) for n in range(2, 8)]
    text = "\n".join(
        ["# pyramid position v1", "rules: W", "pyramid:", *rows, f"stock: {stock}", f"waste: {waste}", "pass: 1"]
    )
    return Game(parse_position(text), None)


class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _window(qtbot, clock: GameClock | None = None, session: GameSession | None = None) -> MainWindow:
    w = MainWindow(speed=Speed.OFF, clock=clock, session=session)
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.show()
    qtbot.waitExposed(w)
    return w


def _shown_time(label_text: str) -> str:
    return label_text.rsplit(" ", 1)[-1]


def test_a_face_up_king_alone_on_the_stock_is_counted(qtbot):
    w = _window(qtbot)
    w.flow.start_game(_apex_left("KD"))
    assert w.scene.cards[C("KD")].isVisible() and w.scene.cards[C("KD")].face_up
    assert w.scene.stock_pile.caption == "1"
    w.flow.start_game(_apex_left("5C 6D"))
    assert w.scene.stock_pile.caption == "2"


def test_the_board_and_the_end_panel_count_the_same_stock(qtbot):
    w = _window(qtbot)
    w.flow.start_game(_apex_left("KD 5C"))
    w.adapter.play(Move.parse("QC+AS"))  # the last pyramid card: won with two stock cards left
    assert w.end_panel.isVisible()
    assert "Stock cards left: 2" in w.end_panel.body.text().split("\n")
    assert w.scene.stock_pile.caption == "2"


def test_the_status_bar_shows_the_end_panels_time_when_the_game_ends(qtbot):
    fake = FakeTime()
    w = _window(qtbot, GameClock(fake))
    w.flow.start_game(_apex_left("KD"))
    w.adapter.play(Move.parse("KD"))  # the first move starts the clock
    fake.now += 12.8

    # Saving the move (the saved game, the statistics) takes a moment between the counters' update and the end.
    def slow_save(_move: object) -> None:
        fake.now += 0.5

    w.adapter.movePlayed.connect(slow_save)
    w.adapter.play(Move.parse("QC+AS"))
    assert w.end_panel.isVisible()
    panel_time = next(line for line in w.end_panel.body.text().split("\n") if line.startswith("Time: "))
    assert _shown_time(panel_time) == "0:13"
    assert _shown_time(w.counters.time.text()) == _shown_time(panel_time)


@pytest.mark.parametrize("fraction", [0.9996, 0.9999])
def test_the_statistics_keep_the_time_the_end_panel_shows(qtbot, fraction):
    """The statistics keep milliseconds: a time a hair under a whole second was shown as 0:59 and kept as 1:00."""
    fake = FakeTime()
    session = GameSession()
    w = _window(qtbot, GameClock(fake), session)
    w.flow.start_game(_apex_left("KD"))
    w.adapter.play(Move.parse("KD"))
    fake.now += 59 + fraction
    w.adapter.play(Move.parse("QC+AS"))
    record = session.stats.game(session.stats_id)
    assert record is not None and record.active_seconds is not None
    shown = texts.format_time(w.clock.elapsed())
    assert texts.format_time(record.active_seconds) == shown == "1:00"
    assert _shown_time(w.counters.time.text()) == shown
