"""A deck's drawing checked before QtSvg is given it (no Qt here): bounded, self-contained, of bounded work.

QtSvg parses and draws whatever it is given: a 64 MB SVG peaked at 1.4 GB, a 1 MB SVGZ that
inflates to 1 GB went past 2 GB, 6 KB of ``<use>`` elements that fan out to 10^8 shapes held a thread 10 s, and an
``<image>`` naming a file (relative to the deck, or absolute) made it open that file: a FIFO there froze it for good.
:func:`drawing_bytes` gives QtSvg only bytes (never a path, so nothing is looked up beside the deck) that pass:

* the file is a regular file of at most :data:`MAX_FILE_BYTES` (:mod:`pyramid_qt.safe_files`), and a gzipped one
  (SVGZ) inflates, in steps, to at most :data:`MAX_SVG_BYTES`, checked as it inflates;
* it is XML without a document type of its own (no entity can expand) and with at most :data:`MAX_ELEMENTS`
  elements, :data:`MAX_DEPTH` deep;
* every reference stays inside the drawing: ``href``/``xlink:href`` is ``#id``, and only ``<image>`` may instead
  hold a ``data:`` URI; ``url(...)`` in attributes and styles names ``#id`` only;
* drawn out, with every ``<use>`` replaced by what it names (recursively), it has at most :data:`MAX_DRAWN`
  elements, and no ``<use>`` names itself through others.

The largest KDE deck (Dondorf) is 3.3 MB on disk, 11.5 MB inflated.  Checks are the first line; the process that
draws (:mod:`.deck_worker`) has a time and memory budget of its own for whatever gets through.
"""

from __future__ import annotations

import re
import zlib
from pathlib import Path
from xml.parsers import expat

from pyramid_qt.safe_files import read_regular

MAX_FILE_BYTES = 24 * 1024 * 1024
MAX_SVG_BYTES = 24 * 1024 * 1024
MAX_ELEMENTS = 200_000
MAX_DRAWN = 1_000_000
MAX_DEPTH = 200
_GZIP_MAGIC = b"\x1f\x8b"
_STEP = 1 << 20
_URL = re.compile(r"url\(\s*(['\"]?)(.*?)\1\s*\)", re.IGNORECASE)
_XLINK = "http://www.w3.org/1999/xlink"


class UnsafeDrawing(ValueError):
    """The drawing is not one QtSvg may be given; the message says why (for logs and tests, not the player)."""


def drawing_bytes(path: Path) -> bytes:
    """The SVG text of the drawing at ``path`` (inflated if gzipped), checked; raise ``OSError`` when it cannot be
    read and :class:`UnsafeDrawing` when it must not be drawn."""
    raw = read_regular(path, MAX_FILE_BYTES)
    data = inflate(raw, MAX_SVG_BYTES) if raw.startswith(_GZIP_MAGIC) else raw
    check(data)
    return data


def inflate(raw: bytes, limit: int) -> bytes:
    """A gzip stream's content, inflated a step at a time and refused as soon as it passes ``limit`` bytes."""
    inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
    parts: list[bytes] = []
    total = 0
    pending = raw
    try:
        while pending and not inflater.eof:
            part = inflater.decompress(pending, min(_STEP, limit + 1 - total))
            pending = inflater.unconsumed_tail
            parts.append(part)
            total += len(part)
            if total > limit:
                raise UnsafeDrawing(f"inflates past {limit} bytes")
            if not part and pending:
                break  # no progress: a damaged stream
        if not inflater.eof:
            raise UnsafeDrawing("the gzip stream is cut short or damaged")
    except zlib.error as error:
        raise UnsafeDrawing(f"not a gzip stream: {error}") from None
    return b"".join(parts)


