"""The windows the main window opens: New game, Preferences, Statistics, Help, About, positions in and out (with
the question before a game in progress is left), and the text of a settings file that could not be read (the notice
of an exception that escaped a slot is :mod:`pyramid_qt.ui.dialogs.error_notice`, installed before the first frame).
No dialog is on the first frame: each is read from :mod:`pyramid_qt.ui.dialogs`, which loads a dialog's module when
it is first opened.  The openers are given a :class:`DialogHost` (the few parts of the window they use), not the window;
the window's actions call them (:mod:`pyramid_qt.ui.actions`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox, QWidget

import pyramid_qt
from pyramid_qt.engine import DealCode, DealLabel, games
from pyramid_qt.engine.games import PYRAMID, GameDeclaration
from pyramid_qt.services.daily import daily_deal
from pyramid_qt.services.difficulty_deals import has_ratings, random_deal_of
from pyramid_qt.store.preferences import DealDifficulty
from pyramid_qt.ui import dialogs
from pyramid_qt.ui.accessibility.identity import open_fresh
from pyramid_qt.ui.ports import Discard
from pyramid_qt.ui.texts import fill
from pyramid_qt.ui.texts.positions import copied_text, saved_text

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from pyramid_qt.engine import RuleSet
    from pyramid_qt.store.settings import Settings
    from pyramid_qt.ui.board.appearance import BoardAppearance
    from pyramid_qt.ui.dialogs.positions import Loaded
    from pyramid_qt.ui.game_flow import GameFlow
    from pyramid_qt.ui.ports import Notices

_tr = QCoreApplication.translate  # context "MainWindow", under which the catalogues hold these texts


@dataclass(frozen=True, slots=True)
class DialogHost:
    """What the dialogs' openers use of the window: the parent of the dialogs they open (the help window stays its
    child once opened, for the next time), the game flow, the settings (``None``: none to edit), the board's looks
    (the Preferences preview them), the notices, the rules a new deal is dealt with and how a day's daily deal is
    played."""

    parent: QWidget
    flow: GameFlow
    settings: Settings | None
    appearance: BoardAppearance
    notices: Notices
    rules: Callable[[], RuleSet]
    play_daily: Callable[[date], None]


def open_new_game(host: DialogHost) -> None:
    """ "New game…": a deal code or number, or a random deal of a chosen difficulty (New game deals it from then
    on)."""
    rules = host.rules()
    settings = host.settings
    last = DealDifficulty.EASY if settings is None else settings.new_game_difficulty
    game = PYRAMID if settings is None else games.GAMES.get(settings.game, PYRAMID)
    dialog = dialogs.NewGameDialog(
        rules,
        host.parent,
        rated=has_ratings(rules),
        difficulty=last.level,
        game=game,
        show_rules=lambda shown: open_help(host, shown),
    )
    open_fresh(dialog)
    if dialog.exec() != dialog.DialogCode.Accepted:
        return
    flow = host.flow
    if not flow.may_discard(Discard.NEW_GAME):
        return
    if settings is not None and dialog.game != game:
        settings.game = dialog.game.key  # New game deals the game last chosen, as Preferences sets it
    if dialog.code is None and dialog.rated and settings is not None:
        settings.new_game_difficulty = DealDifficulty(dialog.difficulty or DealDifficulty.ANY)
    rated = dialog.difficulty is not None and dialog.rated
    chosen = random_deal_of(rules, dialog.difficulty) if rated and dialog.difficulty is not None else None
    if chosen is not None:
        flow.play_code(chosen, DealLabel.VERIFIED_WINNABLE)
    elif dialog.code is None:
        flow.new_random_game()
    else:
        flow.play_code(dialog.code)


def open_preferences(host: DialogHost) -> None:
    """Preferences apply through ``settings.changed`` (speed, language at once; rules from the next deal)."""
    if host.settings is None:
        return
    dialog = dialogs.PreferencesDialog(host.settings, host.parent)
    page = dialog.appearance
    page.changed.connect(lambda: host.appearance.show(**page.values()))  # the board previews the looks
    open_fresh(dialog)
    dialog.exec()
    host.appearance.apply()  # what was kept (nothing changes after OK; Cancel brings the stored looks back)
    dialog.deleteLater()


def open_statistics(host: DialogHost) -> None:
    flow = host.flow
    session = flow.session
    if session is None:
        return
    flow.save()  # the game in progress shows its latest counters
    dialog = dialogs.StatisticsDialog(
        session.stats, host.parent, current_rules_field=flow.game.rules.field, current_game=flow.game.position.game
    )

    def replay(code: str) -> None:
        dialog.close()
        replay_code(host, code)

    dialog.replayRequested.connect(replay)
    goals = dialog.buttons.addButton(_tr("DailyGoals", "Daily goals…"), QDialogButtonBox.ButtonRole.ActionRole)
    goals.setObjectName("dailyGoalsButton")
    goals.clicked.connect(lambda: pyramid_qt.ui.daily.open_calendar(host))
    open_fresh(dialog)
    dialog.exec()
    dialog.deleteLater()


def replay_code(host: DialogHost, code: str) -> None:
    """A deal of the statistics played again: today's daily deal as the daily deal (its goals still count), any
    other as its code."""
    today = _today()
    if code == daily_deal(today).text:
        host.play_daily(today)  # asks before the game in progress is left, as any new game does
        return
    if host.flow.may_discard(Discard.NEW_GAME):
        host.flow.play_code(DealCode.parse(code))


def _today() -> date:
    return date.today()


def show_about(host: DialogHost) -> None:
    QMessageBox.about(
        host.parent,
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


def open_help(host: DialogHost, game: GameDeclaration | None = None) -> None:
    """The help window (F1), not modal: the player may read it beside the game.  Built once, kept as a child of the
    window for the next time.  ``game``: turn to that game's page (from New game)."""
    dialog = host.parent.findChild(dialogs.HelpDialog)
    if dialog is None:
        dialog = dialogs.HelpDialog(host.parent.actions, host.parent)  # the declared actions, in their order
        open_fresh(dialog)
    if game is not None:
        dialog.show_game(game)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()


