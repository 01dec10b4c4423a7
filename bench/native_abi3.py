"""The compiled kernels built against the limited API (abi3, as setup.py builds them) against a build of the same
source for this Python only (the full API), on the same deals in the same run: node counts and CPU seconds.

    python bench/native_abi3.py                      # W2 deal 56 and T2D deal 110, 5 rounds
    python bench/native_abi3.py --deals W2:56,T2D:110,W1SD:131 --rounds 9

Both builds are compiled here, into a temporary folder, from ``pyramid_qt/solver/search/_native.c`` with the
flags setup.py uses (``-O3`` on gcc and clang, ``/O2`` on MSVC; the ABI number from native.py), one with
``Py_LIMITED_API`` defined (0x030A0000) and one without.  Each search runs in a fresh worker process that loads one
build in place of the installed kernel; the two builds alternate round by round (and which goes first), so the
machine's load falls on both alike.  Printed per deal: the nodes (a difference fails: the builds must search the
same states), the median and fastest CPU seconds (``time.process_time``) of each build, and the ratio of the
medians abi3/full.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

NATIVE = "pyramid_qt.solver.search._native"
SOURCE = ROOT / "pyramid_qt" / "solver" / "search" / "_native.c"
OPTIMISE = {"unix": ["-O3"], "mingw32": ["-O3"], "cygwin": ["-O3"], "msvc": ["/O2"]}  # as setup.py
LIMITED_API_HEX = "0x030A0000"  # as setup.py


def build(limited: bool, into: Path) -> Path:
    """Compile the kernel into ``into``; the path of the built module."""
    from setuptools import Distribution, Extension
    from setuptools.command.build_ext import build_ext

    from pyramid_qt.solver.search import native

    macros = [("PYRAMID_QT_NATIVE_ABI", str(native.ABI))] + ([("Py_LIMITED_API", LIMITED_API_HEX)] if limited else [])
    extension = Extension(NATIVE, sources=[str(SOURCE)], define_macros=macros, py_limited_api=limited)

    class Optimised(build_ext):
        def build_extensions(self) -> None:
            extension.extra_compile_args = OPTIMISE.get(self.compiler.compiler_type, [])
            super().build_extensions()

    command = Optimised(Distribution({"name": "bench-native", "ext_modules": [extension]}))
    command.build_lib = str(into)
    command.build_temp = str(into / "temp")
    command.ensure_finalized()
    command.run()
    return Path(command.get_ext_fullpath(NATIVE))


def run_worker(module_path: str, field: str, number: int) -> None:
    """Load the build at ``module_path`` as the compiled kernel and search the deal once: (nodes, seconds)."""
    import pyramid_qt.solver.search as package

    spec = importlib.util.spec_from_file_location(NATIVE, module_path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sys.modules[NATIVE] = module
    package._native = module  # type: ignore[attr-defined]

    from pyramid_qt.engine import DealCode, Position, RuleSet
    from pyramid_qt.solver.api import kernel_for
    from pyramid_qt.solver.budget import Budget
    from pyramid_qt.solver.search import native
    from pyramid_qt.solver.search.problem import Problem

    assert native.built(), f"{module_path} does not speak native.py's boundary"
    rules = RuleSet.from_field(field)
    problem = Problem(Position.from_deal(DealCode(number, rules).deal(), rules))
    kernel = kernel_for(problem)
    assert kernel.__module__ == native.__name__, f"{field} {number}: {kernel.__name__} is not a compiled kernel"
    budget = Budget()
    start = time.process_time()
    kernel(problem, budget)
    print(json.dumps([budget.nodes, time.process_time() - start]))


def measure(module_path: Path, field: str, number: int) -> tuple[int, float]:
    command = [sys.executable, str(Path(__file__).resolve()), "--worker", str(module_path), field, str(number)]
    output = subprocess.run(command, check=True, capture_output=True, text=True, cwd=ROOT).stdout
    nodes, seconds = json.loads(output)
    return int(nodes), float(seconds)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", default="W2:56,T2D:110", help="FIELD:NUMBER,... (default W2:56,T2D:110)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--worker", nargs=3, metavar=("MODULE", "FIELD", "NUMBER"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        run_worker(args.worker[0], args.worker[1], int(args.worker[2]))
        return 0
    deals = [(field, int(number)) for field, number in (item.split(":") for item in args.deals.split(","))]
    with tempfile.TemporaryDirectory() as temp:
        builds = {"full": build(False, Path(temp) / "full"), "abi3": build(True, Path(temp) / "abi3")}
        names = ", ".join(f"{name} {path.name}" for name, path in builds.items())
        print(f"builds: {names}; Python {sys.version.split()[0]}")
        status = 0
        for field, number in deals:
            nodes: dict[str, set[int]] = {name: set() for name in builds}
            seconds: dict[str, list[float]] = {name: [] for name in builds}
            for round_number in range(args.rounds):
                order = list(builds) if round_number % 2 == 0 else list(reversed(builds))
                for name in order:
                    counted, taken = measure(builds[name], field, number)
                    nodes[name].add(counted)
                    seconds[name].append(taken)
            same = len(nodes["full"] | nodes["abi3"]) == 1
            status |= not same
            medians = {name: statistics.median(values) for name, values in seconds.items()}
            counts = f"{'same' if same else 'DIFFER'} {sorted(nodes['full'] | nodes['abi3'])}"
            times = "; ".join(f"{b} median {medians[b]:.3f} s, fastest {min(seconds[b]):.3f} s" for b in builds)
            print(f"{field} deal {number}: nodes {counts}; {times}; abi3/full {medians['abi3'] / medians['full']:.3f}")
    return status


if __name__ == "__main__":
    sys.exit(main())
