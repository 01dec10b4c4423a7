"""Settings, statistics and the saved game on disk."""
