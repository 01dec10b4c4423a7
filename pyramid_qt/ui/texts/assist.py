"""Texts of "Show me how", "Where did it go wrong?", par, difficulty and the daily deal, built at call time."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from pyramid_qt.engine import Move
from pyramid_qt.engine.moves import MoveKind
from pyramid_qt.ui import texts
from pyramid_qt.ui.texts import fill, format_date

if TYPE_CHECKING:
    from datetime import date

_tr = QCoreApplication.translate


def move_text(move: Move) -> str:
    """A move in words: "Draw", "Another round", "Raja wajik", "10 keriting + 3 sekop"."""
    if move.kind is MoveKind.DRAW:
        return _tr("Assist", "Draw")
    if move.kind is MoveKind.RECYCLE:
        return _tr("Assist", "Another round")
    return " + ".join(texts.card_name(card) for card in move.cards)


def demo_started() -> str:
    return _tr("Assist", "Watch: the solver plays. Click or press any key to take over.")


def demo_stopped() -> str:
    return _tr("Assist", "Your turn: the game is yours again.")


def demo_done() -> str:
    return _tr("Assist", "Shown how. This game counts as assisted, not as a win.")


def demo_thinking() -> str:
    return _tr("Assist", "Looking for the way to win…")


def demo_unwinnable() -> str:
    return _tr("Assist", "This position cannot be won: there is nothing to show.")


def demo_undecided() -> str:
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


def review_button() -> str:
    return _tr("Assist", "Where did it go wrong?")


def review_nothing_wrong() -> str:
    return _tr("Assist", "Nothing went wrong yet: this position can still be won.")


def review_lost_from_the_deal() -> str:
    return _tr("Assist", "This deal could not be won from its first card: no move of yours lost it.")


def review_never_winnable() -> str:
    return _tr("Assist", "The solver could not show that this game was ever winnable.")


def par_line(moves: int, par: int | None) -> str:
    if par is None:
        return _tr("Assist", "Par: not proven in time")
    return fill(_tr("Assist", "Par {par}: the fewest moves that win this deal (you: {moves})"), moves=moves, par=par)


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
