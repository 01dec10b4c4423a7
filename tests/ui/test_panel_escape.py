"""Escape closes the "Can I still win?" and "Where did it go wrong?" panels (their Close or Cancel button), wherever
the focus is in the window, and leaves a panel without such a button alone."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from pyramid_qt.services import solver_bridge
from pyramid_qt.solver import Verdict
from pyramid_qt.ui.over_board.overlay_panel import OverlayPanel


def press_escape(qtbot, widget: QWidget) -> None:
    """Escape as the player presses it: in the active window (window shortcuts need one), to the focused widget."""
    with qtbot.waitActive(widget.window()):
        widget.window().activateWindow()
    qtbot.keyClick(widget, Qt.Key.Key_Escape)


def test_escape_closes_the_answer_of_the_check(window, qtbot, monkeypatch):
    monkeypatch.setattr(solver_bridge, "verdict", lambda position, cancel, time_limit=0: Verdict.WINNABLE)
    with qtbot.waitSignal(window.runner.finished, timeout=10000):
        window.actions_.check.trigger()
    panel = window.check_panel
    assert panel.isVisible()
    press_escape(qtbot, window.view)
    assert not panel.isVisible()


def test_escape_cancels_a_check_still_searching(window, qtbot, monkeypatch):
    started = threading.Event()

    def verdict(position, cancel, time_limit=0):
        started.set()
        while not cancel.is_set():  # the window's stop flag, polled as the solver polls it
            threading.Event().wait(0.01)
        return Verdict.UNKNOWN

    monkeypatch.setattr(solver_bridge, "verdict", verdict)
    window.actions_.check.trigger()
    qtbot.waitUntil(started.is_set, timeout=10000)
    assert window.check_panel.isVisible() and window.runner.busy
    press_escape(qtbot, window.view)
    assert not window.check_panel.isVisible()
    assert not window.runner.busy  # cancelled: the search's stop flag is set, its answer will be dropped
    assert window.runner.wait(10000)


def test_escape_closes_the_review_with_the_focus_on_its_button(window, qtbot):
    window.assist.reviews.answer = None
    window.assist.reviews.fill_panel()
    panel = window.check_panel
    assert panel.isVisible()
    close = panel._actions[-1]
    close.setFocus()
    press_escape(qtbot, close)
    assert not panel.isVisible()


def test_a_panel_without_a_close_button_keeps_escape_for_others(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(800, 600)
    host.show()
    panel = OverlayPanel(host, "testPanel")
    pressed: list[str] = []
    panel.set_buttons([("New game", lambda: pressed.append("new"))])
    panel.popup()
    press_escape(qtbot, host)
    assert panel.isVisible() and pressed == []
    panel.set_buttons([("Close", lambda: pressed.append("close"))], escape=lambda: pressed.append("escape"))
    press_escape(qtbot, host)
    assert pressed == ["escape"]
    panel.hide()
    press_escape(qtbot, host)  # a hidden panel takes no key
    assert pressed == ["escape"]


def test_the_help_lists_escape(qtbot):
    from pyramid_qt.ui.texts.help import help_html

    page = help_html([])
    assert "Esc" in page
    assert (
        "Put a dragged card back, or drop the selected card; close the panel of “Can I still win?” or"
        " “Where did it go wrong?”" in page
    )
