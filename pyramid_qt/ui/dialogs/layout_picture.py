"""A small picture of a game's layout for its Help page, drawn from its declaration (no bitmap made by hand).

The places are the board's own (:class:`~pyramid_qt.ui.board.layout.BoardLayout`, derived from the declaration):
every pyramid slot where the board lays it, the reserve piles in the side columns, each card fanned over the one
under it, and a game's talon as its stock and waste pile(s).  The cards free at the start are drawn lighter; the
stock is a back.  Cards are outlines with no rank: the picture shows the shape of the game, not a deal.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from pyramid_qt.engine.games import GameDeclaration, TalonKind
from pyramid_qt.ui.board.layout import BoardLayout

ASPECT = 1.4  # a card's height over its width
FELT = QColor("#2b7a47")
CARD = QColor("#e8efe9")
FREE = QColor("#ffffff")
EDGE = QColor("#1d3d2a")
BACK = QColor("#3a5fa8")


@dataclass(frozen=True)
class Place:
    """One card of the picture: its top-left corner in card widths (1 wide, :data:`ASPECT` high), whether it is
    free at the start, and whether it lies face down (the stock, a pyramid's face-down rows)."""

    x: float
    y: float
    free: bool = False
    face_down: bool = False


def places(game: GameDeclaration) -> list[Place]:
    """Every card of the picture, in the order they are drawn (the ones lying on others after them)."""
    wastes = 3 if game.talon is TalonKind.DRAW_THREE_PILES else 1
    board = BoardLayout(ASPECT, waste_piles=wastes, game=game)
    free = set(game.layout.free_at_start)
    down = game.layout.face_down
    found = [
        Place(*board.pyramid_slot(slot), free=slot in free, face_down=slot in down) for slot in range(game.layout.size)
    ]
    depth = game.reserves.depth
    for pile in range(game.reserves.piles):
        found += [Place(*board.reserve_card(pile, level), free=level == depth - 1) for level in range(depth)]
    if game.talon is not TalonKind.NONE:
        found.append(Place(*board.stock(), face_down=True))
        found += [Place(*board.waste_pile(pile), free=True) for pile in range(wastes)]
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
