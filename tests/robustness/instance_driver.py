"""Run the real application (``pyramid_qt.app.main``) for the single-instance tests, reporting on stdout.

``python tests/robustness/instance_driver.py [APP ARGS]`` prints ``listening`` once the first window takes
requests from later copies, ``playing <code>`` whenever a deal is put on the board, ``won <n>`` / ``lost <n>`` when
the session records a result (n: the results recorded so far) and ``state <json>`` on request.  Commands on stdin:
``state``, ``win`` (put a one-move game on the board and play its winning move through the controller), ``quit``
(close the window as the player does).  Nothing in the product is changed: the hooks wrap public methods.
"""

from __future__ import annotations

import json
import os
import select
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer  # noqa: E402

from pyramid_qt import app, single_instance  # noqa: E402
from pyramid_qt.engine import DealCode, DealLabel, Game, parse_position  # noqa: E402
from pyramid_qt.engine.result import NewRecord  # noqa: E402
from pyramid_qt.services import session as session_module  # noqa: E402
from pyramid_qt.store.saved_game import GameExtras  # noqa: E402
from pyramid_qt.ui import game_flow  # noqa: E402

RESULTS: list[str] = []


def say(line: str) -> None:
    print(line, flush=True)


def one_move_win() -> Game:
    rows = ["KD", *(" ".join(["--"] * n) for n in range(2, 8))]
    lines = ["# pyramid position v1", "rules: N", "pyramid:", *rows, "stock: 2C", "waste: 3D", "pass: 1"]
    return Game(parse_position("\n".join(lines)), None)


def commands(window: object) -> None:
    while select.select([sys.stdin], [], [], 0)[0]:
        line = sys.stdin.readline().strip()
        if line in ("quit", ""):
            window.close()  # type: ignore[attr-defined]
            return
        if line == "state":
            game = window.flow.game  # type: ignore[attr-defined]
            say("state " + json.dumps({"code": None if game.code is None else game.code.text, "moves": game.moves}))
        elif line == "win":
            window.flow.start_game(one_move_win(), None)  # type: ignore[attr-defined]
            controller = window.controller  # type: ignore[attr-defined]
            move = next(move for move in window.flow.game.legal_moves() if move.is_removal)  # type: ignore[attr-defined]
            controller.tap_empty()
            for card in move.cards:
                controller.tap_card(card)


original_listen = single_instance.InstanceLock.listen


def listen(self: single_instance.InstanceLock, on_request: object, parent: object) -> bool:
    listening = original_listen(self, on_request, parent)  # type: ignore[arg-type]
    say("listening" if listening else "not-listening")
    timer = QTimer(parent)  # type: ignore[arg-type]
    timer.timeout.connect(lambda: commands(parent))
    timer.start(50)
    return listening


original_play = game_flow.GameFlow.play_code


def play_code(self: game_flow.GameFlow, code: DealCode, label: DealLabel | None = None) -> None:
    original_play(self, code, label)
    say(f"playing {code.text}")


original_ended = session_module.GameSession.ended


def ended(self: session_module.GameSession, game: Game, elapsed: float, extras: GameExtras) -> list[NewRecord]:
    beaten = original_ended(self, game, elapsed, extras)
    RESULTS.append(game.status.name.lower())
    say(f"{RESULTS[-1]} {len(RESULTS)}")
    return beaten


single_instance.InstanceLock.listen = listen  # type: ignore[method-assign]
game_flow.GameFlow.play_code = play_code  # type: ignore[method-assign]
session_module.GameSession.ended = ended  # type: ignore[method-assign]
sys.exit(app.main(sys.argv[1:]))
