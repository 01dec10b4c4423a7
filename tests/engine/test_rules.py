"""Rule sets: the presets, every option, and the rules field of a deal code."""

from __future__ import annotations

import itertools

import pytest

from pyramid_qt.engine import PRESETS, RulesError, RuleSet, TalonStart

FLAGS = ("strict_win", "stacked_pairs", "talon_pairing", "draw_three")
PASSES: tuple[int | None, ...] = (*range(1, 10), None)


def all_rule_sets() -> list[RuleSet]:
    out = []
    for preset, passes, flags in itertools.product(
        PRESETS.values(), PASSES, itertools.product((False, True), repeat=4)
    ):
        out.append(preset.replace(passes=passes, **dict(zip(FLAGS, flags, strict=True))))
    return out


def test_there_are_480_distinct_rule_sets_with_distinct_fields() -> None:
    rule_sets = all_rule_sets()
    assert len(set(rule_sets)) == 3 * 10 * 16
    assert len({rules.field for rules in rule_sets}) == 480


@pytest.mark.parametrize("rules", all_rule_sets(), ids=lambda rules: rules.field)
def test_field_round_trips(rules: RuleSet) -> None:
    field = rules.field
    assert RuleSet.from_field(field) == rules
    assert RuleSet.from_field(f"  {field.lower()} ") == rules
    assert field[0] == rules.family.letter
    # Canonical: nothing equal to the preset is written.
    preset = PRESETS[field[0]]
    assert (len(field) > 1 and field[1] in "123456789U") == (rules.passes != preset.passes)
    for letter, attr in zip("SXYD", FLAGS, strict=True):
        assert (letter in field) == (getattr(rules, attr) != getattr(preset, attr))


def test_presets() -> None:
    n, w, t = PRESETS["N"], PRESETS["W"], PRESETS["T"]
    assert (n.talon_start, n.passes, n.stacked_pairs, n.talon_pairing) == (TalonStart.ONE_TO_WASTE, None, False, False)
    assert (w.talon_start, w.passes, w.stacked_pairs, w.talon_pairing) == (TalonStart.STOCK_TOP_FACE_UP, 3, True, True)
    assert (t.talon_start, t.passes, t.stacked_pairs, t.talon_pairing) == (TalonStart.FACE_DOWN, 1, False, False)
    assert not any(rules.strict_win or rules.draw_three for rules in (n, w, t))
    assert [rules.field for rules in (n, w, t)] == ["N", "W", "T"]
    assert [rules.stock_top_playable for rules in (n, w, t)] == [False, True, False]


def test_canonical_examples_of_the_spec() -> None:
    assert PRESETS["W"].replace(passes=1).field == "W1"
    assert RuleSet.from_field("W1") == PRESETS["W"].replace(passes=1)
    tusd = RuleSet.from_field("tusd")
    assert (tusd.passes, tusd.strict_win, tusd.draw_three, tusd.stacked_pairs) == (None, True, True, False)
    assert tusd.field == "TUSD"
    # X and Y flip the W preset's options off.
    wxy = RuleSet.from_field("WXY")
    assert not wxy.stacked_pairs and not wxy.talon_pairing and wxy.passes == 3


@pytest.mark.parametrize(("text", "canonical"), [("NU", "N"), ("W3", "W"), ("T1", "T"), ("n", "N"), (" w1 ", "W1")])
def test_non_canonical_input_parses(text: str, canonical: str) -> None:
    assert RuleSet.from_field(text).field == canonical


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("Q", "unknown_preset"),
        ("1N", "unknown_preset"),
        ("N0", "bad_passes"),
        ("NXS", "bad_order"),
        ("NSS", "bad_order"),
        ("NZ", "unknown_option"),
        ("N3U", "bad_passes"),  # the passes place is the problem, not an unknown option
        ("W12", "bad_passes"),
        ("WS1", "bad_passes"),
        ("N²", "unknown_option"),  # a digit, but not an ASCII one: once crashed int()
        ("W٣", "unknown_option"),  # an Arabic-Indic 3: once read as three passes
    ],
)
def test_bad_fields_raise_rules_error_with_a_key(text: str, key: str) -> None:
    with pytest.raises(RulesError) as caught:
        RuleSet.from_field(text)
    assert caught.value.key == key
    assert caught.value.field == text


def test_passes_outside_1_to_9_are_refused() -> None:
    for passes in (0, 10, -1):
        with pytest.raises(ValueError):
            PRESETS["T"].replace(passes=passes)


def test_derived_counts() -> None:
    td = RuleSet.from_field("TD")
    assert (td.waste_piles, td.draw_count) == (3, 3)
    assert (PRESETS["T"].waste_piles, PRESETS["T"].draw_count) == (1, 1)
    assert PRESETS["W"].recycles_allowed == 2
    assert PRESETS["N"].recycles_allowed is None
    assert RuleSet.from_field("W1").preset == PRESETS["W"]
