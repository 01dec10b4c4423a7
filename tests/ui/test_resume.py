"""The game in progress survives closing the window: position, counters, undo history and time."""

from __future__ import annotations

import pytest

from pyramid_qt.engine import DealCode
from pyramid_qt.services.session import GameSession
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.main_window import MainWindow
from tests.helpers.window import click_stock


def _window(qtbot) -> MainWindow:
    w = MainWindow(speed=Speed.OFF, session=GameSession())
    qtbot.addWidget(w)
    w.resize(1000, 700)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_resume_after_closing_the_window(qtbot):
    first = _window(qtbot)
    first.flow.play_code(DealCode(77))
    click_stock(first)
    click_stock(first)
    first.flow.undo()
    click_stock(first)
    position, moves, undos = first.game.position, first.game.moves, first.game.undos
    history = first.game.played_moves
    first.close()

    second = _window(qtbot)
    second.flow.resume_or_deal()
    assert second.game.code == DealCode(77)
    assert second.game.position == position
    assert (second.game.moves, second.game.undos) == (moves, undos) == (3, 1)
    assert second.game.played_moves == history
    assert second.deal_bar.code.text() == DealCode(77).text
    second.flow.undo()  # the undo history came back too
    assert len(second.game.played_moves) == len(history) - 1


def test_new_game_replaces_the_save(qtbot):
    first = _window(qtbot)
    first.flow.play_code(DealCode(5))
    click_stock(first)
    first.flow.play_code(DealCode(6))
    first.close()
    second = _window(qtbot)
    second.flow.resume_or_deal()
    assert second.game.code == DealCode(6)
    assert second.game.moves == 0


def test_statistics_rows_follow_the_games(qtbot):
    w = _window(qtbot)
    w.flow.play_code(DealCode(9))
    w.flow.play_code(DealCode(10))  # skipped without a move: not a game
    click_stock(w)
    w.flow.play_code(DealCode(11))  # left after a move: abandoned
    click_stock(w)
    w.close()
    assert w.session is not None
    games = w.session.stats.games()
    assert [(g.code, g.result) for g in games] == [(DealCode(10).text, "abandoned"), (DealCode(11).text, "in_progress")]
    assert games[1].moves == 1


def test_full_disk_is_reported_and_play_goes_on(qtbot, monkeypatch, tmp_path):
    import errno

    from pyramid_qt.store.saved_game import SavedGameStore, WriteFailed

    def full(self, *args, **kwargs):
        raise WriteFailed("disk_full", tmp_path / "x", OSError(errno.ENOSPC, "No space left on device"))

    w = _window(qtbot)
    monkeypatch.setattr(SavedGameStore, "save", full)
    w.flow.play_code(DealCode(8))
    click_stock(w)
    assert w.toast.isVisible()
    assert w.toast.text() == "The game cannot be saved: the disk is full"
    w.toast.hide()
    click_stock(w)
    assert w.game.moves == 2  # still playable
    assert not w.toast.isVisible()  # told once, not after every move


def _write_old_save(store, game) -> None:
    """A save as 0.1.0 wrote it: the same file, the window's counters under "hints" and "checks"."""
    import json

    store.save(game, 42.0)
    document = json.loads(store.path.read_text(encoding="utf-8"))
    document["extra"] = {"hints": 2, "checks": 1, "label": "MIGHT_BE_DEAD_END"}
    store.path.write_text(json.dumps(document, indent=1), encoding="utf-8")


