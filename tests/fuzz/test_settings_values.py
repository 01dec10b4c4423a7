"""Fuzz the settings file: whatever ``pyramid-qt.ini`` holds, every preference reads as a valid value.

Inputs: INI files whose known keys (rules, play, display, appearance, geometry) hold odd values (digits of other
scripts, 5000 digits, NaN, control characters, binary), with random keys and sections, cut or spliced, plus raw
bytes.  Loading must give valid values (a bad one falls back to its default, with a message key), the rule set must
be one the engine accepts, and the first change must write a file that reads back without a problem.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from pyramid_qt.engine.games import GAMES
from pyramid_qt.engine.options import OPTIONS
from pyramid_qt.engine.rules import RuleSet
from pyramid_qt.store import settings as settings_module
from pyramid_qt.store.preferences import BY_KEY, AnimationSpeed, CardBack, Language
from pyramid_qt.store.settings import LOAD_CORRUPT, LOAD_INVALID, LOAD_UNREADABLE, Settings, rule_key
from tests.fuzz.harness import TALLY, check, fuzz_settings
from tests.fuzz.strategies import NASTY, mutated

KNOWN_KEYS = sorted(
    {value for name, value in vars(settings_module).items() if name.startswith("K_") and isinstance(value, str)}
    | {rule_key(name) for name in OPTIONS}
    | set(BY_KEY)
)
GOOD_VALUES = ["true", "false", "N", "W", "T", "1", "3", "9", "unlimited", "fast", "off", "id", "en", "#123456"]
GOOD_VALUES += ["PYR", "pyr", "GIZA", "pharaohs"]  # game keys, offered or not


@st.composite
def ini_texts(draw: st.DrawFn) -> str:
    lines: dict[str, list[str]] = {}
    for _ in range(draw(st.integers(0, 12))):
        key = draw(st.one_of(st.sampled_from(KNOWN_KEYS), st.text(min_size=1, max_size=12).map(lambda k: f"x/{k}")))
        section, _, name = key.partition("/")
        value = draw(
            st.one_of(
                st.sampled_from(GOOD_VALUES),
                st.sampled_from(NASTY),
                st.text(max_size=30),
                st.integers(-(10**30), 10**30).map(str),
                st.sampled_from(["nan", "-inf", "1e400", "9" * 5000, "0x10", "٣", "²", '"quoted"', "@ByteArray(x)"]),
            )
        )
        lines.setdefault(section, []).append(f"{name}={value}")
    return "".join(f"[{section}]\n" + "\n".join(entries) + "\n" for section, entries in lines.items())


def ini_bytes() -> st.SearchStrategy[bytes]:
    return st.one_of(
        ini_texts().map(lambda text: text.encode("utf-8", "surrogatepass")),
        ini_texts().map(lambda text: text.encode("utf-8", "surrogatepass")),
        mutated(ini_texts()).map(lambda text: text.encode("utf-8", "surrogatepass")),
        st.binary(max_size=300),
    )


def _read(settings: Settings) -> None:
    rules = settings.rules()
    assert RuleSet.from_field(rules.field) == rules
    for name in OPTIONS:
        getattr(rules, name)
    assert isinstance(settings.error_help, bool) and isinstance(settings.highlight_pairs, bool)
    assert isinstance(settings.winnable_only, bool)
    assert settings.game in GAMES
    assert isinstance(settings.animation_speed, AnimationSpeed)
    assert isinstance(settings.language, Language)
    assert isinstance(settings.deck, str) and isinstance(settings.card_back, CardBack)
    assert len(settings.felt) == 7 and settings.felt.startswith("#")
    geometry = settings.window_geometry
    assert geometry is None or isinstance(geometry, bytes)


def _load(data: bytes) -> None:
    with tempfile.TemporaryDirectory(prefix="fuzz-settings-") as folder:
        path = Path(folder) / "pyramid-qt.ini"
        path.write_bytes(data)
        settings = Settings(path)
        assert settings.load_problem in (None, LOAD_CORRUPT, LOAD_INVALID, LOAD_UNREADABLE)
        TALLY[f"settings file: {settings.load_problem or 'read'}"] += 1
        _read(settings)
        settings.language = Language.ENGLISH  # the first change repairs the file
        again = Settings(path)
        assert again.load_problem is None, again.load_problem
        assert again.language == "en" and again.rules() == settings.rules()
        _read(again)


@fuzz_settings()
@given(ini_bytes())
def test_any_settings_file_reads_as_valid_preferences(data: bytes) -> None:
    check("settings file", lambda: _load(data))
