"""Choosing the next random deal, and the label the player sees for it (SPEC §6).

By default only verified-winnable deals are dealt: a deal number 1–20000 is drawn from the shipped label
table of the rule set; for a rule set without a table, deals are checked on demand by the solver until one
is proven winnable.  With "full random" any deal 1–20000 may come, labelled "might be a dead end"; its true
label is revealed at the end of the round with :func:`true_verdict`.  No Qt here: the window calls this.

Picking the *number* uses :class:`random.Random`; the cards of a number come from the portable shuffle in
:mod:`pyramid_qt.engine.deal`, so a deal never depends on the standard library's generator.
"""

from __future__ import annotations

import enum
import random
import time

from pyramid_qt.engine.deal import PLAIN_NUMBER_MAX, PLAIN_NUMBER_MIN, DealCode
from pyramid_qt.engine.rules import RuleSet
from pyramid_qt.engine.state import Position

ON_DEMAND_DEAL_SECONDS = 0.5
"""Budget for checking one deal on demand; a deal the solver cannot decide in it is simply passed over."""
ON_DEMAND_TOTAL_SECONDS = 2.0
"""Give up looking for a proven-winnable deal after this long and deal an unchecked one, labelled honestly."""


class DealLabel(enum.Enum):
    VERIFIED_WINNABLE = "verified_winnable"
    MIGHT_BE_DEAD_END = "might_be_dead_end"


def choose_deal(rules: RuleSet, winnable_only: bool, rng: random.Random | None = None) -> tuple[DealCode, DealLabel]:
    rng = rng or random.Random()
    if winnable_only:
        found = _winnable_from_table(rules, rng) or _winnable_on_demand(rules, rng)
        if found is not None:
            return DealCode(found, rules), DealLabel.VERIFIED_WINNABLE
    return DealCode(rng.randint(PLAIN_NUMBER_MIN, PLAIN_NUMBER_MAX), rules), DealLabel.MIGHT_BE_DEAD_END


def label_for(code: DealCode) -> DealLabel:
    """The label of a deal chosen by the player (typed code or number): verified only if a table says so."""
    from pyramid_qt.solver.labels import load_labels
    from pyramid_qt.solver.result import Verdict

    table = load_labels(code.rules)
    verified = table is not None and table.label(code.number) is Verdict.WINNABLE
    return DealLabel.VERIFIED_WINNABLE if verified else DealLabel.MIGHT_BE_DEAD_END


def true_verdict(code: DealCode, time_limit: float = 10.0) -> object:
    """The solver's verdict for a whole deal (a :class:`~pyramid_qt.solver.result.Verdict`): from the table
    when shipped, else computed (UNKNOWN if the time limit runs out)."""
    from pyramid_qt.solver import verdict_of
    from pyramid_qt.solver.labels import load_labels

    table = load_labels(code.rules)
    stored = None if table is None else table.label(code.number)
    if stored is not None:
        return stored
    return verdict_of(Position.from_deal(code.deal(), code.rules), time_limit=time_limit)


def _winnable_from_table(rules: RuleSet, rng: random.Random) -> int | None:
    from pyramid_qt.solver.labels import load_labels

    table = load_labels(rules)
    if table is None:
        return None
    winnable = table.winnable_deals()
    return rng.choice(winnable) if winnable else None


def _winnable_on_demand(rules: RuleSet, rng: random.Random) -> int | None:
    from pyramid_qt.solver import verdict_of
    from pyramid_qt.solver.result import Verdict

    deadline = time.monotonic() + ON_DEMAND_TOTAL_SECONDS
    while time.monotonic() < deadline:
        number = rng.randint(PLAIN_NUMBER_MIN, PLAIN_NUMBER_MAX)
        position = Position.from_deal(DealCode(number, rules).deal(), rules)
        if verdict_of(position, time_limit=ON_DEMAND_DEAL_SECONDS) is Verdict.WINNABLE:
            return number
    return None
