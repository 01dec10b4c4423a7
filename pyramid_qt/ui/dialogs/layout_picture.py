"""A small picture of a game's layout for its Help page, drawn from its declaration (no bitmap made by hand).

Each pyramid slot of :class:`~pyramid_qt.engine.games.Layout` is a card where its shape puts it: a pyramid's box
has its top-left corner at the shape's ``column`` and ``row`` (in card widths and heights), each row of an upright
pyramid one card longer than the row above and centred under it, rows :data:`ROW_STEP` of a card apart.  The cards
free at the start are drawn lighter.  Reserve piles are laid below the pyramids, each pile's cards fanned down; a
talon is a stock and its waste piles below them.  Cards are drawn as outlines with no rank: the picture shows the
shape of the game, not a deal.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from pyramid_qt.engine.games import GameDeclaration, TalonKind

ROW_STEP = 0.5  # between two rows of a pyramid, in card heights
ASPECT = 1.4  # a card's height over its width
FAN_STEP = 0.28  # between two cards of a reserve pile, in card heights
GAP = 0.12  # between two piles, in card widths
FELT = QColor("#2b7a47")
CARD = QColor("#e8efe9")
FREE = QColor("#ffffff")
EDGE = QColor("#1d3d2a")
BACK = QColor("#3a5fa8")


@dataclass(frozen=True)
class Place:
    """One card of the picture: its box in card widths (``x``, ``y``, 1 wide, :data:`ASPECT` high), whether it is
    free at the start, and whether it lies face down (the stock)."""

    x: float
    y: float
    free: bool = False
    face_down: bool = False


def places(game: GameDeclaration) -> list[Place]:
    """Every card of the picture, in the order they are drawn (the ones lying on others after them)."""
    layout = game.layout
    found: list[Place] = []
    first_row = 0
    free = set(layout.free_at_start)
    for shape in game.pyramids:
        for row in range(shape.rows):
            length = shape.row_length(row)
            indent = (shape.rows - length) / 2 * (1 + GAP)  # each row centred in its pyramid's box
            for col, slot in enumerate(layout.row_slots[first_row + row]):
                x = shape.column + indent + col * (1 + GAP)
                y = (shape.row + row * ROW_STEP) * ASPECT
                found.append(Place(x, y, slot in free))
        first_row += shape.rows
    bottom = max((place.y for place in found), default=0.0) + ASPECT + 0.3
    left = min((place.x for place in found), default=0.0)
    for pile in range(game.reserves.piles):
        for depth in range(game.reserves.depth):
            top = depth == game.reserves.depth - 1
            found.append(Place(left + pile * (1 + GAP), bottom + depth * FAN_STEP * ASPECT, free=top))
    if game.talon is not TalonKind.NONE:
        row_y = bottom + (game.reserves.depth * FAN_STEP * ASPECT + 0.3 if game.reserves.piles else 0.0)
        wastes = 3 if game.talon is TalonKind.DRAW_THREE_PILES else 1
        found.append(Place(left, row_y, face_down=True))
        for pile in range(wastes):
            found.append(Place(left + (pile + 1) * (1 + GAP) + 0.3, row_y, free=True))
    return found


def layout_picture(game: GameDeclaration, width: int) -> QImage:
    """The picture, ``width`` pixels wide (its height follows the layout's)."""
    cards = places(game)
    left = min(place.x for place in cards)
    top = min(place.y for place in cards)
    right = max(place.x for place in cards) + 1
    bottom = max(place.y for place in cards) + ASPECT
    margin = 0.3
    scale = width / (right - left + 2 * margin)
    height = max(1, round((bottom - top + 2 * margin) * scale))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(FELT)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(EDGE, max(1.0, scale / 40)))
    radius = scale * 0.08
    for place in cards:
        box = QRectF(
            (place.x - left + margin) * scale, (place.y - top + margin) * scale, scale, ASPECT * scale
        ).adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setBrush(BACK if place.face_down else FREE if place.free else CARD)
        painter.drawRoundedRect(box, radius, radius, Qt.SizeMode.AbsoluteSize)
    painter.end()
    return image
