"""Draw three with the stock face up: a pile card brought back by a recycle lies under the cards gathered before it,
but the removals may take those from the stock's top after the recycle (each one the pyramid needs), so only the
others cost a draw.  Checked against the par a breadth-first search finds; the compiled twin expands the same
states."""

from __future__ import annotations

import pytest

from pyramid_qt.engine.position import parse_position
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.par import native
from pyramid_qt.solver.par.three_piles import PilesGame
from tests.helpers.engine import dealt
from tests.solver.par.test_native import same_three_pile_search
from tests.solver.par.test_par import shortest_win
from tests.solver.par.test_three_piles import TWO_ROWS

needs_native = pytest.mark.skipif(not native.built(), reason="the compiled par search was not built")


def sealed_nine(rules: str) -> Position:
    """4C at the apex needs a 9 and 3S over it a 10; the only 9 lies on TD under QH, which nothing takes (no ace)."""
    return parse_position(TWO_ROWS.format(rules=rules, apex="4C", row2="3S --", stock="", pile="TD 9C QH"))


def bound_and_par(position: Position) -> tuple[int, int | None]:
    game = PilesGame(position)
    return game.heuristic(game.start_state()), shortest_win(position)


@pytest.mark.parametrize("rules", ["W2D", "WUD"])
def test_a_face_up_recycle_lets_the_removals_take_the_cards_under_a_needed_one_on_its_pile(rules: str) -> None:
    # 9C comes back by the recycle only, under TD; but 3S takes TD from the stock's top first (a removal), so 9C
    # costs no draw: the recycle, 3S+TD, 4C+9C.  Counting TD as a card to draw past made the bound 4, above par
    assert bound_and_par(sealed_nine(rules)) == (3, 3)


def test_face_down_the_cards_gathered_above_a_needed_one_are_drawn_past() -> None:
    # the recycle, a draw (TD, 9C, QH onto the piles), 3S+TD, 4C+9C
    assert bound_and_par(sealed_nine("T2D")) == (4, 4)


@needs_native
@pytest.mark.parametrize("rules", ["T2D", "W2D", "WUD", "WUXD", "WUYD"])
def test_the_same_three_pile_states_where_a_face_up_recycle_brings_a_needed_card_back(rules: str) -> None:
    same_three_pile_search(sealed_nine(rules))


@needs_native
def test_the_same_three_pile_states_on_a_whole_deal_where_the_face_up_recycle_counts_fewer_draws() -> None:
    same_three_pile_search(dealt("WUD", 37))  # 1,660 states expanded (1,649 when those cards counted as drawn past)