def copy_position(host: DialogHost) -> None:
    dialogs.positions.copy_to_clipboard(host.flow.game.position)
    host.notices.show_toast(copied_text())


def save_position(host: DialogHost) -> None:
    """Save the position on the table to a file the player names (a file that could not be written: why, in a box)."""
    game = host.flow.game
    suggested = f"{game.code.text if game.code is not None else 'pyramid'}-{game.moves}.txt"
    path = dialogs.positions.choose_save_file(host.parent, suggested)
    if path is None:
        return
    problem = dialogs.positions.save_to_file(game.position, path)
    if problem is not None:
        _tell_position_problem(host.parent, problem)
    else:
        host.notices.show_toast(saved_text(str(path)))


def paste_position(host: DialogHost) -> None:
    """The clipboard's position, or its deal code or deal number (a number under the rules New game deals)."""
    _play_loaded(host, dialogs.positions.from_clipboard(host.rules()))


def open_position(host: DialogHost) -> None:
    path = dialogs.positions.choose_file(host.parent)
    if path is not None:
        _play_loaded(host, dialogs.positions.from_file(path))


def _play_loaded(host: DialogHost, loaded: Loaded) -> None:
    """Play a position (or a deal) read from the clipboard or a file, or tell why it cannot be (the game on the
    table stays)."""
    if loaded.code is not None:
        if host.flow.may_discard(Discard.NEW_GAME):
            host.flow.play_code(loaded.code)
    elif loaded.position is None:
        _tell_position_problem(host.parent, loaded.problem or "")
    elif host.flow.may_discard(Discard.POSITION):
        host.flow.play_position(loaded.position)


def _tell_position_problem(parent: QWidget, text: str) -> None:
    """The parser's message in a box of its own (window-modal, not waited on): a toast of several lines covered the
    bottom row at 800×600 and went before the player had read which line to mend."""
    box = QMessageBox(
        QMessageBox.Icon.Warning, _tr("Positions", "Position"), text, QMessageBox.StandardButton.Ok, parent
    )
    box.setObjectName("positionProblem")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()


def settings_problems(settings: Settings | None) -> list[str]:
    """A damaged or unreadable settings file, told at start (defaults are in use until the player saves)."""
    key = None if settings is None else settings.load_problem
    return [] if key is None else [dialogs.settings_problem_text(key)]
