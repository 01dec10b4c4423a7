"""Rendered card images kept on disk between runs, so a later start paints its first frame without drawing cards.

Drawing the visible cards is most of the first frame's cost (about half a millisecond a card); reading one back is
a hundredth of that.  This is what KDE's card games do with their shared image cache.  It is only a cache: any
image that is missing, unreadable or damaged is simply drawn again, and a cache that cannot be written (read-only
or full disk) is given up for the session without a word, because nothing the player owns is at stake.

Layout: ``<cache dir>/card-art/<art key>/<width>@<dpr>/<name>.argb``, where ``name`` is a card code, ``back``
(``back-<colour>``) or ``slot``; with a KDE deck's faces the folder is ``<art key>-<deck tag>`` (the deck's folder
and its files' sizes and times, so an updated deck is drawn again).  The art key is a checksum of the art modules'
source, the Qt version and the package version, so changed art never meets old images (a bundle without sources
falls back to the package version).  Each file is a small header (magic, width, height, and for a face the veil
laid over it while it is covered) followed by the premultiplied ARGB32 pixels, uncompressed: decompressing would take
most of the read time (about 2 ms of the first frame), and a whole deck at one size is only a few MB.  The veil is
measured on the face's pixels (:mod:`~pyramid_qt.ui.card_art.shade`, about a millisecond a face), so a face read back
needs no measuring either; a veil missing or not one the shade can be (black or white) is measured again.

Fonts are not in the key (finding the installed families costs more than the whole read): the families the art
was drawn with are written next to the images, and :meth:`CardArtDiskCache.fonts_changed` compares them after
the first frame; if the player's fonts changed, the images are dropped and drawn again.

Writes are batched: :meth:`keep` only queues, :meth:`flush` writes (the window calls it once rendering has been
quiet for a moment, and at exit), so a window being resized does not write every size it passes through.
Only the :data:`MAX_SIZES` most recently used sizes are kept, and other art keys are removed.
"""

from __future__ import annotations

import os
import shutil
import struct
import time
import zlib
from collections.abc import Callable
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtGui import QColor, QImage

import pyramid_qt
from pyramid_qt.safe_files import read_regular

MAGIC = b"PQA3"  # PQA1 held zlib-compressed pixels, PQA2 no veil
HEADER = struct.Struct("<4sIIII")
"""Magic, width, height, whether a veil follows (1) or not (0), the veil as QColor.rgba()."""
VEIL_RGB = (0x000000, 0xFFFFFF)
"""The colours a covered card's veil can have (:func:`~pyramid_qt.ui.card_art.shade.veil_for`): black or white."""
FORMAT = QImage.Format.Format_ARGB32_Premultiplied
MAX_SIZES = 4
"""Card sizes kept on disk; a size is one window size at one screen scale (2 to 10 MB for a whole deck)."""
IDLE_SECONDS = 2.0
"""How long rendering must have been quiet before queued images are written."""
FONTS_FILE = "fonts.txt"
MAX_IMAGE_BYTES = 32 * 1024 * 1024
"""A card image is a few hundred KB (2048 x 2868 pixels, the largest drawn, is 23 MB)."""
MAX_FONTS_BYTES = 64 * 1024


VeilSource = Callable[[], QColor]
"""Gives a face's veil (:func:`~pyramid_qt.ui.card_art.shade.veil_of` its pixmap)."""


def art_key() -> str:
    """A short hash that changes whenever the pictures could: the art's source, Qt, the package version."""
    # A checksum, not a cryptographic hash: it only has to notice a change (and hashlib would load OpenSSL).
    digest = zlib.crc32(f"{pyramid_qt.__version__}|{pyside_version}".encode())
    # Every module of the art package counts (a new one included), so no change to the drawing can leave stale
    # images; a bundle without sources has none to read, and the versions above must do.
    for source in art_sources():
        digest = zlib.crc32(source.name.encode(), digest)
        digest = zlib.crc32(source.read_bytes(), digest)
    return f"{digest:08x}"


def art_sources() -> list[Path]:
    """The source files of the card-art package, in a fixed order (empty in a bundle that ships no sources)."""
    return sorted(Path(__file__).resolve().parent.glob("*.py"))


def size_dir_name(width: int, dpr: float) -> str:
    return f"{width}@{dpr:g}"


def encode(image: QImage, veil: QColor | None = None) -> bytes:
    image = image if image.format() == FORMAT else image.convertToFormat(FORMAT)
    pixels = bytes(image.constBits())[: image.sizeInBytes()]
    known, rgba = (0, 0) if veil is None else (1, veil.rgba())
    return HEADER.pack(MAGIC, image.width(), image.height(), known, rgba) + pixels


def decode(data: bytes, dpr: float) -> QImage | None:
    """The image in ``data`` (``None`` if it is not a whole, well-formed one)."""
    decoded = decode_with_veil(data, dpr)
    return None if decoded is None else decoded[0]


def decode_with_veil(data: bytes, dpr: float) -> tuple[QImage, QColor | None] | None:
    """The image in ``data`` and the veil stored with it (``None`` if there is none, or none the shade can be);
    ``None`` if ``data`` is not a whole, well-formed image."""
    if len(data) < HEADER.size:
        return None
    magic, width, height, known, rgba = HEADER.unpack_from(data)
    if magic != MAGIC or not (0 < width <= 8192 and 0 < height <= 8192):
        return None
    pixels = data[HEADER.size :]
    if len(pixels) != width * height * 4:
        return None
    image = QImage(pixels, width, height, width * 4, FORMAT).copy()  # copy: the QImage must own its pixels
    image.setDevicePixelRatio(dpr)
    veil = QColor.fromRgba(rgba) if known == 1 and (rgba & 0xFFFFFF) in VEIL_RGB else None
    return image, veil


