"""Fixtures for the window tests."""

from __future__ import annotations

import pytest

from pyramid_qt.ui.accessibility import window as accessibility
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow
from tests.helpers.source_layout import spec_position


@pytest.fixture(autouse=True, scope="session")
def accessibility_switched_on(qapp):
    """The window's accessibility, as after any window's first frame in the process (the factory is installed once
    per process): tests read a window's accessible interfaces without waiting for its first frame.  When it is
    switched on is tested in fresh processes (tests/ui/accessibility/test_switched_on.py, tests/test_app_startup.py)."""
    accessibility.install_factory()


@pytest.fixture
def window(qtbot) -> MainWindow:
    """The main window, animations off, showing the source's PY1-N-AAAAAAS layout (docs/position-format.md)."""
    w = MainWindow(speed=Speed.OFF)
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.show()
    qtbot.waitExposed(w)
    w.flow.play_position(spec_position())
    return w
