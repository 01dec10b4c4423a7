"""An installed wheel's compiled solver kernel, checked under the Python running this: cibuildwheel's test command
(pyproject.toml) and ``.ci/packaging-check`` under other CPython versions run it.

    python packaging/check_wheel.py      # from anywhere but the source tree's root, so the installed package loads

The compiled kernel must be the stable-ABI build (``_native.abi3.so``; ``_native.pyd`` on Windows, where the name
carries no tag), installed (not the source tree's), and in use; on a few deals it must give the pure-Python kernel's
answers node for node (the twins search the same states).  Prints one line a deal; exits 1 on any difference.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

# One-pile deals, won and lost, each solved in well under a second by either kernel, and a three-pile one.
DEALS = ("PY1-W1-AAAAAAM", "PY1-W1-AAAAAAD", "PY1-W1D-AAAAAAB")


def main() -> int:
    import pyramid_qt
    from pyramid_qt.engine import DealCode, Position
    from pyramid_qt.solver import solve
    from pyramid_qt.solver.search import native

    version = sys.version.split()[0]
    package = Path(pyramid_qt.__file__).parent
    if (package.parent / "setup.py").exists():
        print(f"Python {version}: {package} is the source tree, not an installed wheel", file=sys.stderr)
        return 1
    if not native.built():
        print(f"Python {version}: no compiled solver kernel in {package}", file=sys.stderr)
        return 1
    from pyramid_qt.solver.search import _native

    kernel = Path(_native.__file__)
    if not (kernel.name.endswith(".abi3.so") or kernel.name == "_native.pyd"):
        print(f"Python {version}: {kernel.name} is not a stable-ABI build", file=sys.stderr)
        return 1
    print(f"Python {version}: {kernel}")
    failures = 0
    for text in DEALS:
        code = DealCode.parse(text)
        position = Position.from_deal(code.deal(), code.rules)
        compiled = solve(position, want_solution=False)
        os.environ[native.PURE_ENV] = "1"
        try:
            pure = solve(position, want_solution=False)
        finally:
            del os.environ[native.PURE_ENV]
        answers = [(r.verdict.value, r.best_removed, r.nodes) for r in (compiled, pure)]
        same = answers[0] == answers[1]
        failures += not same
        print(f"  {text}: compiled {answers[0]}, pure {answers[1]}{'' if same else '  DIFFERENT'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
