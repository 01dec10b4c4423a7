"""Where a new deal's code and label come from: the lead's :mod:`pyramid_qt.services.deal_choice`.

Label names are the ``DealLabel`` member names (``VERIFIED_WINNABLE``, ``MIGHT_BE_DEAD_END``) so the window and
the saved game keep plain strings.  ``deal_choice`` reads the solver's label tables, which must not load before
the first frame: the window calls :func:`deal_label` only once it has painted.
"""

from __future__ import annotations

import random

from pyramid_qt.engine import DealCode, RuleSet

MIGHT_BE_DEAD_END = "MIGHT_BE_DEAD_END"
VERIFIED_WINNABLE = "VERIFIED_WINNABLE"


def random_deal(rules: RuleSet, winnable_only: bool, rng: random.Random | None = None) -> tuple[DealCode, str]:
    """A deal by the settings and its label.  For rules without a shipped table and "only winnable deals" this
    may search for up to ``deal_choice.ON_DEMAND_TOTAL_SECONDS``."""
    from pyramid_qt.services.deal_choice import choose_deal

    code, label = choose_deal(rules, winnable_only, rng)
    return code, label.name


def deal_label(code: DealCode) -> str:
    """The label of a deal the player chose (typed code or number): verified only when a table says so."""
    from pyramid_qt.services.deal_choice import label_for

    return label_for(code).name
