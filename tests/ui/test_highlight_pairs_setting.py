"""The "Highlight playable pairs" toggle is remembered between runs, and starting never rewrites the file."""

from __future__ import annotations

from pyramid_qt.store.settings import Settings
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow


def test_toggle_is_stored_and_restored(qtbot, tmp_path):
    ini = tmp_path / "pyramid-qt.ini"
    first = MainWindow(speed=Speed.OFF, settings=Settings(ini))
    qtbot.addWidget(first)
    assert not first.actions_.highlight_pairs.isChecked()
    assert not ini.exists()  # opening the window wrote nothing
    first.actions_.highlight_pairs.trigger()
    assert first.controller.highlight_pairs
    assert Settings(ini).highlight_pairs

    second = MainWindow(speed=Speed.OFF, settings=Settings(ini))
    qtbot.addWidget(second)
    assert second.actions_.highlight_pairs.isChecked()
    assert second.controller.highlight_pairs
