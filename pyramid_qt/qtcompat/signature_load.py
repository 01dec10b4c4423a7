"""Load PySide6's signature support cheaply: a fifth of what ``import shiboken6`` costs, before any window.

The first PySide6 import runs shiboken6's signature support (``shibokensupport``: 13 Python modules kept inside
``libshiboken6`` as a zip archive) through its own importer, ``EmbeddableZipImporter``, which calls ``compile()`` on
each module's source at every start: it has no bytecode cache (a ``files.dir`` folder beside the installed
``shiboken6``, made with ``SBK_EMBED=0``, would give it one, but a player's site-packages is not the game's to
write).  Two of those modules also compile three large regular expressions at import that only a ``.pyi`` generator
and the first signature asked of a Qt function use.  Together about 40 ms of CPU time at every start (CPython 3.11,
shiboken6 6.12).

:func:`importing_shiboken` is the context in which ``shiboken6`` is first imported (``qtcompat.apply``):

* ``compile()`` of a ``shibokensupport/…`` module's source goes through the caller's
  :class:`~pyramid_qt.code_cache.CodeCache`, which answers a source compiled in an earlier run with the code kept
  then (the desktop start-up's, in the player's cache folder; without one, nothing is cached).
* ``re.compile()`` called by :data:`LAZY_PATTERN_MODULES` returns a :class:`LazyPattern`, compiled when first used.

Everything else is untouched, and both replacements are removed when the import is done.  Applies to: shiboken6 6.x
with the embedded signature support (checked on 6.12); where the support comes from a ``files.dir`` folder or a
future shiboken6 compiles no more there, nothing is cached and nothing changes.  No upstream report was found.
"""

from __future__ import annotations

import builtins
import contextlib
import re
import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pyramid_qt.code_cache import CodeCache

SUPPORT_PREFIX = "shibokensupport/"
"""The file names ``EmbeddableZipImporter`` compiles the signature support's modules under."""
LAZY_PATTERN_MODULES = frozenset({"shibokensupport.signature.lib.pyi_generator", "shibokensupport.signature.parser"})
"""The modules whose import-time regular expressions are compiled when first used (both only bind pattern methods)."""
_METHODS = frozenset({"match", "fullmatch", "search", "sub", "subn", "split", "findall", "finditer", "scanner"})


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


@contextlib.contextmanager
def importing_shiboken(cache: CodeCache | None = None) -> Iterator[None]:
    """The context to import ``shiboken6`` in for the first time (see the module docstring); ``cache``: where the
    signature support's modules are compiled (``None``: by ``compile()``, as PySide6 does)."""
    compile_ = builtins.compile
    re_compile = re.compile

    def compile_support(source: Any, filename: Any, mode: str, *args: Any, **kwargs: Any) -> Any:
        if cache is None or args or kwargs or not isinstance(source, (bytes, str)):
            return compile_(source, filename, mode, *args, **kwargs)
        if not (isinstance(filename, str) and filename.startswith(SUPPORT_PREFIX) and mode == "exec"):
            return compile_(source, filename, mode)
        return cache.compile(source, filename, mode)

    def compile_pattern(pattern: Any, flags: Any = 0) -> Any:
        if sys._getframe(1).f_globals.get("__name__") in LAZY_PATTERN_MODULES:
            return LazyPattern(pattern, flags)
        return re_compile(pattern, flags)

    builtins.compile = compile_support
    re.compile = compile_pattern
    try:
        yield
    finally:
        builtins.compile = compile_
        re.compile = re_compile
