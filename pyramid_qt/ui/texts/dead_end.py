"""Texts of the notice that no more pyramid card can be removed (passes that never run out), built at call time."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from pyramid_qt.ui.texts import fill

_tr = QCoreApplication.translate


def title() -> str:
    return _tr("DeadEnd", "No more cards can be removed")


def explanation(removed: int, total: int = 28) -> str:
    """``removed`` pyramid cards of the game's ``total`` are gone."""
    return fill(
        _tr(
            "DeadEnd",
            "The solver has proven that no other pyramid card can be removed, however many rounds you play"
            " ({removed} of {total} are gone). The game goes on until you end it.",
        ),
        removed=removed,
        total=total,
    )


def end_button() -> str:
    return _tr("DeadEnd", "End the game")


def keep_playing_button() -> str:
    return _tr("DeadEnd", "Keep playing")


def ended_title() -> str:
    """The end panel's title for a game the player ended there."""
    return _tr("DeadEnd", "Game ended: no more cards could be removed")
