"""Back to the last winnable step."""

from __future__ import annotations

from pyramid_qt.engine import Card, Game, Move, parse_position
from pyramid_qt.solver import last_winnable_index
from pyramid_qt.solver.history import positions_of

from .test_examples import SEED_003


def test_losing_move_points_back_one_step() -> None:
    game = Game(parse_position(SEED_003))
    game.play(Move.pair(Card.parse("5H"), Card.parse("8C")))
    assert last_winnable_index(game) == 0
    assert positions_of(game)[0] == game.history[0].before


def test_still_winnable_points_at_the_current_position() -> None:
    game = Game(parse_position(SEED_003))
    game.play(Move.pair(Card.parse("5H"), Card.parse("8D")))
    assert last_winnable_index(game) == 1


def test_history_tuple_form_and_never_winnable() -> None:
    lost = parse_position(SEED_003).apply(Move.pair(Card.parse("5H"), Card.parse("8C")))
    game = Game(lost)
    assert last_winnable_index((game.history, game.position)) is None


def test_cancel_returns_none() -> None:
    game = Game(parse_position(SEED_003))
    assert last_winnable_index(game, cancel=lambda: True) is None
