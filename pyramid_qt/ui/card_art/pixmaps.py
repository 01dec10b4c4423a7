"""Card faces and backs drawn by our own code, cached as pixmaps per (card, width, device pixel ratio).

All art is vector-drawn with QPainter (no image files, so no licence questions and crisp output at any size and
DPI).  Rendering goes through a QImage, which QPainter can draw into without a window system, and is converted
to a QPixmap at the end: a ``QGuiApplication`` is enough (no QWidget/QApplication needed), but one must exist
before a :class:`CardArt` is made, because fonts and pixmaps need it.  The QImage renderers live in
:mod:`.card_art_render` (for tests, and for callers that want to render in a worker thread where the platform
supports threaded font rendering); this module imports them, and the drawing code and fonts behind them, only
when a card actually has to be drawn, so a start-up served by the disk cache never loads them.
A deck renders in tens of milliseconds (``bench/card_art_render.py``), so the board simply renders on demand; with
a :class:`~pyramid_qt.ui.card_art.disk_cache.CardArtDiskCache` the images drawn in one run are read back in the next
(the game's first frame then draws no card at all).

Widths are logical pixels; a pixmap of width ``w`` at ratio ``dpr`` has the physical size
``round(w*dpr) x round(w*CARD_ASPECT*dpr)`` and ``devicePixelRatio() == dpr``, so it paints at ``w`` logical
pixels wide and stays sharp on high-DPI screens.

A KDE deck's cards are never drawn here: its drawing is parsed and drawn in a process of its own with a time and
memory budget (:mod:`pyramid_qt.ui.decks.deck_renderer`), a whole size at a time.  Until that size arrives a card
not in the caches is shown by a stand-in (the same card at another size, scaled, or our own drawing of it), which is
not kept; when it arrives the images go to both caches and :attr:`CardArt.on_images_ready` asks for a redraw.  So the
first frame needs nothing but the disk cache, and no deck can hold the GUI thread or grow the window's memory.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPixmap

from pyramid_qt.engine.cards import Card
from pyramid_qt.store.preferences import CardBack
from pyramid_qt.ui import card_art, decks
from pyramid_qt.ui.card_art import shade
from pyramid_qt.ui.card_art.inks import TWO_COLOURS, Inks

if TYPE_CHECKING:
    from pyramid_qt.ui.card_art.disk_cache import CardArtDiskCache
    from pyramid_qt.ui.card_art.glyphs import Glyphs
    from pyramid_qt.ui.decks.deck_renderer import DeckRenderer
    from pyramid_qt.ui.decks.kde_deck import DeckError, KdeDeck

CACHE_LIMIT = 4 * 53
"""Most pixmaps kept: the deck and back at a few sizes; without a bound a window resize piles up every size."""

CACHE_BYTES = 96 * 1024 * 1024
"""Memory budget for cached pixmaps; past it old sizes go first, but two whole decks are always kept."""

_ALWAYS_KEPT = 2 * 53

DECK_BACK = CardBack.DECK
"""Back style: the face deck's own back (the blue built-in back when the faces are built in or have no back)."""


