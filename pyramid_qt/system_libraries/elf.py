"""What the dynamic loader reads from a shared library's ELF header: its word size, machine, the libraries it needs
(``DT_NEEDED``) and where it says to look for them (``DT_RPATH``, ``DT_RUNPATH``).

Only the headers and the dynamic section's strings are read (a few kilobytes of a library that may be megabytes).
Anything that is not a well-formed ELF shared object reads as ``None``, as the loader passes over such a file.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

MAGIC = b"\x7fELF"
ELFCLASS32, ELFCLASS64 = 1, 2
ELFDATA2LSB, ELFDATA2MSB = 1, 2
PT_LOAD, PT_DYNAMIC = 1, 2
DT_NULL, DT_NEEDED, DT_STRTAB, DT_STRSZ, DT_RPATH, DT_RUNPATH = 0, 1, 5, 10, 15, 29
MAX_HEADERS = 4096
"""More program headers or dynamic entries than this is not a library (a bound against a crafted file)."""
MAX_STRINGS = 1 << 20


@dataclass(frozen=True)
class Dynamic:
    """One shared object as the loader sees it."""

    word_size: int  # ELFCLASS32 or ELFCLASS64
    machine: int  # e_machine (62: x86-64, 183: AArch64, …)
    needed: tuple[str, ...]
    rpath: tuple[str, ...]
    runpath: tuple[str, ...]

    def fits(self, other: Dynamic) -> bool:
        """Whether the loader would take ``other`` as a library of this object (same word size and machine)."""
        return (self.word_size, self.machine) == (other.word_size, other.machine)


@dataclass(frozen=True)
class _Layout:
    order: str  # "<" or ">"
    word: str  # "I" or "Q"
    program_header: str  # struct format of the fields used: type, offset, vaddr, filesz
    dynamic_entry: str


_LAYOUTS = {
    ELFCLASS32: ("I", "IIIxxxxI", "iI"),  # p_type p_offset p_vaddr (p_paddr) p_filesz
    ELFCLASS64: ("Q", "IxxxxQQxxxxxxxxQ", "qQ"),  # p_type (p_flags) p_offset p_vaddr (p_paddr) p_filesz
}


def read_dynamic(path: Path) -> Dynamic | None:
    """The loader's view of ``path``; ``None`` when it is not an ELF shared object that can be read."""
    try:
        with open(path, "rb") as file:
            return _read(file)
    except (OSError, struct.error, ValueError, UnicodeDecodeError):
        return None


def _read(file: BinaryIO) -> Dynamic | None:
    ident = file.read(16)
    if len(ident) < 16 or ident[:4] != MAGIC or ident[4] not in _LAYOUTS or ident[5] not in (ELFDATA2LSB, ELFDATA2MSB):
        return None
    word_size = ident[4]
    word, header_fields, entry_fields = _LAYOUTS[word_size]
    layout = _Layout("<" if ident[5] == ELFDATA2LSB else ">", word, header_fields, entry_fields)
    # e_type e_machine e_version e_entry e_phoff (e_shoff e_flags e_ehsize) e_phentsize e_phnum
    header = struct.unpack(
        f"{layout.order}HHI{word}{word}{word}IHHH", file.read(struct.calcsize(f"<HHI{word * 3}IHHH"))
    )
    machine, program_offset, entry_size, entries = header[1], header[4], header[8], header[9]
    if entries > MAX_HEADERS or entry_size < struct.calcsize(layout.order + layout.program_header):
        return None
    loads: list[tuple[int, int, int]] = []  # (vaddr, offset, filesz)
    dynamic: tuple[int, int] | None = None  # (offset, filesz)
    for index in range(entries):
        file.seek(program_offset + index * entry_size)
        raw = file.read(struct.calcsize(layout.order + layout.program_header))
        kind, offset, vaddr, size = struct.unpack(layout.order + layout.program_header, raw)
        if kind == PT_LOAD:
            loads.append((vaddr, offset, size))
        elif kind == PT_DYNAMIC:
            dynamic = (offset, size)
    if dynamic is None:
        return None
    tags = _dynamic_entries(file, layout, *dynamic)
    table = _file_offset(loads, _first(tags, DT_STRTAB))
    size = _first(tags, DT_STRSZ)
    if table is None or size is None or size > MAX_STRINGS:
        return None
    file.seek(table)
    strings = file.read(size)

    def text(index: int) -> str:
        return strings[index : strings.index(b"\0", index)].decode("utf-8")

    def paths(tag: int) -> tuple[str, ...]:
        return tuple(part for index in tags.get(tag, ()) for part in text(index).split(":") if part)

    needed = tuple(text(index) for index in tags.get(DT_NEEDED, ()))
    return Dynamic(word_size, machine, needed, paths(DT_RPATH), paths(DT_RUNPATH))


def _dynamic_entries(file: BinaryIO, layout: _Layout, offset: int, size: int) -> dict[int, list[int]]:
    entry = struct.calcsize(layout.order + layout.dynamic_entry)
    file.seek(offset)
    raw = file.read(min(size, MAX_HEADERS * entry))
    tags: dict[int, list[int]] = {}
    for tag, value in struct.iter_unpack(layout.order + layout.dynamic_entry, raw[: len(raw) - len(raw) % entry]):
        if tag == DT_NULL:
            break
        tags.setdefault(tag, []).append(value)
    return tags


def _first(tags: dict[int, list[int]], tag: int) -> int | None:
    values = tags.get(tag)
    return values[0] if values else None


def _file_offset(loads: list[tuple[int, int, int]], address: int | None) -> int | None:
    """Where the loaded address ``address`` lies in the file (DT_STRTAB is an address, not an offset)."""
    if address is None:
        return None
    for vaddr, offset, size in loads:
        if vaddr <= address < vaddr + size:
            return address - vaddr + offset
    return None
