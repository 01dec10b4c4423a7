""" "Show me how": the solver finds a line from the position on the board (a win, or in a lost game the line to the
most cards) and :class:`~pyramid_qt.ui.assist.demo_player.DemoPlayer` plays it move by move, the status line
telling how to stop it.  The answer is dropped when the player moved on while the solver was thinking."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from pyramid_qt import solver
from pyramid_qt.engine import Move, MoveKind, Position
from pyramid_qt.engine.result import Aid
from pyramid_qt.solver import StopReason, Verdict  # the package loads no search code until a search runs
from pyramid_qt.ui import texts, unseen
from pyramid_qt.ui.assist.demo_player import DemoPlayer
from pyramid_qt.ui.solver_jobs import JobPurpose, SolverRunner
from pyramid_qt.ui.texts import assist as assist_texts

if TYPE_CHECKING:
    from pyramid_qt.ui.game_flow import GameFlow
    from pyramid_qt.ui.ports import AssistPorts

DEMO_PAR_SECONDS = 3.0  # the demo plays a shortest line when par is proven this fast
DEMO_SHORT_SECONDS = 3.0  # else a short line (weighted search), usually found in a fraction of a second
DEMO_SOLVE_SECONDS = 20.0  # else any winning line the solver finds in this time
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


class ShowMeHow(QObject):
    """Asks for the demo's line in ``runner`` (shared with the review: one replaces the other) and plays it."""

    def __init__(self, ports: AssistPorts, flow: GameFlow, runner: SolverRunner, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ports = ports
        self.flow = flow
        self.runner = runner
        self.player: DemoPlayer | None = None
        self._plan: DemoPlan | None = None  # the line being played
        self._asked: Position | None = None  # the position the running search is about

    def ask(self) -> None:
        game = self.flow.game
        if game.is_over:
            return
        if unseen.has_unseen_cards(game.position):
            self.ports.notices.show_status(QCoreApplication.translate("Actions", unseen.SHOW_ME_HOW_HIDDEN))
            return  # its line would be played from cards the player has not seen
        self.stop()
        self.ports.notices.show_status(assist_texts.demo_thinking())
        position = self._asked = game.position
        self.runner.ask(JobPurpose.DEMO, lambda cancel: demo_plan(position, cancel), self._on_plan)

    def stop(self) -> None:
        if self.player is not None and self.player.running:
            self.player.stop()

    @property
    def running(self) -> bool:
        return self.player is not None and self.player.running

    def _on_plan(self, plan: DemoPlan) -> None:
        notices = self.ports.notices
        game = self.flow.game
        notices.clear_status()
        if game.position != self._asked:
            return  # the player moved on meanwhile
        lost_start = plan.verdict is Verdict.UNWINNABLE and game.position == game.start
        if plan.verdict is Verdict.WINNABLE or lost_start:
            self.flow.on_revealed(plan.verdict)  # the deal chip tells what the demo's search proved
        if plan.line:
            self._start(plan)
        elif plan.verdict is Verdict.UNWINNABLE and plan.best is not None:
            notices.show_toast(assist_texts.demo_nothing_more(plan.best, texts.cards_counted(game.position.game)))
        elif plan.verdict is Verdict.UNWINNABLE:
            notices.show_toast(assist_texts.demo_unwinnable(plan.stopped_by))
        else:
            notices.show_toast(assist_texts.demo_undecided(plan.stopped_by))

    def _start(self, plan: DemoPlan) -> None:
        ports = self.ports
        ports.panels.hide_floating()
        self._plan = plan
        ports.notices.show_status(assist_texts.demo_started(), DEMO_MESSAGE_MS)
        if plan.best is not None:  # a lost game: said at the start, in full (the status line is cut on small screens)
            total = texts.cards_counted(self.flow.game.position.game)
            ports.notices.show_toast(assist_texts.demo_best_started(plan.best, plan.exact, total))
        self.player = DemoPlayer(plan.line, self._play, ports.motion.is_animating, ports.motion.speed, self)
        self.player.finished.connect(self._finished)
        self.player.start()

    def _play(self, move: Move) -> None:
        if move.kind is MoveKind.REMOVE_KING and move.cards[0] not in self.ports.adapter.game.position.cards_on_table():
            return  # removed already by "Remove Kings automatically"
        self.flow.extras.helped(Aid.DEMO_MOVE)  # before the move: a win it makes is recorded as won with help
        self.ports.adapter.play(move)

    def _finished(self, completed: bool) -> None:
        notices = self.ports.notices
        notices.clear_status()
        plan = self._plan
        if not completed:
            notices.show_toast(assist_texts.demo_stopped())
        elif plan is not None and plan.best is not None:
            total = texts.cards_counted(self.flow.game.position.game)
            notices.show_toast(assist_texts.demo_best_done(plan.best, plan.exact, total))
        else:
            notices.show_toast(assist_texts.demo_done())
