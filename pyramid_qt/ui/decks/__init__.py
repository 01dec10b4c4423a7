"""Card decks in the KDE card-deck format, which anyone may hand a player: finding and reading them with bounds
(:mod:`.kde_deck`), checking a drawing before Qt parses it (:mod:`.svg_guard`), and drawing its cards in a process of
their own with a time and memory budget (:mod:`.deck_worker`, driven by :mod:`.deck_renderer`), so that no deck can
freeze or exhaust the window."""
