"""The player's preferences, in an INI file read and written through QSettings.

File: ``<config dir>/pyramid-qt.ini`` (see :mod:`pyramid_qt.store.user_files`).  Every value is validated when
the file is loaded; a bad value falls back to its default, and a file that is garbage, unreadable or a folder
counts as all defaults.  In every such case :attr:`Settings.load_problem` holds a message key for the UI and
**nothing is written** until the player changes a setting, so a file the player may want to repair by hand is
never clobbered behind their back.  The first change after a load problem repairs the file: invalid values are
removed (keys this module does not know are kept); a corrupt or unreadable file is replaced by one holding only
the valid values.

Writes happen only in the setters, one ``QSettings.sync()`` each.  QSettings writes through ``QSaveFile``
(``atomicSyncRequired`` is on by default), i.e. to a temporary file renamed over the old one, so a full disk
leaves the previous good file in place; :attr:`Settings.save_problem` then says so.

Rule options follow the chosen preset unless the player overrode them: an option is stored only while it
differs from the preset, exactly like the modifiers of a deal code's rules field.
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal

from pyramid_qt.engine.options import INVALID, OPTIONS, Invalid, Value
from pyramid_qt.engine.rules import DEFAULT_RULES, FAMILIES, RuleSet
from pyramid_qt.safe_files import read_regular
from pyramid_qt.store import user_files as paths
from pyramid_qt.store.atomic import move_aside
from pyramid_qt.store.preferences import BY_KEY, Preference, Preferences, plain_text

# Message keys in Settings.load_problem / Settings.save_problem (the UI turns them into translated text).
LOAD_CORRUPT = "settings_corrupt"  # not a readable INI file (binary garbage, broken syntax)
LOAD_INVALID = "settings_invalid"  # readable, but some values were out of range; those use defaults
LOAD_UNREADABLE = "settings_unreadable"  # could not be opened (permissions, a folder in its place)
SAVE_FAILED = "settings_save_failed"  # a change could not be written; the old file is unchanged

# Settings-file keys besides the preferences' declared ones: the rule family, each rule option's rule_key(name).
K_PRESET = "rules/preset"
K_GEOMETRY = "window/geometry"

RULES_GROUP = "rules/"
MAX_FILE_BYTES = 1024 * 1024
"""A settings file is a few hundred bytes; one this large is not ours to read."""
REMOVE = object()  # in an update: take the key out of the file (None is a value: unlimited passes)


def rule_key(name: str) -> str:
    """The settings key of a rule option."""
    return RULES_GROUP + name


V = TypeVar("V")


class Settings(QObject, Preferences):
    """Typed access to the preferences: each declared one is an attribute (``settings.language``), and
    :meth:`value` reads one by its record.  ``changed`` carries the settings-file key of each value set."""

    changed = Signal(str)

    def __init__(self, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = paths.settings_file() if path is None else path
        self.load_problem: str | None = None
        self.save_problem: str | None = None
        self._values: dict[str, Any] = {}
        self._invalid_keys: set[str] = set()
        self._load()

    # ------------------------------------------------------------------ loading
    def _load(self) -> None:
        problem = _inspect_file(self.path)
        if problem is not None:
            self.load_problem = problem
            if problem == LOAD_UNREADABLE:
                return
        qsettings = self._qsettings()
        status = qsettings.status()
        if status == QSettings.Status.AccessError:
            self.load_problem = LOAD_UNREADABLE
            return
        if status == QSettings.Status.FormatError:
            self.load_problem = LOAD_CORRUPT
        for key in qsettings.allKeys():
            parse = _parser(key)
            if parse is None:
                continue  # unknown keys (a newer version's, another module's) are harmless and left alone
            value = parse(qsettings.value(key))
            if value is INVALID:
                self._invalid_keys.add(key)
            else:
                self._values[key] = value
        if self._invalid_keys and self.load_problem is None:
            self.load_problem = LOAD_INVALID

    def _qsettings(self) -> QSettings:
        return QSettings(str(self.path), QSettings.Format.IniFormat)

    # ------------------------------------------------------------------ writing
    def _store(self, updates: dict[str, Any]) -> None:
        """Apply ``updates`` (value :data:`REMOVE` removes the key) and write the file once."""
        for key, value in updates.items():
            if value is REMOVE:
                self._values.pop(key, None)
            else:
                self._values[key] = value
        if self.load_problem == LOAD_UNREADABLE:
            _clear_unreadable(self.path)
        qsettings = self._qsettings()
        if self.load_problem in (LOAD_CORRUPT, LOAD_UNREADABLE):
            # Rewrite from scratch: whatever QSettings salvaged from a bad file must not survive.
            qsettings.clear()
            for key, value in self._values.items():
                qsettings.setValue(key, _format(key, value))
        else:
            for key in self._invalid_keys - updates.keys():
                qsettings.remove(key)  # now at their defaults; other keys stay as they are
            for key, value in updates.items():
                if value is REMOVE:
                    qsettings.remove(key)
                else:
                    qsettings.setValue(key, _format(key, value))
        with contextlib.suppress(OSError):  # QSettings reports the failure below
            self.path.parent.mkdir(parents=True, exist_ok=True)
        qsettings.sync()
        # QSettings' status is sticky: a FormatError from reading the old file survives a good write, so only
        # AccessError (open, write or commit of the QSaveFile failed) means the change did not reach the disk.
        if qsettings.status() != QSettings.Status.AccessError:
            self.save_problem = None
            self.load_problem = None
            self._invalid_keys.clear()
        else:
            self.save_problem = SAVE_FAILED
        for key in updates:
            self.changed.emit(key)

    # ------------------------------------------------------------------ rules
    @property
    def preset(self) -> str:
        """The letter of the rule family the next deal uses."""
        letter: str = self._values.get(K_PRESET, DEFAULT_RULES.preset_letter)
        return letter if letter in FAMILIES else DEFAULT_RULES.preset_letter

    @preset.setter
    def preset(self, letter: str) -> None:
        if letter not in FAMILIES:
            raise ValueError(f"unknown preset {letter!r}")
        self._store({K_PRESET: letter})

    def rule_value(self, name: str) -> Value:
        """A rule option's value: stored if the player overrode it, else the family's."""
        key = rule_key(name)
        return self._values[key] if key in self._values else FAMILIES[self.preset].default(name)

    def set_rule_value(self, name: str, value: Value) -> None:
        """Set one rule option; it is stored only while it differs from the family's value."""
        OPTIONS[name].check(value)
        self._store({rule_key(name): REMOVE if value == FAMILIES[self.preset].default(name) else value})

    def rules(self) -> RuleSet:
        """The engine rule set for the next deal."""
        return RuleSet(self.preset, **{name: self.rule_value(name) for name in OPTIONS})

    def set_rules(self, rules: RuleSet) -> None:
        """Store a whole rule set in one write: the family plus only the options that differ from it."""
        updates: dict[str, Any] = {K_PRESET: rules.preset_letter}
        updates.update({rule_key(name): REMOVE for name in OPTIONS})
        updates.update({rule_key(name): value for name, value in rules.differences()})
        self._store(updates)

    # ------------------------------------------------------------------ preferences
    def value(self, preference: Preference[V]) -> V:
        """A declared preference's value: stored, or its default."""
        value: V = self._values.get(preference.key, preference.default)
        return value

    def set_value(self, preference: Preference[V], value: V) -> None:
        """Check and store a declared preference (``ValueError`` for a value its kind does not allow)."""
        self._store({preference.key: preference.checked(value)})

    @property
    def window_geometry(self) -> bytes | None:
        """What ``QWidget.saveGeometry()`` returned last time, or ``None``."""
        return self._values.get(K_GEOMETRY)

    @window_geometry.setter
    def window_geometry(self, value: bytes | QByteArray | None) -> None:
        if isinstance(value, QByteArray):
            value = bytes(value.data())
        self._store({K_GEOMETRY: REMOVE if value is None else bytes(value)})


