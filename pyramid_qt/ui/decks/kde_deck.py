"""Card decks in the KDE card-deck format: finding them and reading their ``index.desktop`` (no Qt here).

A deck is a folder holding ``index.desktop`` and an SVG (or gzipped SVGZ) drawing of every card.  The
``index.desktop`` is an INI-style file; its ``[KDE Backdeck]`` group (older decks: ``[KDE Cards]``) names the deck
(``Name``, with translations as ``Name[id]``) and the drawing (``SVG``), as libkdegames' ``KCardTheme`` reads it.
In the drawing each card is the element whose id is ``<rank>_<suit>``: rank ``1``…``10``, ``jack``, ``queen`` or
``king``; suit ``club``, ``diamond``, ``heart`` or ``spade`` (``king_heart``, ``1_club``, ``10_diamond``); the back
is ``back``.  Decks live in ``carddecks`` under the XDG data folders (``~/.local/share/carddecks`` first, then each
of ``$XDG_DATA_DIRS``), which is where Debian's ``kdegames-card-data-kf5`` and its kin install them.

Reading a deck here only reads its small ``index.desktop`` and stats its drawing, so a start with a KDE deck whose
card images are in the disk cache never parses the SVG (the window never does: :mod:`.deck_worker` draws it).
:func:`read_deck` raises :class:`DeckError` with a :data:`PROBLEMS` key for anything that makes a folder not a
usable deck.  A deck is a file anyone can hand a player: ``index.desktop`` is read only if it is
a regular file of at most :data:`MAX_INDEX_BYTES` (a FIFO there blocked the window before its first frame, a link to
``/dev/zero`` read without end), its name is cut to :data:`MAX_NAME_CHARS` printable characters (200,000 took
Preferences to 1 GB), the drawing must be a regular file no larger than the drawing process will take, and
:func:`find_decks` looks at no more than :data:`MAX_DECKS` folders in each place.
"""

from __future__ import annotations

import itertools
import os
import zlib
from dataclasses import dataclass, field
from pathlib import Path

from pyramid_qt.engine.cards import Card, Suit
from pyramid_qt.safe_files import TooLarge, read_regular, regular_size

INDEX_FILE = "index.desktop"
GROUPS = ("KDE Backdeck", "KDE Cards")
DECKS_FOLDER = "carddecks"
BACK_ELEMENT = "back"

_RANK_NAMES = {11: "jack", 12: "queen", 13: "king"}
_SUIT_NAMES = {Suit.CLUBS: "club", Suit.DIAMONDS: "diamond", Suit.HEARTS: "heart", Suit.SPADES: "spade"}

# DeckError.problem keys (the UI turns them into translated text).
NO_INDEX = "deck_no_index"  # no index.desktop, or it cannot be read
NO_GROUP = "deck_no_group"  # index.desktop has no [KDE Backdeck] / [KDE Cards] group with Name and SVG
NO_SVG = "deck_no_svg"  # the drawing it names is missing
BAD_SVG = "deck_bad_svg"  # the drawing cannot be read as SVG
MISSING_CARDS = "deck_missing_cards"  # the drawing lacks an element for some card
TOO_COSTLY = "deck_too_costly"  # the drawing is too large, or too slow or too big to draw within the budget
PROBLEMS = (NO_INDEX, NO_GROUP, NO_SVG, BAD_SVG, MISSING_CARDS, TOO_COSTLY)

MAX_INDEX_BYTES = 256 * 1024
"""index.desktop files of KDE decks are a few KB (names in many languages); 200,000 characters of name still fit."""
MAX_NAME_CHARS = 80
MAX_DECKS = 500
"""Deck folders looked at in each place (Debian's kdegames-card-data-kf5 installs 16)."""
MAX_DATA_DIRS = 32
MAX_DRAWING_BYTES = 24 * 1024 * 1024
"""The largest drawing file (the largest KDE deck, Dondorf, is 3.3 MB; svg_guard checks the same bound)."""


class DeckError(Exception):
    """A folder that is not a usable deck; ``problem`` is one of :data:`PROBLEMS`."""

    def __init__(self, problem: str, folder: Path) -> None:
        super().__init__(f"{problem}: {folder}")
        self.problem = problem
        self.folder = folder


@dataclass(frozen=True)
class KdeDeck:
    folder: Path
    name: str
    svg: Path
    stamp: str
    """Size and modification time of the drawing and of index.desktop: changes when the deck does."""
    names: dict[str, str] = field(default_factory=dict, compare=False, hash=False)
    """Translated names by language code (``Name[id]=…``)."""

    def display_name(self, language: str | None = None) -> str:
        if language:
            for code in (language, language.split("_")[0]):
                if code in self.names:
                    return self.names[code]
        return self.name

    @property
    def cache_tag(self) -> str:
        """Names this deck, as it is now, in the card-image disk cache: its folder and the files' stamps."""
        return f"kde{zlib.crc32(f'{self.folder}|{self.svg.name}|{self.stamp}'.encode()):08x}"


