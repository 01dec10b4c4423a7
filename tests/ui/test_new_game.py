"""The first games and New game, through the real window (en, id): a new player's first deal is Easy; New game
(toolbar, Ctrl+N, end panel) deals at once with the difficulty last chosen, "New game…" opens the dialog; the relax
preference hides the clock and the score."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from pyramid_qt import app, i18n
from pyramid_qt.engine import Card, Game, Move, Status, parse_position
from pyramid_qt.services.difficulty_deals import deal_difficulty
from pyramid_qt.store.settings import Settings
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.dialogs.new_game import NewGameDialog
from pyramid_qt.ui.main_window import MainWindow

EASY = {"en": "Easy", "id": "Mudah"}


def _shown(qtbot, w: MainWindow) -> MainWindow:
    qtbot.addWidget(w)
    w.scene.speed = Speed.OFF
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.mark.parametrize("language", ["en", "id"])
def test_a_new_players_first_deal_is_easy(qtbot, restore_language, tmp_path, monkeypatch, language) -> None:
    """Found: a new player's first deal was "Sulit" (hard) in one fresh profile and "Expert" in another."""
    for profile in range(6):
        for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
            monkeypatch.setenv(name, str(tmp_path / f"profile{profile}" / name.lower()))
        w = _shown(qtbot, app.build_main_window(language=language))
        w.flow.resume_or_deal()
        qtbot.waitUntil(lambda w=w: w.game.code is not None and w.deal_bar.difficulty.isVisible(), timeout=10_000)
        assert w.game.code is not None and deal_difficulty(w.game.code) == "easy"
        assert w.deal_bar.difficulty.text() == EASY[language]
        w.close()


def _choose(level: str):
    def exec_(dialog: NewGameDialog) -> int:
        dialog.difficulty_box.setCurrentIndex(dialog.difficulty_box.findData(level))
        return NewGameDialog.DialogCode.Accepted

    return exec_


def _never_opened(_dialog: NewGameDialog) -> int:
    raise AssertionError("New game opened the dialog")


def _one_king_left(w: MainWindow) -> None:
    """A game one move from its end, to bring the end panel up."""
    rows = ["KD", *(" ".join(["--"] * n) for n in range(2, 8))]
    text = "\n".join(["# pyramid position v1", "rules: N", "pyramid:", *rows, "stock: 5C"])
    w.flow.start_game(Game(parse_position(text), None))
    w.adapter.play(Move.king(Card.parse("KD")))
    assert w.game.status is Status.WON and w.end_panel.isVisible()


@pytest.mark.parametrize(
    ("language", "deal_now", "dialog"), [("en", "New game", "New game…"), ("id", "Permainan Baru", "Permainan Baru…")]
)
def test_new_game_deals_at_once_with_the_difficulty_last_chosen(
    qtbot, restore_language, monkeypatch, language, deal_now, dialog
) -> None:
    """Found: the toolbar's New game opened a dialog while the end panel's dealt at once."""
    i18n.install_language(language)
    w = _shown(qtbot, MainWindow(settings=Settings()))
    assert w.actions_.new_game.text() == deal_now and w.actions_.new_game_dialog.text() == dialog
    monkeypatch.setattr(NewGameDialog, "exec", _choose("hard"))
    w.actions_.new_game_dialog.trigger()
    assert w.game.code is not None and deal_difficulty(w.game.code) == "hard"
    assert w.settings is not None and w.settings.new_game_difficulty == "hard"  # remembered
    monkeypatch.setattr(NewGameDialog, "exec", _never_opened)
    first = w.game.code
    w.actions_.new_game.trigger()  # the toolbar's button and the menu item
    assert w.game.code not in (None, first) and deal_difficulty(w.game.code) == "hard"
    second = w.game.code
    with qtbot.waitActive(w):
        w.activateWindow()
    QTest.keyClick(w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert w.game.code not in (None, second) and deal_difficulty(w.game.code) == "hard"
    _one_king_left(w)
    buttons = {b.text(): b for b in w.end_panel.findChildren(QPushButton) if b.parent() is w.end_panel}
    assert dialog in buttons
    buttons[deal_now].click()
    assert w.game.code is not None and deal_difficulty(w.game.code) == "hard"
    monkeypatch.setattr(NewGameDialog, "exec", _choose("easy"))
    _one_king_left(w)
    buttons = {b.text(): b for b in w.end_panel.findChildren(QPushButton) if b.parent() is w.end_panel}
    buttons[dialog].click()
    assert w.game.code is not None and deal_difficulty(w.game.code) == "easy"


@pytest.mark.parametrize(
    ("language", "time", "score", "label"),
    [
        ("en", "Time: ", "Score (Pyramide): ", "R&elax: no clock, no score"),
        ("id", "Waktu: ", "Skor (Pyramide): ", "&Santai: tanpa waktu, tanpa skor"),
    ],
)
def test_relax_hides_the_clock_and_the_score(qtbot, restore_language, language, time, score, label) -> None:
    from PySide6.QtCore import QCoreApplication

    from pyramid_qt.store.preferences import Preferences

    i18n.install_language(language)
    settings = Settings()
    w = _shown(qtbot, MainWindow(settings=settings))
    assert QCoreApplication.translate("Preferences", Preferences.relax.label) == label
    _one_king_left(w)
    lines = w.end_panel.body.text().splitlines()
    assert any(line.startswith(time) for line in lines) and any(line.startswith(score) for line in lines)
    assert w.counters.time.isVisible() and w.counters.score.isVisible()
    settings.relax = True
    assert not w.counters.time.isVisible() and not w.counters.score.isVisible()
    assert w.counters.moves.isVisible()
    _one_king_left(w)
    lines = w.end_panel.body.text().splitlines()
    assert not any(line.startswith((time, score)) for line in lines)
    settings.relax = False
    assert w.counters.time.isVisible() and w.counters.score.isVisible()


def test_the_deal_code_entry_has_the_keyboard_when_the_dialog_opens(qtbot) -> None:
    """With more than one game offered the game list comes first, and took the keyboard: typed code went nowhere and
    Orca read the game list instead of the deal code's prompt."""
    from pyramid_qt.engine import RuleSet

    dialog = NewGameDialog(RuleSet.from_field("N"))
    qtbot.addWidget(dialog)
    assert dialog.game_box.isVisibleTo(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: dialog.focusWidget() is dialog.entry)
    QTest.keyClicks(dialog.focusWidget(), "7")
    assert dialog.entry.text() == "7"
