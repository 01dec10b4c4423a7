"""Fixtures and stubs shared by the tests: window helpers, the source layout, fake translators, store and
engine builders, test card decks, a throw-away option registry, packaging helpers."""
