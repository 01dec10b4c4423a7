"""Par against a plain breadth-first search over engine positions, on small endgames under every rule set."""

from __future__ import annotations

from collections import deque

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.game import Game
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.engine.state import Position, Status
from pyramid_qt.solver import Verdict, solve
from pyramid_qt.solver.par import find_par, short_line
from tests.helpers.engine import dealt, played
from tests.solver.strategies import ALL_RULES, endgames


def shortest_win(position: Position, max_states: int = 200_000) -> int | None:
    """Breadth first over the engine's own moves: the fewest moves to a win, or ``None``."""

    def key(p: Position) -> Position:
        return p.replace(pass_number=1) if p.rules.passes is None else p

    if position.is_won:
        return 0
    seen = {key(position)}
    queue = deque([(position, 0)])
    while queue:
        current, depth = queue.popleft()
        for move in current.legal_moves():
            after = current.apply(move)
            if after.is_won:
                return depth + 1
            k = key(after)
            if k not in seen:
                assert len(seen) < max_states, "reference search too large"
                seen.add(k)
                queue.append((after, depth + 1))
    return None


def replay(position: Position, line: list) -> Game:
    game = Game(position)
    for move in line:
        game.play(move)
    return game


def check_par(position: Position) -> None:
    expected = shortest_win(position)
    result = find_par(position)
    if expected is None:
        assert result.par is None
        assert result.verdict is Verdict.UNWINNABLE
        return
    assert result.par == expected
    game = replay(position, result.line)
    assert game.status is Status.WON
    assert game.moves == expected


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames())
def test_par_is_the_fewest_moves_that_win(position: Position) -> None:
    check_par(position)


SINGLE_PILE = [rules for rules in ALL_RULES if not rules.draw_three]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(SINGLE_PILE), max_talon=9, max_seeds=3))
def test_par_with_longer_talons(position: Position) -> None:
    """Longer talons, where the draws and recycles make most of a shortest line."""
    check_par(position)


def test_par_of_a_whole_deal_replays_in_exactly_par_moves() -> None:
    code = DealCode(1, PRESETS["W"])
    position = Position.from_deal(code.deal(), code.rules)
    result = find_par(position)
    assert result.par is not None
    game = replay(position, result.line)
    assert game.status is Status.WON
    assert game.moves == result.par == len(result.line)


def test_no_par_when_the_budget_runs_out() -> None:
    code = DealCode(2, PRESETS["N"])
    position = Position.from_deal(code.deal(), code.rules)
    result = find_par(position, node_limit=2000)
    assert result.par is None
    assert result.line == []
    assert result.stopped_by == "nodes"


def test_par_search_tables_count_against_the_memory_limit() -> None:
    position = dealt("N", 2)
    assert find_par(position).stopped_by is None
    stopped = find_par(position, memory_limit=1_000_000)
    # the exact solver fits (the deal is known winnable), the par search's tables do not
    assert stopped.verdict is Verdict.WINNABLE
    assert stopped.par is None and stopped.stopped_by == "memory"


def test_a_won_position_has_par_zero() -> None:
    position = Position.from_deal(DealCode(1).deal(), PRESETS["N"])
    won = position.replace(pyramid=(None,) * 28)
    assert find_par(won).par == 0


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(SINGLE_PILE), max_talon=8, max_seeds=3))
def test_a_short_line_wins_and_is_no_shorter_than_par(position: Position) -> None:
    expected = shortest_win(position)
    line = short_line(position)
    if expected is None:
        assert line is None
        return
    assert line is not None
    game = replay(position, line)
    assert game.status is Status.WON
    assert len(line) >= expected


def test_a_short_line_for_a_whole_deal_beats_the_solver_line() -> None:
    code = DealCode(2, PRESETS["N"])
    position = Position.from_deal(code.deal(), code.rules)
    line = short_line(position, time_limit=30)
    assert line is not None
    assert replay(position, line).status is Status.WON
    assert len(line) < len(solve(position).solution)


def test_the_talon_is_keyed_up_to_suits() -> None:
    """Two cards of a rank side by side in what is left of the talon: taking either leaves the same game."""
    from pyramid_qt.solver.compact import CompactGame

    game = CompactGame(dealt("N5Y", 21))
    ranks = game.talon_rank
    t = next(t for t in range(game.n - 1) if ranks[t] == ranks[t + 1])
    full = (1 << game.n) - 1
    cut = game.n  # the whole talon in the waste
    assert game.up_to_suits(full & ~(1 << t), cut) == game.up_to_suits(full & ~(1 << t + 1), cut)
    assert game.up_to_suits(full & ~(1 << t), cut) == (full & ~(1 << t + 1), cut)
    u = next(u for u in range(game.n - 1) if ranks[u] != ranks[u + 1])
    assert game.up_to_suits(full & ~(1 << u), cut) != game.up_to_suits(full & ~(1 << u + 1), cut)
    # the cut follows the stock top: the card left after the gap, placed on the gap
    assert game.up_to_suits(full & ~(1 << t), t + 1) == (full & ~(1 << t + 1), t)


def test_the_one_pile_search_stores_states_equal_up_to_suits_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """N5Y deal 21 (talon pairing: pairs taken off the waste make cards of a rank meet): fewer states stored than
    with every suit told apart, for a line of the same length whose moves (with the real cards) win."""
    from pyramid_qt.solver.budget import Budget
    from pyramid_qt.solver.compact import CompactGame
    from pyramid_qt.solver.par.one_pile import line_of, search_one_pile

    position = dealt("N5Y", 21)
    upper = len(solve(position, want_best=False).solution)
    found = []
    for by_suit in (False, True):
        game = CompactGame(position)
        if by_suit:
            monkeypatch.setattr(game, "up_to_suits", lambda talon, cut: (talon, cut))
        budget = Budget(memory_limit=None)
        keys = search_one_pile(game, budget, upper)
        assert keys is not None
        line = line_of(game, keys)
        assert played(position, line).is_won
        found.append((len(line), budget.nodes))
    (merged_par, merged_nodes), (suited_par, suited_nodes) = found
    assert merged_par == suited_par
    assert merged_nodes < suited_nodes
