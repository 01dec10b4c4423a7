"""Par tables: the file format, the loader, the window's look-up, and the shipped tables against the label tables
and a par recomputed."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from pyramid_qt.engine import DealCode, Position, RuleSet
from pyramid_qt.solver import par_tables
from pyramid_qt.solver.labels import SHIPPED_FIELDS, load_labels
from pyramid_qt.solver.par import deal_par, find_par
from pyramid_qt.solver.par_tables import (
    NO_PAR,
    PAR_SOLVER_VERSION,
    UNPROVEN,
    ParFileError,
    ParTable,
    load_par_table,
    shipped_par,
    shipped_par_fields,
    table_path,
    write_par_table,
)

PARS = [43, NO_PAR, 61, UNPROVEN, 254]


@pytest.fixture(autouse=True)
def fresh_cache() -> Iterator[None]:
    par_tables._load.cache_clear()
    yield
    par_tables._load.cache_clear()


def test_round_trip_through_bytes() -> None:
    again = ParTable.from_bytes("W1", ParTable("W1", 7, PARS).to_bytes())
    assert [again.par(n) for n in range(6, 13)] == [None, 43, None, 61, None, 254, None]
    assert again.deals_with_par() == [7, 9, 11]
    assert again.unproven_deals() == [10]


def test_one_byte_per_deal_after_a_header_naming_rules_and_solver(tmp_path: Path) -> None:
    data = write_par_table(ParTable("N1SX", 1, PARS), tmp_path).read_bytes()
    name = f"rules=N1SX;solver={PAR_SOLVER_VERSION}".encode()
    assert data.startswith(b"PYQTPAR1") and name in data
    assert len(data) == 16 + 2 + len(name) + len(PARS)
    loaded = load_par_table("N1SX", tmp_path)
    assert loaded is not None and loaded.solver == PAR_SOLVER_VERSION and loaded.par(1) == 43


def test_a_table_under_another_rule_set_s_name_is_refused(tmp_path: Path) -> None:
    data = ParTable("W", 1, PARS).to_bytes()
    (tmp_path / "WS.par").write_bytes(data)
    with pytest.raises(ParFileError, match="'W'"):
        load_par_table("WS", tmp_path)
    assert shipped_par(DealCode(1, RuleSet.from_field("WS")), tmp_path) is None


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[:10],  # too short for the header
        lambda data: b"PYQTLBL2" + data[8:],  # a label table's magic
        lambda data: data[:-1],  # a deal missing
        lambda data: data + b"\x01",  # a deal too many
        lambda data: data[:16] + b"\xff\x00" + data[18:],  # a name length past the end
    ],
)
def test_a_damaged_file_is_refused_and_the_look_up_answers_none(tmp_path: Path, damage: object) -> None:
    data = ParTable("N", 1, PARS).to_bytes()
    (tmp_path / "N.par").write_bytes(damage(data))  # type: ignore[operator]
    with pytest.raises(ParFileError):
        load_par_table("N", tmp_path)
    assert shipped_par(DealCode(1), tmp_path) is None


def test_no_table_no_par(tmp_path: Path) -> None:
    assert load_par_table("N3", tmp_path) is None
    assert shipped_par(DealCode(1, RuleSet.from_field("N3")), tmp_path) is None


def test_look_up_by_deal_code(tmp_path: Path) -> None:
    write_par_table(ParTable("T", 1, PARS), tmp_path)
    t = RuleSet.from_field("T")
    assert [shipped_par(DealCode(n, t), tmp_path) for n in range(1, 7)] == [43, None, 61, None, 254, None]
    # another rule set's deal of the same number has no par from this table (N and T differ by a free draw)
    assert shipped_par(DealCode(1, RuleSet.from_field("N1")), tmp_path) is None


def test_a_par_that_does_not_fit_a_byte_is_refused() -> None:
    with pytest.raises(ValueError):
        ParTable("N", 1, [256])
    with pytest.raises(ValueError):
        ParTable("N", 1, [-1])


def test_loading_is_lazy() -> None:
    code = "import sys, pyramid_qt.solver; print('pyramid_qt.solver.par_tables' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_deal_par_takes_the_shipped_par(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # a table that says 99 for deal 1 of W: no search could answer that, so the answer came from the table
    write_par_table(ParTable("W", 1, [99]), tmp_path)
    monkeypatch.setattr(par_tables, "tables_dir", lambda: tmp_path)
    assert deal_par(DealCode(1, RuleSet.from_field("W"))) == 99


def test_deal_par_searches_without_a_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(par_tables, "tables_dir", lambda: tmp_path)
    code = DealCode(1, RuleSet.from_field("W"))
    expected = find_par(Position.from_deal(code.deal(), code.rules)).par
    assert expected is not None and deal_par(code) == expected


@pytest.mark.parametrize("field", shipped_par_fields())
def test_shipped_par_tables_cover_the_winnable_deals_and_agree_with_par(field: str) -> None:
    table = load_par_table(field)
    labels = load_labels(field)
    assert table is not None and labels is not None
    assert field in SHIPPED_FIELDS
    assert table.solver == PAR_SOLVER_VERSION
    assert (table.first, table.last) == (labels.first, labels.last) == (1, 20000)
    # par proven for every verified-winnable deal, and for no other deal
    assert table.unproven_deals() == []
    assert table.deals_with_par() == labels.winnable_deals()
    assert table.field == field and f"rules={field};".encode() in table_path(field).read_bytes()[:64]


@pytest.mark.parametrize("field", shipped_par_fields())
def test_a_sample_of_shipped_pars_recomputed(field: str) -> None:
    """Five deals spread over the table: the window's look-up finds each par, and par searched now equals it."""
    table = load_par_table(field)
    assert table is not None
    wins = table.deals_with_par()
    sample = wins[:: max(1, len(wins) // 5)][:5]
    rules = RuleSet.from_field(field)
    for number in sample:
        assert shipped_par(DealCode(number, rules)) == table.par(number) is not None
        position = Position.from_deal(DealCode(number, rules).deal(), rules)
        assert find_par(position, time_limit=60).par == table.par(number)


def test_the_preset_par_tables_are_shipped() -> None:
    """The lead's scope: par tables for the presets N, T and W."""
    assert set(shipped_par_fields()) == {"N", "T", "W"}
