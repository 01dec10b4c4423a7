"""What the screen reader is told: every move's result, draws, passes, undo and redo, errors,
the selection, hints, "Can I still win?" verdicts, the start and the end of a game, in the player's language."""

from __future__ import annotations

import sys

import pytest

from pyramid_qt import i18n
from pyramid_qt.engine import Card, Move
from pyramid_qt.qtcompat import accessible_cast
from pyramid_qt.services import solver_bridge
from pyramid_qt.solver import Hint, HintKind, Verdict
from pyramid_qt.ui.accessibility.announcer import Channel, spoken
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow
from tests.helpers.accessible import card_interface, press
from tests.helpers.engine import position
from tests.helpers.window import click_card, click_stock

C = Card.parse


@pytest.fixture(autouse=True)
def english(qapp, restore_language):
    """The English catalogue (its plurals: "1 card", "2 cards"), whatever an earlier test installed."""
    assert i18n.install_language("en") == "en"
    qapp.processEvents()


@pytest.fixture
def said(window, qtbot):
    """The texts the window announces, as a list that fills while the test plays."""
    texts: list[str] = []
    window.announcer.flush()
    window.announcer.announced.connect(texts.append)
    return texts


def play(window, said, played):
    """Put a position on the board, past its own announcement."""
    window.flow.play_position(played)
    window.announcer.flush()
    said.clear()


def settle(qtbot, window):
    """Let the zero-delay timers of the narrator and the announcer run."""
    qtbot.wait(1)
    window.announcer.flush()


def test_a_king_removed_and_the_cards_it_frees(window, qtbot, said):
    click_card(window, "KD")
    settle(qtbot, window)
    assert said == ["King of diamonds removed."]
    click_card(window, "TC")
    click_card(window, "3S")
    settle(qtbot, window)
    assert said[-1] == "10 of clubs and 3 of spades removed; 1 now free: 10 of spades."


def test_a_draw_and_another_round(window, qtbot, said):
    play(window, said, position("N", "KS", stock="5H", waste="2C"))
    click_stock(window)
    settle(qtbot, window)
    assert said == ["Drawn: 5 of hearts; 0 cards left in the stock."]
    click_stock(window)
    settle(qtbot, window)
    assert said[-1] == "Another round: Pass 2."


def test_errors_and_the_selection(window, qtbot, said):
    click_card(window, "7C")
    settle(qtbot, window)
    assert said == ["7 of clubs selected; no free card pairs with it now."]
    click_card(window, "7S")
    settle(qtbot, window)
    assert said[-2:] == ["The sum must be 13.", "7 of spades selected; no free card pairs with it now."]
    click_card(window, "QC")
    settle(qtbot, window)
    assert said[-1] == "This card is blocked by another card."
    click_card(window, "TC")
    settle(qtbot, window)
    assert said[-1] == "10 of clubs selected; it pairs with 3 of hearts and 3 of spades."
    click_card(window, "TC")
    settle(qtbot, window)
    assert said[-1] == "10 of clubs no longer selected."


def test_a_pair_is_not_followed_by_an_unselection(window, qtbot, said):
    click_card(window, "TC")
    click_card(window, "3H")
    settle(qtbot, window)
    assert said[-1] == "10 of clubs and 3 of hearts removed; 1 now free: 2 of clubs."
    assert not any("no longer selected" in text for text in said)


def test_undo_and_redo(window, qtbot, said):
    click_card(window, "KD")
    settle(qtbot, window)
    window.flow.undo()
    settle(qtbot, window)
    assert said[-1] == "Undone: remove King of diamonds."
    window.flow.redo()
    settle(qtbot, window)
    assert said[-1] == "Redone: King of diamonds removed."


def test_a_new_deal_says_its_code_and_free_cards(window, qtbot, said):
    from pyramid_qt.engine import DealCode

    window.flow.play_code(DealCode.parse("PY1-N-AAAAAAB"))
    settle(qtbot, window)
    free = [card for card in window.game.position.cards_on_table() if window.game.position.is_playable(card)]
    assert said[-1].startswith(f"Deal PY1-N-AAAAAAB; {len(free)} free cards: ")
    assert window.scene.cards[free[-1]].accessible_name() in said[-1]


def test_the_end_of_a_game_follows_its_last_move(window, qtbot, said):
    """With the keyboard away from the board (the panel then leaves it there: the announcer says the panel)."""
    play(window, said, position("N", "KS", stock="", waste=""))
    elsewhere(window, qtbot)
    press(card_interface(window, "KS"))  # its default action: a click would give the board the keyboard
    settle(qtbot, window)
    text = " ".join(said)
    assert text.startswith("King of spades removed. Position solved — practice.")  # a position is practice
    assert "Moves: 1." in text


def test_hints_and_verdicts(window, qtbot, said, monkeypatch):
    monkeypatch.setattr(solver_bridge, "hint", lambda position, cancel: Hint(Move.king(C("KD")), HintKind.WINNING, 28))
    monkeypatch.setattr(solver_bridge, "verdict", lambda position, cancel, time_limit=0: Verdict.WINNABLE)
    elsewhere(window, qtbot)
    window.flow.hint()
    qtbot.waitUntil(lambda: "Hint: remove King of diamonds." in said)
    window.flow.check()
    qtbot.waitUntil(lambda: "Verified winnable. The solver found a way to win from here." in " ".join(said))


def elsewhere(window, qtbot):
    """The keyboard in the window, away from the board (on a field of the status bar)."""
    from PySide6.QtWidgets import QLineEdit

    with qtbot.waitActive(window):
        window.activateWindow()
    field = QLineEdit(window.statusBar())
    field.show()
    field.setFocus()
    assert field.hasFocus()


def test_indonesian(window, qtbot, said):
    assert i18n.install_language("id") == "id"
    qtbot.waitUntil(lambda: window.actions_.check.text() != "Can I still win?")
    said.clear()
    click_card(window, "KD")
    settle(qtbot, window)
    assert said == ["Raja wajik disingkirkan."]
    click_card(window, "7C")
    click_card(window, "7S")
    settle(qtbot, window)
    assert "Jumlahnya harus sama dengan 13." in said


def test_a_live_label_where_qt_has_no_announcements(qtbot, monkeypatch):
    """Windows and macOS before Qt 6.8 (AT-SPI's notification needs no announcement event)."""
    monkeypatch.setattr(accessible_cast, "announcement_event", lambda: None)
    monkeypatch.setattr(sys, "platform", "win32")
    window = MainWindow(speed=Speed.OFF)
    qtbot.addWidget(window)
    window.show()
    window.flow.play_position(position("N", "KS", "QC AD", stock="", waste=""))
    settle(qtbot, window)
    assert label_text(window) == "New game; 2 free cards: Queen of clubs and Ace of diamonds."
    label = window.announcer.live_label
    assert label is not None and label.objectName() == "announcement" and label.isVisible()
    click_card(window, "QC")
    click_card(window, "AD")
    settle(qtbot, window)
    assert label_text(window) == "Queen of clubs and Ace of diamonds removed; 1 now free: King of spades."


def label_text(window) -> str:
    from PySide6.QtWidgets import QLabel

    label = window.statusBar().findChild(QLabel, "announcement")
    return label.text()


def test_with_announcements_no_live_label(window):
    assert window.announcer.channel is not Channel.LIVE_LABEL
    assert window.announcer.live_label is None


def test_spoken_texts_are_sentences():
    assert spoken(["King of spades removed", "You won!\nTime: 0:12\nMoves: 1"]) == (
        "King of spades removed. You won! Time: 0:12. Moves: 1."
    )
