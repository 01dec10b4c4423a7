"""Numbers and text read by the engine's parsers: ASCII digits only, bounded, a UTF-8 byte-order
mark accepted, errors that survive a trip between processes."""

from __future__ import annotations

import pickle

import pytest

from pyramid_qt.engine import DealCode, Position, PositionError, RuleSet, format_position, parse_position
from pyramid_qt.engine.deal import MAX_DEAL, DealCodeError, parse_deal_input, parse_deal_number
from pyramid_qt.engine.position import MAX_PASS_NUMBER

DEAL_18 = format_position(Position.from_deal(DealCode(18).deal(), RuleSet.from_field("N")))


def test_a_byte_order_mark_before_the_header_is_ignored() -> None:
    assert parse_position("\ufeff" + DEAL_18) == parse_position(DEAL_18)


def test_a_byte_order_mark_elsewhere_is_still_an_error() -> None:
    with pytest.raises(PositionError):
        parse_position(DEAL_18.replace("stock:", "\ufeffstock:"))


@pytest.mark.parametrize("value", ["²", "٣", "1_0", "+1", "1.0", "0", "00", "-1", "", "0x1"])
def test_pass_numbers_are_ascii_digits_from_1(value: str) -> None:
    with pytest.raises(PositionError) as caught:
        parse_position(DEAL_18.replace("pass: 1", f"pass: {value}"))
    assert caught.value.key == "bad_pass"


def test_a_5000_digit_pass_is_refused_without_converting_it() -> None:
    with pytest.raises(PositionError) as caught:
        parse_position(DEAL_18.replace("pass: 1", "pass: " + "7" * 5000))
    assert caught.value.key == "bad_pass"
    assert len(str(caught.value)) < 100


def test_large_pass_numbers_under_unlimited_passes_are_bounded() -> None:
    text = DEAL_18.replace("pass: 1", f"pass: {MAX_PASS_NUMBER}")
    assert parse_position(text).pass_number == MAX_PASS_NUMBER
    assert parse_position(DEAL_18.replace("pass: 1", "pass: 0007")).pass_number == 7
    with pytest.raises(PositionError):
        parse_position(DEAL_18.replace("pass: 1", f"pass: {MAX_PASS_NUMBER + 1}"))


def test_error_messages_quote_long_input_cut_short() -> None:
    with pytest.raises(PositionError) as caught:
        parse_position(DEAL_18.replace("stock: 3C", "stock: " + "Z" * 100_000))
    assert caught.value.key == "bad_card"
    assert len(str(caught.value)) < 100


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("١٢", "not_a_number"),
        ("1_000", "not_a_number"),
        ("²", "not_a_number"),
        ("1e3", "not_a_number"),
        ("+5", "not_a_number"),
        ("", "not_a_number"),
        ("9" * 5000, "out_of_range"),
        (str(MAX_DEAL + 1), "out_of_range"),
    ],
)
def test_deal_numbers_are_ascii_digits_and_bounded(text: str, key: str) -> None:
    with pytest.raises(DealCodeError) as caught:
        parse_deal_number(text)
    assert caught.value.key == key


def test_deal_numbers_in_range_are_read() -> None:
    assert parse_deal_number(" 0018 ") == 18
    assert parse_deal_number(str(MAX_DEAL)) == MAX_DEAL
    with pytest.raises(DealCodeError):
        parse_deal_number("0", lowest=1)


def test_a_5000_digit_deal_typed_in_the_new_game_box_is_out_of_range() -> None:
    for text in ("9" * 5000, "+" + "9" * 5000, "-" + "9" * 5000):
        with pytest.raises(DealCodeError) as caught:
            parse_deal_input(text)
        assert caught.value.key == "out_of_range"


def test_deal_code_errors_survive_pickling() -> None:
    """A worker process's DealCodeError must be rebuilt in the parent (it once hung the labelling pool)."""
    error = DealCodeError("out_of_range", "deal number must be 0–9", "12")
    again = pickle.loads(pickle.dumps(error))
    assert (type(again), again.key, str(again), again.text) == (DealCodeError, "out_of_range", str(error), "12")


def test_a_long_code_version_is_quoted_cut_short() -> None:
    with pytest.raises(DealCodeError) as caught:
        DealCode.parse("X" * 10_000 + "-N-AAAAAAS")
    assert caught.value.key == "bad_version"
    assert len(str(caught.value)) < 100
