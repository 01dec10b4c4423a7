"""pyramid-qt-solve --par: "par" in the JSON and a shortest line as "solution"."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pyramid_qt.engine import Game, Move, Status, parse_position
from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.cli import main
from tests.solver.par.test_par import shortest_win

from .test_examples import SEED_003


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_par_and_a_shortest_line_in_the_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "endgame.txt"
    path.write_text(SEED_003, encoding="utf-8")
    code, out, _ = run([str(path), "--json", "--par"], capsys)
    assert code == 0
    data = json.loads(out)
    start = parse_position(SEED_003)
    assert data["par"] == shortest_win(start)
    game = Game(start)
    for text in data["solution"]:
        game.play(Move.parse(text))
    assert game.status is Status.WON
    assert game.moves == data["par"]


def test_whole_deal_par_line_is_shorter_than_the_solver_line(capsys: pytest.CaptureFixture[str]) -> None:
    _, plain, _ = run(["--deal", "1", "--rules", "W", "--json"], capsys)
    _, with_par, _ = run(["--deal", "1", "--rules", "W", "--json", "--par"], capsys)
    plain_data, par_data = json.loads(plain), json.loads(with_par)
    assert "par" not in plain_data
    assert par_data["par"] == len(par_data["solution"]) <= len(plain_data["solution"])
    position = Position.from_deal(DealCode(1, PRESETS["W"]).deal(), PRESETS["W"])
    game = Game(position)
    for text in par_data["solution"]:
        game.play(Move.parse(text))
    assert game.status is Status.WON and game.moves == par_data["par"]


def test_par_null_when_not_proven_in_the_time_limit(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from pyramid_qt.solver import par

    real = par.find_par

    def out_of_time(position: Position, *, time_limit: float | None = None, **kwargs: object) -> par.ParResult:
        assert time_limit is not None and time_limit <= 30  # the --time-limit is passed on
        return real(position, node_limit=50)

    monkeypatch.setattr(par, "find_par", out_of_time)
    code, out, _ = run(["--deal", "2", "--rules", "N", "--json", "--par", "--time-limit", "30"], capsys)
    data = json.loads(out)
    assert code == 0
    assert data["par"] is None
    assert data["verdict"] == "winnable" and data["solution"]  # the solver's own (not shortest) line


def test_par_null_for_a_lost_deal(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["--deal", "3", "--rules", "N", "--json", "--par"], capsys)
    assert code == 0
    assert json.loads(out)["par"] is None


def test_par_in_plain_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["--deal", "1", "--rules", "W", "--par"], capsys)
    assert code == 0
    assert "par: 43" in out


def test_par_refused_with_label(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["--label", "1-2", "--out", str(tmp_path / "x.txt"), "--par"], capsys)
    assert code == 2
    assert "--par" in err and len(err.strip().splitlines()) == 1
