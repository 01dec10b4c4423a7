"""Bring ``translations/*.ts`` up to date with the sources and build the ``.qm`` catalogues; ``--check`` verifies.

Usage (from anywhere; paths are taken from this file's place in the checkout)::

    python tools/update_translations.py           # lupdate -> fill English -> lrelease
    python tools/update_translations.py --check   # exit 1 if a .ts or .qm is stale or a message unfinished

Update runs ``pyside6-lupdate`` over every ``.py`` file under ``pyramid_qt/`` plus ``tools/qt_texts.py`` (Qt's
own button, menu and file-dialog texts, which lupdate would otherwise drop as obsolete: there is no
Indonesian qtbase catalogue) into ``pyramid_qt_id.ts`` and ``pyramid_qt_en.ts``.  Existing translations are
kept; messages that vanished from the sources are dropped (``-no-obsolete``: git keeps the history, and a
reworded message still gets the old translation offered as an unfinished suggestion by lupdate's
similar-text heuristic).  Source locations are not written (``-locations none``), so moving code around never
changes the ``.ts`` files.  English is the source language: new English messages get their source text as
translation automatically, except plural (``%n``) messages, whose singular form a person must write.  Then
``pyside6-lrelease`` builds ``pyramid_qt_<lang>.qm`` next to each ``.ts`` (both are committed).

New Indonesian messages come out ``type="unfinished"``: translate them (Qt Linguist or any editor), rerun the
tool, commit.  Running it twice changes nothing.

``--check`` changes nothing: it repeats the update on temporary copies and fails when the committed ``.ts``
files would change, when any message is unfinished or has an empty translation, or when a committed ``.qm``
differs by one byte from what lrelease builds from its committed ``.ts``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
PACKAGE = ROOT / "pyramid_qt"
QT_TEXTS = ROOT / "tools" / "qt_texts.py"
LANGUAGES = ("id", "en")
SOURCE_LANGUAGE = "en"
# ``_tr = QCoreApplication.translate`` is the project's short spelling; lupdate must read it as translate().
# ``QT_TRANSLATE_N_NOOP`` (pyramid_qt/translation/marker.py) marks a plural in Qt-free code; lupdate's Python
# parser knows no such marker, so it is read as translate() too.
LUPDATE_OPTIONS = (
    "-silent",
    "-no-obsolete",
    "-locations",
    "none",
    "-source-language",
    SOURCE_LANGUAGE,
    "-tr-function-alias",
    "translate+=_tr,translate+=QT_TRANSLATE_N_NOOP",
)


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    translations: tuple[str, ...]
    kind: str  # the translation's ``type``: "" when finished, "unfinished", "vanished", "obsolete"

    @property
    def key(self) -> tuple[str, str, str]:
        return self.context, self.source, self.comment

    def describe(self) -> str:
        comment = f" ({self.comment})" if self.comment else ""
        return f"[{self.context}] {self.source!r}{comment}"


def ts_path(language: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"pyramid_qt_{language}.ts"


def qm_path(language: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"pyramid_qt_{language}.qm"


def sources() -> list[Path]:
    """Every module of the game plus the list of Qt's own texts, in a fixed order."""
    found = [path for path in PACKAGE.rglob("*.py") if "__pycache__" not in path.parts]
    return sorted(found) + [QT_TEXTS]


def _tool(name: str) -> str:
    """``pyside6-<name>`` beside the running interpreter (a virtual environment's, active or not, as IDEs and tox
    run it), else the Qt tool in PySide6's own folder, else on PATH."""
    path = find_tool(name)
    if path is None:
        raise SystemExit(f"update_translations: pyside6-{name} not found (it comes with PySide6)")
    return path


def pyside6_folder() -> Path | None:
    try:
        import PySide6
    except ImportError:
        return None
    return Path(PySide6.__file__).parent


def find_tool(name: str, path: str | None = None) -> str | None:
    """Where ``pyside6-<name>`` (``lupdate``, ``lrelease``) is: the running interpreter's folder first, then
    PySide6's package folder (the Qt tool itself), then ``path`` (default: PATH)."""
    suffix = ".exe" if sys.platform == "win32" else ""
    candidates = [Path(sys.executable).parent / f"pyside6-{name}{suffix}"]
    folder = pyside6_folder()
    if folder is not None:
        candidates.append(folder / f"{name}{suffix}")
    for candidate in candidates:
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    return shutil.which(f"pyside6-{name}", path=path)


def _run(command: list[str]) -> None:
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"update_translations: {' '.join(command[:1])} failed:\n{result.stdout}{result.stderr}")


def read_messages(ts: Path) -> list[Message]:
    messages = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            if translation is None:
                texts: tuple[str, ...] = ()
                kind = "unfinished"
            else:
                forms = translation.findall("numerusform") if numerus else [translation]
                texts = tuple(form.text or "" for form in forms)
                kind = translation.get("type", "")
            comment = message.findtext("comment") or ""
            messages.append(Message(name, message.findtext("source") or "", comment, numerus, texts, kind))
    return messages


