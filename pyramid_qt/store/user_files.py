"""Where the player's files live: platformdirs' per-user config, data and cache folders for "pyramid-qt".

Everything is resolved at call time, never at import time, so tests (and a portable launch) can point
``XDG_CONFIG_HOME`` / ``XDG_DATA_HOME`` somewhere else after the package is imported.  Nothing here creates a
folder: the writers create what they need when they first write, so merely starting the game leaves no trace.
"""

from __future__ import annotations

from pathlib import Path

import platformdirs

APP_NAME = "pyramid-qt"
SETTINGS_FILE_NAME = "pyramid-qt.ini"
STATS_FILE_NAME = "statistics.sqlite3"
SAVED_GAME_FILE_NAME = "current-game.json"
ERROR_LOG_FILE_NAME = "pyramid-qt.log"


def config_dir() -> Path:
    """Per-user configuration folder (``~/.config/pyramid-qt`` on Linux)."""
    return platformdirs.user_config_path(APP_NAME, appauthor=False, roaming=True)


def data_dir() -> Path:
    """Per-user data folder (``~/.local/share/pyramid-qt`` on Linux)."""
    return platformdirs.user_data_path(APP_NAME, appauthor=False, roaming=True)


def cache_dir() -> Path:
    """Per-user cache folder (``~/.cache/pyramid-qt`` on Linux): things that can be rebuilt, such as card art."""
    return platformdirs.user_cache_path(APP_NAME, appauthor=False)


def state_dir() -> Path:
    """Per-user state folder (``~/.local/state/pyramid-qt`` on Linux): the error log."""
    return platformdirs.user_state_path(APP_NAME, appauthor=False)


def settings_file() -> Path:
    return config_dir() / SETTINGS_FILE_NAME


def stats_file() -> Path:
    return data_dir() / STATS_FILE_NAME


def saved_game_file() -> Path:
    return data_dir() / SAVED_GAME_FILE_NAME


def error_log_file() -> Path:
    return state_dir() / ERROR_LOG_FILE_NAME
