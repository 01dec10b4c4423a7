"""Switching the real catalogues at run time: the window, its panels, its dialogs and the board follow at once.

Unlike ``test_window_more``'s stand-in translator, these tests install the committed ``.qm`` files through
``pyramid_qt.i18n.install_language`` and wait for Qt's posted ``LanguageChange`` to arrive, so a missing
``retranslate`` path, a string that lupdate did not collect or a stale ``.qm`` shows up as English text.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QDialogButtonBox, QSizeGrip, QToolButton

from pyramid_qt import i18n
from pyramid_qt.engine import Card, DealCode, RuleSet
from pyramid_qt.services import solver_bridge
from pyramid_qt.solver import Verdict
from pyramid_qt.ui.actions import Menu
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.dialogs.new_game import NewGameDialog
from pyramid_qt.ui.main_window import MainWindow
from tests.helpers.window import click_card

C = Card.parse
SPEC_DEAL = "PY1-N-AAAAAAS"  # deal 18 of this app's own shuffle (the seeds' layout is another app's)


@pytest.fixture
def window(qtbot, restore_language) -> MainWindow:
    w = MainWindow(speed=Speed.OFF)
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.show()
    qtbot.waitExposed(w)
    w.flow.play_code(DealCode.parse(SPEC_DEAL))
    return w


def switch_to(qtbot, window: MainWindow, language: str, check_text: str) -> None:
    assert i18n.install_language(language) == language
    qtbot.waitUntil(lambda: window.actions_.check.text() == check_text)


def _any_card(window: MainWindow, rank: int) -> Card:
    return next(card for card in window.scene.cards if card.rank == rank)


def test_the_status_bar_and_its_grip_and_the_toolbar_overflow_are_named(window, qtbot):
    # A screen reader walking the window found an unnamed status bar, an unnamed object in it (the size grip) and,
    # when the toolbar's buttons do not fit, an unnamed check box (the toolbar's overflow button).
    grip = window.statusBar().findChild(QSizeGrip)
    more = window.actions_.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
    assert grip is not None and more is not None
    assert (window.statusBar().accessibleName(), grip.accessibleName(), more.accessibleName()) == (
        "Game status",
        "Resize the window",
        "More tools",
    )
    switch_to(qtbot, window, "id", "Masih bisa menang?")
    assert (window.statusBar().accessibleName(), grip.accessibleName(), more.accessibleName()) == (
        "Status permainan",
        "Ubah ukuran jendela",
        "Alat lainnya",
    )


def test_window_texts_follow_the_language(window, qtbot):
    a = window.actions_
    assert a.check.text() == "Can I still win?"
    switch_to(qtbot, window, "id", "Masih bisa menang?")
    assert a.draw.text() == "Tarik"
    assert a.undo.text() == "Urungkan"
    assert a.new_game.text() == "Permainan Baru"
    assert a.menus[Menu.GAME].title() == "&Permainan"
    assert window.deal_bar.pass_label.text() == "Putaran 1"
    assert window.deal_bar.deal_label.text() in {"Mungkin buntu", "Sudah dicek bisa tamat"}
    assert window.counters.score.text() == "Skor: 0"
    assert window.counters.moves.text() == "Langkah: 0"
    assert window.view.accessibleName() == "Meja kartu"

    switch_to(qtbot, window, "en", "Can I still win?")
    assert a.draw.text() == "Draw"
    assert a.new_game.text() == "New game"
    assert window.deal_bar.pass_label.text() == "Pass 1"
    assert window.counters.score.text() == "Score: 0"
    assert window.view.accessibleName() == "Card table"


def test_card_names_and_the_focus_description(window, qtbot):
    king = window.scene.cards[_any_card(window, 13)]
    king_of_diamonds = window.scene.cards[C("KD")]
    switch_to(qtbot, window, "id", "Masih bisa menang?")
    assert king_of_diamonds.accessible_name() == "Raja wajik"
    assert window.scene.cards[C("QS")].accessible_name() == "Ratu sekop"
    assert window.scene.cards[C("AH")].accessible_name() == "As hati"
    assert window.scene.cards[C("TC")].accessible_name() == "10 keriting"
    assert king.accessible_name().startswith("Raja ")

    free = next(card for card in window.game.position.exposed_cards() if card.rank != 13)
    window.controller.tap_card(free)
    card = QAccessible.queryAccessibleInterface(window.scene.cards[free])
    indonesian = window.scene.cards[free].accessible_name()
    assert card.text(QAccessible.Text.Name) == indonesian

    switch_to(qtbot, window, "en", "Can I still win?")
    assert king_of_diamonds.accessible_name() == "King of diamonds"
    qtbot.waitUntil(lambda: card.text(QAccessible.Text.Name) == window.scene.cards[free].accessible_name())
    assert card.text(QAccessible.Text.Name) != indonesian


def test_draw_button_reads_another_round_when_the_stock_is_empty(window, qtbot):
    switch_to(qtbot, window, "id", "Masih bisa menang?")
    while window.game.position.stock:
        window.controller.draw_or_recycle()
    assert window.actions_.draw.text() == "Putaran lagi"
    switch_to(qtbot, window, "en", "Can I still win?")
    assert window.actions_.draw.text() == "Another round"


def test_refusals_are_said_in_the_language(window, qtbot):
    position = window.game.position
    blocked = next(card for card in window.scene.cards if not position.is_playable(card))
    first, second = next(
        (a, b)
        for a in position.exposed_cards()
        for b in position.exposed_cards()
        if a != b and a.rank != 13 and b.rank != 13 and a.rank + b.rank != 13
    )
    switch_to(qtbot, window, "id", "Masih bisa menang?")
    window.controller.tap_card(blocked)
    assert window.toast.text() == "Kartu ini terhalang oleh kartu lain"
    click_card(window, first.code)
    click_card(window, second.code)
    assert window.toast.text() == "Jumlahnya harus sama dengan 13"
    switch_to(qtbot, window, "en", "Can I still win?")
    window.controller.tap_card(blocked)
    assert window.toast.text() == "This card is blocked by another card"


def test_check_panel_answer_is_retranslated_while_shown(window, qtbot, monkeypatch):
    start = window.game.start
    window.controller.tap_stock()  # a move: the start is an earlier step the rewind may reach
    monkeypatch.setattr(
        solver_bridge,
        "verdict",
        lambda position, cancel, time_limit=0: Verdict.WINNABLE if position == start else Verdict.UNWINNABLE,
    )
    switch_to(qtbot, window, "id", "Masih bisa menang?")
    with qtbot.waitSignal(window.runner.finished, timeout=10000):
        window.actions_.check.trigger()
    panel = window.check_panel
    assert panel.title.text() == "Terbukti tidak bisa tamat"
    buttons = [button.text() for button in panel._actions]
    assert buttons == ["Urungkan", "Kembali ke langkah yang masih bisa menang", "Ulangi deal ini", "Tutup"]

    switch_to(qtbot, window, "en", "Can I still win?")
    qtbot.waitUntil(lambda: panel.title.text() == "Proven unwinnable")
    assert [button.text() for button in panel._actions][-1] == "Close"


def test_standard_buttons_of_dialogs(window, qtbot):
    before = NewGameDialog(RuleSet.from_field("N"), window)
    qtbot.addWidget(before)
    ok = before.buttons.button(QDialogButtonBox.StandardButton.Ok)
    cancel = before.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert (ok.text(), cancel.text()) == ("OK", "Cancel")

    switch_to(qtbot, window, "id", "Masih bisa menang?")
    qtbot.waitUntil(lambda: cancel.text() == "Batal")  # an open dialog follows the switch
    assert ok.text() == "OK"
    after = NewGameDialog(RuleSet.from_field("N"), window)  # and one opened in Indonesian starts so
    qtbot.addWidget(after)
    assert after.buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == "Batal"
    assert after.windowTitle() == "Permainan Baru"
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Apply | QDialogButtonBox.StandardButton.Close)
    qtbot.addWidget(box)
    assert sorted(button.text() for button in box.buttons()) == ["Terapkan", "Tutup"]

    switch_to(qtbot, window, "en", "Can I still win?")
    qtbot.waitUntil(lambda: cancel.text() == "Cancel")
    assert sorted(button.text() for button in box.buttons()) == ["Apply", "Close"]


def test_a_passing_message_in_the_old_language_goes(window, qtbot):
    window.toast.show_message("Deal code PY1-N-AAAAAAS copied")
    window.statusBar().showMessage("Proven unwinnable", 6000)
    assert window.toast.isVisible()
    switch_to(qtbot, window, "id", "Masih bisa menang?")
    assert not window.toast.isVisible()
    assert window.statusBar().currentMessage() == ""
