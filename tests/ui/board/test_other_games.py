"""The window plays every game the engine plays, its places read from the game's declaration: Giza (a pyramid and
eight face-up reserve piles, no talon) and Pharaohs (three pyramids, no talon), won through the real window by
mouse and by keyboard, read by a screen reader in both languages, undone across a reserve move, dragged, hinted
and shown how; and they fit the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from pyramid_qt import i18n
from pyramid_qt.engine import Card, Move, MoveKind, Status
from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.games import ENGINE_GAMES
from pyramid_qt.engine.state import Area
from pyramid_qt.solver.open_games import solve_open
from pyramid_qt.solver.result import Verdict
from pyramid_qt.ui.board.marks import STOCK
from tests.helpers.accessible import board, card_interface, children
from tests.helpers.window import card_point, click_card

GIZA = "PY1-GIZA-N-AAAAAAB"  # deal 1: winnable (the open games' solver finds a line)
PHARAOHS = "PY1-PHARAOHS-N-AAAAABD"  # deal 29: winnable (docs/games.md)
Text = QAccessible.Text
Role = QAccessible.Role


@pytest.fixture
def language(qapp, restore_language, request):
    """The window's texts in ``request.param`` ("en" or "id")."""
    assert i18n.install_language(request.param) == request.param
    qapp.processEvents()
    return request.param


def start(window, code: str) -> None:
    window.flow.play_code(DealCode.parse(code, games=ENGINE_GAMES))


def winning_line(window) -> list[Move]:
    result = solve_open(window.game.position, node_limit=2_000_000)
    assert result.verdict is Verdict.WINNABLE
    return result.solution


def reserve_move(line: list[Move], window) -> int:
    """The index of the first move of ``line`` that takes a reserve pile's top card."""
    position = window.game.position
    for index, move in enumerate(line):
        if any(position.locate(card).area is Area.RESERVE for card in move.cards):
            return index
        position = position.apply(move)
    raise AssertionError("the line takes no reserve card")


def play_by_clicks(window, move: Move) -> None:
    if move.kind is MoveKind.REMOVE_KING and move.cards[0] not in window.game.position.cards_on_table():
        return  # already removed by "Remove Kings automatically"
    for card in move.cards:
        click_card(window, card.code)


def visible_rect(window, card: Card) -> QRectF:
    item = window.scene.cards[card]
    return item.mapRectToScene(item.card_rect())


def key(window, key_code) -> None:
    QTest.keyClick(QApplication.focusWidget() or window, key_code)


def focus_by_keys(window, card: Card) -> None:
    """Home, then Right until the ring is on ``card`` (every free card is met in reading order)."""
    key(window, Qt.Key.Key_Home)
    for _ in range(60):
        if window.controller.focus == card:
            return
        key(window, Qt.Key.Key_Right)
    raise AssertionError(f"{card} is not reached by the arrow keys")


# ---------------------------------------------------------------------------------------------- the board
def test_giza_shows_a_pyramid_and_eight_reserve_piles_and_no_stock(window):
    start(window, GIZA)
    position, scene = window.game.position, window.scene
    assert not scene.stock_pile.isVisible() and not any(outline.isVisible() for outline in scene.waste_outlines)
    assert [outline.isVisible() for outline in scene.reserve_outlines] == [True] * 8
    assert not window.deal_bar.pass_label.isVisible()
    pyramid_rects = [visible_rect(window, card) for card in position.pyramid]
    for pile_index, pile in enumerate(position.reserves):
        assert all(window.scene.cards[card].isVisible() and window.scene.cards[card].face_up for card in pile)
        rects = [visible_rect(window, card) for card in pile]
        assert not any(rect.intersects(p) for rect in rects for p in pyramid_rects)  # beside the pyramid
        assert rects[0].left() < rects[1].left() < rects[2].left()  # fanned: the top card rightmost
        top = window.scene.cards[pile[-1]]
        assert top.zValue() > window.scene.cards[pile[0]].zValue() and not top.dimmed
        assert window.scene.cards[pile[0]].dimmed  # under the top: it waits
        outline = scene.reserve_outlines[pile_index]
        assert outline.sceneBoundingRect().contains(rects[0].center())


