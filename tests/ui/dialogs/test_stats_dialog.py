"""The statistics dialog over a store filled with scripted games: summary, table, replay, reset, export, chart."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt, QUrl
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton

from pyramid_qt.store.stats import ABANDONED, LOST, WON, StatsStore
from pyramid_qt.store.stats_db import UNAVAILABLE_READ_ONLY
from pyramid_qt.ui.dialogs.results_chart import RESULT_COLOURS, ChartGame, ResultsChart, running_win_rates
from pyramid_qt.ui.dialogs.statistics import StatisticsDialog
from pyramid_qt.ui.dialogs.stats_table import COL_BEST_TIME, COL_CODE, COL_FEWEST_MOVES, COL_PLAYED
from tests.helpers.fake_translator import FewWords
from tools.stats_fixtures import Played, code_text, many_games, scripted_store

N_GAMES = [
    Played(1, "N", WON, seconds=100, moves=50),
    Played(2, "N", LOST, seconds=300, moves=70, removed=20),
    Played(1, "N", WON, seconds=80, moves=60),
    Played(3, "N", ABANDONED, seconds=30, moves=5, removed=4),
    Played(4, "N", WON, seconds=120, moves=45),
    Played(1, "N", WON, seconds=150, moves=44),
]
W1_GAMES = [Played(7, "W1", WON, seconds=61, moves=30), Played(8, "W1", LOST, seconds=200, moves=90, removed=10)]


@pytest.fixture
def store(tmp_path: Path) -> Iterator[StatsStore]:
    filled = scripted_store(tmp_path / "stats.sqlite3", N_GAMES + W1_GAMES)
    yield filled
    filled.close()


@pytest.fixture
def dialog(qtbot, store: StatsStore) -> StatisticsDialog:
    dlg = StatisticsDialog(store, current_rules_field="N")
    qtbot.addWidget(dlg)
    return dlg


def tile(dialog: StatisticsDialog, name: str) -> str:
    return dialog.tiles[name].value.text()


def column(dialog: StatisticsDialog, col: int) -> list[str]:
    proxy = dialog.proxy
    return [proxy.data(proxy.index(row, col)) for row in range(proxy.rowCount())]


def select_code(dialog: StatisticsDialog, code: str) -> None:
    row = column(dialog, COL_CODE).index(code)
    dialog.table.selectRow(row)


def test_summary_numbers_for_the_current_rules(dialog: StatisticsDialog) -> None:
    assert dialog.rules_combo.currentData() == "N"
    assert tile(dialog, "played") == "6"
    assert tile(dialog, "won") == "4"
    assert tile(dialog, "winRate") == "67%"
    assert tile(dialog, "currentStreak") == "2"  # won, won after the abandoned game
    assert tile(dialog, "longestStreak") == "2"
    assert tile(dialog, "bestTime") == "1:20"
    assert tile(dialog, "averageTime") == "1:52"  # (100 + 80 + 120 + 150) / 4 = 112.5 s
    assert tile(dialog, "fewestMoves") == "44"
    assert dialog.notice.isHidden()


def test_choosing_another_rule_set(dialog: StatisticsDialog) -> None:
    dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findData("W1"))
    assert tile(dialog, "played") == "2"
    assert tile(dialog, "winRate") == "50%"
    assert tile(dialog, "bestTime") == "1:01"
    assert column(dialog, COL_CODE) == [code_text(8, "W1"), code_text(7, "W1")]
    assert len(dialog.chart.games) == 2


def test_default_is_the_current_rules_even_without_games(qtbot, store: StatsStore) -> None:
    dlg = StatisticsDialog(store, current_rules_field="TD")
    qtbot.addWidget(dlg)
    assert dlg.rules_combo.currentData() == "TD"
    assert tile(dlg, "played") == "0"
    assert tile(dlg, "bestTime") == "—"
    assert dlg.deals_stack.currentWidget() is dlg.empty_label
    assert "these rules" in dlg.empty_label.text()
    assert not dlg.replay_button.isEnabled()
    assert {dlg.rules_combo.itemData(i) for i in range(dlg.rules_combo.count())} == {"TD", "N", "W1"}


def test_table_rows_per_deal(dialog: StatisticsDialog) -> None:
    rows = {
        code: (played, best, fewest)
        for code, played, best, fewest in zip(
            column(dialog, COL_CODE),
            column(dialog, COL_PLAYED),
            column(dialog, COL_BEST_TIME),
            column(dialog, COL_FEWEST_MOVES),
            strict=True,
        )
    }
    assert rows == {
        code_text(1, "N"): ("3", "1:20", "44"),
        code_text(2, "N"): ("1", "—", "—"),
        code_text(3, "N"): ("1", "—", "—"),
        code_text(4, "N"): ("1", "2:00", "45"),
    }
    dialog.only_rules_box.setChecked(False)
    assert len(column(dialog, COL_CODE)) == 6  # the W1 deals too


def test_sorting(dialog: StatisticsDialog) -> None:
    dialog.table.sortByColumn(COL_BEST_TIME, Qt.SortOrder.AscendingOrder)
    assert column(dialog, COL_BEST_TIME) == ["1:20", "2:00", "—", "—"]  # deals never won go last
    dialog.table.sortByColumn(COL_PLAYED, Qt.SortOrder.DescendingOrder)
    assert column(dialog, COL_CODE)[0] == code_text(1, "N")
    dialog.table.sortByColumn(COL_CODE, Qt.SortOrder.AscendingOrder)
    assert column(dialog, COL_CODE) == sorted(column(dialog, COL_CODE))
    assert column(dialog, COL_CODE) != sorted(column(dialog, COL_CODE), reverse=True)


def test_replay_button_emits_the_selected_code(qtbot, dialog: StatisticsDialog) -> None:
    assert not dialog.replay_button.isEnabled()
    wanted = code_text(4, "N")
    select_code(dialog, wanted)
    assert dialog.replay_button.isEnabled()
    with qtbot.waitSignal(dialog.replayRequested, timeout=1000) as blocker:
        dialog.replay_button.click()
    assert blocker.args == [wanted]
    assert dialog.result() == StatisticsDialog.DialogCode.Accepted


def test_double_click_replays(qtbot, dialog: StatisticsDialog) -> None:
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.table.sortByColumn(COL_CODE, Qt.SortOrder.AscendingOrder)
    rect = dialog.table.visualRect(dialog.proxy.index(2, COL_CODE))
    viewport = dialog.table.viewport()
    with qtbot.waitSignal(dialog.replayRequested, timeout=1000) as blocker:
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
        QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    assert blocker.args == [code_text(3, "N")]


def _answer_reset(monkeypatch: pytest.MonkeyPatch, button_name: str | None) -> list[str]:
    """Replace the modal question by a click on one of its buttons (``None`` = Cancel); record the texts."""
    asked: list[str] = []

    def fake_exec(box: QMessageBox) -> int:
        asked.append(box.text())
        if button_name is None:
            box.button(QMessageBox.StandardButton.Cancel).click()
        else:
            button = box.findChild(QPushButton, button_name)
            assert button is not None
            button.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    return asked


def test_reset_cancelled_keeps_everything(monkeypatch, dialog: StatisticsDialog, store: StatsStore) -> None:
    asked = _answer_reset(monkeypatch, None)
    dialog.reset_button.click()
    assert len(asked) == 1
    assert store.summary("N").played == 6
    assert tile(dialog, "played") == "6"


def test_reset_these_rules(monkeypatch, dialog: StatisticsDialog, store: StatsStore) -> None:
    asked = _answer_reset(monkeypatch, "resetThese")
    dialog.reset_button.click()
    assert "N" in asked[0]
    assert store.summary("N").played == 0
    assert store.summary("W1").played == 2
    assert tile(dialog, "played") == "0"
    assert dialog.deals_stack.currentWidget() is dialog.empty_label
    assert dialog.chart.games == []


def test_reset_all(monkeypatch, dialog: StatisticsDialog, store: StatsStore) -> None:
    _answer_reset(monkeypatch, "resetAll")
    dialog.reset_button.click()
    assert store.rules_fields() == []
    assert dialog.model.rowCount() == 0
    assert "No deals finished yet" in dialog.empty_label.text()


def test_export_csv(monkeypatch, tmp_path: Path, dialog: StatisticsDialog) -> None:
    target = tmp_path / "out" / "mine.csv"
    target.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), ""))
    dialog.export_button.click()
    with target.open(newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == len(N_GAMES) + len(W1_GAMES)
    assert rows[0]["code"] == code_text(1, "N") and rows[0]["result"] == WON
    assert "mine.csv" in dialog.status_label.text()


def test_export_cancelled_writes_nothing(monkeypatch, tmp_path: Path, dialog: StatisticsDialog) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: ("", ""))
    dialog.export_button.click()
    assert list(tmp_path.glob("*.csv")) == []
    assert dialog.status_label.text() == ""


def test_export_failure_is_reported(monkeypatch, tmp_path: Path, dialog: StatisticsDialog) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    target = blocker / "x.csv"  # its "folder" is a file: fails for root too
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), ""))
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *a: warnings.append(text))
    dialog.export_button.click()
    assert not target.exists()
    assert warnings and "x.csv" in warnings[0]


def test_store_problems_are_shown(qtbot, tmp_path: Path) -> None:
    store = scripted_store(tmp_path / "s.sqlite3", N_GAMES[:1])
    store.unavailable = UNAVAILABLE_READ_ONLY
    store.recovered_from = tmp_path / "s.sqlite3.corrupt-x"
    dlg = StatisticsDialog(store)
    qtbot.addWidget(dlg)
    assert not dlg.notice.isHidden()
    assert "read-only" in dlg.notice.text()
    assert "damaged" in dlg.notice.text()
    store.close()


def test_language_change_retranslates(qtbot, dialog: StatisticsDialog) -> None:
    dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findData("W1"))
    translator = FewWords({"Statistics": "Statistik", "Win rate": "Persentase menang", "Best time": "Waktu terbaik"})
    app = QCoreApplication.instance()
    assert app is not None
    app.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: dialog.windowTitle() == "Statistik", timeout=2000)
        assert dialog.tiles["winRate"].caption.text() == "Persentase menang"
        assert dialog.model.headerData(COL_BEST_TIME, Qt.Orientation.Horizontal) == "Waktu terbaik"
        assert dialog.rules_combo.currentData() == "W1"  # the choice survives
        assert tile(dialog, "played") == "2"
    finally:
        app.removeTranslator(translator)
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Statistics", timeout=2000)


# ---------------------------------------------------------------------- the chart
def render(chart: ResultsChart) -> QImage:
    chart.resize(600, 180)
    image = QImage(chart.size(), QImage.Format.Format_ARGB32)
    image.fill(chart.palette().color(QPalette.ColorRole.Base))
    chart.render(image)
    return image


def pixels_near(image: QImage, colour: QColor, tolerance: int = 12) -> int:
    count = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            pixel = image.pixelColor(x, y)
            if (
                abs(pixel.red() - colour.red()) <= tolerance
                and abs(pixel.green() - colour.green()) <= tolerance
                and abs(pixel.blue() - colour.blue()) <= tolerance
            ):
                count += 1
    return count


def test_chart_with_no_games_draws_a_message(qtbot) -> None:
    chart = ResultsChart()
    qtbot.addWidget(chart)
    image = render(chart)
    background = chart.palette().color(QPalette.ColorRole.Base)
    centre_band = [image.pixelColor(x, image.height() // 2) for x in range(image.width())]
    assert any(pixel != background for pixel in centre_band[50:-50])  # the message text
    assert pixels_near(image, RESULT_COLOURS[WON]) == 0


def test_chart_with_sixty_games(qtbot) -> None:
    chart = ResultsChart()
    qtbot.addWidget(chart)
    games = [
        ChartGame(game.result, game.removed if game.result != WON else 28, game.seconds, game.moves)
        for game in many_games(60)
    ]
    chart.set_games(games)
    image = render(chart)
    assert pixels_near(image, RESULT_COLOURS[WON]) > 100
    assert pixels_near(image, RESULT_COLOURS[LOST]) > 10
    # The bar of the last game (won) reaches the top grid line, the bar of a lost one does not.
    last = chart.bar_rect(59)
    top_of_plot = int(last.top()) + 3
    assert pixels_near_point(image, int(last.center().x()), top_of_plot, RESULT_COLOURS[WON])


def pixels_near_point(image: QImage, x: int, y: int, colour: QColor) -> bool:
    pixel = image.pixelColor(QPoint(x, y))
    pairs = ((pixel.red(), colour.red()), (pixel.green(), colour.green()), (pixel.blue(), colour.blue()))
    return all(abs(a - b) <= 12 for a, b in pairs)


def test_running_win_rate() -> None:
    games = [ChartGame(result, 28) for result in (WON, LOST, WON, ABANDONED)]
    assert running_win_rates(games) == [1.0, 0.5, 2 / 3, 0.5]
    helped = [ChartGame(WON, 28, mode="assisted"), ChartGame(LOST, 3)]
    assert running_win_rates(helped) == [1.0, 0.5]  # a win with help is a win
    assert running_win_rates([]) == []


def test_chart_tooltips_name_the_game(qtbot) -> None:
    chart = ResultsChart()
    qtbot.addWidget(chart)
    chart.resize(600, 180)
    chart.set_games([ChartGame(LOST, 12), ChartGame(WON, 28, 95.0, 41)])
    second = chart.bar_rect(1).center().x()
    assert chart.game_at(second) == 1
    assert "1:35" in chart.tooltip_text(1)
    assert "12" in chart.tooltip_text(0)
    assert chart.game_at(chart.bar_rect(5).center().x()) is None


# ---------------------------------------------------------------------- what the chart and the table show
def test_the_chart_says_what_a_bar_is(qtbot, dialog: StatisticsDialog) -> None:
    """Nothing said that a bar's height is the share of the pyramid that game cleared."""
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.pages.currentIndex() == 0 and dialog.chart.isVisible()
    assert dialog.chart_note.isVisible()
    assert "as tall as the share of the 28 pyramid cards it removed" in dialog.chart_note.text()
    assert "the line is the win rate" in dialog.chart_note.text()


