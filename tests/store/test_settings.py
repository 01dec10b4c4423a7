"""Preferences: defaults, round trip, rule presets, and bad files that fall back without being overwritten."""

from __future__ import annotations

import gc
import os
from pathlib import Path

import pytest

from pyramid_qt.engine.rules import PRESETS, RuleSet
from pyramid_qt.store import user_files as paths
from pyramid_qt.store.preferences import AnimationSpeed, Language, Preferences
from pyramid_qt.store.settings import (
    LOAD_CORRUPT,
    LOAD_INVALID,
    LOAD_UNREADABLE,
    SAVE_FAILED,
    Settings,
    rule_key,
)
from tests.helpers.store import spawn_python


@pytest.fixture
def ini(tmp_path: Path) -> Path:
    return tmp_path / "config" / "pyramid-qt.ini"


def file_state(path: Path) -> tuple[bytes, int, int]:
    stat = os.stat(path)
    return path.read_bytes(), stat.st_mtime_ns, stat.st_ino


def test_default_path_follows_xdg_config_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    assert paths.settings_file() == tmp_path / "cfg" / "pyramid-qt" / "pyramid-qt.ini"
    assert Settings().path == paths.settings_file()


def test_defaults_without_a_file_and_nothing_written(ini: Path) -> None:
    settings = Settings(ini)

    assert settings.load_problem is None
    assert settings.rules() == PRESETS["N"]
    assert (settings.preset, settings.rule_value("passes")) == ("N", None)
    assert (settings.error_help, settings.winnable_only) == (True, True)
    assert (settings.animation_speed, settings.language, settings.window_geometry) == ("normal", "system", None)
    del settings
    gc.collect()
    assert not ini.exists()


def test_every_value_round_trips_through_the_file(ini: Path) -> None:
    settings = Settings(ini)
    settings.set_rules(RuleSet.from_field("T3SD"))
    settings.error_help = False
    settings.winnable_only = False
    settings.animation_speed = AnimationSpeed.OFF
    settings.language = Language.INDONESIAN
    settings.window_geometry = b"\x01\xd9\xd0\xcb\x00\x03\x00\x00geometry"

    again = Settings(ini)

    assert again.load_problem is None and settings.save_problem is None
    assert again.rules() == RuleSet.from_field("T3SD")
    assert (
        again.preset,
        again.rule_value("passes"),
        again.rule_value("strict_win"),
        again.rule_value("draw_three"),
    ) == ("T", 3, True, True)
    assert (again.error_help, again.winnable_only) == (False, False)
    assert (again.animation_speed, again.language) == ("off", "id")
    assert again.window_geometry == b"\x01\xd9\xd0\xcb\x00\x03\x00\x00geometry"


def test_a_fresh_process_reads_what_was_written(ini: Path) -> None:
    """QSettings caches files per process; a child proves the bytes on disk carry every value."""
    settings = Settings(ini)
    settings.set_rules(RuleSet.from_field("W1"))
    settings.language = Language.ENGLISH
    settings.window_geometry = b"\x00geo\xff"
    child = spawn_python(
        f"""
from pathlib import Path
from pyramid_qt.store.settings import Settings
s = Settings(Path({str(ini)!r}))
print(s.rules().field, s.language, s.window_geometry.hex(), s.load_problem)
"""
    )
    out, err = child.communicate(timeout=60)
    assert child.returncode == 0, err
    assert out.split() == ["W1", "en", "0067656fff", "None"]


def test_rule_options_follow_the_preset_unless_overridden(ini: Path) -> None:
    settings = Settings(ini)
    settings.preset = "W"
    assert settings.rules() == PRESETS["W"]
    settings.set_rule_value("passes", 1)
    settings.set_rule_value("stacked_pairs", False)
    assert settings.rules().field == "W1X"

    settings.set_rules(PRESETS["T"])
    assert settings.rules() == PRESETS["T"]
    assert "passes" not in ini.read_text() and "stacked" not in ini.read_text()  # stored only when not preset

    settings.set_rule_value("passes", None)
    assert settings.rules().field == "TU"
    assert Settings(ini).rules().field == "TU"


