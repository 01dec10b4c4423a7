"""The modifiers of a rules field (passes, S, X, Y, D) on top of each preset, and the refusal reasons."""

from __future__ import annotations

import pytest

from pyramid_qt.engine import (
    DRAW,
    PRESETS,
    RECYCLE,
    Area,
    Card,
    DealCode,
    IllegalMoveError,
    Location,
    Move,
    Position,
    Refusal,
    RuleSet,
    Status,
)
from tests.helpers.engine import card, cards, position

DEAL = DealCode(18).deal()

# ---------------------------------------------------------------------------- passes


def draw_all(here: Position) -> Position:
    while here.stock:
        here = here.apply(DRAW)
    return here


def recycles_until_refused(here: Position, limit: int = 30) -> tuple[int, Position]:
    recycles = 0
    while recycles < limit:
        here = draw_all(here)
        if here.recycle_refusal() is not None:
            break
        here = here.apply(RECYCLE)
        recycles += 1
    return recycles, here


@pytest.mark.parametrize("preset", ["N", "W", "T"])
@pytest.mark.parametrize("passes", [*range(1, 10), None])
def test_passes_allow_passes_minus_one_recycles(preset: str, passes: int | None) -> None:
    rules = PRESETS[preset].replace(passes=passes)
    recycles, end = recycles_until_refused(position(rules.field, "5S", stock="2H 3H"))
    if passes is None:
        assert recycles == 30
        assert end.pass_number == 31
        assert draw_all(end).recycle_refusal() is None
    else:
        assert recycles == passes - 1
        assert end.pass_number == passes
        assert end.recycle_refusal() is Refusal.NO_PASSES_LEFT
        assert end.status is Status.LOST


# ---------------------------------------------------------------------------- S


def test_strict_win_needs_the_talon_gone_too() -> None:
    loose = position("T", "KS", waste="8H 5D").apply(Move.king(card("KS")))
    assert loose.status is Status.WON
    strict = position("TS", "KS", waste="8H 5D").apply(Move.king(card("KS")))
    assert not strict.is_won
    assert strict.status is Status.LOST  # 8H lies under 5D and T has no talon pairing
    strict_y = position("TSY", "KS", waste="8H 5D").apply(Move.king(card("KS")))
    assert strict_y.status is Status.PLAYING
    assert strict_y.apply(Move.pair(card("5D"), card("8H"))).status is Status.WON


def test_strict_n_goes_on_drawing_after_the_pyramid_is_empty() -> None:
    here = position("NS", "KS", stock="8H", waste="5D").apply(Move.king(card("KS")))
    assert here.status is Status.PLAYING
    assert here.legal_moves() == [DRAW]
    assert position("N", "KS", stock="8H", waste="5D").apply(Move.king(card("KS"))).status is Status.WON
    assert position("NS", "KS").apply(Move.king(card("KS"))).status is Status.WON


# ---------------------------------------------------------------------------- X


@pytest.mark.parametrize(("field", "allowed"), [("N", False), ("NX", True), ("T", False), ("TX", True), ("WX", False)])
def test_stacked_pairs_follow_the_x_flag(field: str, allowed: bool) -> None:
    here = position(field, "KS", "AH 5D", "QC -- --")
    assert here.rules.stacked_pairs is allowed
    assert (here.pair_refusal(card("AH"), card("QC")) is None) is allowed
    assert (Move.pair(card("AH"), card("QC")) in here.legal_moves()) is allowed


def test_stacked_pairs_work_deeper_in_the_pyramid() -> None:
    # 4S (row 4) is covered only by 9D (row 5), which is free.
    here = position("NX", "KS", "AH 5D", "QC 2S 7H", "4S 8C 3C JD", "9D -- -- -- --", waste="9H")
    assert here.pair_refusal(card("9D"), card("4S")) is None
    assert here.pair_refusal(card("4S"), card("9H")) is Refusal.BLOCKED  # only with the card covering it
    assert {str(move) for move in here.legal_moves()} == {"4S+9D", "recycle"}


# ---------------------------------------------------------------------------- Y


@pytest.mark.parametrize(("field", "allowed"), [("N", False), ("NY", True), ("T", False), ("TY", True)])
def test_talon_pairing_lets_the_newest_card_pair_with_the_one_under_it(field: str, allowed: bool) -> None:
    here = position(field, "5S", waste="6H 7C")
    assert (here.pair_refusal(card("7C"), card("6H")) is None) is allowed
    assert (here.tap_refusal(card("6H")) is None) is allowed


