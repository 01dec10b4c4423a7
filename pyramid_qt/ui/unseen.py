"""Whether the position on the table holds cards the player has not seen (a game dealt with face-down cards): there
the window's solver questions answer with what the player can know, and "Show me how" is off."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyramid_qt.translation.marker import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from pyramid_qt.engine import Position

SHOW_ME_HOW_HIDDEN = QT_TRANSLATE_NOOP(
    "Actions", "Show me how is off while some cards are unseen: the solver's line would rely on cards you cannot see"
)
"""Why "Show me how" is off (its tooltip and status tip), translated under ``Actions``."""


def has_unseen_cards(position: Position) -> bool:
    """Whether some card of ``position`` is one the player has not seen (a face-down pyramid card, or the stock
    of a face-down game's first pass: :func:`pyramid_qt.solver.hidden.unseen`)."""
    if not position.game.layout.face_down:
        return False
    from pyramid_qt.solver import hidden  # only a game dealt with face-down cards needs it

    return bool(hidden.unseen(position).cards)
