"""Pyramid Thirteen through the real window (en, id): its 21 face-down pyramid cards are drawn as backs and named
"Face-down card" with their place, never their rank or suit, anywhere a screen reader or the mouse meets them; one is
turned face up when the last card lying on it goes (and down again on undo); "Can I still win?" answers with a chance
over the ways the hidden cards may lie; the hint frames a legal move and says how many ways it keeps; "Show me how"
is off, saying why."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QAccessible

from pyramid_qt import i18n
from pyramid_qt.engine import Card, DealCode, Move, Position
from pyramid_qt.engine.games import ENGINE_GAMES, THIRTEEN
from pyramid_qt.services.session import GameSession
from pyramid_qt.solver.result import Hint
from pyramid_qt.ui import texts
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow
from tests.helpers.accessible import board, card_interface, tree
from tests.helpers.window import click_card

Text = QAccessible.Text
DEAL = DealCode(1, game=THIRTEEN)
FACE_DOWN = {"en": "Face-down card", "id": "Kartu tertutup"}
CHANCE = {
    "en": r"About (\d+)% of the ways the hidden cards may lie can still be won \((\d+) of (\d+)\)\.",
    "id": r"Sekitar (\d+)% susunan kartu tersembunyi yang mungkin masih bisa dimenangkan \((\d+) dari (\d+)\)\.",
}
HINT_WORDS = {
    "en": r"This move keeps the most ways the hidden cards may lie winnable: (\d+) of (\d+) tried",
    "id": r"Langkah ini menjaga paling banyak susunan kartu tersembunyi yang masih bisa dimenangkan:"
    r" (\d+) dari (\d+) yang dicoba",
}
SHOW_ME_HOW_OFF = {"en": "Show me how is off while some cards are unseen", "id": "Tunjukkan caranya tidak tersedia"}


@pytest.fixture
def language(qapp, restore_language, request):
    assert i18n.install_language(request.param) == request.param
    qapp.processEvents()
    return request.param


def _window(qtbot) -> MainWindow:
    w = MainWindow(speed=Speed.OFF, session=GameSession())
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.show()
    qtbot.waitExposed(w)
    return w


def _start(w: MainWindow) -> Position:
    w.flow.play_code(DEAL)
    position = w.game.position
    assert position.game is THIRTEEN
    return position


def _face_down_cards(position: Position) -> set[Card]:
    return {card for i in position.face_down if (card := position.pyramid[i]) is not None}


def _turning_line(position: Position) -> list[Move]:
    """Removals (no draw) that turn a face-down card face up, found over the engine's legal moves."""

    def search(here: Position, line: list[Move], depth: int) -> list[Move] | None:
        if len(here.face_down) < len(position.face_down):
            return line
        if depth == 0:
            return None
        for move in here.legal_moves():
            if move.cards:
                found = search(here.apply(move), [*line, move], depth - 1)
                if found is not None:
                    return found
        return None

    line = search(position, [], 3)
    assert line is not None
    return line


@pytest.mark.parametrize("language", ["en", "id"], indirect=True)
def test_the_deal_shows_21_backs_and_a_card_turns_when_uncovered_by_mouse(qtbot, language) -> None:
    w = _window(qtbot)
    position = _start(w)
    down = _face_down_cards(position)
    assert len(down) == 21
    shown_down = {card for card, item in w.scene.cards.items() if item.isVisible() and not item.face_up}
    assert down <= shown_down
    assert {card for card in position.pyramid if card is not None} - down == {
        card for card in position.pyramid if card is not None and w.scene.cards[card].face_up
    }  # the last row, face up
    line = _turning_line(position)
    for move in line:
        if any(card in w.game.position.cards_on_table() for card in move.cards):
            for card in move.cards:
                click_card(w, card.code)
    turned = down - _face_down_cards(w.game.position)
    assert turned and w.game.moves >= 1
    for card in turned:
        assert w.scene.cards[card].face_up
        assert card_interface(w, card.code).text(Text.Name) == texts.card_name(card)
    while w.game.can_undo:
        w.actions_.undo.trigger()
    for card in turned:  # undone: covered again, face down again, and nameless again
        assert not w.scene.cards[card].face_up
        assert card_interface(w, card.code).text(Text.Name) == FACE_DOWN[language]


