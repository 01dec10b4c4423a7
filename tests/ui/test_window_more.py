"""Hint, rewind, highlight, resize, keyboard, the New game dialog and language changes."""

from __future__ import annotations

import argparse
import re

import pytest
from PySide6.QtCore import QCoreApplication, QSize, Qt, QTranslator
from PySide6.QtTest import QTest

from pyramid_qt.command_line import parse_args, requested_code
from pyramid_qt.engine import Card, DealCode, Move, RuleSet
from pyramid_qt.services import solver_bridge
from pyramid_qt.solver.result import Hint, HintKind
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.dialogs.new_game import NewGameDialog
from pyramid_qt.ui.main_window import MainWindow
from tests.helpers.source_layout import spec_position
from tests.helpers.window import click_card, click_stock

C = Card.parse


def _winning(move: Move) -> Hint:
    """What the solver's hint answers for a move that keeps the game winnable."""
    return Hint(move, HintKind.WINNING, 28)


def test_hint_highlights_the_solver_move(window, qtbot, monkeypatch):
    monkeypatch.setattr(solver_bridge, "hint", lambda position, cancel: _winning(Move.pair(C("TC"), C("3S"))))
    with qtbot.waitSignal(window.runner.finished, timeout=10000):
        window.actions_.hint.trigger()
    assert window.scene.cards[C("TC")].hint_mark and window.scene.cards[C("3S")].hint_mark
    assert not window.scene.cards[C("KD")].hint_mark
    click_card(window, "KD")  # any move clears the hint
    assert not window.scene.cards[C("TC")].hint_mark


def test_back_to_the_last_winnable_step(window, qtbot, monkeypatch):
    click_card(window, "KD")
    click_stock(window)
    click_stock(window)
    monkeypatch.setattr(solver_bridge, "last_winnable_step", lambda game, cancel: 1)
    with qtbot.waitSignal(window.runner.finished, timeout=10000):
        window.flow.back_to_last_winnable()
    assert window.game.played_moves == (Move.king(C("KD")),)
    assert window.scene.cards[window.game.position.stock[0]].isVisible()


def test_highlight_playable_pairs(window):
    window.actions_.highlight_pairs.setChecked(True)
    marked = {card.code for card, item in window.scene.cards.items() if item.pair_mark}
    assert marked == {"KD", "TC", "3S", "3H"}
    window.actions_.highlight_pairs.setChecked(False)
    assert not any(item.pair_mark for item in window.scene.cards.values())


def test_resize_rerenders_sharp_pixmaps(window, qtbot):
    item = window.scene.cards[C("7C")]
    small_unit = window.scene.unit
    window.resize(1500, 1000)
    qtbot.waitUntil(lambda: window.scene.unit > small_unit)
    dpr = window.view.devicePixelRatioF()
    assert item.face_pixmap().width() == round(int(window.scene.unit) * dpr)
    assert item.face_pixmap().devicePixelRatio() == dpr
    assert window.view.transform().isIdentity()  # the view never scales
    # The card still sits on its slot after the re-layout.
    slot = window.scene.geometry.pyramid_slot(21)
    assert item.pos() == window.scene.to_scene(*slot)


def test_keyboard_draw_and_undo(window):
    QTest.keyClick(window, Qt.Key.Key_D)
    assert len(window.game.position.stock) == 22
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(window.game.position.stock) == 23


def test_new_game_dialog_validates_as_you_type(qtbot):
    dialog = NewGameDialog(RuleSet.from_field("W1"))
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert ok.isEnabled() and dialog.code is None  # empty = random deal
    dialog.entry.setText("42")
    assert dialog.code == DealCode(42, RuleSet.from_field("W1")) and ok.isEnabled()
    dialog.entry.setText("20001")
    assert not ok.isEnabled()
    assert dialog.feedback.text() == "A deal number is between 1 and 20000"
    dialog.entry.setText("PY1-Q-AAAAAAA")
    assert dialog.feedback.text() == "The rules part must start with one of N, W, T"  # the registered families
    dialog.entry.setText(" py1-n-aaaaaas ")
    assert dialog.code == DealCode(18) and ok.isEnabled()


