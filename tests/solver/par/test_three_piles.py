"""Draw three's par search: its bound (PilesGame.heuristic) and its forced pairs on positions small enough to check
by hand, its partial expansion; the bound's admissibility and par itself on every draw-three rule set are tested
against breadth-first search here and in test_par.py."""

from __future__ import annotations

from collections.abc import Sized

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyramid_qt.engine.cards import Card
from pyramid_qt.engine.position import parse_position
from pyramid_qt.engine.state import Position
from pyramid_qt.solver import solve
from pyramid_qt.solver.budget import Budget
from pyramid_qt.solver.compact import INFINITE
from pyramid_qt.solver.par import find_par, three_piles_bound, three_piles_search
from pyramid_qt.solver.par.strict_piles import STRANDED_STOCK, stranded
from pyramid_qt.solver.par.three_piles import PilesGame
from pyramid_qt.solver.par.three_piles_search import search_three_piles
from tests.helpers.engine import dealt, played
from tests.solver.par.test_par import shortest_win
from tests.solver.strategies import ALL_RULES, endgames

TWO_ROWS = """# pyramid position v1
rules: {rules}
pyramid:
{apex}
{row2}
-- -- --
-- -- -- --
-- -- -- -- --
-- -- -- -- -- --
-- -- -- -- -- -- --
stock: {stock}
waste1: {pile}
waste2:
waste3:
pass: 1
"""


def apex_needs_a_four(rules: str, stock: str, pile: str) -> str:
    """A 9 alone at the apex: the pyramid needs one 4."""
    return TWO_ROWS.format(rules=rules, apex="9S", row2="-- --", stock=stock, pile=pile)


def bound(rules: str, stock: str, pile: str) -> int:
    game = PilesGame(parse_position(apex_needs_a_four(rules, stock, pile)))
    return game.heuristic(game.start_state())


def test_on_the_last_pass_a_pile_card_under_one_nothing_can_take_is_lost() -> None:
    # the only 4 lies under 7D, and no 6 is left anywhere: one pass, so it never comes back
    assert bound("TD", "3S 5C", "4C 7D") == INFINITE
    assert find_par(parse_position(apex_needs_a_four("TD", "3S 5C", "4C 7D"))).par is None


def test_with_the_stock_face_up_the_cards_above_a_needed_one_leave_three_a_draw() -> None:
    # 4C lies under four cards no pyramid card can take: two draws (or moves) at least, then the pair
    assert bound("W1D", "3S 5C 2H 6D 4C", "") == 1 + 2
    position = parse_position(apex_needs_a_four("W1D", "3S 5C 2H 6D 4C", ""))
    assert find_par(position).par == 3


def bound_and_par(rules: str, apex: str, row2: str, stock: str, pile: str) -> tuple[int, int | None]:
    position = parse_position(TWO_ROWS.format(rules=rules, apex=apex, row2=row2, stock=stock, pile=pile))
    game = PilesGame(position)
    return game.heuristic(game.start_state()), find_par(position, memory_limit=None).par


def test_each_king_above_a_needed_pile_card_costs_a_move() -> None:
    # the only 4 lies under KD and KH on the last pass: two King moves, then the pair
    assert bound_and_par("TD", "9S", "-- --", "", "4C KD KH") == (3, 3)


def test_a_card_above_a_needed_one_that_the_pyramid_does_not_need_costs_half_a_move() -> None:
    # 5H and 8D over the only 4: no pyramid card takes them for free; a talon pair takes both
    assert bound_and_par("TYD", "9S", "-- --", "", "4C 5H 8D") == (2, 2)


def test_stock_cards_above_a_needed_one_leave_a_draw_for_three_when_the_pyramid_needs_none_of_them() -> None:
    # 8D and 5S pair in the pyramid, so the three fives above 4C are not taken for free: two draws
    assert bound_and_par("W1D", "9S", "8D 5S", "5H 5C 5D 2S 4C", "") == (4, 4)


def bound_and_par_on_piles(rules: str, apex: str, row2: str, piles: tuple[str, str, str]) -> tuple[int, int | None]:
    text = TWO_ROWS.format(rules=rules, apex=apex, row2=row2, stock="", pile=piles[0])
    text = text.replace("waste2:\n", f"waste2: {piles[1]}\n").replace("waste3:\n", f"waste3: {piles[2]}\n")
    position = parse_position(text)
    game = PilesGame(position)
    return game.heuristic(game.start_state()), find_par(position, memory_limit=None).par


