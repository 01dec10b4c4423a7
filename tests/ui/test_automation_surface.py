"""docs/automation.md: the window built as pyramid-qt builds it, and every object name the document lists."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from pyramid_qt.app import build_main_window
from pyramid_qt.engine import DealCode
from pyramid_qt.services.session import GameSession
from pyramid_qt.store.settings import Settings
from pyramid_qt.ui.card_art.disk_cache import CardArtDiskCache

DOC = Path(__file__).resolve().parents[2] / "docs" / "automation.md"
# Names inside dialogs, and those of the confirmation box and the error notice, are checked by their own tests.
IN_DIALOGS = {
    "feedback",
    "notice",
    "exportStatus",
    "confirmDiscard",
    "discardButton",
    "errorNotice",
    "dailyGoalsButton",
}
IN_DIALOGS |= {
    "dailyCalendar",
    "goalsCalendar",
    "goalStreak",
    "selectedDay",
    "showProof",
    "goalProof",
    "goalStatistics",
}
GAME_CHOICE = {"game", "gameRules", "unratedNote", "noRuleOptions", "gameChooser", "rulesChooser"}
IN_DIALOGS |= GAME_CHOICE


def listed_names() -> set[str]:
    names: set[str] = set()
    for line in DOC.read_text(encoding="utf-8").splitlines():
        if line.startswith("| `"):
            names.update(re.findall(r"`([a-z][A-Za-z]*)`", line))
    return names


def test_the_window_is_built_as_the_app_builds_it(qtbot):
    window = build_main_window(language="en")
    qtbot.addWidget(window)
    assert isinstance(window.settings, Settings)
    assert isinstance(window.session, GameSession)
    assert isinstance(window.scene.art.disk, CardArtDiskCache)
    assert window.actions_.preferences.isEnabled() and window.actions_.statistics.isEnabled()


def test_every_listed_object_name_exists(qtbot):
    window = build_main_window(language="en")
    qtbot.addWidget(window)
    window.show()
    window.flow.play_code(DealCode.parse("PY1-N-AAAAAAS"))
    window.toast.show_message("hello")
    window.end_panel.popup()
    window.check_panel.popup()
    window.actions_.help.trigger()  # the help window, a child of the window once opened
    names = listed_names()
    assert {"mainWindow", "board", "dealLabel", "endPanel", "checkPanel", "toast"} <= names  # the table was read
    found = {child.objectName() for child in window.findChildren(QObject)} | {window.objectName()}
    missing = names - IN_DIALOGS - found
    assert not missing
    end_panel = window.findChild(QWidget, "endPanel")
    assert end_panel is not None and end_panel.findChild(QWidget, "title") is window.end_panel.title


def test_a_card_item_tells_its_card_code(window):
    card = next(iter(window.game.position.cards_on_table()))
    item = window.scene.cards[card]
    assert item.code == card.code
    assert item.objectName() == f"card-{card.code}"


def test_the_game_choice_names_are_in_their_dialogs(qtbot):
    from pyramid_qt.engine.games import GIZA
    from pyramid_qt.store.settings import Settings
    from pyramid_qt.store.stats import StatsStore
    from pyramid_qt.ui.dialogs.new_game import NewGameDialog
    from pyramid_qt.ui.dialogs.preferences import PreferencesDialog
    from pyramid_qt.ui.dialogs.statistics import StatisticsDialog

    assert listed_names() >= GAME_CHOICE
    new_game = NewGameDialog(DealCode(1).rules, None, rated=True, game=GIZA, show_rules=lambda _game: None)
    preferences = PreferencesDialog(Settings())
    with StatsStore() as stats:
        statistics = StatisticsDialog(stats)
        found = set()
        for dialog in (new_game, preferences, statistics):
            qtbot.addWidget(dialog)
            found |= {child.objectName() for child in dialog.findChildren(QObject)}
    assert found >= GAME_CHOICE
