"""Statistics stores filled with scripted games, for the statistics dialog tests and screenshots."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path

from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.rules import RuleSet
from pyramid_qt.store.stats import LOST, WON, StatsStore


@dataclass(frozen=True)
class Played:
    """One scripted finished game."""

    number: int
    rules: str
    result: str
    seconds: float = 0.0
    moves: int = 0
    removed: int = 0


class StepClock:
    """A clock that moves one minute on every reading, so games end in the order they are scripted."""

    def __init__(self) -> None:
        self.now = dt.datetime(2026, 11, 1, 9, 0, tzinfo=dt.timezone.utc)

    def __call__(self) -> dt.datetime:
        self.now += dt.timedelta(minutes=1)
        return self.now


def code_text(number: int, rules: str) -> str:
    return DealCode(number, RuleSet.from_field(rules)).text


def play_all(store: StatsStore, games: list[Played]) -> None:
    for game in games:
        game_id = store.start_game(code_text(game.number, game.rules))
        removed = 28 if game.result == WON else game.removed
        store.finish_game(
            game_id, game.result, active_seconds=game.seconds, moves=game.moves, pyramid_removed=removed, score=0
        )


def scripted_store(path: Path, games: list[Played]) -> StatsStore:
    store = StatsStore(path, clock=StepClock())
    play_all(store, games)
    return store


def many_games(count: int, rules: str = "N") -> list[Played]:
    """``count`` games over a dozen deals: mostly wins, some losses and abandons, varied times."""
    results = [WON, WON, LOST, WON, "abandoned", WON, LOST, WON]
    return [
        Played(
            number=1 + (index * 7) % 13,
            rules=rules,
            result=results[index % len(results)],
            seconds=95 + (index * 37) % 240,
            moves=40 + (index * 11) % 35,
            removed=(index * 5) % 27,
        )
        for index in range(count)
    ]
