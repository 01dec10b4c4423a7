"""Saved games: a JSON round trip restores everything; damaged saves are refused with SaveGameError."""

from __future__ import annotations

import json

import pytest

from pyramid_qt.engine import DRAW, DealCode, Game, RuleSet
from pyramid_qt.engine.savegame import SaveGameError, game_from_dict, game_from_json, game_to_dict, game_to_json
from tests.helpers.engine import card, position


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


@pytest.mark.parametrize("text", ["PY1-GIZA-N-AAAAAAB", "PY1-PHARAOHS-N-AAAAAAD"])
def test_a_game_of_another_game_keeps_its_code(text: str) -> None:
    """A saved Giza game came back without its code (checked against the deal of Pyramid's cards): resumed as a
    position, it no longer counted in the statistics."""
    game = Game.from_code(DealCode.parse(text))
    game.play(game.position.legal_moves()[0])
    repaired: list[str] = []
    restored, _ = game_from_dict(json.loads(game_to_json(game)), repaired)
    assert repaired == []
    assert_same_game(restored, game)
    assert restored.position.game is game.position.game


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
        ("code not text", changed(code=5)),
        ("5000-digit number", '{"moves": ' + "9" * 5000 + "}"),
        ("200,000 levels deep", "[" * 200_000 + "]" * 200_000),
    ]


@pytest.mark.parametrize(("text"), [text for _, text in damaged_saves()], ids=[name for name, _ in damaged_saves()])
def test_damaged_saves_raise_save_game_error(text: str) -> None:
    with pytest.raises(SaveGameError):
        game_from_json(text)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("moves", "many"),
        ("moves", -5),
        ("moves", float("inf")),  # what json.loads makes of 1e400
        ("moves", 10**400),  # an integer too large for a float
        ("moves", 1),  # fewer than the moves played
        ("moves", True),
        ("undos", -1),
        ("undos", 2.5),
        ("undos", None),
        ("elapsed_seconds", float("nan")),
        ("elapsed_seconds", "nan"),
        ("elapsed_seconds", float("inf")),
        ("elapsed_seconds", -3.0),
        ("elapsed_seconds", 1e300),
    ],
)
def test_a_bad_counter_or_time_is_repaired_to_its_default(field: str, value: object) -> None:
    """A bad number must not keep the game from loading (nor raise on every tick, nor break a CHECK later)."""
    game = played_game()
    data = {**game_to_dict(game, 12.5), field: value}
    repaired: list[str] = []
    restored, elapsed = game_from_dict(data, repaired)
    assert repaired == [field]
    assert restored.played_moves == game.played_moves and restored.redo_moves == game.redo_moves
    defaults = {"moves": len(game.played_moves), "undos": 0, "elapsed_seconds": 0.0}
    expected = {"moves": game.moves, "undos": game.undos, "elapsed_seconds": 12.5} | {field: defaults[field]}
    assert (restored.moves, restored.undos, elapsed) == (
        expected["moves"],
        expected["undos"],
        expected["elapsed_seconds"],
    )


def test_a_code_that_does_not_deal_the_start_is_dropped() -> None:
    """Resumed under a code whose deal is another one, the game's statistics would go astray."""
    game = played_game()
    data = {**game_to_dict(game), "code": "PY1-N-AAAAAAB"}
    repaired: list[str] = []
    restored, _ = game_from_dict(data, repaired)
    assert repaired == ["code"] and restored.code is None
    assert restored.start == game.start and restored.played_moves == game.played_moves
    same: list[str] = []
    assert game_from_dict(game_to_dict(game), same)[0].code == game.code and same == []


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


def test_a_game_the_player_ended_comes_back_ended() -> None:
    game = played_game("N")
    game.end_game()
    restored, _elapsed = game_from_json(game_to_json(game))
    assert restored.ended_by_player and restored.is_over
    assert_same_game(restored, game)


def test_a_save_without_the_key_is_a_game_in_play() -> None:
    game = played_game("N")
    data = game_to_dict(game)
    assert data.pop("ended_by_player") is False
    restored, _elapsed = game_from_dict(data)
    assert not restored.is_over
    assert_same_game(restored, game)
