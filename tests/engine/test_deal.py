"""Deals: the pinned PRNG and shuffle vectors, deal codes and what a player may type."""

from __future__ import annotations

import pytest

from pyramid_qt.engine import PRESETS, DealCode, DealCodeError, Position, RuleSet, parse_deal_input
from pyramid_qt.engine.cards import FULL_DECK
from pyramid_qt.engine.deal import (
    MAX_DEAL,
    Deal,
    SplitMix64,
    iter_deal_codes,
    letters_to_number,
    number_to_letters,
    shuffled_deck,
)

from .test_rules import all_rule_sets

# Computed once with the engine and pinned: a change here means every saved code now deals other cards.
DEAL_VECTORS = {
    1: "7H 9S 4H 8D 8H 5C JH 6H 9C JS 5H KH 3S 2H JD 5D 7D 4D 2S AH 6C KS KD TD TC JC TH 8C "
    "QS 4C 6S 7S AC 5S AD KC 6D QC QD QH 9H 3H 3C AS 4S 2D 8S TS 3D 2C 9D 7C",
    2: "QD 3C 4S 5D 7D 2H KD TH AS 6S 7C 3S QS 7H 6D JD TS 9C JH 8S 4H 5C 2C 4D AH QH 6C 8D "
    "3D 9H 6H JC AC 5S JS AD KS 2D 7S 4C 9S TD 5H TC QC KC 8C KH 3H 2S 8H 9D",
    18: "AH 3S 7H 6S 5S 8H 2D 4S 8S 2H KH QH 6C 8D 8C 9D 3D 4H TC QS KD 5H KS 2C JD 3H TD AC "
    "TS 3C 4C 9H QD 9S 7C TH 9C 2S 6D 5D AD 5C JH AS 7D JC 4D KC 6H JS 7S QC",
    20000: "4S 9H 8S 4H 7D 2D AS QH 8H 8C JS 2C QS TC 4C JD 3S 6D KC 5H 5S AD 3H 7C 7H 2S 9S 9C "
    "AH 8D QC 6S KH KD QD TS 5C 6H 4D JC 7S 9D JH TD TH 3D 6C AC 3C 5D KS 2H",
}


def test_splitmix64_matches_the_reference_outputs_for_seed_0() -> None:
    rng = SplitMix64(0)
    assert [rng.next_u64() for _ in range(5)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
        0xF88BB8A8724C81EC,
        0x1B39896A51A8749B,
    ]


def test_splitmix64_seed_1_is_pinned() -> None:
    rng = SplitMix64(1)
    assert [rng.next_u64() for _ in range(5)] == [
        0x910A2DEC89025CC1,
        0xBEEB8DA1658EEC67,
        0xF893A2EEFB32555E,
        0x71C18690EE42C90B,
        0x71BB54D8D101B5B9,
    ]


def test_uniform_stays_in_range_and_is_deterministic() -> None:
    a, b = SplitMix64(7), SplitMix64(7)
    draws = [a.uniform(bound) for bound in range(1, 60)]
    assert draws == [b.uniform(bound) for bound in range(1, 60)]
    assert all(0 <= value < bound for value, bound in zip(draws, range(1, 60), strict=True))
    assert draws[0] == 0


@pytest.mark.parametrize("number", sorted(DEAL_VECTORS))
def test_deal_vectors_are_pinned(number: int) -> None:
    deck = " ".join(card.code for card in shuffled_deck(number))
    assert deck == DEAL_VECTORS[number]
    deal = DealCode(number).deal()
    assert " ".join(card.code for card in deal.pyramid + deal.talon) == DEAL_VECTORS[number]


def test_a_deal_is_28_pyramid_cards_and_24_talon_cards_of_one_deck() -> None:
    for number in (0, 1, 18, 12345, MAX_DEAL):
        deal = Deal.from_number(number)
        assert (len(deal.pyramid), len(deal.talon)) == (28, 24)
        assert sorted(deal.pyramid + deal.talon) == sorted(FULL_DECK)


def test_different_numbers_deal_different_cards() -> None:
    decks = {shuffled_deck(number) for number in range(1, 201)}
    assert len(decks) == 200


def test_the_same_number_deals_the_same_cards_under_every_rule_set() -> None:
    deal = DealCode(18).deal()
    for rules in all_rule_sets():
        assert DealCode(18, rules).deal() == deal
        start = Position.from_deal(deal, rules)
        assert start.pyramid == deal.pyramid
        # The talon in drawing order: the waste (drawn at the deal) level by level, then the stock.
        waste = start.waste
        drawn = tuple(pile[level] for level in range(3) for pile in waste if level < len(pile))
        assert drawn + start.stock == deal.talon


