""" "Where did it go wrong?" (Qt-free part): the last winnable position, the losing move and a better one."""

from __future__ import annotations

from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.game import Game
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.services.review import review_game
from pyramid_qt.solver import Verdict, solve


def _losing_game() -> tuple[Game, int]:
    """Deal 8 under W: follow the solver's line for two moves, then play a move that loses, then two more."""
    game = Game.from_code(DealCode(8, PRESETS["W"]))
    line = solve(game.position).solution
    for move in line[:2]:
        game.play(move)
    for move in game.legal_moves():
        if solve(game.position.apply(move), want_best=False).verdict is Verdict.UNWINNABLE:
            losing_at = len(game.history)
            game.play(move)
            break
    else:
        raise AssertionError("no losing move here: pick another prefix")
    for _ in range(2):
        moves = game.legal_moves()
        if moves:
            game.play(moves[0])
    return game, losing_at


def test_review_finds_the_losing_move_and_a_better_one() -> None:
    game, losing_at = _losing_game()
    review = review_game(game)
    assert review is not None and review.went_wrong and review.lost_for_sure
    assert review.index == losing_at
    assert review.moves_back == len(game.history) - losing_at
    assert review.position == game.history[losing_at].before
    assert review.losing_move == game.history[losing_at].move
    assert review.better_move is not None and review.better_move != review.losing_move
    after = review.position.apply(review.better_move)
    assert solve(after, want_best=False).verdict is Verdict.WINNABLE
    # The line it shows wins from there.
    replay = Game(review.position)
    for move in review.winning_line:
        replay.play(move)
    assert replay.position.is_won


def test_nothing_went_wrong_in_a_winnable_game() -> None:
    game = Game.from_code(DealCode(1, PRESETS["W"]))
    game.play(solve(game.position).solution[0])
    review = review_game(game)
    assert review is not None and not review.went_wrong
    assert review.moves_back == 0 and review.better_move is None


def test_no_review_when_the_deal_was_never_winnable() -> None:
    game = Game.from_code(DealCode(3, PRESETS["N"]))  # a lost deal
    assert review_game(game) is None