def test_a_card_above_a_needed_one_is_not_taken_for_free_by_a_pyramid_card_under_the_needed_ones_taker() -> None:
    # 5D covers 4C; the only card taking 5D from the pyramid (8S) lies under the only one taking 4C (9H): 5D goes
    # with the talon's 8C (a move), then 4C+9H, 8S+5H
    assert bound_and_par_on_piles("TYD", "8S", "9H --", ("4C 5D", "8C", "5H")) == (3, 3)


def test_a_card_that_cannot_leave_before_the_needed_one_under_it_is_played_seals_it() -> None:
    # as above, without a talon 8: 5D stays on 4C until 8S is free, which needs 4C played first
    assert bound_and_par("TD", "8S", "9H --", "", "4C 5D") == (INFINITE, None)


def test_a_recycle_brings_a_card_back_under_the_cards_gathered_before_it_that_nothing_takes_for_free() -> None:
    # 4C is sealed under 2S (no jack left); the recycle gathers 5H 6C 3S 8D 7H before it: two draws after it
    assert bound_and_par_on_piles("T2D", "9S", "-- --", ("5H 8D", "6C 7H", "3S 4C 2S")) == (4, 4)


# 9S alone at the apex needs a 4, 6H under it a 7 (or 9H two 4s): needed cards on two piles
DIGS = {
    "kings": ("TD", "6H --", ("4C KD", "7C KH", "")),
    "loose": ("TYD", "6H --", ("4C 5H 8H", "7C QD", "AD")),
    "one rank": ("TD", "9H --", ("4C KD", "4H KH", "")),
    "unpaired": ("TD", "-- --", ("4C 5H 2D", "8C", "JD")),
}


def test_the_kings_above_needed_cards_on_two_piles_add() -> None:
    # KD over the only 4, KH over the only 7: each King is a move of its own (the bound took the larger, 1)
    assert bound_and_par_on_piles("TD", "9S", "6H --", DIGS["kings"][2]) == (4, 4)
    assert bound_and_par_on_piles("W1D", "9S", "6H --", DIGS["kings"][2]) == (4, 4)


def test_the_cards_above_needed_cards_on_two_piles_leave_two_a_move_together() -> None:
    # 5H 8H over the only 4, QD over the only 7: three cards no pyramid card takes, two a move (8H+5H, QD+AD)
    assert bound_and_par_on_piles("TYD", "9S", "6H --", DIGS["loose"][2]) == (4, 4)


def test_cards_above_a_needed_one_that_cannot_pair_with_each_other_leave_a_move_each() -> None:
    # 5H and 2D over the only 4 do not pair (5 + 2 is not 13): one move each (2D+JD, 5H+8C), not one for both
    assert bound_and_par_on_piles("TD", "9S", "-- --", DIGS["unpaired"][2]) == (3, 3)
    # 5H and 8D pair (talon pairing on a pile): one move takes both
    assert bound_and_par_on_piles("TYD", "9S", "-- --", ("4C 5H 8D", "", "")) == (2, 2)


def test_two_needed_cards_of_one_rank_on_two_piles_dig_both() -> None:
    # 9S and 9H need both 4s, each under a King
    assert bound_and_par_on_piles("TD", "9S", "9H --", DIGS["one rank"][2]) == (4, 4)


THREE_PILES = [rules for rules in ALL_RULES if rules.draw_three]


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(THREE_PILES), max_talon=10, max_seeds=3))
def test_the_bound_never_overestimates(position: Position) -> None:
    """Admissible: the bound at a position is at most the fewest moves that win it (breadth first)."""
    game = PilesGame(position)
    bound = game.heuristic(game.start_state())
    fewest = shortest_win(position)
    assert bound <= (INFINITE if fewest is None else fewest)


def start_moves(rules: str, apex: str, row2: str, stock: str, piles: tuple[str, str, str], pass_number: int = 1) -> int:
    """How many moves par's search tries from the position."""
    text = TWO_ROWS.format(rules=rules, apex=apex, row2=row2, stock=stock, pile=piles[0])
    text = text.replace("waste2:\n", f"waste2: {piles[1]}\n").replace("waste3:\n", f"waste3: {piles[2]}\n")
    text = text.replace("pass: 1", f"pass: {pass_number}")
    game = PilesGame(parse_position(text))
    return len(game.successors(game.start_state()))


