"""The position format is described in a document that ships with the game, and both command lines point there
(a pointer to a document players do not have would help nobody)."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from pyramid_qt.engine import Card, DealCode, Game, Move, format_position, parse_position
from pyramid_qt.shipped_files import position_format_file

ROOT = Path(__file__).resolve().parents[1]


def example() -> str:
    text = position_format_file().read_text(encoding="utf-8")
    return text.split("## Example", 1)[1].split("```", 2)[1].lstrip("\n")


def test_the_example_is_the_position_it_describes() -> None:
    """The deal PY1-N-AAAAAAB after its two Kings, the pair 5♦ + 8♣ and five draws, as the game writes it."""
    game = Game.from_code(DealCode.parse("PY1-N-AAAAAAB"))
    game.play(Move.king(Card.parse("KS")))
    game.play(Move.king(Card.parse("KD")))
    game.play(Move.pair(Card.parse("5D"), Card.parse("8C")))
    for _ in range(5):
        game.draw()
    assert example() == format_position(game.position)
    assert parse_position(example()) == game.position


def test_the_document_is_shipped_and_named_by_both_command_lines(qapp: object, restore_language: None) -> None:
    from pyramid_qt.command_line import build_parser
    from pyramid_qt.solver.cli import main as solve_main

    assert position_format_file().is_file()
    assert position_format_file().parent.name == "docs"
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        solve_main(["--help"])
    solver_help = " ".join(out.getvalue().split())
    assert "position-format.md" in solver_help
    assert "SPEC" not in solver_help
    assert "position-format.md" in " ".join(build_parser().format_help().split())
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "(docs/position-format.md)" in readme
    packaged = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'"pyramid_qt\.docs" = \["\*\.md"\]', packaged)


def test_both_helps_keep_the_document_path_whole_at_any_width(
    qapp: object, restore_language: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """argparse broke the path after its hyphen where it reached the terminal's edge ("…/docs/position-" and
    "format.md" on two lines); every terminal width, from narrow to wide, puts some path there."""
    from pyramid_qt.command_line import build_parser
    from pyramid_qt.solver.cli import main as solve_main

    path = str(position_format_file())
    for columns in range(40, 161):
        monkeypatch.setenv("COLUMNS", str(columns))
        out = io.StringIO()
        with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
            solve_main(["--help"])
        assert path in out.getvalue(), columns
        assert path in build_parser().format_help(), columns
