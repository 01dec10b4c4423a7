"""bench/solver_sweep.py: the working tree's solver beside a git revision's, with the real peak memory of both."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "solver_sweep.py"


def test_a_small_sweep_against_a_revision_prints_both_peaks_and_agrees() -> None:
    command = [sys.executable, str(BENCH), "--no-all", "--families", "N1D", "--hard-deals", "2", "--baseline", "HEAD"]
    lines = subprocess.run(command, capture_output=True, text=True, check=True).stdout.splitlines()
    assert lines[1].startswith("before: HEAD, compiled kernels: ")
    assert lines[-5].endswith("| before (HEAD)")
    now, before = lines[-4].split("|")
    assert now.split() == ["rules", "deals", "undec", "median", "p99", "worst", "MB", "wins"]
    assert before.split() == ["undec", "median", "p99", "worst", "MB", "med", "x", "tot", "x"]
    cells = lines[-3].split()
    assert cells[:3] == ["N1D", "2", "0"]
    now_mb, before_mb = float(cells[6]), float(cells[13])
    assert 10 < now_mb < 300 and 10 < before_mb < 300  # a worker's real peak RSS: the interpreter and the engine
    assert lines[-2].startswith("hard families: 1 families, 2 searches, 0 undecided")


def test_against_nothing_prints_no_before_side() -> None:
    command = [sys.executable, str(BENCH), "--no-all", "--families", "N1D", "--hard-deals", "1", "--baseline", "none"]
    lines = subprocess.run(command, capture_output=True, text=True, check=True).stdout.splitlines()
    assert not any(line.startswith("before") for line in lines)
    assert lines[2].split()[-1] == "wins" and "|" not in lines[2]
    assert lines[3].split()[:3] == ["N1D", "1", "0"]
