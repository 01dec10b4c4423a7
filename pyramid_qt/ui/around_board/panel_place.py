"""Where an overlay panel goes: on free felt beside the cards when it fits there, else docked in a strip that the board
leaves free (laid over the board, the check panel would hide the top rows, the review panel the position it
explains).

Plain geometry over rectangles in the host's pixels; the panel measures itself (:class:`Measure`) and the board
says how big its cards would be in a smaller area (:class:`BoardRoom`), so the choice between a strip along the top
and one along the side keeps the cards as large as it can.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QMargins, QRect, QSize

GAP = 8  # between the panel and the cards, and the host's edges
SIDE_SHARE = 0.36  # a panel docked at the side takes at most this share of the width
MIN_WIDTH = 280  # narrower than this, the panel's text reads badly


class Prefer(enum.Enum):
    """Where the panel would rather be, among the free places."""

    TOP = "top"  # "Can I still win?", "Where did it go wrong?": near the top, where the eye starts
    CENTRE = "centre"  # the end of a game
    BOTTOM = "bottom"  # a toast: where it always was, low on the window, away from the rows the eye is on


class Edge(enum.Enum):
    TOP = "top"
    RIGHT = "right"


Measure = Callable[[int], int]
"""The panel's height at a width."""


class BoardRoom(Protocol):
    """What the panel asks the board."""

    def keep_clear(self) -> list[QRect]:
        """The cards the panel must not cover, in the host's pixels (where they will rest)."""
        ...

    def unit_in(self, size: QSize) -> float:
        """How wide a card would be with the board laid out in ``size``."""
        ...

    def reserve(self, margins: QMargins) -> None:
        """Lay the board out inside the host less ``margins`` (empty margins: the whole host again)."""
        ...


@dataclass(frozen=True, slots=True)
class Placement:
    rect: QRect  # the panel, in the host's pixels
    docked: Edge | None  # None: over free felt; else the strip the board leaves free
    margins: QMargins  # what the board must leave free (empty when not docked)


def free_spot(
    host: QSize, clear: Sequence[QRect], measure: Measure, widths: Sequence[int], prefer: Prefer
) -> QRect | None:
    """The place for the widest of ``widths`` that covers none of ``clear`` and lies inside ``host``, nearest to
    where ``prefer`` would have it; ``None`` when no width fits anywhere."""
    # Plain integers (left, top, right, bottom), each card grown by the gap: a resize asks this many times.
    grown = [(r.left() - GAP, r.top() - GAP, r.right() + GAP, r.bottom() + GAP) for r in clear]
    host_w, host_h = host.width(), host.height()
    for width in widths:
        height = measure(width)
        if width > host_w - 2 * GAP or height > host_h - 2 * GAP:
            continue
        xs = {GAP, host_w - width - GAP, (host_w - width) // 2}
        ys = {GAP, host_h - height - GAP, (host_h - height) // 2}
        for left, top, right, bottom in grown:
            xs.update((right + 1, left - width))
            ys.update((bottom + 1, top - height))
        goal_x = (host_w - width) // 2
        goal_y = {Prefer.TOP: GAP, Prefer.CENTRE: (host_h - height) // 2, Prefer.BOTTOM: host_h - height - GAP}[prefer]
        spots = sorted(
            (abs(x - goal_x) + abs(y - goal_y), y, x)
            for x in xs
            for y in ys
            if GAP <= x <= host_w - width - GAP and GAP <= y <= host_h - height - GAP
        )
        for _distance, y, x in spots:
            right, bottom = x + width - 1, y + height - 1
            if not any(x <= r and l <= right and y <= b and t <= bottom for l, t, r, b in grown):  # noqa: E741
                return QRect(x, y, width, height)
    return None


def docked(host: QSize, measure: Measure, preferred_width: int, unit_in: Callable[[QSize], float]) -> Placement:
    """A strip along the top or the right edge for the panel, whichever leaves the board's cards larger."""
    top_width = min(host.width() - 2 * GAP, max(preferred_width, MIN_WIDTH))
    top_height = min(measure(top_width), host.height() - 2 * GAP)
    top_strip = top_height + 2 * GAP
    side_width = max(MIN_WIDTH, min(preferred_width, int(host.width() * SIDE_SHARE)))
    side_width = min(side_width, host.width() - 2 * GAP)
    side_strip = side_width + 2 * GAP
    top_unit = unit_in(QSize(host.width(), max(1, host.height() - top_strip)))
    side_unit = unit_in(QSize(max(1, host.width() - side_strip), host.height()))
    if top_unit >= side_unit:
        rect = QRect((host.width() - top_width) // 2, GAP, top_width, top_height)
        return Placement(rect, Edge.TOP, QMargins(0, top_strip, 0, 0))
    height = min(measure(side_width), host.height() - 2 * GAP)
    rect = QRect(host.width() - side_width - GAP, GAP, side_width, height)
    return Placement(rect, Edge.RIGHT, QMargins(0, 0, side_strip, 0))


def place(host: QSize, room: BoardRoom, measure: Measure, preferred_width: int, prefer: Prefer) -> Placement:
    """Free felt first (the widths from ``preferred_width`` down to :data:`MIN_WIDTH`), else docked."""
    widths = list(range(max(preferred_width, MIN_WIDTH), MIN_WIDTH - 1, -40))
    spot = free_spot(host, room.keep_clear(), measure, widths, prefer)
    if spot is not None:
        return Placement(spot, None, QMargins())
    return docked(host, measure, preferred_width, room.unit_in)
