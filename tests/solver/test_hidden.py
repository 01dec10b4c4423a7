"""The chance of a position with unseen cards (Pyramid Thirteen), checked against a brute force that tries every
arrangement of the unseen cards and decides each by its own search over the engine's moves."""

from __future__ import annotations

from functools import cache
from itertools import permutations

import pytest

from pyramid_qt.engine.deal import FIXED_RULES, Deal
from pyramid_qt.engine.games import GIZA, THIRTEEN
from pyramid_qt.engine.state import Position, Status
from pyramid_qt.solver import hidden, solve
from pyramid_qt.solver.result import Verdict


def start(number: int) -> Position:
    return Position.from_deal(Deal.from_number(number, THIRTEEN), FIXED_RULES, THIRTEEN)


def endgame(number: int, kept_rows: int, stock: int, waste: int) -> Position:
    """Deal ``number`` of Thirteen with only its top ``kept_rows`` rows left in the pyramid (the lower ones gone, as
    play leaves them), ``stock`` cards in the stock and ``waste`` on the waste: small enough to try every
    arrangement."""
    position = start(number)
    layout = THIRTEEN.layout
    pyramid = tuple(card if layout.row[i] < kept_rows else None for i, card in enumerate(position.pyramid))
    return position.replace(pyramid=pyramid, stock=position.stock[:stock], waste=(position.stock[-waste:],))


def brute_winnable(position: Position) -> bool:
    """Whether some sequence of the engine's legal moves wins (every card shown): a plain memoised search."""

    @cache
    def wins(here: Position) -> bool:
        if here.status is Status.WON:
            return True
        return any(wins(here.apply(move)) for move in here.legal_moves())

    return wins(position)


def brute_share(position: Position) -> tuple[int, int]:
    """(won, tried) over every arrangement of the unseen cards into the unseen places."""
    unseen = hidden.unseen(position)
    won = tried = 0
    for cards in permutations(unseen.cards):
        tried += 1
        won += brute_winnable(hidden.arrange(position, unseen, cards))
    return won, tried


# Deals 6, 18 and 59 leave endgames won in some arrangements and lost in others; 1 and 2 in none.
ENDGAMES = [
    (number, rows, stock, waste) for number in (1, 2, 6, 18, 59) for rows, stock, waste in ((3, 2, 2), (3, 1, 3))
]


@pytest.mark.parametrize(("number", "rows", "stock", "waste"), ENDGAMES)
def test_the_exact_chance_of_a_small_endgame_is_the_brute_force_share(number, rows, stock, waste) -> None:
    position = endgame(number, rows, stock, waste)
    unseen = hidden.unseen(position)
    assert len(unseen.slots) == len(position.face_down) > 0
    result = hidden.chance(position)
    assert result.exact and result.undecided == 0
    assert (result.won, result.decided) == brute_share(position)
    assert result.interval == (result.share, result.share)


def test_some_endgames_are_neither_sure_nor_hopeless() -> None:
    shares = [hidden.chance(endgame(*case)).share for case in ENDGAMES]
    assert sum(share is not None and 0 < share < 1 for share in shares) >= 3  # the cross-check is not all 0s and 1s


@pytest.mark.parametrize(("number", "rows", "stock", "waste"), ENDGAMES[:6])
def test_the_hint_keeps_the_most_arrangements_winnable(number, rows, stock, waste) -> None:
    position = endgame(number, rows, stock, waste)
    tip = hidden.hint(position, samples=1000)  # every arrangement
    assert tip.move is not None and tip.move in position.legal_moves()
    unseen = hidden.unseen(position)
    arrangements = list(permutations(unseen.cards))
    best = max(
        sum(brute_winnable(hidden.arrange(position, unseen, cards).apply(move)) for cards in arrangements)
        for move in position.legal_moves()
    )
    assert (tip.won, tip.tried) == (best, len(arrangements))


@pytest.mark.parametrize("number", [1, 4, 9])
def test_the_answer_never_depends_on_where_the_unseen_cards_really_lie(number: int) -> None:
    position = start(number)
    unseen = hidden.unseen(position)
    assert len(unseen.slots) == 21 and unseen.stock_places == 24
    shuffled = hidden.arrange(position, unseen, unseen.cards).with_game(THIRTEEN)  # the same cards elsewhere
    assert shuffled.pyramid != position.pyramid
    first, second = hidden.chance(position, samples=30), hidden.chance(shuffled, samples=30)
    assert first[:4] == second[:4]
    assert hidden.hint(position, samples=10) == hidden.hint(shuffled, samples=10)


def test_a_sample_shown_is_the_position_seen_with_a_line_that_wins_it() -> None:
    result = next(r for r in (hidden.chance(endgame(n, 3, 1, 3)) for n in range(1, 40)) if r.won)
    assert result.example is not None and result.line
    example = result.example
    for move in result.line:
        example = example.apply(move)
    assert example.is_won


def test_without_unseen_cards_the_chance_is_the_verdict() -> None:
    giza = Position.from_deal(Deal.from_number(1, GIZA), FIXED_RULES, GIZA)
    result = hidden.chance(giza)
    assert result.exact and result.decided == 1
    assert (result.won == 1) == (solve(giza, want_best=False).verdict is Verdict.WINNABLE)


def test_the_deal_s_own_verdict_is_decided_with_its_cards_shown() -> None:
    for number in range(1, 6):
        position = start(number)
        shown = position.with_game(THIRTEEN.revealed)
        assert solve(position, want_best=False).verdict is solve(shown, want_best=False).verdict


def test_the_interval_holds_the_share_and_narrows_with_more_samples() -> None:
    few = hidden.Chance(won=3, lost=7, undecided=0, exact=False)
    many = hidden.Chance(won=30, lost=70, undecided=0, exact=False)
    assert few.interval is not None and many.interval is not None
    assert few.interval[0] < 0.3 < few.interval[1]
    assert many.interval[1] - many.interval[0] < few.interval[1] - few.interval[0]
    assert hidden.Chance(0, 0, 5, exact=False).share is None
