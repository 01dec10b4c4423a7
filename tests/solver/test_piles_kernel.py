"""The three-pile kernel of any pass (piles.py) and its compiled twin: the reductions they share."""

from __future__ import annotations

import pytest

from pyramid_qt.engine import Card
from pyramid_qt.engine.moves import Move
from pyramid_qt.solver.budget import Budget
from pyramid_qt.solver.search import native, piles
from pyramid_qt.solver.search.problem import Problem
from pyramid_qt.solver.search.steps import Kernel, SearchOutcome
from tests.helpers.engine import card, position


def index(code: str) -> int:
    return Card.parse(code).index


def test_states_equal_up_to_suits_share_a_key() -> None:
    stock = (index("5C"), index("9H"))
    piles_now = ((index("3S"),), (index("5D"), index("KH")), ())
    swapped = ((index("3S"),), (index("5C"), index("KH")), ())
    assert piles.state_key(7, stock, piles_now) == piles.state_key(7, (index("5D"), index("9H")), swapped)
    # Another rank, another pile or another pyramid: another state.
    assert piles.state_key(7, stock, piles_now) != piles.state_key(7, (index("6C"), index("9H")), swapped)
    assert piles.state_key(7, stock, piles_now) != piles.state_key(7, stock, ((), piles_now[1], piles_now[0]))
    assert piles.state_key(7, stock, piles_now) != piles.state_key(5, stock, piles_now)


KERNELS: list[Kernel] = [piles.search_piles] + ([native.search_piles_native] if native.built() else [])


@pytest.mark.parametrize("search", KERNELS)
def test_a_forced_pair_on_the_last_pass_is_the_only_move_tried(search: Kernel) -> None:
    """The 8 can only ever go with the 5 on the second pile, which is exposed: on the last pass that pair is taken
    at once, before the King on the first pile that the search would otherwise try first."""
    last = position("T2D", "8C", piles=("KS", "5D", ""), pass_number=2)
    outcome: SearchOutcome = search(Problem(last), Budget(memory_limit=None))
    assert outcome.won
    assert [step.move() for step in outcome.steps] == [Move.pair(card("8C"), card("5D"))]
    # Before the last pass a recycle may still gather the piles: no move is forced, the King goes first.
    earlier = position("T2D", "8C", piles=("KS", "5D", ""), pass_number=1)
    outcome = search(Problem(earlier), Budget(memory_limit=None))
    assert outcome.won
    assert outcome.steps[0].move() == Move.king(card("KS"))
