"""The window's solver assistance beyond hints: "Show me how" (a win, or in a lost game the line to the most
cards), "Where did it go wrong?", the deal's par (on the deal bar before the first move, on the win panel after),
the deal's difficulty on the deal bar, and the daily deal.

It has workers of its own (:class:`SolverRunner`): one for the demo and the review, one for par, so neither holds
up a hint nor the other.  Answers are dropped when the game moved on while the solver was thinking.  Texts:
:mod:`pyramid_qt.ui.texts.assist`.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from pyramid_qt import solver
from pyramid_qt.engine import DealCode, DealLabel, Move, MoveKind, Position, Status
from pyramid_qt.engine.result import Aid
from pyramid_qt.services.daily import daily_deal
from pyramid_qt.services.difficulty_deals import deal_difficulty
from pyramid_qt.services.review import LostDealReview, Review, review_history
from pyramid_qt.solver import StopReason, Verdict  # the package loads no search code until a search runs
from pyramid_qt.ui.around_board.dead_end import DeadEndWatch
from pyramid_qt.ui.demo_player import DemoPlayer
from pyramid_qt.ui.ports import Discard
from pyramid_qt.ui.solver_jobs import JobPurpose, SolverRunner
from pyramid_qt.ui.texts import assist as assist_texts
from pyramid_qt.ui.texts import fill

if TYPE_CHECKING:
    from pyramid_qt.ui.game_flow import GameFlow
    from pyramid_qt.ui.ports import AssistPorts

DEMO_PAR_SECONDS = 3.0  # the demo plays a shortest line when par is proven this fast
DEMO_SHORT_SECONDS = 3.0  # else a short line (weighted search), usually found in a fraction of a second
DEMO_SOLVE_SECONDS = 20.0  # else any winning line the solver finds in this time
REVIEW_SECONDS_EACH = 4.0  # per position searched back for the last winnable one
PAR_BEFORE_PLAY_SECONDS = 1.0  # the deal bar's par, searched when a deal is put on the board (bench/par_bench.py)
PAR_AFTER_GAME_SECONDS = 60.0  # par of a won deal not proven before, searched after the game (bench/par_bench.py)
DEMO_MESSAGE_MS = 0  # the status line tells how to stop the demo for as long as it runs


@dataclass(frozen=True, slots=True)
class DemoPlan:
    """What "Show me how" plays: a winning line, or in a lost game a line that removes ``best`` pyramid cards in
    all (``None`` while unknown), the most any play removes when ``exact``, else the most the solver saw before
    its budget ran out.  An empty line shows nothing; ``stopped_by`` then says which budget ran out."""

    verdict: Verdict
    line: list[Move] = field(default_factory=list)
    best: int | None = None
    exact: bool = True
    stopped_by: StopReason | None = None


def demo_plan(position: Position, cancel: threading.Event) -> DemoPlan:
    """The demo's line: a shortest win when par is proven quickly, else a short one, else the solver's own (with
    unlimited passes often twice as long: many draws and recycles); in a lost game, the line to the most cards, or
    when their count is not proven, to the most the solver saw (some play reaches them)."""
    par = solver.find_par(position, time_limit=DEMO_PAR_SECONDS, cancel=cancel.is_set)
    if par.par is not None:
        return DemoPlan(Verdict.WINNABLE, par.line)
    if par.verdict is Verdict.WINNABLE:
        short = solver.short_line(position, time_limit=DEMO_SHORT_SECONDS, cancel=cancel.is_set)
        if short:
            return DemoPlan(Verdict.WINNABLE, short)
    result = solver.solve(position, time_limit=DEMO_SOLVE_SECONDS, cancel=cancel.is_set)
    if result.verdict is not Verdict.UNWINNABLE:
        return DemoPlan(result.verdict, result.solution, stopped_by=result.stopped_by)
    best = result.best_removed
    if not result.best_exact and best <= position.pyramid_removed:
        return DemoPlan(Verdict.UNWINNABLE, stopped_by=result.stopped_by)  # nothing more seen: nothing to show
    try:
        line = solver.line_to(position, best, time_limit=DEMO_SOLVE_SECONDS, cancel=cancel.is_set)
    except solver.OutOfBudget as stop:
        return DemoPlan(Verdict.UNWINNABLE, stopped_by=StopReason(stop.reason))
    return DemoPlan(Verdict.UNWINNABLE, line, best, result.best_exact, result.stopped_by)


@dataclass(frozen=True, slots=True)
class DealPar:
    """A par search's answer: the deal, its par (``None``: not proven in ``seconds``)."""

    code: DealCode
    par: int | None
    seconds: float