def test_invalid_arguments_are_refused(ini: Path) -> None:
    settings = Settings(ini)
    refused = [("preset", "Q"), ("animation_speed", "warp"), ("language", "fr")]
    for name, value in refused:
        with pytest.raises(ValueError):
            setattr(settings, name, value)  # the words no preference allows
    for bad in (0, 10, True, "3"):
        with pytest.raises(ValueError):
            settings.set_rule_value("passes", bad)  # type: ignore[arg-type]  # a careless caller's value
    with pytest.raises(ValueError):
        settings.set_rule_value("strict_win", 1)
    assert not ini.exists()


def test_changed_signal_names_the_key(ini: Path) -> None:
    settings = Settings(ini)
    seen: list[str] = []
    settings.changed.connect(seen.append)
    settings.language = Language.INDONESIAN
    settings.set_rule_value("passes", 3)
    assert seen == [Preferences.language.key, rule_key("passes")]


def test_invalid_values_fall_back_one_by_one_and_the_file_is_left_alone(ini: Path) -> None:
    ini.parent.mkdir(parents=True)
    ini.write_text(
        "[rules]\npreset=W\npasses=banana\nstrict_win=perhaps\n"
        "[play]\nerror_help=false\n[display]\nanimation_speed=warp\nlanguage=id\n"
    )
    before = file_state(ini)

    settings = Settings(ini)

    assert settings.load_problem == LOAD_INVALID
    assert settings.preset == "W" and settings.language == "id" and settings.error_help is False  # good ones kept
    assert (
        settings.rule_value("passes") == PRESETS["W"].passes and settings.rule_value("strict_win") is False
    )  # bad ones: defaults
    assert settings.animation_speed == "normal"
    del settings
    gc.collect()
    assert file_state(ini) == before


@pytest.mark.parametrize(
    "passes", ["9" * 5000, "²", "١", "1_0", "+3", "0", "10", "", "3 5"], ids=lambda text: ascii(text[:12])
)
def test_a_bad_passes_value_falls_back_without_an_error(ini: Path, passes: str) -> None:
    """``passes=`` and 5000 digits must not raise from int() at every start (``--screenshot`` included)."""
    ini.parent.mkdir(parents=True)
    ini.write_text(f"[rules]\npreset=W\npasses={passes}\n", encoding="utf-8")
    settings = Settings(ini)
    assert settings.load_problem == LOAD_INVALID
    assert settings.rule_value("passes") == PRESETS["W"].passes


@pytest.mark.parametrize(
    "content",
    [bytes(range(256)) * 2 + b"\n[rules]\npreset=T\n", b"[rules\npreset=T\n", b"\xff\xfe[rules]\npreset=W\n"],
    ids=["binary-garbage", "broken-section", "not-utf8"],
)
def test_corrupt_file_is_reported_left_untouched_then_rewritten_clean_on_change(ini: Path, content: bytes) -> None:
    ini.parent.mkdir(parents=True)
    ini.write_bytes(content)
    before = file_state(ini)

    settings = Settings(ini)
    assert settings.load_problem == LOAD_CORRUPT
    assert settings.animation_speed == "normal" and settings.language == "system"
    settings.rules()  # reading everything writes nothing
    assert file_state(ini) == before

    settings.language = Language.ENGLISH  # the player changes something: now a clean file replaces the bad one
    assert settings.save_problem is None and settings.load_problem is None
    reloaded = Settings(ini)
    assert reloaded.load_problem is None
    assert reloaded.language == "en"
    assert b"\0" not in ini.read_bytes()


def test_a_folder_in_place_of_the_file_is_unreadable_and_writes_fail_softly(ini: Path) -> None:
    ini.mkdir(parents=True)
    settings = Settings(ini)
    assert settings.load_problem == LOAD_UNREADABLE
    assert settings.rules() == PRESETS["N"]

    settings.language = Language.INDONESIAN

    assert settings.save_problem == SAVE_FAILED
    assert settings.language == "id"  # still applies for this session
    assert ini.is_dir()


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root reads files whatever their mode")
def test_permission_denied_is_unreadable_and_untouched(ini: Path) -> None:
    ini.parent.mkdir(parents=True)
    ini.write_text("[display]\nlanguage=id\n")
    ini.chmod(0)
    try:
        settings = Settings(ini)
        assert settings.load_problem == LOAD_UNREADABLE
        assert settings.language == "system"
    finally:
        ini.chmod(0o600)
    assert ini.read_text() == "[display]\nlanguage=id\n"


