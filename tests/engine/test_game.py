"""A game: counters, undo/redo, refused actions and the end of the game."""

from __future__ import annotations

import pytest

from pyramid_qt.engine import DRAW, RECYCLE, DealCode, Game, IllegalMoveError, Move, Refusal, Status
from tests.helpers.engine import card, position


def snapshot(game: Game) -> tuple[object, ...]:
    return (
        game.position,
        game.moves,
        game.undos,
        game.history,
        game.redo_moves,
        game.status,
        game.score,
    )


def endgame() -> Game:
    """A W position won by 5H+8D, 8C+5D, 9S+4C."""
    return Game(position("W", "9S", "5H 8C", waste="4C 5D 8D", pass_number=3))


def test_new_game_from_a_code() -> None:
    code = DealCode.parse("PY1-N-AAAAAAS")
    game = Game.from_code(code)
    assert game.code == code
    assert game.start == game.position
    assert (game.moves, game.undos, game.score, game.pass_number, game.stock_count) == (0, 0, 0, 1, 23)
    assert game.status is Status.PLAYING and not game.is_over
    assert not game.can_undo and not game.can_redo


def test_counters_score_and_removed_cards() -> None:
    game = Game.from_code(DealCode(18))
    game.remove_king(card("KS"))
    game.draw()
    assert (game.moves, game.score, game.stock_count) == (2, 10, 22)
    assert game.removed_cards == (card("KS"),)
    assert game.played_moves == (Move.king(card("KS")), DRAW)
    assert [step.move for step in game.history] == list(game.played_moves)
    assert game.history[0].before == game.start


def test_undo_takes_points_back_but_never_the_move_count() -> None:
    game = Game.from_code(DealCode(18))
    game.remove_king(card("KS"))
    assert game.undo() == Move.king(card("KS"))
    assert (game.moves, game.undos, game.score) == (1, 1, 0)
    assert game.position == game.start
    assert game.redo_moves == (Move.king(card("KS")),)
    assert game.can_redo


def test_redo_replays_and_counts_as_a_move() -> None:
    game = Game.from_code(DealCode(18))
    game.remove_king(card("KS"))
    game.draw()
    after_two = game.position
    game.undo()
    game.undo()
    assert game.redo_moves == (Move.king(card("KS")), DRAW)
    assert game.redo() == Move.king(card("KS"))
    assert game.redo() == DRAW
    assert game.position == after_two
    assert (game.moves, game.undos) == (4, 2)
    assert not game.can_redo
    with pytest.raises(IllegalMoveError) as caught:
        game.redo()
    assert caught.value.reason is Refusal.NOTHING_TO_REDO


def test_a_new_move_clears_the_redo_list() -> None:
    game = Game.from_code(DealCode(18))
    game.draw()
    game.undo()
    assert game.can_redo
    game.remove_king(card("KS"))
    assert game.redo_moves == ()
    assert not game.can_redo


def test_nothing_to_undo_at_the_start() -> None:
    game = Game.from_code(DealCode(18))
    before = snapshot(game)
    with pytest.raises(IllegalMoveError) as caught:
        game.undo()
    assert caught.value.reason is Refusal.NOTHING_TO_UNDO
    assert snapshot(game) == before


def test_undo_is_at_least_150_deep() -> None:
    game = Game.from_code(DealCode(18))
    positions = [game.position]
    while game.moves < 150:
        game.play(DRAW if game.stock_count else RECYCLE)
        positions.append(game.position)
    assert game.pass_number > 5
    for expected in reversed(positions[:-1]):
        game.undo()
        assert game.position == expected
    assert game.position == game.start
    assert (game.moves, game.undos) == (150, 150)
    assert not game.can_undo


