"""The .desktop file is a freedesktop desktop entry that launches the installed command under the app id."""

from __future__ import annotations

import configparser
import shutil
import subprocess

import pytest

from pyramid_qt import APP_ID
from tests.helpers.packaging import DESKTOP_FILE, project_commands


def read_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment, method-assign]  # keys are case-sensitive: Name[id] as written
    parser.read_string(DESKTOP_FILE.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def test_file_is_named_after_the_app_id():
    assert DESKTOP_FILE.is_file()
    assert DESKTOP_FILE.stem == APP_ID == "io.github.pyramid_qt.PyramidQt"


def test_entry_launches_an_installed_command_with_the_app_icon():
    entry = read_entry()
    assert entry["Type"] == "Application"
    assert entry["Icon"] == APP_ID
    command = entry["Exec"].split()[0]
    assert command in project_commands()
    assert entry["TryExec"] == command
    assert entry["Terminal"] == "false"


def test_entry_is_a_card_game_in_both_languages():
    entry = read_entry()
    assert entry["Categories"].rstrip(";").split(";") == ["Game", "CardGame"]
    for key in ("Name", "Comment", "GenericName", "Keywords"):
        assert entry[key] and entry[f"{key}[id]"], key
        assert entry[key] != entry[f"{key}[id]"], f"{key}[id] is not translated"
    assert "kartu" in entry["Keywords[id]"].split(";")


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_file_validate_passes():
    result = subprocess.run(["desktop-file-validate", str(DESKTOP_FILE)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == "", result.stdout
