"""Choosing the next random deal, and the label the player sees for it (docs/rules.md, "Deal codes and labels").

By default only verified-winnable deals are dealt: a deal number 1–20000 is drawn from the shipped label
table of the rule set; for a rule set without a table, random candidates are checked by the solver, each with a
short budget, until one is proven winnable (:func:`find_winnable`, which the window runs in a worker thread).  A
deal is labelled verified only when a table or the solver said WINNABLE; if the search runs out of time an
unchecked deal is dealt, labelled "might be a dead end", and the window says why.

With "full random" any deal 1–20000 may come, labelled "might be a dead end"; its true label is
revealed at the end of the round with :func:`true_verdict`.  No Qt here: the window calls this.

Picking the *number* uses :class:`random.Random`; the cards of a number come from the portable shuffle in
:mod:`pyramid_qt.engine.deal`, so a deal never depends on the standard library's generator.
"""

from __future__ import annotations

import enum
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from pyramid_qt import solver
from pyramid_qt.engine.deal import FIXED_RULES, PLAIN_NUMBER_MAX, PLAIN_NUMBER_MIN, DealCode, DealLabel
from pyramid_qt.engine.games import PYRAMID, GameDeclaration
from pyramid_qt.engine.rules import RuleSet
from pyramid_qt.engine.state import Position
from pyramid_qt.solver import Verdict

__all__ = ["DealLabel", "choose_deal", "label_for", "true_verdict"]

CANDIDATE_SECONDS = 0.05
"""Budget for checking one candidate deal on demand.  A winning line is found fast when there is one (under the
hardest combinations most winnable deals are proven in a few milliseconds, bench/verified_deal.py), while proving
a deal *lost* can take seconds: a candidate not decided in this budget is passed over for the next one, so many
cheap candidates beat a few thorough ones."""
SEARCH_SECONDS = 8.0
"""Give up looking for a proven-winnable deal after this long (the search runs off the GUI thread) and deal an
unchecked one, labelled honestly, telling the player why.  Combinations whose win rate is too low to find one in
a second ship a label table instead (``resources/labels``)."""


def choose_deal(
    rules: RuleSet, winnable_only: bool, rng: random.Random | None = None, game: GameDeclaration = PYRAMID
) -> tuple[DealCode, DealLabel]:
    """A deal of ``game`` by the settings, searching on demand when no table is shipped (blocking: up to
    :data:`SEARCH_SECONDS`; the window calls :func:`quick_deal` and runs :func:`find_winnable` in a worker)."""
    rng = rng or random.Random()
    quick = quick_deal(rules, winnable_only, rng, game)
    if quick is not None:
        return quick
    found = find_winnable(rules, rng, game=game)
    if found.number is not None:
        return DealCode(found.number, rules, game), DealLabel.VERIFIED_WINNABLE
    return unchecked_deal(rules, rng, game), DealLabel.MIGHT_BE_DEAD_END


def quick_deal(
    rules: RuleSet, winnable_only: bool, rng: random.Random, game: GameDeclaration = PYRAMID
) -> tuple[DealCode, DealLabel] | None:
    """The deal when it needs no search: full random, or a winnable deal from the shipped table.  ``None``: the
    rules have no table and only verified-winnable deals are wanted, so :func:`find_winnable` must look."""
    rules = game_rules(rules, game)
    if not winnable_only:
        return unchecked_deal(rules, rng, game), DealLabel.MIGHT_BE_DEAD_END
    found = _winnable_from_table(rules, rng, game)
    return None if found is None else (DealCode(found, rules, game), DealLabel.VERIFIED_WINNABLE)


def game_rules(rules: RuleSet, game: GameDeclaration) -> RuleSet:
    """The rules a deal of ``game`` is played under: ``rules`` for a game with rule options, else its fixed ones."""
    return rules if game.rule_options else FIXED_RULES


def unchecked_deal(rules: RuleSet, rng: random.Random, game: GameDeclaration = PYRAMID) -> DealCode:
    return DealCode(rng.randint(PLAIN_NUMBER_MIN, PLAIN_NUMBER_MAX), game_rules(rules, game), game)


class SearchEnd(enum.Enum):
    """Why :func:`find_winnable` stopped."""

    FOUND = "found"
    TIME_UP = "time_up"  # no candidate was proven winnable in the search's time
    CANCELLED = "cancelled"


@dataclass(frozen=True)
class Search:
    """What :func:`find_winnable` did: the deal number proven winnable (``None`` unless ``end`` is FOUND), how
    many candidates were tried, how many of them the solver decided, and the seconds it took."""

    number: int | None
    end: SearchEnd
    tried: int
    decided: int
    seconds: float


Solver = Callable[[Position, float, Callable[[], bool] | None], Verdict]


def _solver_verdict(position: Position, time_limit: float, cancel: Callable[[], bool] | None) -> Verdict:
    return solver.solve(position, time_limit=time_limit, cancel=cancel, want_best=False, want_solution=False).verdict