def visible_rows(dialog: StatisticsDialog) -> int:
    table = dialog.table
    last = table.rowAt(table.viewport().height() - 1)
    return table.model().rowCount() if last < 0 else last  # the last row may be cut: not counted


def test_at_800_by_600_the_deal_table_shows_a_screenful(qtbot, tmp_path: Path) -> None:
    """At 800×600 the per-deal table showed about two rows under the tiles and the chart."""
    store = scripted_store(tmp_path / "many.sqlite3", many_games(60, "N"))
    try:
        dlg = StatisticsDialog(store, current_rules_field="N")
        qtbot.addWidget(dlg)
        dlg.resize(760, 552)  # the dialog's size on an 800×600 screen (_fitting_size: 95 % × 92 % of it)
        dlg.show()
        qtbot.waitExposed(dlg)
        dlg.pages.setCurrentIndex(1)
        qtbot.waitUntil(dlg.table.isVisible)
        assert dlg.model.rowCount() >= 12
        assert visible_rows(dlg) >= 12, visible_rows(dlg)
    finally:
        store.close()


def test_the_export_says_where_the_file_went(monkeypatch, tmp_path: Path, dialog: StatisticsDialog) -> None:
    """ "Exported to pyramid-statistics.csv" did not say where: the folder is named, and a link opens it."""
    target = tmp_path / "out" / "pyramid-statistics.csv"
    target.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), ""))
    opened: list[QUrl] = []
    monkeypatch.setattr("pyramid_qt.ui.dialogs.statistics.QDesktopServices.openUrl", lambda url: opened.append(url))
    dialog.export_button.click()
    text = dialog.status_label.text()
    assert f"Exported to {target}" in text
    dialog.status_label.linkActivated.emit(text.split('href="', 1)[1].split('"', 1)[0])
    assert [url.toLocalFile() for url in opened] == [str(target.parent)]


