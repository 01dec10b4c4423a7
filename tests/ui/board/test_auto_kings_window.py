"""Through the window: with "Remove Kings automatically" (Preferences → Game) a King left free by
the player's tap goes at once, counted and undone as the engine says (tests/engine/test_auto_kings.py)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QCheckBox

from pyramid_qt.engine import Card
from pyramid_qt.store.settings import Settings
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.dialogs.preferences import PreferencesDialog
from pyramid_qt.ui.main_window import MainWindow
from tests.helpers.source_layout import spec_position
from tests.helpers.window import click_card

C = Card.parse


def _window(qtbot, settings: Settings) -> MainWindow:
    window = MainWindow(settings=settings, speed=Speed.OFF)
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    window.flow.play_position(spec_position())
    return window


def test_a_free_king_goes_after_the_players_tap_and_comes_back_with_undo(qtbot, tmp_path: Path):
    settings = Settings(tmp_path / "prefs.ini")
    window = _window(qtbot, settings)
    click_card(window, "TC")
    click_card(window, "3S")
    assert C("KD") in window.game.position.cards_on_table()
    assert window.game.moves == 1  # off: the player's pair only
    window.actions_.undo.trigger()
    settings.auto_kings = True  # from the next move on
    click_card(window, "TC")
    click_card(window, "3S")
    assert C("KD") not in window.game.position.cards_on_table()
    assert not window.scene.cards[C("KD")].isVisible()
    assert window.counters.moves.text() == "Moves: 3" and window.counters.score.text() == "Score: 30"
    window.actions_.undo.trigger()
    assert {C("KD"), C("TC"), C("3S")} <= set(window.game.position.cards_on_table())
    assert window.scene.cards[C("KD")].isVisible()
    assert window.counters.undos.text() == "Undos: 2" and window.counters.moves.text() == "Moves: 3"


def test_the_option_is_on_the_game_page(qtbot, tmp_path: Path):
    settings = Settings(tmp_path / "prefs.ini")
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    box = dialog.findChild(QCheckBox, "autoKings")
    assert box is not None and not box.isChecked()
    box.setChecked(True)
    dialog.apply()
    assert settings.auto_kings is True
