"""The best score a position allows, against brute force: every game from small endgames played through the engine
and scored by the engine's own counts, under every scoring system and every one-pile rule set."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyramid_qt.engine import DealCode, Move, Position, RuleSet
from pyramid_qt.engine.games import ENGINE_GAMES
from pyramid_qt.engine.scoring import MATCH_PASSES, SYSTEMS, Played, ScoringSystem, System
from pyramid_qt.solver import Verdict, solve
from pyramid_qt.solver.best import best_line
from pyramid_qt.solver.score import best_score
from tests.helpers.engine import position

from .strategies import ALL_RULES, endgames

ONE_PILE_RULES = [rules for rules in ALL_RULES if not rules.draw_three]
SCORED = [declared for declared in SYSTEMS.values() if declared.counter is not None]


def brute_force_best(start: Position, system: ScoringSystem, max_states: int = 300_000) -> int:
    """The best score of every game from ``start`` — ended when won or lost, or left at any moment — scored by the
    engine's functions on the game's record (the position, where it stood when the counted passes ended, the pass
    its pyramid was cleared on).  States are whole engine positions (with unlimited passes a pass past the counted
    ones is one pass: nothing reads it then)."""
    counter = system.counter
    assert counter is not None
    later = MATCH_PASSES + 1

    def key(p: Position, cleared: int | None, match_end: Position) -> tuple[object, ...]:
        if p.rules.passes is None and p.pass_number > later:
            p = replace(p, pass_number=later)
        frozen = match_end if p.pass_number > MATCH_PASSES else None
        return (p, None if cleared is None else min(cleared, later), frozen)

    first_cleared = start.pass_number if start.pyramid_remaining == 0 else None
    stack = [(start, first_cleared, start)]
    seen: set[tuple[object, ...]] = set()
    best: int | None = None
    while stack:
        here, cleared, match_end = stack.pop()
        k = key(here, cleared, match_end)
        if k in seen:
            continue
        seen.add(k)
        assert len(seen) < max_states, "brute force too large"
        score = counter(Played(start, here, match_end, cleared))
        best = score if best is None else system.better(best, score)
        if here.is_won:
            continue
        for move in here.legal_moves():
            after = here.apply(move)
            now_cleared = cleared
            if now_cleared is None and after.pyramid_remaining == 0:
                now_cleared = after.pass_number
            stack.append((after, now_cleared, after if after.pass_number <= MATCH_PASSES else match_end))
    assert best is not None
    return best


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(ONE_PILE_RULES), max_talon=6), st.sampled_from(SCORED))
def test_the_best_score_is_the_brute_force_best(start: Position, system: ScoringSystem) -> None:
    found = best_score(start, system)
    assert found.score == brute_force_best(start, system)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(ONE_PILE_RULES), max_talon=9, max_seeds=2), st.sampled_from(SCORED))
def test_longer_talons(start: Position, system: ScoringSystem) -> None:
    assert best_score(start, system).score == brute_force_best(start, system)


def test_a_king_on_the_apex_waits_for_the_talon_cards_microsoft_style_counts() -> None:
    # The apex King is the last pyramid card: removing it wins, so the waste's King and pair must go first.
    start = position("NY", "KD", stock="", waste="5C 8H KS")
    microsoft = SYSTEMS[System.MICROSOFT]
    assert best_score(start, microsoft).score == brute_force_best(start, microsoft) == 3 * 5 + 500


def test_draw_three_is_not_searched() -> None:
    start = position("ND", "KD", piles=("5C", "8H", "KS"))
    assert best_score(start, SYSTEMS[System.MICROSOFT]).score is None


@pytest.mark.parametrize("field", ["N", "W", "T"])
def test_on_whole_deals_a_win_outscores_every_loss(field: str) -> None:
    """Microsoft-style: a win scores 1,150 in row bonuses and 70 for its 14 pairs at least, a game that does not clear
    the pyramid at most 650 + 5 × 27: so the best is a win's exactly when the deal can be won.  Pyramide's best is the
    solver's most pyramid cards removable, ten each."""
    rules = RuleSet.from_field(field)
    for number in (1, 2, 3):
        start = Position.from_deal(DealCode(number, rules).deal(), rules)
        solved = solve(start)
        microsoft = best_score(start, SYSTEMS[System.MICROSOFT]).score
        assert microsoft is not None
        assert (microsoft >= 1150 + 70) is (solved.verdict is Verdict.WINNABLE)
        assert best_score(start, SYSTEMS[System.PYRAMIDE]).score == 10 * solved.best_removed


# ---------------------------------------------------------------------------------------------- other games
def _start_of(code: str) -> Position:
    deal_code = DealCode.parse(code, games=ENGINE_GAMES)
    return Position.from_deal(deal_code.deal(), deal_code.rules, deal_code.game)


def _score_of_line(start: Position, line: list[Move], system: ScoringSystem) -> int | None:
    positions = [start]
    for move in line:
        positions.append(positions[-1].apply(move))
    return system.score(Played.of_line(positions))


@pytest.mark.parametrize("code", ["PY1-GIZA-N-AAAAAAB", "PY1-PHARAOHS-N-AAAAABD"])  # winnable deals
@pytest.mark.parametrize("system", SCORED, ids=lambda declared: str(declared.system))
def test_a_winnable_deal_of_an_open_game_is_best_won(code: str, system: ScoringSystem) -> None:
    start = _start_of(code)
    found = best_score(start, system)
    if not system.applies(start.game):
        assert found.score is None  # no score in this game: none is searched
        return
    won = solve(start)
    assert won.verdict is Verdict.WINNABLE
    assert found.score == _score_of_line(start, won.solution, system)
    lost_early = won.solution[: len(won.solution) // 2]  # any other game scores no better
    early = _score_of_line(start, lost_early, system)
    assert found.score is not None and early is not None
    assert system.better(found.score, early) == found.score and early != found.score


def test_a_lost_giza_deal_has_its_best_under_pyramide_and_cards_left_and_no_other() -> None:
    start = _start_of("PY1-GIZA-N-AAAAAAD")  # deal 3: lost from the deal
    solved = solve(start)
    assert solved.verdict is Verdict.UNWINNABLE and solved.best_exact
    line = best_line(start, solved.best_removed)
    assert line is not None
    for system in (SYSTEMS[System.PYRAMIDE], SYSTEMS[System.CARDS_LEFT]):
        assert best_score(start, system).score == _score_of_line(start, line, system)
    assert best_score(start, SYSTEMS[System.PYRAMIDE]).score == 10 * solved.best_removed
    # Microsoft-style's best is not the most cards removed (the rows cleared count too): not known, not guessed.
    assert best_score(start, SYSTEMS[System.MICROSOFT]).score is None


def test_the_pyramide_best_of_a_triangle_deal_counts_its_pyramid() -> None:
    start = _start_of("PY1-TRIANGLE-N-AAAAAAB")
    solved = solve(start, time_limit=30)
    assert solved.best_exact
    assert best_score(start, SYSTEMS[System.PYRAMIDE]).score == 10 * solved.best_removed
    assert best_score(start, SYSTEMS[System.CARDS_LEFT]).score is None  # the talon cards a game leaves: not searched
