"""The committed catalogues: complete, plural forms right, SPEC wording exact, placeholders kept, .qm current.

``tools/update_translations.py`` is loaded from its file (``tools/`` is not a package); its ``--check`` logic
runs in-process on the committed files and on damaged copies, so a checker that always says "current"
would fail here too.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
PLURAL_FORMS = {"id": 1, "en": 2}

# The rules' source documents' own words: source text -> the exact Indonesian the player must see.
SPEC_WORDING = {
    "Can I still win?": "Masih bisa menang?",
    "Verified winnable": "Sudah dicek bisa tamat",
    "Proven unwinnable": "Terbukti tidak bisa tamat",
    "Not determined": "Belum dipastikan",
    "Might be a dead end": "Mungkin buntu",
    "Draw": "Tarik",
    "Another round": "Putaran lagi",
    "Undo": "Urungkan",
    "New game": "Permainan Baru",
    "The sum must be 13": "Jumlahnya harus sama dengan 13",
    "This card is blocked by another card": "Kartu ini terhalang oleh kartu lain",
    "No more moves can be played": "Tidak ada lagi langkah yang dapat dimainkan",
    "Replay this deal": "Ulangi deal ini",
    "Back to the last winnable step": "Kembali ke langkah yang masih bisa menang",
    "Pass {n} of {total}": "Putaran {n} dari {total}",
    "{rank} of {suit}": "{rank} {suit}",
    "Ace": "As",
    "Jack": "Jack",
    "Queen": "Ratu",
    "King": "Raja",
    "spades": "sekop",
    "hearts": "hati",
    "diamonds": "wajik",
    "clubs": "keriting",
}

STANDARD_BUTTONS = {
    "OK": "OK",
    "Cancel": "Batal",
    "Apply": "Terapkan",
    "Close": "Tutup",
    "&Yes": "&Ya",
    "&No": "&Tidak",
    "Save": "Simpan",
    "Discard": "Buang",
    "Reset": "Atur Ulang",
    "Restore Defaults": "Kembalikan Bawaan",
    "Help": "Bantuan",
    "Open": "Buka",
}

PLACEHOLDER = re.compile(r"\{[a-z_]+\}|%n|%L?[1-9]")
TAG = re.compile(r"</?[a-z0-9]+>")
MNEMONIC = re.compile(r"&(?!&)(?=\S)")


def _load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "tools" / "update_translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look the module up by name
    spec.loader.exec_module(module)
    return module


tool = _load_tool()


def _messages(language: str) -> list:
    return tool.read_messages(TRANSLATIONS / f"pyramid_qt_{language}.ts")


def _by_source(language: str) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for message in _messages(language):
        found.setdefault(message.source, set()).update(message.translations)
    return found


@pytest.mark.parametrize("language", ["id", "en"])
def test_ts_parses_and_names_its_languages(language):
    root = ET.parse(TRANSLATIONS / f"pyramid_qt_{language}.ts").getroot()
    assert root.tag == "TS"
    assert root.get("language") == language
    assert root.get("sourcelanguage") == "en"
    assert len(_messages(language)) > 250


@pytest.mark.parametrize("language", ["id", "en"])
def test_no_unfinished_obsolete_or_empty_entries(language):
    text = (TRANSLATIONS / f"pyramid_qt_{language}.ts").read_text(encoding="utf-8")
    assert 'type="unfinished"' not in text
    assert 'type="vanished"' not in text and 'type="obsolete"' not in text
    assert tool.message_problems(TRANSLATIONS / f"pyramid_qt_{language}.ts") == []


def test_both_files_hold_the_same_messages():
    assert {m.key for m in _messages("id")} == {m.key for m in _messages("en")}


@pytest.mark.parametrize("language", ["id", "en"])
def test_plural_messages_have_the_language_s_number_of_forms(language):
    plurals = [m for m in _messages(language) if m.numerus]
    assert plurals, "the sources have %n messages; lupdate must have marked them numerus"
    for message in plurals:
        assert len(message.translations) == PLURAL_FORMS[language], message.describe()
        assert "%n" in message.source


def test_english_plurals_are_real_singular_and_plural_forms():
    for message in _messages("en"):
        if message.numerus and "(s)" in message.source:
            singular, plural = message.translations
            assert "(s)" not in singular and "(s)" not in plural
            assert singular != plural


def test_english_singular_texts_are_the_source_texts():
    for message in _messages("en"):
        if not message.numerus:
            assert message.translations == (message.source,), message.describe()


@pytest.mark.parametrize(("source", "indonesian"), sorted(SPEC_WORDING.items()))
def test_spec_wording_is_exact(source, indonesian):
    translations = _by_source("id")
    assert source in translations, f"{source!r} is no longer a source text"
    assert translations[source] == {indonesian}


@pytest.mark.parametrize(("source", "indonesian"), sorted(STANDARD_BUTTONS.items()))
def test_qt_standard_buttons_are_translated(source, indonesian):
    found = {m.translations for m in _messages("id") if m.context == "QPlatformTheme" and m.source == source}
    assert found == {(indonesian,)}


def test_line_edit_context_menu_is_translated():
    menu = {m.source: m.translations[0] for m in _messages("id") if m.context == "QLineEdit"}
    assert menu["&Copy"] == "&Salin"
    assert menu["Select All"] == "Pilih Semua"
    assert menu["&Paste"] == "&Tempel"


@pytest.mark.parametrize("language", ["id", "en"])
def test_placeholders_tags_and_mnemonics_survive(language):
    wrong = []
    for message in _messages(language):
        places = sorted(set(PLACEHOLDER.findall(message.source)))
        tags = sorted(TAG.findall(message.source))
        mnemonics = len(MNEMONIC.findall(message.source))
        for text in message.translations:
            if sorted(set(PLACEHOLDER.findall(text))) != places:
                wrong.append(f"placeholders {message.describe()} -> {text!r}")
            if sorted(TAG.findall(text)) != tags:
                wrong.append(f"markup {message.describe()} -> {text!r}")
            if len(MNEMONIC.findall(text)) != mnemonics:
                wrong.append(f"mnemonic {message.describe()} -> {text!r}")
    assert wrong == []


def test_indonesian_is_actually_translated():
    """Guard against a file filled with English: most user texts must differ from their source."""
    own = [m for m in _messages("id") if not m.context.startswith("Q")]
    same = [m for m in own if m.translations == (m.source,)]
    assert len(same) < len(own) // 10, [m.describe() for m in same]


def test_committed_catalogues_are_current():
    assert tool.check() == []


@pytest.fixture
def copy_of_translations(tmp_path):
    for path in TRANSLATIONS.glob("pyramid_qt_*.*"):
        shutil.copy2(path, tmp_path / path.name)
    return tmp_path


def test_update_twice_changes_nothing(copy_of_translations):
    tool.update_ts(copy_of_translations)
    tool.release(copy_of_translations)
    for committed in TRANSLATIONS.glob("pyramid_qt_*.*"):
        assert (copy_of_translations / committed.name).read_bytes() == committed.read_bytes(), committed.name


def test_check_notices_a_stale_qm(copy_of_translations):
    qm = copy_of_translations / "pyramid_qt_id.qm"
    qm.write_bytes(qm.read_bytes() + b"\0")
    assert any("pyramid_qt_id.qm is not what lrelease builds" in line for line in tool.check(copy_of_translations))


def test_check_notices_an_unfinished_and_a_missing_message(copy_of_translations):
    ts = copy_of_translations / "pyramid_qt_id.ts"
    tree = ET.parse(ts)
    context = next(c for c in tree.getroot().iter("context") if c.findtext("name") == "Messages")
    first, second = context.findall("message")[:2]
    translation = first.find("translation")
    assert translation is not None
    translation.set("type", "unfinished")
    context.remove(second)
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    problems = tool.check(copy_of_translations)
    assert any(line.startswith("pyramid_qt_id.ts: unfinished [Messages]") for line in problems)
    assert any(line.startswith("pyramid_qt_id.ts: new in the sources [Messages]") for line in problems)


def test_the_tools_are_found_beside_the_interpreter_without_path():
    """A virtual environment's interpreter run without activating it (IDEs, tox): PATH lacks its bin folder."""
    for name in ("lupdate", "lrelease"):
        found = tool.find_tool(name, path="")
        assert found is not None, name
        assert Path(found).parent in (Path(sys.executable).parent, Path(tool.pyside6_folder()))


def test_the_check_runs_with_a_path_that_has_no_pyside6_tools():
    import os
    import subprocess

    env = {**os.environ, "PATH": "/usr/bin:/bin"}
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "update_translations.py"), "--check"],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