def test_letters_are_base_26_most_significant_first() -> None:
    assert number_to_letters(18) == "AAAAAAS"
    assert number_to_letters(0) == "AAAAAAA"
    assert number_to_letters(26) == "AAAAABA"
    assert number_to_letters(MAX_DEAL) == "ZZZZZZZ"
    for number in (0, 1, 25, 26, 675, 676, 20000, 123456789, MAX_DEAL):
        assert letters_to_number(number_to_letters(number)) == number
    assert letters_to_number("aaaaaas") == 18


def test_code_text_and_parse() -> None:
    assert DealCode(18).text == "PY1-N-AAAAAAS"
    assert str(DealCode(20000, PRESETS["W"].replace(passes=1))) == "PY1-W1-AAABDPG"
    assert DealCode.parse("PY1-N-AAAAAAS") == DealCode(18, PRESETS["N"])
    assert DealCode.parse("  py1-w1-aaaaaas\t\n") == DealCode(18, RuleSet.from_field("W1"))
    assert DealCode.parse("PY1-nu-AAAAAAS").text == "PY1-N-AAAAAAS"


BAD_INPUTS = [
    ("   ", "empty"),
    ("hello", "bad_format"),
    ("PY1-N-AAAAAAS-X", "bad_format"),
    ("PY1--AAAAAAS", "bad_format"),  # an empty rules field once reported the "empty" (nothing typed) key
    ("PY2-N-AAAAAAS", "bad_version"),
    ("PY1-N-AAAAAA1", "bad_letters"),
    ("PY1-N-AAAAAS", "bad_letters"),
    ("20001", "out_of_range"),
    ("0", "out_of_range"),
    ("12a", "not_a_number"),
    ("1.5", "not_a_number"),
    ("²", "not_a_number"),  # once crashed int() instead of saying what is wrong
    ("١٢", "not_a_number"),  # Arabic-Indic digits were once taken as deal 12
    ("PY1-Q-AAAAAAS", "unknown_preset"),
    ("PY1-N0-AAAAAAS", "bad_passes"),
    ("PY1-NXS-AAAAAAS", "bad_order"),
    ("PY1-NZ-AAAAAAS", "unknown_option"),
]


@pytest.mark.parametrize(("text", "key"), BAD_INPUTS)
def test_every_mistake_gets_its_own_key(text: str, key: str) -> None:
    with pytest.raises(DealCodeError) as caught:
        parse_deal_input(text)
    assert caught.value.key == key
    assert caught.value.text == text
    assert str(caught.value)


def test_all_error_keys_are_reachable() -> None:
    keys = {key for _, key in BAD_INPUTS}
    assert keys == {
        "empty",
        "bad_format",
        "bad_version",
        "bad_letters",
        "out_of_range",
        "not_a_number",
        "unknown_preset",
        "bad_passes",
        "bad_order",
        "unknown_option",
    }


def test_code_parse_itself_reports_format_errors() -> None:
    for text, key in [("", "empty"), ("PY1-N", "bad_format"), ("XX1-N-AAAAAAS", "bad_version")]:
        with pytest.raises(DealCodeError) as caught:
            DealCode.parse(text)
        assert caught.value.key == key


def test_deal_numbers_outside_the_code_range_are_refused() -> None:
    for number in (-1, MAX_DEAL + 1):
        with pytest.raises(DealCodeError) as caught:
            DealCode(number)
        assert caught.value.key == "out_of_range"


def test_plain_numbers_1_to_20000_are_played_under_the_given_rules() -> None:
    w = PRESETS["W"]
    assert parse_deal_input("1", w) == DealCode(1, w)
    assert parse_deal_input(" 20000 ", w) == DealCode(20000, w)
    assert parse_deal_input("42") == DealCode(42, PRESETS["N"])
    # A full code carries its own rules.
    assert parse_deal_input("PY1-T-AAAAAAS", w) == DealCode(18, PRESETS["T"])
    # Above 20000 only as a code.
    assert parse_deal_input("PY1-N-AAABDPH").number == 20001


def test_iter_deal_codes_covers_the_range_inclusively() -> None:
    w1 = RuleSet.from_field("W1")
    codes = list(iter_deal_codes(18, 20, w1))
    assert [code.text for code in codes] == ["PY1-W1-AAAAAAS", "PY1-W1-AAAAAAT", "PY1-W1-AAAAAAU"]
