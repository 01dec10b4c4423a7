"""The windows the main window opens: New game, Preferences, Statistics, Help, About, positions in and out (with
the question before a game in progress is left), and the text of a settings file that could not be read.  Each
dialog module is imported when it is first opened (none is on the first frame)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

import pyramid_qt
from pyramid_qt.engine import DealCode, DealLabel
from pyramid_qt.ui.dialogs.confirm import Discard
from pyramid_qt.ui.texts import fill

if TYPE_CHECKING:
    from pyramid_qt.store.settings import Settings
    from pyramid_qt.ui.dialogs.positions import Loaded
    from pyramid_qt.ui.main_window import MainWindow

_tr = QCoreApplication.translate  # context "MainWindow": these texts were the window's (the catalogues keep it)


def open_new_game(window: MainWindow) -> None:
    from pyramid_qt.services.difficulty_deals import has_ratings, random_deal_of
    from pyramid_qt.ui.dialogs.new_game import NewGameDialog

    rules = window.rules()
    dialog = NewGameDialog(rules, window, rated=has_ratings(rules))
    if dialog.exec() != NewGameDialog.DialogCode.Accepted:
        return
    if not window.flow.may_discard(Discard.NEW_GAME):
        return
    chosen = None if dialog.difficulty is None else random_deal_of(rules, dialog.difficulty)
    if chosen is not None:
        window.flow.play_code(chosen, DealLabel.VERIFIED_WINNABLE)
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
        if not window.flow.may_discard(Discard.NEW_GAME):
            return
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


def open_help(window: MainWindow) -> None:
    """The help window (F1), not modal: the player may read it beside the game."""
    if window.help_dialog is None:
        from pyramid_qt.ui.dialogs.help import HelpDialog

        window.help_dialog = HelpDialog(window.actions, window)
    window.help_dialog.show()
    window.help_dialog.raise_()
    window.help_dialog.activateWindow()


def copy_position(window: MainWindow) -> None:
    from pyramid_qt.ui.dialogs import positions
    from pyramid_qt.ui.texts.positions import copied_text

    positions.copy_to_clipboard(window.game.position)
    window.toast.show_message(copied_text())


def paste_position(window: MainWindow) -> None:
    """The clipboard's position, or its deal code or deal number (a number under the rules New game deals)."""
    from pyramid_qt.ui.dialogs import positions

    _play_loaded(window, positions.from_clipboard(window.rules()))


def open_position(window: MainWindow) -> None:
    from pyramid_qt.ui.dialogs import positions

    path = positions.choose_file(window)
    if path is not None:
        _play_loaded(window, positions.from_file(path))


def _play_loaded(window: MainWindow, loaded: Loaded) -> None:
    """Play a position (or a deal) read from the clipboard or a file, or tell why it cannot be (the game on the
    table stays)."""
    if loaded.code is not None:
        if window.flow.may_discard(Discard.NEW_GAME):
            window.flow.play_code(loaded.code)
    elif loaded.position is None:
        _tell_position_problem(window, loaded.problem or "")
    elif window.flow.may_discard(Discard.POSITION):
        window.flow.play_position(loaded.position)


def _tell_position_problem(window: MainWindow, text: str) -> None:
    """The parser's message in a box of its own (window-modal, not waited on): a toast of several lines covered the
    bottom row at 800×600 and went before the player had read which line to mend."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(
        QMessageBox.Icon.Warning, _tr("Positions", "Position"), text, QMessageBox.StandardButton.Ok, window
    )
    box.setObjectName("positionProblem")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()


def settings_problems(settings: Settings | None) -> list[str]:
    """A damaged or unreadable settings file, told at start (defaults are in use until the player saves)."""
    key = None if settings is None else settings.load_problem
    if key is None:
        return []
    from pyramid_qt.ui.dialogs.preferences import settings_problem_text

    return [settings_problem_text(key)]
