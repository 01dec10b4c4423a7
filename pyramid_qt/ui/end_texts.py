"""Texts of the end-of-game panels and the "Can I still win?" answer, built from numbers at call time."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from pyramid_qt.engine import Game
from pyramid_qt.ui import texts
from pyramid_qt.ui.texts import fill

_tr = QCoreApplication.translate


def won_title() -> str:
    return _tr("EndPanel", "You won!")


def lost_title() -> str:
    return _tr("EndPanel", "No more moves can be played")


def result_lines(game: Game, seconds: float) -> list[str]:
    """Time, moves, undos, score and the cards left in the stock and waste."""
    return [
        fill(_tr("EndPanel", "Time: {time}"), time=texts.format_time(seconds)),
        fill(_tr("EndPanel", "Moves: {moves}"), moves=game.moves),
        fill(_tr("EndPanel", "Undos: {undos}"), undos=game.undos),
        fill(_tr("EndPanel", "Score: {score}"), score=game.score),
        _tr("EndPanel", "Stock cards left: %n", "", game.position.talon_count),
    ]


def lost_lines(game: Game) -> list[str]:
    lines = [fill(_tr("EndPanel", "Pyramid cards removed: {removed} of 28"), removed=game.position.pyramid_removed)]
    if game.rules.passes is not None:
        lines.append(_tr("EndPanel", "Stock cards left: %n", "", game.position.talon_count))
    return lines


def revealed_label(verdict_name: str) -> str:
    """The true label of a full-random deal, shown at the end (SPEC §6)."""
    return fill(_tr("EndPanel", "This deal: {label}"), label=texts.verdict_text(verdict_name))


def check_title() -> str:
    return _tr("CheckPanel", "Can I still win?")


def checking_text() -> str:
    return _tr("CheckPanel", "Checking this position…")


def verdict_explanation(verdict_name: str) -> str:
    explanations = {
        "WINNABLE": _tr("CheckPanel", "The solver found a way to win from here."),
        "UNWINNABLE": _tr("CheckPanel", "No sequence of moves can win from here."),
    }
    return explanations.get(
        verdict_name, _tr("CheckPanel", "The solver could not decide in time. This does not mean the game is lost.")
    )
