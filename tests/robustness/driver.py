"""Drive the real application from outside its code, for the kill -9 test.

``python tests/robustness/driver.py play --seed N [--steps M] [--pace-ms P] [-- APP ARGS]`` starts the game through
``pyramid_qt.app.main`` itself (command line, settings, language, session, resume or deal: nothing rebuilt
here); only ``QApplication.exec`` is wrapped so that, once the event loop runs, a timer plays through the
window's tap controller: legal moves (mostly), undos and redos.  Before each step it prints
``step <n> <action>`` and, once the window has saved the game, ``saved <n> <json>`` where the JSON is the
engine's saved-game dictionary of the game at that moment.  After ``--steps`` it idles until killed.

``python tests/robustness/driver.py resume [-- APP ARGS]`` starts the application the same way, waits until the
window has resumed (or dealt) its game and done its after-first-frame work, prints ``resumed <json>`` and
``problems <json list of toast texts>``, then closes the window as the player would.

The product has no test hook for this: everything goes through the public window and controller.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _state(game: Any) -> str:
    from pyramid_qt.engine.savegame import game_to_dict

    document = game_to_dict(game)
    document.pop("elapsed_seconds")
    return json.dumps(document, sort_keys=True)


def _say(line: str) -> None:
    print(line, flush=True)


def _find_window() -> Any:
    from PySide6.QtWidgets import QApplication

    from pyramid_qt.ui.main_window import MainWindow

    return next(widget for widget in QApplication.topLevelWidgets() if isinstance(widget, MainWindow))


class Player:
    """Plays one step per timer tick through the window's controller, as taps would."""

    def __init__(self, seed: int, steps: int) -> None:
        self.rng = random.Random(seed)
        self.steps = steps
        self.done = 0

    def tick(self) -> None:
        window = _find_window()
        if not window.flow.has_game or window.first_frame_pending or self.done >= self.steps:
            return
        game = window.game
        roll = self.rng.random()
        if game.can_redo and roll < 0.08:
            action, run = "redo", window.flow.redo
        elif game.can_undo and (roll < 0.2 or game.is_over):
            action, run = "undo", window.flow.undo
        else:
            moves = game.legal_moves()
            removals = [move for move in moves if move.is_removal]
            move = self.rng.choice(removals or moves)
            action = str(move)
            controller = window.controller

            def run() -> None:
                if move.is_removal:
                    controller.tap_empty()  # no card left selected from an earlier step
                    for card in move.cards:
                        controller.tap_card(card)
                else:
                    controller.tap_stock()

        self.done += 1
        _say(f"step {self.done} {action}")
        before = (game.moves, game.undos)
        run()
        if (game.moves, game.undos) == before:
            raise SystemExit(f"driver: step {self.done} ({action}) did not play")
        _say(f"saved {self.done} {_state(window.game)}")


def _run_app(app_args: list[str], on_loop: Any) -> int:
    """``pyramid_qt.app.main`` with ``on_loop`` called once the event loop is running."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from pyramid_qt import app

    real_exec = QApplication.exec

    def exec_with_driver(*_args: object) -> int:
        QTimer.singleShot(0, on_loop)
        return real_exec()  # a static method in PySide6

    QApplication.exec = exec_with_driver  # type: ignore[method-assign]
    return app.main(app_args)


def play(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QTimer

    player = Player(args.seed, args.steps)
    timer_holder: list[QTimer] = []

    def start() -> None:
        timer = QTimer()
        timer.setInterval(args.pace_ms)
        timer.timeout.connect(player.tick)
        timer.start()
        timer_holder.append(timer)

    return _run_app(args.app_args, start)


def resume(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QTimer

    def report() -> None:
        window = _find_window()
        if not window.flow.has_game or window.first_frame_pending:
            QTimer.singleShot(10, report)
            return
        _say(f"resumed {_state(window.game)}")
        shown = [window.toast.text()] if window.toast.isVisible() else []
        _say(f"problems {json.dumps(shown)}")
        window.close()

    return _run_app(args.app_args, report)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="driver")
    sub = parser.add_subparsers(dest="mode", required=True)
    play_parser = sub.add_parser("play")
    play_parser.add_argument("--seed", type=int, default=1)
    play_parser.add_argument("--steps", type=int, default=10**6)
    play_parser.add_argument("--pace-ms", type=int, default=2)
    play_parser.add_argument("app_args", nargs="*")
    resume_parser = sub.add_parser("resume")
    resume_parser.add_argument("app_args", nargs="*")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    return play(args) if args.mode == "play" else resume(args)


if __name__ == "__main__":
    raise SystemExit(main())
