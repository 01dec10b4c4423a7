"""The daily goals: three of rising difficulty a day, each with a proof the engine plays legally and that meets it;
the same on every run; a game meets a goal only by the player's own moves."""

from __future__ import annotations

from datetime import date, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from pyramid_qt.engine import Status
from pyramid_qt.engine.result import Aids, HowPlayed, Practice
from pyramid_qt.services.daily import daily_deal
from pyramid_qt.services.daily_goals import (
    KINGS,
    WINS,
    GoalKind,
    daily_goals,
    goal_met,
    kings_in_first_pass,
    proof_meets,
    replay,
    start_of,
)

days = st.integers(0, 3650).map(lambda n: date(2026, 1, 1) + timedelta(days=n))


@settings(max_examples=6, deadline=None, database=None)
@given(days)
def test_every_offered_goal_has_a_proof_that_replays_and_meets_it(day: date) -> None:
    goals = daily_goals(day)
    assert goals.code == daily_deal(day)
    assert len(goals.goals) == 3  # the daily deals are verified winnable: every tier has a proven goal
    assert len({goal.kind for goal in goals.goals}) == 3
    for goal in goals.goals:
        assert proof_meets(goals.code, goal)
        game = replay(goals.code, goal.proof)  # legal: an illegal move raises
        assert goal_met(goal, game, HowPlayed())
        if goal.kind in WINS:
            assert game.status is Status.WON
        if goal.kind is GoalKind.KINGS_FIRST_PASS:
            assert kings_in_first_pass([(step.move, step.before) for step in game.history]) == KINGS
        # Practice, or moves played by "Show me how", meet no goal, whatever the line.
        assert not goal_met(goal, game, HowPlayed(practice=Practice.REVIEW))
        assert not goal_met(goal, game, HowPlayed(Aids(demo_moves=1)))


def test_the_goals_are_the_same_on_every_run_and_rise_in_difficulty() -> None:
    day = date(2026, 12, 10)
    first, again = daily_goals(day), daily_goals(day)
    assert first == again
    tiers = [
        {GoalKind.CLEAR, GoalKind.NO_HINTS},
        {GoalKind.NO_UNDO, GoalKind.WITHIN_MOVES, GoalKind.KINGS_FIRST_PASS},
        {GoalKind.WITHIN_MOVES, GoalKind.ONE_PASS, GoalKind.SCORE},
    ]
    assert all(goal.kind in tier for goal, tier in zip(first.goals, tiers, strict=True))


def test_a_goal_not_met_by_the_game_played() -> None:
    day = date(2026, 12, 7)
    goals = daily_goals(day)
    code = goals.code
    unplayed = replay(code, [])
    for goal in goals.goals:
        assert not goal_met(goal, unplayed, HowPlayed())
    win = next(goal for goal in goals.goals if goal.kind in WINS)
    helped = HowPlayed(Aids(hints=1))
    won = replay(code, win.proof)
    assert goal_met(win, won, helped) is (win.kind is not GoalKind.NO_HINTS)
    assert start_of(code) == won.start
