"""Card decks in the KDE card-deck format, which anyone may hand a player: finding and reading them with bounds
(:mod:`.kde_deck`), checking a drawing before Qt parses it (:mod:`.svg_guard`), and drawing its cards in a process of
their own with a time and memory budget (:mod:`.deck_worker`, driven by :mod:`.deck_renderer`), so that no deck can
freeze or exhaust the window."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyramid_qt import lazy

if TYPE_CHECKING:
    from pyramid_qt.ui.decks import kde_deck
    from pyramid_qt.ui.decks.deck_renderer import DeckRenderer

__all__ = ["DeckRenderer", "kde_deck"]

# The drawing process's driver (QProcess) loads when a deck's card is first missing from the caches; the reading of
# decks when a KDE deck is chosen (the built-in deck's first frame reads none).
__getattr__, __dir__ = lazy.exports(__name__, {"DeckRenderer": "deck_renderer", "kde_deck": "kde_deck"})
