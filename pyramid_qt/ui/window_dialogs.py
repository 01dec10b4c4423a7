"""The windows the main window opens (:class:`WindowDialogs`): New game, Preferences, Statistics, Help, About,
positions in and out (with the question before a game in progress is left); and the text of a settings file that
could not be read.  No dialog is on the first frame: each is read from :mod:`pyramid_qt.ui.dialogs`, which loads a
dialog's module when it is first opened."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

import pyramid_qt
from pyramid_qt.engine import DealCode, DealLabel
from pyramid_qt.services.difficulty_deals import has_ratings, random_deal_of
from pyramid_qt.ui import dialogs
from pyramid_qt.ui.dialogs.confirm import Discard
from pyramid_qt.ui.texts import fill
from pyramid_qt.ui.texts.positions import copied_text

if TYPE_CHECKING:
    from pyramid_qt.store.settings import Settings
    from pyramid_qt.ui.dialogs.positions import Loaded
    from pyramid_qt.ui.main_window import MainWindow

_tr = QCoreApplication.translate  # context "MainWindow": these texts were the window's (the catalogues keep it)


class WindowDialogs:
    """The dialogs' openers, for the window's actions (:mod:`pyramid_qt.ui.actions`)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    def open_new_game(self) -> None:
        window = self.window
        rules = window.rules()
        dialog = dialogs.NewGameDialog(rules, window, rated=has_ratings(rules))
        if dialog.exec() != dialog.DialogCode.Accepted:
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

    def open_preferences(self) -> None:
        """Preferences apply through ``settings.changed`` (speed, language at once; rules from the next deal)."""
        window = self.window
        if window.settings is None:
            return
        dialog = dialogs.PreferencesDialog(window.settings, window)
        page = dialog.appearance
        page.changed.connect(lambda: window.appearance.show(**page.values()))  # the board previews the looks
        dialog.exec()
        window.appearance.apply()  # what was kept (nothing changes after OK; Cancel brings the stored looks back)
        dialog.deleteLater()

    def open_statistics(self) -> None:
        window = self.window
        session = window.flow.session
        if session is None:
            return
        window.flow.save()  # the game in progress shows its latest counters
        dialog = dialogs.StatisticsDialog(session.stats, window, current_rules_field=window.game.rules.field)

        def replay(code: str) -> None:
            if not window.flow.may_discard(Discard.NEW_GAME):
                return
            dialog.close()
            window.flow.play_code(DealCode.parse(code))

        dialog.replayRequested.connect(replay)
        dialog.exec()
        dialog.deleteLater()

    def show_about(self) -> None:
        QMessageBox.about(
            self.window,
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

    def open_help(self) -> None:
        """The help window (F1), not modal: the player may read it beside the game."""
        window = self.window
        if window.help_dialog is None:
            window.help_dialog = dialogs.HelpDialog(window.actions_.declared, window)
        window.help_dialog.show()
        window.help_dialog.raise_()
        window.help_dialog.activateWindow()

    def copy_position(self) -> None:
        window = self.window
        dialogs.positions.copy_to_clipboard(window.game.position)
        window.toast.show_message(copied_text())

    def paste_position(self) -> None:
        self._play_loaded(dialogs.positions.from_clipboard())

    def open_position(self) -> None:
        path = dialogs.positions.choose_file(self.window)
        if path is not None:
            self._play_loaded(dialogs.positions.from_file(path))

    def _play_loaded(self, loaded: Loaded) -> None:
        """Play a position read from the clipboard or a file, or tell why it cannot be (the game on the table stays)."""
        window = self.window
        if loaded.position is None:
            self._tell_position_problem(loaded.problem or "")
        elif window.flow.may_discard(Discard.POSITION):
            window.flow.play_position(loaded.position)

    def _tell_position_problem(self, text: str) -> None:
        """The parser's message in a box of its own (window-modal, not waited on): a toast of several lines covered the
        bottom row at 800×600 and went before the player had read which line to mend."""
        box = QMessageBox(
            QMessageBox.Icon.Warning, _tr("Positions", "Position"), text, QMessageBox.StandardButton.Ok, self.window
        )
        box.setObjectName("positionProblem")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()


def settings_problems(settings: Settings | None) -> list[str]:
    """A damaged or unreadable settings file, told at start (defaults are in use until the player saves)."""
    key = None if settings is None else settings.load_problem
    return [] if key is None else [dialogs.settings_problem_text(key)]
