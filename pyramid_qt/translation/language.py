"""The player's language without Qt: the one chosen in Preferences (the settings file), else the system's.

The window reads both through Qt (``QSettings``, ``QLocale.system()``); what is said before Qt is loaded, or when
it cannot load, reads them here, the same way:

- the settings file is the INI file ``QSettings`` writes (``[display]`` then ``language=id``); a file that cannot be
  read, or is not text, counts as no choice, as does a value that is not one of the choices;
- the system's language is the locale's as Qt takes it on Linux (``QLocale::system()``, qlocale_unix.cpp): the
  first of ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` that is set; unless that is empty, ``C`` or ``POSIX``, the first
  entry of ``LANGUAGE`` wins when it names another language.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from pathlib import Path

from pyramid_qt.safe_files import read_regular
from pyramid_qt.store.preferences import Language, Preferences
from pyramid_qt.store.user_files import settings_file

INDONESIAN_CODES = ("id", "in", "ind")  # ISO 639-1, its withdrawn form (still accepted by Qt), ISO 639-2
MAX_SETTINGS_BYTES = 1024 * 1024
_LOCALE_LANGUAGE = re.compile(r"[A-Za-z]{2,3}(?=$|[_\-.@])")


def player_language(choice: str | None = None, environ: Mapping[str, str] = os.environ) -> str:
    """The catalogue's language (``id`` or ``en``) for ``choice`` (``--lang``: ``id``, ``en``, ``system``), else
    for the settings file's choice."""
    chosen = settings_language() if choice is None else choice
    return chosen if chosen in Language.catalogues() else system_language(environ)


def system_language(environ: Mapping[str, str] = os.environ) -> str:
    """``id`` when the locale's language is Indonesian, else ``en``."""
    locale = environ.get("LC_ALL") or environ.get("LC_MESSAGES") or environ.get("LANG") or ""
    language = _language_of(locale)
    if locale not in ("", "C", "POSIX"):
        first = (environ.get("LANGUAGE") or "").split(":", 1)[0]
        if _language_of(first) not in ("", language):
            language = _language_of(first)
    return "id" if language in INDONESIAN_CODES else "en"


def _language_of(locale: str) -> str:
    """The language code of a locale name (``id_ID.UTF-8`` -> ``id``); ``""`` for none."""
    found = _LOCALE_LANGUAGE.match(locale)
    return found.group(0).lower() if found else ""


def settings_language(path: Path | None = None) -> str:
    """The language chosen in Preferences, as the window reads it from the settings file (``system`` when none
    is): what QSettings salvages from a damaged file counts, as it does for the window."""
    default = str(Preferences.language.default)
    try:
        raw = read_regular(settings_file() if path is None else path, MAX_SETTINGS_BYTES)
    except OSError:
        return default
    value = _ini_value(raw.decode("utf-8", errors="replace").removeprefix("\ufeff"), Preferences.language.key)
    parsed = Preferences.language.parse(value)
    return default if value is None or not isinstance(parsed, Language) else str(parsed)


def _ini_value(text: str, key: str) -> str | None:
    """The value of ``key`` (``group/name``) in an INI file as QSettings reads it (the last one when repeated);
    ``None`` when absent, or when it is not one text (a list, a typed ``@`` value other than a string)."""
    found: str | None = None
    section = ""
    for line in _CONTINUED.sub("", text).splitlines():
        line = _without_comment(line).strip()
        if line.startswith("["):
            section = _unescape_key(line[1:].split("]", 1)[0].strip())
            section = "" if section == "General" else section
            continue
        left, equals, right = line.partition("=")
        name = _unescape_key(left.strip())
        if equals and (f"{section}/{name}" if section else name) == key:
            found = _plain_value(right.strip())
    return found


_CONTINUED = re.compile(r"\\(\r\n|\n\r|\n|\r)")


def _without_comment(line: str) -> str:
    """The line up to a ``;`` outside quotes."""
    quoted = False
    for index, char in enumerate(line):
        if char == '"':
            quoted = not quoted
        elif char == ";" and not quoted:
            return line[:index]
    return line


def _unescape_key(text: str) -> str:
    """A key or section name as QSettings writes it: ``%XX`` for the bytes of other characters, ``\\`` for ``/``."""
    return re.sub(r"%([0-9A-Fa-f]{2})", lambda hit: chr(int(hit.group(1), 16)), text.replace("\\", "/"))


def _plain_value(text: str) -> str | None:
    """One text value: quotes taken off, ``@String(…)`` opened; ``None`` for a list (a comma outside quotes) or
    another typed ``@`` value."""
    if text.startswith("@String(") and text.endswith(")"):
        return text[len("@String(") : -1]
    if text.startswith('"') and text.endswith('"') and len(text) >= 2:
        inner = text[1:-1]
        return None if '"' in inner else inner
    if "," in text or text.startswith("@"):
        return None
    return text
