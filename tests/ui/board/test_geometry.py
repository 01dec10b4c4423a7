"""Board geometry and keyboard-focus navigation (plain arithmetic, no Qt)."""

from __future__ import annotations

from collections.abc import Hashable

import pytest

from pyramid_qt.engine import layout
from pyramid_qt.engine.games import GIZA, PHARAOHS, GameDeclaration, PyramidShape, TalonKind, Win
from pyramid_qt.ui.board.layout import GAP_X, BoardLayout, next_focus


def test_pyramid_rows_are_centred_and_do_not_overlap_sideways():
    geometry = BoardLayout(1.4)
    apex_x, _ = geometry.pyramid_slot(0)
    for row in range(layout.ROWS):
        xs = [geometry.pyramid_slot(layout.index_of(row, col))[0] for col in range(row + 1)]
        assert abs((xs[0] + xs[-1]) / 2 - apex_x) < 1e-9
        assert all(b - a >= 1.0 for a, b in zip(xs, xs[1:], strict=False))


def test_side_columns_clear_the_pyramid():
    geometry = BoardLayout(1.4, waste_piles=3)
    stock_right = geometry.stock()[0] + 1
    pyramid_left = min(geometry.pyramid_slot(i)[0] for i in range(layout.SIZE))
    pyramid_right = max(geometry.pyramid_slot(i)[0] for i in range(layout.SIZE)) + 1
    assert stock_right < pyramid_left
    assert geometry.waste_pile(0)[0] > pyramid_right
    last_pile_bottom = geometry.waste_pile(2)[1] + 1.4
    assert last_pile_bottom <= geometry.height


def test_waste_fan_puts_the_top_card_rightmost():
    geometry = BoardLayout(1.4)
    top = geometry.waste_card(0, 0, 5)[0]
    under = geometry.waste_card(0, 1, 5)[0]
    deep = geometry.waste_card(0, 4, 5)[0]
    assert top > under > deep or top > under == deep


def test_focus_moves_in_the_pressed_direction():
    points: dict[Hashable, tuple[float, float]] = {
        "a": (0.0, 0.0),
        "b": (10.0, 0.0),
        "c": (0.0, 10.0),
        "d": (10.0, 1.0),
    }
    assert next_focus("a", points, 1, 0) == "b"
    assert next_focus("a", points, 0, 1) == "c"
    assert next_focus("b", points, -1, 0) == "a"
    assert next_focus("a", points, -1, 0) == "a"  # nothing to the left: stays
    assert next_focus(None, points, 1, 0) == "a"  # first press starts top-left


# ---------------------------------------------------------------------- places derived from a game's declaration
TRIANGLE_LIKE = GameDeclaration(
    key="TESTINV",
    name="Inverted and upright",
    pyramids=(PyramidShape(7, inverted=True), PyramidShape(3, column=8.0, row=1.0)),
    talon=TalonKind.DRAW_ONE,
    passes=None,
    win=Win.PYRAMIDS,
)


def _card_rects(geometry: BoardLayout) -> list[tuple[float, float, float, float]]:
    return [(x, y, x + 1, y + geometry.aspect) for x, y in map(geometry.pyramid_slot, range(geometry.game.layout.size))]


def test_an_inverted_pyramid_stands_on_its_point_each_card_between_the_two_it_covers():
    geometry = BoardLayout(1.4, game=TRIANGLE_LIKE)
    layout = TRIANGLE_LIKE.layout
    first_row = layout.row_slots[0]
    last_row = layout.row_slots[6]
    assert len(first_row) == 7 and len(last_row) == 1
    top_y = geometry.pyramid_slot(first_row[0])[1]
    assert geometry.pyramid_slot(last_row[0])[1] > top_y  # the point at the bottom
    for slot in range(layout.size):
        x, y = geometry.pyramid_slot(slot)
        for under in layout.covers[slot]:
            ux, uy = geometry.pyramid_slot(under)
            assert y > uy and abs(x - ux) == pytest.approx((1 + GAP_X) / 2)  # it lies half over each
        if len(layout.covers[slot]) == 2:
            left, right = (geometry.pyramid_slot(under)[0] for under in layout.covers[slot])
            assert x == pytest.approx((left + right) / 2)


def test_pyramids_of_a_declaration_lie_apart_and_inside_the_board():
    for game in (TRIANGLE_LIKE, PHARAOHS, GIZA):
        geometry = BoardLayout(1.4, 0 if game.talon is TalonKind.NONE else 1, game=game)
        layout = game.layout
        rects = _card_rects(geometry)
        for i, (left, top, right, bottom) in enumerate(rects):
            assert left >= 0 and top >= 0 and right <= geometry.width and bottom <= geometry.height
            for j, other in enumerate(rects):
                if layout.pyramid[i] != layout.pyramid[j]:
                    assert right <= other[0] or other[2] <= left or bottom <= other[1] or other[3] <= top
        if geometry.has_talon:
            assert geometry.stock()[0] + 1 < min(left for left, *_ in rects)
            assert geometry.waste_pile(0)[0] > max(right for *_, right, _ in rects)


def test_reserve_piles_stand_beside_the_pyramid_fanned_and_inside_the_board():
    geometry = BoardLayout(1.4, 0, game=GIZA)
    rects = _card_rects(geometry)
    pyramid_left = min(left for left, *_ in rects)
    pyramid_right = max(right for _, _, right, _ in rects)
    for pile in range(8):
        bottom_x, y = geometry.reserve_card(pile, 0)
        top_x, top_y = geometry.reserve_card(pile, 2)
        assert top_y == y and top_x > bottom_x  # fanned to the right: the top card rightmost
        assert top_x + 1 <= pyramid_left or bottom_x >= pyramid_right
        assert y + 1.4 <= geometry.height and top_x + 1 <= geometry.width
    assert geometry.reserve_pile(0)[0] < pyramid_left < pyramid_right < geometry.reserve_pile(7)[0]
    piles = [geometry.reserve_pile(pile) for pile in range(8)]
    assert all(b[1] - a[1] >= 1.4 for a, b in zip(piles[:3], piles[1:4], strict=True))  # no pile on another
