"""Through the window: the frames of "Where did it go wrong?" stand out with "Highlight playable pairs" on (the pairs'
bright band would drown them)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter

from pyramid_qt.engine import DealCode, Move
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.services.session import GameSession
from pyramid_qt.solver import solve
from pyramid_qt.ui.board.card_item import HINT_COLOR, PAIR_COLOR, WRONG_COLOR, CardItem
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow
from tests.helpers.contrast import pixels_near

W8 = DealCode(8, PRESETS["W"])  # after two moves of the solver's line, 7C+6C loses it (tests/ui/test_assist.py)


def _reviewed_window(qtbot) -> MainWindow:
    w = MainWindow(speed=Speed.OFF, session=GameSession())
    qtbot.addWidget(w)
    w.resize(800, 600)
    w.show()
    qtbot.waitExposed(w)
    w.actions_.highlight_pairs.setChecked(True)
    w.flow.play_code(W8)
    for move in solve(w.game.position).solution[:2]:
        w.adapter.play(move)
    w.adapter.play(Move.parse("7C+6C"))
    for _ in range(3):
        moves = w.game.legal_moves()
        if moves:
            w.adapter.play(moves[0])
    with qtbot.waitSignal(w.assist.runner.finished, timeout=60_000):
        w.actions_.review.trigger()
    return w


def _rendered(w: MainWindow, item: CardItem) -> QImage:
    """The card and the felt around it, as painted (the cards that lie over it included)."""
    rect = item.sceneBoundingRect().toAlignedRect()
    image = QImage(rect.size(), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    w.scene.render(painter, image.rect().toRectF(), rect.toRectF())
    painter.end()
    return image


def test_review_frames_outshine_the_pairs_band(qtbot):
    w = _reviewed_window(qtbot)
    controller = w.controller
    assert controller.highlight_pairs and controller.wrong and controller.hint
    # The pairs highlight is on meanwhile, and the wrong move's cards (7C+6C) are a playable pair too; the hint's
    # cards may be (a shortest line from there may also start with a draw: par names one of them).
    both = {card for card in controller.wrong | controller.hint if w.scene.cards[card].pair_mark}
    assert controller.wrong <= both
    for card in both:
        item = w.scene.cards[card]
        colour = WRONG_COLOR if card in controller.wrong else HINT_COLOR
        image = _rendered(w, item)
        perimeter = 2 * (item.card_rect().width() + item.card_rect().height())
        mark = pixels_near(image, colour)
        lime = pixels_near(image, PAIR_COLOR)
        assert mark >= 3 * perimeter, (card, mark, perimeter)  # a frame at least three pixels wide all round
        assert lime < perimeter / 4, (card, lime)  # no pairs' band drawn over the frame's place
