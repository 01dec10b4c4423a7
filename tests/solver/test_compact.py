"""The one-pile game's bound (CompactGame.heuristic): what it sees beyond the removals, on positions small enough
to check by hand (its admissibility on every rule set is tested against breadth-first search in
tests/solver/par/test_par.py)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyramid_qt.engine.position import parse_position
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.compact import INFINITE, CompactGame
from pyramid_qt.solver.par import find_par
from tests.helpers.engine import card, position
from tests.solver.par.test_par import shortest_win
from tests.solver.strategies import ALL_RULES, endgames

# The rule sets where the bound counts access costs: one waste pile, the stock face down, a loose win.
ACCESS_RULES = [r for r in ALL_RULES if not r.draw_three and not r.stock_top_playable and not r.strict_win]

# The apex 9S needs a 4, and the only 4 of the talon lies in the waste under 7D and 2H, which nothing can ever take
# (no 6 and no J is left in the pyramid): the 4 comes back only after the stock is drawn and the waste recycled.
SEALED = """# pyramid position v1
rules: {rules}
pyramid:
9S
-- --
-- -- --
-- -- -- --
-- -- -- -- --
-- -- -- -- -- --
-- -- -- -- -- -- --
stock: 3S 5C
waste: 4C 7D 2H
pass: 1
"""


def bound(rules: str) -> int:
    game = CompactGame(parse_position(SEALED.format(rules=rules)))
    pyramid, talon, cut, k = game.start_state()
    return game.heuristic(pyramid, talon, cut, k)


def test_a_card_sealed_under_cards_nothing_can_take_costs_a_recycle() -> None:
    # one removal, and to reach the 4: draw 3S and 5C, recycle, draw 4C
    assert bound("N") == 1 + 2 + 1 + 1
    assert find_par(parse_position(SEALED.format(rules="N"))).par == 5


def test_on_the_last_pass_a_sealed_card_the_pyramid_needs_means_no_win() -> None:
    assert bound("T") == INFINITE  # T: one pass
    assert find_par(parse_position(SEALED.format(rules="T"))).par is None


def start_bound(game: CompactGame) -> int:
    return game.heuristic(*game.start_state())


def test_with_talon_pairing_a_card_with_no_partner_in_reach_this_pass_seals_the_cards_under_it() -> None:
    # NY: the waste top 2H has no J in the pyramid nor in the stock, and the cards next to it in the waste do not
    # pair with it: it stays this pass, and the 4 under it comes back only after a recycle
    assert bound("NY") == 1 + 2 + 1 + 1
    assert find_par(parse_position(SEALED.format(rules="NY"))).par == 5


def test_more_cards_of_a_rank_above_a_needed_card_than_partners_for_them_seal_it() -> None:
    # N: two 7s lie on the 4 the apex needs and one 6 (on the apex) can take one of them: the other stays, so the
    # 4 comes with the next pass: 6D+7H, draw 3S and 5C, recycle, draw 4C, 9S+4C
    game = CompactGame(position("N", "9S", "6D --", stock="3S 5C", waste="4C 7D 7H"))
    assert start_bound(game) == 2 + 2 + 1 + 1
    assert find_par(game.position).par == 6


def test_with_talon_pairing_neighbours_and_drawn_cards_may_still_take_a_card_above_a_needed_one() -> None:
    # NY: 6H and 7D, next to each other, pair (then 9S+4C); 6S drawn onto 7D pairs with it (then 9S+4C): no recycle
    # is needed, and the bound must not count one
    beside = CompactGame(position("NY", "9S", stock="3S 5C", waste="4C 7D 6H"))
    assert find_par(beside.position).par == 2
    assert start_bound(beside) <= 2
    drawn = CompactGame(position("NY", "9S", stock="6S 5C", waste="4C 7D"))
    assert find_par(drawn.position).par == 3
    assert start_bound(drawn) <= 3


def moves(game: CompactGame, successors: str) -> list[tuple]:
    return [step for step, *_ in getattr(game, successors)(*game.start_state())]


def test_a_card_whose_one_partner_left_is_the_waste_top_goes_with_it_alone() -> None:
    # The 8 can only ever go with the 5 on the waste: par tries that pair and nothing else (not the draw).
    game = CompactGame(position("N", "8C", stock="KS 2H", waste="5D"))
    assert moves(game, "par_successors") == [("p", card("8C"), card("5D"))]
    assert len(moves(game, "successors")) == 2  # the pair, the draw
    # With a second 5 in the stock the 8 has a choice: nothing is forced.
    game = CompactGame(position("N", "8C", stock="5S 2H", waste="5D"))
    assert moves(game, "par_successors") == moves(game, "successors")


def test_two_free_cards_that_only_have_each_other_go_at_once() -> None:
    game = CompactGame(position("N", "9H", "8C 5D", stock="KS 2H", waste="4H"))
    assert moves(game, "par_successors") == [("p", card("8C"), card("5D"))]
    # Under W the stock top is playable too; with a 5 and an 8 in the stock both cards have a choice again.
    game = CompactGame(position("W", "9H", "8C 5D", stock="5S 8S"))
    assert moves(game, "par_successors") == moves(game, "successors")


# 5C pairs with 8D and 6S with 7H, but 8D lies under 6S and 7H under 5C: the two pairs wait for each other.
CYCLE = """# pyramid position v1
rules: {rules}
pyramid:
KS
7H 8D
5C KH 6S
-- -- -- --
-- -- -- -- --
-- -- -- -- -- --
-- -- -- -- -- -- --
stock:
waste: {waste}
pass: 1
"""


def cycle_bound(rules: str, waste: str) -> int:
    game = CompactGame(parse_position(CYCLE.format(rules=rules, waste=waste)))
    return game.heuristic(*game.start_state())


def test_two_pyramid_pairs_that_each_wait_for_the_other_cost_a_move_more_than_the_matching() -> None:
    # the matching counts 4 removals (two Kings, two pairs); the pyramid's order 5: KH, 5C+8C, 7H+6S, 8D+5H, KS
    game = CompactGame(parse_position(CYCLE.format(rules="N", waste="5H 8C")))
    assert game._shape(game.start_state()[0])[1] == 4
    for rules in ("N", "W"):
        assert cycle_bound(rules, "5H 8C") == 5
        assert find_par(parse_position(CYCLE.format(rules=rules, waste="5H 8C"))).par == 5


def test_a_pyramid_card_no_talon_card_can_take_must_pair_in_the_pyramid_in_some_order() -> None:
    # only 8C in the talon: 5C may go with it, but nothing else of the talon takes 6S, 7H or 8D, and 8D pairs only
    # with 5C, which must go first: lost (the matching alone needs no talon card here)
    for rules in ("N", "W"):
        assert cycle_bound(rules, "8C") == INFINITE
        assert find_par(parse_position(CYCLE.format(rules=rules, waste="8C"))).par is None


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(ACCESS_RULES), max_talon=12, max_seeds=3))
def test_the_access_bound_never_exceeds_the_fewest_moves_that_win(pos: Position) -> None:
    """Long wastes and stocks, where the access costs make most of the bound (par's own tests check it through the
    search; here the bound of the start itself against breadth-first search)."""
    game = CompactGame(pos)
    fewest = shortest_win(pos)
    bound = start_bound(game)
    if fewest is None:
        return  # a lost position: any bound will do
    assert bound <= fewest
