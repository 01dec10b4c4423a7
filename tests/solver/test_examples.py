"""The source examples and whole deals: verdicts, and solutions that replay to a win through the engine."""

from __future__ import annotations

import pytest

from pyramid_qt.engine import Card, DealCode, Game, Move, Position, RuleSet, Status, parse_position
from pyramid_qt.solver import Verdict, next_move_hint, solve
from tests.helpers.source_layout import spec_position

SEED_003 = """# pyramid position v1
rules: W
pyramid:
9S
5H 8C
-- -- --
-- -- -- --
-- -- -- -- --
-- -- -- -- -- --
-- -- -- -- -- -- --
stock:
waste: 4C 5D 8D
pass: 3
"""


def aaaaaas(stock_order: list[Card] | None = None) -> Position:
    return spec_position(stock_order=stock_order)


def replay(position: Position, moves: list[Move]) -> Game:
    game = Game(position)
    for move in moves:
        game.play(move)
    return game


def test_seed_003_endgame_is_winnable_in_three_removals() -> None:
    position = parse_position(SEED_003)
    result = solve(position)
    assert result.verdict is Verdict.WINNABLE
    assert replay(position, result.solution).status is Status.WON
    assert [move for move in result.solution if move.is_removal] == result.solution
    assert len(result.solution) == 3


def test_seed_003_endgame_is_lost_after_five_hearts_with_eight_clubs() -> None:
    position = parse_position(SEED_003).apply(Move.pair(Card.parse("5H"), Card.parse("8C")))
    result = solve(position)
    assert result.verdict is Verdict.UNWINNABLE
    assert result.best_exact
    assert result.best_removed == 27  # 5H and 8C gone; 9S can only go with 4C, buried under 5D and 8D


def test_hint_for_seed_003_is_a_winning_first_move() -> None:
    position = parse_position(SEED_003)
    hint = next_move_hint(position)
    assert hint is not None
    assert solve(position.apply(hint)).verdict is Verdict.WINNABLE


def test_aaaaaas_layout_gets_a_definite_verdict_with_a_checked_line() -> None:
    position = aaaaaas()
    result = solve(position, time_limit=60)
    assert result.verdict in (Verdict.WINNABLE, Verdict.UNWINNABLE)
    if result.verdict is Verdict.WINNABLE:
        assert replay(position, result.solution).status is Status.WON
        assert result.solution[0] == Move.king(Card.parse("KD"))  # Kings go first


@pytest.mark.parametrize("field", ["N", "N1", "N3", "NS", "W", "W1", "WS", "T", "TS", "TU", "NY", "NX", "WUY", "TD"])
def test_winnable_deals_replay_to_a_win(field: str) -> None:
    rules = RuleSet.from_field(field)
    decided = 0
    for number in range(1, 25):
        position = Position.from_deal(DealCode(number, rules).deal(), rules)
        result = solve(position, node_limit=20_000, want_best=False)
        if result.verdict is Verdict.WINNABLE:
            assert replay(position, result.solution).status is Status.WON
        decided += result.verdict is not Verdict.UNKNOWN
    assert decided > 0


def test_without_best_search_the_best_is_only_a_lower_bound() -> None:
    position = parse_position(SEED_003).apply(Move.pair(Card.parse("5H"), Card.parse("8C")))
    result = solve(position, want_best=False)
    assert result.verdict is Verdict.UNWINNABLE
    assert (result.best_removed, result.best_exact) == (position.pyramid_removed, False)


def test_budget_gives_unknown() -> None:
    rules = RuleSet.from_field("W1")
    position = Position.from_deal(DealCode(42, rules).deal(), rules)
    result = solve(position, node_limit=3000)
    assert result.verdict is Verdict.UNKNOWN
    assert result.nodes >= 3000


def test_cancel_flag_stops_the_search() -> None:
    rules = RuleSet.from_field("W1")
    position = Position.from_deal(DealCode(42, rules).deal(), rules)
    assert solve(position, cancel=lambda: True).verdict is Verdict.UNKNOWN


def test_won_position_is_winnable_with_nothing_to_play() -> None:
    position = parse_position(SEED_003)
    for move in solve(position).solution:
        position = position.apply(move)
    result = solve(position)
    assert result.verdict is Verdict.WINNABLE
    assert result.solution == []
    assert result.best_removed == 28


def test_solve_in_a_worker_thread_stops_when_cancelled() -> None:
    import threading

    rules = RuleSet.from_field("W1")
    position = Position.from_deal(DealCode(42, rules).deal(), rules)
    stop = threading.Event()
    results = []
    worker = threading.Thread(target=lambda: results.append(solve(position, cancel=stop.is_set)))
    stop.set()
    worker.start()
    worker.join(timeout=60)
    assert not worker.is_alive()
    assert results[0].verdict is Verdict.UNKNOWN
