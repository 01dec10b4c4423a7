"""Load PySide6's signature support cheaply: a fifth of what ``import shiboken6`` costs, before any window.

The first PySide6 import runs shiboken6's signature support (``shibokensupport``: 13 Python modules kept inside
``libshiboken6`` as a zip archive) through its own importer, ``EmbeddableZipImporter``, which calls ``compile()`` on
each module's source at every start: it has no bytecode cache (a ``files.dir`` folder beside the installed
``shiboken6``, made with ``SBK_EMBED=0``, would give it one, but a player's site-packages is not the game's to
write).  Two of those modules also compile three large regular expressions at import that only a ``.pyi`` generator
and the first signature asked of a Qt function use.  Together about 40 ms of CPU time at every start (CPython 3.11,
shiboken6 6.12).

:func:`importing_shiboken` is the context in which ``shiboken6`` is first imported (``qtcompat.apply``):

* ``compile()`` of a ``shibokensupport/…`` module's source takes the code from a bytecode cache file when one for
  exactly that source (CRC-32 and length) and this Python's bytecode (magic number, marshal version) is there; the
  modules compiled afresh are written back to it (atomically; a cache that cannot be read or written is ignored).
  The cache is the caller's: the desktop start-up keeps it in the player's cache folder; without one, nothing is
  cached.
* ``re.compile()`` called by :data:`LAZY_PATTERN_MODULES` returns a :class:`LazyPattern`, compiled when first used.

Everything else is untouched, and both replacements are removed when the import is done.  Applies to: shiboken6 6.x
with the embedded signature support (checked on 6.12); where the support comes from a ``files.dir`` folder or a
future shiboken6 compiles no more there, nothing is cached and nothing changes.  No upstream report was found.
"""

from __future__ import annotations

import builtins
import contextlib
import importlib.util
import marshal
import os
import re
import sys
import zlib
from collections.abc import Iterator
from pathlib import Path
from types import CodeType
from typing import Any

from pyramid_qt.safe_files import read_regular

SUPPORT_PREFIX = "shibokensupport/"
"""The file names ``EmbeddableZipImporter`` compiles the signature support's modules under."""
LAZY_PATTERN_MODULES = frozenset({"shibokensupport.signature.lib.pyi_generator", "shibokensupport.signature.parser"})
"""The modules whose import-time regular expressions are compiled when first used (both only bind pattern methods)."""
MAX_CACHE_BYTES = 4 << 20
"""The cache of 6.12's 13 modules is about 150 kB."""
_FORMAT = (importlib.util.MAGIC_NUMBER, marshal.version)
_METHODS = frozenset({"match", "fullmatch", "search", "sub", "subn", "split", "findall", "finditer", "scanner"})

Cached = dict[str, tuple[int, int, CodeType]]  # file name -> (CRC-32 of the source, its length, its code)


class LazyPattern:
    """``re.compile(*args)``, compiled the first time it is used.  Reading a method (``pattern.split``) gives a
    function that compiles on its first call, so a class body that only binds the method compiles nothing."""

    def __init__(self, *args: Any) -> None:
        self._args = args
        self._compiled: re.Pattern[Any] | None = None

    def compiled(self) -> re.Pattern[Any]:
        if self._compiled is None:
            self._compiled = re.compile(*self._args)
        return self._compiled

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):  # asked of any class attribute (ABCMeta looks for __isabstractmethod__)
            raise AttributeError(name)
        if self._compiled is None and name in _METHODS:
            return lambda *args, **kwargs: getattr(self.compiled(), name)(*args, **kwargs)
        return getattr(self.compiled(), name)


def read_cache(path: Path) -> Cached:
    """The cached code by file name; empty when there is none, or it is damaged or for another Python."""
    with contextlib.suppress(OSError, ValueError, EOFError, TypeError):
        loaded = marshal.loads(read_regular(path, MAX_CACHE_BYTES))
        if isinstance(loaded, tuple) and len(loaded) == 2 and loaded[0] == _FORMAT and isinstance(loaded[1], dict):
            return {
                name: entry
                for name, entry in loaded[1].items()
                if isinstance(name, str) and isinstance(entry, tuple) and len(entry) == 3
                if isinstance(entry[2], CodeType)
            }
    return {}


def write_cache(path: Path, cached: Cached) -> bool:
    """Write the cache atomically (a temporary file renamed over it); whether it was written."""
    temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary.write_bytes(marshal.dumps((_FORMAT, cached)))
        os.replace(temporary, path)
    except (OSError, ValueError):
        with contextlib.suppress(OSError):
            temporary.unlink()
        return False
    return True


def _key(source: bytes | str) -> tuple[int, int]:
    data = source.encode("utf-8") if isinstance(source, str) else source
    return zlib.crc32(data), len(data)


@contextlib.contextmanager
def importing_shiboken(cache: Path | None = None) -> Iterator[list[str]]:
    """The context to import ``shiboken6`` in for the first time (see the module docstring); yields the list of the
    signature support's modules compiled afresh in it (those taken from the cache are not), by file name."""
    cached = read_cache(cache) if cache is not None else {}
    seen: Cached = {}
    compiled: list[str] = []
    compile_ = builtins.compile
    re_compile = re.compile

    def compile_support(source: Any, filename: Any, mode: str, *args: Any, **kwargs: Any) -> Any:
        if not (mode == "exec" and not args and not kwargs and isinstance(source, (bytes, str))):
            return compile_(source, filename, mode, *args, **kwargs)
        if not (isinstance(filename, str) and filename.startswith(SUPPORT_PREFIX)):
            return compile_(source, filename, mode)
        crc, length = _key(source)
        hit = cached.get(filename)
        if hit is not None and hit[:2] == (crc, length):
            code = hit[2]
        else:
            code = compile_(source, filename, mode)
            compiled.append(filename)
        seen[filename] = (crc, length, code)
        return code

    def compile_pattern(pattern: Any, flags: Any = 0) -> Any:
        if sys._getframe(1).f_globals.get("__name__") in LAZY_PATTERN_MODULES:
            return LazyPattern(pattern, flags)
        return re_compile(pattern, flags)

    builtins.compile = compile_support
    re.compile = compile_pattern
    try:
        yield compiled
    finally:
        builtins.compile = compile_
        re.compile = re_compile
    if cache is not None and compiled:
        write_cache(cache, seen)
