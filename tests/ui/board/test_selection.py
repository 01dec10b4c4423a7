"""The tap state machine (docs/rules.md, "Playing"), without Qt."""

from __future__ import annotations

from pyramid_qt.engine import DRAW, RECYCLE, Card, Game, Move, Refusal
from pyramid_qt.ui.board.selection import TapSelection
from tests.helpers.source_layout import spec_position

C = Card.parse


def test_king_goes_with_one_tap():
    selection = TapSelection()
    result = selection.tap_card(spec_position(), C("KD"))
    assert result.move == Move.king(C("KD"))
    assert selection.selected is None


def test_pair_removed_after_two_taps_and_partners_are_marked():
    position = spec_position()
    selection = TapSelection()
    assert selection.tap_card(position, C("TC")).move is None
    assert selection.selected == C("TC")
    assert C("3S") in selection.partners(position)
    assert C("3H") in selection.partners(position)
    result = selection.tap_card(position, C("3S"))
    assert result.move == Move.pair(C("TC"), C("3S"))
    assert selection.selected is None


def test_wrong_sum_keeps_the_second_card_selected():
    selection = TapSelection()
    position = spec_position()
    selection.tap_card(position, C("7C"))
    result = selection.tap_card(position, C("7S"))
    assert result == type(result)(move=None, refusal=Refusal.SUM_NOT_13)
    assert selection.selected == C("7S")


def test_covered_card_does_nothing_and_says_blocked():
    selection = TapSelection()
    position = spec_position()
    selection.tap_card(position, C("7C"))
    result = selection.tap_card(position, C("QC"))
    assert result.refusal is Refusal.BLOCKED and result.move is None
    assert selection.selected == C("7C")


def test_second_tap_on_the_same_card_deselects():
    selection = TapSelection()
    position = spec_position()
    selection.tap_card(position, C("7C"))
    selection.tap_card(position, C("7C"))
    assert selection.selected is None


def test_waste_card_pairs_with_pyramid_card():
    selection = TapSelection()
    position = spec_position()
    # 7D on the waste pairs with 6C? No: 6C is covered.  7D + 6H? covered too.  Use the bottom row: none is a 6,
    # so the waste top tapped then a blocked 6 says blocked, and the selection stays on 7D.
    selection.tap_card(position, C("7D"))
    assert selection.selected == C("7D")
    assert selection.tap_card(position, C("6H")).refusal is Refusal.BLOCKED


def test_stock_tap_draws_then_recycles_when_empty():
    game = Game(spec_position())
    selection = TapSelection()
    for _ in range(23):
        assert selection.tap_stock(game.position).move == DRAW
        game.play(DRAW)
    assert selection.tap_stock(game.position).move == RECYCLE


def test_stock_tap_refused_when_no_pass_is_left():
    game = Game(spec_position("N1"))
    selection = TapSelection()
    for _ in range(23):
        game.play(DRAW)
    assert selection.tap_stock(game.position).refusal is Refusal.NO_PASSES_LEFT


def test_sync_drops_a_selection_that_is_gone():
    game = Game(spec_position())
    selection = TapSelection()
    selection.tap_card(game.position, C("TC"))
    game.remove_pair(C("TC"), C("3S"))
    selection.sync(game.position)
    assert selection.selected is None
