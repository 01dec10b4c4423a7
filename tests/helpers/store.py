"""Shared builders for the store tests: a game with history, and child processes that run store code."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.game import Game

REPO_ROOT = Path(__file__).resolve().parents[2]


def game_with_history(played: int = 6, undone: int = 2) -> Game:
    """Deal 18 under N rules, play ``played`` legal moves (removals first), then undo ``undone`` of them."""
    game = Game.from_code(DealCode(18))
    for _ in range(played):
        moves = game.legal_moves()
        removals = [move for move in moves if move.is_removal]
        game.play((removals or moves)[0])
    for _ in range(undone):
        game.undo()
    return game


def spawn_python(code: str, *, env: dict[str, str] | None = None, stdin: int | None = None) -> subprocess.Popen[str]:
    """Start ``python -c code`` with the repository importable; its stdout is a line-buffered pipe (``stdin``:
    ``subprocess.PIPE`` to talk to it)."""
    child_env = dict(os.environ if env is None else env)
    child_env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO_ROOT), child_env.get("PYTHONPATH")]))
    child_env["PYTHONUNBUFFERED"] = "1"
    return subprocess.Popen(
        [sys.executable, "-c", code],
        cwd=REPO_ROOT,
        stdin=stdin,
        env=child_env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def read_marker_lines(child: subprocess.Popen[str], count: int) -> list[str]:
    """Block until the child has printed ``count`` lines (it prints one per committed write)."""
    assert child.stdout is not None
    lines: list[str] = []
    while len(lines) < count:
        line = child.stdout.readline()
        if not line:
            child.wait()
            assert child.stderr is not None
            raise AssertionError(f"child exited early ({child.returncode}): {child.stderr.read()}")
        lines.append(line.strip())
    return lines
