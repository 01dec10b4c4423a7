"""Board geometry and keyboard-focus navigation (plain arithmetic, no Qt)."""

from __future__ import annotations

from collections.abc import Hashable

from pyramid_qt.engine import layout
from pyramid_qt.ui.board.layout import BoardLayout, next_focus


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
