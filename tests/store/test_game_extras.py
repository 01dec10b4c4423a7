"""The saved game's extras: typed, written under the documented keys, old saves' keys read, bad values defaulted."""

from __future__ import annotations

import datetime as dt

import pytest

from pyramid_qt.engine import DealLabel
from pyramid_qt.solver.result import Verdict
from pyramid_qt.store.saved_game import GameExtras


def test_written_under_the_documented_keys_and_read_back():
    extras = GameExtras(hints_used=2, checks_used=1, label=DealLabel.VERIFIED_WINNABLE)
    assert extras.to_json() == {
        "hints_used": 2,
        "checks_used": 1,
        "label": "VERIFIED_WINNABLE",
        "assisted": False,
        "daily": None,
        "reviewed": False,
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


def test_assisted_daily_and_reviewed():
    extras = GameExtras(assisted=True, daily=dt.date(2026, 11, 30), reviewed=True)
    assert extras.to_json()["daily"] == "2026-11-30"
    assert GameExtras.from_json(extras.to_json()) == extras


def test_the_verdict_proven_of_the_deal():
    """What the solver proved of the deal is kept, so the deal chip still says it after a restart."""
    extras = GameExtras(revealed=Verdict.UNWINNABLE)
    assert extras.to_json()["revealed"] == "unwinnable"
    assert GameExtras.from_json(extras.to_json()) == extras
    assert GameExtras.from_json({"revealed": None}).revealed is None
