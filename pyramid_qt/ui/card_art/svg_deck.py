"""Card images from a KDE deck's drawing, through QtSvg.

Imported only when a card of a KDE deck has to be drawn (never by a start whose images are in the disk cache), so
QtSvg costs nothing to a player of the built-in deck.  The drawing is parsed once per deck; :func:`load` checks
that it is an SVG with an element for every card before any card is drawn from it, so a broken deck is found at
once, not one card at a time.  Each card element is drawn to fill the whole card image (a deck's own proportions
differ from ours by a few per cent at most, less than any letterbox would show).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from pyramid_qt.engine.cards import FULL_DECK, Card
from pyramid_qt.ui.card_art.kde_deck import BACK_ELEMENT, BAD_SVG, MISSING_CARDS, DeckError, KdeDeck, element_id
from pyramid_qt.ui.card_art.metrics import physical_size


class SvgDeck:
    """A parsed KDE deck: renders its faces and (if it has one) its back into QImages of any size."""

    def __init__(self, deck: KdeDeck) -> None:
        """Raises :class:`DeckError` if the drawing is not an SVG or lacks a card."""
        self.deck = deck
        self.renderer = QSvgRenderer(str(deck.svg))
        if not self.renderer.isValid():
            raise DeckError(BAD_SVG, deck.folder)
        if not all(self.renderer.elementExists(element_id(card)) for card in FULL_DECK):
            raise DeckError(MISSING_CARDS, deck.folder)
        self.has_back = self.renderer.elementExists(BACK_ELEMENT)

    def render_face(self, card: Card, width: int, dpr: float = 1.0) -> QImage:
        return self._render(element_id(card), width, dpr)

    def render_back(self, width: int, dpr: float = 1.0) -> QImage:
        return self._render(BACK_ELEMENT, width, dpr)

    def _render(self, element: str, width: int, dpr: float) -> QImage:
        phys_w, phys_h = physical_size(width, dpr)
        image = QImage(max(1, phys_w), max(1, phys_h), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            self.renderer.render(painter, element, QRectF(0, 0, image.width(), image.height()))
        finally:
            painter.end()
        image.setDevicePixelRatio(dpr)
        return image


def load(deck: KdeDeck) -> SvgDeck:
    """Parse ``deck``'s drawing (raises :class:`DeckError` if it is unusable)."""
    return SvgDeck(deck)
