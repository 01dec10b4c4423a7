"""What the desktop start-up does before its first frame: no cyclic GC until then, and nothing behind the declared
boundaries (pyramid_qt/lazy.py) imported: no solver beyond its verdicts, no SQLite statistics, no QtSvg, no
QtNetwork, no dialog (nor QMessageBox), nor QAccessible, nor the assistant, the solver's questions or their worker,
the choice of a new deal, the end panel's content or the reading of KDE decks (the built-in deck here); nor the
system libraries' reader (only when Qt's platform plugin failed), nor the socket module (only when a copy's peer is
checked); nor the catalogue's reader and the settings' reader without Qt (the window reads both through Qt: once)."""

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

    SLOW = (
        "pyramid_qt.solver.", "pyramid_qt.store.stats", "sqlite3", "PySide6.QtSvg", "PySide6.QtNetwork",
        "pyramid_qt.ui.dialogs.", "pyramid_qt.ui.assist", "pyramid_qt.ui.solver_questions",
        "pyramid_qt.ui.window_dialogs", "pyramid_qt.system_libraries", "socket", "pyramid_qt.ui.solver_jobs",
        "pyramid_qt.services.deal_choice", "pyramid_qt.ui.end_panel", "pyramid_qt.ui.decks.",
        "pyramid_qt.translation.", "pyramid_qt.qt_libraries",
    )
    # Small modules behind those names that the first frame needs: the verdicts, the notice of an exception that
    # escaped a slot (installed with the window), the markers of the rule options' texts.  The question before a
    # game is left (dialogs.confirm) waits.
    ON_THE_FIRST_FRAME = (
        "pyramid_qt.solver.result", "pyramid_qt.ui.dialogs.error_notice", "pyramid_qt.translation.marker"
    )
    # Qt classes for later: PySide6 (6.6 on) builds a class, with its enums, when it is first read from its module.
    LATER_QT_CLASSES = ("QMessageBox",)
    LATER_QT_GUI_CLASSES = ("QAccessible",)  # no assistive tool listens: the window's accessibility waits too
    from PySide6 import QtGui, QtWidgets
    from pyramid_qt.ui import main_window

    builds_on_first_read = not any(name in vars(QtWidgets) for name in LATER_QT_CLASSES)

    original = main_window.MainWindow.after_first_frame
    seen = {}

    def after_first_frame(self):
        seen["gc_before"] = gc.isenabled()
        seen["slow_modules"] = sorted(
            name
            for name in sys.modules
            if name.startswith(SLOW) and name not in ON_THE_FIRST_FRAME
        )
        built = vars(QtWidgets) if builds_on_first_read else {}
        seen["later_qt_classes"] = [name for name in LATER_QT_CLASSES if name in built]
        built_gui = vars(QtGui) if builds_on_first_read else {}
        seen["later_qt_classes"] += [name for name in LATER_QT_GUI_CLASSES if name in built_gui]
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
    assert seen["slow_modules"] == []
    assert seen["later_qt_classes"] == []
    assert seen["status"] == 0


def test_no_arguments_mean_what_the_parser_says():
    from pyramid_qt.command_line import build_parser, parse_args

    assert vars(parse_args([])) == vars(build_parser().parse_args([]))
    assert parse_args(["--lang", "id"]).lang == "id"


NAMED_DEAL_PROBE = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtCore import QTimer
    from pyramid_qt import app
    from pyramid_qt.engine import DRAW, DealCode, Game
    from pyramid_qt.services.session import GameSession
    from pyramid_qt.store.saved_game import GameExtras
    from pyramid_qt.ui import main_window
    from pyramid_qt.ui.dialogs import confirm

    saved = Game.from_code(DealCode(77))
    saved.play(DRAW)
    GameSession().save(saved, 12.0, GameExtras())  # a game in progress, saved by an earlier run

    asked = []
    answer = sys.argv[1] == "yes"
    confirm.confirm_discard = lambda kind, settings, parent, practice=False: asked.append(kind.name) or answer
    original = main_window.MainWindow.after_first_frame

    def after_first_frame(self):
        original(self)

        def report():
            print(json.dumps({"code": self.game.code.text, "moves": self.game.moves, "asked": asked}))
            self.close()

        QTimer.singleShot(200, report)

    main_window.MainWindow.after_first_frame = after_first_frame
    sys.exit(app.main(["PY1-N-AAAAAAF"]))
    """
)


def _start_with_a_named_deal(tmp_path: Path, answer: str) -> dict:
    import os

    env = dict(os.environ)
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR"):
        env[name] = str(tmp_path / name.lower())
    result = subprocess.run(
        [sys.executable, "-c", NAMED_DEAL_PROBE, answer],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_a_deal_named_at_start_up_asks_before_the_saved_game_in_progress_is_left(tmp_path):
    """pyramid-qt CODE must not replace a saved game in progress without a word."""
    kept = _start_with_a_named_deal(tmp_path / "no", "no")
    assert kept == {"code": "PY1-N-AAAAACZ", "moves": 1, "asked": ["NEW_GAME"]}  # deal 77, as saved
    left = _start_with_a_named_deal(tmp_path / "yes", "yes")
    assert left == {"code": "PY1-N-AAAAAAF", "moves": 0, "asked": ["NEW_GAME"]}