def test_the_export_names_a_home_file_from_the_home_folder(monkeypatch, tmp_path: Path, dialog) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    target = tmp_path / "pyramid-statistics.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), ""))
    dialog.export_button.click()
    assert "Exported to ~/pyramid-statistics.csv" in dialog.status_label.text()


def test_daily_and_assisted_games_are_marked_in_the_table_and_the_csv(
    qtbot, tmp_path: Path, restore_language: None
) -> None:
    """The per-deal table said nothing of daily deals or of games won with help."""
    import datetime as dt

    from pyramid_qt import i18n
    from pyramid_qt.engine.result import Mode
    from pyramid_qt.ui.dialogs.stats_table import COL_DAILY, COL_WITH_HELP
    from tools.stats_fixtures import StepClock

    store = StatsStore(tmp_path / "marks.sqlite3", clock=StepClock())
    daily = store.start_game(code_text(11, "N"), daily=dt.date(2026, 11, 30))
    store.finish_game(daily, WON, active_seconds=90, moves=40, pyramid_removed=28, score=280)
    helped = store.start_game(code_text(12, "N"))
    store.finish_game(helped, WON, Mode.ASSISTED, active_seconds=50, moves=30, pyramid_removed=28, demo_moves=30)
    plain = store.start_game(code_text(13, "N"))
    store.finish_game(plain, WON, active_seconds=70, moves=35, pyramid_removed=28, score=280)
    try:
        i18n.install_language("en")
        dlg = StatisticsDialog(store, current_rules_field="N")
        qtbot.addWidget(dlg)
        by_code = dict(zip(column(dlg, COL_CODE), range(3), strict=True))
        assert column(dlg, COL_DAILY)[by_code[code_text(11, "N")]] == "30 Nov 2026"
        assert column(dlg, COL_DAILY)[by_code[code_text(13, "N")]] == ""
        assert column(dlg, COL_WITH_HELP)[by_code[code_text(12, "N")]] == "1"
        assert dlg.model.headers()[COL_WITH_HELP] == "Won with help"
        assert dlg.model.headers()[COL_DAILY] == "Daily deal"
        assert not dlg.table.isColumnHidden(COL_DAILY) and not dlg.table.isColumnHidden(COL_WITH_HELP)
        target = tmp_path / "marks.csv"
        store.export_csv(target)
        with target.open(newline="", encoding="utf-8") as handle:
            rows = {row["code"]: row for row in csv.DictReader(handle)}
        assert rows[code_text(11, "N")]["daily"] == "2026-11-30"
        assert (rows[code_text(12, "N")]["result"], rows[code_text(12, "N")]["mode"]) == (WON, "assisted")
        assert rows[code_text(12, "N")]["demo_moves"] == "30"
        assert rows[code_text(13, "N")]["daily"] == "" and rows[code_text(13, "N")]["result"] == WON
    finally:
        store.close()


