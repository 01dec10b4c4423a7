"""Replace a file so that a crash or a full disk at any moment leaves either the old or the new content.

The new bytes go to a temporary file in the same folder (same file system, so the final rename is atomic),
are flushed and fsync'ed, and only then renamed over the target with :func:`os.replace`.  If anything fails
the temporary file is removed and the target is untouched.  The folder is fsync'ed after the rename (where the
platform allows) so the rename itself survives a power cut.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import errno
import os
import tempfile
from pathlib import Path

TEMP_SUFFIX = ".tmp"


class WriteFailed(OSError):
    """An atomic write that did not happen; ``key`` is a message key for the UI, the target is unchanged."""

    def __init__(self, key: str, path: Path, cause: OSError) -> None:
        super().__init__(cause.errno, f"{key}: cannot write {path}: {cause.strerror or cause}")
        self.key = key
        self.path = path
        self.cause = cause


def error_key(error: OSError) -> str:
    """A message key for a failed write: ``disk_full``, ``permission_denied`` or ``write_failed``."""
    if error.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
        return "disk_full"
    if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return "permission_denied"
    return "write_failed"


def temp_prefix(path: Path) -> str:
    """Hidden name prefix of the temporary files written for ``path`` (used to sweep leftovers)."""
    return f".{path.name}."


def write_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically; raise :class:`WriteFailed` and leave ``path`` as it was."""
    temp_name: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temp_name = tempfile.mkstemp(dir=path.parent, prefix=temp_prefix(path), suffix=TEMP_SUFFIX)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
        temp_name = None
        _fsync_dir(path.parent)
    except OSError as error:
        raise WriteFailed(error_key(error), path, error) from error
    finally:
        if temp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(temp_name)


def sweep_temp_files(path: Path) -> list[Path]:
    """Remove temporary files a killed process left beside ``path``; return what was removed."""
    removed: list[Path] = []
    prefix = temp_prefix(path)
    try:
        # A plain listing rather than a glob: this runs on every start, and a glob compiles a pattern first.
        with os.scandir(path.parent) as entries:
            leftovers = [
                Path(entry.path)
                for entry in entries
                if entry.name.startswith(prefix)
                and entry.name.endswith(TEMP_SUFFIX)
                and len(entry.name) >= len(prefix) + len(TEMP_SUFFIX)
                and entry.is_file()
            ]
    except OSError:
        return removed
    for leftover in leftovers:
        with contextlib.suppress(OSError):
            leftover.unlink()
            removed.append(leftover)
    return removed


def move_aside(path: Path, label: str) -> Path:
    """Rename a damaged file to ``<name>.<label>-<UTC timestamp>`` beside it (kept for the user); return it."""
    stamp = dt.datetime.now(dt.timezone.utc).strftime("%Y%m%dT%H%M%S%fZ")
    target = path.with_name(f"{path.name}.{label}-{stamp}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.name}.{label}-{stamp}-{counter}")
        counter += 1
    os.replace(path, target)
    return target


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