def test_pharaohs_shows_three_pyramids_apart(window):
    start(window, PHARAOHS)
    layout = window.game.position.game.layout
    rects = {i: visible_rect(window, card) for i, card in enumerate(window.game.position.pyramid)}
    for i, rect in rects.items():
        for j, other in rects.items():
            if layout.pyramid[i] != layout.pyramid[j]:
                assert not rect.intersects(other)  # no card of one pyramid lies on another's
    assert not window.scene.stock_pile.isVisible()
    free = {window.game.position.pyramid[i] for i in layout.free_at_start}
    assert {card for card, item in window.scene.cards.items() if item.isVisible() and not item.dimmed} == free


@pytest.mark.parametrize("code", [GIZA, PHARAOHS])
@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_every_card_lies_in_the_window_at_a_readable_size(window, qtbot, code, size):
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0])
    start(window, code)
    QApplication.processEvents()
    viewport = QRectF(window.view.viewport().rect())
    for card in window.game.position.cards_on_table():
        item = window.scene.cards[card]
        assert item.isVisible() and item.face_up
        rect = window.view.mapFromScene(item.mapRectToScene(item.card_rect())).boundingRect()
        assert viewport.contains(QRectF(rect))
    assert window.scene.unit >= (48 if size[0] == 800 else 110)


# ---------------------------------------------------------------------------------------------- winning
@pytest.mark.parametrize("language", ["en"], indirect=True)
def test_a_giza_deal_is_won_by_mouse_clicks(window, language):
    start(window, GIZA)
    line = winning_line(window)
    for move in line:
        play_by_clicks(window, move)
    assert window.game.status is Status.WON
    assert window.game.moves == len(line)
    assert window.end_panel.isVisible() and window.end_panel.title.text() == "Giza — You won!"  # it names its game
    assert "Stock cards left" not in window.end_panel.body.text()  # no talon, nothing to tell of it
    assert not any(item.dimmed for item in window.scene.cards.values() if item.isVisible())


@pytest.mark.parametrize("language", ["id"], indirect=True)
def test_a_pharaohs_deal_is_won_by_mouse_clicks(window, language):
    start(window, PHARAOHS)
    for move in winning_line(window):
        play_by_clicks(window, move)
    assert window.game.status is Status.WON
    assert window.end_panel.isVisible()
    viewport = QRectF(window.view.viewport().rect())
    for card, item in window.scene.cards.items():  # the win's picture: every card, in the window
        assert item.isVisible(), card
        assert viewport.contains(window.view.mapFromScene(item.mapRectToScene(item.card_rect())).boundingRect())


@pytest.mark.parametrize("language", ["id"], indirect=True)
def test_a_giza_deal_is_won_by_keyboard_alone(window, qtbot, language):
    start(window, GIZA)
    with qtbot.waitActive(window):
        window.activateWindow()
    window.view.setFocus(Qt.FocusReason.TabFocusReason)
    reserve_tops = 0
    for move in winning_line(window):
        if move.kind is MoveKind.REMOVE_KING and move.cards[0] not in window.game.position.cards_on_table():
            continue
        for card in move.cards:
            focus_by_keys(window, card)
            where = window.game.position.locate(card)
            focused = board(window).focusChild()
            assert focused is not None and focused.text(Text.Name) == card_interface(window, card.code).text(Text.Name)
            if where.area is Area.RESERVE:
                reserve_tops += 1
                assert focused.text(Text.Description).startswith(f"Tumpukan cadangan {where.index + 1}, kartu teratas")
            key(window, Qt.Key.Key_Space)
    assert reserve_tops == 24  # every reserve card was played from its pile's top, by the keys
    assert window.game.status is Status.WON


