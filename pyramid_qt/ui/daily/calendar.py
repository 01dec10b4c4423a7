"""The daily goals' calendar: a month at a time, a ★ under a day for each of its goals met, the streak of days with a
goal met, the goals' own statistics, and for a day that is over its goals with the proof of each (the moves that
meet it, found by the solver).  Opened from the Game menu and from Statistics."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDate, QEvent, QRect, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPainter
from PySide6.QtWidgets import (
    QCalendarWidget,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from pyramid_qt.services.daily_goals import GOALS_A_DAY, DailyGoals, daily_goals
from pyramid_qt.services.session import GoalDays
from pyramid_qt.services.share import GOAL_MET, GOAL_MISSED
from pyramid_qt.ui.accessibility.identity import open_fresh
from pyramid_qt.ui.daily.goals import marked
from pyramid_qt.ui.texts import fill
from pyramid_qt.ui.texts.assist import move_text

if TYPE_CHECKING:
    from pyramid_qt.ui.window_dialogs import DialogHost

_tr = QCoreApplication.translate
STAR_COLOUR = "#c77c00"  # amber: readable on the white cell and on the selection's blue


def _day(qdate: QDate) -> date:
    return date(qdate.year(), qdate.month(), qdate.day())


class GoalsCalendar(QCalendarWidget):
    """A month with the goals met painted under each day's number: ★ met, ☆ not."""

    def __init__(self, met: dict[date, frozenset[int]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.met = met
        self.setObjectName("goalsCalendar")
        self.setGridVisible(True)
        self.setVerticalHeaderFormat(QCalendarWidget.VerticalHeaderFormat.NoVerticalHeader)

    def paintCell(self, painter: QPainter, rect: QRect, qdate: QDate) -> None:  # noqa: N802 (Qt override)
        super().paintCell(painter, rect, qdate)
        slots = self.met.get(_day(qdate))
        if not slots:
            return
        painter.save()
        painter.setPen(QColor(STAR_COLOUR))
        font = painter.font()
        font.setPixelSize(max(9, rect.height() // 3))
        painter.setFont(font)
        stars = "".join(GOAL_MET if slot in slots else GOAL_MISSED for slot in range(GOALS_A_DAY))
        painter.drawText(
            rect.adjusted(1, 0, -1, -1), Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignHCenter, stars
        )
        painter.restore()


class CalendarDialog(QDialog):
    def __init__(self, days: GoalDays, today: date, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dailyCalendar")
        self.days = days
        self.today = today
        self.proven: dict[date, DailyGoals] = {}
        self.calendar = GoalsCalendar(days.met)
        self.calendar.setMaximumDate(QDate(today.year, today.month, today.day))
        self.calendar.selectionChanged.connect(self.show_selected)
        self.streak = QLabel()
        self.streak.setObjectName("goalStreak")
        self.selected = QLabel()
        self.selected.setObjectName("selectedDay")
        self.selected.setWordWrap(True)
        self.proof_button = QPushButton()
        self.proof_button.setObjectName("showProof")
        self.proof_button.clicked.connect(self.show_proof)
        self.proof = QTextEdit()
        self.proof.setObjectName("goalProof")
        self.proof.setReadOnly(True)
        self.proof.hide()
        month = QWidget()
        month_layout = QVBoxLayout(month)
        month_layout.addWidget(self.calendar, 1)
        month_layout.addWidget(self.streak)
        month_layout.addWidget(self.selected)
        month_layout.addWidget(self.proof_button, 0, Qt.AlignmentFlag.AlignLeft)
        month_layout.addWidget(self.proof, 1)
        self.figures = QWidget()
        self.figures.setObjectName("goalStatistics")
        self.form = QFormLayout(self.figures)
        self.tabs = QTabWidget()
        self.tabs.addTab(month, "")
        self.tabs.addTab(self.figures, "")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.retranslate()

    def figures_rows(self) -> list[tuple[str, str]]:
        days = self.days
        met = sum(len(slots) for slots in days.met.values())
        return [
            (_tr("DailyGoals", "Days played"), str(len(days.played))),
            (_tr("DailyGoals", "Days with a goal met"), str(len(days.met))),
            (_tr("DailyGoals", "Goals met"), str(met)),
            (_tr("DailyGoals", "Current streak"), str(days.current_streak)),
            (_tr("DailyGoals", "Best streak"), str(days.best_streak)),
        ]

    def retranslate(self) -> None:
        self.setWindowTitle(_tr("DailyGoals", "Daily goals"))
        self.tabs.setTabText(0, _tr("DailyGoals", "Calendar"))
        self.tabs.setTabText(1, _tr("DailyGoals", "Statistics"))
        self.streak.setText(
            fill(
                _tr(
                    "DailyGoals",
                    "Streak: %n day(s) in a row with a goal met (best {best})",
                    None,
                    self.days.current_streak,
                ),
                best=self.days.best_streak,
            )
        )
        self.proof_button.setText(_tr("DailyGoals", "Show the goals and how to meet them"))
        while self.form.rowCount():
            self.form.removeRow(0)
        for label, value in self.figures_rows():
            self.form.addRow(label, QLabel(value))
        self.show_selected()

    def show_selected(self) -> None:
        """The selected day: its goals met; the proofs are offered once the day is over."""
        day = _day(self.calendar.selectedDate())
        slots = self.days.met.get(day, frozenset())
        self.selected.setText(
            fill(_tr("DailyGoals", "{date}: {met} of {count} goals met"), date=day.isoformat(), met=len(slots),
                 count=GOALS_A_DAY)
        )  # fmt: skip
        self.proof_button.setEnabled(day < self.today)
        self.proof.hide()

    def show_proof(self) -> None:
        """The goals of the selected day, each with the moves that meet it (the solver's proof)."""
        day = _day(self.calendar.selectedDate())
        if day >= self.today:
            return
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            goals = self.proven.get(day) or daily_goals(day)
        finally:
            QGuiApplication.restoreOverrideCursor()
        self.proven[day] = goals
        slots = self.days.met.get(day, frozenset())
        lines = [fill(_tr("DailyGoals", "Deal {code}"), code=goals.code.text)]
        for slot, goal in enumerate(goals.goals):
            lines.append("")
            lines.append(marked(goal, slot in slots))
            moves = ", ".join(move_text(move) for move in goal.proof)
            lines.append(fill(_tr("DailyGoals", "How: {moves}"), moves=moves))
        self.proof.setPlainText("\n".join(lines))
        self.proof.show()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def open_calendar(host: DialogHost, today: date | None = None) -> None:
    """The calendar of the daily goals (nothing without statistics)."""
    session = host.flow.session
    today = today or date.today()
    days = None if session is None else session.goal_days(today)
    if days is None:
        return
    dialog = CalendarDialog(days, today, host.parent)
    dialog.resize(560, 520)
    open_fresh(dialog)
    dialog.exec()
    dialog.deleteLater()
