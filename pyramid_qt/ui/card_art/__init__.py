"""Card faces, backs and empty-pile markers drawn by our own code: metrics at the bottom of the import chain,
then palette, shapes, glyphs, court cards, faces, backs, the renderers, the pixmap cache and the disk cache.

A start whose card images are in the disk cache draws no card: the drawing code (:mod:`.render` and what it
draws with), the fonts (:class:`~.glyphs.Glyphs`) and a KDE deck's SVG drawing (:mod:`.svg_deck`, QtSvg) load when
first read from this package (the declared boundary of :mod:`pyramid_qt.lazy`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyramid_qt import lazy

if TYPE_CHECKING:
    from pyramid_qt.ui.card_art import render, svg_deck
    from pyramid_qt.ui.card_art.glyphs import Glyphs

__all__ = ["Glyphs", "render", "svg_deck"]

__getattr__, __dir__ = lazy.exports(__name__, {"Glyphs": "glyphs", "render": "render", "svg_deck": "svg_deck"})