@pytest.mark.parametrize("language", ["en", "id"], indirect=True)
def test_a_screen_reader_meets_face_down_cards_by_their_place_never_their_card(qtbot, language) -> None:
    w = _window(qtbot)
    position = _start(w)
    down = _face_down_cards(position)
    for card in down:
        interface = card_interface(w, card.code)
        assert interface.text(Text.Name) == FACE_DOWN[language]
        assert interface.text(Text.Description)  # its place (and state) still said
        assert not w.scene.cards[card].toolTip()
    assert sum(node.name == FACE_DOWN[language] for node in tree(board(w))) == 21
    window = QAccessible.queryAccessibleInterface(w)
    assert window is not None
    said = " | ".join(f"{node.name} {node.description}" for node in tree(window))  # the board, bars, announcement
    last = position.pyramid[-1]
    assert last is not None and texts.card_name(last) in said  # a face-up card is named: the walk reached the cards
    hidden_names = [texts.card_name(card) for card in down | set(position.stock)]
    assert not [name for name in hidden_names if name in said]


@pytest.mark.parametrize("language", ["en", "id"], indirect=True)
def test_can_i_still_win_answers_with_a_chance_over_the_hidden_cards(qtbot, language) -> None:
    w = _window(qtbot)
    _start(w)
    w.actions_.check.trigger()
    qtbot.waitUntil(lambda: re.search(CHANCE[language], w.check_panel.body.text()) is not None, timeout=60_000)
    found = re.search(CHANCE[language], w.check_panel.body.text())
    assert found is not None
    percent, won, tried = (int(group) for group in found.groups())
    assert tried == 200 and 0 <= won <= tried and percent == round(100 * won / tried)


@pytest.mark.parametrize("language", ["en", "id"], indirect=True)
def test_the_hint_frames_a_legal_move_and_says_how_many_ways_it_keeps(qtbot, language) -> None:
    w = _window(qtbot)
    position = _start(w)
    with qtbot.waitSignal(w.questions.hintReady, timeout=60_000) as answer:
        w.actions_.hint.trigger()
    hint = answer.args[0]
    assert isinstance(hint, Hint) and hint.move is not None
    assert hint.move in position.legal_moves()
    if hint.move.cards:
        assert w.controller.hint == frozenset(hint.move.cards)
    assert w.toast.isVisible() and re.fullmatch(HINT_WORDS[language], w.toast.text())
    if not hint.move.cards:
        w.actions_.draw.trigger()
    for card in hint.move.cards:
        click_card(w, card.code)
    assert w.game.moves == 1 and w.game.position == position.apply(hint.move)


@pytest.mark.parametrize("language", ["en", "id"], indirect=True)
def test_show_me_how_is_off_while_cards_are_unseen_and_says_why(qtbot, language) -> None:
    w = _window(qtbot)
    _start(w)
    action = w.actions_.show_me_how
    assert not action.isEnabled()
    assert action.toolTip().startswith(SHOW_ME_HOW_OFF[language]) and action.statusTip() == action.toolTip()
    w.flow.play_code(DealCode.parse("PY1-GIZA-N-AAAAAAB", games=ENGINE_GAMES))
    assert action.isEnabled() and not action.toolTip().startswith(SHOW_ME_HOW_OFF[language])


EXACT = {
    "en": "Can still be won in 2 of the 6 ways the hidden cards may lie.",
    "id": "Masih bisa dimenangkan dalam 2 dari 6 susunan kartu tersembunyi yang mungkin.",
}


def _endgame() -> Position:
    """Three Kings face up over three face-down cards (a King, a Queen and an Ace) and nothing else: the hidden
    cards may lie in 6 ways, and only the 2 with the Queen and the Ace under the Kings can be won."""
    start = Position.from_deal(DEAL.deal(), DEAL.rules, DEAL.game)
    cards = [Card.parse(code) for code in ("KH", "QS", "AS", "KC", "KD", "KS")]
    pyramid = tuple(cards[i] if i < len(cards) else None for i in range(THIRTEEN.layout.size))
    return start.replace(pyramid=pyramid, stock=(), waste=tuple(() for _ in start.waste))


@pytest.mark.parametrize("language", ["en", "id"], indirect=True)
def test_an_exact_chance_and_show_me_how_back_once_nothing_is_unseen(qtbot, language) -> None:
    w = _window(qtbot)
    w.flow.play_position(_endgame())
    assert len(w.game.position.face_down) == 3 and not w.actions_.show_me_how.isEnabled()
    w.actions_.check.trigger()
    qtbot.waitUntil(lambda: w.check_panel.body.text() == EXACT[language], timeout=60_000)
    for code in ("KC", "KD", "KS", "QS", "AS"):
        if Card.parse(code) in w.game.position.cards_on_table():
            click_card(w, code)
    assert not w.game.position.face_down and w.scene.cards[Card.parse("KH")].face_up
    assert w.actions_.show_me_how.isEnabled() and not w.actions_.show_me_how.toolTip().startswith(
        SHOW_ME_HOW_OFF[language]
    )
