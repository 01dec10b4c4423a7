"""Through the window: a toast covers no card on the table (the pyramid, the stock, the waste) at any window size and
in both languages (at 800x600 a three-line Indonesian hint could lie over the very King it hints, and "Position saved
to …" over the bottom row with the file's name broken at a hyphen).  Where no free felt
is big enough the text takes the status line (a screen reader hears it the same), and the status line's message
comes back after."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QTextLayout
from PySide6.QtWidgets import QApplication, QLabel

from pyramid_qt import i18n
from pyramid_qt.engine import DealCode
from pyramid_qt.engine.moves import DRAW
from pyramid_qt.services.session import GameSession
from pyramid_qt.solver.result import Hint, HintKind
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow
from pyramid_qt.ui.over_board.toast import unbroken_hyphens
from pyramid_qt.ui.texts import assist as assist_texts
from pyramid_qt.ui.texts import positions as position_texts

SIZES = [(800, 600), (1100, 760), (1920, 1080), (1024, 600)]
LOST = DealCode.parse("PY1-T-AAAAAAB")  # the QA pass's deal: lost once the stock is drawn through


def _window(qtbot, size: tuple[int, int], language: str) -> MainWindow:
    i18n.install_language(language)
    w = MainWindow(speed=Speed.OFF, session=GameSession())
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    w.flow.play_code(LOST)
    QApplication.processEvents()
    return w


def _messages() -> dict[str, str]:
    """The long texts of the QA pass, in the language installed: the lost game's hint, the saved file's name."""
    return {
        "hint": assist_texts.hint_text(Hint(DRAW, HintKind.BEST_COUNT, 4)) or "",
        "saved": position_texts.saved_text("/home/pemain/Dokumen/posisi-piramida/PY1-T-AAAAAAB-0.txt"),
    }


def _cards_in_window(w: MainWindow) -> dict[str, QRect]:
    """Every card item shown on the board and the stock's place, in the window's pixels."""
    at = w.view.mapTo(w, QPoint(0, 0))
    rects = {
        item.code: w.view.mapFromScene(item.mapRectToScene(item.card_rect())).boundingRect()
        for item in w.scene.cards.values()
        if item.isVisible() and item.opacity() > 0
    }
    rects["stock"] = w.view.mapFromScene(w.scene.stock_pile.sceneBoundingRect()).boundingRect()
    return {code: rect.translated(at) for code, rect in rects.items()}


def _toast_rect(w: MainWindow) -> QRect:
    return QRect(w.toast.mapTo(w, QPoint(0, 0)), w.toast.size())


@pytest.mark.parametrize("language", ["id", "en"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("kind", ["hint", "saved"])
def test_a_toast_covers_no_card(qtbot, restore_language, language, size, kind):
    w = _window(qtbot, size, language)
    text = _messages()[kind]
    said: list[str] = []
    w.toast.shown.connect(said.append)
    w.panels.show_toast(text)
    QApplication.processEvents()
    assert said == [text]  # what the announcer says, wherever the text is shown
    assert w.toast.message() == text
    assert w.toast.text() == text  # as given, the word joiners only in what it draws
    if w.toast.isVisible():
        toast = _toast_rect(w)
        covered = {code: card for code, card in _cards_in_window(w).items() if card.intersects(toast)}
        assert not covered, (size, toast, covered)
        assert not toast.intersects(QRect(w.counters.mapTo(w, QPoint(0, 0)), w.counters.size()))
        assert w.rect().contains(toast)
        assert w.toast.height() >= w.toast.heightForWidth(w.toast.width())  # no line of it cut
    else:
        assert w.statusBar().currentMessage() == text
    if size == (1920, 1080):
        assert w.toast.isVisible()  # a large window has room for it


def test_a_long_hint_at_800x600_takes_the_status_line_and_gives_it_back(qtbot, restore_language):
    w = _window(qtbot, (800, 600), "id")
    w.statusBar().showMessage("before")
    w.panels.show_toast(_messages()["hint"])
    QApplication.processEvents()
    assert not w.toast.isVisible()
    assert w.statusBar().currentMessage() == _messages()["hint"]
    w.toast.hide_passing()
    assert w.statusBar().currentMessage() == "before"


@pytest.mark.parametrize("language", ["id", "en"])
def test_a_file_name_is_not_broken_at_its_hyphens(qtbot, restore_language, language):
    w = _window(qtbot, (800, 600), language)
    text = _messages()["saved"]
    w.panels.show_toast(text)
    QApplication.processEvents()
    assert w.toast.isVisible()
    drawn = QLabel.text(w.toast)  # the text the label lays out (toast.text() is the message as given)
    layout = QTextLayout(drawn, w.toast.font())
    layout.beginLayout()
    ends = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(w.toast.contentsRect().width())
        ends.append(drawn[line.textStart() : line.textStart() + line.textLength()].rstrip())
    layout.endLayout()
    assert len(ends) >= 2, ends  # it wraps at this width: where matters
    assert not any(end.rstrip("\u2060").endswith("-") for end in ends), ends
    assert unbroken_hyphens("PY1-N-A") != "PY1-N-A" and unbroken_hyphens("a - b") == "a - b"