def test_a_save_in_the_old_format_resumes_with_its_counters_and_label(qtbot):
    """Saves written up to 0.1.0 kept "hints"/"checks": they come back as hints_used/checks_used and are
    written under the new keys at the next save."""
    import json

    from pyramid_qt.engine import DealLabel, Game
    from pyramid_qt.store.saved_game import GameExtras, SavedGameStore

    store = SavedGameStore()
    _write_old_save(store, Game.from_code(DealCode(77)))
    w = _window(qtbot)
    w.flow.resume_or_deal()
    assert w.flow.extras == GameExtras(hints_used=2, checks_used=1, label=DealLabel.MIGHT_BE_DEAD_END)
    assert w.deal_bar.deal_label.text() == "Might be a dead end"
    click_stock(w)  # a move: the game is saved
    extra = json.loads(store.path.read_text(encoding="utf-8"))["extra"]
    assert extra == {
        "hints_used": 2,
        "checks_used": 1,
        "rewinds_used": 0,
        "demo_moves": 0,
        "label": "MIGHT_BE_DEAD_END",
        "daily": None,
        "practice": None,
        "revealed": None,
    }


def _saved_game_in_progress(qtbot, number: int = 77) -> None:
    first = _window(qtbot)
    first.flow.play_code(DealCode(number))
    click_stock(first)
    first.close()


def _asked(monkeypatch, answer: bool) -> list[object]:
    """The "leave the game in progress?" box, answered ``answer``; returns what it was asked."""
    from pyramid_qt.ui.dialogs import confirm

    asked: list[object] = []

    def confirm_discard(kind, settings, parent, *, practice: bool = False) -> bool:
        asked.append(kind)
        return answer

    monkeypatch.setattr(confirm, "confirm_discard", confirm_discard)
    return asked


def test_a_code_named_at_start_up_keeps_the_saved_game_unless_the_player_agrees(qtbot, monkeypatch):
    """pyramid-qt CODE with a game in progress saved: the saved game comes back and the player is asked, as New
    game asks; a "no" keeps it."""
    from pyramid_qt.ui.ports import Discard

    _saved_game_in_progress(qtbot)
    asked = _asked(monkeypatch, False)
    second = _window(qtbot)
    second.flow.start_with(DealCode(5), None)
    qtbot.waitUntil(lambda: asked == [Discard.NEW_GAME])
    assert second.game.code == DealCode(77)
    assert second.game.moves == 1


def test_a_code_named_at_start_up_replaces_the_saved_game_once_the_player_agrees(qtbot, monkeypatch):
    _saved_game_in_progress(qtbot)
    asked = _asked(monkeypatch, True)
    second = _window(qtbot)
    second.flow.start_with(DealCode(5), None)
    qtbot.waitUntil(lambda: second.game.code == DealCode(5))
    assert len(asked) == 1 and second.game.moves == 0


def test_a_code_named_at_start_up_is_played_at_once_without_a_game_in_progress(qtbot, monkeypatch):
    asked = _asked(monkeypatch, False)
    first = _window(qtbot)
    first.flow.play_code(DealCode(77))  # saved, but no move played: nothing to lose
    first.close()
    second = _window(qtbot)
    second.flow.start_with(DealCode(5), None)
    assert second.game.code == DealCode(5)
    assert asked == []


@pytest.mark.parametrize(("practice", "asks"), [("position", True), ("review", False)])
def test_a_code_named_at_start_up_over_saved_practice(qtbot, monkeypatch, practice, asks):
    """A position being played comes back and the player is asked, in practice words, before a named deal replaces
    it; play on after the review of a finished game is left without a question (its result is recorded)."""
    from pyramid_qt.engine import DRAW, Game
    from pyramid_qt.engine.result import Practice
    from pyramid_qt.store.saved_game import GameExtras
    from pyramid_qt.ui.ports import Discard

    first = _window(qtbot)
    if practice == "position":
        first.flow.play_position(Game.from_code(DealCode(77)).position)
    else:
        first.flow.start_game(Game.from_code(DealCode(77)), GameExtras(practice=Practice.REVIEW))
    first.adapter.play(DRAW)
    first.close()
    asked = _asked(monkeypatch, False)
    second = _window(qtbot)
    second.flow.start_with(DealCode(5), None)
    if asks:
        qtbot.waitUntil(lambda: asked == [Discard.NEW_GAME])
        assert second.game.code is None and second.game.moves == 1
    else:
        assert second.game.code == DealCode(5) and asked == []
