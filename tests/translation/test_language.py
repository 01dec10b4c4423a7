"""The player's language read without Qt is the one the window reads through Qt: the settings file's choice as
Settings (QSettings) reads it, the system's as QLocale.system() takes it on Linux."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from pyramid_qt.store.preferences import Language
from pyramid_qt.store.settings import Settings
from pyramid_qt.translation.language import player_language, settings_language, system_language

ROOT = Path(__file__).resolve().parents[2]

SETTINGS_FILES = {
    "Indonesian": b"[display]\nlanguage=id\n",
    "English": b"[display]\nlanguage=en\n",
    "the system's": b"[display]\nlanguage=system\n",
    "upper case": b"[display]\nlanguage=ID\n",
    "blanks": b"[display]\n  language =  id  \n",
    "quoted": b'[display]\nlanguage="id"\n',
    "typed string": b"[display]\nlanguage=@String(id)\n",
    "typed other": b"[display]\nlanguage=@Invalid()\n",
    "a list": b"[display]\nlanguage=id, en\n",
    "unknown": b"[display]\nlanguage=fr\n",
    "repeated": b"[display]\nlanguage=id\nlanguage=en\n",
    "group twice": b"[display]\nlanguage=id\n[rules]\npreset=W\n[display]\nlanguage=en\n",
    "general group": b"[General]\ndisplay/language=id\n",
    "no group": b"display/language=id\n",
    "other group": b"[other]\nlanguage=id\n",
    "group case": b"[Display]\nlanguage=id\n",
    "comment": b"[display]\n;language=en\nlanguage=id ; the player's\n",
    "unclosed group": b"[display\nlanguage=id\n",
    "escaped key": b"[display]\nlanguag%65=id\n",
    "continued": b"[display]\nlanguage=i\\\nd\n",
    "windows lines": b"[display]\r\nlanguage=id\r\n",
    "byte order mark": b"\xef\xbb\xbf[display]\nlanguage=id\n",
    "zero bytes": b"[display]\nlanguage=id\n\0\0garbage",
    "not UTF-8": b"[display]\nlanguage=id\n\xff\xfe",
    "empty": b"",
}


@pytest.mark.parametrize("content", SETTINGS_FILES.values(), ids=SETTINGS_FILES.keys())
def test_the_settings_language_is_the_one_the_window_reads(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "pyramid-qt.ini"
    path.write_bytes(content)
    assert settings_language(path) == str(Settings(path).language)


def test_a_settings_file_that_cannot_be_read_leaves_the_system_language(tmp_path: Path) -> None:
    assert settings_language(tmp_path / "absent.ini") == "system"
    assert settings_language(tmp_path) == "system"  # a folder in its place
    large = tmp_path / "large.ini"
    large.write_bytes(b"[display]\nlanguage=id\n" + b";" * (2 * 1024 * 1024))
    assert settings_language(large) == "system"
    os.mkfifo(tmp_path / "fifo.ini")
    assert settings_language(tmp_path / "fifo.ini") == "system"  # read without end by a careless reader


def test_the_settings_file_is_the_window_s() -> None:
    Settings().language = Language.INDONESIAN
    assert settings_language() == "id"
    assert player_language(None, {"LANG": "en_US.UTF-8"}) == "id"
    assert player_language("en", {}) == "en"
    Settings().language = Language.SYSTEM
    assert player_language(None, {"LANG": "id_ID.UTF-8"}) == "id"
    assert player_language("system", {"LANG": "en_GB.UTF-8"}) == "en"


LOCALES = [
    {},
    {"LANG": "id_ID.UTF-8"},
    {"LANG": "en_US.UTF-8"},
    {"LC_ALL": "id_ID.UTF-8", "LANG": "en_US.UTF-8"},
    {"LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "id_ID.UTF-8"},
    {"LC_MESSAGES": "id_ID", "LANG": "en_GB"},
    {"LC_ALL": "", "LC_MESSAGES": "", "LANG": "id_ID"},
    {"LC_ALL": "C", "LANGUAGE": "id"},
    {"LANG": "POSIX", "LANGUAGE": "id"},
    {"LANG": "C.UTF-8", "LANGUAGE": "id"},
    {"LANG": "en_US.UTF-8", "LANGUAGE": "id:en"},
    {"LANG": "id_ID.UTF-8", "LANGUAGE": "en_US:id"},
    {"LANG": "de_DE.UTF-8", "LANGUAGE": ":id"},
    {"LANG": "fr_FR", "LANGUAGE": "id_ID:fr"},
    {"LANG": "in_ID"},
    {"LANG": "ind"},
    {"LANG": "id"},
    {"LANG": "id-ID"},
    {"LANG": "id@latin"},
    {"LANG": "indonesian"},
]
PROBE = (
    "import sys; from PySide6.QtCore import QLocale; from pyramid_qt import i18n;"
    "from pyramid_qt.translation.language import system_language;"
    "print(i18n.system_language(), system_language())"
)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt reads the locale from the environment on Linux")
def test_the_system_language_is_the_one_qt_takes() -> None:
    """Each environment in its own process: Qt reads the locale once per process."""
    unset = {name for name in os.environ if name.startswith("LC_") or name in ("LANG", "LANGUAGE")}
    seen = {}
    for locale in LOCALES:
        env = {**{k: v for k, v in os.environ.items() if k not in unset}, "PYTHONPATH": str(ROOT), **locale}
        run = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=60)
        assert run.returncode == 0, run.stderr
        qt, ours = run.stdout.split()
        seen[str(locale)] = (qt, ours)
        assert ours == system_language(locale)
    assert {name: pair for name, pair in seen.items() if pair[0] != pair[1]} == {}
    assert {qt for qt, _ in seen.values()} == {"id", "en"}
