"""bench/hint_bench.py on a few deals: it finds lost positions and prints its rows (the figures are the bench's)."""

from __future__ import annotations

import sys

import pytest

from bench import hint_bench
from pyramid_qt.solver import Verdict, best_move_hint, solve


def test_the_positions_are_lost_ones() -> None:
    positions = hint_bench.lost_positions("W1", 4, seed=19)
    assert positions
    assert all(solve(p, want_best=False).verdict is Verdict.UNWINNABLE for p in positions)


def test_a_small_run_prints_a_row_per_family(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setattr(sys, "argv", ["hint_bench", "--families", "W1,T", "--deals", "3", "--baseline", "none"])
    hint_bench.main()
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("kernels: ")
    assert [line.split()[0] for line in lines[2:4]] == ["W1", "T"]
    assert any(line.startswith("all hints, now: ") for line in lines)


def test_a_worker_answers_each_case_as_the_solver_does() -> None:
    """The positions cross to a worker process as deal codes and moves; its answers are the solver's own."""
    cases = hint_bench.lost_cases("W1", 1, 3, seed=19)
    answers = hint_bench.measure(cases, hint_bench.ROOT, 5.0, 20.0)
    assert len(answers.kinds) == len(cases)
    for q, case in enumerate(cases):
        hint = best_move_hint(case.position(), time_limit=5.0)
        assert (answers.kinds[q], answers.best[q], answers.moves[q]) == (hint.kind.value, hint.best, str(hint.move))
    assert hint_bench.differences(answers, answers) == 0
