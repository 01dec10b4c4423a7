"""What the shipped tables (labels, par) share: the folder they ship in and the part of their header that names
the rules and the solver that computed them.

A table is named by its rules field (``N1S``) for Pyramid, and by its game's key and the rules field for another
game (``GIZA-N``): its file is ``<name>.<kind>``, and its header says ``rules=N;game=GIZA``."""

from __future__ import annotations

import struct
from pathlib import Path

from pyramid_qt.engine.games import PYRAMID, is_game_key
from pyramid_qt.engine.rules import RuleSet
from pyramid_qt.shipped_files import resources_dir

NAME_LENGTH = struct.Struct("<H")


class TableFileError(ValueError):
    """A shipped table that cannot be read: too short, another kind of file, other rules, the wrong length."""


def tables_dir() -> Path:
    return resources_dir() / "labels"


def table_name(field: str, game_key: str = PYRAMID.key) -> str:
    """The name of the table of a rules field of a game (see the module docstring)."""
    return field if game_key == PYRAMID.key else f"{game_key}-{field}"


def split_table_name(name: str) -> tuple[str, str]:
    """The game's key and the canonical rules field a table's name holds; ``ValueError`` if it holds none."""
    key, _, field = name.rpartition("-")
    if key and not is_game_key(key):
        raise ValueError(f"no game is called {key[:20]!r}")
    return key or PYRAMID.key, RuleSet.from_field(field).field


def named_header(name: str, solver: str) -> bytes:
    """The part of a header that names the rules (and the game, but Pyramid) and the solver: a uint16 length, then
    ``rules=<field>;solver=<solver>`` or ``rules=<field>;game=<key>;solver=<solver>`` in ASCII."""
    key, field = split_table_name(name)
    game = "" if key == PYRAMID.key else f";game={key}"
    text = f"rules={field}{game};solver={solver}".encode("ascii")
    return NAME_LENGTH.pack(len(text)) + text


def read_named_header(rest: bytes, kind: str) -> tuple[str, str, bytes]:
    """The table's name (its rules field, after its game's key but Pyramid's) and the solver version of a
    :func:`named_header` at the start of ``rest``, and the bytes after it; ``kind`` names the file in the messages
    ("label", "par")."""
    if len(rest) < NAME_LENGTH.size:
        raise TableFileError(f"{kind} file too short")
    (length,) = NAME_LENGTH.unpack_from(rest)
    if len(rest) < NAME_LENGTH.size + length:
        raise TableFileError(f"{kind} file too short")
    raw, body = rest[NAME_LENGTH.size : NAME_LENGTH.size + length], rest[NAME_LENGTH.size + length :]
    try:
        parts = dict(part.split("=", 1) for part in raw.decode("ascii").split(";"))
        key, field = split_table_name(f"{parts.get('game', PYRAMID.key)}-{parts['rules']}")
        rules = table_name(field, key)
    except (UnicodeDecodeError, ValueError, KeyError) as error:
        raise TableFileError(f"{kind} file header names no rules") from error
    return rules, parts.get("solver", ""), body
