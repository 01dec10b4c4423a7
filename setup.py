"""The optional compiled kernel; everything else about the package is in pyproject.toml.

``pyramid_qt.solver.search._native`` holds the C twins of three search kernels (``linear.py``, ``piles_last.py``
and ``piles.py``; see ``pyramid_qt/solver/search/native.py``). It is optional: where no C
compiler (or no Python headers) can build it, setuptools warns and the install goes on without it, and the solver
runs its pure-Python kernels, which give the same verdicts (the tests cross-check the two).
"""

from __future__ import annotations

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

# Per compiler family: optimise for speed with flags every gcc, clang and MSVC understands.
OPTIMISE = {"unix": ["-O3"], "mingw32": ["-O3"], "cygwin": ["-O3"], "msvc": ["/O2"]}


class BuildExt(build_ext):
    """build_ext with the compiler's own optimisation flag added to each extension."""

    def build_extensions(self) -> None:
        flags = OPTIMISE.get(self.compiler.compiler_type, [])
        for extension in self.extensions:
            extension.extra_compile_args = [*flags, *extension.extra_compile_args]
        super().build_extensions()


setup(
    ext_modules=[
        Extension(
            "pyramid_qt.solver.search._native",
            sources=["pyramid_qt/solver/search/_native.c"],
            optional=True,  # a failed compile leaves a pure-Python install, not a failed one
        ),
        Extension(
            "pyramid_qt.solver.par._par",
            sources=["pyramid_qt/solver/par/_par.c"],
            optional=True,
        ),
    ],
    cmdclass={"build_ext": BuildExt},
)
