"""A small chart of recent results, painted with QPainter: one bar per game and the running win rate.

Each bar is as tall as the share of the pyramid that game cleared (a won game is a full bar) and coloured by
its result (a win with help in its own colour), over a full-height tint of that colour so every game is seen; the
line is the win rate over the games shown so far, on the same 0–100 % scale.  What counts as a win is the result
model's (:mod:`pyramid_qt.engine.result`); practice is never shown.  With no game it says so instead of drawing empty
axes.  Texts are looked up while painting, so a language switch only needs a repaint.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QHelpEvent, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from pyramid_qt.engine.result import Mode, Outcome, counts_as_win
from pyramid_qt.store.stats import ABANDONED, LOST, WON
from pyramid_qt.ui import texts

PYRAMID_CARDS = 28
MIN_SLOTS = 20  # a handful of games is drawn as narrow bars on the left, not as a few wide blocks

WITH_HELP = "with_help"  # a win with help: its own colour
RESULT_COLOURS = {
    WON: QColor("#2e7d32"),
    WITH_HELP: QColor("#7cb342"),
    LOST: QColor("#c62828"),
    ABANDONED: QColor("#9e9e9e"),
}
LINE_COLOUR = QColor("#1565c0")
TINT_ALPHA = 90  # the full-height tint behind each bar


@dataclass(frozen=True, slots=True)
class ChartGame:
    """What the chart needs of one finished game."""

    result: str
    pyramid_removed: int
    seconds: float = 0.0
    moves: int = 0
    mode: str = Mode.OWN.value

    @property
    def won(self) -> bool:
        return self.result == WON and counts_as_win(Outcome.WON, Mode(self.mode))

    @property
    def colour_key(self) -> str:
        return WITH_HELP if self.won and self.mode == Mode.ASSISTED.value else self.result


def running_win_rates(games: Sequence[ChartGame]) -> list[float]:
    """Win rate (0..1) after each game, counting from the first game shown."""
    rates: list[float] = []
    won = 0
    for count, game in enumerate(games, start=1):
        won += game.won
        rates.append(won / count)
    return rates


class ResultsChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultsChart")
        self.games: list[ChartGame] = []
        self.pyramid_cards = PYRAMID_CARDS  # the game's pyramid cards, whose share removed a bar shows
        self.setMinimumHeight(150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMouseTracking(True)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(560, 170)

    def set_games(self, games: Sequence[ChartGame], pyramid_cards: int = PYRAMID_CARDS) -> None:
        """The games to show, oldest first, of a game with ``pyramid_cards`` pyramid cards."""
        self.games = list(games)
        self.pyramid_cards = pyramid_cards
        self.update()

    # ------------------------------------------------------------------ geometry
    def _legend_height(self) -> int:
        return self.fontMetrics().height() + 8

    def _plot_rect(self) -> QRectF:
        metrics = self.fontMetrics()
        left = metrics.horizontalAdvance("100%") + 10
        top = self._legend_height() + 14
        return QRectF(left, top, max(10.0, self.width() - left - 8), max(10.0, self.height() - top - 8))

    def _slot_width(self, plot: QRectF) -> float:
        return plot.width() / max(len(self.games), MIN_SLOTS)

    def bar_rect(self, index: int) -> QRectF:
        """Where game ``index`` is drawn (full plot height; the bar fills its lower part)."""
        plot = self._plot_rect()
        slot = self._slot_width(plot)
        gap = min(3.0, slot * 0.25)
        return QRectF(plot.left() + index * slot + gap / 2, plot.top(), slot - gap, plot.height())

    # ------------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        frame = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
        painter.setBrush(palette.color(QPalette.ColorRole.Base))
        painter.drawRoundedRect(frame, 4, 4)
        if not self.games:
            self._paint_empty(painter)
            return
        plot = self._plot_rect()
        self._paint_grid(painter, plot)
        self._paint_bars(painter, plot)
        self._paint_rate_line(painter, plot)
        self._paint_legend(painter)

    def _paint_empty(self, painter: QPainter) -> None:
        painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
        painter.drawText(
            QRectF(self.rect()).adjusted(12, 8, -12, -8),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self.tr("No finished games yet. Your results will appear here, one bar per game."),
        )

    def _paint_grid(self, painter: QPainter, plot: QRectF) -> None:
        text_colour = self.palette().color(QPalette.ColorRole.PlaceholderText)
        grid = QColor(text_colour)
        grid.setAlpha(70)
        metrics = self.fontMetrics()
        for fraction, label in ((0.0, "0%"), (0.5, "50%"), (1.0, "100%")):
            y = plot.bottom() - fraction * plot.height()
            painter.setPen(QPen(grid, 1, Qt.PenStyle.DashLine if fraction else Qt.PenStyle.SolidLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text_colour)
            painter.drawText(
                QRectF(0, y - metrics.height() / 2, plot.left() - 5, metrics.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                label,
            )

    def share(self, index: int) -> float:
        """How tall game ``index``'s bar is, 0..1: the share of the game's pyramid cards it removed (a win: 1)."""
        game, cards = self.games[index], self.pyramid_cards
        return 1.0 if game.won else min(max(game.pyramid_removed, 0), cards) / cards

    def _paint_bars(self, painter: QPainter, plot: QRectF) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        for index, game in enumerate(self.games):
            share = self.share(index)
            slot = self.bar_rect(index)
            colour = RESULT_COLOURS.get(game.colour_key, RESULT_COLOURS[ABANDONED])
            # Every game shows its result over the full height in a light tint, the part of the pyramid it cleared
            # in full colour: a loss that cleared little was a stub of a few red pixels, hard to see at all.
            tint = QColor(colour)
            tint.setAlpha(TINT_ALPHA)
            painter.setBrush(tint)
            painter.drawRect(QRectF(slot.left(), plot.top(), slot.width(), plot.height()))
            height = max(2.0, share * plot.height())
            painter.setBrush(colour)
            painter.drawRect(QRectF(slot.left(), plot.bottom() - height, slot.width(), height))

    def _paint_rate_line(self, painter: QPainter, plot: QRectF) -> None:
        rates = running_win_rates(self.games)
        points = [
            QPointF(self.bar_rect(index).center().x(), plot.bottom() - rate * plot.height())
            for index, rate in enumerate(rates)
        ]
        path = QPainterPath(points[0])
        for point in points[1:]:
            path.lineTo(point)
        halo = QColor(self.palette().color(QPalette.ColorRole.Base))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(halo, 4.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(path)
        painter.setPen(QPen(LINE_COLOUR, 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(path)
        painter.setBrush(LINE_COLOUR)
        painter.drawEllipse(points[-1], 3, 3)

    def _paint_legend(self, painter: QPainter) -> None:
        metrics = self.fontMetrics()
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        baseline_box = QRectF(10, 4, self.width() - 20, self._legend_height())
        entries: list[tuple[str, QColor, bool]] = [
            (self.tr("Won"), RESULT_COLOURS[WON], False),
            (self.tr("Lost"), RESULT_COLOURS[LOST], False),
            (self.tr("Abandoned"), RESULT_COLOURS[ABANDONED], False),
            (self.tr("Win rate"), LINE_COLOUR, True),
        ]
        if any(game.colour_key == WITH_HELP for game in self.games):
            entries.insert(1, (self.tr("Won with help"), RESULT_COLOURS[WITH_HELP], False))
        swatch = metrics.height() * 0.7
        legend_width = sum(metrics.horizontalAdvance(text) + swatch + 19 for text, _colour, _line in entries)
        title = self.tr("Recent results")
        if QFontMetrics(font).horizontalAdvance(title) + 16 < baseline_box.width() - legend_width:
            painter.drawText(baseline_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
        painter.setFont(self.font())
        x = self.width() - 10.0
        for text, colour, is_line in reversed(entries):
            x -= metrics.horizontalAdvance(text)
            painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
            painter.drawText(
                QRectF(x, baseline_box.top(), metrics.horizontalAdvance(text) + 2, baseline_box.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                text,
            )
            x -= swatch + 5
            middle = baseline_box.center().y()
            if is_line:
                painter.setPen(QPen(colour, 2))
                painter.drawLine(QPointF(x, middle), QPointF(x + swatch, middle))
            else:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colour)
                painter.drawRect(QRectF(x, middle - swatch / 2, swatch, swatch))
            x -= 14

    # ------------------------------------------------------------------ tooltips and language
    def game_at(self, x: float) -> int | None:
        """Index of the game drawn at horizontal position ``x``, if any."""
        plot = self._plot_rect()
        if not self.games or x < plot.left():
            return None
        index = int((x - plot.left()) // self._slot_width(plot))
        return index if index < len(self.games) else None

    def tooltip_text(self, index: int) -> str:
        game = self.games[index]
        number = index + 1
        if game.colour_key == WITH_HELP:
            return texts.fill(
                self.tr("Game {number}: won with help in {time}, %n move(s)", "", game.moves),
                number=number,
                time=texts.format_time(game.seconds),
            )
        if game.won:
            return texts.fill(
                self.tr("Game {number}: won in {time}, %n move(s)", "", game.moves),
                number=number,
                time=texts.format_time(game.seconds),
            )
        if game.result == LOST:
            template = self.tr("Game {number}: lost, {removed} of {cards} pyramid cards removed")
        else:
            template = self.tr("Game {number}: abandoned, {removed} of {cards} pyramid cards removed")
        return texts.fill(template, number=number, removed=game.pyramid_removed, cards=self.pyramid_cards)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            index = self.game_at(event.pos().x())
            if index is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self.tooltip_text(index), self)
            return True
        if event.type() == QEvent.Type.LanguageChange:
            self.update()
        return super().event(event)
