"""Records and scores in the statistics: only wins on their own count, per deal and per rule set; a new record is a
better win than the others (a first win beats nothing); scores per scoring system, one counting down; the export."""

from __future__ import annotations

import csv
import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest

from pyramid_qt.engine.result import Mode, NewRecord, RecordKind, Records, Scope
from pyramid_qt.store.stats import LOST, WON, StatsStore

N18, N19 = "PY1-N-AAAAAAS", "PY1-N-AAAAAAT"


class Clock:
    def __init__(self) -> None:
        self.now = dt.datetime(2026, 1, 1, 12, 0, tzinfo=dt.timezone.utc)

    def __call__(self) -> dt.datetime:
        self.now += dt.timedelta(minutes=1)
        return self.now


@pytest.fixture
def store(tmp_path: Path) -> Iterator[StatsStore]:
    with StatsStore(tmp_path / "statistics.sqlite3", clock=Clock()) as opened:
        yield opened


def win(store: StatsStore, code: str, moves: int, seconds: float, mode: Mode = Mode.OWN, **scores: int) -> int:
    game_id = store.start_game(code)
    store.set_scores(game_id, scores)
    assert store.finish_game(game_id, WON, mode, moves=moves, active_seconds=seconds)
    return game_id


def test_records_are_wins_on_their_own(store: StatsStore) -> None:
    assert store.deal_records(N18) == Records() and Records().empty
    win(store, N18, 50, 120.0, pyramide=280, cards_left=3)
    win(store, N18, 30, 60.0, Mode.ASSISTED, pyramide=290, cards_left=0)  # with help: no record
    win(store, N18, 20, 30.0, Mode.PRACTICE, pyramide=300)  # practice: no record
    lost = store.start_game(N18)
    store.finish_game(lost, LOST, moves=10, active_seconds=5.0)
    win(store, N19, 45, 200.0, pyramide=270, cards_left=1)
    deal = store.deal_records(N18, counting_down={"cards_left"})
    assert (deal.moves, deal.seconds, dict(deal.scores)) == (50, 120.0, {"pyramide": 280, "cards_left": 3})
    rules = store.rules_records("N", counting_down={"cards_left"})
    assert (rules.moves, rules.seconds, dict(rules.scores)) == (45, 120.0, {"pyramide": 280, "cards_left": 1})


def test_a_new_record_beats_the_others(store: StatsStore) -> None:
    first = win(store, N18, 50, 120.0, pyramide=280, cards_left=3)
    assert store.new_records(first) == []  # nothing to beat
    slower = win(store, N18, 48, 130.0, pyramide=280, cards_left=3)
    assert store.new_records(slower, counting_down={"cards_left"}) == [
        NewRecord(Scope.DEAL, RecordKind.MOVES, 48, 50),
        NewRecord(Scope.RULES, RecordKind.MOVES, 48, 50),
    ]
    better = win(store, N18, 48, 100.0, pyramide=290, cards_left=2)
    beaten = store.new_records(better, counting_down={"cards_left"})
    assert NewRecord(Scope.DEAL, RecordKind.TIME, 100.0, 120.0) in beaten
    assert NewRecord(Scope.DEAL, RecordKind.SCORE, 290, 280, "pyramide") in beaten
    assert NewRecord(Scope.DEAL, RecordKind.SCORE, 2, 3, "cards_left") in beaten
    assert not any(record.kind is RecordKind.MOVES for record in beaten)  # 48 again: a tie beats nothing
    helped = win(store, N18, 10, 10.0, Mode.ASSISTED)
    assert store.new_records(helped) == []


def test_reset_takes_the_scores_with_the_games_and_the_export_has_them(store: StatsStore, tmp_path: Path) -> None:
    kept = win(store, N18, 50, 120.0, pyramide=280)
    w_game = store.start_game("PY1-W-AAAAAAB")
    store.set_scores(w_game, {"microsoft": 1290})
    store.finish_game(w_game, WON, moves=43, active_seconds=90.0)
    target = tmp_path / "games.csv"
    store.export_csv(target)
    with target.open(newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert [(row["mode"], row["score:microsoft"], row["score:pyramide"]) for row in rows] == [
        ("own", "", "280"),
        ("own", "1290", ""),
    ]
    store.reset("W")
    assert store.all_scores() == {kept: {"pyramide": 280}}
