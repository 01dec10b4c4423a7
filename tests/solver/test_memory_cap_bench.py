"""bench/memory_cap.py runs: a pair decided by this tree and, beside it, by another revision in the same run."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent.parent / "bench" / "memory_cap.py"


def run(*arguments: str) -> list[str]:
    command = [sys.executable, str(BENCH), "--pairs", "W2XYD:8060", *arguments]
    return subprocess.run(command, capture_output=True, text=True, check=True).stdout.splitlines()


def test_a_pair_against_a_revision_prints_both_sides_and_the_ratio() -> None:
    lines = run("--baseline", "HEAD")
    assert lines[0].startswith("before: HEAD")
    pair = next(line for line in lines if line.startswith("W2XYD:8060"))
    now, before = pair.split("|")
    assert now.split()[1] == before.split()[0] == "winnable"
    assert float(before.split()[-1]) > 0  # CPU now/before
    assert lines[-1] == "decided: 1 of 1 (before: 1)"


def test_against_nothing_prints_this_tree_alone() -> None:
    lines = run("--baseline", "none")
    pair = next(line for line in lines if line.startswith("W2XYD:8060"))
    assert "|" not in pair and pair.split()[1] == "winnable"
    assert lines[-1] == "decided: 1 of 1"
