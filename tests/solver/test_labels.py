"""Label tables: file round trip, the loader, and agreement of the shipped tables with the solver."""

from __future__ import annotations

from pathlib import Path

import pytest

from pyramid_qt.engine import DealCode, Position, RuleSet
from pyramid_qt.engine.deal import FIXED_RULES
from pyramid_qt.engine.games import ENGINE_GAMES, GIZA, GameDeclaration
from pyramid_qt.solver import Verdict, solve
from pyramid_qt.solver.labels import (
    LOW_WIN_RATE_FIELDS,
    SOLVER_VERSION,
    LabelFileError,
    LabelTable,
    label_game,
    load_labels,
    pack_progress,
    shipped_fields,
    shipped_names,
    write_table,
)

VERDICTS = [Verdict.WINNABLE, Verdict.UNWINNABLE, Verdict.UNWINNABLE, Verdict.WINNABLE, Verdict.UNKNOWN]


def test_round_trip_through_bytes() -> None:
    table = LabelTable("W1", 7, VERDICTS)
    again = LabelTable.from_bytes("W1", table.to_bytes())
    assert [again.label(n) for n in range(7, 12)] == VERDICTS
    assert again.label(6) is None and again.label(12) is None
    assert again.winnable_deals() == [7, 10]
    assert not again.is_complete


def test_two_bits_per_deal() -> None:
    table = LabelTable("N", 1, [Verdict.WINNABLE] * 20000)
    name = f"rules=N;solver={SOLVER_VERSION}".encode()
    assert len(table.to_bytes()) == 16 + 2 + len(name) + 5000


def test_a_new_table_names_its_rules_and_solver_in_its_header(tmp_path: Path) -> None:
    path = write_table(LabelTable("N1SX", 1, VERDICTS[:4]), tmp_path)
    data = path.read_bytes()
    assert data.startswith(b"PYQTLBL2") and b"rules=N1SX;solver=" + SOLVER_VERSION.encode() in data
    loaded = load_labels("N1SX", tmp_path)
    assert loaded is not None and loaded.field == "N1SX" and loaded.solver == SOLVER_VERSION
    assert loaded.winnable_deals() == [1, 4]
    # The same bytes under another rule set's name are refused: the header's rules must match.
    (tmp_path / "N1SY.labels").write_bytes(data)
    with pytest.raises(LabelFileError, match="N1SX"):
        load_labels("N1SY", tmp_path)


def test_an_older_table_without_names_still_loads() -> None:
    old = b"PYQTLBL1" + (1).to_bytes(4, "little") + (4).to_bytes(4, "little") + bytes([0b01101001])
    table = LabelTable.from_bytes("N", old)
    assert [table.label(n) for n in range(1, 5)] == VERDICTS[:4] and table.solver is None


def test_pack_a_documented_smaller_range(tmp_path: Path) -> None:
    progress = tmp_path / "N1SX.txt"
    progress.write_text("# rules N1SX\n1 winnable 3 0.01\n2 unwinnable 3 0.01\n", encoding="utf-8")
    path = pack_progress(progress, "N1SX", tmp_path, 1, 2)
    assert path is not None
    table = load_labels("N1SX", tmp_path)
    assert table is not None and (table.first, table.last) == (1, 2) and table.label(3) is None


def test_corrupt_files_are_refused() -> None:
    data = LabelTable("N", 1, VERDICTS).to_bytes()
    with pytest.raises(LabelFileError):
        LabelTable.from_bytes("N", b"NOTLABEL" + data[8:])
    with pytest.raises(LabelFileError):
        LabelTable.from_bytes("N", data[:-1])


def test_write_and_load(tmp_path: Path) -> None:
    write_table(LabelTable("W1S", 1, VERDICTS[:4]), tmp_path)
    loaded = load_labels(RuleSet.from_field("W1S"), tmp_path)
    assert loaded is not None
    assert loaded.label(4) is Verdict.WINNABLE
    assert load_labels("N3", tmp_path) is None


def test_pack_only_complete_progress(tmp_path: Path) -> None:
    progress = tmp_path / "N.txt"
    progress.write_text("# rules N\n1 winnable 3 0.01\n", encoding="utf-8")
    assert pack_progress(progress, "N", tmp_path) is None
    assert not (tmp_path / "N.labels").exists()


