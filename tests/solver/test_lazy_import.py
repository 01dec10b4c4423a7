"""Naming a verdict must not load the search code: the kernels load when a search runs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pyramid_qt.solver.search import native

ROOT = Path(__file__).resolve().parents[2]
SEARCH_PACKAGE = "pyramid_qt.solver.search"  # the kernels and everything they build on


def _loaded_after(code: str, pure: bool = False) -> set[str]:
    script = code + "\nimport json, sys\nprint(json.dumps(sorted(sys.modules)))\n"
    env = {**os.environ, native.PURE_ENV: "1" if pure else "0"}
    out = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, check=True, timeout=120
    ).stdout
    return set(json.loads(out.splitlines()[-1]))


def test_using_verdict_loads_no_kernel() -> None:
    loaded = _loaded_after(
        "import pyramid_qt.solver as solver\n"
        "from pyramid_qt.solver import SolveResult, Verdict\n"
        "assert Verdict('winnable') is solver.Verdict.WINNABLE\n"
        "assert not SolveResult(Verdict.UNKNOWN).is_winnable\n"
    )
    assert "pyramid_qt.solver.result" in loaded
    assert "pyramid_qt.solver.api" not in loaded
    assert not [name for name in loaded if name.startswith(SEARCH_PACKAGE)]


SOLVE_N = (
    "from pyramid_qt.engine import DealCode, Position, RuleSet\n"
    "from pyramid_qt.solver import Verdict, solve\n"
    "rules = RuleSet.from_field('N')\n"
    "position = Position.from_deal(DealCode(1, rules).deal(), rules)\n"
    "assert solve(position, want_best=False).verdict is not Verdict.UNKNOWN\n"
)


def test_a_search_loads_its_kernel() -> None:
    """The pure kernels (PYRAMID_QT_PURE_SOLVER=1): the search's own, no other."""
    loaded = _loaded_after(SOLVE_N, pure=True)
    assert {"pyramid_qt.solver.api", "pyramid_qt.solver.search.cyclic"} <= loaded
    assert "pyramid_qt.solver.search.linear" not in loaded


@pytest.mark.skipif(not native.built(), reason="the compiled kernel was not built")
def test_a_compiled_search_loads_no_pure_kernel() -> None:
    loaded = _loaded_after(SOLVE_N)
    assert {"pyramid_qt.solver.api", "pyramid_qt.solver.search._native"} <= loaded
    assert not loaded & {f"{SEARCH_PACKAGE}.{kernel}" for kernel in ("cyclic", "linear", "piles", "piles_last")}
