"""Where an overlay panel goes: over the board, which it never moves (a panel docked in a strip made the whole board
shrink and shift under the player's eyes), on free felt when some holds it, else over the cards the player can do
without for a moment.

The board says what the panel must leave in view (:meth:`BoardRoom.keep_clear`: the stock and its count, the waste,
the cards that can be played now, every card marked) and what it may cover where no free felt is big enough
(:meth:`BoardRoom.may_cover`: the cards that cannot be played now, the win's picture).  On free felt the panel covers
neither; else it covers the least of the second and none of the first; only in a window too small even for that does
it cover the least of the first.  Plain geometry over rectangles in the host's pixels; the panel measures itself
(:class:`Measure`).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QRect, QSize

GAP = 8  # between the panel and the cards, and the host's edges
MIN_WIDTH = 280  # narrower than this, the panel's text reads badly
KEEP_WEIGHT = 1000  # how much worse covering what must stay in view is than covering what may be covered

Box = tuple[int, int, int, int]  # left, top, right, bottom: plain integers, as a resize asks this many times


class Prefer(enum.Enum):
    """Where the panel would rather be, among the free places."""

    TOP = "top"  # "Can I still win?", "Where did it go wrong?": near the top, where the eye starts
    CENTRE = "centre"  # the end of a game
    BOTTOM = "bottom"  # a toast: where it always was, low on the window, away from the rows the eye is on


Measure = Callable[[int], int]
"""The panel's height at a width."""


class BoardRoom(Protocol):
    """What the panel asks the board, in the host's pixels, where things rest."""

    def keep_clear(self) -> list[QRect]:
        """What a panel must leave in view: the stock and its count, the waste, the playable and the marked cards."""
        ...

    def may_cover(self) -> list[QRect]:
        """What a panel covers only where no free felt holds it: the cards that cannot be played now, the win's
        picture."""
        ...


@dataclass(frozen=True, slots=True)
class Placement:
    rect: QRect  # the panel, in the host's pixels
    over_cards: bool  # False: on free felt; True: over some of the cards (no free felt held it)


def _boxes(rects: Sequence[QRect], grow: int) -> list[Box]:
    return [(r.left() - grow, r.top() - grow, r.right() + grow, r.bottom() + grow) for r in rects]


def _goal(host: QSize, width: int, height: int, prefer: Prefer) -> tuple[int, int]:
    goal_y = {
        Prefer.TOP: GAP,
        Prefer.CENTRE: (host.height() - height) // 2,
        Prefer.BOTTOM: host.height() - height - GAP,
    }
    return (host.width() - width) // 2, goal_y[prefer]


def _spots(
    host: QSize, width: int, height: int, beside_x: Sequence[Box], beside_y: Sequence[Box]
) -> list[tuple[int, int]]:
    """Where a ``width`` x ``height`` panel may lie inside ``host``: against its edges, centred, to the left or right
    of one of ``beside_x``, above or below one of ``beside_y``."""
    host_w, host_h = host.width(), host.height()
    xs = {GAP, host_w - width - GAP, (host_w - width) // 2}
    ys = {GAP, host_h - height - GAP, (host_h - height) // 2}
    for left, _top, right, _bottom in beside_x:
        xs.update((right + 1, left - width))
    for _left, top, _right, bottom in beside_y:
        ys.update((bottom + 1, top - height))
    return [(x, y) for x in xs for y in ys if GAP <= x <= host_w - width - GAP and GAP <= y <= host_h - height - GAP]


def _overlap(x: int, y: int, width: int, height: int, boxes: Sequence[Box]) -> int:
    """How many pixels of ``boxes`` the panel at (x, y) covers (boxes lying over each other count each time)."""
    right, bottom = x + width - 1, y + height - 1
    total = 0
    for left, top, box_right, box_bottom in boxes:
        w = min(right, box_right) - max(x, left) + 1
        h = min(bottom, box_bottom) - max(y, top) + 1
        if w > 0 and h > 0:
            total += w * h
    return total


def free_spot(
    host: QSize, clear: Sequence[QRect], measure: Measure, widths: Sequence[int], prefer: Prefer
) -> QRect | None:
    """The place for the widest of ``widths`` that covers none of ``clear`` and lies inside ``host``, nearest to
    where ``prefer`` would have it; ``None`` when no width fits anywhere."""
    grown = _boxes(clear, GAP)
    for width in widths:
        height = measure(width)
        if width > host.width() - 2 * GAP or height > host.height() - 2 * GAP:
            continue
        goal_x, goal_y = _goal(host, width, height, prefer)
        spots = sorted((abs(x - goal_x) + abs(y - goal_y), y, x) for x, y in _spots(host, width, height, grown, grown))
        for _distance, y, x in spots:
            if not _overlap(x, y, width, height, grown):
                return QRect(x, y, width, height)
    return None


def least_covering(
    host: QSize,
    keep: Sequence[QRect],
    cover: Sequence[QRect],
    measure: Measure,
    widths: Sequence[int],
    prefer: Prefer,
) -> QRect:
    """The place inside ``host`` (as much of it as there is) that covers none of ``keep`` where it can, and the fewest
    pixels of ``cover``; of equals, the nearest to where ``prefer`` would have it."""
    keep_boxes = _boxes(keep, GAP)
    cover_boxes = _boxes(cover, 0)
    # Beside what must stay in view sideways, and between the rows of cards up and down: enough places to find the
    # best, few enough to look at all of them on every resize (the widest width, the narrowest and one between).
    widths = sorted({widths[0], widths[len(widths) // 2], widths[-1]}, reverse=True) if widths else []
    best: tuple[int, int, int, int, int, int] | None = None  # cost, distance, x, y, width, height
    for width in widths:
        width = min(width, host.width() - 2 * GAP)
        height = min(measure(width), host.height() - 2 * GAP)
        if width <= 0 or height <= 0:
            continue
        goal_x, goal_y = _goal(host, width, height, prefer)
        for x, y in _spots(host, width, height, keep_boxes, keep_boxes + cover_boxes) or [(GAP, GAP)]:
            cost = KEEP_WEIGHT * _overlap(x, y, width, height, keep_boxes) + _overlap(x, y, width, height, cover_boxes)
            candidate = (cost, abs(x - goal_x) + abs(y - goal_y), x, y, width, height)
            if best is None or candidate < best:
                best = candidate
    if best is None:
        return QRect(0, 0, max(1, host.width()), max(1, host.height()))
    _cost, _distance, x, y, width, height = best
    return QRect(x, y, width, height)


def place(host: QSize, room: BoardRoom, measure: Measure, widths: Sequence[int], prefer: Prefer) -> Placement:
    """Free felt first (``widths`` from the widest down), else over the cards it may cover."""
    keep, cover = room.keep_clear(), room.may_cover()
    spot = free_spot(host, [*keep, *cover], measure, widths, prefer)
    if spot is not None:
        return Placement(spot, False)
    return Placement(least_covering(host, keep, cover, measure, widths, prefer), True)
