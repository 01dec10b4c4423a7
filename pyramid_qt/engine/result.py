"""What a game's result means, declared once: how it ended (:class:`Outcome`) and, apart from that, how it was played
(:class:`HowPlayed`: on its own, assisted, or practice).  Statistics, streaks, records, the chart, the end panel and
the export all read these rules from here; none decides them again.

How a game is played:

* **On its own** (:attr:`Mode.OWN`): the player made every move, without help.
* **Assisted** (:attr:`Mode.ASSISTED`): the player asked for help, counted by kind in :class:`Aids` — hints,
  "Can I still win?" checks, "Back to the last winnable position" (and a review asked while the game is still in
  play, which takes the board back the same way), and the moves "Show me how" played.
* **Practice** (:attr:`Mode.PRACTICE`): the game is not a deal played from its start — a pasted or opened position
  (:attr:`Practice.POSITION`) — or it is play continued after the game's end was recorded: from "Where did it go
  wrong?" (:attr:`Practice.REVIEW`), or after an Undo from a win, the demo's win included (:attr:`Practice.AFTER_WIN`).
  Practice is practice whatever help it had.

What each mode counts for (:class:`GameResult`'s properties):

=========  ======  ==========================  =============================  =======  ==============
mode       played  a win counts as won          streaks                        records  end panel
=========  ======  ==========================  =============================  =======  ==============
own        yes     yes                          a win extends, else breaks     yes      "You won!"
assisted   yes     yes, "won with help"         a win extends, else breaks     no       "Won with 3 hints"
practice   no      no                           untouched                      no       "… — practice"
=========  ======  ==========================  =============================  =======  ==============

An abandoned game is one left while in play (a new deal, a replay, a crash): played and not won.  A game whose end
is recorded is never in progress again, except that an Undo from a loss played on its own or assisted takes it back
into play (:attr:`GameResult.reopens_on_undo`); a win stands, and play after it, or after a review, is practice.

Records (fewest moves, best time, best score under each scoring system) are those of wins on their own, per deal and
per rule set (:class:`Records`); a win that beats one is told as a :class:`NewRecord`.

A result carries a score under each scoring system that has one (:attr:`GameResult.scores`, keyed by the system's
id); which systems exist and how they count is the scoring systems' business, not this module's.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import NamedTuple


class Outcome(enum.Enum):
    """How a finished game ended (its word in the statistics file)."""

    WON = "won"
    LOST = "lost"
    ABANDONED = "abandoned"


class Mode(enum.Enum):
    """How a game was played (its word in the statistics file)."""

    OWN = "own"
    ASSISTED = "assisted"
    PRACTICE = "practice"


class Practice(enum.Enum):
    """Why a game is practice."""

    POSITION = "position"  # a pasted or opened position, not a deal from its start
    REVIEW = "review"  # play continued from "Where did it go wrong?" after the game had ended
    AFTER_WIN = "after_win"  # play continued after an Undo from a win (one "Show me how" played included)


class Aid(enum.Enum):
    """A kind of help that makes a game assisted."""

    HINT = "hint"
    CHECK = "check"
    REWIND = "rewind"  # back to the last winnable position (also a review asked during play)
    DEMO_MOVE = "demo_move"  # a move "Show me how" played


# The records are NamedTuples: immutable and typed, and built at import in a fraction of the time a frozen dataclass
# takes to write its methods (the window reads a saved game's help before its first frame).


class Aids(NamedTuple):
    """How much help a game had, by kind."""

    hints: int = 0
    checks: int = 0
    rewinds: int = 0
    demo_moves: int = 0

    def times(self, aid: Aid) -> int:
        return {
            Aid.HINT: self.hints,
            Aid.CHECK: self.checks,
            Aid.REWIND: self.rewinds,
            Aid.DEMO_MOVE: self.demo_moves,
        }[aid]

    def used(self) -> list[tuple[Aid, int]]:
        """The kinds of help used, with their counts, in declaration order."""
        return [(aid, self.times(aid)) for aid in Aid if self.times(aid) > 0]

    @property
    def any(self) -> bool:
        return bool(self.used())

    def plus(self, aid: Aid, times: int = 1) -> Aids:
        name = {Aid.HINT: "hints", Aid.CHECK: "checks", Aid.REWIND: "rewinds", Aid.DEMO_MOVE: "demo_moves"}[aid]
        return self._replace(**{name: self.times(aid) + times})


class HowPlayed(NamedTuple):
    """How a game was played: the help it had and, for practice, why it is practice."""

    aids: Aids = Aids()
    practice: Practice | None = None

    @property
    def mode(self) -> Mode:
        if self.practice is not None:
            return Mode.PRACTICE
        return Mode.ASSISTED if self.aids.any else Mode.OWN

    def helped(self, aid: Aid, times: int = 1) -> HowPlayed:
        return self._replace(aids=self.aids.plus(aid, times))

    def as_practice(self, why: Practice) -> HowPlayed:
        """Practice from now on (a game already practice keeps its first reason)."""
        return self if self.practice is not None else self._replace(practice=why)


NO_SCORES: Mapping[str, int] = MappingProxyType({})


class GameResult(NamedTuple):
    """A finished game: how it ended and how it was played.  ``scores``: the game's score under each scoring system
    that gives one, by the system's id (empty when none does)."""

    outcome: Outcome
    how: HowPlayed = HowPlayed()
    scores: Mapping[str, int] = NO_SCORES

    @property
    def mode(self) -> Mode:
        return self.how.mode

    @property
    def counts_as_played(self) -> bool:
        """Counted in the statistics (played, won, the chart, the win rate)."""
        return counts_as_played(self.mode)

    @property
    def counts_as_win(self) -> bool:
        """A win the statistics count (and the streaks extend on)."""
        return counts_as_win(self.outcome, self.mode)

    @property
    def may_set_record(self) -> bool:
        """A win that may better the deal's and the rule set's records (fewest moves, best time, best score)."""
        return may_set_record(self.outcome, self.mode)

    @property
    def celebrated(self) -> bool:
        """The end panel says "You won!" and the cards fly: a win on its own.  An assisted win is told as a win with
        its help; practice is never celebrated."""
        return self.outcome is Outcome.WON and self.mode is Mode.OWN

    @property
    def reopens_on_undo(self) -> bool:
        """An Undo from the end takes the game back into play as the same game (a loss or an abandoned game, not
        practice); an Undo from a win makes the play that follows practice."""
        return self.outcome is not Outcome.WON and self.mode is not Mode.PRACTICE