def test_loading_is_lazy() -> None:
    import subprocess
    import sys

    code = "import sys, pyramid_qt.solver; print('pyramid_qt.solver.labels' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


@pytest.mark.parametrize("field", shipped_fields())
def test_shipped_tables_are_complete_and_agree_with_the_solver(field: str) -> None:
    table = load_labels(field)
    assert table is not None
    # deals 1-20000, or a documented smaller range in a table whose header names its rules and solver
    assert table.first == 1 and (table.last == 20000 or table.solver is not None)
    # complete, or a low-win-rate table labelled with a short limit a deal (its use is its winnable deals)
    assert table.is_complete or (field in LOW_WIN_RATE_FIELDS and table.winnable_deals())
    rules = RuleSet.from_field(field)
    for number in (1, 2, 3, 18, min(19999, table.last)):
        position = Position.from_deal(DealCode(number, rules).deal(), rules)
        result = solve(position, node_limit=200_000, want_best=False, want_solution=False)
        if result.verdict is not Verdict.UNKNOWN and table.label(number) is not Verdict.UNKNOWN:
            assert table.label(number) is result.verdict
    if field in LOW_WIN_RATE_FIELDS:  # what these tables are for: their winnable deals are won
        for number in table.winnable_deals()[:3]:
            position = Position.from_deal(DealCode(number, rules).deal(), rules)
            assert solve(position, time_limit=30, want_best=False).verdict is Verdict.WINNABLE


def test_implied_verdicts_follow_pass_and_win_order(tmp_path: Path) -> None:
    from pyramid_qt.solver.labels import implied_verdicts

    (tmp_path / "W.txt").write_text("1 unwinnable 5 0.1\n2 winnable 5 0.1\n", encoding="utf-8")
    (tmp_path / "W1S.txt").write_text("3 winnable 5 0.1\n4 unwinnable 5 0.1\n", encoding="utf-8")
    (tmp_path / "N.txt").write_text("5 unwinnable 5 0.1\n", encoding="utf-8")
    implied = implied_verdicts(RuleSet.from_field("W1"), tmp_path)
    # lost with three passes -> lost with one; won under the strict win with one pass -> won; N is another game
    assert implied == {1: Verdict.UNWINNABLE, 3: Verdict.WINNABLE}


def test_shipped_tables_respect_pass_and_win_order() -> None:
    """A deal won with fewer passes, or under the strict win, is won with more passes and under the loose win."""
    from pyramid_qt.solver.labels import wins_carry_over

    tables = {field: load_labels(field) for field in shipped_fields()}
    winnable = {field: set(table.winnable_deals()) for field, table in tables.items() if table is not None}
    # (a low-win-rate table leaves deals undecided: a win under a must not be a proven loss under b)
    lost = {
        field: {n for n in range(table.first, table.last + 1) if table.label(n) is Verdict.UNWINNABLE}
        for field, table in tables.items()
        if table is not None
    }
    compared = 0
    for a in winnable:
        for b in winnable:
            if a != b and wins_carry_over(RuleSet.from_field(a), RuleSet.from_field(b)):
                assert not winnable[a] & lost[b], (a, b)
                compared += 1
    assert compared > 0 or len(winnable) < 2


def test_deal_verdict_uses_the_table_or_the_solver() -> None:
    from pyramid_qt.solver.labels import deal_verdict

    rules = RuleSet.from_field("N")
    table = load_labels(rules)
    assert table is not None
    assert deal_verdict(18, rules) is table.label(18)
    unshipped = RuleSet.from_field("NUX")  # unlimited passes with stacked pairs: not shipped
    assert load_labels(unshipped) is None
    assert (
        deal_verdict(18, unshipped, time_limit=30)
        is solve(Position.from_deal(DealCode(18, unshipped).deal(), unshipped), want_best=False).verdict
    )


