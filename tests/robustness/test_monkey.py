"""The seeded monkey on the real window (settings, saved game and statistics in the test's temporary folders).

CI size: 350 actions for each of three seeds.  ``PYRAMID_QT_MONKEY_ACTIONS=10000`` runs one long seed as well
(seven to eight minutes on this 2-core machine; ``python tools/monkey.py --actions 10000`` prints the full
report).  The short ``tests/ui/test_monkey_small.py`` stays as the quick smoke run without a store.
"""

from __future__ import annotations

import os

import pytest

from tools.monkey_driver import Monkey, MonkeyFailure, open_window

CI_ACTIONS = 350
LONG_ACTIONS = int(os.environ.get("PYRAMID_QT_MONKEY_ACTIONS", "0") or 0)


def _run(qtbot, seed: int, actions: int) -> Monkey:
    windows = []

    def make_window():
        window = open_window()
        qtbot.addWidget(window)
        windows.append(window)
        return window

    monkey = Monkey(make_window(), seed, make_window=make_window)
    report = monkey.run(actions)
    print(report.summary())
    monkey.window.close()
    return monkey


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_monkey_keeps_the_invariants(qtbot, restore_language, seed):
    monkey = _run(qtbot, seed, CI_ACTIONS)
    report = monkey.report
    assert sum(report.actions.values()) == CI_ACTIONS
    assert report.checks >= CI_ACTIONS and report.board_checks > 0 and report.verified_moves > 0
    assert report.games_started >= 2
    assert report.animated_actions >= 100  # the second block of every run has animations on


@pytest.mark.skipif(not LONG_ACTIONS, reason="set PYRAMID_QT_MONKEY_ACTIONS=10000 for the long run")
def test_monkey_long_run(qtbot, restore_language):
    report = _run(qtbot, 20261129, LONG_ACTIONS).report
    assert sum(report.actions.values()) == LONG_ACTIONS


def test_a_broken_invariant_is_reported(qtbot, restore_language):
    """The checks can fail: a card item moved by hand off its place is caught with the seed and step."""
    window = open_window()
    qtbot.addWidget(window)
    monkey = Monkey(window, 5)
    monkey.window.scene.finish_animations()
    card = next(iter(window.game.position.cards_on_table()))
    window.scene.cards[card].moveBy(40, 0)
    with pytest.raises(MonkeyFailure, match=f"monkey seed 5, step 0: {card.code} is at"):
        monkey.check()