class CardArtDiskCache:
    def __init__(self, root: Path, key: str | None = None) -> None:
        """``root``: the folder to keep the art in (created on the first write); ``key``: see :func:`art_key`."""
        self.root = root
        self.base_key = key if key is not None else art_key()
        self.key = self.base_key
        self.folder = root / self.key
        self._pending: dict[tuple[str, int, float], tuple[QImage, VeilSource | None]] = {}
        self._last_keep = 0.0
        self._used: set[str] = set()
        self.writable = True

    def set_variant(self, tag: str | None) -> None:
        """Keep the images of another deck: ``tag`` names a KDE deck as it is now (its folder and files' stamps,
        see :attr:`~.kde_deck.KdeDeck.cache_tag`), ``None`` the built-in one.  Only one deck's images are kept."""
        if self._pending:
            self.flush()
        self.key = self.base_key if tag is None else f"{self.base_key}-{tag}"
        self.folder = self.root / self.key
        self._used.clear()

    def load(self, name: str, width: int, dpr: float) -> QImage | None:
        """The stored image of ``name`` at this size, or ``None`` (then draw it and :meth:`keep` it)."""
        stored = self.load_with_veil(name, width, dpr)
        return None if stored is None else stored[0]

    def load_with_veil(self, name: str, width: int, dpr: float) -> tuple[QImage, QColor | None] | None:
        """:meth:`load`, with the veil kept with the image (``None``: none kept, or not a veil the shade can be)."""
        folder = size_dir_name(width, dpr)
        self._used.add(folder)
        try:
            data = read_regular(self.folder / folder / f"{name}.argb", MAX_IMAGE_BYTES)
        except OSError:
            return None  # missing, too large, or a FIFO or device in its place: drawn again
        return decode_with_veil(data, dpr)

    def keep(self, name: str, width: int, dpr: float, image: QImage, veil: VeilSource | None = None) -> None:
        """Queue a freshly drawn image for the next :meth:`flush`; ``veil``, for a face, gives its veil when it is
        written (measured then if nothing measured it before: the window is idle by then)."""
        if self.writable:
            self._pending[(name, width, dpr)] = (image, veil)
            self._last_keep = time.monotonic()

    @property
    def pending(self) -> int:
        return len(self._pending)

    def flush_if_idle(self, now: float | None = None) -> bool:
        """Write the queue if nothing was drawn for :data:`IDLE_SECONDS`; whether it wrote."""
        moment = time.monotonic() if now is None else now
        if not self._pending or moment - self._last_keep < IDLE_SECONDS:
            return False
        self.flush()
        return True

    def flush(self) -> None:
        """Write every queued image, then drop old sizes and old art; a failure turns the disk cache off."""
        pending, self._pending = self._pending, {}
        if not pending or not self.writable:
            return
        try:
            for (name, width, dpr), (image, veil) in pending.items():
                folder = self.folder / size_dir_name(width, dpr)
                folder.mkdir(parents=True, exist_ok=True)
                target = folder / f"{name}.argb"
                temp = folder / f".{name}.{os.getpid()}.tmp"
                temp.write_bytes(encode(image, None if veil is None else veil()))
                os.replace(temp, target)
            self._prune()
        except OSError:
            self.writable = False  # read-only or full: the game draws its cards and carries on

    def _prune(self) -> None:
        for other in self.root.iterdir():
            if other.is_dir() and other.name != self.key:
                shutil.rmtree(other, ignore_errors=True)
        now = time.time()
        for name in self._used:
            with_mtime = self.folder / name
            if with_mtime.is_dir():
                os.utime(with_mtime, (now, now))  # used this session: the newest
        sizes = sorted(
            (entry for entry in self.folder.iterdir() if entry.is_dir()),
            key=lambda entry: entry.stat().st_mtime,
            reverse=True,
        )
        for old in sizes[MAX_SIZES:]:
            shutil.rmtree(old, ignore_errors=True)

    def fonts_changed(self, families: str) -> bool:
        """Whether the stored images were drawn with other fonts than ``families``; if so they are deleted.

        The first call with images but no record of fonts records ``families`` and keeps the images."""
        record = self.folder / FONTS_FILE
        try:
            stored: str | None = read_regular(record, MAX_FONTS_BYTES).decode("utf-8")
        except UnicodeDecodeError:
            stored = ""  # garbage counts as a record of other fonts: the images are drawn again
        except OSError:
            stored = None
        if stored == families:
            return False
        changed = stored is not None
        if changed:
            self._pending.clear()
            shutil.rmtree(self.folder, ignore_errors=True)
        if self.writable:
            try:
                self.folder.mkdir(parents=True, exist_ok=True)
                temp = self.folder / f".{FONTS_FILE}.{os.getpid()}.tmp"
                temp.write_text(families, encoding="utf-8")
                os.replace(temp, record)  # over whatever is there: writing into a FIFO there would wait for good
            except OSError:
                self.writable = False
        return changed
