"""The toolbar's buttons stay where they are when Draw reads "Another round" (seen on a real X server at 800×600:
at each recycle the Hint and "Can I still win?" buttons jumped right by the width of a word, under the pointer)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from pyramid_qt import i18n
from pyramid_qt.engine import DealCode
from pyramid_qt.services.session import GameSession
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow


@pytest.mark.parametrize("size", [(800, 600), (1100, 760)])
@pytest.mark.parametrize("language", ["en", "id"])
def test_the_buttons_after_draw_stay_put_when_it_reads_another_round(qtbot, restore_language, language, size):
    assert i18n.install_language(language) == language
    w = MainWindow(speed=Speed.OFF, session=GameSession())
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    w.flow.play_code(DealCode(1))
    bar, actions = w.actions_.toolbar, w.actions_
    QApplication.processEvents()

    def places() -> list[int]:
        return [bar.widgetForAction(action).geometry().left() for action in (actions.hint, actions.check)]

    before, draw_text = places(), actions.draw.text()
    while w.game.position.stock:
        w.controller.draw_or_recycle()
    QApplication.processEvents()
    assert actions.draw.text() != draw_text  # "Another round" / "Putaran lagi"
    assert places() == before
