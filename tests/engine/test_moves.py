"""Moves: text form and parsing."""

from __future__ import annotations

import pytest

from pyramid_qt.engine import DRAW, RECYCLE, IllegalMoveError, Move, MoveKind, Refusal
from pyramid_qt.engine.moves import MoveParseError
from tests.helpers.engine import card


def test_text_round_trip() -> None:
    for move, text in [
        (Move.king(card("KD")), "KD"),
        (Move.pair(card("TC"), card("3S")), "TC+3S"),
        (DRAW, "draw"),
        (RECYCLE, "recycle"),
    ]:
        assert str(move) == text
        assert Move.parse(text) == move


def test_parse_is_lenient_about_case_and_card_forms() -> None:
    assert Move.parse(" Draw ") is DRAW
    assert Move.parse("RECYCLE") is RECYCLE
    assert Move.parse("10♣+3♠") == Move.pair(card("TC"), card("3S"))
    assert Move.parse("kd") == Move(MoveKind.REMOVE_KING, (card("KD"),))


@pytest.mark.parametrize("text", ["", "ZZ", "KD+QS+AS", "undo", "TC+", "+3S"])
def test_parse_rejects_non_moves(text: str) -> None:
    with pytest.raises(MoveParseError):
        Move.parse(text)


def test_removals_and_talon_actions_are_told_apart() -> None:
    assert Move.king(card("KH")).is_removal
    assert Move.pair(card("AH"), card("QH")).is_removal
    assert not DRAW.is_removal
    assert not RECYCLE.is_removal


def test_illegal_move_error_carries_reason_and_move() -> None:
    move = Move.pair(card("7C"), card("7S"))
    error = IllegalMoveError(Refusal.SUM_NOT_13, move)
    assert error.reason is Refusal.SUM_NOT_13
    assert error.move == move
    assert "sum_not_13" in str(error)
    assert IllegalMoveError(Refusal.NOTHING_TO_UNDO).move is None
