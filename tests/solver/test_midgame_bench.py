"""The mid-game bench's positions (bench/solver_midgame.py): reached by legal moves, still in play, repeatable."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from bench.solver_midgame import FEWEST_MOVES, MOST_MOVES, midgame, midgames, show
from pyramid_qt.engine import Game, Status, format_position, parse_position


def test_positions_are_reached_by_legal_moves_and_still_in_play() -> None:
    for reached in midgames("W1D", 1, 2, seed=1):
        assert len(reached.moves) <= MOST_MOVES
        assert reached.ended or len(reached.moves) >= FEWEST_MOVES
        game = Game.from_code(reached.code)
        for move in reached.moves:
            assert game.refusal(move) is None, move
            game.play(move)
        assert game.position == reached.position
        assert reached.position.status is Status.PLAYING
        assert reached.position.pyramid_removed > 0  # a mid-game position, not the deal
        assert parse_position(format_position(reached.position)) == reached.position


def test_the_same_seed_gives_the_same_positions_and_another_seed_other_ones() -> None:
    first = list(midgames("W1D", 1, 2, seed=1))
    assert first == list(midgames("W1D", 1, 2, seed=1))
    assert first != list(midgames("W1D", 1, 2, seed=2))


def test_a_game_that_would_end_stops_on_the_position_before() -> None:
    reached = [midgame("W1D", number) for number in range(1, 21)]
    assert any(one.ended for one in reached)  # one-pass draw-three random games often end within 40 moves
    assert all(one.position.status is Status.PLAYING for one in reached)


def test_show_prints_the_position_text_to_search_again() -> None:
    reached = midgame("TD", 7)
    text = show("TD:7", seed=1)
    assert reached.code.text in text
    assert parse_position(text) == reached.position


def test_a_small_run_writes_each_positions_verdicts_and_moves(tmp_path: Path) -> None:
    out = tmp_path / "midgame.json"
    bench = Path(__file__).resolve().parents[2] / "bench" / "solver_midgame.py"
    command = [sys.executable, str(bench), "--families", "TD", "--deals", "2", "--json", str(out)]
    printed = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    assert "check TD" in printed and "hint  TD" in printed
    records = json.loads(out.read_text())["positions"]
    assert [record["deal"] for record in records] == [1, 2]
    for record in records:
        reached = midgame("TD", record["deal"])
        assert record["moves"] == [str(move) for move in reached.moves]
        assert record["check"]["verdict"] in ("winnable", "unwinnable")
        assert record["hint"]["verdict"] == record["check"]["verdict"]
        assert (record["hint"]["move"] is not None) == (record["check"]["verdict"] == "winnable")
