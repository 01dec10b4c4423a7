"""bench/solver_ab.py: the working tree's solver against a git revision's on the same deals."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from bench import solver_ab

BENCH = Path(__file__).resolve().parents[2] / "bench" / "solver_ab.py"


def test_a_small_comparison_prints_each_family_and_no_differing_verdict() -> None:
    command = [sys.executable, str(BENCH), "HEAD", "N1D,TXYD", "--deals", "1-3", "--chunk", "2"]
    printed = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    lines = printed.splitlines()
    assert lines[0].startswith("N1D      deals 1-3: nodes ")
    assert lines[1].startswith("TXYD     deals 1-3: nodes ")
    assert lines[-1] == "verdicts that differ: 0"


def test_a_differing_verdict_is_reported() -> None:
    differ = solver_ab.compare_verdicts(
        {1: ("winnable", 10, 0.1), 2: ("unwinnable", 5, 0.1)},
        {1: ("unwinnable", 9, 0.1), 2: ("unwinnable", 5, 0.1)},
        "N1D",
        "old",
    )
    assert differ == ["N1D deal 1: unwinnable now, winnable at old"]


def test_both_sides_run_the_pure_kernels() -> None:
    """The exported revision has no compiled kernel: the checkout's side must not use its own either."""
    assert solver_ab.worker_environment(Path("/somewhere"))["PYRAMID_QT_PURE_SOLVER"] == "1"