class CardArt:
    """Renders and caches card pixmaps; one instance serves the whole board.

    The cache is a small LRU keyed by ``(card, width, dpr)`` (``"back"`` / ``"slot"`` in place of a card), so
    repeated requests return the very same QPixmap object, and bounded by count and memory
    (:data:`CACHE_LIMIT`, :data:`CACHE_BYTES`) so a window resize does not keep every old size.
    """

    def __init__(self, disk: CardArtDiskCache | None = None) -> None:
        """``disk``: where images drawn in earlier runs are kept (``None``: draw everything, keep nothing)."""
        self._glyph_source: Glyphs | None = None
        self._cache: OrderedDict[tuple[Hashable, int, float], QPixmap] = OrderedDict()
        self._bytes = 0
        self.disk = disk
        self.deck: KdeDeck | None = None
        """The faces: a KDE deck, or ``None`` for our own drawing."""
        self.back_style = "blue"
        """A built-in back colour (see :data:`~.palette.BACK_COLOURS`) or :data:`DECK_BACK`."""
        self.inks = TWO_COLOURS
        """The built-in faces' suit colours: two or four, normal or high contrast."""
        self.on_deck_failed: Callable[[DeckError], None] | None = None
        """Told when the deck's drawing turned out unusable; the art has then gone back to the built-in deck and
        the pixmaps handed out so far should be asked for again."""
        self.on_images_ready: Callable[[], None] | None = None
        """Told when a size of the deck's cards has arrived: the stand-ins handed out should be asked for again."""
        self._renderer: DeckRenderer | None = None
        self._closed = False

    def set_look(self, deck: KdeDeck | None, back_style: str, inks: Inks = TWO_COLOURS) -> bool:
        """Draw faces from ``deck`` (``None``: built in, its suits in ``inks``) with backs in ``back_style``; whether
        anything changed (then every pixmap must be asked for again)."""
        if deck == self.deck and back_style == self.back_style and inks == self.inks:
            return False
        if deck != self.deck:
            self.stop_drawing()
        self.deck, self.back_style, self.inks = deck, back_style, inks
        self.clear_cache()
        if self.disk is not None:
            # A KDE deck is drawn as its author coloured it: the inks name the built-in deck's images only.
            self.disk.set_variant(inks.tag if deck is None else deck.cache_tag)
        return True

    @property
    def _glyphs(self) -> Glyphs:
        if self._glyph_source is None:
            self._glyph_source = card_art.Glyphs()
        return self._glyph_source

    def face(self, card: Card, width: int, dpr: float = 1.0) -> QPixmap:
        return self._cached(
            (card, width, dpr), lambda: card_art.render.render_face(card, width, dpr, self._glyphs, self.inks)
        )

    def back(self, width: int, dpr: float = 1.0) -> QPixmap:
        # The original blue back keeps its old file name, so images cached before backs had colours still serve.
        name = "back" if self.back_style == "blue" else f"back-{self.back_style}"
        style = "blue" if self.back_style == DECK_BACK else self.back_style  # a deck without a back of its own
        return self._cached((name, width, dpr), lambda: card_art.render.render_back(width, dpr, style))

    def _from_deck(self, subject: Hashable) -> bool:
        """Whether ``subject``'s image comes from the KDE deck's drawing (else from our own drawing code)."""
        if self.deck is None or self._closed:
            return False
        if isinstance(subject, Card):
            return True
        if subject != f"back-{DECK_BACK}":
            return False
        return self._renderer is None or self._renderer.has_back is not False

    def _deck_renderer(self) -> DeckRenderer:
        if self._renderer is None:
            assert self.deck is not None
            renderer = decks.DeckRenderer(self.deck.svg)
            deck = self.deck
            renderer.ready.connect(lambda width, dpr, images: self._deck_images(deck, width, dpr, images))
            renderer.failed.connect(lambda problem, _reason: self._deck_failed(deck, problem))
            self._renderer = renderer
        return self._renderer

    @property
    def drawing(self) -> bool:
        """The deck's drawing process has cards to deliver (stand-ins are on show until they come)."""
        return self._renderer is not None and self._renderer.busy

    def stop_drawing(self) -> None:
        """End the deck's drawing process, if one runs (another deck, the window closing)."""
        renderer, self._renderer = self._renderer, None
        if renderer is not None:
            renderer.stop()
            renderer.deleteLater()

    def close(self) -> None:
        """No more deck images for whoever used this art (a dialog closing): the drawing process ends, nothing is
        told any more, and cards not in the caches are drawn by our own code."""
        self._closed = True
        self.on_images_ready = self.on_deck_failed = None
        self.stop_drawing()

    def _deck_images(self, deck: KdeDeck, width: int, dpr: float, images: dict[str, QImage]) -> None:
        if deck != self.deck:
            return  # a deck no longer shown
        for name, image in images.items():
            subject: Hashable = f"back-{DECK_BACK}" if name == "back" else Card.parse(name)
            pixmap = QPixmap.fromImage(image)
            if self.disk is not None:
                self.disk.keep(self._disk_name(subject), width, dpr, image, _veil_source(subject, pixmap))
            self._store((subject, width, dpr), pixmap)
        if self.on_images_ready is not None:
            self.on_images_ready()

    def _deck_failed(self, deck: KdeDeck, problem: str) -> None:
        """The drawing process gave up on the deck: back to the built-in deck, and say so."""
        if deck != self.deck:
            return
        self.set_look(None, "blue" if self.back_style == DECK_BACK else self.back_style, self.inks)
        if self.on_deck_failed is not None:
            self.on_deck_failed(decks.kde_deck.DeckError(problem, deck.folder))

    def _stand_in(self, subject: Hashable, width: int, dpr: float, render: Callable[[], QImage]) -> QPixmap:
        """What shows ``subject`` until the deck's images of this size arrive (not cached): the same card at
        another size, scaled, or our own drawing."""
        for (other, other_width, other_dpr), pixmap in reversed(self._cache.items()):
            if other == subject and other_dpr == dpr and other_width != width:
                scaled = pixmap.scaledToWidth(round(width * dpr), Qt.TransformationMode.SmoothTransformation)
                scaled.setDevicePixelRatio(dpr)
                return scaled
        if isinstance(subject, Card):
            return QPixmap.fromImage(render())
        return QPixmap.fromImage(card_art.render.render_back(width, dpr))

    def slot(self, width: int, dpr: float = 1.0) -> QPixmap:
        """An empty-pile marker (faint rounded outline), for a stock or waste with no cards."""
        return self._cached(("slot", width, dpr), lambda: card_art.render.render_slot(width, dpr))

    def clear_cache(self) -> None:
        self._cache.clear()
        self._bytes = 0

    def check_disk_fonts(self) -> bool:
        """After the first frame: whether images read from disk were drawn in other fonts than this machine's
        (they are then dropped, from disk and memory, and the caller must ask for its pixmaps again)."""
        if self.disk is None or not self.disk.fonts_changed(self._glyphs.families):
            return False
        self.clear_cache()
        return True

    @property
    def cache_size(self) -> int:
        return len(self._cache)

    @property
    def cache_bytes(self) -> int:
        return self._bytes

    def _cached(self, key: tuple[Hashable, int, float], render: Callable[[], QImage]) -> QPixmap:
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
            return pixmap
        subject, width, dpr = key
        stored = self._from_disk(key)
        if stored is not None:
            image, veil = stored
            pixmap = QPixmap.fromImage(image)
            if veil is not None and isinstance(subject, Card):
                shade.remember(pixmap, veil)
            return self._store(key, pixmap)
        if self._from_deck(subject):
            self._deck_renderer().request(width, dpr)
            return self._stand_in(subject, width, dpr, render)
        image = render()
        pixmap = QPixmap.fromImage(image)
        if self.disk is not None:
            self.disk.keep(self._disk_name(subject), width, dpr, image, _veil_source(subject, pixmap))
        return self._store(key, pixmap)

    def _store(self, key: tuple[Hashable, int, float], pixmap: QPixmap) -> QPixmap:
        old = self._cache.pop(key, None)
        if old is not None:
            self._bytes -= _pixmap_bytes(old)
        self._cache[key] = pixmap
        self._bytes += _pixmap_bytes(pixmap)
        while len(self._cache) > CACHE_LIMIT or (self._bytes > CACHE_BYTES and len(self._cache) > _ALWAYS_KEPT):
            _, dropped = self._cache.popitem(last=False)
            self._bytes -= _pixmap_bytes(dropped)
        return pixmap

    @staticmethod
    def _disk_name(subject: Hashable) -> str:
        return subject.code if isinstance(subject, Card) else str(subject)

    def _from_disk(self, key: tuple[Hashable, int, float]) -> tuple[QImage, QColor | None] | None:
        if self.disk is None:
            return None
        subject, width, dpr = key
        return self.disk.load_with_veil(self._disk_name(subject), width, dpr)


def _veil_source(subject: Hashable, pixmap: QPixmap) -> Callable[[], QColor] | None:
    """What gives the veil to keep with a face's image (measured when written if the board has not yet)."""
    return (lambda: shade.veil_of(pixmap)) if isinstance(subject, Card) else None


def _pixmap_bytes(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4
