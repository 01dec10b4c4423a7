"""Records through the real window (en, id): a win on one's own that beats the deal's and the rule set's records says
"New record" on the end panel, a deal won before shows its record to beat on the deal bar, and a win with help or
practice sets none."""

from __future__ import annotations

import pytest

from pyramid_qt import i18n
from pyramid_qt.engine import DealCode, Status
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.services.session import GameSession
from pyramid_qt.solver import solve
from pyramid_qt.solver.par import find_par
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.game_clock import GameClock
from pyramid_qt.ui.main_window import MainWindow

W1 = DealCode(1, PRESETS["W"])  # par 43; the solver's first line is longer


class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _window(qtbot, fake: FakeTime) -> MainWindow:
    w = MainWindow(speed=Speed.OFF, session=GameSession(), clock=GameClock(fake))
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.show()
    qtbot.waitExposed(w)
    return w


def _play(w: MainWindow, fake: FakeTime, line: list, seconds: float) -> None:
    w.adapter.play(line[0])
    fake.now += seconds
    for move in line[1:]:
        w.adapter.play(move)
    assert w.game.status is Status.WON


@pytest.mark.parametrize(
    ("language", "deal_line", "rules_line", "chip"),
    [
        (
            "en",
            "New record for this deal: 43 moves (was {long}), 1:00 (was 2:30)",
            "New record for these rules: 43 moves (was {long}), 1:00 (was 2:30)",
            "Record: {long} moves, 2:30",
        ),
        (
            "id",
            "Rekor baru deal ini: 43 langkah (sebelumnya {long}), 1:00 (sebelumnya 2:30)",
            "Rekor baru aturan ini: 43 langkah (sebelumnya {long}), 1:00 (sebelumnya 2:30)",
            "Rekor: {long} langkah, 2:30",
        ),
    ],
)
def test_a_better_win_is_a_new_record_and_the_deal_bar_shows_the_record_to_beat(
    qtbot, restore_language, language, deal_line, rules_line, chip
) -> None:
    i18n.install_language(language)
    fake = FakeTime()
    w = _window(qtbot, fake)
    w.flow.play_code(W1)
    qtbot.waitUntil(lambda: not w.first_frame_pending)
    long_line = solve(w.game.position).solution
    assert len(long_line) > 43
    _play(w, fake, long_line, 150.0)
    body = w.end_panel.body.text().splitlines()
    assert not any(line.startswith(("New record", "Rekor baru")) for line in body)  # a first win beats nothing
    w.actions_.replay.trigger()
    qtbot.waitUntil(w.deal_bar.record.isVisible, timeout=5_000)
    assert w.deal_bar.record.text() == chip.format(long=len(long_line))
    _play(w, fake, find_par(w.game.position).line, 60.0)
    body = w.end_panel.body.text().splitlines()
    long = len(long_line)
    assert deal_line.format(long=long) in body
    assert rules_line.format(long=long) in body
    assert w.deal_bar.record.text() == chip.format(long=43).replace("2:30", "1:00")  # the record to beat now
    assert w.end_panel.title.text() in ("You won!", "Anda menang!")


def test_a_win_with_help_beats_no_record_and_practice_shows_none(qtbot, restore_language) -> None:
    i18n.install_language("en")
    fake = FakeTime()
    w = _window(qtbot, fake)
    w.flow.play_code(W1)
    _play(w, fake, solve(w.game.position).solution, 150.0)
    w.actions_.replay.trigger()
    with qtbot.waitSignal(w.questions.hintReady, timeout=60_000):
        w.actions_.hint.trigger()
    _play(w, fake, find_par(w.game.position).line, 60.0)
    assert not any(line.startswith("New record") for line in w.end_panel.body.text().splitlines())
    assert w.end_panel.title.text() == "Won with 1 hint"
    w.flow.play_position(w.game.start)  # the same cards as a position: practice, no record to beat
    qtbot.wait(50)
    assert not w.deal_bar.record.isVisible()
