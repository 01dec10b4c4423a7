"""Saved games: a JSON round trip restores everything; damaged saves are refused with SaveGameError."""

from __future__ import annotations

import json

import pytest

from pyramid_qt.engine import DRAW, DealCode, Game, RuleSet
from pyramid_qt.engine.savegame import SaveGameError, game_from_json, game_to_dict, game_to_json

from .helpers import card, position


def played_game(field: str = "N", deal: int = 18) -> Game:
    """A game with removals, draws, a recycle (where the rules allow one), undos and a redo list."""
    game = Game.from_code(DealCode(deal, RuleSet.from_field(field)))
    for _ in range(60):
        moves = game.legal_moves()
        if not moves:
            break
        removals = [move for move in moves if move.is_removal]
        game.play(removals[0] if removals else moves[0])
    game.undo()
    game.undo()
    game.redo()
    game.undo()
    game.undo()
    return game


def assert_same_game(restored: Game, original: Game) -> None:
    assert restored.start == original.start
    assert restored.position == original.position
    assert restored.history == original.history
    assert restored.redo_moves == original.redo_moves
    assert (restored.moves, restored.undos, restored.score) == (original.moves, original.undos, original.score)
    assert restored.status is original.status
    assert restored.code == original.code


@pytest.mark.parametrize("field", ["N", "W", "T", "TD", "W1SY", "NUXYD"])
def test_round_trip_restores_position_history_redo_and_counters(field: str) -> None:
    game = played_game(field)
    assert game.can_redo and game.can_undo
    restored, elapsed = game_from_json(game_to_json(game, 123.5))
    assert elapsed == 123.5
    assert_same_game(restored, game)
    # The restored game goes on exactly like the original.
    assert restored.redo() == game.redo()
    assert restored.position == game.position


def test_round_trip_of_a_hand_built_game_without_a_code() -> None:
    game = Game(position("W", "9S", "5H 8C", waste="4C 5D 8D", pass_number=3))
    game.remove_pair(card("5H"), card("8D"))
    restored, elapsed = game_from_json(game_to_json(game))
    assert elapsed == 0.0
    assert restored.code is None
    assert_same_game(restored, game)


def test_a_won_game_round_trips_as_won() -> None:
    game = Game(position("W", "9S", "5H 8C", waste="4C 5D 8D", pass_number=3))
    for a, b in [("5H", "8D"), ("8C", "5D"), ("9S", "4C")]:
        game.remove_pair(card(a), card(b))
    restored, _ = game_from_json(game_to_json(game))
    assert restored.is_over
    assert_same_game(restored, game)


def damaged_saves() -> list[tuple[str, str]]:
    good = game_to_dict(played_game())

    def changed(**fields: object) -> str:
        return json.dumps({**good, **fields})

    without_played = {key: value for key, value in good.items() if key != "played"}
    return [
        ("not json", "{not json"),
        ("a list", "[1, 2]"),
        ("other format", changed(format="something-else")),
        ("future version", changed(version=99)),
        ("missing played", json.dumps(without_played)),
        ("played not a list", changed(played=5)),
        ("not a move", changed(played=["draw", "xyz"])),
        ("illegal move", changed(played=["KD"])),
        ("illegal redo", changed(redo=["5H+5H"])),
        ("bad start", changed(start="rules: Q\n")),
        ("bad code", changed(code="PY9-N-AAAAAAS")),
        ("bad counter", changed(moves="many")),
    ]


@pytest.mark.parametrize(("text"), [text for _, text in damaged_saves()], ids=[name for name, _ in damaged_saves()])
def test_damaged_saves_raise_save_game_error(text: str) -> None:
    with pytest.raises(SaveGameError):
        game_from_json(text)


def test_save_is_plain_versioned_json() -> None:
    game = played_game()
    data = json.loads(game_to_json(game, 5.0))
    assert data["format"] == "pyramid-qt-game"
    assert data["version"] == 1
    assert data["code"] == "PY1-N-AAAAAAS"
    assert data["played"] == [str(move) for move in game.played_moves]
    assert data["redo"] == [str(move) for move in game.redo_moves]
    assert (data["moves"], data["undos"]) == (game.moves, game.undos)
    assert DRAW in game.played_moves
