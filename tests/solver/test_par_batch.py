"""Making the par tables: each par appended as it is proven, a rerun resuming, a table only when complete."""

from __future__ import annotations

from pathlib import Path

import pytest

from pyramid_qt.engine import DealCode, Position, RuleSet
from pyramid_qt.solver import par_batch, par_tables
from pyramid_qt.solver.budget import DEFAULT_MEMORY_LIMIT
from pyramid_qt.solver.par import find_par


def test_generation_appends_each_par_and_resumes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    progress = tmp_path / "T.txt"
    searched: list[int] = []
    real = par_batch.par_chunk

    def counting(numbers: tuple[int, ...], field: str, limit: float | None, memory: int | None = None) -> list:
        searched.extend(numbers)
        return real(numbers, field, limit, memory)

    monkeypatch.setattr(par_batch, "par_chunk", counting)
    first = par_batch.par_range("T", progress, 1, None, [32, 40])
    again = par_batch.par_range("T", progress, 1, None, [32, 40, 52])
    assert searched == [32, 40, 52]  # the second run searched only the new deal
    rules = RuleSet.from_field("T")
    expected = {n: find_par(Position.from_deal(DealCode(n, rules).deal(), rules)).par for n in (32, 40, 52)}
    assert first == {n: expected[n] for n in (32, 40)} and again == expected
    lines = progress.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("# par T") and len(lines) == 4


def test_a_progress_line_cut_short_is_not_read(tmp_path: Path) -> None:
    progress = tmp_path / "N.txt"
    progress.write_text("# par N: deal par nodes seconds\n1 64 8510 0.02\n2 5", encoding="utf-8")  # "2 59 …" cut
    assert par_batch.read_par_progress(progress) == {1: 64}


def test_a_table_is_written_only_when_every_winnable_deal_has_its_par(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(par_batch, "PROGRESS_DIR", tmp_path / "progress")
    monkeypatch.setattr(par_tables, "tables_dir", lambda: tmp_path)
    (tmp_path / "progress").mkdir()
    # T's label table: deals 32 and 40 are the first winnable ones; a progress file with only the first of them
    (tmp_path / "progress" / "T.txt").write_text("# par T: deal par nodes seconds\n32 35 1 0.1\n", encoding="utf-8")
    monkeypatch.setattr(par_batch, "par_range", lambda field, progress, jobs, limit, deals, memory: {32: 35})
    assert par_batch.regenerate(["T"], 1, None) == []
    assert not (tmp_path / "T.par").exists()
    table = par_batch.table_from_pars("T", [32, 40], {32: 35}, 1, 50)
    assert table.par(32) == 35 and table.unproven_deals() == [40] and table.par(33) is None


def test_a_deal_left_unproven_by_the_memory_limit_is_proven_by_a_rerun_with_more(tmp_path: Path) -> None:
    """Deal 52 under T needs more than 832 KiB of tables (deal 40 less than 768): unproven (its verdict written
    instead), then searched again and proven by a rerun with no limit — the par tables must be complete, whatever
    memory it takes."""
    progress = tmp_path / "T.txt"
    assert par_batch.par_range("T", progress, 1, None, [40, 52], memory_limit=832 * 1024) == {40: 41}
    assert progress.read_text(encoding="utf-8").splitlines()[2].startswith("52 winnable ")
    assert par_batch.par_range("T", progress, 1, None, [40, 52], memory_limit=None) == {40: 41, 52: 43}


@pytest.mark.parametrize(("argument", "limit"), [([], DEFAULT_MEMORY_LIMIT), (["--memory-limit", "0"], None)])
def test_the_memory_limit_option(monkeypatch: pytest.MonkeyPatch, argument: list[str], limit: int | None) -> None:
    asked = []
    monkeypatch.setattr(par_batch, "regenerate", lambda fields, jobs, time, memory: asked.append((fields, memory)))
    assert par_batch.main(["--regenerate", "--fields", "T", *argument]) == 0
    assert asked == [(["T"], limit)]
    assert par_batch.main(["--regenerate", "--fields", "T", "--memory-limit", "2000"]) == 0
    assert asked[-1] == (["T"], 2000 * 2**20)
