"""The saved game's extras: typed, written under the documented keys, old saves' keys read, bad values defaulted."""

from __future__ import annotations

import copy
import datetime as dt
import pickle

import pytest

from pyramid_qt.engine import DealLabel
from pyramid_qt.engine.result import Aids, Mode, Practice
from pyramid_qt.solver.result import Verdict
from pyramid_qt.store.saved_game import GameExtras


def test_written_under_the_documented_keys_and_read_back():
    extras = GameExtras(hints_used=2, checks_used=1, label=DealLabel.VERIFIED_WINNABLE)
    assert extras.to_json() == {
        "hints_used": 2,
        "checks_used": 1,
        "rewinds_used": 0,
        "demo_moves": 0,
        "label": "VERIFIED_WINNABLE",
        "daily": None,
        "practice": None,
        "revealed": None,
    }
    assert GameExtras.from_json(extras.to_json()) == extras


def test_an_old_save_keys_are_read():
    """Up to 0.1.0 the window saved "hints" and "checks" (the file's documentation said hints_used)."""
    old = {"hints": 3, "checks": 4, "label": "MIGHT_BE_DEAD_END"}
    assert GameExtras.from_json(old) == GameExtras(3, 4, DealLabel.MIGHT_BE_DEAD_END)


@pytest.mark.parametrize(
    "raw",
    [
        {"hints_used": -1, "checks_used": "2", "label": "WINNABLE"},
        {"hints_used": True, "checks_used": 1.5, "label": 7},
        {"hints_used": None, "checks_used": [], "label": None, "assisted": 1, "daily": "yesterday"},
        {"daily": 20261130, "assisted": "yes"},
        {"reviewed": "no"},
        {"practice": "lesson"},
        {"rewinds_used": -2, "demo_moves": "many"},
        {"revealed": "maybe"},
        {"revealed": 1},
        {},
    ],
)
def test_bad_values_read_as_defaults_and_are_named(raw):
    repaired: list[str] = []
    assert GameExtras.from_json(raw, repaired) == GameExtras()
    assert sorted(repaired) == sorted(key for key, value in raw.items() if (key, value) != ("label", None))


def test_not_a_mapping_reads_as_defaults():
    repaired: list[str] = []
    assert GameExtras.from_json([1, 2], repaired) == GameExtras()
    assert repaired == ["extra"]


def test_help_daily_and_practice():
    extras = GameExtras(hints_used=1, demo_moves=7, rewinds_used=2, daily=dt.date(2026, 11, 30))
    extras.make_practice(Practice.REVIEW)
    extras.make_practice(Practice.AFTER_WIN)  # practice keeps its first reason
    assert extras.to_json()["daily"] == "2026-11-30" and extras.to_json()["practice"] == "review"
    assert GameExtras.from_json(extras.to_json()) == extras
    assert extras.how.mode is Mode.PRACTICE and extras.how.aids == Aids(1, 0, 2, 7)


def test_saves_from_before_the_result_model_keep_what_they_said():
    """ "assisted" (the demo played moves, how many was not kept) and "reviewed" (play after the review of its end)."""
    old = GameExtras.from_json({"hints_used": 0, "assisted": True, "reviewed": True})
    assert old.how.aids.demo_moves == 1 and old.practice is Practice.REVIEW
    assert GameExtras.from_json({"assisted": False, "reviewed": False}) == GameExtras()


def test_the_verdict_proven_of_the_deal():
    """What the solver proved of the deal is kept, so the deal chip still says it after a restart."""
    extras = GameExtras(revealed=Verdict.UNWINNABLE)
    assert extras.to_json()["revealed"] == "unwinnable"
    assert GameExtras.from_json(extras.to_json()) == extras
    assert GameExtras.from_json({"revealed": None}).revealed is None


def test_extras_are_a_mutable_value_equal_by_their_fields() -> None:
    extras = GameExtras(2, 1, DealLabel.VERIFIED_WINNABLE, dt.date(2026, 1, 2), Verdict.WINNABLE, 3, 4, Practice.REVIEW)
    same = GameExtras(
        hints_used=2,
        checks_used=1,
        label=DealLabel.VERIFIED_WINNABLE,
        daily=dt.date(2026, 1, 2),
        revealed=Verdict.WINNABLE,
        rewinds_used=3,
        demo_moves=4,
        practice=Practice.REVIEW,
    )
    assert extras == same and extras != GameExtras() and GameExtras() == GameExtras()
    for twin in (copy.copy(extras), copy.deepcopy(extras), pickle.loads(pickle.dumps(extras))):
        assert twin == extras and twin is not extras
    assert repr(GameExtras()) == (
        "GameExtras(hints_used=0, checks_used=0, label=None, daily=None, revealed=None, rewinds_used=0, "
        "demo_moves=0, practice=None)"
    )
    same.demo_moves += 1
    assert extras != same
    with pytest.raises(TypeError):
        hash(extras)  # equal by fields that change: no hash, as for a dataclass