# ---------------------------------------------------------------------------------------------- undo, drag, help
def test_undo_across_a_reserve_move_puts_the_card_back_on_its_pile(window):
    start(window, GIZA)
    line = winning_line(window)
    index = reserve_move(line, window)
    for move in line[:index]:
        play_by_clicks(window, move)
    before = window.game.position
    taken = [card for card in line[index].cards if before.locate(card).area is Area.RESERVE]
    places = {card: window.scene.cards[card].pos() for card in taken}
    play_by_clicks(window, line[index])
    assert all(not window.scene.cards[card].isVisible() for card in taken)
    window.flow.undo()
    assert window.game.position == before
    for card in taken:
        item = window.scene.cards[card]
        assert item.isVisible() and item.opacity() == 1.0 and item.pos() == places[card] and not item.dimmed
        pile = before.locate(card).index + 1
        assert card_interface(window, card.code).text(Text.Description) == f"Reserve pile {pile}, top card; free"


def test_a_reserve_top_dragged_onto_its_partner_pairs_them(window):
    from tests.ui.board.test_drag import centre, drag

    start(window, GIZA)
    position = window.game.position
    move = next(
        move
        for move in position.legal_moves()
        if move.kind is MoveKind.REMOVE_PAIR
        and {position.locate(c).area for c in move.cards} == {Area.RESERVE, Area.PYRAMID}
    )
    reserve_card = next(card for card in move.cards if position.locate(card).area is Area.RESERVE)
    partner = next(card for card in move.cards if card != reserve_card)
    drag(window, card_point(window, reserve_card.code), centre(window, partner.code))
    assert window.game.moves == 1
    assert not any(card in window.game.position.cards_on_table() for card in move.cards)


def test_the_hint_frames_a_move_of_the_winning_line(window, qtbot):
    start(window, GIZA)
    window.flow.hint()
    qtbot.waitUntil(lambda: bool(window.controller.hint), timeout=20_000)
    hinted = window.controller.hint
    assert any(set(move.cards) == hinted for move in window.game.position.legal_moves())
    assert all(window.scene.cards[card].hint_mark for card in hinted)


def test_show_me_how_plays_a_pharaohs_deal_to_its_win(window, qtbot):
    start(window, PHARAOHS)
    window.actions_.show_me_how.trigger()
    qtbot.waitUntil(lambda: window.game.status is Status.WON, timeout=30_000)
    assert window.end_panel.isVisible()


# ---------------------------------------------------------------------------------------------- screen reader
@pytest.mark.parametrize(
    ("language", "pyramid", "reserve", "place"),
    [
        ("en", "Pyramid: 28 cards", "Reserve pile {n}: 3 cards, top: {card}", "Reserve pile {n}, top card"),
        (
            "id",
            "Piramida: 28 kartu",
            "Tumpukan cadangan {n}: 3 kartu, teratas: {card}",
            "Tumpukan cadangan {n}, kartu teratas",
        ),
    ],
    indirect=["language"],
)
def test_a_screen_reader_reads_the_giza_table(window, language, pyramid, reserve, place):
    start(window, GIZA)
    top = [child for child in children(board(window)) if child.role() is not Role.Notification]
    names = [child.text(Text.Name) for child in top]
    position = window.game.position
    tops = [window.scene.cards[pile[-1]].accessible_name() for pile in position.reserves]
    assert names == [pyramid, *(reserve.format(n=n, card=card) for n, card in enumerate(tops, 1))]  # no stock
    third = children(top[3])
    assert [card.text(Text.Name) for card in third] == [
        window.scene.cards[card].accessible_name() for card in reversed(position.reserves[2])
    ]
    assert third[0].text(Text.Description).startswith(place.format(n=3))
    assert third[1].state().disabled and not third[0].state().disabled


@pytest.mark.parametrize(
    ("language", "names", "description"),
    [
        (
            "en",
            ["Pyramid 1: 28 cards", "Pyramid 2: 21 cards", "Pyramid 3: 3 cards"],
            "Pyramid 2, row 4, card 2 of 4; covered",
        ),
        (
            "id",
            ["Piramida 1: 28 kartu", "Piramida 2: 21 kartu", "Piramida 3: 3 kartu"],
            "Piramida 2, baris 4, kartu ke-2 dari 4; terhalang",
        ),
    ],
    indirect=["language"],
)
def test_a_screen_reader_reads_the_three_pharaohs_pyramids(window, language, names, description):
    start(window, PHARAOHS)
    top = [child for child in children(board(window)) if child.role() is not Role.Notification]
    assert [child.text(Text.Name) for child in top] == names
    layout = window.game.position.game.layout
    card = window.game.position.pyramid[layout.index_of(7 + 3, 1)]  # pyramid 2's fourth row, second card
    assert card_interface(window, card.code).text(Text.Description) == description
    assert [len(children(group)) for group in top] == [28, 21, 3]


