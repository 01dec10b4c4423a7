"""Which libraries the dynamic loader (glibc's ``ld.so``) would fail to find when loading a shared object.

Every library the object needs, and every library those need in turn, is looked up in the loader's order (see
``ld.so(8)``): the ``DT_RPATH`` of the object and of the objects that loaded it (unless the object has a
``DT_RUNPATH``), ``LD_LIBRARY_PATH``, the object's ``DT_RUNPATH``, then the folders ``ldconfig`` caches (those
named in ``/etc/ld.so.conf`` and the files it includes) and the default folders.  A file counts only when it is an
ELF library of the same word size and machine, as the loader skips a 32-bit library on a 64-bit system.
"""

from __future__ import annotations

import glob
import os
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

from pyramid_qt.system_libraries.elf import Dynamic, read_dynamic

LD_SO_CONF = Path("/etc/ld.so.conf")
DEFAULT_FOLDERS = ("/lib64", "/usr/lib64", "/lib", "/usr/lib")
MAX_INCLUDE_DEPTH = 8


@dataclass(frozen=True)
class SearchPath:
    """Where the loader looks besides the folders an object names itself."""

    library_path: tuple[str, ...]  # LD_LIBRARY_PATH
    system: tuple[str, ...]  # the cached and default folders, in order

    @classmethod
    def of_this_system(cls, environ: Mapping[str, str] = os.environ) -> SearchPath:
        library_path = tuple(part for part in environ.get("LD_LIBRARY_PATH", "").replace(";", ":").split(":") if part)
        return cls(library_path, tuple(dict.fromkeys((*_configured_folders(LD_SO_CONF), *DEFAULT_FOLDERS))))


def missing_libraries(root: Path, search: SearchPath) -> list[str]:
    """The names (``libxcb-icccm.so.4``) of the libraries that loading ``root`` needs and the loader would not
    find, in the order it would meet them; ``[]`` when everything is there (or ``root`` cannot be read)."""
    return [name for name, path in resolve(root, search).items() if path is None]


def resolve(root: Path, search: SearchPath) -> dict[str, Path | None]:
    """Every library loading ``root`` brings in, by name, with the file the loader would map (``None``: not
    found), in the order the loader meets them."""
    top = read_dynamic(root)
    if top is None:
        return {}
    found: dict[str, Path | None] = {}
    # Breadth first, as the loader maps the needed libraries; each with the RPATHs of the chain that loaded it.
    queue: list[tuple[Path, Dynamic, tuple[str, ...]]] = [(root, top, ())]
    while queue:
        path, dynamic, inherited_rpath = queue.pop(0)
        origin = str(Path(os.path.abspath(path)).parent)
        rpath = () if dynamic.runpath else (*_expand(dynamic.rpath, origin), *inherited_rpath)
        for name in dynamic.needed:
            if name in found:
                continue
            library = _find(name, top, rpath, search, _expand(dynamic.runpath, origin))
            found[name] = None if library is None else library[0]
            if library is not None:
                queue.append((*library, rpath))
    return found


def _find(
    name: str, top: Dynamic, rpath: tuple[str, ...], search: SearchPath, runpath: tuple[str, ...]
) -> tuple[Path, Dynamic] | None:
    folders = ("",) if "/" in name else (*rpath, *search.library_path, *runpath, *search.system)
    for folder in folders:
        candidate = Path(folder, name)
        if not candidate.is_file():
            continue
        dynamic = read_dynamic(candidate)
        if dynamic is not None and top.fits(dynamic):
            return candidate, dynamic
    return None


def _expand(folders: tuple[str, ...], origin: str) -> tuple[str, ...]:
    """``$ORIGIN`` (the object's own folder) put in; the loader's other tokens are not used by Qt's libraries."""
    return tuple(folder.replace("${ORIGIN}", origin).replace("$ORIGIN", origin) for folder in folders)


def _configured_folders(conf: Path, depth: int = 0) -> Iterator[str]:
    """The folders of ``/etc/ld.so.conf`` in order, ``include`` lines (with wildcards) followed."""
    try:
        lines = conf.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return
    for line in lines:
        entry = line.split("#", 1)[0].strip()
        if entry.startswith("include") and entry[7:8].isspace():
            if depth < MAX_INCLUDE_DEPTH:
                for pattern in entry[8:].split():
                    pattern = pattern if os.path.isabs(pattern) else str(conf.parent / pattern)
                    for included in sorted(glob.glob(pattern)):
                        yield from _configured_folders(Path(included), depth + 1)
        elif entry and not entry.startswith("hwcap"):
            yield entry
