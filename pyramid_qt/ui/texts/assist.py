"""Texts of the hint, "Show me how", "Where did it go wrong?", par, difficulty and the daily deal, built at call
time."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from pyramid_qt.engine import Move
from pyramid_qt.engine.games import PYRAMID, GameDeclaration, Win
from pyramid_qt.engine.moves import MoveKind
from pyramid_qt.engine.result import HowPlayed, Mode
from pyramid_qt.solver import Hint, HintKind, StopReason  # the package loads only its verdicts and answers
from pyramid_qt.ui import texts
from pyramid_qt.ui.texts import fill, format_date

if TYPE_CHECKING:
    from datetime import date

if TYPE_CHECKING:
    from pyramid_qt.services.review import LostDealReview

_tr = QCoreApplication.translate


def move_text(move: Move) -> str:
    """A move in words: "Draw", "Another round", "Raja wajik", "10 keriting + 3 sekop"."""
    if move.kind is MoveKind.DRAW:
        return _tr("Assist", "Draw")
    if move.kind is MoveKind.RECYCLE:
        return _tr("Assist", "Another round")
    return " + ".join(texts.card_name(card) for card in move.cards)


def hint_text(hint: Hint, game: GameDeclaration = PYRAMID) -> str | None:
    """What a hint says beside its frames (``None``: a move that keeps the game winnable needs no words); its best
    count is out of the cards ``game`` counts (:func:`~pyramid_qt.ui.texts.cards_counted`)."""
    best, total = hint.best, texts.cards_counted(game)
    lost = hint.kind in (HintKind.BEST_COUNT, HintKind.NO_MORE_REMOVALS)
    if lost and game.win is Win.PYRAMIDS and best == game.layout.size:
        # Lost with the pyramid clearable: a strict win (all 52 cards) that the talon's cards cannot complete.
        return _tr("Assist", "This game can no longer be won: the pyramid can still be cleared, but not all 52 cards")
    if hint.kind is HintKind.BEST_COUNT:
        return fill(
            _tr(
                "Assist", "This game can no longer be won; this move keeps the most cards removable: {best} of {total}"
            ),
            best=best,
            total=total,
        )
    if hint.kind is HintKind.NO_MORE_REMOVALS:
        return fill(
            _tr(
                "Assist",
                "This game can no longer be won, and no move removes another card: {best} of {total} is the most",
            ),
            best=best,
            total=total,
        )
    out_of_memory = hint.stopped_by is StopReason.MEMORY
    if hint.kind is HintKind.LOST and out_of_memory:
        return _tr(
            "Assist",
            "This game can no longer be won; ranking the moves needs more memory than the solver may use: try this one",
        )
    if hint.kind is HintKind.LOST:
        return _tr("Assist", "This game can no longer be won; the solver had no time to rank the moves: try this one")
    if hint.kind is HintKind.UNDECIDED and out_of_memory:
        return _tr("Assist", "The solver could not decide within the memory it may use: this move is only a suggestion")
    if hint.kind is HintKind.UNDECIDED:
        return _tr("Assist", "The solver could not decide in time: this move is only a suggestion")
    if hint.kind is HintKind.NO_MOVE:
        return _tr("Assist", "No hint: no move can be played")
    return None


def hidden_hint_text(won: int, tried: int) -> str:
    """What a hint says where some cards are unseen: of the ways the hidden cards may lie that it tried, how many
    its move keeps winnable (no move keeps more)."""
    return fill(
        _tr("Assist", "This move keeps the most ways the hidden cards may lie winnable: {won} of {tried} tried"),
        won=won,
        tried=tried,
    )


def demo_started() -> str:
    return _tr("Assist", "Watch: the solver plays. Click or press any key to take over.")


def demo_stopped() -> str:
    return _tr("Assist", "Your turn: the game is yours again.")


def demo_done() -> str:
    return _tr("Assist", "Shown how. This game counts as a win with help, not for records.")


def demo_best_started(best: int, exact: bool = True, total: int = 28) -> str:
    """The demo of a lost game starts: the line to ``best`` cards of ``total``, the most any play removes when
    ``exact``."""
    if not exact:
        text = _tr(
            "Assist",
            "This game can no longer be won. Watch a line that removes {best} of {total} cards; the solver could not"
            " prove that none removes more.",
        )
        return fill(text, best=best, total=total)
    return fill(
        _tr(
            "Assist",
            "This game can no longer be won. Watch the line that removes the most cards: {best} of {total}.",
        ),
        best=best,
        total=total,
    )


def demo_best_done(best: int, exact: bool = True, total: int = 28) -> str:
    if not exact:
        text = _tr("Assist", "Shown: {best} of {total} removed; the solver could not prove that no play removes more.")
        return fill(text, best=best, total=total)
    text = _tr("Assist", "Shown: {best} of {total} is the most any play removes in this game.")
    return fill(text, best=best, total=total)


def demo_nothing_more(best: int, total: int = 28) -> str:
    return fill(
        _tr(
            "Assist",
            "This game can no longer be won, and no move removes another card ({best} of {total}): nothing to show",
        ),
        best=best,
        total=total,
    )


def demo_thinking() -> str:
    return _tr("Assist", "Looking for the way to win…")


def demo_unwinnable(stopped_by: StopReason | None = None) -> str:
    """A lost game with no line to show: the search for one stopped (``stopped_by`` says why)."""
    if stopped_by is StopReason.MEMORY:
        return _tr(
            "Assist",
            "This position cannot be won, and the solver ran out of the memory it may use before it found a line to"
            " the most cards.",
        )
    return _tr("Assist", "This position cannot be won, and the solver found no line to the most cards in time.")


def demo_undecided(stopped_by: StopReason | None = None) -> str:
    if stopped_by is StopReason.MEMORY:
        return _tr(
            "Assist",
            "The solver could not find a win within the memory it may use. This does not mean the game is lost.",
        )
    return _tr("Assist", "The solver could not find a win in time. This does not mean the game is lost.")


def review_title() -> str:
    return _tr("Assist", "Where did it go wrong?")


def review_thinking() -> str:
    return _tr("Assist", "Looking for the move that lost the game…")


def review_text(losing: Move, better: Move | None, moves_back: int, sure: bool) -> str:
    if sure:
        head = _tr("Assist", "Here you played {move} (red frames), and after it the game could not be won.")
    else:
        head = _tr("Assist", "You played {move} here (red frames); the solver could not tell if it lost the game.")
    lines = [fill(head, move=move_text(losing))]
    if better is not None:
        lines.append(fill(_tr("Assist", "{move} (blue frames) would have kept it winnable."), move=move_text(better)))
    lines.append(_tr("Assist", "The board is back at that position (%n move(s) undone).", None, moves_back))
    return "\n".join(lines)


def review_lost_deal_text(review: LostDealReview, game: GameDeclaration = PYRAMID) -> str:
    """The review of a deal proven unwinnable from its start: the proof, the best count (of the cards ``game``
    counts) and the player's, and the first move after which fewer cards could be removed."""
    if game.win is Win.PYRAMIDS:
        most = _tr("Assist", "The most pyramid cards any play could remove: {best} of {total}. You removed {player}.")
    else:
        most = _tr("Assist", "The most cards any play could remove: {best} of {total}. You removed {player}.")
    lines = [
        _tr(
            "Assist", "The solver proved that this deal could not be won from its first card: no move of yours lost it."
        ),
        fill(most, best=review.best, total=texts.cards_counted(game), player=review.player),
    ]
    if review.losing_move is not None:
        lines.append(
            fill(
                _tr("Assist", "After {move} (red frames), fewer than {best} could be removed."),
                move=move_text(review.losing_move),
                best=review.best,
            )
        )
        if review.better_move is not None:
            lines.append(
                fill(
                    _tr("Assist", "{move} (blue frames) would have kept {best} within reach."),
                    move=move_text(review.better_move),
                    best=review.best,
                )
            )
        lines.append(_tr("Assist", "The board is back at that position (%n move(s) undone).", None, review.moves_back))
    elif not review.decided:
        lines.append(
            _tr("Assist", "The solver ran out of time looking for the move after which fewer could be removed.")
        )
    elif review.player >= review.best:
        lines.append(_tr("Assist", "You removed as many as any play could."))
    else:
        lines.append(fill(_tr("Assist", "{best} are still within reach from here."), best=review.best))
    return "\n".join(lines)


