"""A window never fails silently: the exception that escapes a slot is shown to the player once,
in their language, and written to the error log, which stays bounded in size."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from pyramid_qt.app import build_main_window
from pyramid_qt.store import error_log, user_files
from pyramid_qt.store.preferences import Language
from pyramid_qt.store.settings import Settings
from pyramid_qt.ui.main_window import MainWindow

MISSING = "pyramid_qt.ui.dialogs.preferences"


def remove_the_preferences_module(monkeypatch: pytest.MonkeyPatch) -> None:
    """What the installed package replaced under the running game looks like to the window: the Preferences module
    cannot be imported (a dialog read before is forgotten, so its lazy export imports it again)."""
    from pyramid_qt.ui import dialogs

    monkeypatch.delattr(dialogs, "PreferencesDialog", raising=False)
    monkeypatch.setitem(sys.modules, MISSING, None)


@pytest.fixture
def game(qtbot, restore_language: None) -> Iterator[MainWindow]:
    """The window as pyramid-qt builds it, in Indonesian (the player's settings)."""
    Settings().language = Language.INDONESIAN
    window = build_main_window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    for box in window.findChildren(QMessageBox):
        box.close()


def choose_preferences(window: MainWindow) -> None:
    """Preferences chosen as a player chooses it: the action runs from the event loop (a Python call of
    ``trigger()`` hands the slot's exception back to the caller on some PySide6 releases, 6.8.0 among them)."""
    QTimer.singleShot(0, window.actions_.preferences.trigger)


def notices(window: MainWindow) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox, "errorNotice") if box.isVisible()]


@pytest.mark.qt_no_exception_capture
def test_preferences_that_fail_say_so_once_and_log_it(game: MainWindow, qtbot, monkeypatch) -> None:
    """The issue's case: the installed package was replaced under the running game, so opening Preferences raised
    ModuleNotFoundError, which went to stderr only and the menu item "did nothing"."""
    remove_the_preferences_module(monkeypatch)
    choose_preferences(game)
    qtbot.waitUntil(lambda: len(notices(game)) == 1)
    box = notices(game)[0]
    assert box.windowTitle() == "Terjadi kesalahan"
    assert box.text().startswith("Permainan mengalami kesalahan: ModuleNotFoundError: import of " + MISSING)
    log = user_files.error_log_file()
    assert str(log) in box.text()
    logged = log.read_text(encoding="utf-8")
    assert logged.startswith("--- ") and "Traceback (most recent call last)" in logged and MISSING in logged
    assert "open_preferences" in logged  # where it happened, for a report

    box.close()
    qtbot.waitUntil(lambda: not notices(game))
    choose_preferences(game)  # the same failure again: logged, not shown again
    log_size = log.stat().st_size
    qtbot.waitUntil(lambda: log.stat().st_size > log_size)
    QApplication.processEvents()
    assert notices(game) == []
    assert log.read_text(encoding="utf-8").count("Traceback (most recent call last)") == 2
    assert game.isVisible()  # and the game goes on


@pytest.mark.qt_no_exception_capture
def test_the_failure_still_reaches_standard_error(game: MainWindow, qtbot, monkeypatch, capsys) -> None:
    remove_the_preferences_module(monkeypatch)
    choose_preferences(game)
    qtbot.waitUntil(lambda: len(notices(game)) == 1)
    assert "ModuleNotFoundError" in capsys.readouterr().err


@pytest.mark.qt_no_exception_capture
def test_a_log_that_cannot_be_written_is_no_second_failure(game: MainWindow, qtbot, monkeypatch) -> None:
    state = user_files.state_dir()
    state.parent.mkdir(parents=True, exist_ok=True)
    state.write_text("a file where the folder should be")
    remove_the_preferences_module(monkeypatch)
    choose_preferences(game)
    qtbot.waitUntil(lambda: len(notices(game)) == 1)
    assert "ModuleNotFoundError" in notices(game)[0].text() and "state" not in notices(game)[0].text()


def test_the_log_stays_bounded(tmp_path: Path) -> None:
    log = tmp_path / "state" / "pyramid-qt.log"
    entry = "Traceback (most recent call last):\n" + "  x\n" * 2000
    for _ in range(200):
        assert error_log.record(entry, log) == log
    old = log.with_name(log.name + error_log.OLD_SUFFIX)
    assert log.stat().st_size <= error_log.MAX_BYTES and old.stat().st_size <= error_log.MAX_BYTES
    assert sorted(path.name for path in log.parent.iterdir()) == ["pyramid-qt.log", "pyramid-qt.log.1"]
