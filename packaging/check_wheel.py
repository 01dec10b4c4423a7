"""An installed wheel's compiled kernels, checked under the Python running this: cibuildwheel's test command
(pyproject.toml) and ``.ci/packaging-check`` under other CPython versions run it.

    python packaging/check_wheel.py      # from anywhere but the source tree's root, so the installed package loads

Both compiled kernels (the solver's ``_native`` and par's ``_par``) must be the stable-ABI builds (``*.abi3.so``;
``*.pyd`` on Windows, where the name carries no tag), installed (not the source tree's), and in use; on a few deals
the solver must give the pure-Python kernel's answers node for node, and par the pure par search's par, node for
node, on a one-pile deal and a draw-three one (the twins search the same states).  Prints one line a deal; exits 1
on any difference.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

# One-pile deals, won and lost, each solved in well under a second by either kernel, and a three-pile one.
DEALS = ("PY1-W1-AAAAAAM", "PY1-W1-AAAAAAD", "PY1-W1D-AAAAAAB")
# Par of a one-pile deal and of a draw-three one (each about a second in pure Python).
PAR_DEALS = ("PY1-W1-AAAAAAM", "PY1-W1D-AAAAAAB")


def stable_abi(path: Path, stem: str) -> bool:
    return path.name.endswith(".abi3.so") or path.name == f"{stem}.pyd"


def pure(call: Callable[..., T], *args: object, **kwargs: object) -> T:
    """``call(*args, **kwargs)`` with the compiled kernels turned off (``PYRAMID_QT_PURE_SOLVER=1``)."""
    from pyramid_qt.solver.search import native

    os.environ[native.PURE_ENV] = "1"
    try:
        return call(*args, **kwargs)
    finally:
        del os.environ[native.PURE_ENV]


def main() -> int:
    import pyramid_qt
    from pyramid_qt.engine import DealCode, Position
    from pyramid_qt.solver import solve
    from pyramid_qt.solver.par import find_par
    from pyramid_qt.solver.par import native as par_native
    from pyramid_qt.solver.search import native

    version = sys.version.split()[0]
    package = Path(pyramid_qt.__file__).parent
    if (package.parent / "setup.py").exists():
        print(f"Python {version}: {package} is the source tree, not an installed wheel", file=sys.stderr)
        return 1
    if not native.built():
        print(f"Python {version}: no compiled solver kernel in {package}", file=sys.stderr)
        return 1
    if not par_native.built():
        print(f"Python {version}: no compiled par search in {package}", file=sys.stderr)
        return 1
    for module, stem in (("pyramid_qt.solver.search._native", "_native"), ("pyramid_qt.solver.par._par", "_par")):
        kernel = Path(importlib.import_module(module).__file__ or "")
        if not stable_abi(kernel, stem):
            print(f"Python {version}: {kernel.name} is not a stable-ABI build", file=sys.stderr)
            return 1
        print(f"Python {version}: {kernel}")
    failures = 0
    for text in DEALS:
        code = DealCode.parse(text)
        position = Position.from_deal(code.deal(), code.rules)
        compiled = solve(position, want_solution=False)
        plain = pure(solve, position, want_solution=False)
        answers = [(r.verdict.value, r.best_removed, r.nodes) for r in (compiled, plain)]
        same = answers[0] == answers[1]
        failures += not same
        print(f"  {text}: compiled {answers[0]}, pure {answers[1]}{'' if same else '  DIFFERENT'}")
    for text in PAR_DEALS:
        code = DealCode.parse(text)
        position = Position.from_deal(code.deal(), code.rules)
        pars = [(r.par, r.nodes) for r in (find_par(position), pure(find_par, position))]
        same = pars[0] == pars[1] and pars[0][0] is not None
        failures += not same
        print(f"  {text}: par compiled {pars[0]}, pure {pars[1]}{'' if same else '  DIFFERENT'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