class Assist(QObject):
    parKnown = Signal(str, int)  # a deal code and its par, once proven

    def __init__(self, ports: AssistPorts, flow: GameFlow, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ports = ports
        self.flow = flow
        self.runner = SolverRunner(self)
        self.runner.finished.connect(self._on_answer)
        self.runner.failed.connect(self._on_failed)
        self.demo: DemoPlayer | None = None
        self._demo_best: int | None = None  # a lost game's demo: the pyramid cards its line removes
        self._demo_exact = True  # ... the most any play removes
        self.review: Review | LostDealReview | None = None
        self._review_shown = False  # the review panel shows an answer (to retranslate)
        self.par_runner = SolverRunner(self)  # par of the deal on the board: never holds up a demo or a review
        self.par_runner.finished.connect(self._on_par)
        self.par_runner.failed.connect(self._on_failed)
        self.par_known: dict[str, int] = {}  # deal code -> proven par
        self._par_tried: set[str] = set()  # codes searched before play (a second each)
        self._par_unproven: set[str] = set()  # codes whose par was not proven within the after-game budget
        self._par_searched: DealCode | None = None  # the deal of the latest par search
        flow.labelChanged.connect(self._show_par)  # the deal's label known, or its verdict proven: par may show
        self._asked: object = None  # what the running job was asked about (a position, or a history)
        self.difficulty: str | None = None
        self.dead_end = DeadEndWatch(ports.adapter, ports.panels, self)  # no card can be removed any more: said

    # ------------------------------------------------------------------ Show me how
    def show_me_how(self) -> None:
        game = self.flow.game
        if game.is_over:
            return
        self.stop_demo()
        self.ports.notices.show_status(assist_texts.demo_thinking())
        position = game.position
        self._asked = position
        self.runner.start(JobPurpose.DEMO, lambda cancel: demo_plan(position, cancel))

    def stop_demo(self) -> None:
        if self.demo is not None and self.demo.running:
            self.demo.stop()

    @property
    def demo_running(self) -> bool:
        return self.demo is not None and self.demo.running

    def _start_demo(self, plan: DemoPlan) -> None:
        ports = self.ports
        ports.panels.hide_floating()
        self._demo_best, self._demo_exact = plan.best, plan.exact
        ports.notices.show_status(assist_texts.demo_started(), DEMO_MESSAGE_MS)
        if plan.best is not None:  # a lost game: said at the start, in full (the status line is cut on small screens)
            ports.notices.show_toast(assist_texts.demo_best_started(plan.best, plan.exact))
        self.demo = DemoPlayer(plan.line, self._play, ports.motion.is_animating, ports.motion.speed, self)
        self.demo.finished.connect(self._demo_finished)
        self.demo.start()

    def _play(self, move: Move) -> None:
        if move.kind is MoveKind.REMOVE_KING and move.cards[0] not in self.ports.adapter.game.position.cards_on_table():
            return  # removed already by "Remove Kings automatically"
        self.flow.extras.helped(Aid.DEMO_MOVE)  # before the move: a win it makes is recorded as won with help
        self.ports.adapter.play(move)

    def _demo_finished(self, completed: bool) -> None:
        notices = self.ports.notices
        notices.clear_status()
        if not completed:
            notices.show_toast(assist_texts.demo_stopped())
        elif self._demo_best is not None:
            notices.show_toast(assist_texts.demo_best_done(self._demo_best, self._demo_exact))
        else:
            notices.show_toast(assist_texts.demo_done())

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
        panel.set_body(assist_texts.review_thinking())
        panel.busy.show()
        cancel = QCoreApplication.translate("CheckPanel", "Cancel")
        panel.set_buttons([(cancel, self.cancel_review)], escape=self.cancel_review)
        panel.popup()

        def review(cancel: threading.Event) -> Review | LostDealReview | None:
            return review_history(history, current, time_limit=REVIEW_SECONDS_EACH, cancel=cancel.is_set)

        self.runner.start(JobPurpose.REVIEW, review)

    def cancel_review(self) -> None:
        if self.runner.purpose is JobPurpose.REVIEW:
            self.runner.cancel()
        self.ports.panels.check_panel.hide()

    def _show_review(self, review: Review | LostDealReview | None) -> None:
        self.review = review
        if review is not None and review.went_wrong:
            assert review.index is not None and review.losing_move is not None
            self.flow.review_rewind(review.index)
            self.ports.marks.show_review(review.losing_move, review.better_move)
        self._fill_review_panel()

    def _fill_review_panel(self) -> None:
        self._review_shown = True
        review = self.review
        panel = self.ports.panels.check_panel
        panel.filled_by = self
        panel.busy.hide()
        panel.title.setText(assist_texts.review_title())
        if isinstance(review, LostDealReview):
            body = assist_texts.review_lost_deal_text(review)
        elif review is None and self.flow.revealed is Verdict.UNWINNABLE:
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
        panel.set_body(body, prose=True)
        panel.set_buttons([(QCoreApplication.translate("CheckPanel", "Close"), panel.hide)], escape=panel.hide)
        panel.popup()

    # ------------------------------------------------------------------ par
    def _known_par(self, code: DealCode) -> int | None:
        """The par of ``code`` if known without a search: found before, kept in the statistics, or shipped (then
        kept in the statistics too, which count the games won at par from their own table)."""
        known = self.par_known.get(code.text)
        session = self.flow.session
        if known is None and session is not None:
            known = session.known_par(code.text)
        if known is None:
            known = solver.shipped_par(code)
            if known is not None and session is not None:
                session.keep_par(code.text, known)
        if known is not None:
            self.par_known[code.text] = known
        return known

    def _par_may_show(self) -> bool:
        """A par exists only for a winnable deal: shown for a deal dealt as verified winnable, or proven so since
        (a check, a hint, a win); a "might be a dead end" deal keeps its secret until then."""
        flow = self.flow
        proven = flow.revealed is Verdict.WINNABLE or flow.game.status is Status.WON
        return flow.label is DealLabel.VERIFIED_WINNABLE or proven

    def _show_par(self) -> None:
        """Par on the deal bar before the first move: known, or searched off the GUI thread for a second."""
        code = self.flow.game.code
        par = None if code is None or not self._par_may_show() else self._known_par(code)
        self.ports.deal_bar.set_par(par)
        if code is None or par is not None or not self._par_may_show() or code.text in self._par_tried:
            return
        if not (self.par_runner.busy and self._par_searched == code):  # a longer search of it may be running
            self._par_tried.add(code.text)
            self._search_par(code, PAR_BEFORE_PLAY_SECONDS)

    def _search_par(self, code: DealCode, seconds: float) -> None:
        def search(cancel: threading.Event) -> DealPar:
            return DealPar(code, solver.deal_par(code, time_limit=seconds, cancel=cancel.is_set), seconds)

        self._par_searched = code
        self.par_runner.start(JobPurpose.PAR, search)

    def par_after_win(self) -> None:
        """The game was just won: show the deal's par on the end panel, searching longer if it is not known yet."""
        code = self.flow.game.code
        if code is not None and self._known_par(code) is None and code.text not in self._par_unproven:
            self._search_par(code, PAR_AFTER_GAME_SECONDS)

    def par_text(self) -> str | None:
        """The end panel's par line for a won deal (``None``: no deal code, or practice): whether the player matched
        it."""
        game = self.flow.game
        if game.code is None or game.status is not Status.WON or self.flow.extras.practice is not None:
            return None
        par = self.par_known.get(game.code.text)
        if par is None:
            return assist_texts.par_unproven() if game.code.text in self._par_unproven else assist_texts.par_computing()
        return assist_texts.par_line(game.moves, par, self.flow.extras.how)

    def _on_par(self, _purpose: JobPurpose, result: object) -> None:
        assert isinstance(result, DealPar)  # what the par job answers
        code, par = result.code, result.par
        game = self.flow.game
        if par is None:
            if result.seconds >= PAR_AFTER_GAME_SECONDS:
                self._par_unproven.add(code.text)
            elif game.code == code and game.status is Status.WON:
                self._search_par(code, PAR_AFTER_GAME_SECONDS)  # won before the quick search ended: search on
                return
        else:
            self.par_known[code.text] = par
            session = self.flow.session
            if session is not None:
                session.keep_par(code.text, par)
            if game.code == code and self._par_may_show():
                self.ports.deal_bar.set_par(par)
            self.parKnown.emit(code.text, par)
        if game.code == code and game.status is Status.WON:
            self.flow.show_end_panel()

    # ------------------------------------------------------------------ difficulty and the daily deal
    def leave_game(self) -> None:
        """Another game was put on the board: a demo or review of the one left ends at once (not once the window has
        painted, when a demo of the new game may be running already)."""
        self.stop_demo()
        self.review = None
        self._review_shown = False
        self.ports.deal_bar.set_par(None)  # the deal left's par; the new one's once known
        self.ports.deal_bar.set_record(None, None)

    def on_game_started(self) -> None:
        """A game was put on the board (called once the window has painted: the ratings are read here)."""
        code = self.flow.game.code
        if code is None:
            self.difficulty = None
        else:
            self.difficulty = deal_difficulty(code)
        self.ports.deal_bar.set_difficulty(self.difficulty)
        self.ports.deal_bar.set_daily(self.flow.extras.daily)
        self._show_par()
        self.show_record()

    def show_record(self) -> None:
        """The deal's records to beat on the deal bar, for a deal the player has won on their own before (read from
        the statistics: only once the window has painted)."""
        flow = self.flow
        code, session = flow.game.code, flow.session
        records = None
        if code is not None and session is not None and flow.extras.practice is None:
            records = session.records_to_beat(code.text)
        if records is None:
            self.ports.deal_bar.set_record(None, None)
        else:
            self.ports.deal_bar.set_record(records.moves, records.seconds)

    def play_daily(self, day: date | None = None) -> None:
        day = day or date.today()
        flow = self.flow
        if not flow.may_discard(Discard.NEW_GAME):  # the game in progress is the player's to leave
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
            assert isinstance(result, DemoPlan)  # what the demo job answers
            lost_start = result.verdict is Verdict.UNWINNABLE and game.position == game.start
            if result.verdict is Verdict.WINNABLE or lost_start:
                self.flow.on_revealed(result.verdict)  # the deal chip tells what the demo's search proved
            if result.line:
                self._start_demo(result)
            elif result.verdict is Verdict.UNWINNABLE and result.best is not None:
                notices.show_toast(assist_texts.demo_nothing_more(result.best))
            elif result.verdict is Verdict.UNWINNABLE:
                notices.show_toast(assist_texts.demo_unwinnable(result.stopped_by))
            else:
                notices.show_toast(assist_texts.demo_undecided(result.stopped_by))
        elif purpose is JobPurpose.REVIEW:
            if self._asked != (len(game.history), game.position):
                self.ports.panels.check_panel.hide()
                return
            assert result is None or isinstance(result, (Review, LostDealReview))  # what the review job answers
            self._show_review(result)

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
        self.dead_end.retranslate()

    def shutdown(self) -> None:
        self.stop_demo()
        runners = (self.runner, self.par_runner, self.dead_end.runner)
        for runner in runners:
            runner.cancel()  # all at once: none waits behind another
        for runner in runners:
            runner.shutdown()  # no search starts after the window has closed (a late label's par, say)
