"""The optional compiled kernels; everything else about the package is in pyproject.toml.

``pyramid_qt.solver.search._native`` holds the C twins of the four search kernels (``linear.py``, ``cyclic.py``,
``piles_last.py`` and ``piles.py``; see ``pyramid_qt/solver/search/native.py``), ``pyramid_qt.solver.par._par``
the twins of par's two searches (``one_pile.py``, ``three_piles_search.py``; see
``pyramid_qt/solver/par/native.py``). Both are optional: where no C compiler (or no Python headers) can build them,
setuptools warns and the install goes on without them, and the solver runs its pure-Python kernels, which give the
same answers (the tests cross-check them).

On CPython it is built against the limited API of 3.10 (``Py_LIMITED_API``), and the wheel is tagged
``cp310-abi3``: one wheel per platform serves every CPython from 3.10 on.  A build never ships a compiled kernel
it did not build itself: the kernel's earlier builds (in ``build/``, or in place beside the source) are removed
before it is compiled, so a failed compile leaves none behind.
"""

from __future__ import annotations

import ast
import platform
import sysconfig
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = Path(__file__).resolve().parent
NATIVE = "pyramid_qt.solver.search._native"
NATIVE_DIR = HERE.joinpath(*NATIVE.split(".")[:-1])
PAR = "pyramid_qt.solver.par._par"
PAR_DIR = HERE.joinpath(*PAR.split(".")[:-1])
KERNEL_HEADER = "pyramid_qt/solver/kernel.h"  # what both kernels share; each includes it by its relative path
# The stable ABI of CPython 3.10 (the oldest Python the package supports); not on other Pythons, nor on a
# free-threaded build, which has no limited API before 3.15.
LIMITED_API = platform.python_implementation() == "CPython" and not sysconfig.get_config_var("Py_GIL_DISABLED")
LIMITED_API_HEX = "0x030A0000"
# Per compiler family: optimise for speed with flags every gcc, clang and MSVC understands.
OPTIMISE = {"unix": ["-O3"], "mingw32": ["-O3"], "cygwin": ["-O3"], "msvc": ["/O2"]}


def native_abi(directory: Path = NATIVE_DIR) -> int:
    """The ABI number a wrapper speaks (``ABI`` in its native.py, written there only), read without importing it."""
    tree = ast.parse((directory / "native.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] == ["ABI"]:
            return int(ast.literal_eval(node.value))
    raise RuntimeError("native.py defines no ABI")


def builds_of(directory: Path, name: str) -> list[Path]:
    """Every compiled build of extension ``name`` (its last dotted part) in ``directory``, whatever its tag."""
    return [p for p in directory.glob(name + ".*") if p.suffix in (".so", ".pyd")]


class BuildExt(build_ext):
    """build_ext with the compiler's own optimisation flag added to each extension, and no stale build of it left
    to ship: each extension's earlier builds are removed first (a failed optional compile then leaves none)."""

    def build_extensions(self) -> None:
        flags = OPTIMISE.get(self.compiler.compiler_type, [])
        for extension in self.extensions:
            extension.extra_compile_args = [*flags, *extension.extra_compile_args]
        super().build_extensions()

    def build_extension(self, ext: Extension) -> None:
        target = Path(self.get_ext_fullpath(ext.name))
        stale = builds_of(target.parent, target.name.split(".")[0])
        if self.inplace or getattr(self, "editable_mode", False):
            package_dir = Path(self.get_finalized_command("build_py").get_package_dir(ext.name.rpartition(".")[0]))
            stale += builds_of(package_dir, target.name.split(".")[0])
        for path in stale:
            path.unlink()
        super().build_extension(ext)


setup(
    ext_modules=[
        Extension(
            NATIVE,
            sources=["pyramid_qt/solver/search/_native.c"],
            depends=[KERNEL_HEADER],
            define_macros=[("PYRAMID_QT_NATIVE_ABI", str(native_abi()))]
            + ([("Py_LIMITED_API", LIMITED_API_HEX)] if LIMITED_API else []),
            py_limited_api=LIMITED_API,
            optional=True,  # a failed compile leaves a pure-Python install, not a failed one
        ),
        Extension(
            PAR,
            sources=["pyramid_qt/solver/par/_par.c"],
            depends=[KERNEL_HEADER],
            define_macros=[("PYRAMID_QT_PAR_ABI", str(native_abi(PAR_DIR)))]
            + ([("Py_LIMITED_API", LIMITED_API_HEX)] if LIMITED_API else []),
            py_limited_api=LIMITED_API,
            optional=True,
        ),
    ],
    cmdclass={"build_ext": BuildExt},
    options={"bdist_wheel": {"py_limited_api": "cp310"}} if LIMITED_API else {},
)
