"""Pyramid Thirteen played by the engine: the top 21 pyramid cards dealt face down and turned when uncovered, one
pass, its codes and position texts."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from pyramid_qt.engine.deal import FIXED_RULES, MAX_DEAL, Deal, DealCode
from pyramid_qt.engine.game import Game
from pyramid_qt.engine.games import ENGINE_GAMES, PYRAMID, THIRTEEN
from pyramid_qt.engine.moves import RECYCLE, Refusal
from pyramid_qt.engine.position import format_position, parse_position
from pyramid_qt.engine.state import Position


def start(number: int) -> Position:
    return Position.from_deal(Deal.from_number(number, THIRTEEN), FIXED_RULES, THIRTEEN)


def test_the_top_six_rows_start_face_down_and_the_last_row_face_up() -> None:
    position = start(1)
    layout = THIRTEEN.layout
    assert position.face_down == frozenset(i for i in range(layout.size) if layout.row[i] < 6)
    assert len(position.face_down) == 21
    assert all(position.is_free(i) for i in range(layout.size) if i not in position.face_down)
    assert start(1).face_down == Position.from_deal(Deal.from_number(1, PYRAMID), FIXED_RULES, THIRTEEN).face_down
    assert Position.from_deal(Deal.from_number(1, PYRAMID), FIXED_RULES, PYRAMID).face_down == frozenset()


@settings(max_examples=40, deadline=None)
@given(number=st.integers(1, MAX_DEAL), choices=st.lists(st.integers(0, 1000), max_size=60))
def test_a_card_is_face_down_exactly_while_a_card_lies_on_it(number: int, choices: list[int]) -> None:
    game = Game.from_code(DealCode(number, FIXED_RULES, THIRTEEN))
    seen: set[int] = set()
    for choice in choices:
        position = game.position
        for i in range(THIRTEEN.layout.size):
            covered = position.pyramid[i] is not None and not position.is_free(i)
            assert (i in position.face_down) == (covered and THIRTEEN.layout.row[i] < 6)
        seen |= {i for i in range(THIRTEEN.layout.size) if position.pyramid[i] is not None} - position.face_down
        assert not seen & position.face_down  # a card turned up never goes face down while play goes forward
        moves = position.legal_moves()
        if not moves:
            break
        game.play(moves[choice % len(moves)])
    while game.can_undo:  # undone to the deal: every one of the 21 face down again
        game.undo()
    assert len(game.position.face_down) == 21


def test_one_pass_and_the_talon_all_in_the_stock() -> None:
    position = start(7)
    assert (position.passes, position.draw_count, len(position.stock), position.waste) == (1, 1, 24, ((),))
    for _ in range(24):
        position = position._drawn()
    assert position.refusal(RECYCLE) is Refusal.NO_PASSES_LEFT


def test_codes_and_position_texts_round_trip() -> None:
    code = DealCode(123, FIXED_RULES, THIRTEEN)
    assert code.text.startswith("PY1-THIRTEEN-N-")
    assert DealCode.parse(code.text, ENGINE_GAMES) == code
    position = Game.from_code(code).position
    text = format_position(position)
    again = parse_position(text, ENGINE_GAMES)
    assert again == position and again.game is THIRTEEN and again.face_down == position.face_down
