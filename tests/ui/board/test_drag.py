"""Drag and drop, through the view's mouse handlers (QTest cannot drag offscreen; .ci/real-x-check
drags with real mouse events on Xvfb): a card dropped on its partner pairs them, a King dragged off its place goes,
the partner under the dragged card is marked, an illegal drop puts the card back with the error help's message,
and clicks play as before."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from pyramid_qt.engine import Card
from pyramid_qt.ui.board.drag import DRAG_Z
from tests.helpers.engine import position
from tests.helpers.window import card_point

C = Card.parse
LEFT = Qt.MouseButton.LeftButton
NONE = Qt.MouseButton.NoButton


def send(window, kind: QEvent.Type, point: QPoint, button=LEFT, buttons=LEFT) -> None:
    viewport = window.view.viewport()
    event = QMouseEvent(
        kind, QPointF(point), QPointF(viewport.mapToGlobal(point)), button, buttons, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(viewport, event)


def drag(window, start: QPoint, end: QPoint, *, release: bool = True) -> None:
    """Press at ``start``, move there in steps with the button down, release at ``end``."""
    send(window, QEvent.Type.MouseButtonPress, start)
    for step in range(1, 6):
        send(window, QEvent.Type.MouseMove, start + (end - start) * step / 5, NONE, LEFT)
    if release:
        send(window, QEvent.Type.MouseButtonRelease, end, LEFT, NONE)


def centre(window, code: str) -> QPoint:
    item = window.scene.cards[C(code)]
    return window.view.mapFromScene(item.mapToScene(item.card_rect().center()))


@pytest.fixture
def messages(window):
    said: list[str] = []
    window.controller.message.connect(said.append)
    return said


def test_a_card_dropped_on_its_partner_pairs_them(window):
    drag(window, card_point(window, "TC"), centre(window, "3S"))
    assert window.game.moves == 1
    assert C("TC") not in window.game.position.pyramid and C("3S") not in window.game.position.pyramid


def test_while_dragging_the_card_follows_and_the_partner_is_marked(window):
    item, home = window.scene.cards[C("TC")], window.scene.cards[C("TC")].pos()
    drag(window, card_point(window, "TC"), centre(window, "3S"), release=False)
    assert window.view.pointer.dragging == C("TC")
    assert item.pos() != home and item.zValue() == DRAG_Z
    assert window.scene.cards[C("3S")].drop_mark
    assert window.scene.cards[C("3H")].partner_mark  # the other partner: dashed, not the drop target
    assert not window.scene.cards[C("3H")].drop_mark
    assert item.selected_mark
    send(window, QEvent.Type.MouseMove, centre(window, "7C"), NONE, LEFT)
    assert not window.scene.cards[C("3S")].drop_mark and not window.scene.cards[C("7C")].drop_mark
    send(window, QEvent.Type.MouseButtonRelease, centre(window, "7C"), LEFT, NONE)
    assert window.game.moves == 0


def test_an_illegal_drop_puts_the_card_back_with_the_message(window, messages):
    item = window.scene.cards[C("TC")]
    home = item.pos()
    drag(window, card_point(window, "TC"), centre(window, "7C"))
    assert window.game.moves == 0
    assert item.pos() == home and item.zValue() < DRAG_Z
    assert messages == ["The sum must be 13"]
    assert not any(card.drop_mark or card.partner_mark for card in window.scene.cards.values())


def test_a_drop_on_a_covered_card_says_it_is_blocked(window, messages):
    drag(window, card_point(window, "TC"), card_point(window, "QC"))
    assert window.game.moves == 0
    assert messages == ["This card is blocked by another card"]


def test_no_message_without_error_help(window, messages):
    window.controller.error_help = lambda: False
    drag(window, card_point(window, "TC"), centre(window, "7C"))
    assert messages == [] and window.game.moves == 0


def test_a_drop_on_the_felt_puts_it_back_quietly(window, messages):
    item = window.scene.cards[C("TC")]
    home = item.pos()
    felt = window.view.mapFromScene(QPointF(window.scene.sceneRect().left() + 5, window.scene.sceneRect().bottom() - 5))
    drag(window, card_point(window, "TC"), felt)
    assert item.pos() == home and messages == [] and window.game.moves == 0


def test_a_king_dragged_off_its_place_goes(window):
    drag(window, card_point(window, "KD"), window.view.mapFromScene(QPointF(20, 20)))
    assert window.game.moves == 1 and C("KD") not in window.game.position.pyramid


def test_a_king_let_go_on_its_own_place_stays(window):
    start = card_point(window, "KD")
    drag(window, start, start + QPoint(0, 30))
    assert window.game.moves == 0 and C("KD") in window.game.position.pyramid


def test_a_covered_card_does_not_move(window, messages):
    item = window.scene.cards[C("QC")]
    home = item.pos()
    drag(window, card_point(window, "QC"), centre(window, "AS"), release=False)
    assert item.pos() == home and window.view.pointer.dragging is None
    send(window, QEvent.Type.MouseButtonRelease, centre(window, "AS"), LEFT, NONE)
    assert messages == ["This card is blocked by another card"]  # it was a tap on a covered card


def test_a_click_still_selects_and_pairs(window):
    point = card_point(window, "TC")
    send(window, QEvent.Type.MouseButtonPress, point)
    assert window.controller.selection.selected is None  # the tap comes when the button comes up
    send(window, QEvent.Type.MouseButtonRelease, point, LEFT, NONE)
    assert window.controller.selection.selected == C("TC")
    point = card_point(window, "3H")
    send(window, QEvent.Type.MouseButtonPress, point)
    send(window, QEvent.Type.MouseMove, point + QPoint(1, 1), NONE, LEFT)  # a shaky click is no drag
    send(window, QEvent.Type.MouseButtonRelease, point + QPoint(1, 1), LEFT, NONE)
    assert window.game.moves == 1


def test_the_board_changing_under_a_drag_puts_the_card_back(window):
    item = window.scene.cards[C("TC")]
    home = item.pos()
    drag(window, card_point(window, "TC"), centre(window, "3S"), release=False)
    window.controller.draw_or_recycle()  # the D key while the button is down
    assert window.view.pointer.dragging is None and item.pos() == home
    send(window, QEvent.Type.MouseButtonRelease, centre(window, "3S"), LEFT, NONE)
    assert window.game.moves == 1  # the draw only


def test_web_rules_stock_top_dropped_on_a_pyramid_partner(window):
    window.flow.play_position(position("W", "KS", "QC 5H", stock="8D 2C", waste=""))
    assert window.game.position.stock[0] == C("8D")
    drag(window, centre(window, "8D"), centre(window, "5H"))
    assert window.game.moves == 1 and C("5H") not in window.game.position.pyramid


def test_a_quick_second_click_on_the_stock_draws_again(qtbot):
    """The card the first click drew, still flying out of the stock, does not take the second click (it did on a
    real X server: a double-click on the stock drew one card, not two)."""
    from pyramid_qt.ui.board.speeds import Speed
    from pyramid_qt.ui.main_window import MainWindow
    from tests.helpers.source_layout import spec_position
    from tests.helpers.window import click_stock

    window = MainWindow(speed=Speed.NORMAL)
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    window.flow.play_position(spec_position())
    window.scene.finish_animations()
    before = len(window.game.position.stock)
    click_stock(window)
    assert window.scene.is_animating()  # the drawn card is on its way, still over the stock
    click_stock(window)
    assert len(window.game.position.stock) == before - 2


def test_the_help_tells_how_to_drag(window):
    from pyramid_qt.ui.texts.help import help_html

    assert "Or drag a free card onto its partner" in help_html(window.actions())


def test_escape_puts_a_dragged_card_back(window):
    item = window.scene.cards[C("TC")]
    home = item.pos()
    drag(window, card_point(window, "TC"), centre(window, "3S"), release=False)
    window.view.setFocus()
    from PySide6.QtTest import QTest

    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.view.pointer.dragging is None and item.pos() == home
    assert not window.scene.cards[C("3S")].drop_mark and not item.selected_mark
    send(window, QEvent.Type.MouseButtonRelease, centre(window, "3S"), LEFT, NONE)
    assert window.game.moves == 0  # the release after it plays nothing
