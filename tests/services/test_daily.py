"""The daily deal: the same deal for a date everywhere (documented hash), verified winnable and medium."""

from __future__ import annotations

import hashlib
from datetime import date, timedelta

from pyramid_qt.services.daily import DAILY_RULES, candidates, daily_deal, date_hash
from pyramid_qt.solver.difficulty import Difficulty, load_difficulty
from pyramid_qt.solver.labels import load_labels
from pyramid_qt.solver.result import Verdict


def test_the_hash_is_the_documented_one() -> None:
    digest = hashlib.sha256(b"pyramid-qt daily 2026-11-30").digest()
    assert date_hash(date(2026, 11, 30)) == int.from_bytes(digest[:8], "big")
    pool = candidates()
    assert daily_deal(date(2026, 11, 30)).number == pool[date_hash(date(2026, 11, 30)) % len(pool)]


def test_a_date_always_gives_the_same_deal_and_dates_differ() -> None:
    day = date(2027, 2, 14)
    assert daily_deal(day) == daily_deal(date(2027, 2, 14))
    numbers = {daily_deal(day + timedelta(days=i)).number for i in range(30)}
    assert len(numbers) >= 25


def test_every_daily_deal_is_verified_winnable_and_medium() -> None:
    labels = load_labels(DAILY_RULES)
    ratings = load_difficulty(DAILY_RULES)
    assert labels is not None and ratings is not None
    for i in range(60):
        code = daily_deal(date(2026, 1, 1) + timedelta(days=i))
        assert code.rules == DAILY_RULES
        assert labels.label(code.number) is Verdict.WINNABLE
        assert ratings.difficulty(code.number) is Difficulty.MEDIUM