@pytest.mark.parametrize("language", ["en"], indirect=True)
def test_a_pyramid_game_after_giza_has_its_stock_and_waste_again(window, language):
    start(window, GIZA)
    start(window, "PY1-N-AAAAAAS")
    scene = window.scene
    assert scene.stock_pile.isVisible() and scene.waste_outlines[0].isVisible()
    assert not any(outline.isVisible() for outline in scene.reserve_outlines)
    names = [child.text(Text.Name) for child in children(board(window)) if child.role() is not Role.Notification]
    assert names[0] == "Pyramid: 28 cards" and names[1].startswith("Stock:")
    assert window.deal_bar.pass_label.isVisible()
    window.controller.focus_edge(last=True)
    window.controller.move_focus(-1, 0)
    assert window.controller.focus == STOCK  # the arrow keys reach the stock again: the waste's top, then it


# ---------------------------------------------------------------------------------------------- a lost open game
LOST_GIZA = "PY1-GIZA-N-AAAAAAD"  # deal 3: lost from the deal; the most any play discards is the solver's best


@pytest.mark.parametrize("language", ["en"], indirect=True)
def test_a_lost_giza_deal_is_hinted_shown_and_reviewed_out_of_its_52_cards(window, qtbot, language):
    start(window, LOST_GIZA)
    result = solve_open(window.game.position, node_limit=2_000_000)
    assert result.verdict is Verdict.UNWINNABLE and result.best_exact
    best = result.best_removed
    said: list[str] = []
    window.questions.positionMessage.connect(said.append)
    window.flow.hint()
    qtbot.waitUntil(lambda: bool(said), timeout=20_000)
    assert said[-1] == f"This game can no longer be won; this move keeps the most cards removable: {best} of 52"
    window.actions_.show_me_how.trigger()  # the line to the most cards, played on the board
    qtbot.waitUntil(lambda: window.game.status is Status.LOST, timeout=30_000)
    on_table = sum(1 for _ in window.game.position.cards_on_table())
    assert 52 - on_table == best
    assert f"Cards removed: {best} of 52" in window.end_panel.body.text()
    window.actions_.review.trigger()
    qtbot.waitUntil(
        lambda: window.check_panel.isVisible() and "remove" in window.check_panel.body.text(), timeout=30_000
    )
    assert f"The most cards any play could remove: {best} of 52. You removed {best}." in window.check_panel.body.text()


def test_a_pyramid_deal_after_a_pharaohs_deal_lies_in_pyramid_places(window):
    start(window, PHARAOHS)
    start(window, "PY1-N-AAAAAAS")  # 28 pyramid slots after 52: the Pharaohs position is not laid out on them
    geometry, position = window.scene.geometry, window.game.position
    for index, card in enumerate(position.pyramid):
        assert window.scene.cards[card].pos() == window.scene.to_scene(*geometry.pyramid_slot(index))
    assert window.scene.stock_pile.isVisible()


def test_the_keys_meet_the_free_cards_of_every_pharaohs_pyramid(window, qtbot):
    start(window, PHARAOHS)
    with qtbot.waitActive(window):
        window.activateWindow()
    window.view.setFocus(Qt.FocusReason.TabFocusReason)
    position = window.game.position
    layout = position.game.layout
    key(window, Qt.Key.Key_Home)
    met = [window.controller.focus]
    for _ in range(20):
        key(window, Qt.Key.Key_Right)
        met.append(window.controller.focus)
    free = [position.pyramid[i] for i in layout.free_at_start]
    assert met[: len(free)] == free and set(met) == set(free)  # every free card, pyramid by pyramid; no stock
    key(window, Qt.Key.Key_End)
    assert window.controller.focus == free[-1]  # the two-row pyramid's last card: no stock after it


