"""The help page, positions in and out, and the question before a game in progress is thrown away."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QPushButton

from pyramid_qt import i18n
from pyramid_qt.engine import DealCode, parse_position
from pyramid_qt.services.session import GameSession
from pyramid_qt.store.saved_game import SavedGameStore
from pyramid_qt.store.settings import Settings
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.dialogs import confirm, positions
from pyramid_qt.ui.dialogs.help import HelpDialog
from pyramid_qt.ui.game_clock import GameClock
from pyramid_qt.ui.main_window import MainWindow
from pyramid_qt.ui.ports import Discard
from pyramid_qt.ui.texts import help as help_texts
from tests.helpers.source_layout import spec_position, spec_position_text
from tests.helpers.window import click_card, click_stock


# ---------------------------------------------------------------------- help
def test_help_covers_families_options_labels_check_and_keys(window):
    page = help_texts.help_html(window.actions())
    for expected in ("N — Standard", "W — Web rules", "T — Traditional", "Stacked pairs", "Drawn card vs waste card"):
        assert expected in page
    keys = ("Left and Right arrows", "Space or Enter")
    for expected in ("Verified winnable", "Might be a dead end", "Can I still win?", *keys):
        assert expected in page
    assert "F1" in page and "Ctrl+Z" in page  # read from the actions: How to play, Undo


def test_help_options_part_is_generated_from_a_list(window):
    page = help_texts.help_html(window.actions(), [("Alpha option", "What alpha changes")])
    assert "Alpha option" in page and "What alpha changes" in page
    assert "Drawn card vs waste card" not in page


def test_help_in_indonesian(window, qtbot, restore_language):
    dialog = HelpDialog(window.actions, window)
    qtbot.addWidget(dialog)
    i18n.install_language("id")
    qtbot.waitUntil(lambda: "Masih bisa menang?" in whole_text(dialog))
    text = whole_text(dialog)
    for expected in ("Sudah dicek bisa tamat", "Mungkin buntu", "Pasangan bertumpuk", "Tombol"):
        assert expected in text
    assert "Remove cards in pairs" not in text


def whole_text(dialog: HelpDialog) -> str:
    """Every section's text, each chosen in the list as a player does."""
    texts = []
    for row in range(dialog.contents.count()):
        dialog.contents.setCurrentRow(row)
        texts.append(dialog.browser.toPlainText())
    return "\n".join(texts)


def test_help_fits_an_800_by_600_screen(window, qtbot):
    dialog = HelpDialog(window.actions, window)
    qtbot.addWidget(dialog)
    available = dialog.screen().availableGeometry()
    assert dialog.width() <= max(720, available.width()) and dialog.height() <= available.height()
    assert dialog.width() <= 720 and dialog.height() <= 640  # fits 800×600 with room for the window frame


def test_f1_opens_the_help(window, qtbot):
    assert window.actions_.help.shortcut().toString() == "F1"
    window.actions_.help.trigger()
    qtbot.waitUntil(lambda: window.findChild(HelpDialog, "helpDialog") is not None)
    shown = window.findChild(HelpDialog, "helpDialog")
    assert shown.isVisible()
    window.actions_.help.trigger()  # again: the same window comes back, not a second one
    assert window.findChildren(HelpDialog) == [shown] and shown.isVisible()


# ---------------------------------------------------------------------- positions
def test_copy_position_puts_spec_text_on_the_clipboard(window):
    window.actions_.copy_position.trigger()
    text = QGuiApplication.clipboard().text()
    assert text.startswith("# pyramid position v1\nrules: N\npyramid:\nJD\n")
    assert parse_position(text) == window.game.position


def test_paste_position_plays_it(window):
    QGuiApplication.clipboard().setText(spec_position_text("W"))
    window.actions_.paste_position.trigger()
    assert window.game.rules.field == "W" and window.game.moves == 0
    assert window.deal_bar.caption.text() == "Custom position"


def test_paste_bad_text_tells_the_line(window):
    before = window.game.position
    bad = spec_position_text().replace("5H 3D 6H 8S", "5H 3D XX 8S")
    QGuiApplication.clipboard().setText(bad)
    window.actions_.paste_position.trigger()
    assert window.game.position == before  # nothing lost
    box = window.findChild(QMessageBox, "positionProblem")
    assert box is not None and box.isVisible()
    message = box.text()
    box.close()
    assert message.startswith("Line 7: This is not a card") and "5H 3D XX 8S" in message


