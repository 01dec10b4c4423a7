"""Where a new random deal comes from: the lead's ``deal_choice`` when present, else any number 1–20000.

The fallback labels its deals "might be a dead end" because nothing has checked them.
"""

from __future__ import annotations

import random

from pyramid_qt.engine import DealCode, RuleSet
from pyramid_qt.engine.deal import PLAIN_NUMBER_MAX, PLAIN_NUMBER_MIN

MIGHT_BE_DEAD_END = "MIGHT_BE_DEAD_END"
VERIFIED_WINNABLE = "VERIFIED_WINNABLE"


def random_deal(rules: RuleSet, winnable_only: bool, rng: random.Random | None = None) -> tuple[DealCode, str]:
    """A deal code and its label name (``VERIFIED_WINNABLE`` or ``MIGHT_BE_DEAD_END``)."""
    try:
        from pyramid_qt.deal_choice import choose_deal
    except ImportError:  # TODO: the lead's deal_choice module has not landed yet
        rng = rng or random.Random()
        return DealCode(rng.randint(PLAIN_NUMBER_MIN, PLAIN_NUMBER_MAX), rules), MIGHT_BE_DEAD_END
    code, label = choose_deal(rules, winnable_only, rng)
    return code, label.name
