"""The window's solver assistance beyond hints, one part per job: "Show me how" (:mod:`.demo`), "Where did it go
wrong?" (:mod:`.review`), the deal's par, difficulty, records and the daily deal (:mod:`.deal_facts`), and the
notice that no card can be removed any more (:mod:`.dead_end`).

:class:`Assist` builds the parts and is what the window and the game flow call.  The demo and the review share one
worker (:class:`SolverRunner`: asking one cancels the other), par has its own, so neither holds up a hint nor the
other.  Each part receives its job's answer typed as the job returns it.  Texts: :mod:`pyramid_qt.ui.texts.assist`.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from pyramid_qt import ui
from pyramid_qt.ui.assist.dead_end import DeadEndWatch
from pyramid_qt.ui.assist.deal_facts import DealFacts
from pyramid_qt.ui.assist.demo import ShowMeHow
from pyramid_qt.ui.assist.review import ReviewAnswer, WhereItWentWrong
from pyramid_qt.ui.solver_jobs import JobPurpose, SolverRunner
from pyramid_qt.ui.texts import fill

if TYPE_CHECKING:
    from pyramid_qt.ui.assist.demo_player import DemoPlayer
    from pyramid_qt.ui.game_flow import GameFlow
    from pyramid_qt.ui.ports import AssistPorts


class Assist(QObject):
    parKnown = Signal(str, int)  # a deal code and its par, once proven

    def __init__(self, ports: AssistPorts, flow: GameFlow, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ports = ports
        self.flow = flow
        self.runner = SolverRunner(self)  # the demo's and the review's
        self.runner.failed.connect(self._on_failed)
        self.par_runner = SolverRunner(self)  # par of the deal on the board: never holds up a demo or a review
        self.par_runner.failed.connect(self._on_failed)
        self.show_how = ShowMeHow(ports, flow, self.runner, self)
        self.reviews = WhereItWentWrong(ports, flow, self.runner, self)
        self.facts = DealFacts(ports, flow, self.par_runner, self)
        self.facts.parKnown.connect(self.parKnown)
        self.dead_end = DeadEndWatch(ports.adapter, ports.panels, self)  # no card can be removed any more: said
        self.goals = ui.daily.DailyGoalsView(flow, parent)  # the daily deal's goals, under the board

    # ------------------------------------------------------------------ Show me how
    def show_me_how(self) -> None:
        self.show_how.ask()

    def stop_demo(self) -> None:
        self.show_how.stop()

    @property
    def demo(self) -> DemoPlayer | None:
        return self.show_how.player

    @property
    def demo_running(self) -> bool:
        return self.show_how.running

    # ------------------------------------------------------------------ Where did it go wrong?
    def ask_review(self) -> None:
        if not self.flow.game.can_undo:
            return
        self.stop_demo()
        self.reviews.ask()

    def cancel_review(self) -> None:
        self.reviews.cancel()

    @property
    def review(self) -> ReviewAnswer:
        return self.reviews.answer

    # ------------------------------------------------------------------ the deal's facts
    def par_after_win(self) -> None:
        self.facts.par_after_win()

    def par_text(self) -> str | None:
        return self.facts.par_text()

    def show_record(self) -> None:
        self.facts.show_record()

    def play_daily(self, day: date | None = None) -> None:
        self.facts.play_daily(day)
        self.goals.show_day(self.flow.extras.daily)

    # ------------------------------------------------------------------ games
    def leave_game(self) -> None:
        """Another game was put on the board: a demo or review of the one left ends at once (not once the window has
        painted, when a demo of the new game may be running already)."""
        self.stop_demo()
        self.reviews.forget()
        self.facts.leave_game()

    def on_game_started(self) -> None:
        """A game was put on the board (called once the window has painted: the ratings are read here)."""
        self.facts.on_game_started()
        self.goals.show_day(self.flow.extras.daily)

    def _on_failed(self, purpose: JobPurpose, error: str) -> None:
        self.ports.notices.clear_status()
        if purpose is JobPurpose.REVIEW:
            self.ports.panels.check_panel.hide()
        self.ports.notices.show_toast(
            fill(QCoreApplication.translate("CheckPanel", "The solver failed: {error}"), error=error)
        )

    # ------------------------------------------------------------------ language and closing
    def retranslate(self) -> None:
        self.reviews.retranslate()
        self.facts.retranslate()
        self.dead_end.retranslate()

    def shutdown(self) -> None:
        self.stop_demo()
        runners = (self.runner, self.par_runner, self.dead_end.runner, self.goals.runner)
        for runner in runners:
            runner.cancel()  # all at once: none waits behind another
        for runner in runners:
            runner.shutdown()  # no search starts after the window has closed (a late label's par, say)
