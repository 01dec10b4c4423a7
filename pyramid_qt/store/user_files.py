"""Where the player's files live: platformdirs' per-user config, data and cache folders for "pyramid-qt".

Everything is resolved at call time, never at import time, so tests (and a portable launch) can point
``XDG_CONFIG_HOME`` / ``XDG_DATA_HOME`` somewhere else after the package is imported.  Nothing here creates a
folder: the writers create what they need when they first write, so merely starting the game leaves no trace.

On the systems that follow the XDG base-directory specification (Linux and the BSDs) the four folders are the
specification's, found here as platformdirs finds them (an absolute ``XDG_*_HOME``, else its default under the
home folder): importing platformdirs, six modules, cost more before the first frame than the whole game's
settings.  ``tests/store/test_user_files.py`` compares the two.  Elsewhere (Windows, macOS, Android), and with a
home folder that is not an absolute path, platformdirs answers.
"""

from __future__ import annotations

import os
import posixpath
import sys
from pathlib import Path

APP_NAME = "pyramid-qt"
SETTINGS_FILE_NAME = "pyramid-qt.ini"
STATS_FILE_NAME = "statistics.sqlite3"
SAVED_GAME_FILE_NAME = "current-game.json"
ERROR_LOG_FILE_NAME = "pyramid-qt.log"


NOT_XDG_PLATFORMS = ("win32", "darwin", "ios", "android")


def config_dir() -> Path:
    """Per-user configuration folder (``~/.config/pyramid-qt`` on Linux)."""
    found = xdg_folder("XDG_CONFIG_HOME", ".config")
    if found is not None:
        return found
    import platformdirs

    return platformdirs.user_config_path(APP_NAME, appauthor=False, roaming=True)


def data_dir() -> Path:
    """Per-user data folder (``~/.local/share/pyramid-qt`` on Linux)."""
    found = xdg_folder("XDG_DATA_HOME", ".local/share")
    if found is not None:
        return found
    import platformdirs

    return platformdirs.user_data_path(APP_NAME, appauthor=False, roaming=True)


def cache_dir() -> Path:
    """Per-user cache folder (``~/.cache/pyramid-qt`` on Linux): things that can be rebuilt, such as card art."""
    found = xdg_folder("XDG_CACHE_HOME", ".cache")
    if found is not None:
        return found
    import platformdirs

    return platformdirs.user_cache_path(APP_NAME, appauthor=False)


def state_dir() -> Path:
    """Per-user state folder (``~/.local/state/pyramid-qt`` on Linux): the error log."""
    found = xdg_folder("XDG_STATE_HOME", ".local/state")
    if found is not None:
        return found
    import platformdirs

    return platformdirs.user_state_path(APP_NAME, appauthor=False)


def xdg_folder(variable: str, default: str) -> Path | None:
    """The game's folder in the XDG base directory ``variable`` names (``default`` under the home folder when it
    is unset, empty or relative, as the specification says); ``None`` where platformdirs must answer."""
    if sys.platform in NOT_XDG_PLATFORMS or _android_like():
        return None
    base = os.environ.get(variable, "")
    if not posixpath.isabs(base):
        home = os.environ.get("HOME")
        if home is not None and not posixpath.isabs(home):
            return None  # platformdirs then asks the password database, or refuses
        base = os.path.join(os.path.expanduser("~"), default)
    return Path(os.path.join(base, APP_NAME))


def _android_like() -> bool:
    """Whether platformdirs would look for an Android app's folders here."""
    return hasattr(sys, "getandroidapilevel") or (
        os.environ.get("ANDROID_DATA") == "/data" and os.environ.get("ANDROID_ROOT") == "/system"
    )


def settings_file() -> Path:
    return config_dir() / SETTINGS_FILE_NAME


def stats_file() -> Path:
    return data_dir() / STATS_FILE_NAME


def saved_game_file() -> Path:
    return data_dir() / SAVED_GAME_FILE_NAME


def error_log_file() -> Path:
    return state_dir() / ERROR_LOG_FILE_NAME
