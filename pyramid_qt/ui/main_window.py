"""The game window: composes the board, the tap controller, the status, the panels and the solver runner.

Each part does one job in its own module; this class only wires them and decides the flow between games
(new, replay, resume, end).  The engine decides every rule, through :class:`GameAdapter`.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QMainWindow, QVBoxLayout, QWidget

import pyramid_qt
from pyramid_qt.engine import Card, DealCode, Game, Move, Position, Status
from pyramid_qt.services.deal_source import MIGHT_BE_DEAD_END, deal_label, random_deal
from pyramid_qt.shipped_files import resources_dir
from pyramid_qt.ui import texts
from pyramid_qt.ui.actions import WindowActions
from pyramid_qt.ui.board import speeds
from pyramid_qt.ui.board.adapter import GameAdapter
from pyramid_qt.ui.board.appearance import BoardAppearance
from pyramid_qt.ui.board.play_controller import PlayController
from pyramid_qt.ui.board.scene import BoardScene, BoardView
from pyramid_qt.ui.game_clock import GameClock
from pyramid_qt.ui.status_widgets import Counters, DealBar
from pyramid_qt.ui.texts import end as end_texts
from pyramid_qt.ui.texts import fill

if TYPE_CHECKING:  # annotations only: PySide6 builds a class's enums when it is first used (start-up time)
    from PySide6.QtGui import QCloseEvent, QResizeEvent

    from pyramid_qt.engine import RuleSet
    from pyramid_qt.services.session import GameSession
    from pyramid_qt.store.settings import Settings
    from pyramid_qt.ui.card_art.disk_cache import CardArtDiskCache
    from pyramid_qt.ui.overlay_panel import OverlayPanel
    from pyramid_qt.ui.solver_jobs import SolverRunner
    from pyramid_qt.ui.solver_questions import SolverQuestions
    from pyramid_qt.ui.toast import Toast

TICK_MS = 500
WINDOW_ICON_PREFIX, WINDOW_ICON_SUFFIX = "pyramid-qt-", ".png"


def _window_icon() -> QIcon:
    """The app icon from the PNG sizes shipped in resources/icons (``pyramid-qt-<n>.png``, written by
    packaging/render_icons.py); an SVG would load Qt's SVG icon engine before the first frame."""
    icon = QIcon()
    try:
        entries = list(os.scandir(resources_dir() / "icons"))
    except OSError:
        return icon
    for entry in entries:
        size = entry.name.removeprefix(WINDOW_ICON_PREFIX).removesuffix(WINDOW_ICON_SUFFIX)
        if entry.name.startswith(WINDOW_ICON_PREFIX) and entry.name.endswith(WINDOW_ICON_SUFFIX) and size.isdigit():
            icon.addFile(entry.path, QSize(int(size), int(size)))
    return icon


