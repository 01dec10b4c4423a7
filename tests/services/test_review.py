""" "Where did it go wrong?" (Qt-free part): the last winnable position, the losing move and a better one."""

from __future__ import annotations

from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.game import Game
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.services.review import LostDealReview, Review, review_game
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
    assert isinstance(review, Review) and review.went_wrong and review.lost_for_sure
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


def _play_first_moves(game: Game, limit: int = 400) -> None:
    while not game.is_over and len(game.history) < limit:
        game.play(game.legal_moves()[0])


def test_a_deal_lost_from_the_start_is_reviewed_by_its_best_count() -> None:
    """PY1-T-AAAAAAD cannot be won from the deal; the review tells the most pyramid cards any play
    removes (15), the player's (11), and the first move after which 15 were out of reach."""
    game = Game.from_code(DealCode.parse("PY1-T-AAAAAAD"))
    _play_first_moves(game)
    review = review_game(game)
    assert isinstance(review, LostDealReview) and review.decided and review.went_wrong
    assert (review.best, review.player) == (15, 11)
    assert review.index is not None and review.position == game.history[review.index].before
    assert review.losing_move == game.history[review.index].move
    assert review.moves_back == len(game.history) - review.index
    assert solve(review.position).best_removed == 15  # still within reach before the move
    assert solve(review.position.apply(review.losing_move)).best_removed < 15  # not after it
    assert review.better_move is not None
    assert solve(review.position.apply(review.better_move)).best_removed == 15


def test_every_earlier_move_kept_the_best_count_within_reach() -> None:
    """The bisection's answer is the first such move: checked against every position before it."""
    game = Game.from_code(DealCode(3, PRESETS["N"]))  # lost from the deal, never more than 19
    _play_first_moves(game, 60)
    review = review_game(game)
    assert isinstance(review, LostDealReview) and review.index is not None
    positions = [step.before for step in game.history]
    assert all(solve(positions[i]).best_removed == review.best for i in range(review.index + 1))


def test_a_lost_deal_played_to_its_best_count_was_well_played() -> None:
    from pyramid_qt.solver.best import best_line

    game = Game.from_code(DealCode(3, PRESETS["T"]))
    best = solve(game.position).best_removed
    line = best_line(game.position, best)
    assert line is not None
    for move in line:
        game.play(move)
    _play_first_moves(game)  # on to the end: no card more can go
    review = review_game(game)
    assert isinstance(review, LostDealReview) and not review.went_wrong and review.decided
    assert review.player == review.best == best


def test_a_cancelled_review_of_a_lost_deal_is_none() -> None:
    game = Game.from_code(DealCode.parse("PY1-T-AAAAAAD"))
    _play_first_moves(game)
    assert review_game(game, cancel=lambda: True) is None
