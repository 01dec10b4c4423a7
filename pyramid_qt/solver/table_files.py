"""What the shipped tables (labels, par) share: the folder they ship in and the part of their header that names
the rules and the solver that computed them."""

from __future__ import annotations

import struct
from pathlib import Path

from pyramid_qt.engine.rules import RuleSet
from pyramid_qt.shipped_files import resources_dir

NAME_LENGTH = struct.Struct("<H")


class TableFileError(ValueError):
    """A shipped table that cannot be read: too short, another kind of file, other rules, the wrong length."""


def tables_dir() -> Path:
    return resources_dir() / "labels"


def named_header(field: str, solver: str) -> bytes:
    """The part of a header that names the rules and the solver: a uint16 length, then
    ``rules=<field>;solver=<solver>`` in ASCII."""
    name = f"rules={field};solver={solver}".encode("ascii")
    return NAME_LENGTH.pack(len(name)) + name


def read_named_header(rest: bytes, kind: str) -> tuple[str, str, bytes]:
    """The rules field and the solver version of a :func:`named_header` at the start of ``rest``, and the bytes
    after it; ``kind`` names the file in the messages ("label", "par")."""
    if len(rest) < NAME_LENGTH.size:
        raise TableFileError(f"{kind} file too short")
    (length,) = NAME_LENGTH.unpack_from(rest)
    if len(rest) < NAME_LENGTH.size + length:
        raise TableFileError(f"{kind} file too short")
    raw, body = rest[NAME_LENGTH.size : NAME_LENGTH.size + length], rest[NAME_LENGTH.size + length :]
    try:
        parts = dict(part.split("=", 1) for part in raw.decode("ascii").split(";"))
        rules = RuleSet.from_field(parts["rules"]).field
    except (UnicodeDecodeError, ValueError, KeyError) as error:
        raise TableFileError(f"{kind} file header names no rules") from error
    return rules, parts.get("solver", ""), body