def test_bad_position_message_in_indonesian(qtbot, restore_language):
    i18n.install_language("id")
    loaded = positions.from_text(spec_position_text().replace("rules: N", "rules: Q"))
    assert loaded.position is None and loaded.problem is not None
    assert loaded.problem.startswith("Baris 2:")


def test_position_files(qapp, tmp_path: Path):
    good = tmp_path / "deal.txt"
    good.write_text(spec_position_text(), encoding="utf-8")
    assert positions.from_file(good).position == spec_position()
    binary = tmp_path / "photo.jpg"
    binary.write_bytes(b"\xff\xd8\xff\xe0" + bytes(range(256)))
    assert "not a position file" in (positions.from_file(binary).problem or "")
    assert "could not be read" in (positions.from_file(tmp_path / "missing.txt").problem or "")
    large = tmp_path / "large.txt"
    large.write_text("#" * (positions.MAX_FILE_BYTES + 10), encoding="utf-8")
    assert "not a position file" in (positions.from_file(large).problem or "")


# ---------------------------------------------------------------------- confirmation
@pytest.fixture
def answer(monkeypatch):
    """Answer the next question: ``answer.button`` "accept" or "cancel", ``answer.never_again`` the box."""

    class Answer:
        button = "accept"
        never_again = False
        asked: list[str] = []

    def fake_exec(box: QMessageBox) -> int:
        Answer.asked.append(box.text())
        box.checkBox().setChecked(Answer.never_again)
        if Answer.button == "accept":
            button = box.findChild(QPushButton, "discardButton")
            assert button is not None
            button.click()
        else:
            box.button(QMessageBox.StandardButton.Cancel).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    Answer.asked = []
    return Answer


def test_dont_ask_again_is_remembered(qapp, tmp_path: Path, answer):
    settings = Settings(tmp_path / "pyramid-qt.ini")
    answer.button = "cancel"
    assert not confirm.confirm_discard(Discard.REPLAY, settings, None)
    assert settings.confirm_discard
    answer.button, answer.never_again = "accept", True
    assert confirm.confirm_discard(Discard.NEW_GAME, settings, None)
    assert not Settings(tmp_path / "pyramid-qt.ini").confirm_discard
    answer.asked.clear()
    assert confirm.confirm_discard(Discard.NEW_GAME, settings, None)
    assert answer.asked == []  # not asked any more


def test_the_question_says_how_an_abandoned_game_counts(qapp):
    box = confirm.build_box(Discard.NEW_GAME, None)
    assert "abandoned" in box.informativeText()
    box.deleteLater()


def test_replay_asks_before_leaving_a_game_in_progress(window, answer):
    window.actions_.replay.trigger()
    assert answer.asked == []  # no move played yet: nothing to lose, no question
    click_card(window, "KD")
    answer.button = "cancel"
    window.actions_.replay.trigger()
    assert answer.asked == ["Replay this deal from the start?"] and window.game.moves == 1
    answer.button = "accept"
    window.actions_.replay.trigger()
    assert window.game.moves == 0


def test_the_daily_deal_asks_too(window, answer):
    click_card(window, "KD")
    answer.button = "cancel"
    window.actions_.daily.trigger()
    assert answer.asked == ["Start a new game?"] and window.game.moves == 1 and window.game.code is None


def test_pasting_a_position_asks_too(window, answer):
    click_card(window, "KD")
    QGuiApplication.clipboard().setText(spec_position_text("T"))
    answer.button = "cancel"
    window.actions_.paste_position.trigger()
    assert window.game.rules.field == "N" and window.game.moves == 1
    assert answer.asked == ["Play this position instead?"]


def test_the_statistics_dialog_says_how_an_abandoned_game_counts(qtbot, tmp_path: Path):
    from pyramid_qt.store.stats import StatsStore
    from pyramid_qt.ui.dialogs.statistics import StatisticsDialog

    dialog = StatisticsDialog(StatsStore(tmp_path / "stats.sqlite3"))
    qtbot.addWidget(dialog)
    assert "abandoned" in dialog.abandoned_note.text() and "not won" in dialog.abandoned_note.text()


# ---------------------------------------------------------------------- the clock (item 14)
class FakeTime:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _session_window(qtbot, fake: FakeTime) -> MainWindow:
    w = MainWindow(speed=Speed.OFF, session=GameSession(), clock=GameClock(fake))
    qtbot.addWidget(w)
    w.resize(1000, 700)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_the_saved_time_follows_the_clock_between_moves(qtbot):
    """``kill -9`` seconds after the last move: the saved game's time is at most a second behind."""
    fake = FakeTime()
    w = _session_window(qtbot, fake)
    w.flow.play_code(DealCode(77))
    click_stock(w)
    w.clock.set_paused(False)
    fake.now += 4.5
    w.flow.keep_time()  # what the window's half-second tick does
    saved = SavedGameStore().load()
    assert saved is not None and saved.elapsed_seconds >= 3.5


