"""The "Remove Kings automatically" preference in the engine: after each of the player's moves the game removes the
Kings it left free, each a move as a tap would be (docs/rules.md); Undo takes the player's move back with them (one
undo, the move counter kept), Redo plays them again, and a saved game keeps which moves were the game's own."""

from __future__ import annotations

from pyramid_qt.engine import Card, Game, Move
from pyramid_qt.engine.savegame import game_from_dict, game_to_dict
from tests.helpers.source_layout import spec_position

C = Card.parse
PAIR = Move.parse("TC+3S")  # the source's second move; K♦ lies free on the bottom row from the deal


def _game(auto: bool = True) -> Game:
    game = Game(spec_position())
    game.auto_kings = auto
    return game


def test_the_king_goes_after_the_players_move_and_counts_as_a_move():
    game = _game()
    assert C("KD") in game.position.cards_on_table()  # the deal itself is left as dealt
    game.play(PAIR)
    on_table = game.position.cards_on_table()
    assert C("KD") not in on_table and C("TC") not in on_table
    assert game.played_moves == (PAIR, Move.parse("KD"))
    assert game.automatic == (False, True)
    assert game.moves == 2 and game.score == 30
    assert game.position.is_playable(C("TS"))  # uncovered by the pair and the King


def test_off_by_default():
    game = Game(spec_position())
    game.play(PAIR)
    assert C("KD") in game.position.cards_on_table() and game.moves == 1


def test_undo_takes_the_move_back_with_its_kings_and_redo_plays_them_again():
    game = _game()
    start = game.position
    game.play(PAIR)
    assert game.undo() == PAIR
    assert game.position == start
    assert (game.moves, game.undos, game.score) == (2, 1, 0)  # undo never takes a move off the counter
    assert not game.can_undo and game.redo_moves == (PAIR, Move.parse("KD"))
    assert game.redo() == PAIR
    assert game.played_moves == (PAIR, Move.parse("KD")) and game.automatic == (False, True)
    assert game.moves == 4


def test_kings_the_player_removes_are_the_players():
    game = _game()
    game.play(Move.parse("KD"))
    assert game.automatic == (False,)
    game.undo()
    assert C("KD") in game.position.cards_on_table()


def test_a_saved_game_keeps_the_games_own_moves():
    game = _game()
    game.play(PAIR)
    game.play(Move.parse("draw"))
    game.undo()
    loaded, _elapsed = game_from_dict(game_to_dict(game))
    assert loaded.played_moves == game.played_moves and loaded.redo_moves == game.redo_moves
    assert loaded.automatic == game.automatic == (False, True, False)
    loaded.undo()  # the pair and its King together
    assert loaded.position == spec_position()