def test_the_marks_columns_are_left_out_when_no_deal_has_them(dialog: StatisticsDialog) -> None:
    from pyramid_qt.ui.dialogs.stats_table import COL_DAILY, COL_WITH_HELP

    assert dialog.table.isColumnHidden(COL_DAILY) and dialog.table.isColumnHidden(COL_WITH_HELP)


@pytest.mark.parametrize("language", ["en", "id"])
def test_at_800_by_600_the_summary_fits_the_screen(qtbot, store: StatsStore, restore_language, language) -> None:
    """Seen on a real X server at 800×600 in Indonesian: the tiles' captions ("Deal harian dimenangkan beruntun
    (kini / terbaik)", "Sempurna: menang sesuai par") made the dialog 912 pixels wide, wider than the screen: its
    right column, the Reset and Close buttons were off screen; wrapped, a caption's second line was cut."""
    from pyramid_qt import i18n

    assert i18n.install_language(language) == language
    dlg = StatisticsDialog(store, current_rules_field="N")
    qtbot.addWidget(dlg)
    dlg.resize(760, 552)  # the dialog's size on an 800×600 screen (_fitting_size: 95 % × 92 % of it)
    dlg.show()
    qtbot.waitExposed(dlg)
    minimum = dlg.minimumSizeHint()
    assert minimum.width() <= 760 and minimum.height() <= 552, minimum  # the window manager keeps it on screen
    for name, tile in dlg.tiles.items():
        caption = tile.caption
        assert caption.height() >= caption.heightForWidth(caption.width()), name  # every line of it shows
        assert caption.width() >= caption.fontMetrics().horizontalAdvance(max(caption.text().split(), key=len)), name