class _Scan:
    """The expat handlers of :func:`check`: counts, references, and the tree ``<use>`` expands."""

    def __init__(self) -> None:
        self.elements = 0
        self.depth = 0
        self.children: list[list[int]] = []  # per element, its children
        self.uses: dict[int, str] = {}  # element -> the id its <use> names
        self.ids: dict[str, int] = {}
        self.stack: list[int] = []

    def doctype(self, _name: str, _system: str | None, _public: str | None, internal_subset: int) -> None:
        if internal_subset:
            raise UnsafeDrawing("a document type with declarations of its own")

    def entity(self, *_args: object) -> None:
        raise UnsafeDrawing("an entity declaration")

    def start(self, name: str, attributes: dict[str, str]) -> None:
        self.elements += 1
        self.depth += 1
        if self.elements > MAX_ELEMENTS:
            raise UnsafeDrawing(f"more than {MAX_ELEMENTS} elements")
        if self.depth > MAX_DEPTH:
            raise UnsafeDrawing(f"nested more than {MAX_DEPTH} deep")
        node = len(self.children)
        self.children.append([])
        if self.stack:
            self.children[self.stack[-1]].append(node)
        self.stack.append(node)
        local = name.rpartition(" ")[2]
        for key, value in attributes.items():
            attribute = key.rpartition(" ")[2]
            if attribute == "id":
                self.ids.setdefault(value, node)
            elif attribute == "href" and (key == f"{_XLINK} href" or key == "href"):
                self._reference(local, value, node)
            elif "url(" in value.lower():
                self._urls(value)

    def end(self, _name: str) -> None:
        self.depth -= 1
        self.stack.pop()

    def text(self, data: str) -> None:
        if "url(" in data.lower() or "@import" in data.lower():
            if "@import" in data.lower():
                raise UnsafeDrawing("a style sheet that imports another")
            self._urls(data)

    def _reference(self, element: str, value: str, node: int) -> None:
        target = value.strip()
        if target.startswith("#"):
            if element == "use":
                self.uses[node] = target[1:]
            return
        if element == "image" and target[:5].lower() == "data:":
            return
        raise UnsafeDrawing(f"<{element}> refers outside the drawing: {target[:80]!r}")

    def _urls(self, text: str) -> None:
        for match in _URL.finditer(text):
            if not match.group(2).strip().startswith("#"):
                raise UnsafeDrawing(f"url() outside the drawing: {match.group(2)[:80]!r}")

    def drawn(self) -> int:
        """Elements drawn once every ``<use>`` is expanded; raise on a loop or past :data:`MAX_DRAWN`."""
        cost: dict[int, int] = {}
        visiting: set[int] = set()
        for root in range(len(self.children) - 1, -1, -1):  # children first: short recursion chains
            total = self._cost(root, cost, visiting)
            if total > MAX_DRAWN:
                raise UnsafeDrawing(f"more than {MAX_DRAWN} shapes once <use> is expanded")
        return cost.get(0, 0)

    def _cost(self, node: int, cost: dict[int, int], visiting: set[int]) -> int:
        # Iterative depth-first walk: nesting is bounded (MAX_DEPTH) but <use> chains are not.
        stack: list[tuple[int, bool]] = [(node, False)]
        while stack:
            current, expanded = stack.pop()
            if current in cost:
                continue
            following = list(self.children[current])
            target = self.ids.get(self.uses[current]) if current in self.uses else None
            if target is not None:
                following.append(target)
            if expanded:
                visiting.discard(current)
                total = 1 + sum(cost[child] for child in following)
                cost[current] = min(total, MAX_DRAWN + 1)
                continue
            if current in visiting:
                raise UnsafeDrawing("a <use> that names itself through others")
            visiting.add(current)
            stack.append((current, True))
            for child in following:
                if child not in cost:
                    if child in visiting:
                        raise UnsafeDrawing("a <use> that names itself through others")
                    stack.append((child, False))
        return cost[node]


def check(data: bytes) -> None:
    """Raise :class:`UnsafeDrawing` unless ``data`` is a drawing QtSvg may be given (see the module docstring)."""
    if len(data) > MAX_SVG_BYTES:
        raise UnsafeDrawing(f"larger than {MAX_SVG_BYTES} bytes")
    scan = _Scan()
    parser = expat.ParserCreate(namespace_separator=" ")
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    parser.StartDoctypeDeclHandler = scan.doctype
    parser.EntityDeclHandler = scan.entity
    parser.StartElementHandler = scan.start
    parser.EndElementHandler = scan.end
    parser.CharacterDataHandler = scan.text
    parser.buffer_text = True
    try:
        parser.Parse(data, True)
    except expat.ExpatError as error:
        raise UnsafeDrawing(f"not XML: {error}") from None
    except RecursionError:
        raise UnsafeDrawing("nested too deep") from None
    if scan.elements == 0:
        raise UnsafeDrawing("no elements")
    scan.drawn()