def test_talon_pairing_reaches_only_one_card_down_and_only_with_the_top() -> None:
    here = position("TY", "7S", waste="6H 6D 7C")
    assert here.pair_refusal(card("7C"), card("6D")) is None
    assert here.pair_refusal(card("7C"), card("6H")) is Refusal.BLOCKED
    # 6D is reachable only through the card lying on it, so not with the pyramid's 7S.
    assert here.pair_refusal(card("6D"), card("7S")) is Refusal.BLOCKED
    assert {str(move) for move in here.legal_moves()} == {"6D+7C"}


def test_y_flag_on_w_switches_stock_top_and_waste_top_pairing_off() -> None:
    assert position("W", "8S", stock="QH", waste="AD").pair_refusal(card("QH"), card("AD")) is None
    off = position("WY", "8S", stock="QH", waste="AD")
    assert off.pair_refusal(card("QH"), card("AD")) is Refusal.TALON_PAIR_NOT_ALLOWED
    # Under W the card under the waste top stays blocked even with talon pairing.
    assert position("W", "8S", waste="6H 7C").pair_refusal(card("6H"), card("7C")) is Refusal.BLOCKED


# ---------------------------------------------------------------------------- D


def test_draw_three_fills_three_piles_with_a_short_last_set() -> None:
    here = position("T2D", "5S", stock="AH 2H 3H 4H 5H AD 2D")
    here = here.apply(DRAW)
    assert here.waste == (cards("AH"), cards("2H"), cards("3H"))
    here = here.apply(DRAW)
    assert here.waste == (cards("AH 4H"), cards("2H 5H"), cards("3H AD"))
    here = here.apply(DRAW)
    assert here.waste == (cards("AH 4H 2D"), cards("2H 5H"), cards("3H AD"))
    assert here.stock == ()
    assert here.exposed_cards() == [card("5S"), *cards("2D 5H AD")]
    here = here.apply(RECYCLE)
    assert here.stock == cards("AH 2H 3H 4H 5H AD 2D")  # level by level: the order they were drawn in
    assert here.waste == ((), (), ())
    assert here.pass_number == 2


def test_draw_three_recycle_gathers_what_is_left_level_by_level() -> None:
    here = position("T2D", "5S", piles=("AH 4H 2D", "2H", "3H AD"))
    assert here.apply(RECYCLE).stock == cards("AH 2H 3H 4H AD 2D")


def test_draw_three_pile_tops_are_exposed_and_pair_with_each_other() -> None:
    here = position("TD", "5S", piles=("2C 8H", "3C", "8C 5D"))
    assert here.pair_refusal(card("8H"), card("5D")) is None
    assert here.pair_refusal(card("8C"), card("5D")) is Refusal.BLOCKED
    assert here.pair_refusal(card("5S"), card("8H")) is None
    with_y = position("TYD", "5S", piles=("2C 8H", "3C", "8C 5D"))
    assert with_y.pair_refusal(card("8C"), card("5D")) is None
    assert with_y.pair_refusal(card("8C"), card("5S")) is Refusal.BLOCKED


def test_draw_three_deals_under_each_preset() -> None:
    n = Position.from_deal(DEAL, RuleSet.from_field("ND"))
    assert n.waste == tuple((c,) for c in DEAL.talon[:3])
    assert len(n.stock) == 21
    w = Position.from_deal(DEAL, RuleSet.from_field("WD"))
    assert w.waste == ((), (), ())
    assert w.tap_refusal(DEAL.talon[0]) is None
    drawn = w.apply(DRAW)
    assert drawn.waste == tuple((c,) for c in DEAL.talon[:3])
    assert drawn.tap_refusal(DEAL.talon[3]) is None  # the new stock top is face up


# ---------------------------------------------------------------------------- refusals and queries


def test_king_refusals() -> None:
    here = position("T", "KS", "KH 5D")
    assert here.king_refusal(card("KH")) is None
    assert here.king_refusal(card("KS")) is Refusal.BLOCKED
    assert here.king_refusal(card("5D")) is Refusal.NOT_A_KING
    assert here.king_refusal(card("KD")) is Refusal.NOT_AVAILABLE
    gone = here.apply(Move.king(card("KH")))
    assert gone.king_refusal(card("KH")) is Refusal.NOT_AVAILABLE


