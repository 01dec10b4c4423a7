"""Difficulty: the casual-player playout measure, its thresholds and the shipped rating files."""

from __future__ import annotations

from pathlib import Path

import pytest

from pyramid_qt.engine.cards import Card
from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.difficulty import (
    PLAYOUTS,
    SHIPPED_FIELDS,
    Difficulty,
    DifficultyTable,
    deal_wins,
    difficulty_of,
    load_difficulty,
    playout_wins,
    table_path,
)
from pyramid_qt.solver.labels import load_labels
from pyramid_qt.solver.result import Verdict


def test_thresholds() -> None:
    assert difficulty_of(PLAYOUTS) is Difficulty.EASY
    assert difficulty_of(int(0.75 * PLAYOUTS)) is Difficulty.EASY
    assert difficulty_of(int(0.75 * PLAYOUTS) - 1) is Difficulty.MEDIUM
    assert difficulty_of(int(0.3 * PLAYOUTS)) is Difficulty.MEDIUM
    assert difficulty_of(int(0.3 * PLAYOUTS) - 1) is Difficulty.HARD
    assert difficulty_of(1) is Difficulty.HARD
    assert difficulty_of(0) is Difficulty.EXPERT


def _endgame(slots: dict[int, str], talon: tuple[str, ...] = ()) -> Position:
    start = Position.from_deal(DealCode(1).deal(), PRESETS["T"])
    pyramid: list[Card | None] = [None] * 28
    for slot, text in slots.items():
        pyramid[slot] = Card.parse(text)
    return start.replace(pyramid=tuple(pyramid), stock=tuple(Card.parse(t) for t in talon), waste=((),))


def test_a_position_every_casual_game_wins() -> None:
    assert playout_wins(_endgame({21: "KS", 22: "5H", 23: "8D"})) == PLAYOUTS


def test_a_position_no_casual_game_wins() -> None:
    assert playout_wins(_endgame({21: "5H", 22: "9D"}, talon=("3C", "TS"))) == 0


def test_choices_matter_and_the_count_is_reproducible() -> None:
    # The 5H may go with either 8; only with the 8C (which lies on the 5S) is the 5S freed for the 8D.
    position = _endgame({15: "5S", 21: "8C", 22: "5H", 23: "8D"})
    wins = playout_wins(position, seed=7)
    assert PLAYOUTS // 4 < wins < 3 * PLAYOUTS // 4
    assert playout_wins(position, seed=7) == wins


def test_table_round_trip(tmp_path: Path) -> None:
    table = DifficultyTable("N", 5, [3, None, 200, 0])
    again = DifficultyTable.from_bytes("N", table.to_bytes())
    assert [again.wins(n) for n in range(5, 9)] == [3, None, 200, 0]
    assert again.difficulty(6) is None and again.difficulty(7) is Difficulty.EASY
    assert again.deals(Difficulty.EXPERT) == [8]
    assert again.wins(4) is None and again.wins(9) is None


@pytest.mark.parametrize(
    "data", [b"", b"PYQTDIF1" + b"\0" * 8 + b"x", b"NOTADIFF" + bytes(8), b"PYQTDIF1\1\0\0\0\1\0\0\0\xf0"]
)
def test_damaged_file_is_no_table(tmp_path: Path, data: bytes) -> None:
    table_path("W1", tmp_path).write_bytes(data)
    assert load_difficulty("W1", tmp_path) is None


@pytest.mark.parametrize("field", SHIPPED_FIELDS)
def test_shipped_ratings_cover_exactly_the_winnable_deals(field: str) -> None:
    ratings = load_difficulty(field)
    labels = load_labels(field)
    assert ratings is not None and labels is not None
    assert (ratings.first, ratings.last) == (labels.first, labels.last)  # every deal of the table is covered
    for number in range(ratings.first, ratings.last + 1):
        assert (ratings.wins(number) is not None) == (labels.label(number) is Verdict.WINNABLE), number
    rated = [n for n in range(ratings.first, ratings.last + 1) if ratings.wins(n) is not None]
    for number in rated[:: max(1, len(rated) // 3)][:3]:
        assert deal_wins(number, PRESETS[field]) == ratings.wins(number)
    for level in Difficulty:
        assert ratings.deals(level), f"no {level.value} deal under {field}"
