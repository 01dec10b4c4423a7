"""The talon games' solver (Triangle, King Tut) against a plain breadth-first search over the engine's legal moves:
the same verdict, best count and par on small endgames cut from deals, winning lines and par lines that replay to a
win through the engine, hints that keep a winnable position winnable and a lost one's best count; and whole deals
won through the game by the solver's line."""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bench import talon_games_bench
from pyramid_qt.engine.cards import Card
from pyramid_qt.engine.deal import FIXED_RULES, Deal, DealCode
from pyramid_qt.engine.game import Game
from pyramid_qt.engine.games import ENGINE_GAMES, KINGTUT, TRIANGLE, GameDeclaration
from pyramid_qt.engine.moves import Move
from pyramid_qt.engine.position import format_position, parse_position
from pyramid_qt.engine.state import Position, Status
from pyramid_qt.solver.api import solve
from pyramid_qt.solver.best import best_move_hint, line_to
from pyramid_qt.solver.par import find_par
from pyramid_qt.solver.par.talon import talon_par
from pyramid_qt.solver.result import HintKind, Verdict
from pyramid_qt.solver.search import native
from pyramid_qt.solver.talon_games import solve_talon, talon_hint
from pyramid_qt.solver.talon_native import compiled_problem

TALON_GAMES = [TRIANGLE, KINGTUT]


def start(game: GameDeclaration, number: int) -> Position:
    return Position.from_deal(Deal.from_number(number, game), FIXED_RULES, game)


def endgame(
    game: GameDeclaration, number: int, seed: int, pyramid_left: int, talon_left: int, partnered: bool = False
) -> Position:
    """Deal ``number`` cut down to ``pyramid_left`` pyramid cards (free cards taken away at random, so what is left
    lies as play leaves it) and ``talon_left`` talon cards in their order, split between the waste and the stock at
    random, on a random pass.  ``partnered``: the talon cards kept are first a partner for each pyramid card left
    where the talon has one (so that more endgames can be won), then any."""
    chooser = random.Random(seed)
    here = start(game, number)
    pyramid = list(here.pyramid)
    while sum(card is not None for card in pyramid) > pyramid_left:
        free = [
            i
            for i, card in enumerate(pyramid)
            if card is not None and all(pyramid[j] is None for j in here.game.layout.covered_by[i])
        ]
        pyramid[chooser.choice(free)] = None
    chosen: set[int] = set()
    if partnered:
        for card in pyramid:
            partners = [t for t, held in enumerate(here.stock) if card is not None and held.rank + card.rank == 13]
            if partners and len(chosen) < talon_left:
                chosen.add(chooser.choice(partners))
    others = [t for t in range(len(here.stock)) if t not in chosen]
    talon = sorted(chosen | set(chooser.sample(others, talon_left - len(chosen))))
    cards = [here.stock[t] for t in talon]
    cut = chooser.randint(0, len(cards))
    passes = game.passes if game.passes is not None else 5
    position = here.replace(
        pyramid=tuple(pyramid),
        waste=(tuple(cards[:cut]),),
        stock=tuple(cards[cut:]),
        pass_number=chooser.randint(1, passes),
    )
    assert parse_position(format_position(position), ENGINE_GAMES) == position
    return position


@dataclass
class Brute:
    """Every position reachable from one by the engine's legal moves, breadth first: whether one is won, the fewest
    moves to the first won one, and the most pyramid cards removed in any.  The pass is left out of a position's
    identity with unlimited passes (it only counts there)."""

    winnable: bool
    shortest: int | None
    most: int

    @staticmethod
    def of(position: Position) -> Brute:
        def key(here: Position) -> tuple[object, ...]:
            limited = here.passes is not None
            return (here.pyramid, here.stock, here.waste, here.pass_number if limited else 0)

        seen = {key(position)}
        queue: deque[tuple[Position, int]] = deque([(position, 0)])
        shortest: int | None = None
        most = position.pyramid_removed
        while queue:
            here, moves = queue.popleft()
            most = max(most, here.pyramid_removed)
            if here.is_won:
                shortest = moves if shortest is None else shortest
                continue
            for move in here.legal_moves():
                after = here.apply(move)
                if key(after) not in seen:
                    seen.add(key(after))
                    queue.append((after, moves + 1))
        return Brute(shortest is not None, shortest, most)


def replays_to_a_win(position: Position, moves: list[Move]) -> bool:
    here = position
    for move in moves:
        if here.is_won:
            return False
        here = here.apply(move)
    return here.is_won


def check_against_brute(position: Position) -> None:
    """The solver's answers against :class:`Brute`'s; Triangle's both by the compiled kernel (where it is built) and
    by the pure search alone."""
    brute = Brute.of(position)
    check_answers(position, brute)
    if position.game is TRIANGLE and native.available():
        with mock.patch.object(native, "available", return_value=False):
            assert compiled_problem(position) is None
            check_answers(position, brute)


