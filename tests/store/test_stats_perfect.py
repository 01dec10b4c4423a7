"""Perfect games: games won in no more moves than the deal's par, counted per rule set, from the
par kept beside the games (so a par proven after the game still counts it), in a new file and in an upgraded one."""

from __future__ import annotations

import datetime as dt
import sqlite3
from pathlib import Path

from pyramid_qt.engine.result import Mode
from pyramid_qt.store.stats import LOST, WON, StatsStore
from pyramid_qt.store.stats_schema import MIGRATIONS

N1 = "PY1-N-AAAAAAB"
N2 = "PY1-N-AAAAAAC"
W1 = "PY1-W-AAAAAAB"


class Clock:
    def __init__(self) -> None:
        self.now = dt.datetime(2026, 1, 1, 12, 0, tzinfo=dt.timezone.utc)

    def __call__(self) -> dt.datetime:
        self.now += dt.timedelta(minutes=1)
        return self.now


def _finish(store: StatsStore, code: str, result: str, moves: int, mode: Mode = Mode.OWN) -> None:
    assert store.finish_game(store.start_game(code), result, mode, moves=moves)


def test_won_at_par_counts_per_rule_set(tmp_path: Path) -> None:
    with StatsStore(tmp_path / "statistics.sqlite3", clock=Clock()) as store:
        store.set_par(N1, 40)
        store.set_par(W1, 43)
        _finish(store, N1, WON, 40)  # at par: perfect
        _finish(store, N1, WON, 41)  # one move more
        _finish(store, N1, WON, 40, Mode.ASSISTED)  # won with help: never perfect
        _finish(store, N1, LOST, 12)
        _finish(store, N2, WON, 35)  # par not known (yet)
        _finish(store, W1, WON, 43)
        assert store.summary("N").perfect == 1
        assert store.summary("W").perfect == 1
        store.set_par(N2, 35)  # proven after the game: the game counts from now on
        assert store.summary("N").perfect == 2
        assert store.summary("T").perfect == 0


def test_an_older_file_counts_its_perfect_games_once_upgraded(tmp_path: Path) -> None:
    """A version 1 file (before the par table existed) is upgraded; its wins count once their par is known."""
    path = tmp_path / "statistics.sqlite3"
    old = sqlite3.connect(path, isolation_level=None)
    for statement in MIGRATIONS[0]:
        old.execute(statement)
    old.execute("PRAGMA user_version = 1")
    for moves in (43, 50):
        old.execute(
            "INSERT INTO games (code, rules, deal_number, started_at, updated_at, ended_at, moves, result)"
            " VALUES (?, 'W', 1, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', '2026-01-01T00:01:00Z', ?, 'won')",
            (W1, moves),
        )
    old.close()
    with StatsStore(path, clock=Clock()) as store:
        assert store.summary("W").perfect == 0
        store.set_par(W1, 43)
        summary = store.summary("W")
        assert (summary.won, summary.perfect) == (2, 1)