def counts_as_played(mode: Mode) -> bool:
    return mode is not Mode.PRACTICE


def counts_as_win(outcome: Outcome, mode: Mode) -> bool:
    return outcome is Outcome.WON and counts_as_played(mode)


def may_set_record(outcome: Outcome, mode: Mode) -> bool:
    return outcome is Outcome.WON and mode is Mode.OWN


def streaks(results: Iterable[tuple[Outcome, Mode]]) -> tuple[int, int]:
    """(current, longest) runs of counted wins in results listed in the order they were played; practice is
    skipped, any other result that is not a win ends the run."""
    longest = run = 0
    for outcome, mode in results:
        if not counts_as_played(mode):
            continue
        run = run + 1 if counts_as_win(outcome, mode) else 0
        longest = max(longest, run)
    return run, longest


class Scope(enum.Enum):
    """Whose record: the deal's (its code) or the rule set's (every deal of its rules)."""

    DEAL = "deal"
    RULES = "rules"


class RecordKind(enum.Enum):
    MOVES = "moves"
    TIME = "time"
    SCORE = "score"


class Records(NamedTuple):
    """The records to beat: fewest moves, best time (seconds), best score by scoring system; ``None``/absent: no win
    on its own yet."""

    moves: int | None = None
    seconds: float | None = None
    scores: Mapping[str, int] = NO_SCORES

    @property
    def empty(self) -> bool:
        return self.moves is None and self.seconds is None and not self.scores


class NewRecord(NamedTuple):
    """A record a game beat: ``value`` is the game's, ``previous`` the record it beat (``system``: for a score)."""

    scope: Scope
    kind: RecordKind
    value: float
    previous: float
    system: str | None = None
