"""Render "Show me how" mid-play and the "Where did it go wrong?" review to PNG at 1280×800, in one language.

    python tools/assist_shots.py --lang id --out /tmp   # writes /tmp/demo_id.png and /tmp/review_id.png

Runs offscreen on throw-away data folders (the player's own files are never touched).  The demo plays deal
PY1-W-AAAAAAB at the normal animation speed and is photographed after six moves, with the status line telling how
to stop it; the review is of deal PY1-W-AAAAAAI lost by 7♣+6♣ after two moves of a winning line.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _wait(app: object, condition: object, seconds: float = 60.0) -> None:
    import time

    end = time.monotonic() + seconds
    while not condition() and time.monotonic() < end:  # type: ignore[operator]
        app.processEvents()  # type: ignore[attr-defined]
        time.sleep(0.01)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en", choices=("en", "id"))
    parser.add_argument("--out", type=Path, default=Path("/tmp"))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="assist-shots-") as folder:
        for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
            os.environ[name] = str(Path(folder) / name.lower())
        from PySide6.QtWidgets import QApplication

        app = QApplication([])
        from pyramid_qt import i18n, qtcompat
        from pyramid_qt.engine import DealCode, Move
        from pyramid_qt.engine.rules import PRESETS
        from pyramid_qt.services.session import GameSession
        from pyramid_qt.solver import solve
        from pyramid_qt.ui.board.speeds import Speed
        from pyramid_qt.ui.main_window import MainWindow

        qtcompat.apply()
        i18n.install_language(args.lang)
        args.out.mkdir(parents=True, exist_ok=True)

        w = MainWindow(speed=Speed.NORMAL, session=GameSession())
        w.resize(1280, 800)
        w.show()
        app.processEvents()
        w.flow.play_code(DealCode(1, PRESETS["W"]))
        _wait(app, lambda: not w.scene.is_animating())
        w.actions_.show_me_how.trigger()
        _wait(app, lambda: w.assist.demo is not None and w.assist.demo.played >= 6)
        _wait(app, lambda: not w.scene.is_animating(), 3.0)
        w.grab().save(str(args.out / f"demo_{args.lang}.png"))
        w.assist.stop_demo()

        w.scene.speed = Speed.OFF
        w.flow.play_code(DealCode(8, PRESETS["W"]))
        for move in solve(w.game.position).solution[:2]:
            w.adapter.play(move)
        w.adapter.play(Move.parse("7C+6C"))
        for _ in range(3):
            moves = w.game.legal_moves()
            if moves:
                w.adapter.play(moves[0])
        w.actions_.review.trigger()
        _wait(app, lambda: w.assist.review is not None and not w.assist.runner.busy)
        app.processEvents()
        w.grab().save(str(args.out / f"review_{args.lang}.png"))
        w.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