def find_winnable(
    rules: RuleSet,
    rng: random.Random,
    *,
    cancel: Callable[[], bool] | None = None,
    candidate_seconds: float | None = None,
    total_seconds: float | None = None,
    solver: Solver | None = None,
    game: GameDeclaration = PYRAMID,
) -> Search:
    """Look for a deal 1–20000 the solver proves winnable under ``rules``: random candidates (no number twice),
    each given ``candidate_seconds`` (default :data:`CANDIDATE_SECONDS`), until one is WINNABLE, ``total_seconds``
    pass (default :data:`SEARCH_SECONDS`) or ``cancel()`` says stop.

    Only a WINNABLE verdict counts (an undecided candidate is never taken for a win).  Safe in a worker
    thread; ``solver`` replaces the solver (tests)."""
    verdict_of = solver or _solver_verdict
    rules = game_rules(rules, game)
    candidate_seconds = CANDIDATE_SECONDS if candidate_seconds is None else candidate_seconds
    began = time.monotonic()
    deadline = began + (SEARCH_SECONDS if total_seconds is None else total_seconds)
    seen: set[int] = set()
    tried = decided = 0
    end = SearchEnd.TIME_UP
    while len(seen) < PLAIN_NUMBER_MAX - PLAIN_NUMBER_MIN + 1:
        if cancel is not None and cancel():
            end = SearchEnd.CANCELLED
            break
        left = deadline - time.monotonic()
        if left <= 0:
            break
        number = rng.randint(PLAIN_NUMBER_MIN, PLAIN_NUMBER_MAX)
        if number in seen:
            continue
        seen.add(number)
        tried += 1
        position = Position.from_deal(DealCode(number, rules, game).deal(), rules, game)
        verdict = verdict_of(position, min(candidate_seconds, left), cancel)
        if verdict is not Verdict.UNKNOWN:
            decided += 1
        if verdict is Verdict.WINNABLE:
            return Search(number, SearchEnd.FOUND, tried, decided, time.monotonic() - began)
    if cancel is not None and cancel():
        end = SearchEnd.CANCELLED
    return Search(None, end, tried, decided, time.monotonic() - began)


@dataclass(frozen=True)
class SearchedDeal:
    """The answer of :func:`deal_search_job`: the deal to play, its label, and why it is not verified (the
    seconds searched in vain) when it is not; ``cancelled`` when the search was stopped (deal nothing)."""

    code: DealCode
    label: DealLabel
    searched_seconds: float | None = None
    cancelled: bool = False


def deal_search_job(
    rules: RuleSet, seed: int, game: GameDeclaration = PYRAMID
) -> Callable[[threading.Event], SearchedDeal]:
    """The worker job looking for a verified-winnable deal under ``rules`` (:func:`find_winnable`); when none is
    proven in time it answers an unchecked deal, labelled "might be a dead end"."""
    seconds = SEARCH_SECONDS

    def job(cancel: threading.Event) -> SearchedDeal:
        rng = random.Random(seed)
        search = find_winnable(rules, rng, cancel=cancel.is_set, total_seconds=seconds, game=game)
        if search.number is not None:
            return SearchedDeal(DealCode(search.number, game_rules(rules, game), game), DealLabel.VERIFIED_WINNABLE)
        cancelled = search.end is SearchEnd.CANCELLED
        unchecked = unchecked_deal(rules, rng, game)
        return SearchedDeal(unchecked, DealLabel.MIGHT_BE_DEAD_END, seconds, cancelled=cancelled)

    return job


def label_for(code: DealCode) -> DealLabel:
    """The label of a deal chosen by the player (typed code or number): verified only if a table says so."""
    table = solver.load_labels(code.rules, game=code.game)
    verified = table is not None and table.label(code.number) is Verdict.WINNABLE
    return DealLabel.VERIFIED_WINNABLE if verified else DealLabel.MIGHT_BE_DEAD_END


def true_verdict(code: DealCode, time_limit: float = 10.0) -> object:
    """The solver's verdict for a whole deal (a :class:`~pyramid_qt.solver.result.Verdict`): from the table
    when shipped, else computed (UNKNOWN if the time limit runs out)."""
    table = solver.load_labels(code.rules, game=code.game)
    stored = None if table is None else table.label(code.number)
    if stored is not None and stored is not Verdict.UNKNOWN:  # a low-win-rate table leaves some deals undecided
        return stored
    return solver.verdict_of(Position.from_deal(code.deal(), code.rules, code.game), time_limit=time_limit)


def _winnable_from_table(rules: RuleSet, rng: random.Random, game: GameDeclaration) -> int | None:
    table = solver.load_labels(rules, game=game)
    if table is None:
        return None
    winnable = table.winnable_deals()
    return rng.choice(winnable) if winnable else None
