"""The catalogues read without Qt give what Qt gives: every message of both catalogues, each plural form, with and
without its disambiguation, looked up by pyramid_qt.translation.qm and by QTranslator (and, through translate(), by
QCoreApplication.translate with the translator installed, %n put in)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from pyramid_qt import texts
from pyramid_qt.shipped_files import translations_dir
from pyramid_qt.translation.qm import MAGIC, Catalogue, CatalogueError

LANGUAGES = ("id", "en")
COUNTS = (-1, 0, 1, 2, 5, 11, 21, 101, 1000)


def qm(language: str) -> Path:
    return translations_dir() / f"pyramid_qt_{language}.qm"


def lookups(language: str) -> Iterator[tuple[str, str, str | None, int]]:
    """Every message of the catalogue's .ts, as the window asks for it, under a wrong disambiguation too, and with
    each count for a plural one; then messages that are not there."""
    root = ET.parse(translations_dir() / f"pyramid_qt_{language}.ts").getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            comment = message.findtext("comment")
            counts = COUNTS if message.get("numerus") == "yes" else (-1,)
            for disambiguation in dict.fromkeys((comment, None, "another use")):
                for n in counts:
                    yield name, source, disambiguation, n
    yield "CommandLine", "not a message of the game", None, -1
    yield "NoSuchContext", "Options", None, -1


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_lookup_gives_what_qtranslator_gives(language: str) -> None:
    qt = QTranslator()
    assert qt.load(str(qm(language)))
    ours = Catalogue.read(qm(language))
    asked = list(lookups(language))
    assert len(asked) > 1000
    differ = [
        (context, source, disambiguation, n, qt.translate(context, source, disambiguation, n), found)
        for context, source, disambiguation, n in asked
        if (found := ours.translate(context, source, disambiguation, n))
        != (qt.translate(context, source, disambiguation, n) or None)
    ]
    assert differ == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_translating_without_qt_gives_what_qcoreapplication_gives(
    qapp: QCoreApplication, restore_language: None, language: str
) -> None:
    from pyramid_qt import i18n

    i18n.install_language(language)
    asked = list(lookups(language))
    with_qt = [QCoreApplication.translate(*lookup) for lookup in asked]
    texts.use(language)
    try:
        without_qt = [texts.translate_without_qt(*lookup) for lookup in asked]
    finally:
        texts.silence()
    assert [pair for pair in zip(asked, with_qt, without_qt, strict=True) if pair[1] != pair[2]] == []
    assert any("%n" in source and n > 1 for _, source, _, n in asked)  # plural forms were among them


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_message_uses_the_locale_s_number_form(language: str) -> None:
    """Qt's ``%Ln`` writes the number in the locale's digit groups, which the catalogue read without Qt does not."""
    text = (translations_dir() / f"pyramid_qt_{language}.ts").read_text(encoding="utf-8")
    assert "%L" not in text


def test_what_is_not_a_catalogue_is_refused(tmp_path: Path) -> None:
    good = qm("id").read_bytes()
    for name, data in {
        "empty": b"",
        "text": b"[display]\nlanguage=id\n",
        "cut": good[: len(good) // 2],
        "bad rules": MAGIC + bytes([0x88]) + (3).to_bytes(4, "big") + b"\x80\x01\x01",
    }.items():
        (tmp_path / name).write_bytes(data)
        with pytest.raises(CatalogueError):
            Catalogue.read(tmp_path / name)
    assert Catalogue.parse(MAGIC).translate("CommandLine", "Options") is None


def test_a_missing_catalogue_leaves_the_english_texts(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr("pyramid_qt.shipped_files.translations_dir", lambda: tmp_path)
    assert texts.read_catalogue("id") is None
    assert texts.catalogue("id")("CommandLine", "Options") == "Options"
