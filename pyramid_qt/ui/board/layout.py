"""Where everything lies on the board, in card-width units (a card is 1 wide and ``aspect`` high).

Plain arithmetic, no Qt, so the geometry is testable and the view only multiplies by the card width in
pixels.  Every place is derived from the game's declaration (:class:`~pyramid_qt.engine.games.GameDeclaration`):
its pyramids lie in the middle, each where its shape's ``column`` and ``row`` put the top-left corner of its box
(in card widths and card heights; the board moves them all so that the leftmost and topmost box touch the margin),
each row centred in its pyramid's box, upright or inverted.  Beside them stand two columns: the stock (a game with
a talon) and the first half of the reserve piles on the left, the waste pile(s) and the other reserve piles on the
right, which suits the landscape windows a desktop game lives in.  Waste and reserve piles fan to the right so the
cards under the top stay readable (the waste's may be playable; a reserve's wait their turn).

Keyboard focus moves between the free cards and the stock on that geometry: Left and Right step through the
candidates in reading order (:func:`step_focus`), so every free card is met one after the other.  Up and Down are
plain geometry (:func:`next_focus`): from the focused point, the nearest candidate lying in the pressed direction,
where going sideways costs more than going straight (Up climbs the pyramid).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from functools import cached_property

from pyramid_qt.engine.games import PYRAMID, GameDeclaration, TalonKind

GAP_X = 0.12  # between two cards of a pyramid row
ROW_STEP = 0.52  # vertical step between pyramid rows, as a fraction of the card height
SIDE_GAP = 0.55  # between the pyramids and the side columns
FAN_X = 0.24  # horizontal offset between fanned waste cards
FAN_SHOWN = 3  # how many waste cards of a pile are fanned (the rest lie under the first)
RESERVE_FAN_X = 0.3  # horizontal offset between the cards of a reserve pile (each one's corner index shows)
PILE_GAP = 0.22  # vertical gap between two piles of a column (waste piles, reserve piles)
MARGIN = 0.3  # around the whole board
LABEL_HEIGHT = 0.32  # the stock count under the stock
UP_CARD_GAP = 0.5  # between the stock and its face-up top card (web rules)


def pyramid_box(rows: int, aspect: float) -> tuple[float, float]:
    """The width and height of a pyramid of ``rows`` rows (upright or inverted)."""
    return rows + (rows - 1) * GAP_X, (rows - 1) * ROW_STEP * aspect + aspect


class BoardLayout:
    """The places of ``game`` under rules with ``waste_piles`` waste piles (and the stock's top face up, the web
    rules), for cards ``aspect`` times as high as wide.  A plain class rather than a dataclass: the board's module is
    imported before the window's first frame, where a dataclass writes and compiles its methods; its derived values
    are computed once, on first use."""

    def __init__(
        self,
        aspect: float,
        waste_piles: int = 1,
        stock_top_face_up: bool = False,
        game: GameDeclaration = PYRAMID,
    ) -> None:
        self.aspect = aspect  # card height / card width
        self.waste_piles = waste_piles
        self.stock_top_face_up = stock_top_face_up
        self.game = game

    def _key(self) -> tuple[float, int, bool, GameDeclaration]:
        return self.aspect, self.waste_piles, self.stock_top_face_up, self.game

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BoardLayout) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"BoardLayout{self._key()!r}"

    # ------------------------------------------------------------------ what the game has
    @property
    def has_talon(self) -> bool:
        return self.game.talon is not TalonKind.NONE

    @property
    def reserve_piles(self) -> int:
        return self.game.reserves.piles

    @cached_property
    def _reserves_left(self) -> int:
        """How many reserve piles stand in the left column (the first half, one more when they are odd)."""
        return (self.reserve_piles + 1) // 2

    # ------------------------------------------------------------------ the pyramids
    @cached_property
    def _boxes(self) -> tuple[tuple[float, float], ...]:
        """Each pyramid's box's top-left corner, relative to the pyramids' area."""
        corners = [(shape.column, shape.row * self.aspect) for shape in self.game.pyramids]
        left = min(x for x, _ in corners)
        top = min(y for _, y in corners)
        return tuple((x - left, y - top) for x, y in corners)

    @cached_property
    def _first_rows(self) -> tuple[int, ...]:
        """Each pyramid's first row, counted across the pyramids as the layout counts them."""
        firsts, row = [], 0
        for shape in self.game.pyramids:
            firsts.append(row)
            row += shape.rows
        return tuple(firsts)

    @cached_property
    def _extents(self) -> tuple[tuple[float, float], ...]:
        """Each pyramid's box's bottom-right corner, relative to the pyramids' area."""
        shapes = zip(self._boxes, self.game.pyramids, strict=True)
        return tuple((x + box[0], y + box[1]) for (x, y), s in shapes for box in [pyramid_box(s.rows, self.aspect)])

    @cached_property
    def pyramids_width(self) -> float:
        return max(right for right, _ in self._extents)

    @cached_property
    def pyramids_height(self) -> float:
        return max(bottom for _, bottom in self._extents)

    # ------------------------------------------------------------------ the side columns
    @property
    def reserve_width(self) -> float:
        return 1.0 + max(0, self.game.reserves.depth - 1) * RESERVE_FAN_X

    @property
    def _stock_height(self) -> float:
        return self.aspect + LABEL_HEIGHT + (UP_CARD_GAP + self.aspect if self.stock_top_face_up else 0.0)

    @property
    def _waste_height(self) -> float:
        return self.waste_piles * self.aspect + max(0, self.waste_piles - 1) * PILE_GAP

    @property
    def left_column(self) -> float:
        return max(1.0 if self.has_talon else 0.0, self.reserve_width if self._reserves_left else 0.0)

    @property
    def right_column(self) -> float:
        waste = 1.0 + (FAN_SHOWN - 1) * FAN_X if self.has_talon else 0.0
        return max(waste, self.reserve_width if self.reserve_piles > self._reserves_left else 0.0)

    def _reserves_top(self, left: bool) -> float:
        """Where a column's first reserve pile lies: under the stock, or the waste piles, when the game has them."""
        above = (self._stock_height if left else self._waste_height) if self.has_talon else 0.0
        return MARGIN + (above + PILE_GAP if above else 0.0)

    # ------------------------------------------------------------------ overall size
    @property
    def width(self) -> float:
        left = self.left_column + SIDE_GAP if self.left_column else 0.0
        right = SIDE_GAP + self.right_column if self.right_column else 0.0
        return 2 * MARGIN + left + self.pyramids_width + right

    @property
    def height(self) -> float:
        columns = [self.pyramids_height]
        if self.has_talon:
            columns += [self._waste_height, self._stock_height]
        for left, piles in ((True, self._reserves_left), (False, self.reserve_piles - self._reserves_left)):
            if piles:
                columns.append(self._reserves_top(left) - MARGIN + piles * self.aspect + (piles - 1) * PILE_GAP)
        return 2 * MARGIN + max(columns)

    # ------------------------------------------------------------------ places (top-left corners)
    @property
    def pyramid_left(self) -> float:
        """The left edge of the pyramids' area."""
        return MARGIN + (self.left_column + SIDE_GAP if self.left_column else 0.0)

    def pyramid_slot(self, index: int) -> tuple[float, float]:
        layout = self.game.layout
        pyramid = layout.pyramid[index]
        shape = self.game.pyramids[pyramid]
        row = layout.row[index] - self._first_rows[pyramid]
        offset = (shape.rows - shape.row_length(row)) / 2 + layout.col[index]
        box_x, box_y = self._boxes[pyramid]
        x = self.pyramid_left + box_x + offset * (1 + GAP_X)
        y = MARGIN + box_y + row * ROW_STEP * self.aspect
        return x, y

    def stock(self) -> tuple[float, float]:
        return MARGIN, MARGIN

    def stock_label(self) -> tuple[float, float]:
        """Top-centre of the stock count."""
        return MARGIN + 0.5, MARGIN + self.aspect + 0.04

    def stock_up_card(self) -> tuple[float, float]:
        """The face-up stock top under the web rules."""
        return MARGIN, MARGIN + self.aspect + LABEL_HEIGHT + UP_CARD_GAP - 0.2

    @property
    def _right_column_left(self) -> float:
        return self.pyramid_left + self.pyramids_width + SIDE_GAP

    def waste_pile(self, pile: int) -> tuple[float, float]:
        return self._right_column_left, MARGIN + pile * (self.aspect + PILE_GAP)

    def waste_card(self, pile: int, depth: int, size: int) -> tuple[float, float]:
        """A card ``depth`` below the top of a pile of ``size`` cards; the top few fan to the right."""
        x, y = self.waste_pile(pile)
        shown = min(size, FAN_SHOWN)
        slot = max(0, shown - 1 - depth)
        return x + slot * FAN_X, y

    def reserve_pile(self, pile: int) -> tuple[float, float]:
        """The place of reserve pile ``pile`` (from 0): the first half down the left column, the rest down the
        right one."""
        left = pile < self._reserves_left
        x = MARGIN if left else self._right_column_left
        place = pile if left else pile - self._reserves_left
        return x, self._reserves_top(left) + place * (self.aspect + PILE_GAP)

    def reserve_card(self, pile: int, level: int) -> tuple[float, float]:
        """The card ``level`` cards above the bottom of a reserve pile: each lies a little to the right of the one
        under it, so a card keeps its place while the cards on it go."""
        x, y = self.reserve_pile(pile)
        return x + level * RESERVE_FAN_X, y

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
