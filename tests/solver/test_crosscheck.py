"""The fast kernels against the plain exhaustive search, on small endgames under every rule combination."""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from pyramid_qt.engine.game import Game
from pyramid_qt.engine.state import Position, Status
from pyramid_qt.solver import SolveResult, Verdict, solve
from pyramid_qt.solver.reference import ReferenceAnswer, reference_solve

from .strategies import ALL_RULES, endgames, pile_games, played_down


def replays_to_win(position: Position, moves: list) -> bool:
    game = Game(position)
    for move in moves:
        game.play(move)
    return game.status is Status.WON


def agrees_with(position: Position, expected: ReferenceAnswer) -> SolveResult:
    """The solver's verdict and best count equal the plain search's; a winning line replays to a win."""
    result = solve(position)
    assert result.verdict is (Verdict.WINNABLE if expected.winnable else Verdict.UNWINNABLE)
    assert result.best_removed == expected.best_removed
    if result.verdict is Verdict.WINNABLE:
        assert replays_to_win(position, result.solution)
    return result


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames())
def test_verdict_and_best_agree_with_plain_search(position: Position) -> None:
    assert agrees_with(position, reference_solve(position)).best_exact


LAST_PASS_RULES = [rules for rules in ALL_RULES if rules.passes in (1, 2) and not rules.draw_three]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(LAST_PASS_RULES), max_talon=9, max_seeds=2))
def test_longer_talons_on_few_passes(position: Position) -> None:
    """Where the last-pass reductions (buried and idle bottom cards, waste/stock split) do their work."""
    agrees_with(position, reference_solve(position))


LAST_PASS_PILES_RULES = [rules for rules in ALL_RULES if rules.passes in (1, 2, 3) and rules.draw_three]


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(LAST_PASS_PILES_RULES), max_talon=10, max_seeds=2, last_pass=True))
def test_three_piles_on_the_last_pass(position: Position) -> None:
    """The bitmask last-pass kernel for three waste piles: pile-top Kings at once, forced pairs, dead cards
    burying their pile."""
    agrees_with(position, reference_solve(position))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(LAST_PASS_PILES_RULES), max_talon=12, max_seeds=3, last_pass=True, empty_stock=True))
def test_three_piles_with_the_stock_empty(position: Position) -> None:
    """Stock-empty states are stored under a canonical key (rank sequences, piles in any order)."""
    agrees_with(position, reference_solve(position))


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pile_games(st.sampled_from(LAST_PASS_PILES_RULES)))
def test_three_piles_with_stock_left(position: Position) -> None:
    """While the stock lasts, three-pile states are stored under the piles' rank sequences (in pile order) and the
    cut, and looked up before the call; few ranks, so that equal ranks on a pile are common (leaving the pyramid
    out of the key, at the call or in the caller's look-up, makes it fail)."""
    agrees_with(position, reference_solve(position))


ONE_PASS_PILES_RULES = [rules for rules in ALL_RULES if rules.passes == 1 and rules.draw_three]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(played_down(st.sampled_from(ONE_PASS_PILES_RULES)))
def test_three_piles_played_down_from_real_deals(position: Position) -> None:
    """Real deals of every one-pass three-pile rule set, played at random until a few stock cards are left: all
    thirteen ranks, real pile contents (keying each pile by its length alone makes it fail)."""
    try:
        expected = reference_solve(position, max_states=100_000)
    except RuntimeError:
        assume(False)
        raise
    agrees_with(position, expected)


ONE_PILE_LIMITED_RULES = [rules for rules in ALL_RULES if rules.passes is not None and not rules.draw_three]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(ONE_PILE_LIMITED_RULES), max_talon=10, max_seeds=2))
def test_one_pile_states_keyed_by_talon_ranks(position: Position) -> None:
    """The one-pile limited-pass kernel keys its states by the ranks of the talon cards (suits never matter):
    long talons of few ranks, where two states differing only in which same-rank card is left are common."""
    agrees_with(position, reference_solve(position))
