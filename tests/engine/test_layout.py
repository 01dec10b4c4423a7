"""Pyramid geometry: slot numbering and which slots cover which."""

from __future__ import annotations

from pyramid_qt.engine import layout


def test_slots_are_numbered_row_by_row() -> None:
    assert layout.SIZE == 28
    assert [layout.index_of(row, 0) for row in range(7)] == [0, 1, 3, 6, 10, 15, 21]
    for i in range(layout.SIZE):
        assert layout.index_of(layout.ROW[i], layout.COL[i]) == i
        assert 0 <= layout.COL[i] <= layout.ROW[i]


def test_each_card_is_covered_by_the_two_below_it() -> None:
    assert layout.COVERED_BY[0] == (1, 2)
    assert layout.COVERED_BY[layout.index_of(5, 0)] == (layout.index_of(6, 0), layout.index_of(6, 1))
    for i in range(layout.SIZE):
        row, col = layout.ROW[i], layout.COL[i]
        if row == 6:
            assert layout.COVERED_BY[i] == ()
        else:
            assert layout.COVERED_BY[i] == (layout.index_of(row + 1, col), layout.index_of(row + 1, col + 1))


def test_covers_is_the_inverse_of_covered_by() -> None:
    for i in range(layout.SIZE):
        for j in range(layout.SIZE):
            assert (j in layout.COVERS[i]) == (i in layout.COVERED_BY[j])
    assert layout.COVERS[0] == ()
    assert layout.COVERS[layout.index_of(6, 3)] == (layout.index_of(5, 2), layout.index_of(5, 3))
    assert layout.COVERS[layout.index_of(6, 0)] == (layout.index_of(5, 0),)