def _fill_source_language(ts: Path) -> int:
    """English is the source language: an unfinished singular message's translation is its source text.

    Plural messages are left unfinished on purpose: "%n move(s)" needs a person to write "%n move" and
    "%n moves".  Returns how many messages were filled.
    """
    tree = ET.parse(ts)
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") != "unfinished" or message.get("numerus") == "yes":
            continue
        translation.text = message.findtext("source") or ""
        del translation.attrib["type"]
        filled += 1
    if filled:
        tree.write(ts, encoding="utf-8", xml_declaration=True)
    return filled


def update_ts(folder: Path = TRANSLATIONS) -> None:
    """Run lupdate for every language into ``folder`` (creating missing files) and fill the English texts."""
    lupdate = _tool("lupdate")
    files = [str(path) for path in sources()]
    for language in LANGUAGES:
        ts = ts_path(language, folder)
        command = [lupdate, *LUPDATE_OPTIONS, "-target-language", language, *files, "-ts", str(ts)]
        _run(command)
        if language == SOURCE_LANGUAGE and _fill_source_language(ts):
            _run(command)  # back to lupdate's own layout, so a second run writes the same bytes


def build_qm(ts: Path, qm: Path) -> None:
    _run([_tool("lrelease"), "-silent", str(ts), "-qm", str(qm)])


def release(folder: Path = TRANSLATIONS) -> None:
    for language in LANGUAGES:
        build_qm(ts_path(language, folder), qm_path(language, folder))


def message_problems(ts: Path) -> list[str]:
    """Unfinished messages and finished ones with an empty translation (a blank label in the window)."""
    problems = []
    for message in read_messages(ts):
        if message.kind == "unfinished":
            problems.append(f"{ts.name}: unfinished {message.describe()}")
        elif not message.translations or any(not text for text in message.translations):
            problems.append(f"{ts.name}: empty translation {message.describe()}")
    return problems


def _staleness(committed: Path, fresh: Path) -> list[str]:
    old = {message.key: message for message in read_messages(committed)}
    new = {message.key: message for message in read_messages(fresh)}
    problems = [f"{committed.name}: not in the sources any more {old[key].describe()}" for key in old.keys() - new]
    problems += [f"{committed.name}: new in the sources {new[key].describe()}" for key in new.keys() - old]
    problems += [
        f"{committed.name}: lupdate would change {new[key].describe()}"
        for key in old.keys() & new
        if old[key] != new[key]
    ]
    return sorted(problems)


def _shown(path: Path) -> str:
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def check(folder: Path = TRANSLATIONS) -> list[str]:
    """Everything in ``folder`` that is not current, as readable lines; empty when it is all up to date."""
    problems: list[str] = []
    with tempfile.TemporaryDirectory(prefix="pyramid-qt-translations-") as tmp:
        scratch = Path(tmp)
        present = []
        for language in LANGUAGES:
            ts = ts_path(language, folder)
            if ts.is_file():
                shutil.copy2(ts, ts_path(language, scratch))
                present.append(language)
            else:
                problems.append(f"{_shown(ts)} is missing: run tools/update_translations.py")
        if present:
            update_ts(scratch)
        for language in present:
            ts, qm = ts_path(language, folder), qm_path(language, folder)
            problems += _staleness(ts, ts_path(language, scratch))
            problems += message_problems(ts)
            fresh_qm = scratch / f"committed_{language}.qm"
            build_qm(ts, fresh_qm)
            if not qm.is_file():
                problems.append(f"{_shown(qm)} is missing: run tools/update_translations.py")
            elif qm.read_bytes() != fresh_qm.read_bytes():
                problems.append(f"{_shown(qm)} is not what lrelease builds from {ts.name}")
    return problems


def summary(folder: Path = TRANSLATIONS) -> list[str]:
    lines = []
    for language in LANGUAGES:
        messages = read_messages(ts_path(language, folder))
        unfinished = sum(message.kind == "unfinished" for message in messages)
        lines.append(f"{ts_path(language, folder).name}: {len(messages)} messages, {unfinished} unfinished")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="verify only; exit 1 if anything is not current")
    args = parser.parse_args(argv)
    if args.check:
        problems = check()
        for line in problems:
            print(line)
        if problems:
            print(f"{len(problems)} problem(s): run python tools/update_translations.py and translate", file=sys.stderr)
            return 1
        print("translations are current")
        return 0
    TRANSLATIONS.mkdir(exist_ok=True)
    update_ts()
    release()
    for line in summary():
        print(line)
    for line in message_problems(ts_path("id")) + message_problems(ts_path("en")):
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
