"""The session records how a game was played (a win with the demo's moves is a win with help, a position is
practice), and a daily deal with its date."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.game import Game
from pyramid_qt.engine.result import Practice
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.services.session import GameSession
from pyramid_qt.solver import solve
from pyramid_qt.store.saved_game import GameExtras


@pytest.fixture
def session(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> GameSession:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    return GameSession()


def _won_game(session: GameSession, extra: GameExtras) -> Game:
    game = Game.from_code(DealCode(1, PRESETS["W"]))
    session.begin(game, extra)
    for move in solve(game.position).solution:
        game.play(move)
        session.save(game, 1.0, extra)
    session.ended(game, 1.0, extra)
    return game


@pytest.mark.parametrize(
    ("extra", "mode"),
    [
        (GameExtras(), "own"),
        (GameExtras(demo_moves=5), "assisted"),
        (GameExtras(hints_used=1), "assisted"),
        (GameExtras(practice=Practice.POSITION), "practice"),
    ],
)
def test_a_win_is_recorded_with_how_it_was_played(session: GameSession, extra: GameExtras, mode: str) -> None:
    _won_game(session, extra)
    assert session.stats_id is not None
    record = session.stats.game(session.stats_id)
    assert record is not None and (record.result, record.mode) == ("won", mode)
    assert record.demo_moves == extra.demo_moves and record.hints_used == extra.hints_used
    assert record.daily is None


@pytest.mark.parametrize("why", [Practice.REVIEW, Practice.AFTER_WIN])
def test_play_after_a_recorded_end_is_not_recorded(session: GameSession, why: Practice) -> None:
    _won_game(session, GameExtras(practice=why))
    assert session.stats_id is None and session.stats.games() == []


def test_a_daily_deal_keeps_its_date(session: GameSession) -> None:
    _won_game(session, GameExtras(daily=date(2026, 3, 1)))
    record = session.stats.game(session.stats_id)
    assert record is not None and record.daily == "2026-03-01"


def test_a_bad_daily_value_is_an_ordinary_game(session: GameSession) -> None:
    _won_game(session, GameExtras.from_json({"daily": "yesterday"}))
    record = session.stats.game(session.stats_id)
    assert record is not None and record.daily is None and record.result == "won"
