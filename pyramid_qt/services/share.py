"""A result told in one line, to share — and the deal code found again in such a line (no Qt).

The line reads ``Pyramid 2026-12-07 PY1-N-AAAAAAB ✓ 54 moves (par 52) 3:12 ★★☆``: the game's name, the date, the
deal code, ✓ for a win or ✗ for a loss, the moves, the par when known, the time unless the clock was hidden, and one
★ per daily goal met (☆ per goal missed) on a daily deal.  The words come translated from the caller, in the order
of the line (both languages put them in this order); the date is ISO, so a friend's game reads the same line in any
language.  :func:`find_deal_code` finds the code again in whatever text the line was pasted with.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from pyramid_qt.engine.deal import DealCode, DealCodeError

WON_MARK = "✓"
LOST_MARK = "✗"
GOAL_MET = "★"
GOAL_MISSED = "☆"

# A code stands alone: no letter, digit or hyphen glued to either end ("XPY1-N-AAAAAAB", "PY1-N-AAAAAABC" and
# "PY1-N-AAAAAAB-2" are not codes).  The rules field is checked by the code's own parser.
# A code with its game's part (PY1-GIZA-N-…) or without (Pyramid's).
_CODE = re.compile(r"(?<![\w-])PY1-(?:[A-Z]{2,8}-)?([0-9A-Z]{1,12})-([A-Z]{7})(?![\w-])", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class SharedResult:
    """What the line tells: ``seconds`` ``None`` when the clock was hidden; ``par`` ``None`` when not known;
    ``goals`` one flag per daily goal offered (met or not), empty for any other deal."""

    day: date
    code: DealCode
    won: bool
    moves: int
    par: int | None = None
    seconds: float | None = None
    goals: tuple[bool, ...] = ()


@dataclass(frozen=True, slots=True)
class ShareWords:
    """The line's words in the player's language: ``title`` the game's name; ``moves`` the moves counted
    ("54 moves", "54 langkah"); ``par`` the par part ("(par 52)")."""

    title: str
    moves: str
    par: str


def clock_text(seconds: float) -> str:
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def goal_marks(goals: Sequence[bool]) -> str:
    return "".join(GOAL_MET if met else GOAL_MISSED for met in goals)


def share_line(result: SharedResult, words: ShareWords) -> str:
    parts = [words.title, result.day.isoformat(), result.code.text, WON_MARK if result.won else LOST_MARK, words.moves]
    if result.par is not None:
        parts.append(words.par)
    if result.seconds is not None:
        parts.append(clock_text(result.seconds))
    if result.goals:
        parts.append(goal_marks(result.goals))
    return " ".join(parts)


def find_deal_code(text: str) -> DealCode | None:
    """The first deal code standing alone in ``text`` (any case), or ``None``; never raises."""
    for match in _CODE.finditer(text):
        try:
            return DealCode.parse(match.group(0))
        except DealCodeError:
            continue
    return None
