"""With "only verified winnable", rules without a shipped table search for a deal off the GUI thread.

The solver is replaced by fakes that block or answer what the test says, so nothing here depends on timing:
the tests wait on the worker's signals."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

from pyramid_qt.engine import DealLabel, Position, RuleSet
from pyramid_qt.engine.games import PYRAMID
from pyramid_qt.services import deal_choice
from pyramid_qt.solver import Verdict
from pyramid_qt.solver.labels import load_labels
from pyramid_qt.store.settings import Settings
from pyramid_qt.ui import texts
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow

NO_TABLE = "TUSD"


@pytest.fixture
def searching_window(qtbot, tmp_path) -> Iterator[MainWindow]:
    assert load_labels(NO_TABLE) is None
    settings = Settings(tmp_path / "p.ini")
    settings.set_rules(RuleSet.from_field(NO_TABLE))
    settings.winnable_only = True
    w = MainWindow(speed=Speed.OFF, settings=settings)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.flow.shutdown()


def test_the_search_runs_in_a_worker_while_the_window_handles_events(searching_window, qtbot, monkeypatch):
    w = searching_window
    entered, release = threading.Event(), threading.Event()
    threads: list[threading.Thread] = []
    accepted: list[int] = []

    def blocking_solver(position, seconds, cancel):
        threads.append(threading.current_thread())
        entered.set()
        release.wait(60)
        return Verdict.WINNABLE

    real_from_deal = Position.from_deal

    def remember(deal, rules, game=PYRAMID):
        accepted.append(deal)
        return real_from_deal(deal, rules, game)

    monkeypatch.setattr(deal_choice, "_solver_verdict", blocking_solver)
    monkeypatch.setattr(Position, "from_deal", staticmethod(remember))
    before = w.game
    w.flow.new_random_game()
    qtbot.waitUntil(entered.is_set)
    # The solver is stuck inside a candidate, yet the GUI thread goes on: a timer fires, the window says it is
    # looking, and the board still shows the game it had.
    ticked: list[bool] = []
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, lambda: ticked.append(True))
    qtbot.waitUntil(lambda: bool(ticked))
    assert threads and threads[0] is not threading.main_thread()
    assert w.flow.searching_deal
    assert w.statusBar().currentMessage() == texts.looking_for_deal()
    assert w.game is before
    with qtbot.waitSignal(w.flow.deal_search.finished, timeout=30000):
        release.set()
    assert w.flow.label is DealLabel.VERIFIED_WINNABLE
    assert w.game.code is not None and w.game.rules.field == NO_TABLE
    assert w.game.code.deal() == accepted[0]
    assert texts.deal_label_text(w.flow.label) == "Verified winnable"


@pytest.mark.parametrize("answer", [Verdict.UNKNOWN, Verdict.UNWINNABLE])
def test_a_deal_not_proven_winnable_is_labelled_might_be_a_dead_end_with_the_reason(
    searching_window, qtbot, monkeypatch, answer
):
    w = searching_window
    asked = threading.Event()

    def never_winnable(position, seconds, cancel):
        asked.set()
        return answer

    monkeypatch.setattr(deal_choice, "_solver_verdict", never_winnable)
    monkeypatch.setattr(deal_choice, "SEARCH_SECONDS", 0.05)
    with qtbot.waitSignal(w.flow.deal_search.finished, timeout=30000):
        w.flow.new_random_game()
    assert asked.is_set()
    assert w.flow.label is DealLabel.MIGHT_BE_DEAD_END
    assert texts.deal_label_text(w.flow.label) == "Might be a dead end"
    assert w.game.code is not None and w.game.rules.field == NO_TABLE
    assert w.toast.isVisible()
    assert texts.unverified_deal_reason(0.05) in w.toast.text()


def test_a_failing_solver_deals_an_unchecked_game_and_says_so(searching_window, qtbot, monkeypatch):
    w = searching_window

    def broken(position, seconds, cancel):
        raise RuntimeError("kaput")

    monkeypatch.setattr(deal_choice, "_solver_verdict", broken)
    with qtbot.waitSignal(w.flow.deal_search.failed, timeout=30000):
        w.flow.new_random_game()
    assert w.flow.label is DealLabel.MIGHT_BE_DEAD_END
    assert "kaput" in w.toast.text()


def test_another_game_started_meanwhile_cancels_the_search(searching_window, qtbot, monkeypatch):
    w = searching_window
    entered = threading.Event()
    stopped = threading.Event()

    def until_cancelled(position, seconds, cancel):
        entered.set()
        while not cancel():
            threading.Event().wait(0.01)
        stopped.set()
        return Verdict.UNKNOWN

    monkeypatch.setattr(deal_choice, "_solver_verdict", until_cancelled)
    w.flow.new_random_game()
    qtbot.waitUntil(entered.is_set)
    from pyramid_qt.engine import DealCode

    code = DealCode(77, RuleSet.from_field(NO_TABLE))
    w.flow.play_code(code)
    qtbot.waitUntil(stopped.is_set)
    w.flow.deal_search.wait(10000)
    qtbot.wait(0)  # let a late answer (there must be none) reach the window
    assert not w.flow.searching_deal
    assert w.game.code == code


def test_the_unverified_deal_and_its_reason_in_indonesian(searching_window, qtbot, monkeypatch, restore_language):
    from pyramid_qt import i18n

    w = searching_window
    assert i18n.install_language("id") == "id"
    monkeypatch.setattr(deal_choice, "_solver_verdict", lambda position, seconds, cancel: Verdict.UNKNOWN)
    monkeypatch.setattr(deal_choice, "SEARCH_SECONDS", 0.05)
    w.flow.new_random_game()
    assert w.statusBar().currentMessage() == "Mencari deal yang terbukti bisa tamat…"
    with qtbot.waitSignal(w.flow.deal_search.finished, timeout=30000):
        pass
    qtbot.waitUntil(lambda: w.deal_bar.deal_label.text() == "Mungkin buntu")
    assert "tidak ada deal yang terbukti bisa tamat dengan aturan ini" in w.toast.text()
