"""Through the window at 800x600 and 640x480, in both languages: no text of the window is cut — the status line
(the demo's long Indonesian instructions), the counters, the deal bar with all its chips, the toolbar (no button in
its overflow menu) — the window asks for no more room than that (on a real X server at 640x480 the deal bar's
minimum width grew the window to 683 pixels, "Par 59" running into "Pass 1"), a toast leaves the counters visible,
and the question before a game in progress is left is wide enough for its title."""

from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel, QStatusBar, QToolButton, QWidget

from pyramid_qt import i18n
from pyramid_qt.engine import DealCode
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.services.session import GameSession
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.dialogs import confirm
from pyramid_qt.ui.main_window import MainWindow
from pyramid_qt.ui.ports import Discard
from pyramid_qt.ui.texts import assist as assist_texts

SMALL = (800, 600)
SMALLEST = (640, 480)


def _window(qtbot, language: str, size: tuple[int, int] = SMALL) -> MainWindow:
    i18n.install_language(language)
    w = MainWindow(speed=Speed.OFF, session=GameSession())
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    w.flow.play_code(DealCode(1, PRESETS["W"]))
    for _ in range(25):  # two-digit counters
        moves = w.game.legal_moves()
        w.adapter.play(moves[0])
    QApplication.processEvents()
    return w


def _cut(label: QLabel) -> bool:
    """The label's text does not fit in it: wider than its room on one line, or more wrapped lines than its
    height shows."""
    text = label.text()
    if not text or not label.isVisible():
        return False
    room = label.contentsRect()
    metrics = label.fontMetrics()
    if label.wordWrap():
        return label.heightForWidth(label.width()) > label.height() + 1
    return max(metrics.horizontalAdvance(line) for line in text.split("\n")) > room.width()


def _cut_labels(w: MainWindow) -> list[str]:
    # Measured laid out, as a player sees it: a text set during the last events (the deal's par, known at once from
    # a shipped par table) has its layout request still queued.
    for _ in range(3):
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    labels = [label for label in w.findChildren(QLabel) if label.isVisible() and label.window() is w]
    return [f"{label.objectName() or type(label).__name__}: {label.text()!r}" for label in labels if _cut(label)]


def _cut_buttons(w: MainWindow) -> list[str]:
    """The toolbar's buttons whose text (on one line or two) is wider than they are, or that are in the toolbar's
    overflow menu rather than on it."""
    bar = w.actions_.toolbar
    buttons = [button for button in bar.findChildren(QToolButton) if button.isVisible()]
    cut = [
        b.text()
        for b in buttons
        if b.text() and max(b.fontMetrics().horizontalAdvance(line) for line in b.text().split("\n")) > b.width()
    ]
    for action in bar.actions():
        button = bar.widgetForAction(action)
        if action.text() and button is not None and not button.isVisible():
            cut.append(f"in the overflow menu: {action.text()}")
    return cut


def _every_chip(qtbot, w: MainWindow) -> None:
    """The deal bar at its fullest: a daily deal with its difficulty, par and record to beat, on its last pass."""
    qtbot.waitUntil(lambda: not w.first_frame_pending)
    qtbot.wait(50)  # the work put off until the first frame (the deal's rating) has run
    bar = w.deal_bar
    bar.set_daily(date(2026, 12, 17))
    bar.set_difficulty("expert")
    bar.set_par(59)
    bar.set_record(61, 754.0)
    bar.set_pass(3, 3)
    QApplication.processEvents()


def _overlapping(w: MainWindow) -> list[tuple[str, str]]:
    """Pairs of the deal bar's widgets that lie over each other."""
    bar = w.deal_bar
    shown = [child for child in bar.findChildren(QWidget) if child.isVisible() and child.parent() is not bar]
    shown.append(bar.pass_label)
    rects = [(child.objectName() or type(child).__name__, _in_window(child, w)) for child in shown]
    return [(a, b) for i, (a, ra) in enumerate(rects) for b, rb in rects[i + 1 :] if ra.intersects(rb)]


def _status_text(bar: QStatusBar) -> tuple[str, bool]:
    """The status line's message and whether it is shown whole."""
    line = bar.findChild(QLabel, "statusLine")
    assert line is not None
    return line.text(), line.isVisible() and not _cut(line)


@pytest.mark.parametrize("size", [SMALL, SMALLEST])
@pytest.mark.parametrize("language", ["en", "id"])
def test_nothing_is_cut(qtbot, restore_language, language, size):
    w = _window(qtbot, language, size)
    _every_chip(qtbot, w)
    assert (w.width(), w.height()) == size  # the window is still the size the player made it
    assert not _cut_labels(w)
    assert not _cut_buttons(w)
    assert not _overlapping(w)
    assert w.deal_bar.par.isVisible() and w.deal_bar.record.isVisible()


@pytest.mark.parametrize("language", ["en", "id"])
def test_the_window_asks_for_no_more_than_640x480(qtbot, restore_language, language):
    """A window manager gives a window at least its minimum size: larger than the player's, it grows by itself."""
    w = _window(qtbot, language, SMALLEST)
    _every_chip(qtbot, w)
    for _ in range(3):
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    hint, least = w.minimumSizeHint(), w.minimumSize()
    assert hint.width() <= SMALLEST[0] and hint.height() <= SMALLEST[1], hint
    assert least.width() <= SMALLEST[0] and least.height() <= SMALLEST[1], least
    assert (w.width(), w.height()) == SMALLEST


@pytest.mark.parametrize("language", ["en", "id"])
def test_the_demos_status_line_is_shown_whole(qtbot, restore_language, language):
    w = _window(qtbot, language)
    w.statusBar().showMessage(assist_texts.demo_started())  # what the demo shows for as long as it runs
    QApplication.processEvents()
    text, whole = _status_text(w.statusBar())
    assert text == assist_texts.demo_started()
    assert whole
    assert w.statusBar().currentMessage() == text
    assert not _cut_labels(w)  # the counters beside it too
    w.statusBar().clearMessage()
    assert w.statusBar().currentMessage() == ""


def _in_window(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("language", ["en", "id"])
def test_a_toast_leaves_the_counters_visible(qtbot, restore_language, language):
    w = _window(qtbot, language)
    w.statusBar().showMessage(assist_texts.demo_started())
    for text in (assist_texts.demo_done(), assist_texts.demo_undecided()):
        w.toast.show_message(text)
        QApplication.processEvents()
        toast = _in_window(w.toast, w)
        assert not toast.intersects(_in_window(w.counters, w)), (toast, _in_window(w.counters, w))
        assert w.rect().contains(toast)
        assert not _cut(w.toast)


@pytest.mark.parametrize("language", ["en", "id"])
@pytest.mark.parametrize("kind", list(Discard))
def test_the_confirm_question_is_wide_enough_for_its_title(qtbot, restore_language, language, kind):
    w = _window(qtbot, language)
    box = confirm.build_box(kind, w)
    qtbot.addWidget(box)
    box.show()
    QApplication.processEvents()
    # A title bar writes the title and " — " and the application's name in a bold font, beside the window's
    # icon and its three buttons (about 130 pixels on the common desktops).
    font = QFont(box.font())
    font.setBold(True)
    title = f"{box.windowTitle()} — Pyramid"  # the display name app.main gives the application
    assert box.width() >= QFontMetrics(font).horizontalAdvance(title) + 130, (box.width(), title)
    assert box.windowTitle() and Qt.WindowType.Dialog & box.windowFlags()