class MainWindow(QMainWindow):
    def __init__(
        self,
        *,
        settings: Settings | None = None,
        session: GameSession | None = None,
        clock: GameClock | None = None,
        speed: speeds.Speed | None = None,
        art_cache: CardArtDiskCache | None = None,
    ) -> None:
        """``settings``: a store Settings (``None`` = defaults); ``session``: a GameSession that saves the game
        and records statistics (``None`` = nothing is written, as for ``--screenshot``); ``art_cache``: card
        images kept between runs (``None`` = every card is drawn)."""
        super().__init__()
        self.settings = settings
        self.session = session
        self.clock = clock or GameClock()
        self.label_name: str | None = None
        self.extra: dict[str, Any] = {"hints": 0, "checks": 0}
        self._revealed: str | None = None
        self._has_game = False  # a game has been put on the board (the placeholder below does not count)
        self._ended = False  # the end of this game has been recorded
        self._first_frame_pending = True
        self._deferred: list[Callable[[], None]] = []

        self.scene = BoardScene(self)
        self.scene.art.disk = art_cache
        self.appearance = BoardAppearance(
            self.scene, settings, lambda text: self.when_painted(lambda: self._show_problems(text))
        )
        self.scene.speed = speed or speeds.parse_speed(self._setting("animation_speed", "normal"))
        self.view = BoardView(self.scene)
        self.deal_bar = DealBar()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.deal_bar)
        self.deal_bar.hide()  # until the first game is on the board
        layout.addWidget(self.view, 1)
        self.setCentralWidget(central)
        self.counters = Counters()
        self.statusBar().addPermanentWidget(self.counters)
        # Built on first use (see the properties below): none of them is on the first frame.
        self._toast: Toast | None = None
        self._end_panel: OverlayPanel | None = None
        self._check_panel: OverlayPanel | None = None
        self._questions: SolverQuestions | None = None

        start = Game.from_code(DealCode(1))
        self.adapter = GameAdapter(start, self)
        self.controller = PlayController(self.adapter, self.scene, lambda: bool(self._setting("error_help", True)))
        self.actions_ = WindowActions(self)
        self._connect()
        self._tick = QTimer(self)
        self._tick.setInterval(TICK_MS)
        self._tick.timeout.connect(self._update_time)
        self._tick.start()
        self.setWindowIcon(_window_icon())
        self.resize(1100, 760)
        self.retranslate()
        self.view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if self._first_frame_pending and event.type() == QEvent.Type.Paint:
            self._first_frame_pending = False
            self.view.viewport().removeEventFilter(self)
            QTimer.singleShot(0, self.after_first_frame)
        return False

    # ------------------------------------------------------------------ parts built on first use
    @property
    def toast(self) -> Toast:
        if self._toast is None:
            from pyramid_qt.ui.toast import Toast

            self._toast = Toast(self)  # over the status bar, below the bottom row of cards
        return self._toast

    @property
    def end_panel(self) -> OverlayPanel:
        if self._end_panel is None:
            from pyramid_qt.ui.overlay_panel import OverlayPanel

            self._end_panel = OverlayPanel(self.view, "endPanel")
        return self._end_panel

    @property
    def check_panel(self) -> OverlayPanel:
        if self._check_panel is None:
            from pyramid_qt.ui.overlay_panel import Anchor, OverlayPanel

            self._check_panel = OverlayPanel(self.view, "checkPanel", Anchor.TOP)
        return self._check_panel

    @property
    def questions(self) -> SolverQuestions:
        if self._questions is None:
            from pyramid_qt.ui.solver_questions import SolverQuestions

            q = SolverQuestions(
                self.check_panel, undo=self.undo, replay=self.replay, current_game=lambda: self.game, parent=self
            )
            q.hintReady.connect(self.controller.show_hint)
            q.rewindTo.connect(self._rewind)
            q.revealed.connect(self._on_revealed)
            q.message.connect(self._show_message)
            q.verdict.connect(lambda name: self.statusBar().showMessage(texts.verdict_text(name), 6000))
            self._questions = q
        return self._questions

    @property
    def runner(self) -> SolverRunner:
        """The solver's worker (tests wait on its signals)."""
        return self.questions.runner

    def _show_message(self, text: str) -> None:
        self.toast.show_message(text)

    def _hide_floating(self) -> None:
        """Hide the end panel and the toast, if they were ever built."""
        for part in (self._end_panel, self._toast):
            if part is not None:
                part.hide()

    def _hide_end_panel(self) -> None:
        if self._end_panel is not None:
            self._end_panel.hide()

    def _cancel_questions(self) -> None:
        if self._questions is not None:
            self._questions.cancel()

    # ------------------------------------------------------------------ wiring
    def _connect(self) -> None:
        a, view, adapter, controller = self.actions_, self.view, self.adapter, self.controller
        view.cardClicked.connect(controller.tap_card)
        view.stockClicked.connect(controller.tap_stock)
        view.emptyClicked.connect(controller.tap_empty)
        view.focusMove.connect(controller.move_focus)
        view.activate.connect(controller.activate_focus)
        controller.message.connect(self._show_message)
        self.deal_bar.copied.connect(
            lambda code: self.toast.show_message(fill(self.tr("Deal code {code} copied"), code=code))
        )
        controller.selectionChanged.connect(self._describe_focus)
        adapter.positionChanged.connect(self._on_position_changed)
        adapter.movePlayed.connect(self._on_move)
        adapter.moveUndone.connect(self._on_move)
        adapter.moveRedone.connect(self._on_move)
        adapter.countersChanged.connect(self._update_status)
        adapter.gameWon.connect(self._on_won)
        adapter.gameLost.connect(self._on_lost)
        adapter.refused.connect(self._on_refused)
        a.new_game.triggered.connect(self.open_new_game_dialog)
        a.replay.triggered.connect(self.replay)
        a.undo.triggered.connect(self.undo)
        a.redo.triggered.connect(self.redo)
        a.draw.triggered.connect(controller.draw_or_recycle)
        a.hint.triggered.connect(self.hint)
        a.check.triggered.connect(self.check)
        a.highlight_pairs.toggled.connect(self._set_highlight_pairs)
        a.highlight_pairs.setChecked(bool(self._setting("highlight_pairs", False)))
        a.preferences.triggered.connect(self.open_preferences)
        a.statistics.triggered.connect(self.open_statistics)
        a.about.triggered.connect(self.show_about)
        a.quit.triggered.connect(self.close)
        # Without a settings file (``--screenshot``) or a session (nothing written) there is nothing to show.
        a.preferences.setEnabled(self.settings is not None)
        a.statistics.setEnabled(self.session is not None)
        if self.settings is not None and hasattr(self.settings, "changed"):
            self.settings.changed.connect(self._on_setting_changed)

    def _describe_focus(self) -> None:
        """Scene items are invisible to screen readers: the view describes the focused or selected card."""
        card = self.controller.focus if isinstance(self.controller.focus, Card) else self.controller.selection.selected
        self.view.setAccessibleDescription("" if card is None else self.scene.cards[card].accessible_name())

    def _setting(self, name: str, default: Any) -> Any:
        return default if self.settings is None else getattr(self.settings, name, default)

    def _on_setting_changed(self, key: str) -> None:
        """Preferences apply at once where they can; rule changes wait for the next deal (SPEC §2 W)."""
        from pyramid_qt.store import settings as keys

        if key == keys.K_ANIMATION_SPEED:
            self.scene.speed = speeds.parse_speed(self.settings.animation_speed)
        elif key == keys.K_LANGUAGE:
            from pyramid_qt import i18n

            i18n.install_language(self.settings.language)

    def _rules(self) -> RuleSet:
        from pyramid_qt.engine.rules import DEFAULT_RULES

        return DEFAULT_RULES if self.settings is None else self.settings.rules()

    # ------------------------------------------------------------------ starting games
    @property
    def game(self) -> Game:
        return self.adapter.game

    def start_game(self, game: Game, label_name: str | None, *, elapsed: float = 0.0, resumed: bool = False) -> None:
        """Put ``game`` on the board (a new deal, a replay, or a resumed save)."""
        self._cancel_questions()
        self._hide_floating()
        self.statusBar().clearMessage()
        if not resumed:
            self._leave_current()
            self.extra = {"hints": 0, "checks": 0, "label": label_name}
        self.label_name = label_name
        self._revealed = None
        self._ended = game.is_over
        self.clock.reset(elapsed, started=resumed and game.moves > 0 and not game.is_over)
        self.scene.set_rules_geometry(game.position)
        self._has_game = True
        self.deal_bar.show()
        self.adapter.set_game(game, resumed=resumed)
        if self.session is not None and not resumed:
            self.session.begin(game, self.extra)

    def _leave_current(self) -> None:
        if self.session is not None and self._has_game:
            self.session.leave(self.adapter.game, self.clock.elapsed(), self.extra)

    def new_random_game(self) -> None:
        code, label = random_deal(self._rules(), bool(self._setting("winnable_only", True)))
        self.play_code(code, label)

    def play_code(self, code: DealCode, label_name: str | None = None) -> None:
        """Deal ``code``.  Without a label the deal's label is looked up in the solver's tables just after (the
        tables must not delay the first frame); until then the deal bar shows no label."""
        self.start_game(Game.from_code(code), label_name)
        if label_name is None:
            self.when_painted(lambda: self._look_up_label(code))

    def _look_up_label(self, code: DealCode) -> None:
        if self.game.code != code or self.label_name is not None:
            return  # another game, or already known
        self.label_name = deal_label(code)
        self.extra["label"] = self.label_name
        self._update_status()
        self._save()

    def play_position(self, position: Position) -> None:
        """A game from an explicit position (position text, tests): no code, no statistics."""
        self.start_game(Game(position, None), None)

    def resume_or_deal(self) -> None:
        """At start-up: the saved game if there is one, else a new deal by the settings."""
        saved = self.session.resume() if self.session is not None else None
        if saved is None:
            # Choosing a deal reads the solver's label tables: the empty felt is painted first.
            self.when_painted(self.new_random_game)
            return
        game, elapsed, extra = saved
        self.extra = {"hints": 0, "checks": 0, **extra}
        self.start_game(game, extra.get("label"), elapsed=elapsed, resumed=True)

    def when_painted(self, job: Callable[[], None]) -> None:
        """Run ``job`` soon, but never before the first frame (it may import slow modules)."""
        if self._first_frame_pending:
            self._deferred.append(job)
        else:
            QTimer.singleShot(0, job)

    def after_first_frame(self) -> None:
        """Work that may touch slow modules (SQLite, solver tables), run once the window has been painted."""
        jobs, self._deferred = self._deferred, []
        for job in jobs:
            job()
        if self.session is not None:
            self.session.tidy_stats()
        if self.scene.art.check_disk_fonts():
            self.scene.redraw_cards()
        self._show_problems(*self._settings_problem())

    def _settings_problem(self) -> list[str]:
        """A damaged or unreadable settings file, told at start (defaults are in use until the player saves)."""
        key = getattr(self.settings, "load_problem", None)
        if key is None:
            return []
        from pyramid_qt.ui.dialogs.preferences import settings_problem_text

        return [settings_problem_text(key)]

    def open_new_game_dialog(self) -> None:
        from pyramid_qt.ui.dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(self._rules(), self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        if dialog.code is None:
            self.new_random_game()
        else:
            self.play_code(dialog.code)

    def replay(self) -> None:
        game = self.game
        fresh = Game.from_code(game.code) if game.code is not None else Game(game.start, None)
        self.start_game(fresh, self.label_name)

    # ------------------------------------------------------------------ moves
    def undo(self) -> None:
        self.scene.finish_animations()
        self.adapter.undo()

    def redo(self) -> None:
        self.scene.finish_animations()
        self.adapter.redo()

    def _on_move(self, _move: Move) -> None:
        if not self.game.is_over:
            self.clock.start()
            self._hide_end_panel()
            if self._ended:
                self._ended = False
                if self.session is not None:
                    self.session.reopened()
        if self._questions is not None and self._questions.runner.purpose in ("hint", "check", "rewind"):
            self._questions.cancel()  # its answer would be about a position that is gone
        if self._check_panel is not None:
            self._check_panel.hide()
        self._save()

    def _on_position_changed(self, _kind: str) -> None:
        position = self.game.position
        self.scene.show_position(position, _kind)
        self.controller.refresh_marks()
        if not self.game.is_over:
            self._hide_end_panel()
        self._update_status()

    def _on_refused(self, key: str) -> None:
        from pyramid_qt.engine import Refusal

        if key != Refusal.GAME_OVER.value:
            self.toast.show_message(texts.refusal_text(Refusal(key)))

    def _save(self) -> None:
        if self.session is not None:
            self.session.save(self.game, self.clock.elapsed(), self.extra)
            self._show_problems()

    def _show_problems(self, *also: str) -> None:
        """Tell the player once about files that could not be read or written (play goes on regardless).

        Problems found together are told in one message: a toast replacing another would hide the first, and
        each problem is told only once.  ``also``: texts of other problems found at the same moment."""
        keys = [] if self.session is None else self.session.take_problems()
        lines = [*also, *(texts.problem_text(key) for key in keys)]
        if lines:
            self.toast.show_message("\n".join(lines), 6000)

    # ------------------------------------------------------------------ status
    def _update_status(self) -> None:
        game = self.game
        self.deal_bar.set_code(game.code.text if game.code is not None else "")
        self.deal_bar.set_deal_label(self.label_name, self._revealed)
        self.deal_bar.set_pass(game.pass_number, game.rules.passes)
        self.counters.set_values(score=game.score, seconds=self.clock.elapsed(), moves=game.moves, undos=game.undos)
        a = self.actions_
        a.undo.setEnabled(game.can_undo)
        a.redo.setEnabled(game.can_redo)
        position = game.position
        a.set_draw_is_recycle(not position.stock and position.recycle_refusal() is None)
        a.draw.setEnabled(not game.is_over and (bool(position.stock) or position.recycle_refusal() is None))
        a.hint.setEnabled(not game.is_over)
        a.check.setEnabled(not game.is_over)
        self.setWindowTitle(self._title())

    def _title(self) -> str:
        code = self.game.code
        if code is None or not self._has_game:
            return self.tr("Pyramid")
        return fill(self.tr("{code} – Pyramid"), code=code.text)

    def _update_time(self) -> None:
        self.counters.set_time(self.clock.elapsed())
        if self.scene.art.disk is not None:
            self.scene.art.disk.flush_if_idle()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._fit_toolbar()

    def _fit_toolbar(self) -> None:
        """Texts beside the icons when they fit (long Indonesian labels on a small window go under them)."""
        bar = self.actions_.toolbar
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        if bar.sizeHint().width() > self.width():
            bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        kind = event.type()
        if kind in (QEvent.Type.ActivationChange, QEvent.Type.WindowStateChange):
            self.clock.set_paused(not self.isActiveWindow() or self.isMinimized())
        elif kind == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ end of game
    def _record_end(self) -> None:
        self.clock.stop()
        if not self._ended and self.session is not None:
            self.session.ended(self.game, self.clock.elapsed(), self.extra)
        self._ended = True
        self._show_problems()

    def _on_won(self) -> None:
        self._record_end()
        self.scene.celebrate()
        self._show_end_panel()

    def _on_lost(self) -> None:
        self._record_end()
        self._show_end_panel()
        if self.label_name == MIGHT_BE_DEAD_END and self._revealed is None and self.game.code is not None:
            self.questions.ask_reveal(self.game.code)

    def _show_end_panel(self) -> None:
        game = self.game
        if game.status is Status.PLAYING:
            self._hide_end_panel()
            return
        panel = self.end_panel
        if game.status is Status.WON:
            panel.title.setText(end_texts.won_title())
            lines = end_texts.result_lines(game, self.clock.elapsed())
            if self.label_name == MIGHT_BE_DEAD_END:
                lines.append(end_texts.revealed_label("WINNABLE"))
        else:
            panel.title.setText(end_texts.lost_title())
            lines = end_texts.lost_lines(game, self.clock.elapsed())
            if self._revealed is not None:
                lines.append(end_texts.revealed_label(self._revealed))
        panel.body.setText("\n".join(lines))
        panel.set_buttons(
            [
                (self.tr("New game"), self.new_random_game),
                (self.tr("Replay"), self.replay),
                (self.tr("Undo"), self.undo),
            ]
        )
        panel.popup()

    # ------------------------------------------------------------------ solver questions
    def hint(self) -> None:
        if self.game.is_over:
            return
        self.extra["hints"] = int(self.extra.get("hints", 0)) + 1
        self.questions.ask_hint(self.game.position)

    def check(self) -> None:
        if self.game.is_over:
            return
        self.extra["checks"] = int(self.extra.get("checks", 0)) + 1
        self.questions.ask_check(self.game.position)

    def cancel_check(self) -> None:
        self._cancel_questions()

    def back_to_last_winnable(self) -> None:
        self.questions.ask_rewind(self.game)

    def _rewind(self, kept: int) -> None:
        self.scene.finish_animations()
        self.adapter.undo_to(kept)

    def _on_revealed(self, verdict_name: str) -> None:
        self._revealed = verdict_name
        self._update_status()  # the deal chip tells the true label now (SPEC §6)
        if self.game.is_over:
            self._show_end_panel()

    # ------------------------------------------------------------------ other windows
    def _set_highlight_pairs(self, on: bool) -> None:
        self.controller.highlight_pairs = on
        self.controller.refresh_marks()
        # Written only when the player changes it: settings are never rewritten just by starting.
        if self.settings is not None and self.settings.highlight_pairs != on:
            self.settings.highlight_pairs = on

    def open_preferences(self) -> None:
        """Preferences apply through ``settings.changed`` (speed, language at once; rules from the next deal)."""
        if self.settings is None:
            return
        from pyramid_qt.ui.dialogs.preferences import PreferencesDialog

        dialog = PreferencesDialog(self.settings, self)
        dialog.exec()
        dialog.deleteLater()

    def open_statistics(self) -> None:
        if self.session is None:
            return
        from pyramid_qt.ui.dialogs.statistics import StatisticsDialog

        self._save()  # the game in progress shows its latest counters
        dialog = StatisticsDialog(self.session.stats, self, current_rules_field=self.game.rules.field)
        dialog.replayRequested.connect(lambda code: self._replay_from_statistics(dialog, code))
        dialog.exec()
        dialog.deleteLater()

    def _replay_from_statistics(self, dialog: QWidget, code: str) -> None:
        dialog.close()
        self.play_code(DealCode.parse(code))

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(
            self,
            self.tr("About Pyramid"),
            fill(
                self.tr(
                    "<h3>Pyramid {version}</h3>"
                    "<p>Pyramid Solitaire for the desktop: remove pairs of cards that add up to 13.</p>"
                    "<p>Licence: GNU General Public License, version 3 or later.</p>"
                    "<p>Made with Qt for Python (PySide6). Rules from the Pyramid Solitaire tradition.</p>"
                ),
                version=pyramid_qt.__version__,
            ),
        )

    # ------------------------------------------------------------------ language
    def retranslate(self) -> None:
        self.actions_.retranslate()
        self.setWindowTitle(self._title())
        if self._end_panel is not None and self._end_panel.isVisible():
            self._show_end_panel()
        if self._questions is not None:
            self._questions.retranslate()
        # A passing message in the old language is gone rather than left standing (it would be gone in seconds).
        if self._toast is not None:
            self._toast.hide()
        self.statusBar().clearMessage()
        self._fit_toolbar()
        self.view.setAccessibleName(self.tr("Card table"))
        self.controller.refresh_marks()

    # ------------------------------------------------------------------ closing
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self._cancel_questions()
        self.scene.finish_animations()
        if self._has_game:
            self._save()
        if self.scene.art.disk is not None:
            self.scene.art.disk.flush()
        if self._questions is not None:
            self._questions.runner.wait(2000)
        # A settings file with a load problem is left as it is until the player saves a change (Settings'
        # promise: they may want to mend it by hand); the geometry alone is not worth rewriting it for.
        settings = self.settings
        if hasattr(settings, "window_geometry") and not getattr(settings, "load_problem", None):
            settings.window_geometry = bytes(self.saveGeometry().data())
        super().closeEvent(event)
