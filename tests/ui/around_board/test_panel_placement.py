"""Through the window: the "Can I still win?" panel, the review panel and the end panels cover no
card on the table (nor the win's picture, nor the stock the player taps), at every window size and after a resize;
a panel that fits on no free felt is docked in a strip the board leaves free, and the strip goes back when it
closes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMargins, QRect
from PySide6.QtWidgets import QApplication

from pyramid_qt.engine import DealCode, Move, Status
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.services.session import GameSession
from pyramid_qt.solver import solve
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow
from pyramid_qt.ui.overlay_panel import OverlayPanel

SIZES = [(800, 600), (1024, 768), (1280, 720), (1920, 1080), (900, 1000)]
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
        item.code: w.view.mapFromScene(item.mapRectToScene(item.card_rect())).boundingRect()
        for item in w.scene.cards.values()
        if item.isVisible() and item.opacity() > 0
    }
    rects["stock"] = w.view.mapFromScene(w.scene.stock_pile.sceneBoundingRect()).boundingRect()
    return rects


def _assert_covers_nothing(w: MainWindow, panel: OverlayPanel) -> None:
    assert panel.isVisible()
    rect = panel.geometry()
    assert w.view.rect().contains(rect), (rect, w.view.rect())
    covered = {code: card for code, card in _card_rects(w).items() if card.intersects(rect)}
    assert not covered, (w.size(), rect, covered)


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


@pytest.mark.parametrize("scene", list(SCENES))
def test_a_panel_covers_no_card_at_any_size(qtbot, scene):
    w = _window(qtbot, SIZES[0])
    panel = SCENES[scene](qtbot, w)
    for size in SIZES:
        w.resize(*size)
        qtbot.waitUntil(lambda size=size: (w.width(), w.height()) == size)
        _assert_covers_nothing(w, panel)


@pytest.mark.parametrize("size", [SIZES[0], SIZES[3]])
def test_the_review_covers_no_card_in_indonesian(qtbot, restore_language, size):
    from pyramid_qt import i18n

    i18n.install_language("id")
    w = _window(qtbot, size)
    panel = _review(qtbot, w)
    assert panel.title.text() == "Di mana salahnya?"
    _assert_covers_nothing(w, panel)


def test_the_win_picture_shows_every_removed_card_clear_of_the_panel(qtbot):
    w = _window(qtbot, SIZES[0])
    panel = _win(qtbot, w)
    on_table = set(w.game.position.cards_on_table())
    shown = {code for code in _card_rects(w) if code != "stock"}
    assert shown == {item.code for card, item in w.scene.cards.items()}  # every card: removed ones in the picture
    assert all(w.scene.cards[card].rotation() == 0 for card in w.scene.cards if card not in on_table)
    _assert_covers_nothing(w, panel)


def test_a_docked_panel_gives_its_strip_back(qtbot):
    w = _window(qtbot, SIZES[0])
    unit = w.scene.unit
    panel = _check(qtbot, w)
    assert panel.placement is not None and panel.placement.docked is not None  # no free felt at 800x600
    assert w.scene.reserved != QMargins() and w.scene.unit < unit
    panel.hide()
    assert w.scene.reserved == QMargins() and w.scene.unit == unit


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
    _assert_covers_nothing(w, w.end_panel)


def test_no_win_animation_with_animations_off(qtbot):
    w = _window(qtbot, SIZES[0])
    _win(qtbot, w)
    assert not w.scene.is_animating()


def test_a_panel_closed_before_the_window_shows_gives_its_strip_back(qtbot):
    """Found on a real X server at 800×600: a game left won (its end panel docked in a strip), then
    ``pyramid-qt PY1-T-AAAAAAB``: the saved game's end panel popped up before the window showed and was hidden by the
    new deal, but the placing it had put off ran after that and reserved the strip again, so the new deal was laid out
    small in the corner, beside an empty strip."""
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
    assert w.scene.reserved == QMargins() and w.scene.unit == unit
