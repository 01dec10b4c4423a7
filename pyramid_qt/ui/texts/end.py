"""Texts of the end-of-game panels and the "Can I still win?" answer, built from numbers at call time."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from pyramid_qt.engine import Game
from pyramid_qt.engine.games import TalonKind, Win
from pyramid_qt.engine.result import Aid, Aids, GameResult, Mode, NewRecord, Outcome, Practice, RecordKind, Scope
from pyramid_qt.solver import Verdict  # the package loads no search code until a search runs
from pyramid_qt.ui import texts
from pyramid_qt.ui.texts import fill


def won_title() -> str:
    return QCoreApplication.translate("EndPanel", "You won!")


def lost_title() -> str:
    return QCoreApplication.translate("EndPanel", "No more moves can be played")


def assisted_title(aids: Aids) -> str:
    """A win with help says which: "Won with 3 hints" for one kind, "Won with help" for several (listed below it)."""
    used = aids.used()
    if len(used) != 1:
        return QCoreApplication.translate("EndPanel", "Won with help")
    aid, count = used[0]
    titles = {
        Aid.HINT: QCoreApplication.translate("EndPanel", "Won with %n hint(s)", None, count),
        Aid.CHECK: QCoreApplication.translate("EndPanel", "Won with %n check(s)", None, count),
        Aid.REWIND: QCoreApplication.translate("EndPanel", "Won after going back %n time(s)", None, count),
        Aid.DEMO_MOVE: QCoreApplication.translate("EndPanel", "Won with %n move(s) by Show me how", None, count),
    }
    return titles[aid]


def practice_title(why: Practice) -> str:
    """A practice game played to a win: solved, never "You won!"."""
    titles = {
        Practice.POSITION: QCoreApplication.translate("EndPanel", "Position solved — practice"),
        Practice.REVIEW: QCoreApplication.translate("EndPanel", "Solved from the review — practice"),
        Practice.AFTER_WIN: QCoreApplication.translate("EndPanel", "Solved again — practice"),
    }
    return titles[why]


def result_title(result: GameResult) -> str:
    if result.outcome is not Outcome.WON:
        return lost_title()
    if result.how.practice is not None:
        return practice_title(result.how.practice)
    if result.mode is Mode.ASSISTED:
        return assisted_title(result.how.aids)
    return won_title()


def help_lines(aids: Aids) -> list[str]:
    """The help a game had, one line a kind."""
    templates = {
        Aid.HINT: QCoreApplication.translate("EndPanel", "Hints: {count}"),
        Aid.CHECK: QCoreApplication.translate("EndPanel", "Checks (Can I still win?): {count}"),
        Aid.REWIND: QCoreApplication.translate("EndPanel", "Back to a winnable step: {count}"),
        Aid.DEMO_MOVE: QCoreApplication.translate("EndPanel", "Moves played by Show me how: {count}"),
    }
    return [fill(templates[aid], count=count) for aid, count in aids.used()]


def counted_line(result: GameResult) -> str | None:
    """What the statistics make of the result, where it is not plainly a game of the player's own."""
    if result.mode is Mode.PRACTICE:
        return QCoreApplication.translate("EndPanel", "Practice: not counted in the statistics.")
    if result.mode is Mode.ASSISTED and result.outcome is Outcome.WON:
        return QCoreApplication.translate("EndPanel", "Counted as a win with help; records are for games on your own.")
    return None


def record_lines(records: list[NewRecord]) -> list[str]:
    """ "New record" lines for the records a win beat: one for the deal's, one for the rule set's."""
    beaten = {
        RecordKind.MOVES: QCoreApplication.translate("EndPanel", "{value} moves (was {old})"),
        RecordKind.TIME: QCoreApplication.translate("EndPanel", "{value} (was {old})"),
        RecordKind.SCORE: QCoreApplication.translate("EndPanel", "score {value} (was {old})"),
    }
    scopes = {
        Scope.DEAL: QCoreApplication.translate("EndPanel", "New record for this deal: {records}"),
        Scope.RULES: QCoreApplication.translate("EndPanel", "New record for these rules: {records}"),
    }
    lines = []
    for scope, template in scopes.items():
        parts = []
        for record in (record for record in records if record.scope is scope):
            timed = record.kind is RecordKind.TIME
            value = texts.format_time(record.value) if timed else str(int(record.value))
            old = texts.format_time(record.previous) if timed else str(int(record.previous))
            parts.append(fill(beaten[record.kind], value=value, old=old))
        if parts:
            lines.append(fill(template, records=", ".join(parts)))
    return lines


def _counter_lines(game: Game, seconds: float, score_lines: Sequence[str], relaxed: bool) -> list[str]:
    """Time, moves, undos and the score under the chosen system (``score_lines``, none when it keeps no score):
    every result shows them, a loss as well as a win; ``relaxed``: the player asked for no clock and no score."""
    time = fill(QCoreApplication.translate("EndPanel", "Time: {time}"), time=texts.format_time(seconds))
    return [
        *([] if relaxed else [time]),
        fill(QCoreApplication.translate("EndPanel", "Moves: {moves}"), moves=game.moves),
        fill(QCoreApplication.translate("EndPanel", "Undos: {undos}"), undos=game.undos),
        *([] if relaxed else score_lines),
    ]


def result_lines(game: Game, seconds: float, score_lines: Sequence[str] = (), relaxed: bool = False) -> list[str]:
    """Time, moves, undos, score and the cards left in the stock (a win may leave stock and waste cards; the end
    screen tells the stock, as the source's result screen does; a game with no talon has none to tell)."""
    lines = _counter_lines(game, seconds, score_lines, relaxed)
    if game.position.game.talon is not TalonKind.NONE:
        lines.append(QCoreApplication.translate("EndPanel", "Stock cards left: %n", None, len(game.position.stock)))
    return lines


def lost_lines(game: Game, seconds: float, score_lines: Sequence[str] = (), relaxed: bool = False) -> list[str]:
    """The counters, then how far the player got: pyramid cards removed (every card, in a game won by discarding
    them all) and the cards left in the waste."""
    position = game.position
    if position.game.win is Win.PYRAMIDS:
        removed = QCoreApplication.translate("EndPanel", "Pyramid cards removed: {removed} of {total}")
    else:
        removed = QCoreApplication.translate("EndPanel", "Cards removed: {removed} of {total}")
    lines = [
        *_counter_lines(game, seconds, score_lines, relaxed),
        fill(removed, removed=texts.cards_removed(position), total=texts.cards_counted(position.game)),
    ]
    if position.passes is not None and position.game.talon is not TalonKind.NONE:
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


def chance_text(won: int, decided: int, undecided: int, exact: bool) -> str:
    """ "Can I still win?" where some cards are unseen: how many of the ways the hidden cards may lie can still be
    won (every way when ``exact``, else a sample of ``decided`` and the share as a rounded percentage)."""
    if not decided:
        return QCoreApplication.translate("Verdicts", "Not determined")
    if exact:
        text = fill(
            QCoreApplication.translate(
                "CheckPanel", "Can still be won in {won} of the {ways} ways the hidden cards may lie."
            ),
            won=won,
            ways=decided + undecided,
        )
    else:
        text = fill(
            QCoreApplication.translate(
                "CheckPanel",
                "About {percent}% of the ways the hidden cards may lie can still be won ({won} of {tried}).",
            ),
            percent=round(100 * won / decided),
            won=won,
            tried=decided,
        )
    if undecided:
        text += " " + QCoreApplication.translate(
            "CheckPanel", "%n way(s) could not be decided in time.", None, undecided
        )
    return text


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
