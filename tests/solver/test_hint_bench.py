"""bench/hint_bench.py on a few deals: it finds lost positions and prints its rows (the figures are the bench's)."""

from __future__ import annotations

import sys

import pytest

from bench import hint_bench
from pyramid_qt.solver import Verdict, solve


def test_the_positions_are_lost_ones() -> None:
    positions = hint_bench.lost_positions("W1", 4, seed=19)
    assert positions
    assert all(solve(p, want_best=False).verdict is Verdict.UNWINNABLE for p in positions)


def test_a_small_run_prints_a_row_per_family(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setattr(sys, "argv", ["hint_bench", "--families", "W1,T", "--deals", "3"])
    hint_bench.main()
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("kernels: ")
    assert [line.split()[0] for line in lines[2:4]] == ["W1", "T"]
    assert any(line.startswith("all hint: ") for line in lines)
