"""The pyramid of the game every rule set plays (:data:`pyramid_qt.engine.games.PYRAMID`), as module constants:
7 rows of 1…7 cards, indexed 0–27 row by row, top to bottom, left to right.

Card ``(row, col)`` is covered by ``(row + 1, col)`` and ``(row + 1, col + 1)``.  Every value here is read from
the game's :class:`~pyramid_qt.engine.games.Layout`, where the geometry of any game is derived.
"""

from __future__ import annotations

from pyramid_qt.engine.games import PYRAMID

LAYOUT = PYRAMID.layout
ROWS = LAYOUT.rows
SIZE = LAYOUT.size


def index_of(row: int, col: int) -> int:
    return LAYOUT.index_of(row, col)


ROW: tuple[int, ...] = LAYOUT.row
COL: tuple[int, ...] = LAYOUT.col
# The cards lying on top of each card (empty for the bottom row).
COVERED_BY: tuple[tuple[int, ...], ...] = LAYOUT.covered_by
# The cards each card lies on (what it covers).
COVERS: tuple[tuple[int, ...], ...] = LAYOUT.covers
# The slots of each row, the apex's first.
ROW_SLOTS: tuple[tuple[int, ...], ...] = LAYOUT.row_slots
