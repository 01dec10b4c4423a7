"""Labelling on a Dask distributed cluster: ``--scheduler ADDRESS`` writes the same
resumable progress file with the same verdicts as the local run.  Runs against a ``LocalCluster`` (threads in
this process, and one small cluster of worker processes); skipped only when Dask is not installed (the ``test``
extra installs it)."""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from pyramid_qt.engine import RuleSet
from pyramid_qt.engine.deal import MAX_DEAL
from pyramid_qt.solver import batch
from pyramid_qt.solver.batch import LabelError, WorkerError, label_range, read_progress
from pyramid_qt.solver.cli import main


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    distributed = pytest.importorskip("distributed", reason="Dask is not installed: pip install 'pyramid-qt[cluster]'")
    with distributed.LocalCluster(
        n_workers=1,
        threads_per_worker=2,
        processes=False,
        protocol="tcp://",  # threads in this process, reached over TCP as a command line reaches a cluster
        dashboard_address=":0",
        silence_logs=logging.ERROR,
    ) as cluster:
        yield cluster.scheduler_address


def test_same_verdicts_as_the_local_run(scheduler: str, tmp_path: Path) -> None:
    rules = RuleSet.from_field("W")
    on_cluster = label_range(1, 40, rules, tmp_path / "cluster.txt", scheduler=scheduler, progress=False)
    local = label_range(1, 40, rules, tmp_path / "local.txt", jobs=1, progress=False)
    assert on_cluster.new == local.new == 40
    assert read_progress(tmp_path / "cluster.txt") == read_progress(tmp_path / "local.txt")
    assert on_cluster.counts == local.counts
    first_line = (tmp_path / "cluster.txt").read_text(encoding="utf-8").splitlines()[0]
    assert first_line == batch.header_line(rules).strip()


def test_the_cluster_resumes_a_local_file_and_the_other_way_round(scheduler: str, tmp_path: Path) -> None:
    out = tmp_path / "N.txt"
    rules = RuleSet.from_field("N")
    label_range(1, 10, rules, out, jobs=1, progress=False)
    assert label_range(1, 30, rules, out, scheduler=scheduler, progress=False).new == 20
    assert label_range(1, 35, rules, out, jobs=1, progress=False).new == 5
    numbers = [line.split()[0] for line in out.read_text(encoding="utf-8").splitlines()[1:]]
    assert sorted(map(int, numbers)) == list(range(1, 36))  # each deal once


def test_the_command_line_on_a_cluster(scheduler: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "T.txt"
    assert main(["--label", "1-12", "--rules", "T", "--out", str(out), "--scheduler", scheduler]) == 0
    assert "12 deals labelled (12 in this run)" in capsys.readouterr().err
    assert main(["--label", "1-12", "--rules", "W", "--out", str(out), "--scheduler", scheduler]) == 2
    assert "holds labels for rules T, not W" in capsys.readouterr().err


def test_a_worker_error_on_the_cluster_is_reported(scheduler: str, tmp_path: Path) -> None:
    with pytest.raises(WorkerError, match=f"deal {MAX_DEAL + 1} could not be labelled: DealCodeError"):
        label_range(MAX_DEAL, MAX_DEAL + 1, RuleSet.from_field("N"), tmp_path / "o.txt", scheduler=scheduler)


def test_an_unreachable_scheduler_is_one_line(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    pytest.importorskip("distributed", reason="Dask is not installed")
    monkeypatch.setattr(batch, "CONNECT_TIMEOUT_SECONDS", 1.0)
    with pytest.raises(LabelError, match="cannot reach the Dask scheduler at .tcp://127.0.0.1:9."):
        label_range(1, 2, RuleSet.from_field("N"), tmp_path / "o.txt", scheduler="tcp://127.0.0.1:9")
    assert not (tmp_path / "o.txt").exists()


def test_without_dask_the_extra_is_named(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed -> ImportError
    with pytest.raises(LabelError, match=r"pip install 'pyramid-qt\[cluster\]'"):
        label_range(1, 2, RuleSet.from_field("N"), tmp_path / "o.txt", scheduler="tcp://127.0.0.1:9")


def test_worker_processes_give_the_same_verdicts(tmp_path: Path) -> None:
    """Chunks pickled to separate worker processes, as on a real cluster."""
    distributed = pytest.importorskip("distributed", reason="Dask is not installed")
    rules = RuleSet.from_field("W")
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0", silence_logs=logging.ERROR
    ) as cluster:
        label_range(1, 40, rules, tmp_path / "cluster.txt", scheduler=cluster.scheduler_address, progress=False)
    label_range(1, 40, rules, tmp_path / "local.txt", jobs=1, progress=False)
    assert read_progress(tmp_path / "cluster.txt") == read_progress(tmp_path / "local.txt")


def test_list_rules_prints_every_combination_once(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/solver.md's loop over every combination reads this list."""
    from tests.engine.test_rules import all_rule_sets

    assert main(["--list-rules"]) == 0
    fields = capsys.readouterr().out.split()
    assert len(fields) == len(set(fields)) == 480
    assert {RuleSet.from_field(field) for field in fields} == set(all_rule_sets())


@pytest.mark.parametrize("address", ["nowhere", "foo://x", "tcp://[::1", "inproc://x"])
def test_malformed_scheduler_addresses_are_one_line(
    address: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("distributed", reason="Dask is not installed")
    assert main(["--label", "1-2", "--out", str(tmp_path / "o.txt"), "--scheduler", address]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and ("cannot reach the Dask scheduler" in err or "inproc://" in err), err
