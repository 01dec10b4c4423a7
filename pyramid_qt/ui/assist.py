"""The window's solver assistance beyond hints: "Show me how", "Where did it go wrong?", par after a win, the
deal's difficulty on the deal bar, and the daily deal.

It has its own worker (:class:`SolverRunner`), so computing par after a win never holds up a hint.  Answers are
dropped when the game moved on while the solver was thinking.  Texts: :mod:`pyramid_qt.ui.texts.assist`.
"""

from __future__ import annotations

import threading
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from pyramid_qt import solver
from pyramid_qt.engine import DealCode, DealLabel, Move, Position, Status
from pyramid_qt.services.daily import daily_deal
from pyramid_qt.services.difficulty_deals import deal_difficulty
from pyramid_qt.services.review import Review, review_history
from pyramid_qt.solver import Verdict  # the package loads no search code until a search runs
from pyramid_qt.ui.demo_player import DemoPlayer
from pyramid_qt.ui.dialogs.confirm import Discard
from pyramid_qt.ui.solver_jobs import JobPurpose, SolverRunner
from pyramid_qt.ui.texts import assist as assist_texts
from pyramid_qt.ui.texts import fill

if TYPE_CHECKING:
    from pyramid_qt.store.stats import StatsStore
    from pyramid_qt.ui.game_flow import GameFlow
    from pyramid_qt.ui.ports import AssistPorts

DEMO_PAR_SECONDS = 3.0  # the demo plays a shortest line when par is proven this fast
DEMO_SHORT_SECONDS = 3.0  # else a short line (weighted search), usually found in a fraction of a second
DEMO_SOLVE_SECONDS = 20.0  # else any winning line the solver finds in this time
REVIEW_SECONDS_EACH = 4.0  # per position searched back for the last winnable one
PAR_AFTER_GAME_SECONDS = 60.0  # par of a won deal, computed after the game (bench/par_bench.py)
DEMO_MESSAGE_MS = 0  # the status line tells how to stop the demo for as long as it runs


def winning_line(position: Position, cancel: threading.Event) -> tuple[Verdict, list[Move]]:
    """(verdict, line) for the demo: a shortest line when par is proven quickly, else a short one, else the
    solver's own (with unlimited passes often twice as long: many draws and recycles)."""
    par = solver.find_par(position, time_limit=DEMO_PAR_SECONDS, cancel=cancel.is_set)
    if par.par is not None:
        return Verdict.WINNABLE, par.line
    if par.verdict is Verdict.UNWINNABLE:
        return Verdict.UNWINNABLE, []
    if par.verdict is Verdict.WINNABLE:
        short = solver.short_line(position, time_limit=DEMO_SHORT_SECONDS, cancel=cancel.is_set)
        if short:
            return Verdict.WINNABLE, short
    result = solver.solve(position, time_limit=DEMO_SOLVE_SECONDS, cancel=cancel.is_set, want_best=False)
    return result.verdict, result.solution


def deal_par(code: DealCode, cancel: threading.Event) -> int | None:
    start = Position.from_deal(code.deal(), code.rules)
    return solver.find_par(start, time_limit=PAR_AFTER_GAME_SECONDS, cancel=cancel.is_set).par


