"""The daily deal: one deal per calendar date, the same for every player (no Qt, no network).

The deal is drawn from a fixed list with a fixed hash, so every copy of the game computes the same one:

* rules: the default preset N (:data:`DAILY_RULES`);
* candidates: the deals of the shipped N tables that are verified winnable and rated *medium*
  (:mod:`pyramid_qt.solver.difficulty`), in increasing deal number;
* the hash: the SHA-256 digest of the UTF-8 text ``"pyramid-qt daily YYYY-MM-DD"`` (the player's local date in
  ISO form), its first 8 bytes read as a big-endian unsigned integer, taken modulo the number of candidates.

So 2026-11-30 gives ``candidates[int.from_bytes(sha256(b"pyramid-qt daily 2026-11-30")[:8], "big") % count]``.
When the difficulty table is missing every verified-winnable deal is a candidate, and without a label table the
deal is simply ``hash % 20000 + 1``; the shipped tables are part of the release, so this only happens in a
damaged installation.
"""

from __future__ import annotations

import hashlib
from datetime import date
from functools import cache

from pyramid_qt import solver
from pyramid_qt.engine.deal import PLAIN_NUMBER_MAX, PLAIN_NUMBER_MIN, DealCode
from pyramid_qt.engine.rules import PRESETS

DAILY_RULES = PRESETS["N"]
HASH_PREFIX = "pyramid-qt daily "


def date_hash(day: date) -> int:
    digest = hashlib.sha256(f"{HASH_PREFIX}{day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


@cache
def candidates() -> tuple[int, ...]:
    """The deal numbers a daily deal is chosen from (see the module docstring)."""
    ratings = solver.load_difficulty(DAILY_RULES)
    if ratings is not None:
        medium = ratings.deals(solver.Difficulty.MEDIUM)
        if medium:
            return tuple(medium)
    labels = solver.load_labels(DAILY_RULES)
    if labels is not None:
        return tuple(labels.winnable_deals())
    return ()


def daily_deal(day: date) -> DealCode:
    """The deal of the day ``day``."""
    pool = candidates()
    value = date_hash(day)
    if pool:
        return DealCode(pool[value % len(pool)], DAILY_RULES)
    return DealCode(value % (PLAIN_NUMBER_MAX - PLAIN_NUMBER_MIN + 1) + PLAIN_NUMBER_MIN, DAILY_RULES)
