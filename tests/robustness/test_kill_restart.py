"""kill -9 in the middle of play, then a restart: the game comes back as last saved, the statistics are sound.

The real application runs in a subprocess (``driver.py play``: ``pyramid_qt.app.main`` with a timer playing
through the window's controller), its settings and data in this test's temporary XDG folders.  The test waits
for a given step to be saved, sends SIGKILL while the driver keeps playing, and reads everything it printed
before dying.  The saved game is written atomically, so the restarted application (``driver.py resume``) must
show either the last state the driver reported saved, or — when the kill landed during the next step — that
step's result; never anything else, never a damaged file.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import IO

import pytest

from pyramid_qt.engine import Move
from pyramid_qt.engine.savegame import game_from_dict, game_to_dict
from pyramid_qt.store import user_files as paths

DRIVER = Path(__file__).with_name("driver.py")
ROOT = DRIVER.parents[2]
START_SECONDS = 60  # a generous bound for a subprocess start on a busy machine (not a timing assertion)


def _driver(*args: str, stderr: IO[bytes] | int = subprocess.PIPE) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen(
        [sys.executable, str(DRIVER), *args],
        stdout=subprocess.PIPE,
        stderr=stderr,
        text=True,
        cwd=ROOT,
        env=env,
    )


def _state_after(saved: dict, action: str) -> dict:
    """The saved-game dictionary one driver step after ``saved``."""
    game, _elapsed = game_from_dict({**saved, "elapsed_seconds": 0.0})
    if action == "undo":
        game.undo()
    elif action == "redo":
        game.redo()
    else:
        game.play(Move.parse(action))
    state = game_to_dict(game)
    state.pop("elapsed_seconds")
    return state


def _play_and_kill(seed: int, kill_after: int, app_args: list[str]) -> tuple[dict, str | None]:
    """Run the driver, SIGKILL it once step ``kill_after`` is saved; return the last saved state and the
    action of a step that was under way at the kill (``None`` if none was)."""
    with tempfile.TemporaryFile() as errors:  # a file, never a pipe nobody reads while the driver plays
        process = _driver("play", "--seed", str(seed), "--pace-ms", "0", "--", *app_args, stderr=errors)
        assert process.stdout is not None
        lines: list[str] = []
        try:
            for line in process.stdout:
                lines.append(line.rstrip("\n"))
                if line.startswith(f"saved {kill_after} "):
                    break
            if process.poll() is not None:
                errors.seek(0)
                raise AssertionError(f"the driver stopped by itself: {errors.read().decode(errors='replace')}")
            time.sleep(random.Random(seed).uniform(0.0, 0.03))  # land anywhere in the next steps, saves included
            os.kill(process.pid, signal.SIGKILL)
            process.wait(START_SECONDS)
            lines += process.stdout.read().splitlines()
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
    assert process.returncode == -signal.SIGKILL
    saved_at = max(i for i, line in enumerate(lines) if line.startswith("saved ") and line.endswith("}"))
    number, text = lines[saved_at].split(" ", 2)[1:]
    assert int(number) >= kill_after
    pending = [line.split(" ", 2)[2] for line in lines[saved_at + 1 :] if line.startswith("step ")]
    return json.loads(text), (pending[0] if pending else None)


def _restart() -> tuple[dict, list[str]]:
    process = _driver("resume")
    out, err = process.communicate(timeout=START_SECONDS)
    assert process.returncode == 0, err
    lines = out.splitlines()
    resumed = next(line for line in lines if line.startswith("resumed "))
    problems = next(line for line in lines if line.startswith("problems "))
    return json.loads(resumed.split(" ", 1)[1]), json.loads(problems.split(" ", 1)[1])


@pytest.mark.parametrize(
    ("seed", "kill_after", "app_args"),
    [
        (1, 6, ["--deal", "77", "--rules", "W"]),
        (2, 23, ["--deal", "500", "--rules", "TD"]),
        (3, 14, []),  # a random deal chosen by the settings, as at a plain start
    ],
)
def test_kill_9_during_play_then_restart_restores_the_game(seed, kill_after, app_args):
    last_saved, under_way = _play_and_kill(seed, kill_after, app_args)
    possible = [last_saved] if under_way is None else [last_saved, _state_after(last_saved, under_way)]

    resumed, problems = _restart()

    assert resumed in possible  # position (start + played), moves and undos counters, undo and redo history
    assert problems == []  # nothing was damaged
    assert resumed["moves"] >= kill_after * 0.5  # the game in play, not a fresh deal
    assert not list(paths.data_dir().glob(".current-game.json.*.tmp"))  # no half-written save left over

    from pyramid_qt.store.saved_game import SavedGameStore
    from pyramid_qt.store.stats import StatsStore

    saved = SavedGameStore().load()
    assert saved is not None and saved.stats_game_id is not None
    with StatsStore() as stats:
        assert stats.integrity_ok()
        assert stats.unavailable is None and stats.recovered_from is None
        in_progress = [game for game in stats.games() if game.result == "in_progress"]
        assert [game.id for game in in_progress] == [saved.stats_game_id]
        row = in_progress[0]
        # The restarted window saved the resumed game on closing: its row has the resumed counters.
        assert (row.moves, row.undos) == (resumed["moves"], resumed["undos"])
        assert row.code == resumed["code"]
