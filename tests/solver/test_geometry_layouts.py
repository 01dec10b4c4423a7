"""The solver's bitmask geometry is computed from any game's layout: upright and inverted pyramids, several at once."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from pyramid_qt.engine import layout
from pyramid_qt.engine.games import Layout, PyramidShape
from pyramid_qt.solver.search import geometry

shapes = st.builds(PyramidShape, rows=st.integers(1, 9), inverted=st.booleans())
layouts = st.lists(shapes, min_size=1, max_size=3).map(lambda found: Layout(tuple(found)))


def _cone(of: Layout, i: int) -> set[int]:
    """The slots lying on slot ``i`` directly or not, by walking the cover relation."""
    seen: set[int] = set()
    todo = list(of.covered_by[i])
    while todo:
        j = todo.pop()
        if j not in seen:
            seen.add(j)
            todo.extend(of.covered_by[j])
    return seen


@settings(max_examples=100, deadline=None)
@given(lay=layouts)
def test_the_masks_are_the_layouts_cover_relation_and_its_cones(lay: Layout) -> None:
    cover, below = geometry.cover_masks(lay), geometry.below_masks(lay)
    full = (1 << lay.size) - 1
    for i in range(lay.size):
        assert {j for j in range(lay.size) if cover[i] >> j & 1} == set(lay.covered_by[i])
        assert {j for j in range(lay.size) if below[i] >> j & 1} == _cone(lay, i)
        assert not below[i] & ~full and not below[i] >> i & 1
    free = [i for i in range(lay.size) if not full & cover[i]]
    assert tuple(free) == lay.free_at_start


def test_the_pyramid_leaves_as_many_shapes_as_a_seven_row_triangle_has_order_ideals() -> None:
    assert layout.ROWS == 7
    assert len(geometry.shapes()) == 1430  # Catalan(8)
