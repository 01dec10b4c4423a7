"""Fuzz deal codes and deal numbers: a deal or a DealCodeError with its key, whatever is typed."""

from __future__ import annotations

from hypothesis import given

from pyramid_qt.engine import DealCode, RuleSet
from pyramid_qt.engine.deal import (
    MAX_DEAL,
    PLAIN_NUMBER_MAX,
    PLAIN_NUMBER_MIN,
    DealCodeError,
    parse_deal_input,
    parse_deal_number,
)
from tests.fuzz.harness import TALLY, check, fuzz_settings
from tests.fuzz.strategies import deal_texts

KEYS = {
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


def _refused(error: DealCodeError) -> None:
    assert error.key in KEYS, error.key
    assert str(error) and "\n" not in str(error) and len(str(error)) < 200


def _every_reader(text: str) -> None:
    try:
        code = DealCode.parse(text)
    except DealCodeError as error:
        _refused(error)
        TALLY["deal text: code refused"] += 1
    else:
        TALLY["deal text: code read"] += 1
        assert 0 <= code.number <= MAX_DEAL
        assert DealCode.parse(str(code)) == code
        assert RuleSet.from_field(code.rules.field) == code.rules
    try:
        typed = parse_deal_input(text, RuleSet.from_field("W1"))
    except DealCodeError as error:
        _refused(error)
    else:
        if "-" not in text.strip():  # a plain number, played under the rules given
            assert PLAIN_NUMBER_MIN <= typed.number <= PLAIN_NUMBER_MAX
            assert typed.rules == RuleSet.from_field("W1")
    try:
        number = parse_deal_number(text)
    except DealCodeError as error:
        _refused(error)
    else:
        TALLY["deal text: number read"] += 1
        stripped = text.strip()
        assert stripped.isascii() and stripped.isdigit() and number == int(stripped) <= MAX_DEAL


@fuzz_settings()
@given(deal_texts())
def test_deal_texts_give_a_deal_or_a_keyed_error(text: str) -> None:
    check("deal text", lambda: _every_reader(text))