def test_two_free_pyramid_cards_that_only_have_each_other_go_alone_on_any_pass() -> None:
    # 8C and 5D: no other 5 or 8 left; with a recycle to come the pair is still the only move tried
    assert start_moves("T2D", "9S", "8C 5D", "2H 3S", ("4C", "", "")) == 1
    # a 5 and an 8 in the talon give both cards a choice: every move (the pair, the draw)
    assert start_moves("T2D", "9S", "8C 5D", "5S 8S", ("4C", "", "")) == 2


def test_a_pile_top_that_is_a_free_cards_only_partner_goes_with_it_on_the_last_pass_only() -> None:
    # 4C, on top of the first pile, is the only card left that 9S can pair with
    assert start_moves("TD", "9S", "-- --", "2H 3S", ("5H 4C", "", "")) == 1
    assert start_moves("T2D", "9S", "-- --", "2H 3S", ("5H 4C", "", ""), pass_number=2) == 1
    # a recycle to come (pass 1 of 2, or unlimited passes): the pair and the draw
    assert start_moves("T2D", "9S", "-- --", "2H 3S", ("5H 4C", "", "")) == 2
    assert start_moves("WUD", "9S", "-- --", "2H 3S", ("5H 4C", "", "")) == 2


def test_the_stock_top_is_never_a_forced_partner() -> None:
    # under W the stock top 4C is playable, but taking it first changes what the next draws deal to each pile
    assert start_moves("W1D", "9S", "-- --", "4C 2H 3S", ("", "", "")) == 2


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(THREE_PILES), max_talon=10, max_seeds=3, last_pass=True))
def test_par_with_forced_pairs_on_the_last_pass_is_the_fewest_moves(position: Position) -> None:
    """On the last pass pile tops are forced partners too: par still equals breadth-first search's answer."""
    assert find_par(position, memory_limit=None).par == shortest_win(position)


class Keeping(Budget):
    """A budget that keeps the tables a search registers, to count them afterwards."""

    def __init__(self) -> None:
        super().__init__(memory_limit=None)
        self.tables: list[Sized] = []

    def track(self, table: Sized, entry_bytes: int) -> None:
        self.tables.append(table)
        super().track(table, entry_bytes)


def test_partial_expansion_stores_fewer_states_for_the_same_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """Children whose f is two or more above the expanded entry's wait: W1D deal 1's par search stores 1,118 states
    instead of 1,250, for the same line (every state at f = par is expanded either way here)."""
    position = dealt("W1D", 1)
    upper = len(solve(position, want_best=False).solution)
    found = []
    for later in (three_piles_search.LATER, 1 << 20):  # 1 << 20: every child stored at once (plain A*)
        monkeypatch.setattr(three_piles_search, "LATER", later)
        budget = Keeping()
        line = search_three_piles(PilesGame(position), budget, upper)
        assert line is not None
        found.append((len(line) - 1, len(budget.tables[0])))
    (partial_par, partial_states), (full_par, full_states) = found
    assert partial_par == full_par
    assert partial_states < full_states


THREE_ROWS = """# pyramid position v1
rules: {rules}
pyramid:
{apex}
{row2}
{row3}
-- -- -- --
-- -- -- -- --
-- -- -- -- -- --
-- -- -- -- -- -- --
stock: {stock}
waste1: {pile1}
waste2: {pile2}
waste3:
pass: 1
"""


def test_two_pyramid_pairs_that_each_wait_for_the_other_cost_a_move_more_than_the_matching() -> None:
    # 5C pairs with 8D, 6S with 7H; but 8D is under 6S and 7H under 5C, so one pair breaks: 5C goes with the
    # talon's 8C (or 6S with a 7), and then the other card of that pair needs the talon too (8D with 5H).  The
    # matching counts 2 moves for the four cards, the pyramid's order 3: King, 5C+8C, 7H+6S, 8D+5H, King
    text = THREE_ROWS.format(rules="TD", apex="KS", row2="7H 8D", row3="5C KH 6S", stock="", pile1="8C", pile2="5H")
    position = parse_position(text)
    game = PilesGame(position)
    start = game.start_state()
    assert game.compact._shape(start[0])[1] == 4  # the removals the matching counts
    assert game.compact.pyramid_moves(start[0], 1 << 13 | 1 << 8 | 1 << 5) == 5  # Kings, and 8s and 5s by the talon
    assert game.heuristic(start) == 5
    assert find_par(position, memory_limit=None).par == 5


