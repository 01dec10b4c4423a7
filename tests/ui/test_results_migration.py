"""A player's statistics written by main at e1e2df0, opened by the window of this version (en and id): every game
is there, read by the result model (the demo's win and the win with hints are wins with help, the position is
practice)."""

from __future__ import annotations

import sqlite3

import pytest

from pyramid_qt import i18n
from pyramid_qt.services.session import GameSession
from pyramid_qt.store import user_files
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow
from tests.store.test_stats_migration import E1E2DF0


@pytest.mark.parametrize(("language", "caption"), [("en", "Won with help"), ("id", "Menang dengan bantuan")])
def test_the_statistics_of_e1e2df0_open_with_every_game(qtbot, restore_language, language, caption):
    from pyramid_qt.ui.dialogs.statistics import StatisticsDialog

    path = user_files.stats_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    connection = sqlite3.connect(path, isolation_level=None)
    connection.executescript(E1E2DF0.read_text(encoding="utf-8"))
    connection.close()
    i18n.install_language(language)
    w = MainWindow(speed=Speed.OFF, session=GameSession())
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    session = w.flow.session
    assert session is not None
    assert session.stats.unavailable is None and len(session.stats.games()) == 9
    dialog = StatisticsDialog(session.stats, w, current_rules_field="N")
    qtbot.addWidget(dialog)
    values = {name: tile.value.text() for name, tile in dialog.tiles.items()}
    assert (values["played"], values["won"], values["wonWithHelp"], values["fewestMoves"]) == ("5", "3", "1", "52")
    assert dialog.tiles["wonWithHelp"].caption.text() == caption
    assert [game.result for game in dialog.chart.games] == ["won", "lost", "won", "abandoned", "won"]
    dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findData("W"))
    assert dialog.tiles["wonWithHelp"].value.text() == "1" and dialog.tiles["won"].value.text() == "1"
