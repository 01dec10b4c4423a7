"""Where a new deal's code and label come from: the lead's :mod:`pyramid_qt.services.deal_choice`.

``deal_choice`` reads the solver's label tables, which must not load before the first frame: the window calls
:func:`deal_label` only once it has painted.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from dataclasses import dataclass

from pyramid_qt.engine import DealCode, DealLabel, RuleSet

__all__ = ["DealLabel", "SearchedDeal", "deal_label", "deal_search_job", "quick_random_deal", "random_deal"]


def random_deal(rules: RuleSet, winnable_only: bool, rng: random.Random | None = None) -> tuple[DealCode, DealLabel]:
    """A deal by the settings and its label.  For rules without a shipped table and "only winnable deals" this
    may search for up to ``deal_choice.SEARCH_SECONDS`` (blocking: the window uses :func:`quick_random_deal` and
    :func:`deal_search_job` instead)."""
    from pyramid_qt.services.deal_choice import choose_deal

    return choose_deal(rules, winnable_only, rng)


def quick_random_deal(
    rules: RuleSet, winnable_only: bool, rng: random.Random | None = None
) -> tuple[DealCode, DealLabel] | None:
    """A deal by the settings when none has to be searched for (full random, or the rules' shipped table); else
    ``None``: run :func:`deal_search_job` off the GUI thread."""
    from pyramid_qt.services.deal_choice import quick_deal

    found = quick_deal(rules, winnable_only, rng or random.Random())
    return found


@dataclass(frozen=True)
class SearchedDeal:
    """The answer of :func:`deal_search_job`: the deal to play, its label, and why it is not verified (the
    seconds searched in vain) when it is not; ``cancelled`` when the search was stopped (deal nothing)."""

    code: DealCode
    label: DealLabel
    searched_seconds: float | None = None
    cancelled: bool = False


def deal_search_job(rules: RuleSet, seed: int) -> Callable[[threading.Event], SearchedDeal]:
    """The worker job looking for a verified-winnable deal under ``rules`` (:func:`deal_choice.find_winnable`);
    when none is proven in time it answers an unchecked deal, labelled "might be a dead end"."""
    from pyramid_qt.services import deal_choice

    seconds = deal_choice.SEARCH_SECONDS

    def job(cancel: threading.Event) -> SearchedDeal:
        rng = random.Random(seed)
        search = deal_choice.find_winnable(rules, rng, cancel=cancel.is_set, total_seconds=seconds)
        if search.number is not None:
            return SearchedDeal(DealCode(search.number, rules), DealLabel.VERIFIED_WINNABLE)
        cancelled = search.end is deal_choice.SearchEnd.CANCELLED
        return SearchedDeal(
            deal_choice.unchecked_deal(rules, rng), DealLabel.MIGHT_BE_DEAD_END, seconds, cancelled=cancelled
        )

    return job


def deal_label(code: DealCode) -> DealLabel:
    """The label of a deal the player chose (typed code or number): verified only when a table says so."""
    from pyramid_qt.services.deal_choice import label_for

    return label_for(code)
