"""Statistics: a summary per rule set, a chart of recent results, the per-deal table, reset and CSV export.

Two pages: the summary (tiles, chart and what the chart shows) and the deals (the table gets the dialog's whole
height: at 800×600 it would show about two rows under the chart).

Everything shown is read from :class:`~pyramid_qt.store.stats.StatsStore` in :meth:`StatisticsDialog.refresh`,
so the dialog never holds numbers of its own that could drift from the database.  The store never raises on
I/O trouble; its ``unavailable`` / ``recovered_from`` state is shown as a notice at the top.
"""

from __future__ import annotations

import html
import re
from datetime import date
from pathlib import Path

from PySide6.QtCore import (
    QEvent,
    QItemSelection,
    QSize,
    QSortFilterProxyModel,
    Qt,
    QUrl,
    Signal,
)
from PySide6.QtGui import QDesktopServices, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from pyramid_qt import texts as rules_texts
from pyramid_qt.engine import games
from pyramid_qt.engine.games import PYRAMID, GameDeclaration
from pyramid_qt.store.stats import RulesSummary, StatsStore
from pyramid_qt.ui import texts
from pyramid_qt.ui.dialogs.confirm import abandoned_note, counting_note
from pyramid_qt.ui.dialogs.preferences import NOTICE_STYLE
from pyramid_qt.ui.dialogs.results_chart import ChartGame, ResultsChart
from pyramid_qt.ui.dialogs.stats_table import (
    COL_CODE,
    COL_DAILY,
    COL_LAST_PLAYED,
    COL_RULES,
    COL_WITH_HELP,
    SORT_ROLE,
    TILES,
    DealTableModel,
    SummaryTile,
    count_text,
    percent_text,
    tile_layout,
    time_text,
)
from pyramid_qt.ui.texts.games import game_name

CHART_GAMES = 50
DEFAULT_RULES_FIELD = "N"