def test_a_pyramid_card_no_talon_card_can_take_must_pair_in_the_pyramid_in_some_order() -> None:
    # as above with only 8C in the talon: 5C may go with it, but no talon card takes 6S, 7H or 8D, and 8D can pair
    # only with 5C, which goes first (8D lies under 6S, which waits for 7H, which lies under 5C): lost.  The
    # matching still pairs 5C+8D and 6S+7H (no talon card needed), so only the pyramid's order shows it
    text = THREE_ROWS.format(rules="TD", apex="KS", row2="7H 8D", row3="5C KH 6S", stock="", pile1="8C", pile2="")
    position = parse_position(text)
    game = PilesGame(position)
    start = game.start_state()
    assert game.compact._shape(start[0])[2] == ()  # the matching needs no talon card
    assert game.heuristic(start) == INFINITE
    assert find_par(position, memory_limit=None).par is None


# ---------------------------------------------------------------------------------------------- strict: the recycle
STRICT_THREE_PILES = [rules for rules in THREE_PILES if rules.strict_win]


def strict_position(rules: str, apex: str, row2: str, stock: str, piles: tuple[str, str, str]) -> Position:
    text = TWO_ROWS.format(rules=rules, apex=apex, row2=row2, stock=stock, pile=piles[0])
    text = text.replace("waste2:\n", f"waste2: {piles[1]}\n").replace("waste3:\n", f"waste3: {piles[2]}\n")
    return parse_position(text)


def strict_bound_and_par(
    rules: str, apex: str, row2: str, stock: str, piles: tuple[str, str, str]
) -> tuple[int, int | None]:
    position = strict_position(rules, apex, row2, stock, piles)
    game = PilesGame(position)
    return game.heuristic(game.start_state()), find_par(position, memory_limit=None).par


def test_a_strict_win_recycles_when_a_pile_card_lies_on_its_only_partner() -> None:
    # 9H lies on the only 4 left (4C), and only a pile's top cards pair: the King, the recycle, a draw (4C and 9H
    # onto two piles), the pair.  The removals alone count 2; one pass only: no strict win
    assert strict_bound_and_par("T2SD", "KS", "-- --", "", ("4C 9H", "", "")) == (4, 4)
    assert strict_bound_and_par("TSD", "KS", "-- --", "", ("4C 9H", "", "")) == (INFINITE, None)
    # with talon pairing a pile's two top cards pair: no recycle
    assert strict_bound_and_par("T2SYD", "KS", "-- --", "", ("4C 9H", "", "")) == (2, 2)


def test_a_strict_win_recycles_when_a_stock_card_lands_on_its_only_partner() -> None:
    # the draw deals 9H onto 4C (the first pile), 2S and JD onto the others: the King, the draw, 2S+JD, the
    # recycle, a draw, 4C+9H.  The removals and the draw count 4
    assert strict_bound_and_par("T2SD", "KS", "-- --", "9H 2S JD", ("4C", "", "")) == (6, 6)


def test_a_strict_win_recycles_when_two_pairs_wait_for_each_other_through_the_pyramid() -> None:
    # 4C (apex) needs 9C, free on the pile; but 3S covers 4C and needs TD, under 9C: neither pair can go first in
    # this pass.  The recycle, a draw (TD and 9C onto two piles), 3S+TD, 4C+9C: 4 (the removals alone count 2)
    assert strict_bound_and_par("T2SD", "4C", "3S --", "", ("TD 9C", "", "")) == (4, 4)
    assert strict_bound_and_par("TSD", "4C", "3S --", "", ("TD 9C", "", "")) == (INFINITE, None)