class ShoutingTranslator(QTranslator):
    """A stand-in language: every text in capitals, so a retranslation is visible without .qm files."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return re.sub(r"[^{}]+(?=\{|$)", lambda m: m.group(0).upper(), source)

    def isEmpty(self):  # Qt skips translators that say they are empty
        return False


def test_language_change_retranslates_window_and_board(window, qtbot):
    translator = ShoutingTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: window.actions_.new_game.text() == "NEW GAME")
        assert window.deal_bar.caption.text() == "CUSTOM POSITION"
        assert window.counters.score.text() == "SCORE: 0"
        assert window.scene.cards[C("KD")].accessible_name() == "KING OF DIAMONDS"
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: window.actions_.new_game.text() == "New game")
    assert window.scene.cards[C("KD")].accessible_name() == "King of diamonds"


def test_command_line_deal_and_rules(qapp, restore_language):
    assert requested_code(parse_args(["--deal", "42", "--rules", "W1"])) == DealCode(42, RuleSet.from_field("W1"))
    assert requested_code(parse_args(["PY1-T-AAAAAAS"])) == DealCode(18, RuleSet.from_field("T"))
    assert requested_code(parse_args([])) is None
    with pytest.raises(SystemExit):
        requested_code(argparse.Namespace(code="99999", deal=None, rules=None, shot_code=None, lang=None))


def test_window_size_is_sane(window):
    assert window.view.viewport().size().expandedTo(QSize(1, 1)).width() > 0


def test_settings_changes_apply_at_once(qtbot, tmp_path):
    from pyramid_qt.store.settings import Settings

    settings = Settings(tmp_path / "p.ini")
    w = MainWindow(settings=settings)
    qtbot.addWidget(w)
    assert w.scene.speed is Speed.NORMAL
    settings.animation_speed = Speed.OFF
    assert w.scene.speed is Speed.OFF
    settings.error_help = False
    w.flow.play_position(spec_position())
    w.controller.tap_card(C("QC"))
    assert not w.toast.isVisible()  # error help off: a blocked tap says nothing


def test_statistics_dialog_replays_a_deal(qtbot, monkeypatch):
    from PySide6.QtWidgets import QDialog

    from pyramid_qt.services.session import GameSession
    from pyramid_qt.ui.dialogs.statistics import StatisticsDialog

    w = MainWindow(speed=Speed.OFF, session=GameSession())
    qtbot.addWidget(w)
    w.flow.play_code(DealCode(3))
    assert w.actions_.statistics.isEnabled()
    assert not w.actions_.preferences.isEnabled()  # no settings file in this window

    def fake_exec(dialog):
        dialog.replayRequested.emit(DealCode(12).text)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(StatisticsDialog, "exec", fake_exec)
    w.actions_.statistics.trigger()
    assert w.game.code == DealCode(12)


def test_time_starts_at_first_move_and_pauses_when_minimised(qtbot):
    from pyramid_qt.ui.game_clock import GameClock

    now = [0.0]
    w = MainWindow(speed=Speed.OFF, clock=GameClock(lambda: now[0]))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.flow.play_position(spec_position())
    now[0] += 30
    assert w.clock.elapsed() == 0.0  # no move yet
    w.controller.tap_stock()
    now[0] += 5
    assert w.clock.elapsed() == 5.0
    w.showMinimized()
    qtbot.waitUntil(lambda: w.isMinimized())
    now[0] += 100
    assert w.clock.elapsed() == 5.0
    w.showNormal()
    w.activateWindow()
    qtbot.waitUntil(lambda: not w.isMinimized() and w.isActiveWindow())
    now[0] += 2
    assert w.clock.elapsed() == 7.0


def test_a_move_cancels_a_pending_hint(window, qtbot, monkeypatch):
    import threading

    release = threading.Event()

    def slow_hint(position, cancel):
        release.wait(10)
        return _winning(Move.pair(C("TC"), C("3S")))

    monkeypatch.setattr(solver_bridge, "hint", slow_hint)
    window.flow.hint()
    assert window.runner.busy
    click_card(window, "KD")  # the position changes before the answer
    assert not window.runner.busy
    release.set()
    assert window.runner.wait(5000)
    qtbot.wait(50)  # a late answer would be delivered now
    assert not any(item.hint_mark for item in window.scene.cards.values())


def test_draw_hint_marks_the_stock(window, qtbot, monkeypatch):
    from pyramid_qt.engine import DRAW, RECYCLE

    monkeypatch.setattr(solver_bridge, "hint", lambda position, cancel: _winning(DRAW))
    with qtbot.waitSignal(window.runner.finished, timeout=10000):
        window.flow.hint()
    top = window.game.position.stock[0]
    assert window.scene.cards[top].hint_mark
    for _ in range(23):
        click_stock(window)
    monkeypatch.setattr(solver_bridge, "hint", lambda position, cancel: _winning(RECYCLE))
    with qtbot.waitSignal(window.runner.finished, timeout=10000):
        window.flow.hint()
    assert window.scene.stock_pile.hint_mark


def test_deal_label_comes_from_the_solver_tables(qtbot):
    w = MainWindow(speed=Speed.OFF)
    qtbot.addWidget(w)
    w.show()
    w.flow.play_code(DealCode.parse("PY1-N-AAAAAAS"))  # deal 18 under N: labelled winnable in the shipped table
    qtbot.waitUntil(lambda: w.deal_bar.deal_label.isVisible())
    assert w.deal_bar.deal_label.text() == "Verified winnable"
    w.flow.play_code(DealCode.parse("PY1-TD-AAAAAAS"))  # no table for draw-three rules
    qtbot.waitUntil(lambda: w.flow.label is not None)
    assert w.deal_bar.deal_label.text() == "Might be a dead end"


def test_window_icon_has_every_shipped_size(window):
    sizes = sorted(size.width() for size in window.windowIcon().availableSizes())
    assert sizes == [16, 32, 48, 64, 128, 256]


def test_a_lost_game_tells_the_cards_left_in_the_waste(window):
    from pyramid_qt.engine import Game, Status, parse_position

    # Traditional rules, one pass used up, the stock empty: the Queen at the apex has no partner anywhere.
    rows = ["QD", *(" ".join(["--"] * n) for n in range(2, 8))]
    text = ["# pyramid position v1", "rules: T", "pyramid:", *rows, "stock:", "waste: 2C 3D 9H", "pass: 1"]
    window.flow.start_game(Game(parse_position("\n".join(text)), None), None)
    assert window.game.status is Status.LOST
    assert window.end_panel.isVisible()
    body = window.end_panel.body.text()
    assert "Pyramid cards removed: 27 of 28" in body
    assert "Cards left in the waste: 3" in body
    assert "Stock cards left" not in body


def test_new_game_deals_by_the_settings_rules(qtbot, tmp_path):
    from pyramid_qt.engine import RuleSet
    from pyramid_qt.store.settings import Settings

    settings = Settings(tmp_path / "p.ini")
    settings.set_rules(RuleSet.from_field("TD"))
    settings.winnable_only = False
    w = MainWindow(speed=Speed.OFF, settings=settings)
    qtbot.addWidget(w)
    w.flow.new_random_game()
    assert w.flow.has_game and w.game.code is not None
    assert w.game.rules.field == "TD"
    # " — ", as Qt titles the dialogs ("Preferensi — Pyramid"); it was an en dash, "PY1-N-AAAAAAB – Pyramid"
    assert w.windowTitle() == f"{w.game.code.text} — Pyramid"


def test_a_window_without_settings_uses_the_declared_defaults(qtbot, monkeypatch):
    """The window repeats no default of its own: they come from store/preferences.py."""
    from pyramid_qt.store.preferences import AnimationSpeed, Preferences

    declared = Preferences.animation_speed
    monkeypatch.setattr(Preferences, "animation_speed", declared.with_default(AnimationSpeed.FAST))
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.scene.speed is Speed.FAST