# ---------------------------------------------------------------------- file checks and value codecs


def _inspect_file(path: Path) -> str | None:
    """Problems QSettings would gloss over: its INI parser happily accepts binary garbage, and it would read a FIFO
    or /dev/zero in the file's place without end.  Those, and a file far larger than any settings file, are
    unreadable: QSettings never opens them, and the first change replaces them."""
    if not path.exists():
        return LOAD_UNREADABLE if path.is_symlink() else None
    try:
        raw = read_regular(path, MAX_FILE_BYTES)
    except OSError:
        return LOAD_UNREADABLE
    if b"\0" in raw:
        return LOAD_CORRUPT
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return LOAD_CORRUPT
    return None


def _clear_unreadable(path: Path) -> None:
    """Before the first write over an unreadable file: a FIFO, a device or a link to one is removed (it holds
    nothing of the player's, and QSettings would read it without end), a file too large is moved aside (kept)."""
    try:
        info = os.stat(path)
    except OSError:
        return
    with contextlib.suppress(OSError):
        if not stat.S_ISREG(info.st_mode):
            if not stat.S_ISDIR(info.st_mode):
                os.unlink(path)
        elif info.st_size > MAX_FILE_BYTES:
            move_aside(path, "damaged")


def _parse_bytes(raw: Any) -> Any:
    if isinstance(raw, QByteArray):
        return bytes(raw.data())
    if isinstance(raw, bytes):
        return raw
    return INVALID


def _format_bytes(value: bytes) -> QByteArray:
    return QByteArray(value)


def _parse_rule_value(name: str) -> Callable[[Any], Any]:
    def parse(raw: Any) -> Value | Invalid:
        text = plain_text(raw)
        return INVALID if text is None else OPTIONS[name].kind.from_file(text)

    return parse


def _parse_family(raw: Any) -> str | Invalid:
    text = plain_text(raw)
    return text.upper() if text is not None and text.upper() in FAMILIES else INVALID


def _parser(key: str) -> Callable[[Any], Any] | None:
    """How to read a key's value; ``None`` for a key this version does not know."""
    if key.startswith(RULES_GROUP) and key[len(RULES_GROUP) :] in OPTIONS:
        return _parse_rule_value(key[len(RULES_GROUP) :])
    if key == K_PRESET:
        return _parse_family
    if key == K_GEOMETRY:
        return _parse_bytes
    preference = BY_KEY.get(key)
    return None if preference is None else preference.parse


def _format(key: str, value: Any) -> Any:
    if key.startswith(RULES_GROUP) and key[len(RULES_GROUP) :] in OPTIONS:
        return OPTIONS[key[len(RULES_GROUP) :]].kind.to_file(value)
    if key == K_GEOMETRY:
        return _format_bytes(value)
    preference = BY_KEY.get(key)
    return str(value) if preference is None else preference.kind.to_file(value)
