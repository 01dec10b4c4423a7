"""The error log: what went wrong inside the game, for the player to send along with a report.

One text file in the state folder (:func:`~pyramid_qt.store.user_files.error_log_file`), appended to, never
larger than about :data:`MAX_BYTES` ×2: when it passes :data:`MAX_BYTES` it becomes ``<name>.1`` (replacing the
previous one) and a new file starts.  Writing it never raises: a log that cannot be written is no reason for a
second failure.
"""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

from pyramid_qt import __version__
from pyramid_qt.store import user_files

MAX_BYTES = 256 * 1024
OLD_SUFFIX = ".1"


def record(text: str, path: Path | None = None) -> Path | None:
    """Append ``text`` (a traceback) with the time and the game's version; the file written, ``None`` if it could
    not be."""
    path = user_files.error_log_file() if path is None else path
    stamp = dt.datetime.now().astimezone().isoformat(timespec="seconds")
    entry = f"--- {stamp} pyramid-qt {__version__}\n{text.rstrip()}\n"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.is_file() and path.stat().st_size + len(entry.encode("utf-8")) > MAX_BYTES:
            os.replace(path, path.with_name(path.name + OLD_SUFFIX))
        with path.open("a", encoding="utf-8") as log:
            log.write(entry)
    except OSError:
        return None
    return path
