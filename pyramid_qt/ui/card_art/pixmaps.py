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
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

from PySide6.QtGui import QImage, QPixmap

from pyramid_qt.engine.cards import Card
from pyramid_qt.store.preferences import CardBack
from pyramid_qt.ui import card_art
from pyramid_qt.ui.card_art.kde_deck import DeckError, KdeDeck

if TYPE_CHECKING:
    from pyramid_qt.ui.card_art.disk_cache import CardArtDiskCache
    from pyramid_qt.ui.card_art.glyphs import Glyphs
    from pyramid_qt.ui.card_art.svg_deck import SvgDeck

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
        self.on_deck_failed: Callable[[DeckError], None] | None = None
        """Told when the deck's drawing turned out unusable; the art has then gone back to the built-in deck and
        the pixmaps handed out so far should be asked for again."""
        self._svg: SvgDeck | None = None

    def set_look(self, deck: KdeDeck | None, back_style: str) -> bool:
        """Draw faces from ``deck`` (``None``: built in) with backs in ``back_style``; whether anything changed
        (then every pixmap must be asked for again)."""
        if deck == self.deck and back_style == self.back_style:
            return False
        self.deck, self.back_style = deck, back_style
        self._svg = None
        self.clear_cache()
        if self.disk is not None:
            self.disk.set_variant(None if deck is None else deck.cache_tag)
        return True

    @property
    def _glyphs(self) -> Glyphs:
        if self._glyph_source is None:
            self._glyph_source = card_art.Glyphs()
        return self._glyph_source

    def face(self, card: Card, width: int, dpr: float = 1.0) -> QPixmap:
        return self._cached((card, width, dpr), lambda: self._render_face(card, width, dpr))

    def back(self, width: int, dpr: float = 1.0) -> QPixmap:
        # The original blue back keeps its old file name, so images cached before backs had colours still serve.
        name = "back" if self.back_style == "blue" else f"back-{self.back_style}"
        return self._cached((name, width, dpr), lambda: self._render_back(width, dpr))

    def _render_face(self, card: Card, width: int, dpr: float) -> QImage:
        svg = self._svg_deck()
        if svg is not None:
            return svg.render_face(card, width, dpr)
        return card_art.render.render_face(card, width, dpr, self._glyphs)

    def _render_back(self, width: int, dpr: float) -> QImage:
        if self.back_style == DECK_BACK:
            svg = self._svg_deck()
            if svg is not None and svg.has_back:
                return svg.render_back(width, dpr)
            return card_art.render.render_back(width, dpr)
        return card_art.render.render_back(width, dpr, self.back_style)

    def _svg_deck(self) -> SvgDeck | None:
        """The parsed drawing of the deck (parsed on the first card not found in the caches); ``None`` for the
        built-in deck, and after a failure, which switches to the built-in deck and tells :attr:`on_deck_failed`."""
        if self.deck is None or self._svg is not None:
            return self._svg
        try:
            self._svg = card_art.svg_deck.load(self.deck)
        except DeckError as error:
            self.set_look(None, "blue" if self.back_style == DECK_BACK else self.back_style)
            if self.on_deck_failed is not None:
                self.on_deck_failed(error)
            return None
        return self._svg

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
        pixmap = QPixmap.fromImage(self._image(key, render))
        self._cache[key] = pixmap
        self._bytes += _pixmap_bytes(pixmap)
        while len(self._cache) > CACHE_LIMIT or (self._bytes > CACHE_BYTES and len(self._cache) > _ALWAYS_KEPT):
            _, old = self._cache.popitem(last=False)
            self._bytes -= _pixmap_bytes(old)
        return pixmap

    def _image(self, key: tuple[Hashable, int, float], render: Callable[[], QImage]) -> QImage:
        if self.disk is None:
            return render()
        subject, width, dpr = key
        name = subject.code if isinstance(subject, Card) else str(subject)
        image = self.disk.load(name, width, dpr)
        if image is None:
            image = render()
            self.disk.keep(name, width, dpr, image)
        return image


def _pixmap_bytes(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4
