"""The dialogs: new game, preferences, statistics (with its results chart)."""
