"""Code compiled at every start although it never changes, kept compiled between starts (no Qt here).

Python caches the bytecode of modules, not of the code a program makes from text while it runs, and a start-up
makes a lot: :mod:`dataclasses` writes each class's ``__init__``, ``__repr__``, ``__eq__``, ``__hash__`` (and, for
frozen classes, ``__setattr__``/``__delattr__``) as source text and compiles it, for the thirty-odd dataclasses
imported before the first frame; shiboken6 compiles its signature support's 13 modules from source
(:mod:`pyramid_qt.qtcompat.signature_load`).  Together about a seventh of the game's CPU time to its first frame.

A :class:`CodeCache` compiles as ``compile()`` does but answers a source it has seen (same text, same file name) with
the code kept from an earlier run.  :meth:`~CodeCache.watch_dataclasses` hands it the sources
:mod:`dataclasses` makes (it gives that module its own ``exec``, which compiles through the cache and then runs the
code as ``exec`` would: the classes are the same); :meth:`~CodeCache.finish` gives :mod:`dataclasses` its ``exec``
back and writes the file when something was compiled afresh.  The desktop start-up uses one from :func:`main`'s
first line to its first frame; nothing else does.

The file is the caller's (the player's cache folder); it is only a cache: a file that is missing, damaged, too large,
for another Python (the bytecode's magic number and marshal's version are in it) or unwritable is ignored, and the
code compiled as before.
"""

from __future__ import annotations

import builtins
import contextlib
import dataclasses
import importlib.util
import marshal
import os
from pathlib import Path
from types import CodeType
from typing import Any

from pyramid_qt.safe_files import read_regular

MAX_BYTES = 4 << 20
"""The game's start-up keeps about 300 kB."""
_FORMAT = (importlib.util.MAGIC_NUMBER, marshal.version)
_COMPILE = builtins.compile  # the builtin itself, even while a caller has replaced it (qtcompat.signature_load)

Key = tuple[str, str, str]  # file name, mode, source text


class CodeCache:
    def __init__(self, path: Path | None = None) -> None:
        """``path``: the file kept between runs (``None``: nothing is read or written, everything compiled)."""
        self.path = path
        self._kept: dict[Key, CodeType] = read(path) if path is not None else {}
        self._used: dict[Key, CodeType] = {}
        self.compiled: list[str] = []
        """The file names of the sources compiled afresh (not found in the file), in order."""
        self._dataclasses_exec: Any = None

    def compile(self, source: str | bytes, filename: str, mode: str = "exec") -> CodeType:
        """``compile(source, filename, mode)``, from the cache when this very source was compiled before."""
        text = source.decode("utf-8") if isinstance(source, bytes) else source
        key = (filename, mode, text)
        code = self._kept.get(key)
        if code is None:
            code = _COMPILE(source, filename, mode)
            self.compiled.append(filename)
        self._used[key] = code
        return code

    def exec(self, source: Any, globals_: dict[str, Any] | None = None, locals_: Any = None) -> None:
        """``exec`` for :mod:`dataclasses`: a source text is compiled through the cache, then run as ever."""
        code = self.compile(source, "<string>") if isinstance(source, str) else source
        builtins.exec(code, globals_, locals_)

    def watch_dataclasses(self) -> None:
        """Compile the methods :mod:`dataclasses` writes through this cache, until :meth:`finish`."""
        if self._dataclasses_exec is None:
            self._dataclasses_exec = vars(dataclasses).get("exec", builtins.exec)
            dataclasses.exec = self.exec  # type: ignore[attr-defined]  # a module global shadows the builtin

    def finish(self) -> None:
        """:mod:`dataclasses` compiles on its own again; the file is written when anything was compiled afresh (with
        what this run used: code no longer asked for leaves the file)."""
        if self._dataclasses_exec is not None:
            if self._dataclasses_exec is builtins.exec:
                vars(dataclasses).pop("exec", None)
            else:
                dataclasses.exec = self._dataclasses_exec  # type: ignore[attr-defined]
            self._dataclasses_exec = None
        if self.path is not None and self.compiled:
            write(self.path, self._used)
            self._kept, self.compiled = dict(self._used), []


def read(path: Path) -> dict[Key, CodeType]:
    """The code kept in ``path``; empty when there is none, or it is damaged or for another Python."""
    with contextlib.suppress(OSError, ValueError, EOFError, TypeError):
        loaded = marshal.loads(read_regular(path, MAX_BYTES))
        if isinstance(loaded, tuple) and len(loaded) == 2 and loaded[0] == _FORMAT and isinstance(loaded[1], dict):
            return {
                key: code
                for key, code in loaded[1].items()
                if isinstance(key, tuple) and len(key) == 3 and all(isinstance(part, str) for part in key)
                if isinstance(code, CodeType)
            }
    return {}


def write(path: Path, kept: dict[Key, CodeType]) -> bool:
    """Write ``kept`` to ``path`` atomically (a temporary file renamed over it); whether it was written."""
    temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary.write_bytes(marshal.dumps((_FORMAT, kept)))
        os.replace(temporary, path)
    except (OSError, ValueError):
        with contextlib.suppress(OSError):
            temporary.unlink()
        return False
    return True
