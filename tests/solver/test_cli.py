"""pyramid-qt-solve: input forms, JSON shape, batch labelling with resume, and bad input."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from pyramid_qt.engine import Game, Move, Status, parse_position
from pyramid_qt.solver.batch import read_progress
from pyramid_qt.solver.cli import main
from pyramid_qt.solver.result import Verdict

from .test_examples import SEED_003


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_json_for_a_position_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "endgame.txt"
    path.write_text(SEED_003, encoding="utf-8")
    code, out, _ = run([str(path), "--json"], capsys)
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"verdict", "solution", "best_removed", "best_exact", "stopped_by", "nodes", "seconds"}
    assert data["verdict"] == "winnable"
    assert data["best_removed"] == 28 and data["best_exact"] is True and data["stopped_by"] is None
    assert isinstance(data["nodes"], int) and isinstance(data["seconds"], float)
    game = Game(parse_position(SEED_003))
    for text in data["solution"]:
        game.play(Move.parse(text))
    assert game.status is Status.WON


def test_stdin_position(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    lost = parse_position(SEED_003).apply(Move.parse("5H+8C"))
    from pyramid_qt.engine import format_position

    monkeypatch.setattr(sys, "stdin", io.StringIO(format_position(lost)))
    code, out, _ = run(["-", "--json"], capsys)
    assert code == 0
    assert json.loads(out)["verdict"] == "unwinnable"
    assert json.loads(out)["solution"] == []


def test_json_and_text_say_when_the_best_count_is_only_a_lower_bound(capsys: pytest.CaptureFixture[str]) -> None:
    """W1 deal 16's best count takes about 9 MiB: with 4 it is only the most the search saw, and both outputs say
    so and which limit stopped it (the JSON said best_removed alone)."""
    from pyramid_qt.solver import solve
    from pyramid_qt.solver.cli import _print_text, result_json
    from tests.helpers.engine import dealt

    start = dealt("W1", 16)
    stopped = solve(start, memory_limit=4 << 20)
    data = json.loads(json.dumps(result_json(stopped)))
    assert data["verdict"] == "unwinnable" and data["best_exact"] is False and data["stopped_by"] == "memory"
    _print_text(stopped)
    text = capsys.readouterr().out
    assert f"best removed: {stopped.best_removed} (at least: the memory limit stopped the search for more)" in text
    _, out, _ = run(["--deal", "16", "--rules", "W1", "--json"], capsys)
    whole = json.loads(out)
    assert whole["best_exact"] is True and whole["stopped_by"] is None
    assert whole["best_removed"] >= stopped.best_removed


def test_code_and_deal_inputs_agree(capsys: pytest.CaptureFixture[str]) -> None:
    _, by_code, _ = run(["--code", "PY1-N-AAAAAAS", "--json"], capsys)
    _, by_deal, _ = run(["--deal", "18", "--rules", "N", "--json"], capsys)
    assert json.loads(by_code)["verdict"] == json.loads(by_deal)["verdict"] != "unknown"
    assert json.loads(by_code)["solution"] == json.loads(by_deal)["solution"]


def test_plain_text_output(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["--deal", "1", "--rules", "W"], capsys)
    assert code == 0
    assert out.startswith("verdict: ")


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--code", "PY2-N-AAAAAAS"], "bad deal code"),
        (["--deal", "5", "--rules", "Q"], "bad --rules"),
        (["--deal", "-3"], "argument --deal: a deal number"),
        ([], "exactly one"),
        (["--deal", "5", "--code", "PY1-N-AAAAAAB"], "exactly one"),
        (["/no/such/file.txt"], "cannot read"),
        (["--label", "5-2", "--out", "x.txt"], "--label"),
        (["--label", "1-5"], "--out"),
    ],
)
def test_bad_input_exits_2(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(argv, capsys)
    assert code == 2
    assert message in err


def test_bad_position_text_names_the_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.txt"
    path.write_text("rules: N\npyramid:\nZZ\n", encoding="utf-8")
    code, _, err = run([str(path)], capsys)
    assert code == 2
    assert "line 3" in err


def test_label_range_is_resumable(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "labels.txt"
    assert run(["--label", "1-3", "--rules", "N", "--jobs", "1", "--out", str(out)], capsys)[0] == 0
    first = read_progress(out)
    assert sorted(first) == [1, 2, 3]
    assert run(["--label", "1-5", "--rules", "N", "--jobs", "1", "--out", str(out)], capsys)[0] == 0
    lines = [line for line in out.read_text().splitlines() if not line.startswith("#")]
    assert len(lines) == 5  # deals 1-3 were not labelled again
    results = read_progress(out)
    assert sorted(results) == [1, 2, 3, 4, 5]
    assert all(verdict is not Verdict.UNKNOWN for verdict in results.values())


def test_a_code_of_another_game_is_solved_as_that_game(capsys: pytest.CaptureFixture[str]) -> None:
    """``--code PY1-GIZA-…`` solved Pyramid's deal of the same number ("unwinnable, best 4")."""
    from pyramid_qt.engine import DealCode

    code, out, _ = run(["--code", "PY1-GIZA-N-AAAAAAB", "--json"], capsys)
    assert code == 0
    data = json.loads(out)
    assert data["verdict"] == "winnable" and data["best_removed"] == 52
    game = Game.from_code(DealCode.parse("PY1-GIZA-N-AAAAAAB"))
    for text in data["solution"]:
        game.play(Move.parse(text))
    assert game.status is Status.WON
