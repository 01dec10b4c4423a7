"""The scoring systems on hand-made games, and their invariants over random play under every rule set."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from pyramid_qt.engine import DRAW, RECYCLE, DealCode, Game, Move, RuleSet
from pyramid_qt.engine.rules import PRESETS
from pyramid_qt.engine.scoring import (
    MATCH_PASSES,
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
    scores_of,
    system_for,
)
from tests.helpers.engine import card, position

from .test_rules import all_rule_sets


def _game(text_rules: str, *rows: str, stock: str = "", waste: str = "", pass_number: int = 1) -> Game:
    return Game(position(text_rules, *rows, stock=stock, waste=waste, pass_number=pass_number))


def _pair(a: str, b: str) -> Move:
    return Move.pair(card(a), card(b))


def _king(a: str) -> Move:
    return Move.king(card(a))


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
