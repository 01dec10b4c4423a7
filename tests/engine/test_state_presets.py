"""The three presets (docs/rules.md) played on dealt and hand-built positions."""

from __future__ import annotations

import pytest

from pyramid_qt.engine import DRAW, PRESETS, RECYCLE, DealCode, IllegalMoveError, Move, Position, Refusal, Status
from pyramid_qt.engine.layout import index_of
from tests.helpers.engine import card, position

DEAL = DealCode(18).deal()


def pair_sets(moves: list[Move]) -> set[frozenset[str]]:
    return {frozenset(c.code for c in move.cards) for move in moves if move.is_removal}


def draw_all(start: Position) -> Position:
    while start.stock:
        start = start.apply(DRAW)
    return start


# ---------------------------------------------------------------------------- N


def test_n_deal_turns_one_card_onto_the_waste() -> None:
    start = Position.from_deal(DEAL, PRESETS["N"])
    assert start.waste == ((DEAL.talon[0],),)
    assert start.stock == DEAL.talon[1:]
    assert len(start.stock) == 23
    assert start.pass_number == 1
    bottom = [DEAL.pyramid[index_of(6, col)] for col in range(7)]
    assert start.exposed_cards() == [*bottom, DEAL.talon[0]]


def test_n_stock_is_face_down_and_only_the_waste_top_counts() -> None:
    start = Position.from_deal(DEAL, PRESETS["N"])
    assert start.tap_refusal(start.stock[0]) is Refusal.BLOCKED
    after = start.apply(DRAW)
    assert after.waste == ((DEAL.talon[0], DEAL.talon[1]),)
    assert after.tap_refusal(DEAL.talon[1]) is None
    assert after.tap_refusal(DEAL.talon[0]) is Refusal.BLOCKED


def test_n_fresh_draw_may_not_pair_with_the_waste_card_it_covers() -> None:
    here = position("N", "5S", waste="6H 7C")
    assert here.pair_refusal(card("7C"), card("6H")) is Refusal.BLOCKED
    assert here.legal_moves() == [RECYCLE]


def test_n_recycles_without_limit_in_the_same_order() -> None:
    here = Position.from_deal(DEAL, PRESETS["N"])
    for pass_number in range(2, 14):
        here = draw_all(here)
        assert here.waste == (DEAL.talon,)
        assert here.draw_refusal() is Refusal.STOCK_EMPTY
        here = here.apply(RECYCLE)
        assert here.stock == DEAL.talon  # the first card drawn is drawn first again
        assert here.waste == ((),)
        assert here.pass_number == pass_number
        assert here.recycle_refusal() is Refusal.STOCK_NOT_EMPTY


def test_n_game_goes_on_while_cards_can_be_drawn_or_recycled() -> None:
    waiting = position("N", "5S", waste="2H")
    assert waiting.status is Status.PLAYING
    assert waiting.legal_moves() == [RECYCLE]
    recycled = waiting.apply(RECYCLE)
    assert recycled.legal_moves() == [DRAW]
    assert recycled.status is Status.PLAYING
    assert position("N", "5S").status is Status.LOST
    assert position("N", "5S").legal_moves() == []


def test_n_with_one_pass_ends_when_the_stock_is_used_up() -> None:
    assert position("N1", "5S", waste="2H").status is Status.LOST
    assert position("N1", "5S", waste="2H").recycle_refusal() is Refusal.NO_PASSES_LEFT


def test_n_win_is_the_empty_pyramid_with_cards_left_in_the_talon() -> None:
    here = position("N", "KS", stock="2H", waste="3H")
    assert here.status is Status.PLAYING
    won = here.apply(Move.king(card("KS")))
    assert won.is_won and won.status is Status.WON
    assert won.talon_count == 2


# ---------------------------------------------------------------------------- W


def test_w_deal_keeps_all_talon_cards_in_the_stock_with_the_top_playable() -> None:
    start = Position.from_deal(DEAL, PRESETS["W"])
    assert start.stock == DEAL.talon
    assert start.waste == ((),)
    assert start.tap_refusal(DEAL.talon[0]) is None
    assert start.tap_refusal(DEAL.talon[1]) is Refusal.BLOCKED
    assert DEAL.talon[0] in start.exposed_cards()


def test_w_stock_top_pairs_with_the_waste_top_and_with_the_pyramid() -> None:
    here = position("W", "8S", stock="QH 5H", waste="AD")
    assert here.pair_refusal(card("QH"), card("AD")) is None
    assert {frozenset({"QH", "AD"})} == pair_sets(here.legal_moves())
    after = here.apply(Move.pair(card("QH"), card("AD")))
    assert after.stock == (card("5H"),)
    assert after.waste == ((),)
    assert after.pair_refusal(card("5H"), card("8S")) is None
    # The card under the stock top is still face down.
    assert here.pair_refusal(card("5H"), card("8S")) is Refusal.BLOCKED