def test_a_full_disk_keeps_the_previous_good_file(ini: Path) -> None:
    """RLIMIT_FSIZE in a child makes every write past 64 bytes fail, like a full disk; QSaveFile must not
    have truncated the old file."""
    settings = Settings(ini)
    settings.set_rules(RuleSet.from_field("W1"))
    settings.window_geometry = bytes(range(100))
    before = file_state(ini)
    child = spawn_python(
        f"""
import resource, signal
from pathlib import Path
from pyramid_qt.store.settings import Settings
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
s = Settings(Path({str(ini)!r}))
resource.setrlimit(resource.RLIMIT_FSIZE, (64, resource.RLIM_INFINITY))
s.window_geometry = bytes(range(200))
print(s.save_problem)
"""
    )
    out, err = child.communicate(timeout=60)
    assert child.returncode == 0, err
    assert out.strip() == SAVE_FAILED
    assert file_state(ini) == before
    assert sorted(p.name for p in ini.parent.iterdir()) == ["pyramid-qt.ini"]  # no temp or lock file left
    assert Settings(ini).window_geometry == bytes(range(100))


def test_writes_replace_the_file_atomically(ini: Path) -> None:
    settings = Settings(ini)
    settings.language = Language.INDONESIAN
    inode = os.stat(ini).st_ino
    settings.language = Language.ENGLISH
    assert os.stat(ini).st_ino != inode  # QSaveFile: a new file renamed over the old one


def test_a_read_only_config_folder_reads_fine_and_reports_the_failed_write(ini: Path, make_read_only) -> None:
    Settings(ini).language = Language.INDONESIAN
    before = file_state(ini)
    make_read_only(ini.parent)

    settings = Settings(ini)
    assert settings.load_problem is None and settings.language == "id"
    settings.language = Language.ENGLISH

    assert settings.save_problem == SAVE_FAILED
    assert settings.language == "en"  # applies for this session
    assert file_state(ini) == before


def test_the_first_change_after_invalid_values_repairs_them_and_keeps_unknown_keys(ini: Path) -> None:
    ini.parent.mkdir(parents=True)
    ini.write_text("[rules]\npasses=banana\npreset=W\n[stats_dialog]\nsort_column=3\n")

    settings = Settings(ini)
    assert settings.load_problem == LOAD_INVALID
    settings.language = Language.INDONESIAN

    assert settings.load_problem is None and settings.save_problem is None
    text = ini.read_text()
    assert "banana" not in text and "sort_column=3" in text
    reloaded = Settings(ini)
    assert reloaded.load_problem is None
    assert (reloaded.preset, reloaded.rule_value("passes"), reloaded.language) == ("W", 3, "id")


def test_the_game_new_game_deals_is_kept_and_an_old_file_reads_as_pyramid(
    ini: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A settings file of a version before there were other games has no game: Pyramid, no problem.  A game that is
    not offered (or no game at all) falls back to Pyramid with the usual message; an offered one round-trips."""
    from types import MappingProxyType

    from pyramid_qt.engine import games

    ini.parent.mkdir(parents=True)
    ini.write_text("[rules]\npreset=W\n[play]\nerror_help=false\n", encoding="utf-8")
    old = Settings(ini)
    assert (old.game, old.load_problem, old.preset) == ("PYR", None, "W")
    ini.write_text("[play]\ngame=giza\n", encoding="utf-8")
    monkeypatch.setattr(games, "GAMES", MappingProxyType({"PYR": games.PYRAMID}))  # Giza not offered
    unoffered = Settings(ini)
    assert (unoffered.game, unoffered.load_problem) == ("PYR", LOAD_INVALID)
    with pytest.raises(ValueError):
        unoffered.game = "GIZA"
    offered = MappingProxyType({key: games.ENGINE_GAMES[key] for key in ("PYR", "GIZA", "PHARAOHS")})
    monkeypatch.setattr(games, "GAMES", offered)
    assert Settings(ini).game == "GIZA"  # any case in the file
    ini.write_text("[play]\ngame=@ByteArray(GIZA)\n", encoding="utf-8")
    damaged = Settings(ini)
    assert (damaged.game, damaged.load_problem) == ("PYR", LOAD_INVALID)
    damaged.game = "PHARAOHS"
    assert "game=PHARAOHS" in ini.read_text(encoding="utf-8")
    assert (Settings(ini).game, Settings(ini).load_problem) == ("PHARAOHS", None)
