"""Where everything lies on the board, in card-width units (a card is 1 wide and ``aspect`` high).

Plain arithmetic, no Qt, so the geometry is testable and the view only multiplies by the card width in
pixels.  The pyramid sits in the middle; the stock is in a column on its left and the waste pile(s) in a
column on its right, which suits the landscape windows a desktop game lives in.  Waste piles fan to the
right so the card under the top stays readable (it is playable under the "drawn card vs waste card" rule).

Keyboard focus moves between the free cards and the stock on that geometry: Left and Right step through the
candidates in reading order (:func:`step_focus`), so every free card is met one after the other.  Up and Down are
plain geometry (:func:`next_focus`): from the focused point, the nearest candidate lying in the pressed direction,
where going sideways costs more than going straight (Up climbs the pyramid).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import NamedTuple

from pyramid_qt.engine import layout

GAP_X = 0.12  # between two cards of a pyramid row
ROW_STEP = 0.52  # vertical step between pyramid rows, as a fraction of the card height
SIDE_GAP = 0.55  # between the pyramid and the side columns
FAN_X = 0.24  # horizontal offset between fanned waste cards
FAN_SHOWN = 3  # how many waste cards of a pile are fanned (the rest lie under the first)
PILE_GAP = 0.22  # vertical gap between two waste piles (draw three)
MARGIN = 0.3  # around the whole board
LABEL_HEIGHT = 0.32  # the stock count under the stock
UP_CARD_GAP = 0.5  # between the stock and its face-up top card (web rules)


class BoardLayout(NamedTuple):
    aspect: float  # card height / card width
    waste_piles: int = 1
    stock_top_face_up: bool = False

    # ------------------------------------------------------------------ overall size
    @property
    def pyramid_width(self) -> float:
        return layout.ROWS + (layout.ROWS - 1) * GAP_X

    @property
    def pyramid_height(self) -> float:
        return (layout.ROWS - 1) * ROW_STEP * self.aspect + self.aspect

    @property
    def left_column(self) -> float:
        return 1.0

    @property
    def right_column(self) -> float:
        return 1.0 + (FAN_SHOWN - 1) * FAN_X

    @property
    def width(self) -> float:
        return 2 * MARGIN + self.left_column + SIDE_GAP + self.pyramid_width + SIDE_GAP + self.right_column

    @property
    def height(self) -> float:
        waste = self.waste_piles * self.aspect + (self.waste_piles - 1) * PILE_GAP
        stock = self.aspect + LABEL_HEIGHT + (UP_CARD_GAP + self.aspect if self.stock_top_face_up else 0.0)
        return 2 * MARGIN + max(self.pyramid_height, waste, stock)

    # ------------------------------------------------------------------ places (top-left corners)
    @property
    def pyramid_left(self) -> float:
        return MARGIN + self.left_column + SIDE_GAP

    def pyramid_slot(self, index: int) -> tuple[float, float]:
        row, col = layout.ROW[index], layout.COL[index]
        offset = (layout.ROWS - 1 - row) / 2 + col
        x = self.pyramid_left + offset * (1 + GAP_X)
        y = MARGIN + row * ROW_STEP * self.aspect
        return x, y

    def stock(self) -> tuple[float, float]:
        return MARGIN, MARGIN

    def stock_label(self) -> tuple[float, float]:
        """Top-centre of the stock count."""
        return MARGIN + 0.5, MARGIN + self.aspect + 0.04

    def stock_up_card(self) -> tuple[float, float]:
        """The face-up stock top under the web rules."""
        return MARGIN, MARGIN + self.aspect + LABEL_HEIGHT + UP_CARD_GAP - 0.2

    def waste_pile(self, pile: int) -> tuple[float, float]:
        x = self.pyramid_left + self.pyramid_width + SIDE_GAP
        return x, MARGIN + pile * (self.aspect + PILE_GAP)

    def waste_card(self, pile: int, depth: int, size: int) -> tuple[float, float]:
        """A card ``depth`` below the top of a pile of ``size`` cards; the top few fan to the right."""
        x, y = self.waste_pile(pile)
        shown = min(size, FAN_SHOWN)
        slot = max(0, shown - 1 - depth)
        return x + slot * FAN_X, y

    def gone(self, x: float, y: float) -> tuple[float, float]:
        """Where a removed card drifts to as it fades (a little up from where it was)."""
        return x, y - 0.35 * self.aspect


# ---------------------------------------------------------------------- keyboard focus between the candidates

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
