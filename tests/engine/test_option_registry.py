"""The option and family declarations: everything in the engine derives from them, and they can grow."""

from __future__ import annotations

import pickle

import pytest

from pyramid_qt.engine import DealCode, Position
from pyramid_qt.engine.options import OPTIONS, Count, Flag, RuleOption, register_option
from pyramid_qt.engine.rules import (
    FAMILIES,
    PRESETS,
    RuleFamily,
    RulesError,
    RuleSet,
    TalonStart,
    field_syntax,
    register_family,
)


def test_the_declared_options_and_families() -> None:
    assert list(OPTIONS) == ["passes", "strict_win", "stacked_pairs", "talon_pairing", "draw_three"]
    assert [o.letter for o in OPTIONS.values()] == ["", "S", "X", "Y", "D"]
    assert list(FAMILIES) == ["N", "W", "T"]
    # Letters are not talon starts any more: the enum's values spell no letter.
    assert {start.value for start in TalonStart}.isdisjoint(FAMILIES)


def test_unlimited_is_none_inside_and_spelled_only_by_the_count() -> None:
    passes = OPTIONS["passes"].kind
    assert isinstance(passes, Count)
    assert RuleSet.from_field("TU").passes is None
    assert passes.to_file(None) == "unlimited"
    assert [passes.from_file(text) for text in ("unlimited", "u", "none", "3")] == [None, None, None, 3]
    assert passes.encode(None, 3, "") == "U"


def test_a_throw_away_option_round_trips_through_the_rules_field(kings_late: RuleOption) -> None:
    rules = RuleSet.from_field("W1K")
    assert rules.value("kings_late") is True and rules.passes == 1
    assert rules.field == "W1K"
    assert PRESETS["W"].replace(passes=1, kings_late=True) == rules
    assert RuleSet.from_field("NSK").field == "NSK"
    code = DealCode(18, rules)
    assert DealCode.parse(str(code)) == code and str(code).startswith("PY1-W1K-")
    assert pickle.loads(pickle.dumps(rules)) == rules
    with pytest.raises(RulesError) as caught:
        RuleSet.from_field("NKS")
    assert caught.value.key == "bad_order"
    with pytest.raises(ValueError):
        PRESETS["N"].replace(kings_late=1)


def test_rule_sets_made_before_an_option_was_registered_stay_equal(kings_late: RuleOption) -> None:
    assert PRESETS["N"] == RuleSet("N") == RuleSet.from_field("N")
    assert RuleSet.from_field("N").value("kings_late") is False


def test_registration_refuses_clashing_letters_and_a_second_count() -> None:
    clash = RuleOption("clash", Flag(), False, "S", "", "")
    digit = RuleOption("digit", Flag(), False, "U", "", "")
    second = RuleOption("again", Count(maximum=2, offered=(1,)), 1, "", "", "")
    for option in (clash, digit, second):
        with pytest.raises(ValueError):
            register_option(option)
    assert "clash" not in OPTIONS and "digit" not in OPTIONS and "again" not in OPTIONS
    with pytest.raises(ValueError):
        register_family(RuleFamily("W", TalonStart.FACE_DOWN, {}, "", ""))
    with pytest.raises(ValueError):
        register_family(RuleFamily("Z", TalonStart.FACE_DOWN, {"passes": 0}, "", ""))


def test_a_fourth_family_is_one_registry_entry(family_m: RuleFamily) -> None:
    preset = PRESETS["M"]
    assert (preset.talon_start, preset.passes, preset.draw_three, preset.stacked_pairs) == (
        TalonStart.STOCK_TOP_FACE_UP,
        2,
        True,
        False,
    )
    assert preset.field == "M" and preset != PRESETS["W"]
    assert RuleSet.from_field("M3D") == preset.replace(passes=3, draw_three=False)
    assert RuleSet.from_field("M3D").field == "M3D"
    code = DealCode.parse("PY1-MU-AAAAAAS")
    assert code.rules.passes is None and str(code) == "PY1-MU-AAAAAAS"
    # The engine plays it with W's talon logic: the stock top is face up, three waste piles.
    start = Position.from_deal(code.deal(), code.rules)
    assert len(start.waste) == 3 and start.rules.stock_top_playable and len(start.stock) == 24
    assert "M Throw-away family" in field_syntax()


def test_w12_says_the_passes_place_is_wrong() -> None:
    """A second digit is a problem of the passes' place, not an unknown option."""
    for text in ("W12", "N3U", "WS1", "T0"):
        with pytest.raises(RulesError) as caught:
            RuleSet.from_field(text)
        assert caught.value.key == "bad_passes" and caught.value.option == "passes"
        assert "number of passes" in str(caught.value)


def test_differences_name_every_option_away_from_the_family() -> None:
    rules = RuleSet.from_field("T2SXYD")
    assert list(rules.differences()) == [
        ("passes", 2),
        ("strict_win", True),
        ("stacked_pairs", True),
        ("talon_pairing", True),
        ("draw_three", True),
    ]
    assert list(RuleSet.from_field("WX").differences()) == [("stacked_pairs", False)]
    assert list(PRESETS["W"].differences()) == []


def test_command_line_help_is_derived_from_the_declarations(family_m: RuleFamily) -> None:
    from pyramid_qt.command_line import build_parser
    from pyramid_qt.solver.cli import _parser

    for parser, passes in ((_parser(), "1-9 or U"), (build_parser(), "1–9 or U")):
        text = " ".join(parser.format_help().split())
        assert "M Throw-away family" in text and "X stacked pairs" in text and passes in text
