"""The board: fast clicks, keyboard focus after a removal, the pairs highlight, cards coming back opaque,
and the stock count above flying cards (what the count counts: test_stock_count_and_time.py)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QImage, QMouseEvent, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from pyramid_qt.engine import Card
from pyramid_qt.solver import Verdict
from pyramid_qt.ui.board import speeds
from pyramid_qt.ui.board.card_item import PAIR_COLOR
from pyramid_qt.ui.board.marks import STOCK
from pyramid_qt.ui.board.scene import FELT_CENTRE, FELT_EDGE
from tests.helpers.window import card_point, click_card, click_stock

C = Card.parse


def _stock_point(window):
    return window.view.mapFromScene(window.scene.stock_pile.sceneBoundingRect().center())


def test_a_double_click_on_the_stock_draws_twice(window):
    """Item 1: the second click of a quick pair arrives as a double-click event; it is a tap like the first."""
    before = len(window.game.position.stock)
    viewport = window.view.viewport()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _stock_point(window))
    QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _stock_point(window))
    assert len(window.game.position.stock) == before - 2


def test_a_double_click_on_a_card_is_a_tap(window):
    """Item 1, on cards: 10♣ then 3♠ clicked quickly (the second as a double-click) remove the pair."""
    click_card(window, "TC")
    viewport = window.view.viewport()
    QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, card_point(window, "3S"))
    assert C("TC") not in window.game.position.cards_on_table()


def test_a_press_delivered_with_its_double_click_is_played_once(window):
    """Where the platform sends the second click both as a press and as a double-click, it is one tap."""
    before = len(window.game.position.stock)
    point = QPointF(_stock_point(window))
    global_point = QPointF(window.view.viewport().mapToGlobal(point.toPoint()))
    for kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
        event = QMouseEvent(
            kind,
            point,
            global_point,
            Qt.MouseButton.LeftButton,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
        event.setTimestamp(4242)
        QApplication.sendEvent(window.view.viewport(), event)
    assert len(window.game.position.stock) == before - 1


def test_keyboard_focus_stays_on_the_board_after_a_removal(window):
    """Item 9: Space on K♦ removes it; the focus ring goes to the nearest free card, not off the board."""
    controller = window.controller
    controller.focus = C("KD")
    controller.refresh_marks()
    controller.activate_focus()
    assert C("KD") not in window.game.position.cards_on_table()
    assert isinstance(controller.focus, Card) and window.game.position.is_playable(controller.focus)
    assert controller.focus in (C("3S"), C("7S"))  # K♦'s neighbours on the bottom row
    # A pair by keyboard: 10♣ then 3♠; the focus lands on a free card next to where 3♠ was.
    controller.focus = C("TC")
    controller.activate_focus()
    controller.focus = C("3S")
    controller.activate_focus()
    assert C("3S") not in window.game.position.cards_on_table()
    assert isinstance(controller.focus, Card) and window.game.position.is_playable(controller.focus)
    window.view.focusMove.emit(1, 0)  # the next arrow moves on along the row, not to the stock
    assert controller.focus != STOCK


def _contrast(a: QColor, b: QColor) -> float:
    def luminance(colour: QColor) -> float:
        def channel(value: float) -> float:
            return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_playable_pairs_stand_out_on_the_felt(window):
    """Item 11: the mark is a band on the felt, with contrast ≥ 3 (WCAG, graphics) on both felt colours, several
    pixels wide and drawn outside the card."""
    assert _contrast(PAIR_COLOR, FELT_CENTRE) >= 3 and _contrast(PAIR_COLOR, FELT_EDGE) >= 3
    window.actions_.highlight_pairs.setChecked(True)
    item = window.scene.cards[C("TC")]
    assert item.pair_mark
    assert item.pair_band_width() >= 3
    rect = item.sceneBoundingRect().toAlignedRect()
    image = QImage(rect.size(), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    window.scene.render(painter, image.rect().toRectF(), rect.toRectF())
    painter.end()
    card = item.mapRectToScene(item.card_rect()).translated(-rect.x(), -rect.y())
    bright = sum(
        1
        for x in range(image.width())
        for y in range(image.height())
        if not card.adjusted(-1, -1, 1, 1).contains(x, y)
        and _contrast(image.pixelColor(x, y), PAIR_COLOR) < 1.3
        and image.pixelColor(x, y).alpha() == 255
    )
    assert bright >= 2 * (card.width() + card.height())  # at least a band two pixels wide all round


def test_stock_count_lies_above_the_dealt_cards(window):
    """Item 13: the count is an item of its own above every card, so cards flying out of the stock pass under."""
    caption = window.scene.stock_pile.caption_item
    assert caption.scene() is window.scene and caption.isVisible()
    assert all(caption.zValue() > item.zValue() for item in window.scene.cards.values())
    window.scene.speed = speeds.Speed.NORMAL
    window.flow.replay()  # a deal: every card starts on the stock
    assert all(caption.zValue() > item.zValue() for item in window.scene.cards.values())
    window.scene.finish_animations()


def test_an_undone_card_comes_back_opaque(window):
    """Item 13: a card returning by Undo is opaque from the first frame (the waste card it lands on stayed visible
    through it while it faded in)."""
    click_card(window, "KD")
    click_stock(window)  # a new waste top over 7♦
    top = window.game.position.waste[0][-1]
    window.scene.speed = speeds.Speed.NORMAL
    window.flow.undo()  # the drawn card goes back: 7♦ shows; and again: K♦ comes back to its slot
    window.scene.finish_animations()
    window.flow.undo()
    item = window.scene.cards[C("KD")]
    assert item.is_animating() and item.isVisible()
    assert item.opacity() == 1.0
    window.scene.finish_animations()
    assert top not in window.game.position.waste[0]


def _card_rect_in(window, code: str, widget) -> QRect:
    item = window.scene.cards[C(code)]
    rect = window.view.mapFromScene(item.mapRectToScene(item.card_rect())).boundingRect()
    return QRect(window.view.viewport().mapTo(widget, rect.topLeft()), rect.size())


def test_a_toast_leaves_the_bottom_row_visible(window):
    """Item 10: at 1100×760 a one-line toast lay over the bottom row; it now sits over the status bar."""
    window.resize(1100, 760)
    window.toast.show_message("No hint: the solver knows no winning move from here")
    toast = window.toast.geometry()
    for code in ("7C", "TC", "3H", "4H", "3S", "KD", "7S"):
        assert not toast.intersects(_card_rect_in(window, code, window)), code


def test_the_verdict_panel_leaves_the_free_rows_visible(window, qtbot, monkeypatch):
    """Item 13: at 800×600 the "Can I still win?" answer covered rows 3–6 until closed; it now sits over the top
    rows, which stay covered longest."""
    from pyramid_qt.services import solver_bridge

    window.resize(800, 600)
    monkeypatch.setattr(solver_bridge, "verdict", lambda position, cancel, time_limit=0: Verdict.WINNABLE)
    with qtbot.waitSignal(window.runner.finished, timeout=10000):
        window.actions_.check.trigger()
    panel = window.check_panel
    assert panel.isVisible()
    covered = QRect(panel.mapTo(window, panel.rect().topLeft()), panel.size())
    for code in ("AS", "4D", "QS", "5H", "KH", "QC", "7C", "KD"):  # rows 3 to 7
        assert not covered.intersects(_card_rect_in(window, code, window)), code
