"""The session records a game finished by "Show me how" as assisted, and a daily deal with its date."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.game import Game
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


@pytest.mark.parametrize(("extra", "result"), [(GameExtras(), "won"), (GameExtras(assisted=True), "assisted")])
def test_a_demo_win_is_recorded_as_assisted(session: GameSession, extra: GameExtras, result: str) -> None:
    _won_game(session, extra)
    assert session.stats_id is not None
    record = session.stats.game(session.stats_id)
    assert record is not None and record.result == result
    assert record.daily is None


def test_a_daily_deal_keeps_its_date(session: GameSession) -> None:
    _won_game(session, GameExtras(daily=date(2026, 3, 1)))
    record = session.stats.game(session.stats_id)
    assert record is not None and record.daily == "2026-03-01"


def test_a_bad_daily_value_is_an_ordinary_game(session: GameSession) -> None:
    _won_game(session, GameExtras.from_json({"daily": "yesterday"}))
    record = session.stats.game(session.stats_id)
    assert record is not None and record.daily is None and record.result == "won"
