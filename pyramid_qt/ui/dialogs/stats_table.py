"""The statistics dialog's parts: the per-deal table model (one row per deal code, raw values for sorting) and
the summary tiles, with the texts of their numbers."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QDate,
    QDateTime,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from pyramid_qt.store.stats import DealStats
from pyramid_qt.ui import texts

NO_VALUE = "—"

(
    COL_CODE,
    COL_DAILY,
    COL_RULES,
    COL_PLAYED,
    COL_WON,
    COL_WITH_HELP,
    COL_BEST_TIME,
    COL_FEWEST_MOVES,
    COL_PAR,
    COL_LAST_PLAYED,
) = range(10)
DATE_FORMAT = "d MMM yyyy"
"""Dates in the table: day, the language's short month name, year ("30 Nov 2026", "1 Des 2026")."""
SORT_ROLE = Qt.ItemDataRole.UserRole
NEVER = float("inf")  # sorts a deal without a win after every deal with one, in ascending order

ModelIndex = QModelIndex | QPersistentModelIndex


def percent_text(rate: float | None) -> str:
    return NO_VALUE if rate is None else f"{round(rate * 100)}%"


def time_text(seconds: float | None) -> str:
    return NO_VALUE if seconds is None else texts.format_time(seconds)


def count_text(value: int | None) -> str:
    return NO_VALUE if value is None else str(value)


class DealTableModel(QAbstractTableModel):
    """One row per deal code: the store's :class:`DealStats`, with raw values under ``SORT_ROLE``."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.deals: list[DealStats] = []
        self.pars: dict[str, int] = {}

    def set_deals(self, deals: list[DealStats], pars: dict[str, int] | None = None) -> None:
        """``pars``: the par of each deal code whose par has been computed (shown beside the fewest moves)."""
        self.beginResetModel()
        self.deals = list(deals)
        self.pars = dict(pars or {})
        self.endResetModel()

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: N802, B008 (Qt override)
        return 0 if parent.isValid() else len(self.deals)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: N802, B008 (Qt override)
        return 0 if parent.isValid() else COL_LAST_PLAYED + 1

    def headers(self) -> list[str]:
        return [
            self.tr("Deal code"),
            self.tr("Daily deal"),
            self.tr("Rules"),
            self.tr("Played"),
            self.tr("Won"),
            self.tr("Won with help"),
            self.tr("Best time"),
            self.tr("Fewest moves"),
            self.tr("Par"),
            self.tr("Last played"),
        ]

    def headerData(  # noqa: N802 (Qt override)
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers()[section]
        return None

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        deal = self.deals[index.row()]
        column = index.column()
        if role == SORT_ROLE:
            if column == COL_PAR:
                par = self.pars.get(deal.code)
                return NEVER if par is None else float(par)
            return self._sort_value(deal, column)
        if role == Qt.ItemDataRole.DisplayRole:
            if column == COL_PAR:
                return count_text(self.pars.get(deal.code))
            return self._display_value(deal, column)
        if role == Qt.ItemDataRole.ToolTipRole and column == COL_PAR:
            return self.tr("The fewest moves that win this deal")
        if role == Qt.ItemDataRole.ToolTipRole and column == COL_WITH_HELP:
            return self.tr("Wins of this deal with hints, checks, going back or Show me how: no records")
        if role == Qt.ItemDataRole.ToolTipRole and column == COL_DAILY and deal.daily:
            return self.tr("This deal was the daily deal of that date")
        if role == Qt.ItemDataRole.ToolTipRole and column == COL_LAST_PLAYED:
            when = _local_time(deal.last_played)
            return QLocale().toString(when, f"{DATE_FORMAT} HH:mm") if when.isValid() else None
        if role == Qt.ItemDataRole.TextAlignmentRole and column not in (
            COL_CODE,
            COL_DAILY,
            COL_RULES,
            COL_LAST_PLAYED,
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and column == COL_CODE:
            font = QFont("monospace")
            font.setStyleHint(QFont.StyleHint.Monospace)
            return font
        return None

    @staticmethod
    def _sort_value(deal: DealStats, column: int) -> object:
        values: list[object] = [
            deal.code,
            deal.daily or "",
            deal.rules,
            deal.played,
            deal.won,
            deal.won_with_help,
            NEVER if deal.best_seconds is None else float(deal.best_seconds),
            NEVER if deal.fewest_moves is None else float(deal.fewest_moves),
            NEVER,  # par: from the model's table (see data())
            deal.last_played or "",
        ]
        return values[column]

    @staticmethod
    def _display_value(deal: DealStats, column: int) -> str:
        if column == COL_LAST_PLAYED:
            when = _local_time(deal.last_played)
            return QLocale().toString(when.date(), DATE_FORMAT) if when.isValid() else NO_VALUE
        if column == COL_DAILY:
            day = QDate.fromString(deal.daily or "", Qt.DateFormat.ISODate)
            return QLocale().toString(day, DATE_FORMAT) if day.isValid() else ""
        values = [
            deal.code,
            "",
            deal.rules,
            str(deal.played),
            str(deal.won),
            str(deal.won_with_help) if deal.won_with_help else "",
            time_text(deal.best_seconds),
            count_text(deal.fewest_moves),
        ]
        return values[column]

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, COL_LAST_PLAYED)


def _local_time(iso_utc: str | None) -> QDateTime:
    return QDateTime.fromString(iso_utc or "", Qt.DateFormat.ISODate).toLocalTime()


class SummaryTile(QFrame):
    """One number of the summary with its caption underneath.  The number takes the keyboard (Tab), labelled by its
    caption, so a screen reader reads "Played 1", "Win rate 100%" (its flat review read the numbers alone, apart
    from the captions, and Tab passed them by); a frame shows which one has the keyboard."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setBackgroundRole(QPalette.ColorRole.Base)
        self.setAutoFillBackground(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(0)
        self.value = QLabel(NO_VALUE)
        self.value.setObjectName("value")
        font = self.value.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.value.setFont(font)
        self.value.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.value.setStyleSheet(
            "QLabel { border: 2px solid transparent; } QLabel:focus { border-color: palette(highlight); }"
        )
        self.caption = QLabel()
        self.caption.setBuddy(self.value)
        self.caption.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        # A long caption takes two lines (at 800×600 one line widened the dialog off screen); every tile keeps room
        # for two, as the tabs the tiles sit in pass no height-for-width on to the dialog's layout.
        self.caption.setWordWrap(True)
        self.caption.setMinimumHeight(2 * self.caption.fontMetrics().lineSpacing())
        self.caption.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)  # under its number
        layout.addWidget(self.value)
        layout.addWidget(self.caption)


TILES = (
    "played",
    "won",
    "wonWithHelp",
    "winRate",
    "currentStreak",
    "longestStreak",
    "bestTime",
    "averageTime",
    "fewestMoves",
    "perfect",
    "dailyStreak",
)
"""The summary's tiles (their object names), in reading order."""


def tile_layout(tiles: list[SummaryTile], columns: int = 4) -> QGridLayout:
    """The tiles in rows of ``columns`` equal columns: no long caption widens its own (at 800×600 in Indonesian
    one did, and the dialog was wider than the screen)."""
    grid = QGridLayout()
    grid.setSpacing(6)
    for index, tile in enumerate(tiles):
        grid.addWidget(tile, index // columns, index % columns)
        grid.setColumnStretch(index % columns, 1)
    return grid
