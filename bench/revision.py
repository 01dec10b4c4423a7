"""Another git revision of the game, exported to a temporary folder, for benches that measure it beside the working
tree in the same run (bench/solver_sweep.py, bench/par_bench.py; bench/solver_ab.py exports the same way).

``git archive`` holds no compiled kernel; :func:`build_compiled` compiles the revision's C kernels (the solver's
``_native.c`` and, where it has one, par's ``_par.c``) in place with the C compiler of this Python when there is
one, each with the ABI number its wrapper reads (``ABI`` in the ``native.py`` beside it), so that the revision is
measured as a user with a compiler runs it.  Without a compiler its pure-Python kernels run; the benches say which.
"""

from __future__ import annotations

import ast
import contextlib
import shlex
import shutil
import subprocess
import sysconfig
import tempfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The compiled modules a revision may hold: (C source, the macro its ABI number is compiled in by).
SOURCES = (
    ("pyramid_qt/solver/search/_native.c", "PYRAMID_QT_NATIVE_ABI"),
    ("pyramid_qt/solver/par/_par.c", "PYRAMID_QT_PAR_ABI"),
)


@contextlib.contextmanager
def exported(revision: str) -> Iterator[Path]:
    """The tree of ``revision`` in a temporary folder (removed afterwards)."""
    with tempfile.TemporaryDirectory(prefix="pyramid-qt-rev-") as folder:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", revision], capture_output=True, check=True)
        subprocess.run(["tar", "-x", "-C", folder], input=archive.stdout, check=True)
        yield Path(folder)


def _abi(wrapper: Path) -> int | None:
    """``ABI`` as written in a wrapper module, or None."""
    if not wrapper.is_file():
        return None
    for node in ast.parse(wrapper.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] == ["ABI"]:
            value = ast.literal_eval(node.value)
            return value if isinstance(value, int) else None
    return None


def compiler() -> list[str] | None:
    """The C compiler this Python was built with (or cc), as a command; None when there is none."""
    configured = shlex.split(sysconfig.get_config_var("CC") or "cc")
    return configured if configured and shutil.which(configured[0]) else None


def build_compiled(root: Path) -> list[str]:
    """Compile the C kernels of the tree at ``root`` in place; the names of the modules built."""
    command = compiler()
    if command is None:
        return []
    include = sysconfig.get_paths()["include"]
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    built = []
    for source, macro in SOURCES:
        path = root / source
        if not path.is_file():
            continue
        abi = _abi(path.parent / "native.py")
        defines = [f"-D{macro}={abi}"] if abi is not None else []
        target = path.with_name(path.stem + suffix)
        result = subprocess.run(
            [*command, "-O3", "-shared", "-fPIC", *defines, f"-I{include}", str(path), "-o", str(target)],
            capture_output=True,
            text=True,
        )
        if result.returncode == 0:
            built.append(source)
    return built