class StatisticsDialog(QDialog):
    """The player's statistics; ``replayRequested`` carries the deal code to play again."""

    replayRequested = Signal(str)

    def __init__(
        self,
        stats: StatsStore,
        parent: QWidget | None = None,
        current_rules_field: str | None = None,
        current_game: GameDeclaration = PYRAMID,
    ) -> None:
        """``current_game`` and ``current_rules_field``: the game and rules on the table, shown first."""
        super().__init__(parent)
        self.stats = stats
        self.current_game = current_game
        self.current_rules_field = current_rules_field or DEFAULT_RULES_FIELD
        self.setObjectName("statisticsDialog")
        self._export_message: tuple[str, str] | None = None  # (kind, path) of the last export, for retranslate

        self.notice = QLabel()
        self.notice.setObjectName("notice")
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet(NOTICE_STYLE)

        # The game first (shown when games other than Pyramid were played or are on the table), then its rules.
        self.game_label = QLabel()
        self.game_combo = QComboBox()
        self.game_combo.setObjectName("gameChooser")
        self.game_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.game_label.setBuddy(self.game_combo)
        self.rules_label = QLabel()
        self.rules_combo = QComboBox()
        self.rules_combo.setObjectName("rulesChooser")
        self.rules_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.rules_label.setBuddy(self.rules_combo)
        self.rules_note = QLabel()
        self.rules_note.setWordWrap(True)  # a long translation must not widen the dialog
        self.rules_note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        chooser = QHBoxLayout()
        chooser.addWidget(self.game_label)
        chooser.addWidget(self.game_combo)
        chooser.addWidget(self.rules_label)
        chooser.addWidget(self.rules_combo)
        chooser.addWidget(self.rules_note, 1)
        chooser.addStretch()  # the lists keep their width when the rules and their note are hidden (Giza)

        self.tiles = {name: SummaryTile(name) for name in TILES}
        tile_grid = tile_layout(list(self.tiles.values()))

        self.chart = ResultsChart()
        self.chart_note = QLabel()
        self.chart_note.setObjectName("chartNote")
        self.chart_note.setWordWrap(True)
        self.chart_note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.abandoned_note = QLabel()
        self.abandoned_note.setObjectName("abandonedNote")
        self.abandoned_note.setWordWrap(True)
        self.abandoned_note.setForegroundRole(QPalette.ColorRole.PlaceholderText)

        self.only_rules_box = QCheckBox()
        self.only_rules_box.setObjectName("onlyTheseRules")
        self.only_rules_box.setChecked(True)
        deals_header = QHBoxLayout()
        deals_header.addStretch(1)
        deals_header.addWidget(self.only_rules_box)

        self.model = DealTableModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.setFilterKeyColumn(COL_RULES)
        self.table = QTableView()
        self.table.setObjectName("dealTable")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(COL_LAST_PLAYED, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 10)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.doubleClicked.connect(lambda _index: self.replay_selected())
        self.empty_label = QLabel()
        self.empty_label.setObjectName("emptyDeals")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self.empty_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.empty_label.setFrameShape(QFrame.Shape.StyledPanel)
        self.deals_stack = QStackedWidget()
        self.deals_stack.addWidget(self.table)
        self.deals_stack.addWidget(self.empty_label)

        self.replay_button = QPushButton()
        self.replay_button.setObjectName("replayButton")
        self.export_button = QPushButton()
        self.export_button.setObjectName("exportButton")
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("resetButton")
        self.status_label = QLabel()
        self.status_label.setObjectName("exportStatus")
        self.status_label.setWordWrap(True)
        self.status_label.setTextFormat(Qt.TextFormat.RichText)
        self.status_label.setOpenExternalLinks(False)
        self.status_label.linkActivated.connect(_open_folder)
        self.status_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.replay_button)
        bottom.addWidget(self.status_label, 1)
        bottom.addWidget(self.export_button)
        bottom.addWidget(self.reset_button)
        bottom.addWidget(self.buttons)

        summary_page = QWidget()
        summary = QVBoxLayout(summary_page)
        summary.addLayout(tile_grid)
        summary.addWidget(self.chart, 1)
        summary.addWidget(self.chart_note)
        summary.addWidget(self.abandoned_note)
        deals_page = QWidget()
        deals = QVBoxLayout(deals_page)
        deals.addLayout(deals_header)
        deals.addWidget(self.deals_stack, 1)
        self.pages = QTabWidget()
        self.pages.setObjectName("statisticsPages")
        self.pages.addTab(summary_page, "")
        self.pages.addTab(deals_page, "")

        layout = QVBoxLayout(self)
        layout.addWidget(self.notice)
        layout.addLayout(chooser)
        layout.addWidget(self.pages, 1)
        layout.addLayout(bottom)

        self.game_combo.currentIndexChanged.connect(lambda _index: self._show_game())
        self.rules_combo.currentIndexChanged.connect(self._show_rules)
        self.only_rules_box.toggled.connect(self._apply_filter)
        self.table.selectionModel().selectionChanged.connect(self._on_selection)
        self.replay_button.clicked.connect(self.replay_selected)
        self.export_button.clicked.connect(self.export_csv)
        self.reset_button.clicked.connect(self.reset)

        self.resize(_fitting_size(self, 920, 640))  # the deals table has ten columns
        self.retranslate()
        self.refresh()

    # ------------------------------------------------------------------ reading the store
    def selected_rules(self) -> str:
        return self.rules_combo.currentData() or self.current_rules_field

    def selected_game(self) -> GameDeclaration:
        key = self.game_combo.currentData()
        return games.ENGINE_GAMES.get(key, self.current_game) if key else self.current_game

    def refresh(self) -> None:
        """Re-read everything from the store, keeping the chosen game and rule set."""
        chosen = self.selected_game() if self.game_combo.count() else self.current_game
        played = [games.ENGINE_GAMES[key] for key in self.stats.games_played() if key in games.ENGINE_GAMES]
        listed = [game for game in games.ENGINE_GAMES.values() if game in (*played, self.current_game, PYRAMID)]
        self.game_combo.blockSignals(True)
        self.game_combo.clear()
        for game in listed:
            self.game_combo.addItem(game_name(game), game.key)
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(chosen.key)))
        self.game_combo.blockSignals(False)
        for widget in (self.game_label, self.game_combo):
            widget.setVisible(len(listed) > 1)
        self._show_notice()
        self._show_game()

    def _show_game(self) -> None:
        """The chosen game's rule sets (a game without rule options has one, shown by no list) and deals."""
        game = self.selected_game()
        chosen = self.rules_combo.currentData() or self.current_rules_field
        fields = self.stats.rules_fields(game.key)
        first = self.current_rules_field if game == self.current_game else DEFAULT_RULES_FIELD
        if first not in fields:
            fields.insert(0, first)
        self.rules_combo.blockSignals(True)
        self.rules_combo.clear()
        for field in fields:
            self.rules_combo.addItem(rules_texts.rules_title(field), field)
        self.rules_combo.setCurrentIndex(max(0, self.rules_combo.findData(chosen)))
        self.rules_combo.blockSignals(False)
        for widget in (self.rules_label, self.rules_combo, self.rules_note, self.only_rules_box):
            widget.setVisible(game.rule_options)
        if not game.rule_options:
            self.only_rules_box.setChecked(True)  # its one rule set: every deal of the game
        self.model.set_deals(self.stats.deal_stats(game=game.key), self.stats.pars())
        self._show_rules()

    def _show_rules(self) -> None:
        field = self.selected_rules()
        game = self.selected_game()
        self.summary = self.stats.summary(field, game.key)
        self._fill_tiles(self.summary)
        self.chart.set_games(
            [
                ChartGame(record.result, record.pyramid_removed, record.active_seconds, record.moves, record.mode)
                for record in self.stats.recent_results(CHART_GAMES, field, game.key)
            ],
            game.layout.size,
        )
        self._name_chart()
        self._name_rules()
        self._apply_filter()

    def _fill_tiles(self, summary: RulesSummary) -> None:
        values = {
            "played": str(summary.played),
            "won": str(summary.won),
            "wonWithHelp": str(summary.won_with_help),
            "winRate": percent_text(summary.win_rate),
            "currentStreak": str(summary.current_streak),
            "longestStreak": str(summary.longest_streak),
            "bestTime": time_text(summary.best_seconds),
            "averageTime": time_text(summary.average_seconds),
            "fewestMoves": count_text(summary.fewest_moves),
            "perfect": str(summary.perfect),
            "dailyStreak": "{} / {}".format(*self.stats.daily_streak(date.today())),
        }
        for name, text in values.items():
            self.tiles[name].value.setText(text)

    def _apply_filter(self) -> None:
        if self.only_rules_box.isChecked():
            self.proxy.setFilterRegularExpression(f"^{re.escape(self.selected_rules())}$")
        else:
            self.proxy.setFilterRegularExpression("")
        # With one rule set shown the rules column says the same on every row.
        self.table.setColumnHidden(COL_RULES, self.only_rules_box.isChecked())
        # Columns that would be empty on every row are left out (most players never play a daily or ask for help).
        shown = [self.proxy.mapToSource(self.proxy.index(row, 0)).row() for row in range(self.proxy.rowCount())]
        self.table.setColumnHidden(COL_DAILY, not any(self.model.deals[row].daily for row in shown))
        self.table.setColumnHidden(COL_WITH_HELP, not any(self.model.deals[row].won_with_help for row in shown))
        has_rows = self.proxy.rowCount() > 0
        self.deals_stack.setCurrentWidget(self.table if has_rows else self.empty_label)
        self._name_empty()
        self._on_selection()

    def _on_selection(self, *_args: QItemSelection) -> None:
        self.replay_button.setEnabled(self.selected_code() is not None)

    def selected_code(self) -> str | None:
        if self.deals_stack.currentWidget() is not self.table:
            return None
        rows = self.table.selectionModel().selectedRows(COL_CODE)
        if not rows:
            return None
        return str(self.proxy.data(rows[0], SORT_ROLE))

    # ------------------------------------------------------------------ actions
    def replay_selected(self) -> None:
        code = self.selected_code()
        if code is not None:
            self.replayRequested.emit(code)
            self.accept()

    def reset(self) -> None:
        """Ask, then delete the finished games of the chosen rule set or of all (a game in progress stays)."""
        field, game = self.selected_rules(), self.selected_game()
        if game != PYRAMID:
            field = game_name(game)  # its one rule set is the game
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Reset statistics"))
        box.setText(
            texts.fill(self.tr("Delete the finished games of rules {rules}, or of all rule sets?"), rules=field)
        )
        box.setInformativeText(self.tr("This cannot be undone. A game in progress is kept."))
        these = box.addButton(
            texts.fill(self.tr("Reset {rules} only"), rules=field), QMessageBox.ButtonRole.DestructiveRole
        )
        these.setObjectName("resetThese")
        everything = box.addButton(self.tr("Reset all"), QMessageBox.ButtonRole.DestructiveRole)
        everything.setObjectName("resetAll")
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.exec()
        clicked = box.clickedButton()
        if clicked is these:
            self.stats.reset(self.selected_rules(), game.key)
        elif clicked is everything:
            self.stats.reset()
        else:
            return
        self._export_message = None
        self.status_label.clear()
        self.refresh()

    def export_csv(self) -> None:
        suggested = str(Path.home() / "pyramid-statistics.csv")
        path, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Export statistics"), suggested, self.tr("CSV files (*.csv);;All files (*)")
        )
        if not path:
            return
        try:
            self.stats.export_csv(Path(path))
        except OSError:
            self._export_message = ("failed", path)
            QMessageBox.warning(self, self.tr("Export statistics"), self._export_text(rich=False))
        else:
            self._export_message = ("done", path)
        self.status_label.setText(self._export_text())

    def _export_text(self, rich: bool = True) -> str:
        """Where the file went, in full ("Exported to pyramid-statistics.csv" did not say where); in the status line
        (``rich``) with a link that opens its folder."""
        if self._export_message is None:
            return ""
        kind, path = self._export_message
        escape = html.escape if rich else str
        shown = escape(_shown_path(Path(path)))
        if kind != "done":
            return texts.fill(self.tr("Could not write {file}"), file=shown)
        done = texts.fill(self.tr("Exported to {file}"), file=shown)
        if not rich:
            return done
        folder = html.escape(QUrl.fromLocalFile(str(Path(path).parent)).toString(), quote=True)
        link = html.escape(self.tr("Open folder"))
        return f'{done} <a href="{folder}">{link}</a>'

    # ------------------------------------------------------------------ texts
    def _show_notice(self) -> None:
        problems = []
        if self.stats.recovered_from is not None:
            problems.append(texts.problem_text("stats_recovered"))
        if self.stats.unavailable is not None:
            problems.append(texts.problem_text(self.stats.unavailable))
        self.notice.setVisible(bool(problems))
        self.notice.setText("\n".join(problems))

    def _name_chart(self) -> None:
        note = self.tr(
            "Each bar is one game, as tall as the share of the {cards} pyramid cards it removed (a win is a full"
            " bar); the line is the win rate."
        )
        self.chart_note.setText(texts.fill(note, cards=self.chart.pyramid_cards))

    def _name_rules(self) -> None:
        field = self.selected_rules()
        self.rules_note.setText(rules_texts.field_description(field))
        self.only_rules_box.setText(texts.fill(self.tr("Only rules {rules}"), rules=field))

    def _name_empty(self) -> None:
        if self.model.rowCount() == 0:
            self.empty_label.setText(
                self.tr("No deals finished yet. Every deal you finish is listed here with your best time.")
            )
        else:
            self.empty_label.setText(self.tr("No deals finished with these rules yet."))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.rules_label.setText(self.tr("&Rules:"))
        self.game_label.setText(self.tr("&Game:"))
        for index in range(self.game_combo.count()):
            self.game_combo.setItemText(index, game_name(games.ENGINE_GAMES[self.game_combo.itemData(index)]))
        captions = {
            "played": self.tr("Played"),
            "won": self.tr("Won"),
            "wonWithHelp": self.tr("Won with help"),
            "winRate": self.tr("Win rate"),
            "currentStreak": self.tr("Current streak"),
            "longestStreak": self.tr("Longest streak"),
            "bestTime": self.tr("Best time"),
            "averageTime": self.tr("Average time"),
            "fewestMoves": self.tr("Fewest moves"),
            "perfect": self.tr("Perfect: won at par"),
            "dailyStreak": self.tr("Daily deals won in a row (now / best)"),
        }
        for name, caption in captions.items():
            self.tiles[name].caption.setText(caption)
        self.abandoned_note.setText(abandoned_note())
        for name in ("played", "won", "wonWithHelp"):  # the counting rules where the counts are
            self.tiles[name].setToolTip(counting_note())
        self._name_chart()
        self.pages.setTabText(0, self.tr("Summary"))
        self.pages.setTabText(1, self.tr("Deals"))
        self.replay_button.setText(self.tr("Re&play this deal"))
        self.export_button.setText(self.tr("&Export CSV…"))
        self.reset_button.setText(self.tr("Rese&t…"))
        self.status_label.setText(self._export_text())
        self.model.retranslate()
        for index in range(self.rules_combo.count()):
            self.rules_combo.setItemText(index, rules_texts.rules_title(self.rules_combo.itemData(index)))
        if self.rules_combo.count():
            self._name_rules()
            self._name_empty()
        if self.notice.isVisible() or self.stats.unavailable or self.stats.recovered_from:
            self._show_notice()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _shown_path(path: Path) -> str:
    """``path`` in full, the home folder written ``~`` (as a player reads it; the folder is what they look for)."""
    home = Path.home()
    try:
        return str(Path("~") / path.resolve().relative_to(home.resolve()))
    except (ValueError, OSError):
        return str(path)


def _open_folder(url: str) -> None:
    QDesktopServices.openUrl(QUrl(url))


def _fitting_size(widget: QWidget, width: int, height: int) -> QSize:
    """``width`` × ``height``, or less on a small screen (at 800×600 the dialog was taller than the screen)."""
    screen = widget.screen()
    if screen is None:
        return QSize(width, height)
    room = screen.availableGeometry()
    return QSize(min(width, int(room.width() * 0.95)), min(height, int(room.height() * 0.92)))
