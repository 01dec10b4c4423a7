"""Every animation duration of the board, in one place, scaled by the animation-speed setting, and the kinds of
change to the position on the board that choose them.

Durations are the "normal" speed in milliseconds; :func:`duration` scales them.  Speed ``off`` makes every
animation instant (tests and ``--screenshot`` use it), so the board state never depends on timers.
"""

from __future__ import annotations

import enum

from pyramid_qt.store.preferences import AnimationSpeed

Speed = AnimationSpeed  # the preference's values, spelled once in the store

SCALE: dict[Speed, float] = {Speed.OFF: 0.0, Speed.FAST: 0.5, Speed.NORMAL: 1.0}

DEAL_MS = 260  # one card flying from the stock to its slot
DEAL_STAGGER_MS = 22  # delay between two dealt cards
REMOVE_MS = 240  # a removed card fading away
DRAW_MS = 200  # stock to waste
RECYCLE_MS = 320  # waste back to the stock
UNDO_MS = 220  # any card going back where it was
PUT_BACK_MS = 180  # a dragged card whose drop played no move sliding back to its place
RELAYOUT_MS = 0  # a resize re-lays the board out at once
WIN_FLIGHT_MS = 950  # one card's flight into the win's picture
WIN_STAGGER_MS = 55  # between two cards taking off (52 cards: about 3.8 s in all at normal speed)
TOAST_MS = 2200  # how long a transient message stays
DEMO_STEP_MS = 650  # "Show me how": the pause after each move's animation, so a person can follow


class PositionChange(enum.Enum):
    """What brought the board's position about (:attr:`GameAdapter.positionChanged`): it picks the animation."""

    NEW = "new"  # a deal or a replay: the cards are dealt from the stock
    RESUME = "resume"  # a saved game put back as it was, without a deal animation
    REMOVE = "remove"
    DRAW = "draw"
    RECYCLE = "recycle"
    UNDO = "undo"
    REDO = "redo"
    LAYOUT = "layout"  # the board was laid out anew (a resize): every card is placed at once


CHANGE_MS: dict[PositionChange, int] = {
    PositionChange.NEW: DEAL_MS,
    PositionChange.RESUME: RELAYOUT_MS,  # a resumed game, like a resize, appears as it is at once
    PositionChange.REMOVE: REMOVE_MS,
    PositionChange.DRAW: DRAW_MS,
    PositionChange.RECYCLE: RECYCLE_MS,
    PositionChange.UNDO: UNDO_MS,
    PositionChange.REDO: UNDO_MS,
    PositionChange.LAYOUT: RELAYOUT_MS,
}


def duration(base_ms: int, speed: Speed) -> int:
    return round(base_ms * SCALE[speed])
