"""Positions in and out (docs/position-format.md): copy the position on the table as text or save it to a file, read one
from the clipboard or a file.

Reading gives a :class:`~pyramid_qt.engine.Position`, or from the clipboard also a deal (a deal code as the deal
bar's Copy puts there, or a deal number), or the problem in the player's language
(:mod:`pyramid_qt.ui.texts.positions`); nothing here touches the game, the window decides what to do with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from pyramid_qt.engine import DealCode, DealCodeError, Position, RuleSet, parse_deal_input
from pyramid_qt.engine.position import PositionError, format_position, parse_position
from pyramid_qt.safe_files import TooLarge, read_regular
from pyramid_qt.services.share import find_deal_code
from pyramid_qt.store.atomic import WriteFailed, write_atomic
from pyramid_qt.texts import deal_error_text
from pyramid_qt.ui.texts import positions as texts

MAX_FILE_BYTES = 64 * 1024  # a position is well under 1 KB; anything this big is not one
MAX_TEXT_CHARS = MAX_FILE_BYTES
"""The same bound for text from the clipboard: 120 MB pasted would hold the GUI thread for about 10 s."""


MAX_CODE_CHARACTERS = 40
"""Longer clipboard text on one line is no deal code or number (it is told as "nothing to play")."""


@dataclass(frozen=True, slots=True)
class Loaded:
    """A position read from text, or a deal (from the clipboard), or why there is neither."""

    position: Position | None
    problem: str | None = None
    code: DealCode | None = None


def position_text(position: Position) -> str:
    return format_position(position)


def copy_to_clipboard(position: Position) -> str:
    """Put the position text on the clipboard and return it."""
    text = position_text(position)
    QGuiApplication.clipboard().setText(text)
    return text


def from_text(text: str) -> Loaded:
    if len(text) > MAX_TEXT_CHARS:
        return Loaded(None, texts.too_long_text())
    try:
        return Loaded(parse_position(text))
    except PositionError as error:
        return Loaded(None, texts.position_error_text(error, text))


def from_clipboard(rules: RuleSet) -> Loaded:
    """What the clipboard holds: a position text, a deal code (``PY1-W-AAAAAAB``) or a deal number (1–20000, dealt
    under ``rules``, as New game deals one).  Its size is asked first (the bytes, without making a Python string of
    them): text far longer than any position is refused before it is copied, lowered or parsed."""
    mime = QGuiApplication.clipboard().mimeData()
    if mime is None or not mime.hasText():
        return Loaded(None, texts.nothing_to_paste_text())
    if mime.data("text/plain").size() > 4 * MAX_TEXT_CHARS:  # UTF-8: at most 4 bytes a character
        return Loaded(None, texts.too_long_text())
    text = mime.text()
    if len(text) > MAX_TEXT_CHARS:
        return Loaded(None, texts.too_long_text())
    if "pyramid:" in text.lower():
        return from_text(text)
    return deal_from_text(text, rules)


def deal_from_text(text: str, rules: RuleSet) -> Loaded:
    """A deal code or number alone, else the deal code inside a longer text (a shared result line)."""
    stripped = text.strip()
    refused: DealCodeError | None = None
    if stripped and "\n" not in stripped and len(stripped) <= MAX_CODE_CHARACTERS:
        try:
            return Loaded(None, code=parse_deal_input(stripped, rules))
        except DealCodeError as error:
            refused = error
    shared = find_deal_code(stripped)
    if shared is not None:
        return Loaded(None, code=shared)
    if refused is None or refused.key in ("bad_format", "not_a_number"):
        return Loaded(None, texts.nothing_to_paste_text())
    return Loaded(None, texts.bad_pasted_deal_text(stripped, deal_error_text(refused.key)))


def from_file(path: Path) -> Loaded:
    """Read a position file; an unreadable, binary or oversized file is a problem, never an exception."""
    try:
        raw = read_regular(path, MAX_FILE_BYTES)  # a FIFO or a device is refused unread, never waited on
    except TooLarge:
        return Loaded(None, texts.not_text_file_text(path.name))
    except OSError:
        return Loaded(None, texts.unreadable_file_text(path.name))
    try:
        text = raw.decode("utf-8")
    except ValueError:  # UnicodeDecodeError included
        return Loaded(None, texts.not_text_file_text(path.name))
    return from_text(text)


def save_to_file(position: Position, path: Path) -> str | None:
    """Write the position text to ``path`` (atomically: a full disk leaves a file that was there as it was);
    ``None`` when done, else the problem in the player's language."""
    try:
        write_atomic(path, position_text(position).encode("utf-8"))
    except WriteFailed as error:
        return texts.save_failed_text(path.name, error.key)
    return None


def choose_save_file(parent: QWidget | None, suggested: str) -> Path | None:
    """Ask where to save a position (``suggested``: the file name offered)."""
    name, _ = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("Positions", "Save the position"),
        suggested,
        QCoreApplication.translate("Positions", "Position files (*.txt *.pyramid);;All files (*)"),
    )
    return Path(name) if name else None


def choose_file(parent: QWidget | None) -> Path | None:
    """Ask for a position file to open."""
    name, _ = QFileDialog.getOpenFileName(
        parent,
        QCoreApplication.translate("Positions", "Open a position"),
        "",
        QCoreApplication.translate("Positions", "Position files (*.txt *.pyramid);;All files (*)"),
    )
    return Path(name) if name else None
