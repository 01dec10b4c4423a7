"""The scoring systems on hand-made games, and their invariants over random play under every rule set."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from pyramid_qt.engine import DRAW, RECYCLE, DealCode, Game, Move, MoveKind, Position, RuleSet
from pyramid_qt.engine.cards import KING, Card
from pyramid_qt.engine.games import (
    ENGINE_GAMES,
    GIZA,
    PHARAOHS,
    PYRAMID,
    TRIANGLE,
    GameDeclaration,
    PyramidShape,
    TalonKind,
    Win,
)
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.engine.scoring import (
    MATCH_PASSES,
    POINTS_PER_PYRAMID_CARD,
    POINTS_PER_REMOVAL,
    ROW_BONUS,
    SYSTEMS,
    Played,
    System,
    cards_left,
    game_scores,
    makes_par,
    microsoft_score,
    par_game_score,
    pyramide_score,
    row_bonuses,
    rows_cleared,
    scores_of,
    system_for,
)
from pyramid_qt.engine.state import Area
from pyramid_qt.solver import solve
from tests.helpers.engine import card, position

from .test_rules import all_rule_sets


def _game(text_rules: str, *rows: str, stock: str = "", waste: str = "", pass_number: int = 1) -> Game:
    return Game(position(text_rules, *rows, stock=stock, waste=waste, pass_number=pass_number))


def _pair(a: str, b: str) -> Move:
    return Move.pair(card(a), card(b))


def _king(a: str) -> Move:
    return Move.king(card(a))


def _king_card(king: Card) -> Move:
    return Move.king(king)


GIZA_DEAL = "PY1-GIZA-N-AAAAAAB"  # deal 1: winnable
PHARAOHS_DEAL = "PY1-PHARAOHS-N-AAAAABD"  # deal 29: winnable


def test_pyramide_counts_ten_a_pyramid_card_and_nothing_for_the_talon() -> None:
    game = _game("N", "KD", "6C 7H", "5S 8D 2S", stock="9C", waste="QH JC")
    assert pyramide_score(Played.of_game(game)) == 0
    game.play(_pair("8D", "5S"))  # two pyramid cards
    assert pyramide_score(Played.of_game(game)) == 20
    game.play(_pair("2S", "JC"))  # a pyramid card and the waste top
    assert pyramide_score(Played.of_game(game)) == 30
    game.play(DRAW)
    game.play(RECYCLE)  # draws and recycles score nothing
    assert pyramide_score(Played.of_game(game)) == 30
    game.undo()
    game.undo()
    game.undo()
    assert pyramide_score(Played.of_game(game)) == 20  # undo takes the points back


def test_a_pasted_position_scores_only_what_the_player_removes() -> None:
    game = _game("N", "KD", "6C 7H", stock="9C", waste="QH")  # 25 pyramid cards already gone
    scores = game_scores(game)
    assert scores["pyramide"] == 0 and scores["microsoft"] == 0  # the rows empty at the start earn no bonus
    assert scores["cards_left"] == 5


def test_microsoft_style_counts_removals_and_the_rows_cleared_bottom_up() -> None:
    game = _game("N", "KD", "6C 7H", "5S 8D 2S", stock="JC KH", waste="4C")
    game.play(_pair("5S", "8D"))
    assert microsoft_score(Played.of_game(game)) == 5
    game.play(DRAW)
    game.play(_pair("2S", "JC"))  # row 3 cleared
    assert microsoft_score(Played.of_game(game)) == 2 * 5 + ROW_BONUS[2]
    game.play(DRAW)
    game.play(_king("KH"))  # a King from the waste: 5, no row
    game.play(_pair("6C", "7H"))  # row 2
    assert microsoft_score(Played.of_game(game)) == 4 * 5 + ROW_BONUS[2] + ROW_BONUS[1]
    game.play(_king("KD"))  # the apex: the game is won
    assert game.is_over
    assert microsoft_score(Played.of_game(game)) == 5 * 5 + 150 + 250 + 500
    game.undo()
    assert microsoft_score(Played.of_game(game)) == 4 * 5 + 150 + 250  # undo takes the points back


def test_the_whole_board_is_1290() -> None:
    assert sum(ROW_BONUS) + 5 * (24 + 4) == 1290


def test_par_pyramid_scores_by_the_pass_the_pyramid_is_cleared_on() -> None:
    game = _game("N", "KD", "6C 7H", stock="9C 4D", waste="QH")
    game.play(_pair("6C", "7H"))
    assert par_game_score(Played.of_game(game)) == -1  # not cleared: minus the pyramid cards left
    game.play(_king("KD"))
    assert par_game_score(Played.of_game(game)) == 50 - 3  # pass 1: 50 less the stock and waste cards left

    second = _game("N", "KD", "6C 7H", stock="9C", waste="QH")
    second.play(DRAW)
    second.play(RECYCLE)
    for move in (_pair("6C", "7H"), _king("KD")):
        second.play(move)
    assert par_game_score(Played.of_game(second)) == 35 - 2

    third = _game("N", "KD", "6C 7H", stock="9C", waste="QH", pass_number=3)
    for move in (_pair("6C", "7H"), _king("KD")):
        third.play(move)
    assert par_game_score(Played.of_game(third)) == 20 - 2


def test_a_pyramid_cleared_after_the_third_pass_counts_as_it_stood_then() -> None:
    game = _game("N", "KD", "6C 7H", stock="9C", waste="QH", pass_number=MATCH_PASSES)
    game.play(_pair("6C", "7H"))
    game.play(DRAW)
    game.play(RECYCLE)  # the fourth pass: the match no longer looks
    game.play(_king("KD"))
    assert game.is_over
    assert par_game_score(Played.of_game(game)) == -1


def test_cards_left_counts_every_card_on_the_table() -> None:
    game = _game("N", "KD", "6C 7H", stock="9C 4D", waste="QH")
    assert cards_left(Played.of_game(game)) == 6
    game.play(_pair("6C", "7H"))
    assert cards_left(Played.of_game(game)) == 4


def test_each_family_has_its_own_system_and_a_choice_overrides_it() -> None:
    assert system_for(System.RULES, PRESETS["N"]).system is System.PYRAMIDE
    assert system_for(System.RULES, PRESETS["W"]).system is System.OFF
    assert system_for(System.RULES, PRESETS["T"]).system is System.PYRAMIDE
    assert system_for(System.MICROSOFT, PRESETS["W"]).system is System.MICROSOFT
    assert system_for(System.OFF, PRESETS["N"]).score(Played.of_game(_game("N", "KD"))) is None


def test_scores_of_leaves_out_the_system_without_a_score() -> None:
    scores = scores_of(Played.of_game(_game("N", "KD", waste="QH")))
    assert set(scores) == {str(system) for system, declared in SYSTEMS.items() if declared.counter is not None}
    assert "off" not in scores


def test_par_is_a_total_of_zero_or_more() -> None:
    assert makes_par(0) and makes_par(12) and not makes_par(-1)


@settings(max_examples=60, deadline=None)
@given(
    number=st.integers(1, 20000),
    rules=st.sampled_from(all_rule_sets()),
    choices=st.lists(st.integers(0, 1000), max_size=150),
)
def test_invariants_over_random_play(number: int, rules: RuleSet, choices: list[int]) -> None:
    game = Game.from_code(DealCode(number, rules))
    for choice in choices:
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[choice % len(moves)])
        played = Played.of_game(game)
        microsoft = microsoft_score(played)
        assert 0 <= microsoft <= 1290 and microsoft % 5 == 0
        assert cards_left(played) == sum(1 for _ in game.position.cards_on_table())
        assert pyramide_score(played) == 10 * game.position.pyramid_removed
        assert -28 <= par_game_score(played) <= 50


# ---------------------------------------------------------------------------------------------- other games
def _start_of(code: str) -> Position:
    deal_code = DealCode.parse(code, games=ENGINE_GAMES)
    return Position.from_deal(deal_code.deal(), deal_code.rules, deal_code.game)


def _won(code: str) -> Game:
    game = Game(_start_of(code))
    for move in solve(game.position).solution:
        game.play(move)
    assert game.position.is_won
    return game


def test_a_giza_win_scores_every_card_its_win_removes() -> None:
    won = _won(GIZA_DEAL)
    scores = game_scores(won)
    assert won.score == scores[System.PYRAMIDE]  # the statistics' row keeps the same count
    assert scores[System.PYRAMIDE] == POINTS_PER_PYRAMID_CARD * GIZA.cards  # 520: its win takes all 52 cards
    assert scores[System.MICROSOFT] == POINTS_PER_REMOVAL * (4 + 48 // 2) + sum(ROW_BONUS)  # 1,290
    assert scores[System.CARDS_LEFT] == 0
    assert System.PAR_MATCH not in scores  # the match is Pyramid's: no score in Giza


def test_a_pharaohs_win_earns_each_pyramids_rows_from_its_free_row() -> None:
    assert row_bonuses(PHARAOHS.layout) == (*ROW_BONUS, *ROW_BONUS[1:], *ROW_BONUS[5:])  # 7, 6 and 2 rows
    scores = game_scores(_won(PHARAOHS_DEAL))
    bonuses = sum(ROW_BONUS) + sum(ROW_BONUS[1:]) + sum(ROW_BONUS[5:])
    assert scores[System.MICROSOFT] == POINTS_PER_REMOVAL * 28 + bonuses == 2015
    assert scores[System.PYRAMIDE] == 520


def test_cards_left_counts_the_reserves_and_pyramide_what_giza_removed() -> None:
    game = Game(_start_of(GIZA_DEAL))
    assert cards_left(Played.of_game(game)) == 52  # 28 pyramid cards and 24 reserve cards
    move = next(move for move in game.position.legal_moves() if move.kind is MoveKind.REMOVE_PAIR)
    game.play(move)
    assert cards_left(Played.of_game(game)) == 50
    assert pyramide_score(Played.of_game(game)) == 20  # whichever two cards: the win needs them all


def test_an_inverted_pyramid_earns_its_bonuses_from_its_point_up() -> None:
    start = _start_of("PY1-TRIANGLE-N-AAAAAAB")
    point = TRIANGLE.layout.size - 1  # the single card of its last row, free at the start
    king = next(card for card in start.cards_on_table() if card.rank == KING)
    where = start.locate(king)
    assert where is not None
    pyramid, stock = list(start.pyramid), list(start.stock)
    moved = pyramid[point]
    assert moved is not None
    pyramid[point] = king
    if where.area is Area.PYRAMID:
        pyramid[where.index] = moved
    else:
        stock[where.depth] = moved
    game = Game(replace(start, pyramid=tuple(pyramid), stock=tuple(stock)))
    game.play(_king_card(king))
    assert rows_cleared(game.start, game.position) == [TRIANGLE.layout.rows - 1]
    assert microsoft_score(Played.of_game(game)) == POINTS_PER_REMOVAL + ROW_BONUS[-1]  # 5 + 25: its bottom row's
    assert row_bonuses(TRIANGLE.layout) == ROW_BONUS


def test_a_system_scores_only_the_games_it_describes() -> None:
    tall = GameDeclaration("TALL", "Tall", (PyramidShape(8),), TalonKind.DRAW_ONE, None, Win.PYRAMIDS)
    assert row_bonuses(tall.layout) is None
    assert not SYSTEMS[System.MICROSOFT].applies(tall)
    par = SYSTEMS[System.PAR_MATCH]
    assert [key for key, game in ENGINE_GAMES.items() if par.applies(game)] == [PYRAMID.key]
    others = [declared for declared in SYSTEMS.values() if declared is not par]
    assert all(declared.applies(game) for game in ENGINE_GAMES.values() for declared in others)
