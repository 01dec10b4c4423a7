"""The open no-talon games' solver (Giza, Pharaohs) against a plain exhaustive search over the engine's legal moves:
the same verdict and best count on endgames reached by random play from deals, winning lines that replay to a win
through the engine, hints that keep a winnable position winnable and a lost one's best count."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bench import open_games_bench
from pyramid_qt.engine.cards import Card
from pyramid_qt.engine.deal import FIXED_RULES, Deal, DealCode
from pyramid_qt.engine.game import Game
from pyramid_qt.engine.games import ENGINE_GAMES, GIZA, PHARAOHS, GameDeclaration
from pyramid_qt.engine.moves import Move
from pyramid_qt.engine.position import parse_position
from pyramid_qt.engine.state import Position, Status
from pyramid_qt.solver.api import solve
from pyramid_qt.solver.best import best_move_hint
from pyramid_qt.solver.open_games import open_hint, par_of, solve_open
from pyramid_qt.solver.result import HintKind, StopReason, Verdict

OPEN_GAMES = [GIZA, PHARAOHS]
ENDGAME_CARDS = 18  # few enough for the exhaustive search


def start(game: GameDeclaration, number: int) -> Position:
    return Position.from_deal(Deal.from_number(number, game), FIXED_RULES, game)


def endgame(game: GameDeclaration, number: int, seed: int, left: int = ENDGAME_CARDS, guided: float = 0.0) -> Position:
    """Deal ``number`` played until at most ``left`` cards are on the table or no move is left: each move, with
    probability ``guided``, the solver's hint (which keeps a won deal winnable and a lost one's best count, so the
    table gets small), else a random legal move (which may lose)."""
    chooser = random.Random(seed)
    here = start(game, number)
    while sum(1 for _ in here.cards_on_table()) > left:
        moves = here.legal_moves()
        if not moves:
            break
        hint = open_hint(here).move if chooser.random() < guided else None
        here = here.apply(hint if hint is not None else chooser.choice(moves))
    return here


class Brute:
    """The most cards any play removes from a position, by trying every legal move of the engine.  With no talon a
    position is told apart by the cards left (each card's place is fixed by the deal)."""

    def __init__(self) -> None:
        self.memo: dict[frozenset[Card], int] = {}

    def most(self, position: Position) -> int:
        key = frozenset(position.cards_on_table())
        known = self.memo.get(key)
        if known is None:
            known = max((len(m.cards) + self.most(position.apply(m)) for m in position.legal_moves()), default=0)
            self.memo[key] = known
        return known

    def wins(self, position: Position) -> bool:
        return self.most(position) == sum(1 for _ in position.cards_on_table())


def removed(position: Position) -> int:
    return position.game.cards - sum(1 for _ in position.cards_on_table())


def check_against_brute(position: Position) -> None:
    brute = Brute()
    result = solve_open(position)
    assert result.best_exact
    assert result.is_winnable == brute.wins(position)
    assert result.best_removed == removed(position) + brute.most(position)
    if result.is_winnable:
        played = position
        for move in result.solution:
            played = played.apply(move)
        assert played.is_won and not list(played.cards_on_table())
        assert par_of(position) == len(result.solution)
    hint = open_hint(position)
    if not position.legal_moves():
        assert hint.kind is HintKind.NO_MOVE and hint.move is None
        return
    assert hint.move is not None
    after = position.apply(hint.move)
    if result.is_winnable:
        assert hint.kind is HintKind.WINNING and brute.wins(after)
    else:
        assert hint.kind is HintKind.BEST_COUNT and hint.best == result.best_removed
        assert len(hint.move.cards) + brute.most(after) == brute.most(position)


@pytest.mark.parametrize("game", OPEN_GAMES, ids=lambda game: game.key)
@pytest.mark.parametrize("number", range(1, 13))
def test_endgames_of_deals_agree_with_the_exhaustive_search(game: GameDeclaration, number: int) -> None:
    # Pharaohs' best lines end early: a larger endgame keeps moves in it.
    left = ENDGAME_CARDS if game is GIZA else ENDGAME_CARDS + 8
    for seed, guided in enumerate((0.0, 0.8, 0.95, 1.0)):
        check_against_brute(endgame(game, number, seed, left, guided))


@settings(max_examples=40, deadline=None)
@given(
    game=st.sampled_from(OPEN_GAMES),
    number=st.integers(1, 100_000),
    seed=st.integers(0, 2**32),
    left=st.integers(4, ENDGAME_CARDS),
    guided=st.sampled_from([0.0, 0.7, 0.9, 1.0]),
)
def test_generated_endgames_agree_with_the_exhaustive_search(
    game: GameDeclaration, number: int, seed: int, left: int, guided: float
) -> None:
    check_against_brute(endgame(game, number, seed, left, guided))


def test_every_hint_keeps_a_won_deal_winnable_to_the_end() -> None:
    here = start(GIZA, 1)  # won by the search in a few dozen positions
    assert solve_open(here).is_winnable
    while not here.is_won:
        hint = open_hint(here)
        assert hint.kind is HintKind.WINNING and hint.move is not None
        here = here.apply(hint.move)
        assert here.is_won or solve_open(here).is_winnable


@pytest.mark.parametrize("game", OPEN_GAMES, ids=lambda game: game.key)
def test_solve_sends_an_open_game_to_its_own_search_and_the_line_replays_through_a_game(game: GameDeclaration) -> None:
    for number in range(1, 40):
        position = start(game, number)
        result = solve(position, want_best=False)
        assert result.verdict is solve_open(position, want_best=False).verdict
        if result.is_winnable:
            played = Game.from_code(DealCode(number, FIXED_RULES, game))
            for move in result.solution:
                played.play(move)
            assert played.status is Status.WON
            kings = sum(card.is_king for card in position.cards_on_table())
            assert len(result.solution) == kings + (game.cards - kings) // 2
            return
    pytest.fail(f"no {game.name} deal of 1-39 found winnable")


def giza_text(*reserves: str) -> Position:
    pyramid = ["pyramid:", *(" ".join(["--"] * (row + 1)) for row in range(7))]
    piles = [f"reserve{p + 1}: {pile}" for p, pile in enumerate(reserves)]
    text = "\n".join(["# pyramid position v1", "game: GIZA", "rules: N", *pyramid, *piles]) + "\n"
    return parse_position(text, ENGINE_GAMES)


def test_a_pair_lying_on_its_only_partner_is_lost_before_any_move_is_tried() -> None:
    position = giza_text("5S 8H", "KS")  # the 8 lies on the only 5: they can never pair
    assert Brute().most(position) == 1 and Move.king(Card.parse("KS")) in position.legal_moves()
    result = solve_open(position)
    assert result.verdict is Verdict.UNWINNABLE and result.best_removed == 52 - 2
    assert solve_open(position, want_best=False).nodes == 1  # the matching bound, at the first state


def test_pairs_that_each_wait_for_the_other_are_lost_before_any_move_is_tried() -> None:
    # Each 5 can pair only with the 8 of the other pile (its own lies on it), and each of those pairs waits for the
    # other: a perfect matching exists, but no order plays it.
    position = giza_text("5S 8H", "5D 8C", "KS")
    assert Brute().most(position) == 1
    result = solve_open(position)
    assert result.verdict is Verdict.UNWINNABLE and result.best_removed == 52 - 4
    assert solve_open(position, want_best=False).nodes == 1
    crossed = giza_text("5S 8H", "8C 5D", "KS")  # the same cards, one pile turned over: winnable
    assert Brute().wins(crossed) and solve_open(crossed).is_winnable


def test_a_budget_that_runs_out_answers_unknown_never_a_guess() -> None:
    position = start(GIZA, 7)  # lost, proved in about 20,000 positions (a budget is checked every 2048)
    result = solve_open(position, node_limit=3000)
    assert result.verdict is Verdict.UNKNOWN and result.stopped_by is StopReason.NODES and not result.solution
    hint = open_hint(position, node_limit=3000)
    assert hint.kind is HintKind.UNDECIDED and hint.move in position.legal_moves()
    assert solve(position, memory_limit=1000).stopped_by is StopReason.MEMORY
    assert solve_open(position).verdict is Verdict.UNWINNABLE


@pytest.mark.parametrize("number", [3, 7])
def test_the_hint_of_the_solver_package_is_the_open_games_own(number: int) -> None:
    position = start(GIZA, number).apply(start(GIZA, number).legal_moves()[0])
    assert best_move_hint(position) == open_hint(position)


def test_the_bench_prints_a_row_per_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert open_games_bench.main(["--last", "3", "--best"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines] == ["GIZA", "PHARAOHS"]
    assert all("deals 1-3: won" in line and "undecided 0" in line for line in lines)
