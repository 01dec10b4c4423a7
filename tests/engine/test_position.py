"""Position text (docs/position-format.md): exact output, round trips and every rejection with its line and key."""

from __future__ import annotations

import pytest

from pyramid_qt.engine import (
    DRAW,
    RECYCLE,
    DealCode,
    Move,
    Position,
    PositionError,
    RuleSet,
    format_position,
    parse_position,
)
from tests.helpers.engine import card, cards

from .test_rules import all_rule_sets

DEAL = DealCode(18).deal()

DEAL_18_N = """\
# pyramid position v1
rules: N
pyramid:
AH
3S 7H
6S 5S 8H
2D 4S 8S 2H
KH QH 6C 8D 8C
9D 3D 4H TC QS KD
5H KS 2C JD 3H TD AC
stock: 3C 4C 9H QD 9S 7C TH 9C 2S 6D 5D AD 5C JH AS 7D JC 4D KC 6H JS 7S QC
waste: TS
pass: 1
"""


def test_dealt_position_is_written_exactly() -> None:
    assert format_position(Position.from_deal(DEAL, RuleSet.from_field("N"))) == DEAL_18_N


@pytest.mark.parametrize("rules", all_rule_sets(), ids=lambda rules: rules.field)
def test_dealt_positions_round_trip_under_every_rule_set(rules: RuleSet) -> None:
    start = Position.from_deal(DEAL, rules)
    text = format_position(start)
    assert parse_position(text) == start
    assert (("waste1:" in text) and ("waste3:" in text)) == rules.draw_three
    assert ("\nwaste:" in text) != rules.draw_three


def play_a_while(here: Position, steps: int) -> Position:
    """A fixed, rule-abiding line of play: prefer removals, otherwise draw, otherwise recycle."""
    for _ in range(steps):
        moves = here.legal_moves()
        if not moves:
            break
        removals = [move for move in moves if move.is_removal]
        here = here.apply(removals[0] if removals else moves[0])
    return here


@pytest.mark.parametrize("field", ["N", "W", "T", "ND", "WD", "TD", "TUSXYD", "N3XY", "W1S", "T9D"])
@pytest.mark.parametrize("steps", [5, 30, 80])
def test_mid_game_positions_round_trip(field: str, steps: int) -> None:
    here = play_a_while(Position.from_deal(DealCode(7).deal(), RuleSet.from_field(field)), steps)
    assert parse_position(format_position(here)) == here


def test_a_mid_game_draw_three_position_with_recycles_round_trips() -> None:
    here = Position.from_deal(DEAL, RuleSet.from_field("T3D"))
    for move in [DRAW] * 8 + [RECYCLE] + [DRAW] * 3:
        here = here.apply(move)
    here = here.apply(Move.pair(card("3H"), card("TH")))  # TH is the top of waste pile 2
    assert here.pass_number == 2
    assert [len(pile) for pile in here.waste] == [3, 2, 3]
    text = format_position(here)
    assert "waste2: 3C QD\n" in text
    assert parse_position(text) == here


def test_spec_forms_comments_and_defaults_are_read() -> None:
    text = """
    # a comment
    RULES: w1

    pyramid:
    # comments may sit between rows
    J♦
    6C, 7H
    --  --  --
    -- -- -- --
    -- -- -- -- --
    -- -- -- -- -- --
    -- -- -- -- -- -- --
    stock: 10♠ qd
    """
    # The rows below 6C 7H are removed, which is allowed: nothing lies on a removed card.
    here = parse_position(text)
    assert here.rules == RuleSet.from_field("W1")
    assert here.pyramid[:3] == cards("JD 6C 7H")
    assert here.pyramid[3:] == (None,) * 25
    assert here.stock == cards("TS QD")
    assert here.waste == ((),)
    assert here.pass_number == 1


def base_lines() -> list[str]:
    return DEAL_18_N.splitlines()


def with_line(number: int, text: str) -> str:
    lines = base_lines()
    lines[number - 1] = text
    return "\n".join(lines)


REMOVED_ROW_6 = "-- -- -- -- -- --"
REMOVED_ROW_7 = "-- -- -- -- -- -- --"

