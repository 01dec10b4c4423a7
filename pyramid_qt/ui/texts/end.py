"""Texts of the end-of-game panels and the "Can I still win?" answer, built from numbers at call time."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from pyramid_qt.engine import Game
from pyramid_qt.solver import Verdict  # the package loads no search code until a search runs
from pyramid_qt.ui import texts
from pyramid_qt.ui.texts import fill


def won_title() -> str:
    return QCoreApplication.translate("EndPanel", "You won!")


def assisted_title() -> str:
    return QCoreApplication.translate("EndPanel", "Solved with the solver's help")


def lost_title() -> str:
    return QCoreApplication.translate("EndPanel", "No more moves can be played")


def _counter_lines(game: Game, seconds: float) -> list[str]:
    """Time, moves, undos and score: every result shows them, a loss as well as a win."""
    return [
        fill(QCoreApplication.translate("EndPanel", "Time: {time}"), time=texts.format_time(seconds)),
        fill(QCoreApplication.translate("EndPanel", "Moves: {moves}"), moves=game.moves),
        fill(QCoreApplication.translate("EndPanel", "Undos: {undos}"), undos=game.undos),
        fill(QCoreApplication.translate("EndPanel", "Score: {score}"), score=game.score),
    ]


def result_lines(game: Game, seconds: float) -> list[str]:
    """Time, moves, undos, score and the cards left in the stock (a win may leave stock and waste cards; the end
    screen tells the stock, as the source's result screen does)."""
    return [
        *_counter_lines(game, seconds),
        QCoreApplication.translate("EndPanel", "Stock cards left: %n", None, len(game.position.stock)),
    ]


def lost_lines(game: Game, seconds: float) -> list[str]:
    """The counters, then how far the player got: pyramid cards removed and the cards left in the waste."""
    lines = [
        *_counter_lines(game, seconds),
        fill(
            QCoreApplication.translate("EndPanel", "Pyramid cards removed: {removed} of 28"),
            removed=game.position.pyramid_removed,
        ),
    ]
    if game.rules.passes is not None:
        # A loss leaves the stock empty (a draw is always playable while it holds a card): what is left is the waste.
        lines.append(
            QCoreApplication.translate("EndPanel", "Cards left in the waste: %n", None, game.position.talon_count)
        )
    return lines


def revealed_label(verdict: Verdict) -> str:
    """The true label of a full-random deal, shown at the end."""
    return fill(QCoreApplication.translate("EndPanel", "This deal: {label}"), label=texts.verdict_text(verdict))


def check_title() -> str:
    return QCoreApplication.translate("CheckPanel", "Can I still win?")


def checking_text() -> str:
    return QCoreApplication.translate("CheckPanel", "Checking this position…")


def verdict_explanation(verdict: Verdict) -> str:
    explanations = {
        Verdict.WINNABLE: QCoreApplication.translate("CheckPanel", "The solver found a way to win from here."),
        Verdict.UNWINNABLE: QCoreApplication.translate("CheckPanel", "No sequence of moves can win from here."),
    }
    return explanations.get(
        verdict,
        QCoreApplication.translate(
            "CheckPanel", "The solver could not decide in time. This does not mean the game is lost."
        ),
    )