class Assist(QObject):
    def __init__(self, ports: AssistPorts, flow: GameFlow, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ports = ports
        self.flow = flow
        self.runner = SolverRunner(self)
        self.runner.finished.connect(self._on_answer)
        self.runner.failed.connect(self._on_failed)
        self.demo: DemoPlayer | None = None
        self.review: Review | None = None
        self._review_shown = False  # the review panel shows an answer (to retranslate)
        self.par_known: dict[str, int | None] = {}  # deal code -> par (None: not proven in its budget)
        self._asked: object = None  # what the running job was asked about (a position, a history, a code)
        self.difficulty: str | None = None

    # ------------------------------------------------------------------ Show me how
    def show_me_how(self) -> None:
        game = self.flow.game
        if game.is_over:
            return
        self.stop_demo()
        self.ports.notices.show_status(assist_texts.demo_thinking())
        position = game.position
        self._asked = position
        self.runner.start(JobPurpose.DEMO, lambda cancel: winning_line(position, cancel))

    def stop_demo(self) -> None:
        if self.demo is not None and self.demo.running:
            self.demo.stop()

    @property
    def demo_running(self) -> bool:
        return self.demo is not None and self.demo.running

    def _start_demo(self, line: list[Move]) -> None:
        ports = self.ports
        ports.panels.hide_floating()
        ports.notices.show_status(assist_texts.demo_started(), DEMO_MESSAGE_MS)
        self.demo = DemoPlayer(line, self._play, ports.motion.is_animating, ports.motion.speed, self)
        self.demo.finished.connect(self._demo_finished)
        self.demo.start()

    def _play(self, move: Move) -> None:
        self.flow.extras.assisted = True  # before the move: a win it makes is recorded as assisted
        self.ports.adapter.play(move)

    def _demo_finished(self, completed: bool) -> None:
        notices = self.ports.notices
        notices.clear_status()
        notices.show_toast(assist_texts.demo_done() if completed else assist_texts.demo_stopped())

    # ------------------------------------------------------------------ Where did it go wrong?
    def ask_review(self) -> None:
        game = self.flow.game
        if not game.can_undo:
            return
        self.stop_demo()
        history, current = game.history, game.position
        self._asked = (len(history), current)
        panel = self.ports.panels.check_panel
        panel.filled_by = self
        panel.title.setText(assist_texts.review_title())
        panel.body.setText(assist_texts.review_thinking())
        panel.busy.show()
        cancel = QCoreApplication.translate("CheckPanel", "Cancel")
        panel.set_buttons([(cancel, self.cancel_review)], escape=self.cancel_review)
        panel.popup()

        def review(cancel: threading.Event) -> Review | None:
            return review_history(history, current, time_limit=REVIEW_SECONDS_EACH, cancel=cancel.is_set)

        self.runner.start(JobPurpose.REVIEW, review)

    def cancel_review(self) -> None:
        if self.runner.purpose is JobPurpose.REVIEW:
            self.runner.cancel()
        self.ports.panels.check_panel.hide()

    def _show_review(self, review: Review | None) -> None:
        self.review = review
        if review is not None and review.went_wrong:
            self.flow.rewind(review.index)
            assert review.losing_move is not None
            self.ports.marks.show_review(review.losing_move, review.better_move)
        self._fill_review_panel()

    def _fill_review_panel(self) -> None:
        self._review_shown = True
        review = self.review
        panel = self.ports.panels.check_panel
        panel.filled_by = self
        panel.busy.hide()
        panel.title.setText(assist_texts.review_title())
        if review is None and self.flow.revealed is Verdict.UNWINNABLE:
            body = assist_texts.review_lost_from_the_deal()
        elif review is None:
            body = assist_texts.review_never_winnable()
        elif not review.went_wrong:
            body = assist_texts.review_nothing_wrong()
        else:
            assert review.losing_move is not None
            body = assist_texts.review_text(
                review.losing_move, review.better_move, review.moves_back, review.lost_for_sure
            )
        panel.body.setText(body)
        panel.set_buttons([(QCoreApplication.translate("CheckPanel", "Close"), panel.hide)], escape=panel.hide)
        panel.popup()

    # ------------------------------------------------------------------ par
    def par_after_win(self) -> None:
        """The game was just won: show the deal's par on the end panel, computing it off the GUI thread."""
        code = self.flow.game.code
        if code is None or code.text in self.par_known:
            return
        stats = self._stats()
        stored = None if stats is None else stats.par(code.text)
        if stored is not None:
            self.par_known[code.text] = stored
            return
        if self.runner.busy:
            return  # the player asked something; par waits for the next win
        self._asked = code
        self.runner.start(JobPurpose.PAR, lambda cancel: deal_par(code, cancel))

    def par_text(self) -> str | None:
        """The end panel's par line for a won deal (``None``: no deal code)."""
        game = self.flow.game
        if game.code is None or game.status is not Status.WON:
            return None
        if game.code.text not in self.par_known:
            return assist_texts.par_computing()
        return assist_texts.par_line(game.moves, self.par_known[game.code.text])

    def _stats(self) -> StatsStore | None:
        session = self.flow.session
        return None if session is None else session.stats

    # ------------------------------------------------------------------ difficulty and the daily deal
    def leave_game(self) -> None:
        """Another game was put on the board: a demo or review of the one left ends at once (not once the window has
        painted, when a demo of the new game may be running already)."""
        self.stop_demo()
        self.review = None
        self._review_shown = False

    def on_game_started(self) -> None:
        """A game was put on the board (called once the window has painted: the ratings are read here)."""
        code = self.flow.game.code
        if code is None:
            self.difficulty = None
        else:
            self.difficulty = deal_difficulty(code)
        self.ports.deal_bar.set_difficulty(self.difficulty)
        self.ports.deal_bar.set_daily(self.flow.extras.daily)

    def play_daily(self, day: date | None = None) -> None:
        day = day or date.today()
        flow = self.flow
        if not flow.may_discard(Discard.NEW_GAME):  # the game in progress is the player's to leave (issue 13)
            return
        flow.play_code(daily_deal(day), DealLabel.VERIFIED_WINNABLE)
        flow.extras.daily = day
        self.ports.deal_bar.set_daily(day)
        flow.save()
        self.ports.notices.show_toast(assist_texts.daily_title(day))

    # ------------------------------------------------------------------ answers
    def _on_answer(self, purpose: JobPurpose, result: object) -> None:
        notices = self.ports.notices
        game = self.flow.game
        if purpose is JobPurpose.DEMO:
            notices.clear_status()
            if game.position != self._asked:
                return  # the player moved on meanwhile
            assert isinstance(result, tuple)
            verdict: Verdict = result[0]
            line: list[Move] = result[1]
            if verdict is Verdict.WINNABLE and line:
                self._start_demo(line)
            elif verdict is Verdict.UNWINNABLE:
                notices.show_toast(assist_texts.demo_unwinnable())
            else:
                notices.show_toast(assist_texts.demo_undecided())
        elif purpose is JobPurpose.REVIEW:
            if self._asked != (len(game.history), game.position):
                self.ports.panels.check_panel.hide()
                return
            assert result is None or isinstance(result, Review)  # what the review job answers
            self._show_review(result)
        elif purpose is JobPurpose.PAR:
            code = self._asked
            assert isinstance(code, DealCode)
            par = result if isinstance(result, int) else None
            self.par_known[code.text] = par
            stats = self._stats()
            if par is not None and stats is not None:
                stats.set_par(code.text, par)
            if game.code == code and game.status is Status.WON:
                self.flow.show_end_panel()

    def _on_failed(self, purpose: JobPurpose, error: str) -> None:
        self.ports.notices.clear_status()
        if purpose is JobPurpose.REVIEW:
            self.ports.panels.check_panel.hide()
        self.ports.notices.show_toast(
            fill(QCoreApplication.translate("CheckPanel", "The solver failed: {error}"), error=error)
        )

    # ------------------------------------------------------------------ language and closing
    def retranslate(self) -> None:
        showing = self.ports.panels.check_panel_shows(self)  # not the check's answer now
        if self._review_shown and showing and not self.runner.busy:
            self._fill_review_panel()
        self.ports.deal_bar.set_difficulty(self.difficulty)

    def shutdown(self) -> None:
        self.stop_demo()
        self.runner.cancel()
        self.runner.wait(2000)
