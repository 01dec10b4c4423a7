"""The scoring systems, declared once: what a game scores under each, from how it was played.

A system is one :class:`ScoringSystem` record in :data:`SYSTEMS`: its id (:class:`System`, the word the settings
file holds), its name and one line of help (marked for translation, context :data:`TEXT_CONTEXT`), whether a higher
score is better, and its count: a function of the game's :class:`Played` record (the start, where it stands, and
where it stood when the passes a Par Pyramid game counts were over).  The Preferences list, the status bar, the end
panel, Help and the statistics' scores (:func:`scores_of`) are loops over :data:`SYSTEMS`; the best score a deal
allows under each is :mod:`pyramid_qt.solver.score`'s, which counts the same way (its tests replay every line
through these functions).

Only what the player removed counts: cards already gone in the start position (a pasted position) score nothing,
and a pyramid row already empty at the start earns no row bonus.

* **Pyramide** (seed 000, the N rules' own): 10 a card the game's win needs removed: in Pyramid (and any game won
  by clearing its pyramids) a pyramid card, talon cards scoring nothing (a win is 280); in a game won by discarding
  every card (Giza, Pharaohs) every card, reserves included (a win is 520).
* **Microsoft-style** (Microsoft Solitaire Collection's Pyramid): 5 a removal (a pair or a King), and a bonus for
  each pyramid row cleared, from the bottom row up 25, 50, 75, 100, 150, 250, 500.  Clearing every row is 1,150
  in bonuses; every card removed before the last pyramid card (24 pairs and 4 Kings: 140) makes the most, 1,290.
  Another game's pyramids earn the bonuses each from its free row (the last: an upright pyramid's bottom row, an
  inverted one's point) back, as many as it has rows (:func:`row_bonuses`: Pharaohs' 7, 6 and 2 rows, a win 2,015);
  a game whose pyramid has more rows than the bonuses, or that pairs otherwise, is not scored by it.
* **Par Pyramid match** (Morehead & Mott-Smith): a game whose pyramid is cleared on pass 1 scores 50 less the
  cards left in the stock and waste, on pass 2 35 less, on pass 3 20 less; a game whose pyramid is not cleared
  scores minus the pyramid cards left.  Six games make a match (:mod:`pyramid_qt.store.match` keeps it); par is a
  match total of 0 or more.  The source deals the stock three times: under rules with more passes a game is
  scored as it stood when its third pass ended (a pyramid cleared later counts as not cleared).  The source's match
  is of Pyramid's own game (the game whose rules are the rule sets): no other game is scored by it.
* **Cards left**: the cards still on the table, pyramid, stock, waste and reserves (0 is perfect).
* **Off**: no score (the web rules' own, seed 003: "this page uses no score").

A system that does not score a game (:meth:`ScoringSystem.applies`) gives it no score: the window shows none and the
statistics keep none under it.

Which system a game uses is a preference (:class:`System`, ``System.RULES`` by default: each rule family's own,
:data:`FAMILY_SYSTEMS`).  No Qt here: texts are marked with
:func:`~pyramid_qt.translation.marker.QT_TRANSLATE_NOOP` and translated by the UI.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from types import MappingProxyType
from typing import NamedTuple

from pyramid_qt.engine.cards import KING
from pyramid_qt.engine.game import Game
from pyramid_qt.engine.games import GameDeclaration, Layout, Pairing, Win
from pyramid_qt.engine.rules import RuleSet
from pyramid_qt.engine.state import Position
from pyramid_qt.engine.words import Word
from pyramid_qt.translation.marker import QT_TRANSLATE_NOOP

TEXT_CONTEXT = "Preferences"  # the Preferences dialog lists the systems by these names

POINTS_PER_PYRAMID_CARD = 10
POINTS_PER_REMOVAL = 5
# Microsoft-style bonus for clearing each row of Pyramid's pyramid, by row (0 is the apex): 25 for the bottom row …
# 500 for the apex.  Another game's pyramid earns them from its free end (its last row) back: a row of a pyramid of
# n rows earns ROW_BONUS[row + len(ROW_BONUS) - n].
ROW_BONUS: tuple[int, ...] = (500, 250, 150, 100, 75, 50, 25)
MATCH_GAMES = 6
MATCH_PASSES = 3  # the passes a Par Pyramid game is scored on
PASS_BONUS: tuple[int, ...] = (50, 35, 20)  # a pyramid cleared on pass 1, 2, 3
MATCH_PAR = 0  # a match total of this or more makes par

assert len(PASS_BONUS) == MATCH_PASSES


class System(Word):
    """A scoring system's id, as the settings file and the statistics hold it; ``RULES`` chooses each rule family's
    own (:data:`FAMILY_SYSTEMS`)."""

    RULES = "rules"
    PYRAMIDE = "pyramide"
    MICROSOFT = "microsoft"
    PAR_MATCH = "par_match"
    CARDS_LEFT = "cards_left"
    OFF = "off"


class Played(NamedTuple):
    """What a score is counted from: the position a game started from, the one it stands in, the one it stood in
    when the last pass a Par Pyramid game counts was over (:data:`MATCH_PASSES`; the start if it began later), and
    the pass on which its pyramid was cleared (``None``: not cleared)."""

    start: Position
    end: Position
    match_end: Position
    cleared_on: int | None

    @staticmethod
    def of_line(positions: Sequence[Position]) -> Played:
        """The record of a game that went through ``positions``, its start first."""
        start = positions[0]
        match_end = start
        cleared_on = None
        for position in positions:
            if position.pass_number <= MATCH_PASSES:
                match_end = position
            if cleared_on is None and position.pyramid_remaining == 0:
                cleared_on = position.pass_number
        return Played(start, positions[-1], match_end, cleared_on)

    @staticmethod
    def of_game(game: Game) -> Played:
        return Played.of_line([*(step.before for step in game.history), game.position])


def _removed(played: Played) -> tuple[int, int]:
    """Kings and other cards the player removed."""
    before = [card.rank == KING for card in played.start.cards_on_table()]
    after = [card.rank == KING for card in played.end.cards_on_table()]
    kings = sum(before) - sum(after)
    return kings, len(before) - len(after) - kings


def win_cards_left(position: Position) -> int:
    """The cards still on the table that the game's win needs removed: every card when its win takes them all, else
    the pyramid cards (Pyramid under any rule set counts its pyramid, as its own scores do)."""
    if position.game.win is Win.ALL_CARDS:
        return sum(1 for _ in position.cards_on_table())
    return position.pyramid_remaining


def row_bonuses(layout: Layout) -> tuple[int, ...] | None:
    """The Microsoft-style bonus of each row of ``layout`` (in :attr:`Layout.row_slots` order): each pyramid's rows
    earn :data:`ROW_BONUS` from its free end (its last row, upright or inverted) back; ``None`` when a pyramid has
    more rows than the bonuses (the system cannot score it)."""
    bonuses: list[int] = []
    for shape in layout.pyramids:
        if shape.rows > len(ROW_BONUS):
            return None
        bonuses.extend(ROW_BONUS[len(ROW_BONUS) - shape.rows :])
    return tuple(bonuses)


def rows_cleared(start: Position, end: Position) -> list[int]:
    """The pyramid rows (counted as the game's :attr:`Layout.row_slots`) that held a card in ``start`` and hold none
    in ``end``."""
    return [
        row
        for row, slots in enumerate(start.game.layout.row_slots)
        if any(start.pyramid[i] is not None for i in slots) and all(end.pyramid[i] is None for i in slots)
    ]


def pyramide_score(played: Played) -> int:
    return POINTS_PER_PYRAMID_CARD * (win_cards_left(played.start) - win_cards_left(played.end))


def microsoft_score(played: Played) -> int:
    kings, others = _removed(played)
    bonuses = row_bonuses(played.start.game.layout)
    if bonuses is None:
        raise ValueError(f"Microsoft-style does not score {played.start.game.name}")
    bonus = sum(bonuses[row] for row in rows_cleared(played.start, played.end))
    return POINTS_PER_REMOVAL * (kings + others // 2) + bonus


def par_game_score(played: Played) -> int:
    counted = played.match_end
    if played.cleared_on is not None and played.cleared_on <= MATCH_PASSES and counted.pyramid_remaining == 0:
        return PASS_BONUS[played.cleared_on - 1] - counted.talon_count
    return -counted.pyramid_remaining


def cards_left(played: Played) -> int:
    return sum(1 for _ in played.end.cards_on_table())


def _every_game(_game: GameDeclaration) -> bool:
    return True


def _microsoft_scores(game: GameDeclaration) -> bool:
    """Pairs and Kings alone, every pyramid of at most seven rows: what the system's removals and bonuses describe."""
    return game.pairing == Pairing() and row_bonuses(game.layout) is not None


def _par_match_scores(game: GameDeclaration) -> bool:
    """The source's match is of Pyramid's own game (its rules are the rule sets): a pyramid, its talon, three passes."""
    return game.rule_options


class ScoringSystem(NamedTuple):
    """One scoring system; see the module docstring.  ``counter`` is ``None`` for a system without a score."""

    system: System
    name: str  # as the Preferences list shows it, marked for translation under TEXT_CONTEXT
    short_name: str  # in a line of the end panel, marked likewise
    help: str  # one line, marked likewise
    counter: Callable[[Played], int] | None
    higher_is_better: bool = True
    scores: Callable[[GameDeclaration], bool] = _every_game  # whether the system has a meaning for the game

    def applies(self, game: GameDeclaration) -> bool:
        """Whether the system scores ``game`` (one that does not is neither shown nor kept for it)."""
        return self.scores(game)

    def score(self, played: Played) -> int | None:
        """The score of the game played (``None``: the system keeps none, or none for this game)."""
        if self.counter is None or not self.scores(played.start.game):
            return None
        return self.counter(played)

    def better(self, a: int, b: int) -> int:
        """The better of two scores."""
        return max(a, b) if self.higher_is_better else min(a, b)


SYSTEMS: dict[System, ScoringSystem] = {
    declared.system: declared
    for declared in (
        ScoringSystem(
            System.PYRAMIDE,
            QT_TRANSLATE_NOOP("Preferences", "Pyramide (10 a card)"),
            QT_TRANSLATE_NOOP("Preferences", "Pyramide"),
            QT_TRANSLATE_NOOP(
                "Preferences",
                "Every card a win needs removed scores 10: a won game is 280 where the win clears the pyramid (the"
                " stock and waste score nothing), 520 where it takes every card",
            ),
            pyramide_score,
        ),
        ScoringSystem(
            System.MICROSOFT,
            QT_TRANSLATE_NOOP("Preferences", "Microsoft-style (pairs, rows)"),
            QT_TRANSLATE_NOOP("Preferences", "Microsoft-style"),
            QT_TRANSLATE_NOOP(
                "Preferences",
                "5 a pair or King removed, and a bonus for each pyramid row cleared, from each pyramid's free row back:"
                " 25, 50, 75, 100, 150, 250, 500 (1,290 at most with one pyramid)",
            ),
            microsoft_score,
            scores=_microsoft_scores,
        ),
        ScoringSystem(
            System.PAR_MATCH,
            QT_TRANSLATE_NOOP("Preferences", "Par Pyramid match"),
            QT_TRANSLATE_NOOP("Preferences", "Par Pyramid"),
            QT_TRANSLATE_NOOP(
                "Preferences",
                "The pyramid cleared on pass 1 scores 50, on pass 2 35, on pass 3 20, less the stock and waste cards"
                " left; not cleared, minus the pyramid cards left. Six games make a match; par is a total of 0 or more."
                " Pyramid only: other games show no score under it",
            ),
            par_game_score,
            scores=_par_match_scores,
        ),
        ScoringSystem(
            System.CARDS_LEFT,
            QT_TRANSLATE_NOOP("Preferences", "Cards left"),
            QT_TRANSLATE_NOOP("Preferences", "Cards left"),
            QT_TRANSLATE_NOOP(
                "Preferences", "The cards still on the table at the end, stock, waste and reserves too: 0 is perfect"
            ),
            cards_left,
            higher_is_better=False,
        ),
        ScoringSystem(
            System.OFF,
            QT_TRANSLATE_NOOP("Preferences", "Off"),
            QT_TRANSLATE_NOOP("Preferences", "Off"),
            QT_TRANSLATE_NOOP("Preferences", "No score is kept or shown"),
            None,
        ),
    )
}
"""Every scoring system by id, in the order the Preferences list shows them (``System.RULES`` is a choice, not a
system: it stands first in the list)."""

RULES_CHOICE_TEXT = QT_TRANSLATE_NOOP("Preferences", "The rules' own")
RULES_CHOICE_HELP = QT_TRANSLATE_NOOP(
    "Preferences", "Pyramide for the standard and traditional rules, no score for the web rules"
)

COUNTING_DOWN: frozenset[str] = frozenset(
    str(system) for system, declared in SYSTEMS.items() if not declared.higher_is_better
)
"""The ids of the systems whose best score is the lowest (the statistics' records count them down)."""

FAMILY_SYSTEMS: Mapping[str, System] = MappingProxyType({"N": System.PYRAMIDE, "W": System.OFF})
"""Each rule family's own system, by family letter: seed 000's score for N, none for W (seed 003 keeps no score).
A family not named keeps :data:`DEFAULT_SYSTEM`."""
DEFAULT_SYSTEM = System.PYRAMIDE


def system_for(choice: System, rules: RuleSet) -> ScoringSystem:
    """The system a game under ``rules`` is scored by when the player chose ``choice``."""
    if choice is System.RULES:
        choice = FAMILY_SYSTEMS.get(rules.preset_letter, DEFAULT_SYSTEM)
    return SYSTEMS[choice]


def scores_of(played: Played, systems: Iterable[ScoringSystem] | None = None) -> dict[str, int]:
    """The game's score under every system that gives one, by the system's id (the statistics keep them all, so a
    player who changes systems finds a best score under each)."""
    chosen = SYSTEMS.values() if systems is None else systems
    return {str(system.system): score for system in chosen if (score := system.score(played)) is not None}


def game_scores(game: Game) -> dict[str, int]:
    """:func:`scores_of` a game as it stands."""
    return scores_of(Played.of_game(game))


def makes_par(total: int) -> bool:
    """A Par Pyramid match total that makes par."""
    return total >= MATCH_PAR


class Match(NamedTuple):
    """A Par Pyramid match: the scores of its games so far, in the order played (at most :data:`MATCH_GAMES`)."""

    scores: tuple[int, ...] = ()

    @property
    def total(self) -> int:
        return sum(self.scores)

    @property
    def over(self) -> bool:
        return len(self.scores) >= MATCH_GAMES

    @property
    def makes_par(self) -> bool:
        return makes_par(self.total)

    @property
    def game_in_play(self) -> int:
        """The number (1 to :data:`MATCH_GAMES`) of the game the next one played will be."""
        return 1 if self.over else len(self.scores) + 1

    def plus(self, score: int) -> Match:
        """The match with one more game; a match that is over gives way to a new one."""
        return Match((score,)) if self.over else Match((*self.scores, score))
