"""The QApplication's platform watch: Qt's platform messages are held while the application is
made and go out as Qt writes them, unless Qt's fatal message comes for a plugin that lacks system libraries: then
one line in the player's language, and exit 1 before Qt aborts.  The real start is tested end to end in
tests/system_libraries/test_system_libraries.py."""

from __future__ import annotations

import os
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QtMsgType

from pyramid_qt import qt_libraries, qt_start
from pyramid_qt.system_libraries import MissingLibraries

MISSING = MissingLibraries(("libxcb-icccm.so.4",), "sudo apt install libxcb-icccm4")


def context(category: str) -> SimpleNamespace:
    return SimpleNamespace(category=category)


def test_platform_messages_wait_and_others_go_out_at_once(capsys: pytest.CaptureFixture[str]) -> None:
    watch = qt_start.PlatformWatch("en")
    watch.handle(QtMsgType.QtWarningMsg, context("qt.qpa.plugin"), "a plugin message")  # type: ignore[arg-type]
    watch.handle(QtMsgType.QtWarningMsg, context("default"), "another message")  # type: ignore[arg-type]
    assert capsys.readouterr().err == "another message\n"
    watch.release()
    assert capsys.readouterr().err == "qt.qpa.plugin: a plugin message\n"


def test_a_fatal_message_without_missing_libraries_goes_out_as_qt_writes_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(qt_start, "missing_xcb_libraries", lambda: None)
    watch = qt_start.PlatformWatch("en")
    watch.handle(QtMsgType.QtWarningMsg, context("qt.qpa.xcb"), "could not connect to display")  # type: ignore[arg-type]
    watch.handle(QtMsgType.QtFatalMsg, context("default"), "no Qt platform plugin")  # type: ignore[arg-type]
    assert capsys.readouterr().err == "qt.qpa.xcb: could not connect to display\nno Qt platform plugin\n"


@pytest.mark.parametrize(
    ("language", "start"),
    [("en", "pyramid-qt: the game cannot open its window: "), ("id", "pyramid-qt: permainan tidak bisa membuka")],
)
def test_missing_libraries_are_one_line_then_exit_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], language: str, start: str
) -> None:
    monkeypatch.setattr(qt_start, "missing_xcb_libraries", lambda: MISSING)

    def exit_now(status: int) -> None:
        raise SystemExit(status)

    monkeypatch.setattr(os, "_exit", exit_now)
    watch = qt_start.PlatformWatch(language)
    watch.handle(QtMsgType.QtWarningMsg, context("qt.qpa.plugin"), "xcb-cursor0 is needed")  # type: ignore[arg-type]
    with pytest.raises(SystemExit) as stopped:
        watch.handle(QtMsgType.QtFatalMsg, context("default"), "no Qt platform plugin")  # type: ignore[arg-type]
    assert stopped.value.code == qt_libraries.EXIT_MISSING_LIBRARIES
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(start), err
    assert "libxcb-icccm.so.4" in err and err.rstrip().endswith("sudo apt install libxcb-icccm4")
