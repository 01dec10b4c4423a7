"""The daily goals in the window: proven off the GUI thread when the daily deal is played, shown in one line under
the board's status (never over the cards), marked met as the player meets them (and kept in the statistics), told
on the end panel.  Which goals and whether a game meets one is :mod:`pyramid_qt.services.daily_goals`'s business."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QSizePolicy

from pyramid_qt.services.daily_goals import DailyGoals, Goal, GoalKind, daily_goals, goal_met
from pyramid_qt.services.share import GOAL_MET, GOAL_MISSED, goal_marks
from pyramid_qt.ui.solver_jobs import JobPurpose, SolverRunner
from pyramid_qt.ui.texts import fill

if TYPE_CHECKING:
    from pyramid_qt.ui.game_flow import GameFlow

_tr = QCoreApplication.translate


def goal_text(goal: Goal) -> str:
    """A goal in words, in the player's language."""
    kind = goal.kind
    if kind is GoalKind.CLEAR:
        return _tr("DailyGoals", "Clear the pyramid")
    if kind is GoalKind.NO_HINTS:
        return _tr("DailyGoals", "Win without help")
    if kind is GoalKind.NO_UNDO:
        return _tr("DailyGoals", "Win without undo")
    if kind is GoalKind.WITHIN_MOVES:
        return fill(_tr("DailyGoals", "Win in {moves} moves or fewer"), moves=goal.target)
    if kind is GoalKind.KINGS_FIRST_PASS:
        return _tr("DailyGoals", "Remove the four Kings in the first round")
    if kind is GoalKind.ONE_PASS:
        return _tr("DailyGoals", "Win without another round")
    return fill(_tr("DailyGoals", "Score {score} points (Microsoft-style)"), score=goal.target)


def marked(goal: Goal, met: bool) -> str:
    return f"{GOAL_MET if met else GOAL_MISSED} {goal_text(goal)}"


class ElidedLine(QLabel):
    """One line that never widens the window: its ``short`` form where the whole does not fit (the tooltip holds it
    all), cut with "…" where even that does not."""

    def __init__(self) -> None:
        super().__init__()
        self.short = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        room = self.contentsRect()
        metrics = self.fontMetrics()
        whole = self.text()
        text = self.short if self.short and metrics.horizontalAdvance(whole) > room.width() else whole
        text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room.width())
        painter.drawText(room, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text)


class DailyGoalsView(QObject):
    """The goals of the daily deal on the board (none for any other game)."""

    def __init__(self, flow: GameFlow, window: QObject | None) -> None:
        super().__init__(window)
        self.flow = flow
        self.line = ElidedLine()
        self.line.setObjectName("dailyGoals")
        self.line.hide()
        if isinstance(window, QMainWindow):
            window.statusBar().addPermanentWidget(self.line, 1)
        self.known: dict[date, DailyGoals] = {}
        self.day: date | None = None  # the daily deal on the board
        self.met: set[int] = set()  # the goals met (their places) on that day, this game or before
        self.runner = SolverRunner(self)
        self.runner.finished.connect(self._on_proven)
        flow.moved.connect(self.check)
        if window is not None:
            window.installEventFilter(self)

    @property
    def goals(self) -> DailyGoals | None:
        return None if self.day is None else self.known.get(self.day)

    def show_day(self, day: date | None) -> None:
        """The game on the board is the daily deal of ``day`` (``None``: another game): its goals are proven (once a
        day) and shown."""
        self.day = day
        self.met = set()
        if day is not None:
            session = self.flow.session
            days = None if session is None else session.goal_days(day)
            self.met = set(days.met.get(day, ())) if days is not None else set()
            if day not in self.known and not (self.runner.busy and self.runner.purpose is JobPurpose.DAILY_GOALS):
                self.runner.start(JobPurpose.DAILY_GOALS, lambda _cancel: _prove(day))
        self.refresh()

    def _on_proven(self, _purpose: JobPurpose, result: object) -> None:
        assert isinstance(result, DailyGoals)  # what the job answers
        self.known[result.day] = result
        if result.day == self.day:
            self.check()

    def met_now(self) -> list[bool]:
        """Whether each goal is met: before, or by the game on the board."""
        goals = self.goals
        if goals is None or self.flow.game.code != goals.code:
            return []
        game, how = self.flow.game, self.flow.extras.how
        return [slot in self.met or goal_met(goal, game, how) for slot, goal in enumerate(goals.goals)]

    def check(self) -> None:
        """After a move: the goals the game meets now are marked and kept in the statistics."""
        goals = self.goals
        if goals is not None and self.day is not None:
            session = self.flow.session
            for slot, met in enumerate(self.met_now()):
                if met and slot not in self.met:
                    self.met.add(slot)
                    if session is not None:
                        session.keep_goal_met(self.day, slot, goals.goals[slot].kind.value)
        self.refresh()

    def refresh(self) -> None:
        goals = self.goals
        if self.day is None:
            self.line.hide()
            return
        if goals is None:
            self.line.setText(_tr("DailyGoals", "Daily goals: proving…"))
            self.line.short = ""
        else:
            met = self.met_now() or [slot in self.met for slot in range(len(goals.goals))]
            parts = "  ·  ".join(marked(goal, done) for goal, done in zip(goals.goals, met, strict=True))
            self.line.setText(fill(_tr("DailyGoals", "Daily goals: {goals}"), goals=parts))
            self.line.short = fill(_tr("DailyGoals", "Daily goals: {goals}"), goals=goal_marks(met))
        self.line.setToolTip(self.line.text())
        self.line.show()

    def end_lines(self) -> list[str]:
        """The end panel's lines on the daily deal: which goals were met."""
        goals = self.goals
        if goals is None or self.flow.game.code != goals.code:
            return []
        met = self.met_now()
        return [fill(_tr("DailyGoals", "Daily goals met: {met} of {count}"), met=sum(met), count=len(met))] + [
            marked(goal, done) for goal, done in zip(goals.goals, met, strict=True)
        ]

    def shared_goals(self) -> tuple[bool, ...]:
        return tuple(self.met_now())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        return False


def _prove(day: date) -> DailyGoals:
    return daily_goals(day)
