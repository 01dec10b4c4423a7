"""Pyramid geometry: 7 rows of 1…7 cards, indexed 0–27 row by row, top to bottom, left to right.

Card ``(row, col)`` is covered by ``(row + 1, col)`` and ``(row + 1, col + 1)``.
"""

from __future__ import annotations

ROWS = 7
SIZE = ROWS * (ROWS + 1) // 2


def index_of(row: int, col: int) -> int:
    return row * (row + 1) // 2 + col


ROW: tuple[int, ...] = tuple(r for r in range(ROWS) for _ in range(r + 1))
COL: tuple[int, ...] = tuple(c for r in range(ROWS) for c in range(r + 1))

# The cards lying on top of each card (empty for the bottom row).
COVERED_BY: tuple[tuple[int, ...], ...] = tuple(
    (i + ROW[i] + 1, i + ROW[i] + 2) if ROW[i] < ROWS - 1 else () for i in range(SIZE)
)
# The cards each card lies on (what it covers).
COVERS: tuple[tuple[int, ...], ...] = tuple(tuple(j for j in range(SIZE) if i in COVERED_BY[j]) for i in range(SIZE))
# The slots of each row, the apex's first.
ROW_SLOTS: tuple[tuple[int, ...], ...] = tuple(tuple(i for i in range(SIZE) if ROW[i] == r) for r in range(ROWS))
