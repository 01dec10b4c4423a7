"""The window's accessibility is switched on at its first frame, not before (PySide6 builds ``QAccessible`` and its
enums when first read: start-up time), and a screen reader finds the whole board however early or late it comes:
one that read the window before its first frame (its bridge woke as the window was shown) was given Qt's own
interface of the card table, without the cards, which the first frame renews; one that comes later gets the board's
interfaces at once.  Each case in a fresh process: the factory is installed once per process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]

PROBE = textwrap.dedent(
    """
    import json, sys
    from PySide6 import QtGui
    from PySide6.QtWidgets import QApplication
    from pyramid_qt.ui.board.card_item import CardItem
    from pyramid_qt.ui.board.speeds import Speed
    from pyramid_qt.ui.main_window import MainWindow

    WHEN = sys.argv[1]  # when the screen reader comes: "before" the first frame, or "after" it
    app = QApplication([])
    window = MainWindow(speed=Speed.OFF)
    window.flow.new_random_game()
    seen = {"built_before_show": "QAccessible" in vars(QtGui)}

    def cards_read():
        accessible = QtGui.QAccessible
        board = accessible.queryAccessibleInterface(window.view)
        found, waiting = 0, [board]
        while waiting:
            interface = waiting.pop()
            found += isinstance(interface.object(), CardItem)
            waiting.extend(interface.child(i) for i in range(interface.childCount()))
        return found

    if WHEN == "before":
        QtGui.QAccessible.setActive(True)
        window.show()
        seen["before_first_frame"] = cards_read()  # Qt's own interface: the factory is not there yet
    else:
        window.show()
    while window.first_frame_pending:
        app.processEvents()
    app.processEvents()
    if WHEN == "after":
        QtGui.QAccessible.setActive(True)
    seen["after_first_frame"] = cards_read()
    print(json.dumps(seen))
    window.hide()
    """
)


def _run(when: str) -> dict[str, int]:
    result = subprocess.run(
        [sys.executable, "-c", PROBE, when],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={**_environment(), "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == 0, result.stderr
    seen: dict[str, int] = json.loads(result.stdout.strip().splitlines()[-1])
    return seen


def _environment() -> dict[str, str]:
    """Not accessible from the start, whatever the caller's environment says."""
    return {name: value for name, value in os.environ.items() if name != "QT_LINUX_ACCESSIBILITY_ALWAYS_ON"}


def test_a_screen_reader_that_came_before_the_first_frame_finds_the_cards_from_it_on():
    seen = _run("before")
    assert seen["built_before_show"] is False  # nothing of Qt's accessibility built with the window
    assert seen["before_first_frame"] == 0
    assert seen["after_first_frame"] >= 28  # the pyramid's cards at least


def test_a_screen_reader_that_comes_later_finds_the_cards():
    seen = _run("after")
    assert seen["built_before_show"] is False
    assert seen["after_first_frame"] >= 28
