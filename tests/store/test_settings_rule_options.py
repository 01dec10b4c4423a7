"""Rule options in the settings file come from the declarations: a new option or family needs no settings code."""

from __future__ import annotations

from pathlib import Path

import pytest

from pyramid_qt.engine.options import RuleOption
from pyramid_qt.engine.rules import PRESETS, RuleFamily, RuleSet
from pyramid_qt.store.preferences import Language
from pyramid_qt.store.settings import LOAD_INVALID, Settings


@pytest.fixture
def ini(tmp_path: Path) -> Path:
    return tmp_path / "config" / "pyramid-qt.ini"


@pytest.mark.parametrize("spelling", ["unlimited", "Unlimited", "u", "none"])
def test_a_file_of_the_previous_version_reads_the_same(ini: Path, spelling: str) -> None:
    ini.parent.mkdir(parents=True)
    ini.write_text(f"[rules]\npreset=W\npasses={spelling}\nstacked_pairs=false\ndraw_three=true\n")
    settings = Settings(ini)
    assert settings.load_problem is None
    assert settings.rules().field == "WUXD"
    assert settings.rule_value("passes") is None


def test_the_file_spells_values_as_the_previous_version_did(ini: Path) -> None:
    settings = Settings(ini)
    settings.set_rules(RuleSet.from_field("WUXD"))
    text = ini.read_text()
    assert "preset=W" in text and "passes=unlimited" in text and "stacked_pairs=false" in text
    assert "draw_three=true" in text and "talon_pairing" not in text and "strict_win" not in text
    settings.set_rules(RuleSet.from_field("N5"))
    assert "passes=5" in ini.read_text() and "stacked_pairs" not in ini.read_text()


def test_a_throw_away_option_is_stored_validated_and_round_tripped(ini: Path, kings_late: RuleOption) -> None:
    settings = Settings(ini)
    assert settings.rule_value("kings_late") is False
    with pytest.raises(ValueError):
        settings.set_rule_value("kings_late", "yes")  # type: ignore[arg-type]  # a careless caller's value
    settings.set_rule_value("kings_late", True)
    assert "kings_late=true" in ini.read_text()
    again = Settings(ini)
    assert again.rules().field == "NK"
    again.set_rules(PRESETS["T"])
    assert "kings_late" not in ini.read_text()  # at the family's value: not stored

    ini.write_text("[rules]\npreset=T\nkings_late=perhaps\n")
    bad = Settings(ini)
    assert bad.load_problem == LOAD_INVALID and bad.rules() == PRESETS["T"]


def test_an_option_the_version_does_not_know_is_left_in_the_file(ini: Path) -> None:
    ini.parent.mkdir(parents=True)
    ini.write_text("[rules]\npreset=T\nkings_late=true\n")
    settings = Settings(ini)
    assert settings.load_problem is None and settings.rules() == PRESETS["T"]
    settings.language = Language.INDONESIAN
    assert "kings_late=true" in ini.read_text()


def test_a_fourth_family_is_stored_and_read(ini: Path, family_m: RuleFamily) -> None:
    settings = Settings(ini)
    settings.set_rules(RuleSet.from_field("M3"))
    assert "preset=M" in ini.read_text() and "passes=3" in ini.read_text()
    again = Settings(ini)
    assert again.preset == "M" and again.rules().field == "M3"
    again.preset = "M"
    again.set_rule_value("passes", 2)  # M's own value: removed from the file
    assert "passes" not in ini.read_text()
    assert Settings(ini).rules() == PRESETS["M"]