def element_id(card: Card) -> str:
    """The id of ``card``'s element in a KDE deck's drawing (``king_heart``, ``1_club``)."""
    return f"{_RANK_NAMES.get(card.rank, str(card.rank))}_{_SUIT_NAMES[card.suit]}"


def parse_index(text: str) -> dict[str, dict[str, str]]:
    """The groups of a desktop-entry file as ``{group: {key: value}}`` (later duplicates win, comments skipped).

    Our own few lines rather than :mod:`configparser`: that module costs more to import than a start with a
    cached deck spends reading the whole deck, and desktop files are not quite its dialect (``Name[id]`` keys,
    ``;`` lists, no interpolation)."""
    groups: dict[str, dict[str, str]] = {}
    current: dict[str, str] | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = groups.setdefault(line[1:-1].strip(), {})
        elif current is not None and "=" in line:
            key, _, value = line.partition("=")
            current[key.strip()] = value.strip()
    return groups


def display_text(value: str) -> str:
    """A name from a deck's file as it may be shown: printable characters only, at most :data:`MAX_NAME_CHARS`."""
    text = "".join(character if character.isprintable() else " " for character in value[: 4 * MAX_NAME_CHARS])
    text = " ".join(text.split())
    return text if len(text) <= MAX_NAME_CHARS else text[: MAX_NAME_CHARS - 1].rstrip() + "…"


def read_deck(folder: Path) -> KdeDeck:
    """The deck in ``folder`` (raises :class:`DeckError` if it is not one)."""
    folder = Path(folder).absolute()
    index = folder / INDEX_FILE
    try:
        text = read_regular(index, MAX_INDEX_BYTES).decode("utf-8", errors="replace")
        index_stat = index.stat()
    except OSError:
        raise DeckError(NO_INDEX, folder) from None
    groups = parse_index(text)
    entries = next((groups[name] for name in GROUPS if name in groups), None)
    if entries is None or not display_text(entries.get("Name", "")) or not entries.get("SVG"):
        raise DeckError(NO_GROUP, folder)
    svg = folder / entries["SVG"]
    try:
        if regular_size(svg) > MAX_DRAWING_BYTES:
            raise TooLarge(svg, MAX_DRAWING_BYTES)
        svg_stat = svg.stat()
    except TooLarge:
        raise DeckError(TOO_COSTLY, folder) from None
    except (OSError, ValueError):  # missing, a FIFO or device, or a name the file system refuses
        raise DeckError(NO_SVG, folder) from None
    names = {
        key[5:-1][:16]: display_text(value)
        for key, value in entries.items()
        if key.startswith("Name[") and key.endswith("]") and display_text(value)
    }
    stamp = f"{svg_stat.st_size}:{svg_stat.st_mtime_ns}:{index_stat.st_size}:{index_stat.st_mtime_ns}"
    return KdeDeck(folder=folder, name=display_text(entries["Name"]), svg=svg, stamp=stamp, names=names)


def deck_folders() -> list[Path]:
    """Where decks are looked for, the player's own first: ``$XDG_DATA_HOME`` (``~/.local/share``), then each of
    ``$XDG_DATA_DIRS`` (``/usr/local/share:/usr/share`` when it is unset or empty), as the XDG base directory
    specification says: a session that names its data folders is taken at its word."""
    home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    shared = (os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share").split(":")[:MAX_DATA_DIRS]
    out: list[Path] = []
    for base in (home, *shared):
        if base:
            candidate = Path(base) / DECKS_FOLDER
            if candidate not in out:
                out.append(candidate)
    return out


def find_decks(folders: list[Path] | None = None) -> list[KdeDeck]:
    """Every usable deck in the deck folders, sorted by name; a deck folder name found twice is taken from the
    earlier folder (the player's copy hides the system's, as in XDG look-ups); unusable folders are skipped."""
    seen: set[str] = set()
    decks: list[KdeDeck] = []
    for base in deck_folders() if folders is None else folders:
        try:
            with os.scandir(base) as listing:
                entries = sorted(itertools.islice(listing, MAX_DECKS), key=lambda entry: entry.name)
        except OSError:
            continue
        for entry in entries:
            try:
                if entry.name in seen or not entry.is_dir():
                    continue
            except OSError:
                continue
            try:
                deck = read_deck(Path(entry.path))
            except DeckError:
                continue
            seen.add(entry.name)
            decks.append(deck)
    return sorted(decks, key=lambda deck: deck.name.casefold())