def test_the_end_panel_of_a_lost_giza_deal_may_lie_over_its_reserve_cards(window):
    from pyramid_qt.solver import line_to

    start(window, LOST_GIZA)
    best = solve_open(window.game.position, node_limit=2_000_000).best_removed
    for move in line_to(window.game.position, best):  # to where no card can be played any more
        window.adapter.play(move)
    keep, cover = window.scene.panel_room(QRectF(window.view.rect()))
    assert window.game.status is Status.LOST
    tops = [visible_rect(window, pile[-1]).center() for pile in window.game.position.reserves if pile]
    assert tops  # some reserve cards are left
    centres = [window.view.mapFromScene(point) for point in tops]
    assert all(any(place.contains(centre) for place in cover) for centre in centres)
    assert not any(place.contains(centre) for place in keep for centre in centres)


# ---------------------------------------------------------------------------------------------- talon games
TRIANGLE = "PY1-TRIANGLE-N-AAAAAAB"
KING_TUT = "PY1-KINGTUT-N-AAAAAAB"


@pytest.mark.parametrize("language", ["en"], indirect=True)
def test_triangle_stands_on_its_point_with_its_three_passes_counted(window, language):
    start(window, TRIANGLE)
    position = window.game.position
    point = position.pyramid[position.game.layout.free_at_start[0]]
    free = [card for card in position.pyramid if not window.scene.cards[card].dimmed]
    assert free == [point]  # the single card at the bottom, the only free one
    point_rect = visible_rect(window, point)
    assert all(point_rect.top() > visible_rect(window, card).top() for card in position.pyramid if card != point)
    assert window.deal_bar.pass_label.text() == "Pass 1 of 3"  # the game's passes, not the rule set N's
    assert window.scene.stock_pile.isVisible()
    names = [child.text(Text.Name) for child in children(board(window)) if child.role() is not Role.Notification]
    assert names[:2] == ["Pyramid: 28 cards", "Stock: 24 cards"]
    assert card_interface(window, point.code).text(Text.Description) == "Pyramid row 7, card 1 of 1; free"


@pytest.mark.parametrize("language", ["en"], indirect=True)
def test_king_tut_draws_three_onto_one_waste_and_tells_all_three(window, qtbot, language):
    start(window, KING_TUT)
    stock = window.game.position.stock
    drawn: list[list[Card]] = []
    window.adapter.cardDrawn.connect(drawn.append)
    said: list[str] = []
    window.announcer.announced.connect(said.append)
    with qtbot.waitActive(window):
        window.activateWindow()
    window.view.setFocus(Qt.FocusReason.TabFocusReason)
    key(window, Qt.Key.Key_End)
    assert window.controller.focus == STOCK
    key(window, Qt.Key.Key_Space)
    assert drawn == [list(stock[:3])]
    waste = window.game.position.waste[0]
    assert list(waste) == list(stock[:3]) and waste[-1] == stock[2]
    xs = [visible_rect(window, card).left() for card in waste]
    assert xs[0] < xs[1] < xs[2]  # fanned, the top card rightmost
    assert window.controller.focus == stock[2]  # the keys go on from the top of the waste
    names = [window.scene.cards[card].accessible_name() for card in stock[:3]]
    qtbot.wait(1)
    window.announcer.flush()
    assert any(f"Drawn: {names[0]}, {names[1]} and {names[2]}" in text for text in said)


def test_the_deal_bar_shows_the_par_of_the_giza_deal_itself(window, qtbot):
    start(window, GIZA)
    par = len(winning_line(window))  # every winning line of an open game is as long (solver/open_games.py)
    qtbot.waitUntil(lambda: window.deal_bar.par.isVisible(), timeout=20_000)
    assert window.deal_bar.par.text() == f"Par {par}"  # not the par of Pyramid's deal 1 under N


def test_a_giza_deal_shows_no_difficulty_of_pyramids_deal_of_its_number(window):
    from pyramid_qt.services.difficulty_deals import deal_difficulty

    assert deal_difficulty(DealCode.parse("PY1-N-AAAAAAB")) is not None  # Pyramid's deal 1 under N is rated
    start(window, GIZA)
    window.assist.facts.on_game_started()  # as after the window's first frame (the ratings are read then)
    assert not window.deal_bar.difficulty.isVisible()
