"""Through the window: Pause stops the clock and hides every card (nothing on the board can be
studied, nothing played or asked), a click or P goes on; Save position writes the position on the table to a file
that Open position reads back, and a file that cannot be written is said so, in the player's language."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from pyramid_qt.engine import DealCode, Move
from pyramid_qt.engine.position import parse_position
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.dialogs import positions
from pyramid_qt.ui.game_clock import GameClock
from pyramid_qt.ui.main_window import MainWindow
from tests.helpers.contrast import pixels_near


class FakeTime:
    def __init__(self) -> None:
        self.now = 50.0

    def __call__(self) -> float:
        return self.now


def _window(qtbot, clock: GameClock | None = None) -> MainWindow:
    w = MainWindow(speed=Speed.OFF, clock=clock)
    qtbot.addWidget(w)
    w.resize(800, 600)
    w.show()
    qtbot.waitExposed(w)
    w.flow.play_code(DealCode(1, PRESETS["W"]))
    return w


def test_pause_stops_the_clock_and_hides_the_cards(qtbot):
    fake = FakeTime()
    w = _window(qtbot, GameClock(fake))
    w.adapter.play(w.game.legal_moves()[0])  # the clock runs from the first move
    fake.now += 10
    assert w.clock.elapsed() == 10
    white = QColor(255, 255, 255)
    faces = pixels_near(w.view.grab().toImage(), white, 8)  # the faces on show

    w.actions_.pause.trigger()
    fake.now += 100
    assert w.clock.elapsed() == 10
    cover = w.findChild(type(w.pause.cover), "pauseCover")
    assert cover is not None and cover.isVisible() and cover.geometry() == w.view.rect()
    QApplication.processEvents()
    shown = w.view.grab().toImage()
    assert pixels_near(shown, white, 8) < faces / 4  # the line of text only: no card face anywhere
    assert pixels_near(shown, QColor(24, 26, 34), 30) == 0  # nor a black pip or index
    moves = w.game.moves
    for name in ("draw", "undo", "hint", "check", "show_me_how", "save_position", "copy_position"):
        assert not getattr(w.actions_, name).isEnabled(), name
    with qtbot.waitActive(w):
        w.activateWindow()
    QTest.keyClick(w.pause.cover, Qt.Key.Key_D)  # Draw's key does nothing while paused
    assert w.game.moves == moves

    QTest.mouseClick(cover, Qt.MouseButton.LeftButton, pos=QPoint(20, 20))  # a click goes on
    assert not w.actions_.pause.isChecked() and not cover.isVisible()
    assert w.actions_.draw.isEnabled()
    fake.now += 5
    assert w.clock.elapsed() == 15


def test_p_pauses_and_goes_on_and_a_new_game_is_never_paused(qtbot):
    w = _window(qtbot)
    with qtbot.waitActive(w):
        w.activateWindow()
    QTest.keyClick(w.view, Qt.Key.Key_P)
    assert w.pause.paused
    QTest.keyClick(w.pause.cover, Qt.Key.Key_P)
    assert not w.pause.paused
    w.actions_.pause.trigger()
    w.flow.play_code(DealCode(2, PRESETS["W"]))
    assert not w.pause.paused and not w.pause.cover.isVisible()


def test_save_position_writes_a_file_open_position_reads(qtbot, tmp_path: Path, monkeypatch):
    w = _window(qtbot)
    w.adapter.play(w.game.legal_moves()[0])
    target = tmp_path / "mine.txt"
    offered: list[str] = []

    def choose(_parent, suggested: str) -> Path:
        offered.append(suggested)
        return target

    monkeypatch.setattr(positions, "choose_save_file", choose)
    w.actions_.save_position.trigger()
    assert offered == ["PY1-W-AAAAAAB-1.txt"]
    assert parse_position(target.read_text(encoding="utf-8")) == w.game.position
    assert positions.from_file(target).position == w.game.position
    assert str(target) in w.toast.text()


def test_a_position_that_cannot_be_saved_is_said_so(qtbot, tmp_path: Path, monkeypatch):
    w = _window(qtbot)
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setattr(positions, "choose_save_file", lambda _parent, _name: blocker / "position.txt")
    w.actions_.save_position.trigger()
    QApplication.processEvents()
    box = w.findChild(QMessageBox, "positionProblem")
    assert box is not None and "position.txt could not be saved." in box.text()
    assert blocker.read_text() == "not a folder"
    w.adapter.play(Move.parse("draw"))  # the game goes on


def test_after_a_pause_the_position_can_be_copied_and_saved_again(qtbot, tmp_path: Path, monkeypatch):
    """Found on a real X server: after P and P again, Copy position and Save position stayed disabled (their menu
    items grey, Ctrl+Shift+C and Ctrl+S doing nothing) until the next game."""
    w = _window(qtbot)
    w.adapter.play(w.game.legal_moves()[0])
    with qtbot.waitActive(w):
        w.activateWindow()
    QTest.keyClick(w.view, Qt.Key.Key_P)
    assert w.pause.paused
    QTest.keyClick(w.pause.cover, Qt.Key.Key_P)
    assert not w.pause.paused
    target = tmp_path / "after-pause.txt"
    monkeypatch.setattr(positions, "choose_save_file", lambda _parent, _name: target)
    QTest.keyClick(w.view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert parse_position(target.read_text(encoding="utf-8")) == w.game.position
    QApplication.clipboard().clear()
    QTest.keyClick(w.view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert parse_position(QApplication.clipboard().text()) == w.game.position