def review_button() -> str:
    return _tr("Assist", "Where did it go wrong?")


def review_nothing_wrong() -> str:
    return _tr("Assist", "Nothing went wrong yet: this position can still be won.")


def review_lost_from_the_deal() -> str:
    return _tr("Assist", "This deal could not be won from its first card: no move of yours lost it.")


def review_never_winnable() -> str:
    return _tr("Assist", "The solver could not show that this game was ever winnable.")


def par_line(moves: int, par: int, how: HowPlayed | None = None) -> str:
    """The win panel's par line: whether the player matched par (only a game on the player's own is perfect; the
    moves "Show me how" played are told as its, not the player's)."""
    how = how or HowPlayed()
    if how.aids.demo_moves:
        return fill(
            _tr("Assist", "Par {par}: the fewest moves that win this deal ({shown} of the {moves} by Show me how)"),
            moves=moves,
            par=par,
            shown=how.aids.demo_moves,
        )
    if moves <= par and how.mode is Mode.OWN:
        return fill(_tr("Assist", "Par {par}: you matched it, a perfect game!"), par=par)
    return fill(_tr("Assist", "Par {par}: the fewest moves that win this deal (you: {moves})"), moves=moves, par=par)


def par_unproven() -> str:
    return _tr("Assist", "Par: not proven in time")


def par_computing() -> str:
    return _tr("Assist", "Par: computing…")


def difficulty_name(value: str) -> str:
    names = {
        "easy": _tr("Assist", "Easy"),
        "medium": _tr("Assist", "Medium"),
        "hard": _tr("Assist", "Hard"),
        "expert": _tr("Assist", "Expert"),
    }
    return names.get(value, value)


def difficulty_tip() -> str:
    return _tr("Assist", "Difficulty: how often a casual player wins this deal")


def any_difficulty() -> str:
    return _tr("Assist", "Any difficulty")


def daily_title(day: date) -> str:
    return fill(_tr("Assist", "Daily deal {date}"), date=format_date(day))
