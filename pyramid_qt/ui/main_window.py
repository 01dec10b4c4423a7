"""The game window: builds the board, the tap controller, the status, the panels and the solver runner, and
wires them.

Each part does one job in its own module: the flow between games (new, replay, resume, end, the record) is
:class:`~pyramid_qt.ui.game_flow.GameFlow` (``window.flow``), the status around the board
:mod:`~pyramid_qt.ui.around_board.window_status`, the panels over the board
:mod:`~pyramid_qt.ui.over_board.window_panels`, the end panel's content :mod:`~pyramid_qt.ui.end_panel`, the
dialogs :mod:`~pyramid_qt.ui.window_dialogs`.  This class builds and wires them, puts off slow work until the first
frame is painted, and closes.  The engine decides every rule, through :class:`GameAdapter`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow, QSizeGrip, QVBoxLayout, QWidget

from pyramid_qt import i18n, ui
from pyramid_qt.engine import DealCode, Game, Refusal, games
from pyramid_qt.engine.rules import DEFAULT_RULES
from pyramid_qt.store.preferences import Preference, Preferences
from pyramid_qt.ui import dialogs, icons, texts
from pyramid_qt.ui.accessibility import window as accessibility
from pyramid_qt.ui.accessibility.narrator import Narrator
from pyramid_qt.ui.actions import Menu, WindowActions
from pyramid_qt.ui.around_board import toolbar_fit, window_status
from pyramid_qt.ui.around_board.scores import ScoreKeeper
from pyramid_qt.ui.around_board.status_line import WrappingStatusBar
from pyramid_qt.ui.around_board.status_widgets import Counters, DealBar
from pyramid_qt.ui.board import speeds
from pyramid_qt.ui.board.adapter import GameAdapter
from pyramid_qt.ui.board.appearance import BoardAppearance
from pyramid_qt.ui.board.play_controller import PlayController
from pyramid_qt.ui.board.scene import BoardScene
from pyramid_qt.ui.board.view import BoardView
from pyramid_qt.ui.game_clock import GameClock
from pyramid_qt.ui.game_flow import GameFlow
from pyramid_qt.ui.over_board.pause import Pause, PauseCover
from pyramid_qt.ui.over_board.window_panels import WindowPanels
from pyramid_qt.ui.ports import AssistPorts, Discard, FlowPorts
from pyramid_qt.ui.texts import fill

if TYPE_CHECKING:  # annotations only: PySide6 builds a class's enums when it is first used (start-up time)
    from PySide6.QtGui import QCloseEvent, QResizeEvent

    from pyramid_qt.engine import RuleSet
    from pyramid_qt.services.session import GameSession
    from pyramid_qt.store.settings import Settings
    from pyramid_qt.ui.assist import Assist
    from pyramid_qt.ui.card_art.disk_cache import CardArtDiskCache
    from pyramid_qt.ui.over_board.overlay_panel import OverlayPanel
    from pyramid_qt.ui.over_board.toast import Toast
    from pyramid_qt.ui.solver_jobs import SolverRunner
    from pyramid_qt.ui.solver_questions import SolverQuestions
    from pyramid_qt.ui.window_dialogs import DialogHost

TICK_MS = 500
V = TypeVar("V")


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
        self.setObjectName("mainWindow")
        self.settings = settings
        self.session = session
        self.clock = clock or GameClock()
        self._first_frame_pending = True
        self._deferred: list[Callable[[], None]] = []

        self.scene = BoardScene(self)
        self.scene.art.disk = art_cache
        self.appearance = BoardAppearance(
            self.scene, settings, lambda text: self.when_painted(lambda: self.flow.show_problems(text))
        )
        self.scene.speed = speed or self.setting(Preferences.animation_speed)
        self.view = BoardView(self.scene)
        self.view.setObjectName("board")
        self.deal_bar = DealBar()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.deal_bar)
        self.deal_bar.hide()  # until the first game is on the board
        layout.addWidget(self.view, 1)
        QWidget.setTabOrder(self.view, self.deal_bar.copy_button)  # the keys play on the board from the start
        self.setCentralWidget(central)
        self.setStatusBar(WrappingStatusBar())
        self.counters = Counters()
        self.counters.setObjectName("counters")
        self.statusBar().addPermanentWidget(self.counters)
        self.counters.set_relaxed(self.setting(Preferences.relax))
        self.announcer = accessibility.prepare(self.view, self.statusBar(), self)  # the board's interfaces too
        # Built on first use, said to a screen reader; they lie where they cover no card, the toast off the counters.
        self.panels = WindowPanels(
            self,
            self.view,
            room=self.view,
            keep_visible=[self.counters],
            announcer=self.announcer,
            cards=self.view.cards_laid_out,
        )
        # Built on first use (see the properties below): neither is on the first frame.
        self._questions: SolverQuestions | None = None
        self._assist: Assist | None = None

        self.scores = ScoreKeeper(lambda: self.setting(Preferences.scoring), session, self)
        start = Game.from_code(DealCode(1))
        self.adapter = GameAdapter(start, self)
        self.adapter.auto_kings = self.setting(Preferences.auto_kings)
        self.controller = PlayController(self.adapter, self.scene, lambda: self.setting(Preferences.error_help))
        self.actions_ = WindowActions(self, self)
        self.flow: GameFlow = GameFlow(
            FlowPorts(
                adapter=self.adapter,
                clock=self.clock,
                motion=self.scene,
                notices=self.panels,
                panels=self.panels,
                questions=lambda: self.questions,
                assistance=lambda: self.assist,
                when_painted=self.when_painted,
                rules=self.rules,
                winnable_only=lambda: self.setting(Preferences.winnable_only),
                confirm_discard=self._confirm_discard,
                scoring=lambda: self.scores,
                difficulty=lambda: self.setting(Preferences.new_game_difficulty).level,
                game=lambda: games.GAMES.get(self.setting(Preferences.game), games.PYRAMID),
                open_new_game=lambda: ui.window_dialogs.open_new_game(self.dialog_host),
                relaxed=lambda: self.setting(Preferences.relax),
                share=lambda: ui.daily.share_result(self.flow, self.panels, self.assist),
                goal_lines=lambda: self.assist.goals.end_lines(),
            ),
            session,
            self,
        )
        self._dialog_host: DialogHost | None = None
        self.narrator = Narrator(self.adapter, self.controller, self.announcer, self)
        self.pause = Pause(
            self.actions_, self.clock, PauseCover(self.view, lambda: self.scene.felt), self.update_status
        )
        self._connect()
        self._tick = QTimer(self)
        self._tick.setInterval(TICK_MS)
        self._tick.timeout.connect(self._update_time)
        self._tick.start()
        self.setWindowIcon(icons.window_icon())
        self.resize(1100, 760)
        self.retranslate()
        self.view.viewport().installEventFilter(self)

    # ------------------------------------------------------------------ the first frame first
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if self._first_frame_pending and event.type() == QEvent.Type.Paint:
            self._first_frame_pending = False
            self.view.viewport().removeEventFilter(self)
            QTimer.singleShot(0, self.after_first_frame)
        return False

    @property
    def first_frame_pending(self) -> bool:
        """The window has not been painted yet (work put off with :meth:`when_painted` waits for it)."""
        return self._first_frame_pending

    def when_painted(self, job: Callable[[], None]) -> None:
        """Run ``job`` soon, but never before the first frame (it may import slow modules)."""
        if self._first_frame_pending:
            self._deferred.append(job)
        else:
            QTimer.singleShot(0, job)

    def after_first_frame(self) -> None:
        """Work that may touch slow modules (SQLite, solver tables), run once the window has been painted."""
        accessibility.switch_on(self.view)  # Qt's accessibility classes are not built before the first frame
        jobs, self._deferred = self._deferred, []
        for job in jobs:
            job()
        if self.session is not None:
            self.session.tidy_stats()
        if self.scene.art.check_disk_fonts():
            self.scene.redraw_cards()
        self.flow.show_problems(*ui.window_dialogs.settings_problems(self.settings))

    # ------------------------------------------------------------------ parts built on first use
    @property
    def toast(self) -> Toast:
        return self.panels.toast

    @property
    def end_panel(self) -> OverlayPanel:
        return self.panels.end_panel

    @property
    def check_panel(self) -> OverlayPanel:
        return self.panels.check_panel

    @property
    def questions(self) -> SolverQuestions:
        if self._questions is None:
            flow = self.flow
            q = ui.SolverQuestions(
                self.check_panel, undo=flow.undo, replay=flow.replay, current_game=lambda: self.game, parent=self
            )
            q.hintReady.connect(lambda hint: self.controller.show_hint(hint.move))
            q.hintReady.connect(lambda hint: self.narrator.say_hint(hint.move))  # the toast says what it promises
            q.rewindTo.connect(flow.rewind)
            q.revealed.connect(flow.on_revealed)
            q.message.connect(lambda text: self.toast.show_message(text))
            q.positionMessage.connect(lambda text: self.toast.show_position_message(text))
            q.verdict.connect(lambda verdict: self.statusBar().showMessage(texts.verdict_text(verdict), 6000))
            self._questions = q
        return self._questions

    @property
    def assist(self) -> Assist:
        """Show me how, Where did it go wrong?, par, difficulty and the daily deal (:mod:`pyramid_qt.ui.assist`)."""
        if self._assist is None:
            ports = AssistPorts(self.adapter, self.scene, self.panels, self.panels, self.controller, self.deal_bar)
            self._assist = ui.Assist(ports, self.flow, self)
        return self._assist

    @property
    def dialog_host(self) -> DialogHost:
        """What the dialogs' openers (:mod:`pyramid_qt.ui.window_dialogs`) are given."""
        if self._dialog_host is None:
            host = ui.window_dialogs.DialogHost(
                self,
                self.flow,
                self.settings,
                self.appearance,
                self.panels,
                self.rules,
                lambda day: self.assist.play_daily(day),  # the assist is built when first used
            )
            self._dialog_host = host
        return self._dialog_host

    @property
    def runner(self) -> SolverRunner:
        """The solver's worker (tests wait on its signals)."""
        return self.questions.runner

    def _confirm_discard(self, kind: Discard, practice: bool) -> bool:
        return dialogs.confirm.confirm_discard(kind, self.settings, self, practice=practice)

    def _on_flow_starting(self) -> None:
        """Another game is about to be put on the board: answers and messages about the one on it go."""
        self.cancel_questions()
        self.panels.hide_floating()
        self.statusBar().clearMessage()
        self.deal_bar.show()

    def cancel_questions(self) -> None:
        if self._questions is not None:
            self._questions.cancel()

    def after_move(self) -> None:
        """A move was played, undone or redone: answers about the position before it are gone."""
        if self._questions is not None:
            self._questions.cancel_position_questions()
        self.panels.hide_check_panel()
        self.panels.end_position_message()

    # ------------------------------------------------------------------ wiring
    def _connect(self) -> None:
        a, view, adapter, controller, flow = self.actions_, self.view, self.adapter, self.controller, self.flow
        controller.attach(view)
        QShortcut(QKeySequence("F10"), self, self.open_menu_bar)  # GNOME's and Windows' key (Qt opens it with Alt)
        controller.message.connect(lambda text: self.toast.show_message(text))
        self.deal_bar.copied.connect(
            lambda code: self.toast.show_message(fill(self.tr("Deal code {code} copied"), code=code))
        )
        adapter.positionChanged.connect(self._on_position_changed)
        flow.starting.connect(self._on_flow_starting)
        flow.moved.connect(self.after_move)
        flow.labelChanged.connect(self.update_status)
        adapter.movePlayed.connect(flow.on_move)
        adapter.moveUndone.connect(flow.on_move)
        adapter.moveRedone.connect(flow.on_move)
        adapter.countersChanged.connect(self.update_status)
        adapter.gameWon.connect(flow.on_won)
        adapter.gameLost.connect(flow.on_lost)
        for ended in (adapter.gameWon, adapter.gameLost):  # after the flow has stopped the clock: the end panel's time
            ended.connect(lambda: self.counters.set_time(self.clock.elapsed()))
        adapter.refused.connect(self._on_refused)
        self.scores.bestKnown.connect(self._refresh_end_panel)
        self.scores.matchProblem.connect(lambda: self.when_painted(self.flow.show_problems))
        adapter.gameStarted.connect(self._on_game_started)
        a.highlight_pairs.setChecked(self.setting(Preferences.highlight_pairs))
        # Without a settings file (``--screenshot``) or a session (nothing written) there is nothing to show.
        a.preferences.setEnabled(self.settings is not None)
        a.statistics.setEnabled(self.session is not None)
        if self.settings is not None:
            self.settings.changed.connect(self._on_setting_changed)

    def open_menu_bar(self) -> None:
        """F10: the menu bar's first menu opens, where keyboard and screen-reader users look for the menus."""
        self.menuBar().setActiveAction(self.actions_.menus[Menu.GAME].menuAction())

    def setting(self, preference: Preference[V]) -> V:
        """A preference (store/preferences.py): the player's value, or its declared default without settings."""
        return preference.default if self.settings is None else self.settings.value(preference)

    def _on_setting_changed(self, key: str) -> None:
        """Preferences apply at once where they can; rule changes wait for the next deal (the game in progress keeps
        the rules it was dealt under)."""
        if self.settings is None:
            return
        if key == Preferences.animation_speed.key:
            self.scene.speed = self.settings.animation_speed
        elif key == Preferences.auto_kings.key:
            self.adapter.auto_kings = self.settings.auto_kings  # from the next move on
        elif key == Preferences.language.key:
            i18n.install_language(self.settings.language)
        elif key == Preferences.relax.key:
            self.counters.set_relaxed(self.settings.relax)
            self._refresh_end_panel()
        elif key == Preferences.scoring.key:
            self.update_status()  # the score under the system chosen, at once
            self._refresh_end_panel()

    def _refresh_end_panel(self) -> None:
        """The end panel, when shown, says the result again (a preference changed, or a best score came)."""
        if self.panels.end_panel_shown():
            self.flow.show_end_panel()

    def rules(self) -> RuleSet:
        """The rules a new deal is dealt with."""
        return DEFAULT_RULES if self.settings is None else self.settings.rules()

    def set_paused(self, on: bool) -> None:
        """The Pause action's handler."""
        self.pause.set_paused(on)

    def set_full_screen(self, on: bool) -> None:
        """The Full screen action's handler (F11)."""
        if on != self.isFullScreen():
            self.showFullScreen() if on else self.showNormal()

    def set_highlight_pairs(self, on: bool) -> None:
        """The Highlight playable pairs action's handler."""
        self.controller.highlight_pairs = on
        self.controller.refresh_marks()
        # Written only when the player changes it: settings are never rewritten just by starting.
        if self.settings is not None and self.settings.highlight_pairs != on:
            self.settings.highlight_pairs = on

    # ------------------------------------------------------------------ the board and the status
    @property
    def game(self) -> Game:
        return self.adapter.game

    def _on_position_changed(self, kind: speeds.PositionChange) -> None:
        self.scene.show_position(self.game.position, kind)
        self.controller.refresh_marks()
        if not self.game.is_over:
            self.panels.hide_end_panel()
        self.update_status()

    def _on_game_started(self) -> None:
        self.pause.resume()  # a new game is never paused
        if self._assist is not None:
            self._assist.leave_game()
        # The deal's difficulty is read from the shipped ratings: never before the first frame.
        self.when_painted(lambda: self.assist.on_game_started())

    def _on_refused(self, refusal: Refusal) -> None:
        if refusal is not Refusal.GAME_OVER:
            self.toast.show_message(texts.refusal_text(refusal))

    def update_status(self) -> None:
        flow = self.flow
        game, score = self.game, self.scores.shown(self.game)
        window_status.show(
            game, flow.label, flow.revealed, self.clock.elapsed(), self.deal_bar, self.counters, self.actions_, score
        )
        self.pause.keep_disabled()
        self.setWindowTitle(window_status.window_title(self.game if flow.has_game else None))

    def _update_time(self) -> None:
        self.counters.set_time(self.clock.elapsed())
        self.flow.keep_time()
        if self.scene.art.disk is not None:
            self.scene.art.disk.flush_if_idle()
        if self.session is not None:
            self.session.retry_stats()  # statistics held by another program's lock reach the file when it lets go

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._fit_toolbar()

    def _fit_toolbar(self) -> None:
        toolbar_fit.fit(self.actions_.toolbar, self.width(), toolbar_fit.two_text_actions(self.actions_))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        kind = event.type()
        if kind in (QEvent.Type.ActivationChange, QEvent.Type.WindowStateChange):
            self.clock.set_paused(not self.isActiveWindow() or self.isMinimized())
            self.actions_.full_screen.setChecked(self.isFullScreen())  # also when the window manager changed it
        elif kind == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.actions_.retranslate()
        self.setWindowTitle(window_status.window_title(self.game if self.flow.has_game else None))
        if self.panels.end_panel_shown():
            self.flow.show_end_panel()
        if self._questions is not None:
            self._questions.retranslate()
        if self._assist is not None:
            self._assist.retranslate()
        # A passing message in the old language is gone rather than left standing (it would be gone in seconds).
        self.panels.hide_toast()
        self.statusBar().clearMessage()
        self._fit_toolbar()
        self.view.setAccessibleName(self.tr("Card table"))
        self.statusBar().setAccessibleName(self.tr("Game status"))
        grip = self.statusBar().findChild(QSizeGrip)
        if grip is not None:  # a screen reader reads it as an unnamed object otherwise
            grip.setAccessibleName(self.tr("Resize the window"))
        self.controller.refresh_marks()

    # ------------------------------------------------------------------ closing
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self.cancel_questions()
        self.flow.shutdown()  # the search for a verified-winnable deal, if one runs
        if self._assist is not None:
            self._assist.shutdown()
        self.scores.shutdown()
        self.scene.finish_animations()
        if self.flow.has_game:
            self.flow.save()
        if self.session is not None:
            self.session.close()  # statistics held in memory get their last, bounded, chance at the file
        self.scene.art.stop_drawing()  # a KDE deck's drawing process, if one runs
        if self.scene.art.disk is not None:
            self.scene.art.disk.flush()
        if self._questions is not None:
            self._questions.runner.shutdown()
        # A settings file with a load problem is left as it is until the player saves a change (Settings'
        # promise: they may want to mend it by hand); the geometry alone is not worth rewriting it for.
        settings = self.settings
        if settings is not None and settings.load_problem is None:
            settings.window_geometry = bytes(self.saveGeometry().data())
        super().closeEvent(event)
