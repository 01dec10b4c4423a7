"""``pyramid-qt``'s command-line messages come in one language, the window's: ``--lang``, else
the language chosen in Preferences, else the system's.  Before, ``pyramid-qt bad.txt`` answered in the settings'
Indonesian while ``pyramid-qt PY1-X-BAD``, ``--deal 99999`` and ``--help`` answered in English.  Run as the player
runs it: the installed module in a fresh process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

from pyramid_qt.store.preferences import Language
from pyramid_qt.store.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
NO_WINDOW_SYSTEM = {"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":65000"}
"""A display that does not exist: what is said before the window must not need one."""

BAD_POSITION = "# pyramid position v1\nrules: N\npyramid:\nJD\n6C 7H\nAS 4D XX\n"

HELP = {
    "en": ("Usage: pyramid-qt", "Options:", "the deal number, 1–20000", "position-format.md"),
    "id": ("Pemakaian: pyramid-qt", "Pilihan:", "nomor deal, 1–20000", "position-format.md"),
}
EXPECTED = {
    "en": {
        "code": "pyramid-qt: PY1-X-BAD: The rules part must start with one of N, W, T",
        "deal": "pyramid-qt: --deal 99999: A deal number is between 1 and 20000",
        "file": "This is not a card",
        "lang": "pyramid-qt: --lang takes id (Indonesian) or en (English)",
        "missing": "pyramid-qt: --deal needs a value",
    },
    "id": {
        "code": "pyramid-qt: PY1-X-BAD: Bagian aturan harus diawali salah satu dari N, W, T",
        "deal": "pyramid-qt: --deal 99999: Nomor deal berada di antara 1 dan 20000",
        "file": "Ini bukan kartu",
        "lang": "pyramid-qt: --lang hanya menerima id (Indonesia) atau en (Inggris)",
        "missing": "pyramid-qt: --deal perlu diberi nilai",
    },
}


def run(*arguments: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pyramid_qt", *arguments],
        env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})},
        capture_output=True,
        text=True,
        timeout=120,
    )


def refusal(*arguments: str, env: dict[str, str] | None = None) -> str:
    result = run(*arguments, env={**NO_WINDOW_SYSTEM, **(env or {})})
    assert result.returncode == 2, result.stderr
    assert result.stdout == ""
    return result.stderr.splitlines()[-1]


@pytest.mark.parametrize("language", ["id", "en"])
def test_every_message_speaks_the_settings_language(language: str, tmp_path: Path) -> None:
    Settings().language = Language(language)
    expected = EXPECTED[language]
    helped = run("--help", env=NO_WINDOW_SYSTEM)
    assert helped.returncode == 0, helped.stderr
    assert all(part in helped.stdout for part in HELP[language]), helped.stdout
    assert refusal("PY1-X-BAD") == expected["code"]
    assert refusal("--deal", "99999") == expected["deal"]
    assert refusal("--lang", "fr") == expected["lang"]
    assert refusal("--deal") == expected["missing"]
    bad = tmp_path / "bad.txt"
    bad.write_text(BAD_POSITION, encoding="utf-8")
    loaded = run(str(bad))  # a position file is read once the window's translators are in: offscreen here
    assert loaded.returncode == 2
    assert loaded.stderr.startswith(f"pyramid-qt: {bad}: ") and expected["file"] in loaded.stderr, loaded.stderr


def test_lang_wins_over_the_settings() -> None:
    Settings().language = Language.ENGLISH
    assert refusal("--lang", "id", "--deal", "99999") == EXPECTED["id"]["deal"]
    assert refusal("--deal", "99999", "--lang=id") == EXPECTED["id"]["deal"]
    Settings().language = Language.INDONESIAN
    assert run("--help", "--lang", "en", env=NO_WINDOW_SYSTEM).stdout.startswith("Usage: pyramid-qt")


def test_the_system_language_when_the_settings_leave_it_to_the_system() -> None:
    """No language chosen (the settings say "system"): the locale decides, as for the window."""
    assert Settings().language == "system"
    assert refusal("--deal", "99999", env={"LC_ALL": "id_ID.UTF-8"}) == EXPECTED["id"]["deal"]
    assert refusal("--deal", "99999", env={"LC_ALL": "en_GB.UTF-8"}) == EXPECTED["en"]["deal"]


def test_what_the_player_typed_is_quoted_on_one_line() -> None:
    line = refusal("PY1-N-AAAA\nB")
    assert line == "pyramid-qt: 'PY1-N-AAAA\\nB': The last part of a deal code is 7 letters A–Z"
    assert refusal("--frobnicate") == "pyramid-qt: not understood: --frobnicate"
    assert (
        refusal("nonsense.txt") == "pyramid-qt: nonsense.txt: not a deal code, a deal number 1–20000 or a position file"
    )


NO_QT_PROBE = """
import json, sys
from pyramid_qt import app
try:
    status = app.main(sys.argv[1:])
except SystemExit as stop:
    status = stop.code
loaded = sorted(name for name in sys.modules if name.startswith(("PySide6", "shiboken6")))
print(json.dumps({"status": status, "qt": loaded}))
"""


@pytest.mark.parametrize(
    ("arguments", "status"),
    [
        (["--help"], 0),
        (["--help", "--lang", "en"], 0),
        (["--version"], 0),
        (["--deal", "0"], 2),
        (["PY1-X-BAD"], 2),
        (["--rules", "Q", "--deal", "5"], 2),
        (["--lang", "fr"], 2),
        (["--frobnicate"], 2),
        (["--size", "huge", "--screenshot", "shot.png"], 2),
    ],
)
def test_what_is_said_before_the_window_loads_no_qt(arguments: list[str], status: int) -> None:
    """Qt may be what cannot load (a system library missing): the help, the version and every refusal are said
    without importing any PySide6 module, in the settings' language (Indonesian here, read without QSettings)."""
    Settings().language = Language.INDONESIAN
    run = subprocess.run(
        [sys.executable, "-c", NO_QT_PROBE, *arguments],
        env={**os.environ, "PYTHONPATH": str(ROOT), **NO_WINDOW_SYSTEM},
        capture_output=True,
        text=True,
        timeout=120,
    )
    seen = json.loads(run.stdout.splitlines()[-1])
    assert seen == {"status": status, "qt": []}, run.stderr
    if status == 2:
        assert run.stderr.count("\n") == 1 and run.stderr.startswith("pyramid-qt: "), run.stderr
    if arguments == ["--help"]:
        assert all(part in run.stdout for part in HELP["id"]), run.stdout
    if arguments[:1] == ["--deal"]:
        assert run.stderr == "pyramid-qt: --deal 0: Nomor deal berada di antara 1 dan 20000\n"


def test_version_prints_the_package_s_version() -> None:
    result = run("--version", env=NO_WINDOW_SYSTEM)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout == f"pyramid-qt {metadata.version('pyramid-qt')}\n"
    assert "show the version of the game and exit" in run("--help", env=NO_WINDOW_SYSTEM).stdout