def test_a_restored_game_waits_for_the_players_move(qtbot):
    fake = FakeTime()
    first = _session_window(qtbot, fake)
    first.flow.play_code(DealCode(77))
    click_stock(first)
    first.clock.set_paused(False)
    fake.now += 10
    first.close()
    second = _session_window(qtbot, fake)
    second.flow.resume_or_deal()
    second.clock.set_paused(False)
    restored = second.clock.elapsed()
    assert restored == pytest.approx(10.0)
    fake.now += 30  # the player looks at the board
    assert second.clock.elapsed() == restored
    click_stock(second)
    fake.now += 2
    assert second.clock.elapsed() == pytest.approx(restored + 2)


# ---------------------------------------------------------------------- pyramid-qt FILE
def _run_app(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "pyramid_qt", *args], capture_output=True, text=True, env=env, timeout=120, check=False
    )


def test_a_position_file_on_the_command_line(tmp_path: Path):
    good = tmp_path / "position.txt"
    good.write_text(spec_position_text("W"), encoding="utf-8")
    shot = tmp_path / "shot.png"
    done = _run_app("--screenshot", str(shot), "--size", "800x600", str(good))
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 0
    bad = tmp_path / "bad.txt"
    bad.write_text(spec_position_text().replace("JD", "JD JD"), encoding="utf-8")
    done = _run_app("--lang", "id", "--screenshot", str(shot), str(bad))
    assert done.returncode == 2
    assert "Baris 4: Jumlah kartu di baris piramida ini salah." in done.stderr


# ------------------------------------------------- paste a deal code or number
def test_paste_position_takes_the_deal_bar_s_code(window, qtbot):
    """What the deal bar's Copy puts on the clipboard is what Paste position takes: the same deal is dealt."""
    window.flow.play_code(DealCode.parse("PY1-W-AAAAAAB"))
    window.deal_bar.copy_button.click()
    assert QGuiApplication.clipboard().text() == "PY1-W-AAAAAAB"
    window.flow.play_position(spec_position())
    window.actions_.paste_position.trigger()
    assert window.game.code == DealCode.parse("PY1-W-AAAAAAB") and window.game.moves == 0
    assert window.deal_bar.code.text() == "PY1-W-AAAAAAB"
    assert window.findChild(QMessageBox, "positionProblem") is None


@pytest.mark.parametrize("text", [" py1-t2-aaaaaab \n", "PY1-N-AAAAAAS"])
def test_paste_position_takes_a_code_in_any_case_with_blanks(window, text):
    QGuiApplication.clipboard().setText(text)
    window.actions_.paste_position.trigger()
    assert window.game.code == DealCode.parse(text)


def test_paste_position_takes_a_deal_number_under_the_rules_of_a_new_game(window):
    QGuiApplication.clipboard().setText(" 1234 ")
    window.actions_.paste_position.trigger()
    assert window.game.code == DealCode(1234, window.rules())


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("PY1-X-AAAAAAB", "“PY1-X-AAAAAAB” on the clipboard is not a deal: The rules part must start with one of"),
        ("20001", "“20001” on the clipboard is not a deal: A deal number is between 1 and 20000"),
        ("hello there", "There is nothing to play on the clipboard"),
        ("", "There is nothing to play on the clipboard"),
    ],
)
def test_paste_of_something_else_says_what_is_wrong(window, text, expected):
    before = window.game.position
    QGuiApplication.clipboard().setText(text)
    window.actions_.paste_position.trigger()
    assert window.game.position == before
    box = window.findChild(QMessageBox, "positionProblem")
    assert box is not None and box.isVisible()
    message = box.text()
    box.close()
    assert message.startswith(expected), message


def test_paste_of_a_deal_asks_before_a_game_in_progress_is_left(window, qtbot, monkeypatch):
    asked: list[Discard] = []

    def refuse(why: Discard) -> bool:
        asked.append(why)
        return False

    monkeypatch.setattr(window.flow, "may_discard", refuse)
    QGuiApplication.clipboard().setText("PY1-W-AAAAAAB")
    before = window.game.position
    window.actions_.paste_position.trigger()
    assert asked == [Discard.NEW_GAME] and window.game.position == before
