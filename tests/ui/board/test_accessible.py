"""The card table through QAccessible: every card an object with its name, place, state and a
default action that taps it; the piles with their counts; a reading order row by row."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible

from pyramid_qt import i18n
from pyramid_qt.engine import Card
from tests.helpers.accessible import board, card_interface, children, press, tree
from tests.helpers.engine import dealt, position
from tests.helpers.source_layout import SPEC_ROWS
from tests.helpers.window import click_card

C = Card.parse


@pytest.fixture(autouse=True)
def english(qapp, restore_language):
    """The English catalogue (its plurals: "1 card", "2 cards"), whatever an earlier test installed."""
    assert i18n.install_language("en") == "en"
    qapp.processEvents()


Role = QAccessible.Role
Text = QAccessible.Text


def test_the_table_reads_pyramid_stock_and_waste_in_order(window):
    window.announcer.flush()
    top = children(board(window))
    assert [(child.role(), child.text(Text.Name)) for child in top] == [
        (Role.Grouping, "Pyramid: 28 cards"),
        (Role.Button, "Stock: 23 cards"),
        (Role.Grouping, "Waste: 1 card"),
        (Role.Notification, window.announcer.news.text),  # the last text said (on AT-SPI)
    ]
    pyramid = children(top[0])
    expected = [C(code) for row in SPEC_ROWS for code in row.split()]
    assert [card.text(Text.Name) for card in pyramid] == [window.scene.cards[c].accessible_name() for c in expected]
    assert all(card.role() is Role.Button for card in pyramid)
    assert [card.text(Text.Name) for card in children(top[2])] == ["7 of diamonds"]


def test_each_card_says_its_place_and_state(window):
    assert card_interface(window, "JD").text(Text.Description) == "Pyramid row 1, card 1 of 1; covered"
    assert card_interface(window, "TC").text(Text.Description) == "Pyramid row 7, card 2 of 7; free"
    assert card_interface(window, "7D").text(Text.Description) == "Top of the waste; free"
    covered, free = card_interface(window, "QC").state(), card_interface(window, "TC").state()
    assert covered.disabled and not covered.focusable
    assert not free.disabled and free.focusable


def test_selection_and_partners_are_in_the_state(window):
    click_card(window, "TC")
    selected = card_interface(window, "TC")
    assert selected.state().selected
    assert selected.text(Text.Description) == "Pyramid row 7, card 2 of 7; selected"
    assert card_interface(window, "3S").text(Text.Description) == (
        "Pyramid row 7, card 5 of 7; free, pairs with the selected card"
    )
    assert not card_interface(window, "7C").state().selected


def test_the_default_action_taps_a_card(window):
    king = card_interface(window, "KD")
    press(king)
    assert window.game.moves == 1
    assert C("KD") not in window.game.position.pyramid
    assert [child.text(Text.Name) for child in children(board(window))][0] == "Pyramid: 27 cards"
    press(card_interface(window, "TC"))
    press(card_interface(window, "3S"))
    assert window.game.moves == 2
    assert C("TC") not in window.game.position.pyramid and C("3S") not in window.game.position.pyramid


def test_the_stock_is_a_button_that_draws(window):
    stock = children(board(window))[1]
    assert stock.text(Text.Description) == "Draws a card"
    assert stock.actionInterface().localizedActionName(stock.actionInterface().pressAction()) == "Draw"
    press(stock)
    assert window.game.moves == 1
    assert stock.text(Text.Name) == "Stock: 22 cards"
    waste = children(board(window))[2]
    assert waste.text(Text.Name) == "Waste: 2 cards"
    assert [card.text(Text.Description) for card in children(waste)] == [
        "Top of the waste; free",
        "In the waste, under 1 card; covered",
    ]


def test_a_covered_card_tapped_through_its_action_changes_nothing(window):
    press(card_interface(window, "QC"))
    assert window.game.moves == 0


def test_no_interface_part_but_actions_is_claimed(window):
    """interface_cast answers null for what a card is not (a Python None there crashed the process)."""
    card = card_interface(window, "TC")
    assert card.valueInterface() is None
    assert card.textInterface() is None
    assert card.tableCellInterface() is None
    assert card.actionInterface() is not None
    pyramid = children(board(window))[0]
    assert pyramid.actionInterface() is None


def test_every_child_knows_its_parent_and_index(window):
    def walk(interface):
        for index, child in enumerate(children(interface)):
            assert interface.indexOfChild(child) == index
            assert child.parent().object() is interface.object()
            walk(child)

    walk(board(window))


def test_web_rules_show_the_stock_top_and_draw_three_shows_three_piles(window):
    window.flow.play_position(dealt("W", 1))
    names = [child.text(Text.Name) for child in children(board(window))]
    top = window.game.position.stock[0]
    assert names[:3] == ["Pyramid: 28 cards", "Stock: 23 cards", window.scene.cards[top].accessible_name()]
    assert card_interface(window, top.code).text(Text.Description) == "Top of the stock; free"
    window.flow.play_position(dealt("TD", 1))
    press(children(board(window))[1])
    piles = [child for child in children(board(window))[2:] if child.role() == Role.Grouping]
    assert [pile.text(Text.Name) for pile in piles] == [f"Waste pile {n}: 1 card" for n in (1, 2, 3)]
    assert children(piles[1])[0].text(Text.Description) == "Top of waste pile 2; free"


def test_the_end_panel_is_read_after_the_board(window):
    window.flow.play_position(position("N", "KS", stock="", waste=""))
    press(card_interface(window, "KS"))
    window.announcer.flush()
    assert window.end_panel.isVisible()
    *_, panel, news = children(board(window))  # the panel, then the last text said
    assert news.role() == Role.Notification
    assert panel.object() is window.end_panel
    assert "Position solved — practice" in [node.name for node in tree(panel)]  # a position is practice


def test_indonesian_names_and_places(window, qtbot):
    assert i18n.install_language("id") == "id"
    qtbot.waitUntil(lambda: window.actions_.check.text() != "Can I still win?")
    card = card_interface(window, "KD")
    assert card.text(Text.Name) == window.scene.cards[C("KD")].accessible_name() != "King of diamonds"
    assert card.text(Text.Description) == "Piramida baris 7, kartu ke-6 dari 7; bebas"
    assert children(board(window))[1].text(Text.Name) == "Tumpukan ambil: 23 kartu"


def test_a_language_switch_is_told_while_a_tool_listens(window, qtbot, monkeypatch):
    """Assistive tools keep the names they read: after a switch the board tells every card's name again."""
    from pyramid_qt.ui.accessibility.board_access import BoardAccess

    access = BoardAccess.of(window.view)
    told: list[bool] = []
    monkeypatch.setattr(access, "tell_language", lambda: told.append(True))
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    assert i18n.install_language("id") == "id"
    qtbot.waitUntil(lambda: bool(told))
    assert card_interface(window, "KD").text(Text.Name) == "Raja wajik"


@pytest.mark.parametrize("language", ["en", "id"])
def test_what_a_screen_reader_says_of_the_actions_is_desktop_wording(window, qapp, language):
    """A screen reader must not read "Tap" / "Ketuk" (a touch screen's word) for every card's action and the stock
    on a desktop played with keys and a mouse."""
    assert i18n.install_language(language) == language
    qapp.processEvents()
    card, stock = card_interface(window, "TC"), children(board(window))[1]
    said = [
        card.actionInterface().localizedActionName(card.actionInterface().pressAction()),
        card.actionInterface().localizedActionDescription(card.actionInterface().pressAction()),
        stock.text(Text.Description),
    ]
    press(stock)
    while window.game.position.stock:
        press(stock)
    said.append(stock.text(Text.Description))  # now another round
    assert all(said), said
    for text in said:
        assert not {"tap", "ketuk"} & set(text.lower().replace(":", " ").split()), text
    if language == "en":
        assert said[0] == "Press"  # the name Qt's own widgets give their press action
