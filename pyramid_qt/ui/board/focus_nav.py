"""Keyboard focus between the free cards and the stock: which one the arrow keys move to.

Left and Right step through the candidates in reading order (:func:`step_focus`), so every free card is met one
after the other.  Up and Down are plain geometry (:func:`next_focus`): from the focused point, the nearest
candidate lying in the pressed direction, where going sideways costs more than going straight (Up climbs the
pyramid).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence

SIDEWAYS_COST = 2.5


def next_focus(
    current: Hashable | None,
    points: Mapping[Hashable, tuple[float, float]],
    dx: int,
    dy: int,
) -> Hashable | None:
    """The key to focus after an arrow press (``dx``/``dy`` in -1, 0, 1); stays put when nothing lies there."""
    if not points:
        return None
    if current not in points:
        # First press: start from the top-left-most candidate so the ring appears somewhere predictable.
        return min(points, key=lambda k: (points[k][1], points[k][0]))
    cx, cy = points[current]
    best: Hashable | None = None
    best_cost = float("inf")
    for key, (x, y) in points.items():
        if key == current:
            continue
        ahead = (x - cx) * dx + (y - cy) * dy
        if ahead <= 1e-6:
            continue
        sideways = abs((x - cx) * dy) + abs((y - cy) * dx)
        cost = ahead + SIDEWAYS_COST * sideways
        if cost < best_cost:
            best, best_cost = key, cost
    return current if best is None else best


def step_focus(current: Hashable | None, order: Sequence[Hashable], step: int) -> Hashable | None:
    """The key ``step`` places (+1 next, -1 previous) from ``current`` in ``order``, stopping at either end; from
    nowhere, the first (forwards) or the last (backwards)."""
    if not order:
        return None
    if current not in order:
        return order[0] if step > 0 else order[-1]
    return order[max(0, min(len(order) - 1, list(order).index(current) + step))]


def nearest_focus(point: tuple[float, float], points: Mapping[Hashable, tuple[float, float]]) -> Hashable | None:
    """The candidate closest to ``point`` (where a removed focused card was)."""
    if not points:
        return None
    x, y = point
    return min(points, key=lambda k: (points[k][0] - x) ** 2 + (points[k][1] - y) ** 2)
