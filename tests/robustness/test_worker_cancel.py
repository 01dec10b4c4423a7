"""The solver worker lets go when the player moves on: no job outlives a new deal, and none holds up quitting.

The worker runs one job at a time, so a job that ignores its cancel flag also holds up every later hint and
check behind it, and ``closeEvent`` waits for it.  The solver is replaced here by a search that only ends when
cancelled (or after a minute), so the test shows whether each question passes its cancel flag on.
"""

from __future__ import annotations

import time
from types import SimpleNamespace

import pytest

from pyramid_qt.engine import DealCode, DealLabel, Game, RuleSet, Status
from pyramid_qt.solver import api, history
from pyramid_qt.solver.result import Verdict
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow
from pyramid_qt.ui.solver_jobs import JobPurpose


def _endless_solve(position, time_limit=None, node_limit=None, cancel=None, **_options):
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not (cancel is not None and cancel()):
        time.sleep(0.005)
    return SimpleNamespace(verdict=Verdict.UNKNOWN, best_move=None, solution=None)


def _lost_deal() -> tuple[DealCode, list]:
    """A W1 deal (no label table) that the first-legal-move player loses, and those moves."""
    rules = RuleSet.from_field("W1")
    for number in range(1, 200):
        game = Game.from_code(DealCode(number, rules))
        moves = []
        while not game.is_over:
            move = game.legal_moves()[0]
            game.play(move)
            moves.append(move)
        if game.status is Status.LOST:
            return DealCode(number, rules), moves
    raise AssertionError("no lost deal found")


@pytest.fixture
def endless_solver(monkeypatch):
    monkeypatch.setattr(api, "solve", _endless_solve)
    monkeypatch.setattr(history, "solve", _endless_solve)


def test_the_reveal_at_the_end_of_a_full_random_round_stops_for_a_new_deal(qtbot, endless_solver):
    window = MainWindow(speed=Speed.OFF)
    qtbot.addWidget(window)
    window.show()
    code, moves = _lost_deal()
    window.flow.play_code(code, DealLabel.MIGHT_BE_DEAD_END)
    for move in moves:
        window.adapter.play(move)
    assert window.game.status is Status.LOST
    assert window.runner.purpose is JobPurpose.REVEAL  # the true label of the deal is being worked out

    window.flow.play_code(DealCode(3))  # the player moves on

    assert not window.runner.busy
    assert window.runner.wait(10000)  # the worker is free again (not after a minute)


def test_the_reveal_searches_a_deal_its_table_left_undecided(monkeypatch):
    import threading

    from pyramid_qt import solver
    from pyramid_qt.services import solver_bridge

    undecided = SimpleNamespace(label=lambda number: Verdict.UNKNOWN)
    monkeypatch.setattr(solver, "load_labels", lambda rules, game=None: undecided)  # at the package's boundary
    monkeypatch.setattr(history, "solve", lambda *args, **kwargs: SimpleNamespace(verdict=Verdict.WINNABLE))
    monkeypatch.setattr(history, "_cache", type(history._cache)())  # the made-up verdict stays in this test
    assert solver_bridge.true_label(DealCode(4321, RuleSet.from_field("W1")), threading.Event()) is Verdict.WINNABLE