def test_the_one_pile_twin_of_a_table_serves_the_same_game() -> None:
    """T and N differ only in N's free first draw: TSX is dealt from the N1SX table, and agrees with the solver."""
    from pyramid_qt.solver.labels import one_pile_twin

    assert one_pile_twin("TSX") == "N1SX" and one_pile_twin("N1SX") == "TSX" and one_pile_twin("T2Y") == "N2Y"
    assert one_pile_twin("TD") is None and one_pile_twin("W1") is None
    table = load_labels("TSX")
    assert table is not None and table.field == "N1SX"
    rules = RuleSet.from_field("TSX")
    for number in table.winnable_deals()[:3]:
        position = Position.from_deal(DealCode(number, rules).deal(), rules)
        assert solve(position, time_limit=30, want_best=False).verdict is Verdict.WINNABLE
    for number in range(1, 31):
        position = Position.from_deal(DealCode(number, rules).deal(), rules)
        result = solve(position, node_limit=100_000, want_best=False, want_solution=False)
        if result.verdict is not Verdict.UNKNOWN:
            assert table.label(number) is result.verdict, number


def test_shipped_twins_agree() -> None:
    """Where both one-pile twins ship a table (N1 and T, N1S and TS), every deal both decided has one verdict."""
    from pyramid_qt.solver.labels import one_pile_twin, table_path

    pairs = 0
    for field in shipped_fields():
        twin = one_pile_twin(field)
        if twin is None or not table_path(twin).is_file():
            continue
        a, b = load_labels(field), load_labels(twin)
        assert a is not None and b is not None
        for number in range(max(a.first, b.first), min(a.last, b.last) + 1):
            if Verdict.UNKNOWN not in (a.label(number), b.label(number)):
                assert a.label(number) is b.label(number), (field, twin, number)
        pairs += 1
    assert pairs >= 2


# ---------------------------------------------------------------------- the games without rule options
OPEN_GAMES = [game for game in ENGINE_GAMES.values() if not game.rule_options]


@pytest.mark.parametrize("game", OPEN_GAMES, ids=lambda game: game.key)
def test_each_open_game_ships_a_complete_table_its_labeller_makes_again(game: GameDeclaration) -> None:
    """``GIZA-N.labels``, ``PHARAOHS-N.labels``: deals 1-20000, every deal decided; the labeller gives the same
    verdicts for the first deals, and the winnable ones are won."""
    table = load_labels(FIXED_RULES, game=game)
    assert table is not None and table.field == f"{game.key}-N"
    assert (table.first, table.last, table.is_complete) == (1, 20000, True)
    again = label_game(game, 1, 40, time_limit=30)
    assert [again.label(n) for n in range(1, 41)] == [table.label(n) for n in range(1, 41)]
    for number in table.winnable_deals()[:3]:
        position = Position.from_deal(DealCode(number, FIXED_RULES, game).deal(), FIXED_RULES, game)
        assert solve(position, time_limit=30, want_best=False).verdict is Verdict.WINNABLE
    assert shipped_fields() == [name for name in shipped_names() if "-" not in name]


def test_a_game_s_table_is_its_own_and_names_its_game(tmp_path: Path) -> None:
    giza = LabelTable("GIZA-N", 1, VERDICTS)
    data = giza.to_bytes()
    assert b"rules=N;game=GIZA;" in data
    (tmp_path / "PHARAOHS-N.labels").write_bytes(data)
    with pytest.raises(LabelFileError):
        load_labels("N", tmp_path, game=ENGINE_GAMES["PHARAOHS"])
    (tmp_path / "GIZA-N.labels").write_bytes(data)
    loaded = load_labels("N", tmp_path, game=GIZA)
    assert loaded is not None and [loaded.label(n) for n in range(1, 6)] == VERDICTS
    assert load_labels("N", tmp_path) is None  # Pyramid's N is another table


def test_the_labeller_searches_each_deal_whatever_a_shipped_table_says(monkeypatch: pytest.MonkeyPatch) -> None:
    """``label_game`` read the shipped table first, so making a table again copied it and the check above compared
    the table with itself."""
    from pyramid_qt.solver import api

    searched: list[int] = []

    def fake_verdict(position: Position, time_limit: float | None = None) -> Verdict:
        searched.append(1)
        return Verdict.UNWINNABLE

    monkeypatch.setattr(api, "verdict_of", fake_verdict)
    shipped = load_labels(FIXED_RULES, game=GIZA)
    assert shipped is not None and Verdict.WINNABLE in [shipped.label(n) for n in range(1, 6)]
    again = label_game(GIZA, 1, 5, time_limit=1)
    assert [again.label(n) for n in range(1, 6)] == [Verdict.UNWINNABLE] * 5 and len(searched) == 5