REJECTIONS = [
    ("unknown rules", with_line(2, "rules: Q"), 2, "bad_rules"),
    ("bad rules order", with_line(2, "rules: NXS"), 2, "bad_rules"),
    ("bad card", with_line(6, "6S 1X 8H"), 6, "bad_card"),
    ("bad card in stock", with_line(11, "stock: 3C ZZ"), 11, "bad_card"),
    ("duplicate in pyramid", with_line(5, "3S AH"), 5, "duplicate_card"),
    ("duplicate in waste", with_line(12, "waste: TS AH"), 12, "duplicate_card"),
    ("floating card", "\n".join(base_lines()[:8] + [REMOVED_ROW_6] + base_lines()[9:]), 10, "floating_card"),
    ("wrong row length", with_line(6, "6S 5S"), 6, "bad_row"),
    ("row too long", with_line(10, "5H KS 2C JD 3H TD AC 9C"), 10, "bad_row"),
    ("bad pass word", with_line(13, "pass: two"), 13, "bad_pass"),
    ("pass zero", with_line(13, "pass: 0"), 13, "bad_pass"),
    ("pass over the rules", with_line(13, "pass: 4").replace("rules: N", "rules: W"), 13, "bad_pass"),
    ("waste1 under single-waste rules", with_line(12, "waste1: TS"), 12, "wrong_waste"),
    ("unknown line", with_line(13, "passes: 1"), 13, "unknown_line"),
    ("line without a colon", with_line(11, "3C 4C"), 11, "unknown_line"),
    ("repeated rules", with_line(1, "rules: T"), 2, "repeated_line"),
    ("short pyramid", "\n".join(base_lines()[:8] + base_lines()[10:]), 9, "short_pyramid"),
]


@pytest.mark.parametrize(("text", "line", "key"), [r[1:] for r in REJECTIONS], ids=[r[0] for r in REJECTIONS])
def test_rejections_name_the_line_and_the_reason(text: str, line: int, key: str) -> None:
    with pytest.raises(PositionError) as caught:
        parse_position(text)
    assert (caught.value.line, caught.value.key) == (line, key)
    assert f"line {line}:" in str(caught.value)
    assert caught.value.reason


def test_missing_rules_and_missing_pyramid_name_no_line() -> None:
    for text, key in [
        ("\n".join(line for line in base_lines() if not line.startswith("rules")), "missing_rules"),
        ("rules: N\nstock: 3C\n", "missing_pyramid"),
    ]:
        with pytest.raises(PositionError) as caught:
            parse_position(text)
        assert (caught.value.line, caught.value.key) == (0, key)


def test_single_waste_line_is_refused_under_draw_three() -> None:
    with pytest.raises(PositionError) as caught:
        parse_position(with_line(2, "rules: TD"))
    assert (caught.value.line, caught.value.key) == (12, "wrong_waste")


def test_pass_within_the_rules_is_accepted() -> None:
    assert parse_position(with_line(13, "pass: 3").replace("rules: N", "rules: W")).pass_number == 3
    assert parse_position(with_line(13, "pass: 40")).pass_number == 40  # N: unlimited passes


def test_a_position_may_hold_fewer_than_52_cards_but_no_removed_card_under_a_card() -> None:
    rows = ["KS", "AH 5D", "QC -- --", "-- -- -- --", "-- -- -- -- --", REMOVED_ROW_6, REMOVED_ROW_7]
    here = parse_position("rules: W\npyramid:\n" + "\n".join(rows))
    assert here.pair_refusal(card("AH"), card("QC")) is None
    rows[2] = "-- QC --"  # QC now lies on AH and 5D, both still there: fine
    assert parse_position("rules: W\npyramid:\n" + "\n".join(rows)).is_free(4)
    rows[1], rows[2] = "-- 5D", "QC -- --"  # QC lies on the removed slot where AH was
    with pytest.raises(PositionError) as caught:
        parse_position("rules: W\npyramid:\n" + "\n".join(rows))
    assert (caught.value.line, caught.value.key) == (5, "floating_card")


def test_parsed_positions_play_like_dealt_ones() -> None:
    start = Position.from_deal(DEAL, RuleSet.from_field("N"))
    parsed = parse_position(DEAL_18_N)
    assert parsed == start
    assert parsed.legal_moves() == start.legal_moves()
    assert Move.king(card("KS")) in parsed.legal_moves()
    assert Move.king(card("KD")) not in parsed.legal_moves()
