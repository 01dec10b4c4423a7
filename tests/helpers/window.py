"""Clicking real card items through the view's viewport, as a player would."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from pyramid_qt.engine import Card
from pyramid_qt.ui.main_window import MainWindow


def card_point(window: MainWindow, code: str) -> QPoint:
    """A point on the visible top strip of the card (pyramid cards are half covered by the row below)."""
    item = window.scene.cards[Card.parse(code)]
    rect = item.card_rect()
    local = QPointF(rect.center().x(), rect.top() + rect.height() * 0.15)
    return window.view.mapFromScene(item.mapToScene(local))


def click_card(window: MainWindow, code: str) -> None:
    QTest.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, card_point(window, code)
    )


def click_stock(window: MainWindow) -> None:
    centre = window.scene.stock_pile.sceneBoundingRect().center()
    QTest.mouseClick(
        window.view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        window.view.mapFromScene(centre),
    )


def picture(window: MainWindow) -> dict[str, tuple[bool, float, float, bool]]:
    """What the board shows: per card, visible, position and face."""
    return {
        card.code: (item.isVisible(), round(item.pos().x(), 1), round(item.pos().y(), 1), item.face_up)
        for card, item in window.scene.cards.items()
    }


def position_problem(window: MainWindow) -> str:
    """The text of the window's message about a position it refused (the box must be showing); the box is closed."""
    box = window.findChild(QMessageBox, "positionProblem")
    assert box is not None and box.isVisible()
    text = box.text()
    box.close()
    return text
