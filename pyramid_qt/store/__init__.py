"""Settings, statistics and the saved game on disk — no UI here.

* :mod:`~pyramid_qt.store.user_files` — platformdirs folders, resolved at call time.
* :mod:`~pyramid_qt.store.settings` — :class:`Settings`, typed preferences over a QSettings INI file (QtCore only).
* :mod:`~pyramid_qt.store.stats` — :class:`StatsStore`, SQLite statistics (no Qt import).
* :mod:`~pyramid_qt.store.saved_game` — :class:`SavedGameStore`, the game in progress (no Qt import).
* :mod:`~pyramid_qt.store.atomic` — write-temp-fsync-rename, used by the last two.

Nothing is imported here, so importing the statistics does not pull in Qt.
"""
