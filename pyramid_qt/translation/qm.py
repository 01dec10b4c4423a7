"""Qt's compiled translation catalogues (``.qm``, what ``lrelease`` writes), read without Qt.

The game's messages are said in the player's language even where Qt cannot load (a system library missing) and
before Qt is loaded at all (``--help``, a refused command line).  A catalogue is looked up as ``QTranslator``
looks it up (qtbase ``src/corelib/kernel/qtranslator.cpp``), so both give the same text for every message:

- the file is a 16-byte magic number, then sections, each a tag byte and a 4-byte big-endian length: the hashes
  (0x42: pairs of a 32-bit hash of the source text and disambiguation, and the offset of the message, sorted by
  hash), the messages (0x69), the contexts (0x2f, optional), the plural rules (0x88) and others, skipped;
- a message is a list of tagged fields up to an end tag (1): translations (3, UTF-16BE with a 4-byte byte count,
  one per plural form), the source text (6), the context (7) and the disambiguation (8), each UTF-8 with a 4-byte
  count, and an obsolete 4-byte field (5);
- a lookup hashes the source text and disambiguation with the ELF hash, takes each message of that hash whose
  fields match, then tries again without the disambiguation; ``n`` (not -1) picks the plural form by the rules.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
MAX_FILE_BYTES = 16 * 1024 * 1024
"""Our catalogues are about 100 KB; a file this large is not one."""

_CONTEXTS, _HASHES, _MESSAGES, _NUMERUS_RULES = 0x2F, 0x42, 0x69, 0x88
_END, _TRANSLATION, _OBSOLETE1, _SOURCE, _CONTEXT, _COMMENT = 1, 3, 5, 6, 7, 8

# The plural rules' byte code (qtranslator_p.h): an operator in the low three bits, modifiers above.
_EQ, _LT, _LEQ, _BETWEEN = 1, 2, 3, 4
_NOT, _MOD_10, _MOD_100, _LEAD_1000 = 0x08, 0x10, 0x20, 0x40
_AND, _OR, _NEWRULE = 0xFD, 0xFE, 0xFF
_OP_MASK = 0x07


class CatalogueError(ValueError):
    """Not a catalogue Qt would load."""


@dataclass(frozen=True)
class Catalogue:
    """One ``.qm`` file's messages."""

    hashes: dict[int, tuple[int, ...]]  # hash -> offsets of its messages, in the file's order
    messages: bytes
    contexts: bytes | None
    numerus_rules: bytes

    @classmethod
    def read(cls, path: Path) -> Catalogue:
        """The catalogue in ``path`` (``OSError`` when it cannot be read, :class:`CatalogueError` when it is not
        one)."""
        with open(path, "rb") as file:
            data = file.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            raise CatalogueError(f"{path}: too large for a catalogue")
        return cls.parse(data)

    @classmethod
    def parse(cls, data: bytes) -> Catalogue:
        if not data.startswith(MAGIC):
            raise CatalogueError("not a Qt translation catalogue")
        sections = dict(_sections(data))
        table = sections.get(_HASHES, b"")
        hashes: dict[int, list[int]] = {}
        for index in range(len(table) // 8):
            key, offset = struct.unpack_from(">II", table, index * 8)
            hashes.setdefault(key, []).append(offset)
        rules = sections.get(_NUMERUS_RULES, b"")
        if not _valid_rules(rules):
            raise CatalogueError("the plural rules are damaged")
        return cls(
            {key: tuple(offsets) for key, offsets in hashes.items()},
            sections.get(_MESSAGES, b""),
            sections.get(_CONTEXTS),
            rules,
        )

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        """The translation, as ``QTranslator.translate`` gives it; ``None`` when the catalogue has none."""
        context_bytes, source_bytes = context.encode(), source.encode()
        comment = (disambiguation or "").encode()
        if not self.hashes or not self._has_context(context_bytes):
            return None
        form = _plural_form(n, self.numerus_rules) if n >= 0 else 0
        while True:
            for offset in self.hashes.get(_elf_hash(source_bytes, comment), ()):
                found = self._message(offset, context_bytes, source_bytes, comment, form)
                if found is not None:
                    return found
            if not comment:
                return None
            comment = b""

    def _has_context(self, context: bytes) -> bool:
        """Whether the optional context table lists ``context`` (no table: every context may be here)."""
        table = self.contexts
        if not table:
            return True
        size = struct.unpack_from(">H", table)[0]
        if size == 0:
            return False
        slot = struct.unpack_from(">H", table, 2 + 2 * (_elf_hash(context) % size))[0]
        if slot == 0:
            return False
        at = 2 + 2 * size + 2 * slot
        while at < len(table):
            length = table[at]
            if length == 0:
                return False
            if _same(table[at + 1 : at + 1 + length], context):
                return True
            at += 1 + length
        return False

    def _message(self, offset: int, context: bytes, source: bytes, comment: bytes, form: int) -> str | None:
        """The ``form``-th translation of the message at ``offset`` when its fields match, else ``None``."""
        data, at = self.messages, offset
        chosen: bytes | None = None
        index = 0
        while at < len(data):
            tag = data[at]
            at += 1
            if tag == _END:
                break
            if tag == _OBSOLETE1:
                at += 4
                continue
            if tag not in (_TRANSLATION, _SOURCE, _CONTEXT, _COMMENT) or at + 4 > len(data):
                return None
            length = struct.unpack_from(">I", data, at)[0]
            start = at + 4
            field = data[start : start + length]
            at = start + length
            if tag == _TRANSLATION:
                if index == form:
                    chosen = field
                index += 1
            elif tag == _SOURCE and not _same(field, source) or tag == _CONTEXT and not _same(field, context):
                return None
            elif tag == _COMMENT and data[start : start + 1] not in (b"", b"\0") and not _same(field, comment):
                return None  # Qt skips the check when the field's first byte (the next, for an empty one) is 0
        else:
            return None  # no end tag
        return None if chosen is None else chosen.decode("utf-16-be", errors="replace")


def _sections(data: bytes) -> Iterator[tuple[int, bytes]]:
    at = len(MAGIC)
    while at < len(data) - 5:
        tag, length = struct.unpack_from(">BI", data, at)
        at += 5
        if not tag or not length:
            return
        if len(data) - at < length:
            raise CatalogueError("a section runs past the end of the file")
        yield tag, data[at : at + length]
        at += length


def _same(found: bytes, wanted: bytes) -> bool:
    """A field equals a key (a field may carry the C string's terminating zero)."""
    return (found[:-1] if found.endswith(b"\0") else found) == wanted


def _elf_hash(*parts: bytes) -> int:
    """The ELF hash Qt keys messages by, over each part as a C string (up to a zero byte); never 0."""
    value = 0
    for part in parts:
        for byte in part.split(b"\0", 1)[0]:
            value = ((value << 4) + byte) & 0xFFFFFFFF
            high = value & 0xF0000000
            if high:
                value ^= high >> 24
            value &= ~high & 0xFFFFFFFF
    return value or 1


def _valid_rules(rules: bytes) -> bool:
    """Whether the plural rules are well formed, as Qt checks them before it loads a catalogue."""
    if not rules:
        return True
    at = 0
    while True:
        opcode = rules[at]
        if opcode & 0x80:
            return False
        at += 1
        if at == len(rules):
            return False
        at += 1
        op = opcode & _OP_MASK
        if op == _BETWEEN:
            if at == len(rules):
                return False
            at += 1
        elif op not in (_EQ, _LT, _LEQ):
            return False
        if at == len(rules):
            return True
        if rules[at] not in (_AND, _OR, _NEWRULE):
            return False
        at += 1
        if at == len(rules):
            return False


def _plural_form(n: int, rules: bytes) -> int:
    """Which plural form the rules give ``n`` (the index of the first rule that holds; past the last, one more)."""
    if not rules:
        return 0
    form = 0
    at = 0
    while True:
        any_holds = False
        while True:
            all_hold = True
            while True:
                opcode, right = rules[at], rules[at + 1]
                at += 2
                left = n
                if opcode & _MOD_10:
                    left %= 10
                elif opcode & _MOD_100:
                    left %= 100
                elif opcode & _LEAD_1000:
                    while left >= 1000:
                        left //= 1000
                op = opcode & _OP_MASK
                if op == _EQ:
                    holds = left == right
                elif op == _LT:
                    holds = left < right
                elif op == _LEQ:
                    holds = left <= right
                else:
                    holds = right <= left <= rules[at]
                    at += 1
                if opcode & _NOT:
                    holds = not holds
                all_hold = all_hold and holds
                if at == len(rules) or rules[at] != _AND:
                    break
                at += 1
            any_holds = any_holds or all_hold
            if at == len(rules) or rules[at] != _OR:
                break
            at += 1
        if any_holds:
            return form
        form += 1
        if at == len(rules):
            return form
        at += 1
