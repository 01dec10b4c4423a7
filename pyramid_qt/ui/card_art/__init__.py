"""Card faces, backs and empty-pile markers drawn by our own code: metrics at the bottom of the import chain,
then palette, shapes, glyphs, court cards, faces, backs, the renderers, the pixmap cache and the disk cache.

A start whose card images are in the disk cache draws no card: the drawing code (:mod:`.render` and what it
draws with) and the fonts (:class:`~.glyphs.Glyphs`) load when first read from this package (the declared boundary
of :mod:`pyramid_qt.lazy`).  A KDE deck's drawing is never drawn in the window (:mod:`pyramid_qt.ui.decks`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyramid_qt import lazy

if TYPE_CHECKING:
    from pyramid_qt.ui.card_art import render
    from pyramid_qt.ui.card_art.glyphs import Glyphs

__all__ = ["Glyphs", "render"]

__getattr__, __dir__ = lazy.exports(__name__, {"Glyphs": "glyphs", "render": "render"})
