"""Board resize bench: time to re-lay out the board and re-render the card pixmaps at a new card width.

Every step changes the card width, so each one re-renders the face-up cards at width × device pixel ratio (the
view never scales).  Prints the median and worst step; offscreen by default.

    python bench/board_resize.py            # 40 steps
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=40)
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    from pyramid_qt.engine import DealCode
    from pyramid_qt.ui.board.speeds import Speed
    from pyramid_qt.ui.main_window import MainWindow

    app = QApplication([sys.argv[0]])
    window = MainWindow(speed=Speed.OFF)
    window.resize(1000, 700)
    window.show()
    window.flow.play_code(DealCode(7))
    app.processEvents()
    steps = []
    for i in range(args.steps):
        start = time.perf_counter()
        window.resize(900 + 17 * i, 640 + 11 * i)
        app.processEvents()
        window.view.viewport().repaint()
        steps.append(time.perf_counter() - start)
    print(
        f"resize + re-render + repaint, {args.steps} steps: median {statistics.median(steps) * 1000:.1f} ms, "
        f"worst {max(steps) * 1000:.1f} ms (card width now {window.scene.unit:.0f} px)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
