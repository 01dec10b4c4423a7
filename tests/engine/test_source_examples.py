"""The worked examples of the rules' source documents (docs/rules.md, "Worked examples"), played through the engine."""

from __future__ import annotations

import pytest

from pyramid_qt.engine import (
    PRESETS,
    Card,
    Game,
    IllegalMoveError,
    Move,
    Position,
    PositionError,
    Refusal,
    Status,
    parse_position,
)
from pyramid_qt.engine.cards import FULL_DECK
from pyramid_qt.engine.layout import index_of
from tests.helpers.engine import card, cards
from tests.helpers.source_layout import spec_position


@pytest.fixture
def aaaaaas() -> Game:
    return Game(spec_position())


def bottom_row(position: Position) -> list[str]:
    return ["--" if c is None else c.code for c in position.pyramid[index_of(6, 0) :]]


def test_layout_holds_all_52_cards(aaaaaas: Game) -> None:
    on_table = list(aaaaaas.position.cards_on_table())
    assert len(on_table) == 52
    assert set(on_table) == set(FULL_DECK)
    assert aaaaaas.position.stock[0] == FULL_DECK[1]  # 2S: AS is in the pyramid


def test_first_move_removes_the_king_of_diamonds(aaaaaas: Game) -> None:
    assert Move.king(card("KD")) in aaaaaas.legal_moves()
    aaaaaas.remove_king(card("KD"))
    assert bottom_row(aaaaaas.position) == ["7C", "TC", "3H", "4H", "3S", "--", "7S"]
    assert aaaaaas.score == 10


def test_second_move_removes_ten_of_clubs_and_three_of_spades(aaaaaas: Game) -> None:
    aaaaaas.remove_king(card("KD"))
    aaaaaas.remove_pair(card("TC"), card("3S"))
    remaining = [code for code in bottom_row(aaaaaas.position) if code != "--"]
    assert remaining == ["7C", "3H", "4H", "7S"]
    assert aaaaaas.score == 30
    assert aaaaaas.moves == 2
    assert aaaaaas.status is Status.PLAYING


def test_two_sevens_are_refused_because_the_sum_is_not_13(aaaaaas: Game) -> None:
    sevens = (card("7C"), card("7S"))
    assert aaaaaas.position.pair_refusal(*sevens) is Refusal.SUM_NOT_13
    with pytest.raises(IllegalMoveError) as caught:
        aaaaaas.remove_pair(*sevens)
    assert caught.value.reason is Refusal.SUM_NOT_13
    # Still refused for the same reason after the two source moves.
    aaaaaas.remove_king(card("KD"))
    aaaaaas.remove_pair(card("TC"), card("3S"))
    assert aaaaaas.refusal(Move.pair(*sevens)) is Refusal.SUM_NOT_13


def test_queen_of_clubs_on_row_six_is_blocked(aaaaaas: Game) -> None:
    queen = card("QC")
    location = aaaaaas.position.locate(queen)
    assert location is not None and location.index == index_of(5, 0)
    assert aaaaaas.position.tap_refusal(queen) is Refusal.BLOCKED
    assert aaaaaas.position.pair_refusal(queen, card("7C")) is Refusal.BLOCKED
    # An ace it would sum to 13 with is blocked too: the queen is the reason, not the sum.
    assert aaaaaas.position.pair_refusal(queen, card("AD")) is Refusal.BLOCKED
    assert aaaaaas.position.partners(queen) == []


def seed_003_endgame() -> Position:
    """Seed 003: pyramid 9S 5H 8C all free, stock and passes used up, waste 4C 5D 8D (bottom to top).

    Three free pyramid cards with everything else gone cannot happen in a real pyramid (a card can only go once
    the cards lying on it are gone, so the cards left always include the apex), and the position text rejects
    such a layout as floating.  The example is about the order of removals, so it is built directly."""
    pyramid: list[Card | None] = [None] * 28
    for col, code in enumerate(("9S", "5H", "8C")):
        pyramid[index_of(6, col)] = card(code)
    return Position(PRESETS["W"], tuple(pyramid), (), (cards("4C 5D 8D"),), pass_number=3)


def test_seed_003_endgame_is_lost_when_the_pyramid_pair_goes_first() -> None:
    game = Game(seed_003_endgame())
    assert game.status is Status.PLAYING
    assert game.position.recycle_refusal() is Refusal.NO_PASSES_LEFT
    game.remove_pair(card("5H"), card("8C"))
    assert game.status is Status.LOST
    assert game.legal_moves() == []
    assert game.position.pair_refusal(card("9S"), card("8D")) is Refusal.SUM_NOT_13
    assert game.refusal(Move.pair(card("9S"), card("4C"))) is Refusal.GAME_OVER


def test_seed_003_endgame_is_won_in_three_moves_in_the_right_order() -> None:
    game = Game(seed_003_endgame())
    game.remove_pair(card("5H"), card("8D"))
    game.remove_pair(card("8C"), card("5D"))
    assert game.status is Status.PLAYING
    game.remove_pair(card("9S"), card("4C"))
    assert game.status is Status.WON
    assert game.moves == 3
    assert game.position.talon_count == 0


def test_seed_003_endgame_blocks_the_lower_waste_cards_at_first() -> None:
    start = seed_003_endgame()
    # 5D lies under 8D: under W only the waste top counts, so 8C may not take it yet.
    assert start.pair_refusal(card("8C"), card("5D")) is Refusal.BLOCKED
    assert start.pair_refusal(card("9S"), card("4C")) is Refusal.BLOCKED


def test_seed_003_bottom_row_layout_is_rejected_as_floating_by_the_position_text() -> None:
    rows = ["--", "-- --", "-- -- --", "-- -- -- --", "-- -- -- -- --", "-- -- -- -- -- --"]
    text = "\n".join(["rules: W", "pyramid:", *rows, "9S 5H 8C -- -- -- --", "waste: 4C 5D 8D", "pass: 3"])
    with pytest.raises(PositionError) as caught:
        parse_position(text)
    assert (caught.value.line, caught.value.key) == (9, "floating_card")
