"""Photograph every dialog and every panel over the board, in English and Indonesian, and compare two such sets
pixel by pixel: a refactoring of the window's parts must leave every picture as it was.

    python tools/panel_shots.py shoot --out /tmp/before       # on the old code
    python tools/panel_shots.py shoot --out /tmp/after        # on the new code
    python tools/panel_shots.py compare /tmp/before /tmp/after

Kept as a tool run by hand rather than a test against stored pictures: the pixels depend on the Qt version and the
fonts installed, so a stored baseline would fail on another machine for no fault of the code.  Runs offscreen on
throw-away data folders (the player's own files are never touched), with a clock that never moves (the counters
show 0:00), the animations off and the window at a fixed size.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

WINDOW_SIZE = (1280, 800)
LANGUAGES = ("en", "id")


def _wait(app: Any, condition: Callable[[], bool], seconds: float = 60.0) -> None:
    end = time.monotonic() + seconds
    while not condition() and time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)
    app.processEvents()


def _shoot_language(app: Any, lang: str, out: Path, work: Path) -> list[str]:
    from PySide6.QtWidgets import QWidget

    from pyramid_qt import i18n
    from pyramid_qt.engine import DealCode, Move
    from pyramid_qt.engine.rules import PRESETS, RuleSet
    from pyramid_qt.services.session import GameSession
    from pyramid_qt.solver import solve
    from pyramid_qt.store.settings import Settings
    from pyramid_qt.store.stats import LOST
    from pyramid_qt.ui.board.speeds import Speed
    from pyramid_qt.ui.dialogs.confirm import build_box
    from pyramid_qt.ui.dialogs.help import HelpDialog
    from pyramid_qt.ui.dialogs.new_game import NewGameDialog
    from pyramid_qt.ui.dialogs.preferences import PreferencesDialog
    from pyramid_qt.ui.dialogs.statistics import StatisticsDialog
    from pyramid_qt.ui.game_clock import GameClock
    from pyramid_qt.ui.main_window import MainWindow
    from pyramid_qt.ui.ports import Discard
    from tools.stats_fixtures import Played, many_games, scripted_store

    i18n.install_language(lang)
    written: list[str] = []

    def save(widget: QWidget, name: str) -> None:
        # Some widgets settle after a moment (a list filled by a worker): the picture once two grabs agree.
        picture = widget.grab().toImage()
        for _ in range(50):
            _wait(app, lambda: False, 0.05)
            again = widget.grab().toImage()
            if again == picture:
                break
            picture = again
        picture.save(str(out / f"{name}_{lang}.png"))
        written.append(f"{name}_{lang}.png")

    def show(widget: QWidget, name: str, size: tuple[int, int] | None = None) -> None:
        widget.show()
        app.processEvents()
        if size is None:
            widget.adjustSize()
        else:
            widget.resize(*size)
        save(widget, name)
        widget.close()

    settings = Settings(work / f"{lang}.ini")
    settings.set_rules(RuleSet.from_field("W1"))
    prefs = PreferencesDialog(settings)
    show(prefs, "preferences")
    games = many_games(44, "N") + many_games(9, "W1") + [Played(5, "T", LOST, 300, 60, 12)]
    store = scripted_store(work / f"statistics-{lang}.sqlite3", games)
    show(StatisticsDialog(store, current_rules_field="N"), "statistics", (900, 640))
    store.close()
    show(NewGameDialog(PRESETS["W"], rated=True, difficulty="easy"), "new_game")
    show(HelpDialog(lambda: []), "help", (800, 600))
    for kind in Discard:
        show(build_box(kind, None, practice=False), f"confirm_{kind.value}")
    show(build_box(Discard.NEW_GAME, None, practice=True), "confirm_practice")

    window = MainWindow(speed=Speed.OFF, session=GameSession(), clock=GameClock(now=lambda: 0.0))
    window.resize(*WINDOW_SIZE)
    window.show()
    app.processEvents()
    window.flow.play_code(DealCode(8, PRESETS["W"]))
    app.processEvents()
    save(window, "window")
    window.panels.show_toast("Toast")
    save(window.panels.toast, "toast")

    window.actions_.check.trigger()
    _wait(app, lambda: not window.questions.runner.busy)
    save(window.check_panel, "check_winnable")

    for move in solve(window.game.position).solution[:2]:
        window.adapter.play(move)
    window.adapter.play(Move.parse("7C+6C"))
    for _ in range(3):
        moves = window.game.legal_moves()
        if moves:
            window.adapter.play(moves[0])
    window.actions_.check.trigger()
    _wait(app, lambda: not window.questions.runner.busy)
    save(window.check_panel, "check_lost")
    window.actions_.review.trigger()
    _wait(app, lambda: window.assist.review is not None and not window.assist.runner.busy)
    save(window.check_panel, "review")
    window.check_panel.hide()
    window.assist.dead_end._show()  # the notice as it reads, without playing a dead end to its proof
    save(window.check_panel, "dead_end")
    window.check_panel.hide()

    window.flow.play_code(DealCode(8, PRESETS["W"]))
    for move in solve(window.game.position).solution:
        window.adapter.play(move)
    _wait(app, lambda: window.end_panel.isVisible() and "…" not in window.end_panel.body.text(), 120.0)
    save(window.end_panel, "end_won")
    window.flow.play_code(DealCode(8, PRESETS["W"]))
    window.adapter.end_game()
    app.processEvents()
    save(window.end_panel, "end_lost")
    window.close()
    return written


def shoot(out: Path) -> int:
    with tempfile.TemporaryDirectory(prefix="panel-shots-") as folder:
        for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
            os.environ[name] = str(Path(folder) / name.lower())
        from PySide6.QtWidgets import QApplication

        from pyramid_qt import qtcompat

        qtcompat.apply()
        app = QApplication([])
        out.mkdir(parents=True, exist_ok=True)
        for lang in LANGUAGES:
            for name in _shoot_language(app, lang, out, Path(folder)):
                print(out / name)
    return 0


def compare(before: Path, after: Path) -> int:
    """Every picture of ``before`` against its namesake in ``after``: the count of pixels that differ (a picture
    missing or of another size counts as different)."""
    from PySide6.QtGui import QImage

    differ = 0
    names = sorted({path.name for path in before.glob("*.png")} | {path.name for path in after.glob("*.png")})
    for name in names:
        old, new = QImage(str(before / name)), QImage(str(after / name))
        if old.isNull() or new.isNull() or old.size() != new.size():
            print(f"{name}: missing or resized ({old.size().toTuple()} -> {new.size().toTuple()})")
            differ += 1
            continue
        old = old.convertToFormat(QImage.Format.Format_ARGB32)
        new = new.convertToFormat(QImage.Format.Format_ARGB32)
        pixels = 0
        if old != new:
            pixels = sum(old.pixel(x, y) != new.pixel(x, y) for y in range(old.height()) for x in range(old.width()))
        print(f"{name}: {'same' if pixels == 0 else f'{pixels} pixels differ'}")
        differ += pixels > 0
    print(f"{len(names)} pictures, {differ} differ")
    return 1 if differ else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    shoot_parser = commands.add_parser("shoot", help="photograph every dialog and panel in both languages")
    shoot_parser.add_argument("--out", type=Path, required=True)
    compare_parser = commands.add_parser("compare", help="compare two folders of pictures pixel by pixel")
    compare_parser.add_argument("before", type=Path)
    compare_parser.add_argument("after", type=Path)
    args = parser.parse_args()
    if args.command == "shoot":
        return shoot(args.out)
    return compare(args.before, args.after)


if __name__ == "__main__":
    sys.exit(main())
