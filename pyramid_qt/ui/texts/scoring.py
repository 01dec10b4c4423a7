"""Texts of the scores: the status bar's score, the end panel's score lines and the Par Pyramid match, built at call
time in the current language from :mod:`pyramid_qt.engine.scoring`'s declarations."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QLocale

from pyramid_qt.engine.scoring import MATCH_GAMES, TEXT_CONTEXT, Match, ScoringSystem, System
from pyramid_qt.ui.texts import fill


class ScoreShown(NamedTuple):
    """A game's score as the window shows it: the system, the score, and for a Par Pyramid game the match it
    belongs to (``match``: the games before this one; ``counted``: this game is among the match's)."""

    system: ScoringSystem
    score: int
    match: Match | None = None
    counted: bool = False


def number(value: int) -> str:
    """A whole number in the language's way ("1,290", "1.290"; English's where no language is set)."""
    locale = QLocale()
    if locale.language() == QLocale.Language.C:
        locale = QLocale(QLocale.Language.English)
    return locale.toString(value)


def system_name(system: ScoringSystem) -> str:
    return QCoreApplication.translate(TEXT_CONTEXT, system.name)


def short_name(system: ScoringSystem) -> str:
    return QCoreApplication.translate(TEXT_CONTEXT, system.short_name)


def system_help(system: ScoringSystem) -> str:
    return QCoreApplication.translate(TEXT_CONTEXT, system.help)


def status_text(shown: ScoreShown) -> str:
    """The status bar's score."""
    value = number(shown.score)
    if shown.system.system is System.CARDS_LEFT:
        return fill(QCoreApplication.translate("Scores", "Cards left: {count}"), count=value)
    if shown.system.system is System.PAR_MATCH and shown.match is not None:
        return fill(
            QCoreApplication.translate("Scores", "Score: {score} · match {total}, game {game} of {games}"),
            score=value,
            total=number(shown.match.total),
            game=shown.match.game_in_play,
            games=MATCH_GAMES,
        )
    return fill(QCoreApplication.translate("Scores", "Score: {score}"), score=value)


def end_lines(shown: ScoreShown, best: int | None) -> list[str]:
    """The end panel's score lines: the score under the system, with the best this deal allows when it is proven
    (``best``), and the Par Pyramid match it counts in."""
    name, value = short_name(shown.system), number(shown.score)
    if shown.system.system is System.CARDS_LEFT:
        if best is None:
            line = fill(QCoreApplication.translate("Scores", "Cards left: {count}"), count=value)
        else:
            line = fill(
                QCoreApplication.translate("Scores", "Cards left: {count}, the fewest possible {best}"),
                count=value,
                best=number(best),
            )
    elif best is None:
        line = fill(QCoreApplication.translate("Scores", "Score ({system}): {score}"), system=name, score=value)
    else:
        line = fill(
            QCoreApplication.translate("Scores", "Score ({system}): {score} of a possible {best}"),
            system=name,
            score=value,
            best=number(best),
        )
    lines = [line]
    if shown.system.system is System.PAR_MATCH and shown.match is not None:
        lines.append(match_line(shown.match, shown.counted))
    return lines


def match_line(match: Match, counted: bool) -> str:
    """Where the match stands after this game (``counted``: the game is the match's last; else practice)."""
    if not counted:
        return QCoreApplication.translate("Scores", "Practice: not counted in the Par Pyramid match")
    if not match.over:
        return fill(
            QCoreApplication.translate("Scores", "Par Pyramid match: {total} after game {game} of {games}"),
            total=number(match.total),
            game=len(match.scores),
            games=MATCH_GAMES,
        )
    if match.makes_par:
        return fill(
            QCoreApplication.translate("Scores", "Par Pyramid match over: {total} — par made (0 or more)"),
            total=number(match.total),
        )
    return fill(
        QCoreApplication.translate("Scores", "Par Pyramid match over: {total} — below par (par is 0 or more)"),
        total=number(match.total),
    )
