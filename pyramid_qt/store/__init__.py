"""Settings, statistics and the saved game on disk — no UI here.

* :mod:`~pyramid_qt.store.user_files` — platformdirs folders, resolved at call time.
* :mod:`~pyramid_qt.store.settings` — :class:`Settings`, typed preferences over a QSettings INI file (QtCore only).
* :mod:`~pyramid_qt.store.stats` — :class:`StatsStore`, SQLite statistics (no Qt import).
* :mod:`~pyramid_qt.store.saved_game` — :class:`SavedGameStore`, the game in progress (no Qt import).
* :mod:`~pyramid_qt.store.atomic` — write-temp-fsync-rename, used by the last two.

Nothing is imported here, so importing the statistics does not pull in Qt; the statistics (and SQLite) load when
:data:`StatsStore` or :data:`STATS_ERRORS` is first read from this package (the declared boundary of
:mod:`pyramid_qt.lazy`), never before the first frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyramid_qt import lazy

if TYPE_CHECKING:
    from pyramid_qt.store.stats import StatsStore
    from pyramid_qt.store.stats_db import STATS_ERRORS

__all__ = ["STATS_ERRORS", "StatsStore"]

__getattr__, __dir__ = lazy.exports(__name__, {"StatsStore": "stats", "STATS_ERRORS": "stats_db"})
