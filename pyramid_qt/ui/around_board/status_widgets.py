"""The status around the board: the deal bar on top (code, copy, label, pass n of N) and the counters.

Each widget keeps the numbers it shows and rebuilds its texts in ``retranslate()``, called on
``QEvent.LanguageChange``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QWidget

from pyramid_qt import texts as rules_texts
from pyramid_qt.engine import DealLabel
from pyramid_qt.solver import Verdict
from pyramid_qt.ui import texts
from pyramid_qt.ui.around_board.flow_layout import FlowLayout
from pyramid_qt.ui.texts import assist as assist_texts
from pyramid_qt.ui.texts import fill
from pyramid_qt.ui.texts import scoring as scoring_texts

if TYPE_CHECKING:
    from datetime import date

    from PySide6.QtGui import QPaintEvent

    from pyramid_qt.engine.rules import RuleSet
    from pyramid_qt.ui.texts.scoring import ScoreShown


WINNABLE_COLOUR = QColor("#1f7a3a")
OTHER_LABEL_COLOUR = QColor("#9a6a00")
UNWINNABLE_COLOUR = QColor("#a02a22")
DIFFICULTY_COLOURS = {"easy": "#2e7d32", "medium": "#1565c0", "hard": "#6a1b9a", "expert": "#37474f"}
PAR_COLOUR = QColor("#4e5d6c")
RECORD_COLOUR = QColor("#8a5a00")


def _bold(font: QFont, *, monospace: bool = False) -> QFont:
    font = QFont(font)
    font.setBold(True)
    if monospace:
        font.setFamily("monospace")
        font.setStyleHint(QFont.StyleHint.Monospace)
    return font


class Pill(QLabel):
    """White text on a rounded coloured background, all painted here (a style sheet costs start-up time)."""

    RADIUS = 8.0
    TEXT_COLOUR = QColor("white")

    def __init__(self) -> None:
        super().__init__()
        self.colour = WINNABLE_COLOUR
        self.setContentsMargins(8, 1, 8, 1)

    def set_colour(self, colour: QColor) -> None:
        if colour != self.colour:
            self.colour = colour
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRoundedRect(QRectF(self.rect()), self.RADIUS, self.RADIUS)
        painter.setPen(self.TEXT_COLOUR)
        painter.drawText(self.contentsRect(), Qt.AlignmentFlag.AlignCenter, self.text())
        painter.end()


class DealBar(QWidget):
    """Deal code (selectable, with a copy button), the deal's label, and the pass at the top right."""

    copied = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dealBar")
        self._label: DealLabel | None = None
        self._revealed: Verdict | None = None
        self._pass: tuple[int, int | None] = (1, None)
        self._rules: RuleSet | None = None
        self._difficulty: str | None = None
        self._daily: date | None = None
        self._par: int | None = None
        self._record: tuple[int | None, float | None] = (None, None)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 4)
        layout.setSpacing(12)
        # The code and the chips wrap onto a second row rather than widen the window (flow_layout); the pass stays
        # at the top right.
        deal = QWidget()
        self.flow = FlowLayout(deal)
        self.caption = QLabel()
        # A selectable label rather than a read-only line edit: it looks the same and the first QLineEdit of a
        # process costs milliseconds of start-up.
        self.code = QLabel()
        self.code.setObjectName("dealCode")
        self.code.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.code.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.code.setFont(_bold(self.code.font(), monospace=True))
        self.copy_button = QToolButton()
        self.copy_button.setObjectName("copyDealCode")
        self.copy_button.setAutoRaise(True)
        self.copy_button.clicked.connect(self.copy_code)
        self.deal_label = Pill()
        self.deal_label.setObjectName("dealLabel")
        self.difficulty = Pill()
        self.difficulty.setObjectName("dealDifficulty")
        self.difficulty.hide()
        self.par = Pill()
        self.par.setObjectName("dealPar")
        self.par.set_colour(PAR_COLOUR)
        self.par.hide()
        self.record = Pill()
        self.record.setObjectName("dealRecord")
        self.record.set_colour(RECORD_COLOUR)
        self.record.hide()
        self.pass_label = QLabel()
        self.pass_label.setObjectName("passLabel")
        self.pass_label.setFont(_bold(self.pass_label.font()))
        self.pass_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        chips = (self.deal_label, self.difficulty, self.par, self.record)
        for widget in (self.caption, self.code, self.copy_button, *chips):
            self.flow.addWidget(widget)
        layout.addWidget(deal, 1)
        layout.addWidget(self.pass_label, 0, Qt.AlignmentFlag.AlignTop)
        # As high as the first row, its text centred on it.
        self.pass_label.setMinimumHeight(max(w.sizeHint().height() for w in (self.code, self.copy_button, self.par)))
        self.retranslate()

    def set_code(self, text: str) -> None:
        for widget in (self.code, self.copy_button):
            widget.setVisible(bool(text))
        self.code.setText(text)
        self.code.setFixedWidth(self.code.fontMetrics().horizontalAdvance(text or "PY1-N-AAAAAAA") + 16)
        self.retranslate()

    def set_deal_label(self, label: DealLabel | None, revealed: Verdict | None = None) -> None:
        """``label``: the label the deal was dealt with; ``revealed``: the solver's verdict on the whole deal once
        the round has ended, which the chip then shows instead of "Might be a dead end"."""
        self._label = label
        self._revealed = revealed
        self._show_label()

    def set_rules(self, rules: RuleSet) -> None:
        """The game's rules, told by the bar's tooltip: the family and every option changed from it."""
        if rules != self._rules:
            self._rules = rules
            self._describe_rules()

    def _describe_rules(self) -> None:
        if self._rules is not None:
            title = rules_texts.rules_title(self._rules.field)
            self.setToolTip(f"{title}\n{rules_texts.rules_description(self._rules)}")

    def set_difficulty(self, level: str | None) -> None:
        """The deal's difficulty ("easy" … "expert"), ``None`` for a deal without a rating."""
        self._difficulty = level
        if level is None:
            self.difficulty.hide()
            return
        self.difficulty.set_colour(QColor(DIFFICULTY_COLOURS.get(level, "#37474f")))
        self.difficulty.setText(assist_texts.difficulty_name(level))
        self.difficulty.setToolTip(assist_texts.difficulty_tip())
        self.difficulty.show()

    def set_par(self, par: int | None) -> None:
        """The deal's par (the fewest moves that win it) once known; ``None``: not known, or no deal."""
        self._par = par
        self.par.setVisible(par is not None)
        if par is not None:
            self.par.setText(fill(self.tr("Par {par}"), par=par))
            self.par.setToolTip(self.tr("Par: the fewest moves that win this deal"))

    def set_record(self, moves: int | None, seconds: float | None) -> None:
        """The deal's records to beat (fewest moves, best time of the player's wins on their own); both ``None``: the
        deal was never won so, or it is practice."""
        self._record = (moves, seconds)
        self.record.setVisible(moves is not None and seconds is not None)
        if moves is not None and seconds is not None:
            self.record.setText(
                fill(self.tr("Record: {moves} moves, {time}"), moves=moves, time=texts.format_time(seconds))
            )
            self.record.setToolTip(
                self.tr("Your best win of this deal on your own: fewest moves and best time to beat")
            )

    def set_daily(self, day: date | None) -> None:
        """The daily deal's date, shown in the caption (in the language's date format) for as long as it is played;
        ``None``: another deal.  A toast alone would be gone after a few seconds."""
        self._daily = day
        self.retranslate()

    def set_pass(self, pass_number: int, passes: int | None) -> None:
        self._pass = (pass_number, passes)
        self.pass_label.setText(texts.pass_text(pass_number, passes))

    def copy_code(self) -> None:
        QGuiApplication.clipboard().setText(self.code.text())
        self.copied.emit(self.code.text())

    def _show_label(self) -> None:
        if self._revealed is not None:
            colours = {Verdict.WINNABLE: WINNABLE_COLOUR, Verdict.UNWINNABLE: UNWINNABLE_COLOUR}
            self.deal_label.set_colour(colours.get(self._revealed, OTHER_LABEL_COLOUR))
            self.deal_label.setText(texts.verdict_text(self._revealed))
        else:
            winnable = self._label is DealLabel.VERIFIED_WINNABLE
            self.deal_label.set_colour(WINNABLE_COLOUR if winnable else OTHER_LABEL_COLOUR)
            self.deal_label.setText(texts.deal_label_text(self._label))
        self.deal_label.setVisible(bool(self.code.text()) and self._label is not None)

    def retranslate(self) -> None:
        if not self.code.text():
            self.caption.setText(self.tr("Custom position"))
        elif self._daily is not None:
            self.caption.setText(fill(self.tr("Daily deal {date}:"), date=texts.format_date(self._daily)))
        else:
            self.caption.setText(self.tr("Deal:"))
        self.copy_button.setText(self.tr("Copy"))
        self.copy_button.setToolTip(self.tr("Copy the deal code to the clipboard"))
        self.code.setToolTip(self.tr("The code of this deal: type it in New game to play the same cards again"))
        self._show_label()
        self.set_difficulty(self._difficulty)
        self.set_par(self._par)
        self.set_record(*self._record)
        self.set_pass(*self._pass)
        self._describe_rules()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class Counters(QWidget):
    """Score, time, moves and undos, in the status bar; the score as the chosen system counts it, hidden when it
    keeps none; no time and no score when the player relaxes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._values = {"time": 0.0, "moves": 0, "undos": 0}
        self._score: ScoreShown | None = None
        self._relaxed = False
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 0, 6, 0)
        layout.setSpacing(18)
        self.score = QLabel()
        self.time = QLabel()
        self.moves = QLabel()
        self.undos = QLabel()
        for name, label in (("score", self.score), ("time", self.time), ("moves", self.moves), ("undos", self.undos)):
            label.setObjectName(name)
            layout.addWidget(label)
        self.retranslate()

    def set_values(self, *, score: ScoreShown | None, seconds: float, moves: int, undos: int) -> None:
        self._values = {"time": seconds, "moves": moves, "undos": undos}
        self._score = score
        self.retranslate()

    def set_relaxed(self, relaxed: bool) -> None:
        """The relax preference: no clock and no score."""
        self._relaxed = relaxed
        self.time.setVisible(not relaxed)
        self.score.setVisible(not relaxed and self._score is not None)

    def set_time(self, seconds: float) -> None:
        self._values["time"] = seconds
        self.time.setText(fill(self.tr("Time: {time}"), time=texts.format_time(seconds)))

    def retranslate(self) -> None:
        values = self._values
        self.score.setVisible(not self._relaxed and self._score is not None)
        self.score.setText("" if self._score is None else scoring_texts.status_text(self._score))
        self.set_time(float(values["time"]))
        self.moves.setText(fill(self.tr("Moves: {moves}"), moves=values["moves"]))
        self.undos.setText(fill(self.tr("Undos: {undos}"), undos=values["undos"]))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