def check_answers(position: Position, brute: Brute) -> None:
    result = solve_talon(position)
    assert result.best_exact and result.is_winnable == brute.winnable
    assert result.best_removed == (28 if brute.winnable else brute.most)
    dispatched = solve(position)
    assert (dispatched.verdict, dispatched.best_removed, dispatched.solution) == (
        result.verdict,
        result.best_removed,
        result.solution,
    )
    par = talon_par(position)
    assert par.verdict is result.verdict
    if brute.winnable:
        assert replays_to_a_win(position, result.solution)
        assert par.line is not None and len(par.line) == brute.shortest and replays_to_a_win(position, par.line)
        assert find_par(position).par == brute.shortest
    else:
        assert par.line is None and find_par(position).par is None
    hint = talon_hint(position)
    assert best_move_hint(position) == hint
    if position.is_won or not position.legal_moves():
        assert hint.kind is HintKind.NO_MOVE and hint.move is None
        return
    assert hint.move is not None
    after = Brute.of(position.apply(hint.move))
    if brute.winnable:
        assert hint.kind is HintKind.WINNING and after.winnable
    elif brute.most == position.pyramid_removed:
        assert hint.kind is HintKind.NO_MORE_REMOVALS and hint.best == brute.most
    else:
        assert hint.kind is HintKind.BEST_COUNT and hint.best == brute.most == after.most
        line = line_to(position, brute.most)
        here = position
        for move in line:
            here = here.apply(move)
        assert here.pyramid_removed == brute.most


@pytest.mark.parametrize("game", TALON_GAMES, ids=lambda game: game.key)
@pytest.mark.parametrize("number", range(1, 11))
def test_endgames_of_deals_agree_with_the_exhaustive_search(game: GameDeclaration, number: int) -> None:
    for seed, (pyramid_left, talon_left) in enumerate([(4, 4), (6, 5), (7, 6), (8, 7)]):
        check_against_brute(endgame(game, number, seed, pyramid_left, talon_left))
        check_against_brute(endgame(game, number, seed, pyramid_left, talon_left + 2, partnered=True))


def along_a_win(game: GameDeclaration, number: int, left: int, seed: int, detour: int) -> Position | None:
    """Deal ``number`` played along the solver's winning line until at most ``left`` pyramid cards are left, then
    ``detour`` random legal moves (which may lose it); ``None`` when the deal is lost."""
    result = solve_talon(start(game, number), want_best=False)
    if not result.is_winnable:
        return None
    chooser = random.Random(seed)
    here = start(game, number)
    for move in result.solution:
        if here.pyramid_remaining <= left:
            break
        here = here.apply(move)
    for _ in range(detour):
        moves = here.legal_moves()
        if here.is_won or not moves:
            break
        here = here.apply(chooser.choice(moves))
    return here


@pytest.mark.parametrize("game", TALON_GAMES, ids=lambda game: game.key)
@pytest.mark.parametrize("number", range(1, 21))
def test_endgames_near_a_win_agree_with_the_exhaustive_search(game: GameDeclaration, number: int) -> None:
    for seed, (left, detour) in enumerate([(5, 0), (7, 0), (6, 2), (7, 5)]):
        position = along_a_win(game, number, left, seed, detour)
        if position is None:
            return
        check_against_brute(position)


@settings(max_examples=60, deadline=None)
@given(
    game=st.sampled_from(TALON_GAMES),
    number=st.integers(1, 100_000),
    seed=st.integers(0, 2**32),
    pyramid_left=st.integers(0, 8),
    talon_left=st.integers(0, 9),
    partnered=st.booleans(),
)
def test_generated_endgames_agree_with_the_exhaustive_search(
    game: GameDeclaration, number: int, seed: int, pyramid_left: int, talon_left: int, partnered: bool
) -> None:
    check_against_brute(endgame(game, number, seed, pyramid_left, talon_left, partnered))


@pytest.mark.parametrize("game", TALON_GAMES, ids=lambda game: game.key)
def test_a_deal_is_won_through_the_game_by_the_solver_s_line_and_its_par_line(game: GameDeclaration) -> None:
    number = next(n for n in range(1, 40) if solve_talon(start(game, n), want_best=False).is_winnable)
    for line in (solve_talon(start(game, number)).solution, find_par(start(game, number)).line):
        played = Game.from_code(DealCode(number, FIXED_RULES, game))
        played.auto_kings = False
        for move in line:
            assert played.status is Status.PLAYING
            played.play(move)
        assert played.status is Status.WON and played.position.pyramid_remaining == 0


@pytest.mark.parametrize("game", TALON_GAMES, ids=lambda game: game.key)
def test_every_hint_keeps_a_won_deal_winnable_to_the_end(game: GameDeclaration) -> None:
    number = next(n for n in range(1, 40) if solve_talon(start(game, n), want_best=False).is_winnable)
    here = start(game, number)
    for _ in range(400):
        if here.is_won:
            break
        hint = best_move_hint(here)
        assert hint.kind is HintKind.WINNING and hint.move is not None
        here = here.apply(hint.move)
    assert here.is_won


def test_a_budget_answers_unknown_not_a_guess() -> None:
    position = start(KINGTUT, 25)  # lost, proved in some hundred thousand states
    result = solve_talon(position, node_limit=3000)
    assert result.verdict is Verdict.UNKNOWN and result.stopped_by is not None
    hint = talon_hint(position, node_limit=3000)
    assert hint.kind is HintKind.UNDECIDED and hint.move in position.legal_moves()


def test_the_cards_of_an_endgame_are_those_the_engine_reads() -> None:
    position = endgame(TRIANGLE, 3, 1, 5, 4)
    assert sum(card is not None for card in position.pyramid) == 5 and position.talon_count == 4
    assert all(isinstance(card, Card) for card in position.cards_on_table())


def test_the_bench_runs() -> None:
    assert talon_games_bench.main(["--last", "2", "--time-limit", "5"]) == 0
