"""Reading a file that anyone may have put there, with bounds: regular files only, opened without blocking, never
more than a stated size (no Qt here).

Every file the game reads may be hostile or damaged: a card deck handed to the player, a settings or statistics file
edited by hand, a lock file, a position file.  ``Path.read_bytes()`` trusts it: a FIFO in its place blocks the
reading thread for good (an ``index.desktop`` that is a FIFO froze the window before its first frame), a link to
``/dev/zero`` reads without end, a file of gigabytes is read whole.  Here:

* the file is opened with ``O_NONBLOCK`` (opening a FIFO for reading no longer waits for a writer), ``O_NOCTTY``
  and ``O_CLOEXEC``;
* what was opened must be a regular file (``fstat`` of the open descriptor, so a file swapped after a check is
  still caught): a FIFO, a device, a socket or a folder raises :class:`NotRegularFile`;
* its size must be within the caller's limit, before and while reading (a file growing as it is read, or one that
  lies about its size like those of ``/proc``, stops at the limit): else :class:`TooLarge`.

Both are ``OSError``\\ s, so a caller's existing ``except OSError`` treats them as "cannot be read".
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)
_CHUNK = 1 << 16


class NotRegularFile(OSError):
    """The path names a FIFO, a device, a socket or a folder, not a file."""

    def __init__(self, path: Path | str) -> None:
        super().__init__(errno.EINVAL, "not a regular file", str(path))


class TooLarge(OSError):
    """The file is larger than its reader allows."""

    def __init__(self, path: Path | str, limit: int) -> None:
        super().__init__(errno.EFBIG, f"larger than {limit} bytes", str(path))
        self.limit = limit


def read_regular(path: Path | str, limit: int) -> bytes:
    """The whole content of the regular file at ``path``, at most ``limit`` bytes (see the module docstring)."""
    descriptor = os.open(path, _FLAGS)
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFile(path)
        if info.st_size > limit:
            raise TooLarge(path, limit)
        parts: list[bytes] = []
        total = 0
        while True:
            part = os.read(descriptor, min(_CHUNK, limit + 1 - total))
            if not part:
                return b"".join(parts)
            parts.append(part)
            total += len(part)
            if total > limit:
                raise TooLarge(path, limit)
    finally:
        os.close(descriptor)


def regular_size(path: Path | str) -> int:
    """The size of the regular file at ``path`` (following links); raise :class:`NotRegularFile` for anything else
    (without opening it: a FIFO is never touched)."""
    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode):
        raise NotRegularFile(path)
    return info.st_size