def test_w_king_on_the_stock_top_goes_alone() -> None:
    here = position("W", "5S", stock="KH 2C")
    assert Move.king(card("KH")) in here.legal_moves()
    assert here.apply(Move.king(card("KH"))).stock == (card("2C"),)


def test_w_stacked_pair_takes_the_card_with_its_one_covering_card() -> None:
    here = position("W", "KS", "AH 5D", "QC -- --", waste="QD")
    assert here.tap_refusal(card("AH")) is None
    assert here.pair_refusal(card("AH"), card("QC")) is None
    assert here.partners(card("AH")) == [card("QC")]
    # The covered card pairs only with the card covering it, never with another one.
    assert here.pair_refusal(card("AH"), card("QD")) is Refusal.BLOCKED
    assert here.king_refusal(card("KS")) is Refusal.BLOCKED
    after = here.apply(Move.pair(card("QC"), card("AH")))
    assert after.score - here.score == 20
    assert [c.code if c else "--" for c in after.pyramid[:6]] == ["KS", "--", "5D", "--", "--", "--"]
    assert after.king_refusal(card("KS")) is Refusal.BLOCKED  # 5D still lies on it


def test_w_no_stacked_pair_while_two_cards_cover() -> None:
    here = position("W", "KS", "AH 5D", "QC 2S 7H")
    assert here.pair_refusal(card("AH"), card("QC")) is Refusal.BLOCKED
    assert here.tap_refusal(card("AH")) is Refusal.BLOCKED


def test_w_no_stacked_pair_while_the_covering_card_is_itself_covered() -> None:
    here = position("W", "KS", "AH 5D", "QC -- --", "4S -- -- --")
    assert here.pair_refusal(card("AH"), card("QC")) is Refusal.BLOCKED
    assert here.tap_refusal(card("AH")) is Refusal.BLOCKED
    assert pair_sets(here.legal_moves()) == set()


def test_w_three_passes_then_no_passes_left() -> None:
    here = Position.from_deal(DEAL, PRESETS["W"])
    for pass_number in (2, 3):
        here = draw_all(here)
        here = here.apply(RECYCLE)
        assert here.pass_number == pass_number
        assert here.stock == DEAL.talon
    here = draw_all(here)
    assert here.recycle_refusal() is Refusal.NO_PASSES_LEFT
    assert RECYCLE not in here.legal_moves()


def test_w_ends_when_no_pair_and_stock_and_passes_are_used_up() -> None:
    assert position("W", "5S", waste="2H", pass_number=3).status is Status.LOST
    assert position("W", "5S", waste="2H", pass_number=2).legal_moves() == [RECYCLE]
    assert position("W1", "5S", waste="2H").status is Status.LOST


# ---------------------------------------------------------------------------- T


def test_t_deal_keeps_the_stock_face_down() -> None:
    start = Position.from_deal(DEAL, PRESETS["T"])
    assert start.stock == DEAL.talon
    assert start.waste == ((),)
    assert start.tap_refusal(DEAL.talon[0]) is Refusal.BLOCKED
    assert DEAL.talon[0] not in start.exposed_cards()
    drawn = start.apply(DRAW)
    assert drawn.tap_refusal(DEAL.talon[0]) is None


def test_t_has_one_pass() -> None:
    here = draw_all(Position.from_deal(DEAL, PRESETS["T"]))
    assert here.recycle_refusal() is Refusal.NO_PASSES_LEFT
    with pytest.raises(IllegalMoveError) as caught:
        here.apply(RECYCLE)
    assert caught.value.reason is Refusal.NO_PASSES_LEFT


def test_t_lower_waste_card_is_usable_once_the_cards_above_are_gone() -> None:
    here = position("T", "9S", "8C 6D", waste="5H 7C")
    assert here.pair_refusal(card("8C"), card("5H")) is Refusal.BLOCKED
    after = here.apply(Move.pair(card("7C"), card("6D")))
    assert after.pair_refusal(card("8C"), card("5H")) is None
    assert after.status is Status.PLAYING


def test_t_waste_top_and_the_card_under_it_do_not_pair() -> None:
    assert position("T", "5S", waste="6H 7C").pair_refusal(card("6H"), card("7C")) is Refusal.BLOCKED


def test_t_lost_when_the_stock_is_exhausted_and_nothing_plays() -> None:
    lost = position("T", "5S", waste="2H 3H")
    assert lost.status is Status.LOST
    playable = position("T", "5S", waste="2H 8H")
    assert playable.status is Status.PLAYING
    assert playable.apply(Move.pair(card("5S"), card("8H"))).status is Status.WON
