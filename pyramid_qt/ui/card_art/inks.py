"""The suit colours of the built-in deck: two colours or four, normal or high contrast.

Kept apart from :mod:`.palette` (the drawing's colours and fonts) so that the pixmap cache can name the inks of its
images without importing the drawing code at start-up.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import NamedTuple

from PySide6.QtGui import QColor

from pyramid_qt.engine.cards import Suit

RED = QColor(196, 22, 38)
BLACK = QColor(24, 26, 34)  # a near-black with a hint of blue

# Four colours (♦ blue, ♣ green, as on four-colour poker decks) and high contrast: every ink has a contrast of at
# least 4.5 against the white face (WCAG 2, tests/ui/card_art/test_inks.py), and in high contrast also against the
# shade over a covered card, which darkens the face by 3:1 (shade.py): deep enough inks for that.
BLUE = QColor(24, 78, 196)
GREEN = QColor(16, 118, 58)
HIGH_CONTRAST_INKS = {
    Suit.SPADES: QColor(0, 0, 0),
    Suit.HEARTS: QColor(150, 0, 20),
    Suit.DIAMONDS: QColor(150, 0, 20),
    Suit.CLUBS: QColor(0, 0, 0),
}
HIGH_CONTRAST_FOUR = {Suit.DIAMONDS: QColor(0, 46, 150), Suit.CLUBS: QColor(0, 80, 32)}


class Inks(NamedTuple):
    """How the built-in deck colours its suits: two colours or four, normal or high contrast."""

    four_colour: bool = False
    high_contrast: bool = False

    def colour(self, suit: Suit) -> QColor:
        if self.high_contrast:
            return (HIGH_CONTRAST_FOUR if self.four_colour else {}).get(suit, HIGH_CONTRAST_INKS[suit])
        if self.four_colour and suit is Suit.DIAMONDS:
            return BLUE
        if self.four_colour and suit is Suit.CLUBS:
            return GREEN
        return RED if suit.is_red else BLACK

    @property
    def tag(self) -> str | None:
        """The card-image cache's name for these inks (``None``: the two-colour deck, the cache's first)."""
        words = [word for word, on in (("four", self.four_colour), ("contrast", self.high_contrast)) if on]
        return "-".join(words) or None


TWO_COLOURS = Inks()
_inks = TWO_COLOURS  # the inks of the face being drawn (render.render_face sets them around one drawing)


@contextmanager
def drawing_with(inks: Inks) -> Iterator[None]:
    """Draw faces with ``inks`` inside the block (the drawing code asks :func:`palette.suit_colour`)."""
    global _inks
    previous, _inks = _inks, inks
    try:
        yield
    finally:
        _inks = previous


def current() -> Inks:
    return _inks
