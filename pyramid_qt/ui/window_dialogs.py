"""The windows the main window opens: New game, Preferences, Statistics, About, and the text of a settings file
that could not be read.  Each dialog module is imported when it is first opened (none is on the first frame)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

import pyramid_qt
from pyramid_qt.engine import DealCode
from pyramid_qt.ui.texts import fill

if TYPE_CHECKING:
    from pyramid_qt.store.settings import Settings
    from pyramid_qt.ui.main_window import MainWindow

_tr = QCoreApplication.translate  # context "MainWindow": these texts were the window's (the catalogues keep it)


def open_new_game(window: MainWindow) -> None:
    from pyramid_qt.services.deal_source import VERIFIED_WINNABLE
    from pyramid_qt.services.difficulty_deals import has_ratings, random_deal_of
    from pyramid_qt.ui.dialogs.new_game import NewGameDialog

    rules = window.rules()
    dialog = NewGameDialog(rules, window, rated=has_ratings(rules))
    if dialog.exec() != NewGameDialog.DialogCode.Accepted:
        return
    chosen = None if dialog.difficulty is None else random_deal_of(rules, dialog.difficulty)
    if chosen is not None:
        window.flow.play_code(chosen, VERIFIED_WINNABLE)
    elif dialog.code is None:
        window.flow.new_random_game()
    else:
        window.flow.play_code(dialog.code)


def open_preferences(window: MainWindow) -> None:
    """Preferences apply through ``settings.changed`` (speed, language at once; rules from the next deal)."""
    if window.settings is None:
        return
    from pyramid_qt.ui.dialogs.preferences import PreferencesDialog

    dialog = PreferencesDialog(window.settings, window)
    page = dialog.appearance
    page.changed.connect(lambda: window.appearance.show(**page.values()))  # the board previews the looks
    dialog.exec()
    window.appearance.apply()  # what was kept (nothing changes after OK; Cancel brings the stored looks back)
    dialog.deleteLater()


def open_statistics(window: MainWindow) -> None:
    session = window.flow.session
    if session is None:
        return
    from pyramid_qt.ui.dialogs.statistics import StatisticsDialog

    window.flow.save()  # the game in progress shows its latest counters
    dialog = StatisticsDialog(session.stats, window, current_rules_field=window.game.rules.field)

    def replay(code: str) -> None:
        dialog.close()
        window.flow.play_code(DealCode.parse(code))

    dialog.replayRequested.connect(replay)
    dialog.exec()
    dialog.deleteLater()


def show_about(window: MainWindow) -> None:
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.about(
        window,
        _tr("MainWindow", "About Pyramid"),
        fill(
            _tr(
                "MainWindow",
                "<h3>Pyramid {version}</h3>"
                "<p>Pyramid Solitaire for the desktop: remove pairs of cards that add up to 13.</p>"
                "<p>Licence: GNU General Public License, version 3 or later.</p>"
                "<p>Made with Qt for Python (PySide6). Rules from the Pyramid Solitaire tradition.</p>",
            ),
            version=pyramid_qt.__version__,
        ),
    )


def settings_problems(settings: Settings | None) -> list[str]:
    """A damaged or unreadable settings file, told at start (defaults are in use until the player saves)."""
    key = None if settings is None else settings.load_problem
    if key is None:
        return []
    from pyramid_qt.ui.dialogs.preferences import settings_problem_text

    return [settings_problem_text(key)]
