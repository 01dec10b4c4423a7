"""Hypothesis properties over random deals, random rule sets and random play with undo and redo."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from pyramid_qt.engine import DealCode, Game, Move, Position, RuleSet, Status, format_position, parse_position
from pyramid_qt.engine.cards import FULL_DECK
from pyramid_qt.engine.deal import MAX_DEAL

from .test_rules import all_rule_sets

RULE_SETS = all_rule_sets()
rule_sets = st.sampled_from(RULE_SETS)
deal_numbers = st.integers(min_value=1, max_value=20000)
choices = st.integers(min_value=0, max_value=10_000)
actions = st.lists(st.one_of(choices, st.sampled_from(["undo", "redo"])), max_size=70)
blanks = st.sampled_from(["", " ", "\t", "\n "])


def check_invariants(game: Game) -> None:
    here = game.position
    on_table = list(here.cards_on_table())
    removed = list(game.removed_cards)
    assert len(on_table) + len(removed) == 52
    assert set(on_table) | set(removed) == set(FULL_DECK)
    start_pyramid = {c for c in game.start.pyramid if c is not None}
    assert game.score == 10 * sum(c in start_pyramid for c in removed)
    assert game.score == 10 * here.pyramid_removed
    legal = here.legal_moves()
    if game.status is Status.LOST:
        assert legal == [] and not here.is_won
    elif game.status is Status.PLAYING:
        assert legal and not here.is_won
    else:
        assert here.is_won


def check_refusals_agree_with_legal_moves(here: Position) -> None:
    legal = {frozenset(move.cards) for move in here.legal_moves() if move.is_removal}
    cards = list(here.cards_on_table())
    for i, a in enumerate(cards):
        if a.is_king:
            assert (here.king_refusal(a) is None) == (frozenset({a}) in legal)
        for b in cards[i + 1 :]:
            if a.pairs_with(b):
                assert (here.pair_refusal(a, b) is None) == (frozenset({a, b}) in legal)
                assert (here.pair_refusal(a, b) is None) == (here.pair_refusal(b, a) is None)


@settings(max_examples=60, deadline=None)
@given(number=deal_numbers, rules=rule_sets, script=actions)
def test_random_play_with_undo_and_redo_keeps_every_invariant(number: int, rules: RuleSet, script: list) -> None:
    game = Game.from_code(DealCode(number, rules))
    before: list[Position] = []  # the position before each played move, as the game's history should hold
    check_invariants(game)
    for action in script:
        if action == "undo":
            if not game.can_undo:
                continue
            moves_before = game.moves
            game.undo()
            assert game.position == before.pop()
            assert game.moves == moves_before
        elif action == "redo":
            if not game.can_redo:
                continue
            previous = game.position
            game.redo()
            before.append(previous)
        else:
            legal = game.legal_moves()
            if not legal:
                continue
            previous = game.position
            text = format_position(previous)
            move = legal[action % len(legal)]
            after = previous.apply(move)
            assert format_position(previous) == text  # apply never changes the position it is called on
            assert previous == parse_position(text)
            game.play(move)
            assert game.position == after
            assert game.redo_moves == ()
            before.append(previous)
        assert [step.before for step in game.history] == before
        check_invariants(game)
    assert parse_position(format_position(game.position)) == game.position


@settings(max_examples=40, deadline=None)
@given(number=deal_numbers, rules=rule_sets, script=st.lists(choices, max_size=40))
def test_refusals_agree_with_legal_moves(number: int, rules: RuleSet, script: list[int]) -> None:
    here = Position.from_deal(DealCode(number, rules).deal(), rules)
    check_refusals_agree_with_legal_moves(here)
    for choice in script:
        legal = here.legal_moves()
        if not legal:
            break
        here = here.apply(legal[choice % len(legal)])
    check_refusals_agree_with_legal_moves(here)


@settings(max_examples=200, deadline=None)
@given(number=st.integers(min_value=0, max_value=MAX_DEAL), rules=rule_sets, pad=blanks)
def test_codes_round_trip(number: int, rules: RuleSet, pad: str) -> None:
    code = DealCode(number, rules)
    assert DealCode.parse(code.text) == code
    assert DealCode.parse(pad + code.text.lower() + pad) == code
    assert RuleSet.from_field(rules.field) == rules


@settings(max_examples=30, deadline=None)
@given(number=deal_numbers, rules=rule_sets)
def test_the_same_number_deals_the_same_cards(number: int, rules: RuleSet) -> None:
    deal = DealCode(number, rules).deal()
    assert deal == DealCode(number).deal()
    start = Position.from_deal(deal, rules)
    assert start.pyramid == deal.pyramid
    for move in start.legal_moves():
        assert Move.parse(str(move)) == move