def test_pair_refusals() -> None:
    here = position("T", "9S", "8C 6D", waste="5H 7C")
    assert here.pair_refusal(card("8C"), card("8C")) is Refusal.SAME_CARD
    assert here.pair_refusal(card("8C"), card("5D")) is Refusal.NOT_AVAILABLE
    assert here.pair_refusal(card("8C"), card("6D")) is Refusal.SUM_NOT_13
    assert here.pair_refusal(card("9S"), card("4H")) is Refusal.NOT_AVAILABLE
    assert here.pair_refusal(card("6D"), card("7C")) is None
    assert here.pair_refusal(card("7C"), card("6D")) is None


def test_talon_refusals() -> None:
    assert position("T", "5S").draw_refusal() is Refusal.STOCK_EMPTY
    assert position("T", "5S").recycle_refusal() is Refusal.WASTE_EMPTY
    assert position("T2", "5S", stock="2H", waste="3H").recycle_refusal() is Refusal.STOCK_NOT_EMPTY
    assert position("T2", "5S", waste="3H").recycle_refusal() is None
    assert position("T2", "5S", waste="3H").refusal(RECYCLE) is None
    assert position("T2", "5S", waste="3H").refusal(DRAW) is Refusal.STOCK_EMPTY


def test_locate_and_exposure() -> None:
    here = position("W", "9S", "8C 6D", stock="QH 2S", waste="5H 7C")
    assert here.locate(card("9S")) == Location(Area.PYRAMID, 0)
    assert here.locate(card("6D")) == Location(Area.PYRAMID, 2)
    assert here.locate(card("2S")) == Location(Area.STOCK, 0, 1)
    assert here.locate(card("5H")) == Location(Area.WASTE, 0, 1)
    assert here.locate(card("KD")) is None
    assert [here.is_free(i) for i in range(3)] == [False, True, True]
    assert here.exposed_cards() == list(cards("8C 6D QH 7C"))
    assert not here.is_exposed(card("2S"))
    assert here.is_playable(card("QH"))
    assert here.talon_count == 4


def test_locate_finds_an_equal_card_that_is_not_the_same_object() -> None:
    # locate looks for the deal's own card objects first; a card built anew (a parsed move, a loaded file) must
    # still be found where it lies, and a card present nowhere must not be found by the second look either.
    here = position("W", "9S", "8C 6D", stock="QH 2S", waste="5H 7C")
    for code, where in [("6D", Location(Area.PYRAMID, 2)), ("2S", Location(Area.STOCK, 0, 1))]:
        twin = Card(card(code).rank, card(code).suit)
        assert twin is not card(code)
        assert here.locate(twin) == where
    assert here.locate(Card(card("5H").rank, card("5H").suit)) == Location(Area.WASTE, 0, 1)
    assert here.locate(Card(card("KD").rank, card("KD").suit)) is None


def test_apply_refuses_with_the_reason() -> None:
    here = position("T", "9S", "8C 6D", waste="5H 7C")
    for move, reason in [
        (Move.pair(card("8C"), card("6D")), Refusal.SUM_NOT_13),
        (Move.pair(card("9S"), card("4C")), Refusal.NOT_AVAILABLE),
        (Move.king(card("8C")), Refusal.NOT_A_KING),
        (DRAW, Refusal.STOCK_EMPTY),
        (RECYCLE, Refusal.NO_PASSES_LEFT),
    ]:
        assert here.refusal(move) is reason
        with pytest.raises(IllegalMoveError) as caught:
            here.apply(move)
        assert caught.value.reason is reason
        assert caught.value.move == move


def test_legal_moves_lists_every_removal_and_talon_action() -> None:
    here = position("W", "9S", "8C 5D", stock="KH 4C", waste="8H")
    moves = {str(move) for move in here.legal_moves()}
    assert moves == {"KH", "8C+5D", "5D+8H", "draw"}


def test_a_stacked_card_whose_one_covering_card_does_not_sum_to_13_is_blocked() -> None:
    here = position("W", "KS", "AH 5D", "2C -- --")
    assert not here.is_playable(card("AH"))
    assert here.tap_refusal(card("AH")) is Refusal.BLOCKED
    assert here.pair_refusal(card("AH"), card("2C")) is Refusal.BLOCKED
    assert here.tap_refusal(card("2C")) is None


def test_a_waste_card_under_a_top_it_does_not_pair_with_is_blocked_even_with_talon_pairing() -> None:
    here = position("TY", "5S", waste="6H 2C")
    assert not here.is_playable(card("6H"))
    assert here.tap_refusal(card("6H")) is Refusal.BLOCKED
    assert here.pair_refusal(card("6H"), card("2C")) is Refusal.BLOCKED