def test_the_stranded_cards_are_those_no_line_removes_in_this_pass() -> None:
    position = strict_position("T2SD", "4C", "3S --", "", ("TD 9C", "KH", ""))
    game = PilesGame(position)
    pyramid, stock, piles, _ = game.start_state()
    left_pyramid, left_talon = stranded(game.compact, pyramid, stock, piles)
    assert left_pyramid == pyramid  # 4C under 3S, 3S waiting for TD
    assert [game.compact.talon[t] for t in range(game.n) if left_talon >> t & 1] == [Card.parse("TD"), Card.parse("9C")]


def test_the_recycle_term_spares_states_of_whole_strict_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    """T2SD deal 20 and T3SXYD deal 30: the same par with fewer states expanded than without the recycle term (1,793
    instead of 7,083; 1,625 instead of 2,960)."""
    looked_for = STRANDED_STOCK
    for field, number in (("T2SD", 20), ("T3SXYD", 30)):
        position = dealt(field, number)
        upper = len(solve(position, want_best=False).solution)
        found = []
        for stock in (looked_for, -1):  # -1: the term never looked for
            monkeypatch.setattr(three_piles_bound, "STRANDED_STOCK", stock)
            budget = Budget(memory_limit=None)
            keys = search_three_piles(PilesGame(position), budget, upper)
            found.append((upper - 1 if keys is None else len(keys) - 1, budget.nodes))
        (par, nodes), (par_without, nodes_without) = found
        assert par == par_without
        assert nodes < nodes_without


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(STRICT_THREE_PILES), max_talon=10, max_seeds=4))
def test_the_strict_bound_never_overestimates(position: Position) -> None:
    """Admissible under every strict draw-three rule set, recycle term included (breadth first)."""
    game = PilesGame(position)
    bound = game.heuristic(game.start_state())
    fewest = shortest_win(position)
    assert bound <= (INFINITE if fewest is None else fewest)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endgames(st.sampled_from(STRICT_THREE_PILES), max_talon=10, max_seeds=4))
def test_strict_par_is_the_fewest_moves(position: Position) -> None:
    """Par under strict draw three, pure search and compiled, equals breadth-first search's answer."""
    fewest = shortest_win(position)
    assert find_par(position, memory_limit=None).par == fewest
    with pytest.MonkeyPatch.context() as pure:
        pure.setenv("PYRAMID_QT_PURE_SOLVER", "1")
        assert find_par(position, memory_limit=None).par == fewest


def test_states_equal_up_to_suits_share_one_key() -> None:
    game = PilesGame(dealt("W1D", 1))
    pyramid, stock, piles, k = game.start_state()
    ranks = [game.talon_rank[t] for t in stock]
    i, j = next((i, j) for i in range(len(stock)) for j in range(i + 1, len(stock)) if ranks[i] == ranks[j])
    a, b = next((a, b) for a in range(len(stock)) for b in range(a + 1, len(stock)) if ranks[a] != ranks[b])

    def swapped(x: int, y: int) -> tuple[int, ...]:
        cards = list(stock)
        cards[x], cards[y] = cards[y], cards[x]
        return tuple(cards)

    start = (pyramid, stock, piles, k)
    assert game.key((pyramid, swapped(i, j), piles, k)) == game.key(start)
    assert game.key((pyramid, swapped(a, b), piles, k)) != game.key(start)
    # the stock's order deals the piles: a card on a pile and the same rank's other card in the stock swap too
    moved = (pyramid, stock[:i] + stock[i + 1 :], ((stock[i],), (), ()), k)
    rest = tuple(stock[i] if t == stock[j] else t for t in stock[:i] + stock[i + 1 :])
    other = (pyramid, rest, ((stock[j],), (), ()), k)
    assert game.key(moved) == game.key(other)


def test_the_search_stores_states_equal_up_to_suits_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """W1D deal 1: fewer states stored than with every suit told apart, for a line of the same length, whose moves
    (played again from the start with the real cards) win."""
    position = dealt("W1D", 1)
    upper = len(solve(position, want_best=False).solution)
    found = []
    for by_suit in (False, True):
        game = PilesGame(position)
        if by_suit:
            monkeypatch.setattr(game, "key", lambda state: state)
        budget = Keeping()
        keys = search_three_piles(game, budget, upper)
        assert keys is not None
        line = three_piles_search.line_of(game, keys)
        assert played(position, line).is_won
        found.append((len(line), len(budget.tables[0])))
    (merged_par, merged_states), (suited_par, suited_states) = found
    assert merged_par == suited_par
    assert merged_states < suited_states
