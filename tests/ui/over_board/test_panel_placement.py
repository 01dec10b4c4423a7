"""Through the window, at every size from 640x480 and after a resize, in both languages: the "Can I still win?"
panel, the review panel and the end panels never move the board (docked in a strip, they made it shrink and shift
while shown), never cover the stock, its count, the waste, a card that can be played or a marked card, and are never
narrower than their widest button (Indonesian at 1100x760: "embali ke langkah yang masih bisa menar", cut at both
ends); where free felt holds them (a large window, the win's picture) they cover no card at all."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QPushButton

from pyramid_qt import i18n
from pyramid_qt.engine import DealCode, Move, Status
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.services.session import GameSession
from pyramid_qt.solver import solve
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow
from pyramid_qt.ui.over_board.overlay_panel import OverlayPanel

SIZES = [(800, 600), (640, 480), (1100, 760), (1024, 768), (1280, 720), (1920, 1080), (900, 1000)]
LARGE = (1920, 1080)
W8 = DealCode(8, PRESETS["W"])  # two moves of the solver's line, then 7C+6C loses it (tests/ui/test_assist.py)


def _window(qtbot, size: tuple[int, int]) -> MainWindow:
    w = MainWindow(speed=Speed.OFF, session=GameSession())
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    return w


def _card_rects(w: MainWindow) -> dict[str, QRect]:
    """Every card the board shows, and the stock's place, in the view's pixels (where the panels lie)."""
    rects = {
        item.code: _in_view(w, item.mapRectToScene(item.card_rect()))
        for item in w.scene.cards.values()
        if item.isVisible() and item.opacity() > 0
    }
    rects["stock"] = _in_view(w, w.scene.stock_pile.sceneBoundingRect())
    return rects


def _in_view(w: MainWindow, rect) -> QRect:
    return w.view.mapFromScene(rect).boundingRect()


def _in_view_always(w: MainWindow) -> dict[str, QRect]:
    """What a panel must never cover: the stock and its count, the waste, the cards that can be played (not shaded
    as covered, in a game still in play) and the marked ones."""
    scene, position = w.scene, w.game.position
    rects = {"stock": _in_view(w, scene.stock_pile.sceneBoundingRect())}
    caption = scene.stock_pile.caption_item
    rects["stock count"] = _in_view(w, caption.sceneBoundingRect())
    assert caption.text and not rects["stock count"].isEmpty()
    talon = set(position.stock) | {card for pile in position.waste for card in pile}
    for card, item in scene.cards.items():
        if not item.isVisible() or item.opacity() == 0 or scene.celebrated:
            continue
        marked = item.hint_mark or item.wrong_mark or item.selected_mark or item.partner_mark
        if (not item.dimmed and not w.game.is_over) or marked or card in talon:
            rects[item.code] = _in_view(w, item.mapRectToScene(item.card_rect()))
    return rects


def _cards_under(w: MainWindow, panel: OverlayPanel) -> list[str]:
    return [code for code, rect in _card_rects(w).items() if rect.intersects(panel.geometry())]


def _picture(w: MainWindow) -> tuple[float, dict[str, QRect]]:
    QApplication.processEvents()
    return w.scene.unit, _card_rects(w)


def _assert_in_place(w: MainWindow, panel: OverlayPanel) -> None:
    """Shown inside the board, every button whole, over nothing that must stay in view."""
    assert panel.isVisible()
    rect = panel.geometry()
    assert w.view.rect().contains(rect), (rect, w.view.rect())
    covered = {name: r for name, r in _in_view_always(w).items() if r.intersects(rect)}
    assert not covered, (w.size(), rect, covered)
    for button in panel.findChildren(QPushButton):
        if button.isVisible():
            assert button.width() >= button.sizeHint().width(), (button.text(), button.width())
            assert panel.rect().contains(QRect(button.mapTo(panel, QPoint(0, 0)), button.size())), button.text()
    assert panel.height() >= panel.sizeHint().height() or panel.height() >= panel.heightForWidth(panel.width())


def _check(qtbot, w: MainWindow) -> OverlayPanel:
    w.flow.play_code(DealCode(5, PRESETS["N"]))
    w.adapter.play(w.game.legal_moves()[0])
    with qtbot.waitSignal(w.runner.finished, timeout=60_000):
        w.actions_.check.trigger()
    return w.check_panel


def _review(qtbot, w: MainWindow) -> OverlayPanel:
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
    return w.check_panel


def _win(qtbot, w: MainWindow) -> OverlayPanel:
    w.flow.play_code(DealCode(1, PRESETS["W"]))
    for move in solve(w.game.position).solution:
        w.adapter.play(move)
    assert w.game.status is Status.WON
    return w.end_panel


def _loss(qtbot, w: MainWindow) -> OverlayPanel:
    w.flow.play_code(DealCode(3, PRESETS["T"]))
    while not w.game.is_over:
        w.adapter.play(w.game.legal_moves()[0])
    assert w.game.status is Status.LOST
    return w.end_panel


SCENES = {"check": _check, "review": _review, "win": _win, "loss": _loss}


@pytest.mark.parametrize("language", ["en", "id"])
@pytest.mark.parametrize("scene", list(SCENES))
def test_a_panel_never_moves_the_board_nor_hides_what_must_stay_in_view(qtbot, restore_language, scene, language):
    i18n.install_language(language)
    w = _window(qtbot, SIZES[0])
    panel = SCENES[scene](qtbot, w)
    shown = {}
    for size in SIZES:
        w.resize(*size)
        qtbot.waitUntil(lambda size=size: (w.width(), w.height()) == size)
        _assert_in_place(w, panel)
        shown[size] = _picture(w)
        if size == LARGE:
            assert not _cards_under(w, panel)  # free felt enough for any panel
    panel.hide()
    for size in SIZES:
        w.resize(*size)
        qtbot.waitUntil(lambda size=size: (w.width(), w.height()) == size)
        assert _picture(w) == shown[size], size  # the same board, panel or no panel


def test_the_check_shows_no_move_of_the_board(qtbot):
    """From the question to the answer (its progress first), the cards stay where they were."""
    w = _window(qtbot, SIZES[0])
    w.flow.play_code(DealCode(5, PRESETS["N"]))
    w.adapter.play(w.game.legal_moves()[0])
    before = _picture(w)
    _check(qtbot, w)  # the first move of deal 5 is played again: the same position
    assert w.check_panel.isVisible()
    assert _picture(w) == before


@pytest.mark.parametrize("size", [SIZES[0], SIZES[2]])
def test_the_lost_verdicts_buttons_are_whole_in_indonesian(qtbot, restore_language, size):
    """Proven unwinnable, with its four buttons: "Kembali ke langkah yang masih bisa menang" is the widest."""
    i18n.install_language("id")
    w = _window(qtbot, size)
    w.flow.play_code(W8)
    for move in solve(w.game.position).solution[:2]:
        w.adapter.play(move)
    w.adapter.play(Move.parse("7C+6C"))  # loses deal 8 from here (tests/ui/test_assist.py)
    with qtbot.waitSignal(w.questions.verdict, timeout=60_000):
        w.actions_.check.trigger()
    panel = w.check_panel
    QApplication.processEvents()  # the panel measures its new buttons again once laid out
    texts = [button.text() for button in panel.findChildren(QPushButton) if button.isVisible()]
    assert "Kembali ke langkah yang masih bisa menang" in texts, texts
    _assert_in_place(w, panel)


def test_the_win_picture_shows_every_removed_card_clear_of_the_panel(qtbot):
    w = _window(qtbot, SIZES[0])
    panel = _win(qtbot, w)
    on_table = set(w.game.position.cards_on_table())
    shown = {code for code in _card_rects(w) if code != "stock"}
    assert shown == {item.code for card, item in w.scene.cards.items()}  # every card: removed ones in the picture
    assert all(w.scene.cards[card].rotation() == 0 for card in w.scene.cards if card not in on_table)
    _assert_in_place(w, panel)
    assert not _cards_under(w, panel)


def test_the_win_animation_flies_the_cards_into_the_picture(qtbot):
    """The win's animation at the player's speed: the cards rise from the middle of the pyramid and
    spin on their way; snapped to its end it is the same picture as with animations off."""
    w = _window(qtbot, SIZES[3])
    w.flow.play_code(DealCode(1, PRESETS["W"]))
    line = solve(w.game.position).solution
    for move in line[:-1]:
        w.adapter.play(move)
    w.scene.speed = Speed.NORMAL
    w.adapter.play(line[-1])
    assert w.game.status is Status.WON and w.end_panel.isVisible()
    places = w.scene.celebration_places()
    flying = [w.scene.cards[card] for card in places]
    assert len(flying) >= 40 and all(item.is_animating() for item in flying)
    first = flying[0]
    qtbot.waitUntil(lambda: 20 < first.rotation() < 340, timeout=5_000)  # in flight, turning
    end = w.scene.to_scene(*places[first.card])
    assert first.pos() != end
    w.scene.finish_animations()
    for card, (x, y) in places.items():
        item = w.scene.cards[card]
        assert item.pos() == w.scene.to_scene(x, y) and item.rotation() == 0 and item.opacity() == 1.0
    _assert_in_place(w, w.end_panel)


def test_no_win_animation_with_animations_off(qtbot):
    w = _window(qtbot, SIZES[0])
    _win(qtbot, w)
    assert not w.scene.is_animating()


def test_a_panel_closed_before_the_window_shows_leaves_the_board_whole(qtbot):
    """Found on a real X server at 800×600: a game left won, then ``pyramid-qt PY1-T-AAAAAAB``: the saved game's end
    panel popped up before the window showed and was hidden by the new deal; the placing it had put off, run after
    that, must change nothing of the new deal's board."""
    fresh = _window(qtbot, SIZES[0])
    unit = fresh.scene.unit
    w = MainWindow(speed=Speed.OFF, session=GameSession())  # as at start-up: dealt before it is shown
    qtbot.addWidget(w)
    w.resize(*SIZES[0])
    panel = _win(qtbot, w)  # the saved game, won: its end panel pops up
    w.flow.play_code(DealCode(2, PRESETS["T"]))  # the deal named on the command line
    assert not panel.isVisibleTo(w)
    QApplication.processEvents()  # what the panel put off until the event loop runs (app.exec)
    w.show()
    qtbot.waitExposed(w)
    assert w.scene.unit == unit and not panel.isVisible()