@pytest.mark.parametrize(
    ("move", "reason"),
    [
        (Move.pair(card("5H"), card("2C")), Refusal.SUM_NOT_13),  # both free on the bottom row
        (Move.king(card("KD")), Refusal.BLOCKED),  # row 6, under JD and 3H
        (Move.king(card("5H")), Refusal.NOT_A_KING),
        (Move.pair(card("AC"), card("AC")), Refusal.SAME_CARD),
        (Move.pair(card("JD"), card("TS")), Refusal.BLOCKED),  # TS lies under 3C on the waste
        (RECYCLE, Refusal.STOCK_NOT_EMPTY),
    ],
)
def test_illegal_actions_change_nothing(move: Move, reason: Refusal) -> None:
    game = Game.from_code(DealCode(18))
    game.draw()
    game.draw()
    game.undo()  # leave something on the redo list, which a refused move must not clear
    before = snapshot(game)
    assert game.refusal(move) is reason
    with pytest.raises(IllegalMoveError) as caught:
        game.play(move)
    assert caught.value.reason is reason
    assert snapshot(game) == before
    assert game.can_redo


def test_refused_talon_actions_change_nothing() -> None:
    game = Game(position("T", "5S", "JC 6D", waste="7H 2H"))
    game.remove_pair(card("2H"), card("JC"))
    before = snapshot(game)
    for action, reason in [(game.draw, Refusal.STOCK_EMPTY), (game.recycle, Refusal.NO_PASSES_LEFT)]:
        with pytest.raises(IllegalMoveError) as caught:
            action()
        assert caught.value.reason is reason
    assert snapshot(game) == before
    kings_only = Game(position("T", "KS"))
    with pytest.raises(IllegalMoveError) as caught:
        kings_only.recycle()
    assert caught.value.reason is Refusal.WASTE_EMPTY
    assert kings_only.position == kings_only.start


def test_a_start_with_no_move_is_over_at_once() -> None:
    game = Game(position("T", "5S", waste="2H"))
    assert game.status is Status.LOST
    with pytest.raises(IllegalMoveError) as caught:
        game.draw()
    assert caught.value.reason is Refusal.GAME_OVER
    assert game.moves == 0


def test_game_over_after_a_win() -> None:
    game = endgame()
    game.remove_pair(card("5H"), card("8D"))
    game.remove_pair(card("8C"), card("5D"))
    game.remove_pair(card("9S"), card("4C"))
    assert game.status is Status.WON and game.is_over
    assert game.legal_moves() == []
    assert game.refusal(DRAW) is Refusal.GAME_OVER
    before = snapshot(game)
    with pytest.raises(IllegalMoveError) as caught:
        game.draw()
    assert caught.value.reason is Refusal.GAME_OVER
    assert snapshot(game) == before
    # Undo still works and reopens the game.
    game.undo()
    assert game.status is Status.PLAYING
    assert game.redo() == Move.pair(card("9S"), card("4C"))
    assert game.status is Status.WON


def test_a_lost_game_is_over_and_undo_reopens_it() -> None:
    game = endgame()
    game.remove_pair(card("5H"), card("8C"))
    assert game.status is Status.LOST and game.is_over
    assert game.refusal(Move.pair(card("9S"), card("4C"))) is Refusal.GAME_OVER
    game.undo()
    assert not game.is_over
    assert len(game.legal_moves()) == 2


def test_the_player_ends_a_game_that_could_go_on_and_undo_reopens_it() -> None:
    game = Game.from_code(DealCode.parse("PY1-N-AAAAAAJ"))  # unlimited passes: it never ends by itself
    game.draw()
    assert not game.is_over and not game.ended_by_player
    before = game.position
    game.end_game()
    assert game.status is Status.LOST and game.is_over and game.ended_by_player
    assert game.position == before and game.legal_moves() == []
    assert game.refusal(DRAW) is Refusal.GAME_OVER
    with pytest.raises(IllegalMoveError):
        game.end_game()  # once over, not again
    game.undo()
    assert game.status is Status.PLAYING and not game.ended_by_player


def test_a_game_lost_by_the_rules_was_not_ended_by_the_player() -> None:
    game = Game(position("W", "9S", "5H 8C", waste="4C 5D 8D", pass_number=3))
    game.remove_pair(card("5H"), card("8C"))  # loses: no pair left, no pass left
    assert game.status is Status.LOST and not game.ended_by_player
