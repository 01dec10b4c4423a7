"""The board's accessible interfaces live as long as Qt's accessibility cache holds them: PySide6 6.8 and 6.9 deleted
one as soon as Python let go of it, and the application crashed at exit (``QAccessibleCache::deleteInterface``)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import shiboken6
from PySide6.QtGui import QAccessible

from pyramid_qt.engine import Card
from pyramid_qt.ui.accessibility import window as accessibility_window

REPO = Path(__file__).resolve().parents[3]

_ASKED_THEN_QUIT = textwrap.dedent(
    """
    import gc
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from pyramid_qt.ui.main_window import MainWindow
    window = MainWindow()
    window.flow.new_random_game()
    window.show()
    app.processEvents()
    for item in list(window.scene.cards.values())[:5]:
        QAccessible.queryAccessibleInterface(item)  # as a screen reader asks: the interface goes to Qt's cache
    QAccessible.queryAccessibleInterface(window.view)
    window.announcer.say("news")
    window.announcer.flush()
    QAccessible.queryAccessibleInterface(window.announcer.news)  # the notification, the end panel: ours too
    QAccessible.queryAccessibleInterface(window.end_panel)
    gc.collect()
    window.close()
    window.deleteLater()  # as a test's window goes (the player's goes with the application)
    app.processEvents()
    print("closed", flush=True)
    """
)


def test_a_window_whose_cards_were_asked_for_quits_cleanly():
    """Without the interfaces kept, PySide6 6.8/6.9 (the oldest the project allows) end this with SIGSEGV."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run(
        [sys.executable, "-c", _ASKED_THEN_QUIT], cwd=REPO, env=env, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0 and run.stdout.strip() == "closed", run.stderr[-800:]


def test_an_interface_outlives_python_s_references(window, qtbot):
    card = Card.parse("KD")
    item = window.scene.cards[card]
    interface = QAccessible.queryAccessibleInterface(item)
    assert interface is not None and interface.text(QAccessible.Text.Name)
    kept = [handed for handed in accessibility_window._handed_to_qt if shiboken6.isValid(handed)]
    assert any(handed.object() is item for handed in kept)  # Qt's cache holds it: so does Python
    del interface, kept
    assert QAccessible.queryAccessibleInterface(item).text(QAccessible.Text.Name)  # still usable, not freed


def test_the_notification_and_panel_interfaces_are_kept_too(window, qtbot):
    window.announcer.say("King of diamonds removed")
    window.announcer.flush()
    for target in (window.announcer.news, window.end_panel):
        interface = QAccessible.queryAccessibleInterface(target)
        assert interface is not None
        kept = [handed for handed in accessibility_window._handed_to_qt if shiboken6.isValid(handed)]
        assert any(handed.object() is target for handed in kept)
