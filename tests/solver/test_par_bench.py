"""bench/par_bench.py: par per rule set, beside a git revision's par measured in the same run."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bench import par_bench

BENCH = Path(__file__).resolve().parents[2] / "bench" / "par_bench.py"


def test_a_small_bench_against_a_revision_prints_both_sides_and_the_anchor() -> None:
    command = [sys.executable, str(BENCH), "--deals", "2", "--rules", "W1,WX", "--baseline", "HEAD"]
    lines = subprocess.run(command, capture_output=True, text=True, check=True).stdout.splitlines()
    assert lines[2].startswith("before: HEAD on deals 1-2, compiled kernels: ")
    rows = {line.split()[0]: line for line in lines[4:6]}
    for field in ("W1", "WX"):
        now, before = rows[field].split("|")
        now_cells, before_cells = now.split(), before.split()
        assert now_cells[1:4] == before_cells[:3]  # deals, won, proven: the same par search on both sides
        assert now_cells[8] == before_cells[7]  # the largest par
        assert 10 < float(now_cells[9]) < 300 and 10 < float(before_cells[8]) < 300  # real peak RSS, MB
    assert lines[6].startswith("all: 4 deals, ")
    assert lines[7].startswith("WX (Microsoft's rules), the ")
    assert lines[7].endswith("median 0.281 s, mean 0.940 s, worst 46.8 s")
    assert lines[8].startswith("slowest W1: ") and lines[9].startswith("slowest WX: ")


def test_a_par_that_differs_stops_the_bench() -> None:
    now = par_bench.Figures("N", {1: "winnable"}, {1: 40}, {1: 0.1}, {1: 0.1}, 30.0)
    before = par_bench.Figures("N", {1: "winnable"}, {1: 41}, {1: 0.2}, {1: 0.2}, 30.0)
    with pytest.raises(SystemExit, match="N deal 1: par 40 now, 41 before"):
        par_bench.check_agreement(now, before)
    before.pars[1] = None  # unproven before: nothing to compare
    par_bench.check_agreement(now, before)


def test_all_names_every_rule_set_of_the_preferences() -> None:
    fields = par_bench.rule_fields("all")
    assert len(fields) == len(set(fields)) == 480
    assert {"N", "W", "T", "WX", "W1D", "TUSXYD"} <= set(fields)
    assert par_bench.rule_fields("N,W1D") == ["N", "W1D"]


def test_misses_only_prints_the_rule_sets_missing_a_target_only() -> None:
    command = [sys.executable, str(BENCH), "--deals", "2", "--rules", "T,W1", "--baseline", "none", "--misses-only"]
    met = subprocess.run([*command, "--targets", "1000,1000,1000,100000"], capture_output=True, text=True, check=True)
    lines = met.stdout.splitlines()
    assert lines[3].startswith("all: 4 deals, ") and lines[3].endswith("rule sets missing a target: 0")
    assert lines[4].startswith("highest p99: ") and {"T", "W1"} == {p.split()[0] for p in lines[4][13:].split(", ")}
    assert lines[5].startswith("bench took ")  # no row, no slowest deals
    missed = subprocess.run([*command, "--targets", "0,0,0,0"], capture_output=True, text=True, check=True)
    lines = missed.stdout.splitlines()
    assert [line.split()[0] for line in lines[3:5]] == ["T", "W1"]
    assert lines[3].endswith("MISS median,p99,worst,memory")
    assert lines[5].endswith("rule sets missing a target: 2")
    assert lines[6].startswith("slowest T: ") and lines[7].startswith("slowest W1: ")
