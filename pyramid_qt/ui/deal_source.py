"""Where a new random deal comes from: the lead's ``deal_choice`` when present, else any number 1–20000.

Labels come from the solver's shipped tables (:func:`deal_label`).
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
        code = DealCode(rng.randint(PLAIN_NUMBER_MIN, PLAIN_NUMBER_MAX), rules)
        return code, deal_label(code)
    code, label = choose_deal(rules, winnable_only, rng)
    return code, label.name


def deal_label(code: DealCode) -> str:
    """``VERIFIED_WINNABLE`` when the solver's shipped table for these rules says so, else
    ``MIGHT_BE_DEAD_END`` (no table for these rules, a number outside it, or not winnable: the true answer is
    revealed at the end of the round)."""
    try:
        from pyramid_qt.solver.labels import load_labels
    except ImportError:
        return MIGHT_BE_DEAD_END
    table = load_labels(code.rules)
    verdict = None if table is None else table.label(code.number)
    return VERIFIED_WINNABLE if verdict is not None and verdict.name == "WINNABLE" else MIGHT_BE_DEAD_END
