"""What the desktop start-up does before its first frame: no cyclic GC until then, the cheap PySide6 scan, and
none of the slow parts (solver, statistics database) imported."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

PROBE = textwrap.dedent(
    """
    import gc, json, sys
    from pyramid_qt import app
    from pyramid_qt.ui import main_window

    original = main_window.MainWindow.after_first_frame
    seen = {}

    def after_first_frame(self):
        from pyramid_qt.qtcompat import feature_scan as qt_feature_scan

        feature = sys.modules[qt_feature_scan.FEATURE_MODULE]
        seen["gc_before"] = gc.isenabled()
        seen["fast_scan"] = hasattr(feature._mod_uses_pyside, "original")
        seen["slow_modules"] = sorted(
            name for name in sys.modules if name.startswith(("pyramid_qt.solver", "pyramid_qt.store.stats", "sqlite3"))
        )
        original(self)
        seen["gc_after"] = gc.isenabled()
        seen["frozen"] = gc.get_freeze_count() > 0
        self.close()

    main_window.MainWindow.after_first_frame = after_first_frame
    status = app.main([])
    seen["status"] = status
    seen["gc_at_exit"] = gc.isenabled()
    print(json.dumps(seen))
    """
)


def test_first_frame_comes_before_gc_and_slow_modules():
    result = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=REPO, capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    assert seen["gc_before"] is False  # paused for the whole start-up
    assert seen["gc_after"] is True and seen["frozen"] is True  # resumed, with start-up's objects frozen out
    assert seen["gc_at_exit"] is True
    assert seen["fast_scan"] is True
    assert seen["slow_modules"] == []
    assert seen["status"] == 0


def test_no_arguments_mean_what_the_parser_says():
    from pyramid_qt.app import build_parser, parse_args

    assert vars(parse_args([])) == vars(build_parser().parse_args([]))
    assert parse_args(["--lang", "id"]).lang == "id"
