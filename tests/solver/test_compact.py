"""The one-pile game's bound (CompactGame.heuristic): what it sees beyond the removals, on positions small enough
to check by hand (its admissibility on every rule set is tested against breadth-first search in
tests/solver/par/test_par.py)."""

from __future__ import annotations

from pyramid_qt.engine.position import parse_position
from pyramid_qt.solver.compact import INFINITE, CompactGame
from pyramid_qt.solver.par import find_par

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
