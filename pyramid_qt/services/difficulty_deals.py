"""Deals by difficulty for the window (no Qt): the rating of a deal, and a random deal of a chosen level.

The ratings are :mod:`pyramid_qt.solver.difficulty`'s shipped files (read on first use, after the first frame).
"""

from __future__ import annotations

import random

from pyramid_qt import solver
from pyramid_qt.engine import DealCode, RuleSet
from pyramid_qt.engine.games import PYRAMID

LEVELS = ("easy", "medium", "hard", "expert")


def deal_difficulty(code: DealCode) -> str | None:
    """``"easy"`` … ``"expert"`` for a rated deal, ``None`` when the deal has no rating (the ratings are Pyramid's
    deals', by rules field: a deal of another game has none)."""
    if code.game is not PYRAMID:
        return None
    table = solver.load_difficulty(code.rules)
    level = None if table is None else table.difficulty(code.number)
    return None if level is None else level.value


def has_ratings(rules: RuleSet) -> bool:
    return solver.load_difficulty(rules) is not None


def random_deal_of(rules: RuleSet, level: str, rng: random.Random | None = None) -> DealCode | None:
    """A random verified-winnable deal of difficulty ``level``, or ``None`` when none is rated so."""
    table = solver.load_difficulty(rules)
    if table is None:
        return None
    deals = table.deals(solver.Difficulty(level))
    return DealCode((rng or random.Random()).choice(deals), rules) if deals else None
