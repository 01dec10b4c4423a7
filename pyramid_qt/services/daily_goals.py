"""The daily goals: three goals of rising difficulty on the daily deal, each proven achievable before it is offered
(no Qt, no network).

Every goal offered comes with a *proof*: a line of moves from the deal's start that the engine plays legally and
that meets the goal (:func:`proof_meets`).  The lines are the solver's: a winning line
(:func:`pyramid_qt.solver.solve`), a shortest one (:func:`pyramid_qt.solver.par.find_par`), a win that never turns
the waste over (the deal solved under one pass), and a first pass that removes the four Kings (a search of the
first pass, :func:`kings_line`).  Searches are bounded by node counts, never by time, so every copy of the game
proves the same goals on the same date.  A goal no line proves is not offered.

The goals of a tier are taken from the candidates proven for it, chosen by the date's hash
(:func:`pyramid_qt.services.daily.date_hash`), so the goals are the same everywhere:

* tier 1: clear the pyramid; win without hints;
* tier 2: win without undo; win within par + 8 moves; remove the four Kings in the first pass;
* tier 3: win within par + 2 moves; win in one pass; reach a Microsoft-style score (the best a proving line scores).

A goal is met by a game of that deal that is not practice and had no move played by "Show me how": the moves are
then the player's (:func:`goal_met`).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from pyramid_qt.engine import DealCode, Game, Move, Position, Status
from pyramid_qt.engine.cards import KING
from pyramid_qt.engine.moves import MoveKind
from pyramid_qt.engine.result import HowPlayed, Mode
from pyramid_qt.engine.rules import RuleSet
from pyramid_qt.engine.scoring import Played, microsoft_score
from pyramid_qt.services.daily import daily_deal, date_hash
from pyramid_qt.solver.api import solve
from pyramid_qt.solver.par import find_par
from pyramid_qt.solver.result import Verdict

NODE_LIMIT = 3_000_000  # per search; the daily deals take well under a second each
KINGS_NODE_LIMIT = 5_000
KINGS = 4
LOOSE_PAR_MARGIN = 8
TIGHT_PAR_MARGIN = 2
GOALS_A_DAY = 3


class GoalKind(enum.Enum):
    """A kind of goal (its word in the statistics file)."""

    CLEAR = "clear"
    NO_HINTS = "no_hints"
    NO_UNDO = "no_undo"
    WITHIN_MOVES = "within_moves"
    KINGS_FIRST_PASS = "kings_first_pass"
    ONE_PASS = "one_pass"
    SCORE = "score"


WINS = frozenset(
    {GoalKind.CLEAR, GoalKind.NO_HINTS, GoalKind.NO_UNDO, GoalKind.WITHIN_MOVES, GoalKind.ONE_PASS}
)  # the goals only a win meets


@dataclass(frozen=True, slots=True)
class Goal:
    """One goal: ``target`` the most moves (:attr:`GoalKind.WITHIN_MOVES`) or the score to reach
    (:attr:`GoalKind.SCORE`), else ``None``; ``proof`` a line from the deal's start that meets it."""

    kind: GoalKind
    target: int | None
    proof: tuple[Move, ...]


@dataclass(frozen=True, slots=True)
class DailyGoals:
    day: date
    code: DealCode
    goals: tuple[Goal, ...]


def start_of(code: DealCode) -> Position:
    return Position.from_deal(code.deal(), code.rules, code.game)


def kings_in_first_pass(steps: Sequence[tuple[Move, Position]]) -> int:
    """Kings removed by ``steps`` (each a move and the position it was played from) while on the first pass."""
    return sum(
        card.rank == KING
        for move, before in steps
        if before.pass_number == 1 and move.is_removal
        for card in move.cards
    )


def goal_met(goal: Goal, game: Game, how: HowPlayed) -> bool:
    """``game`` (of the goal's deal, played ``how``) meets ``goal``: practice and the demo's moves meet none."""
    if how.mode is Mode.PRACTICE or how.aids.demo_moves:
        return False
    won = game.status is Status.WON
    kind = goal.kind
    if kind in WINS and not won:
        return False
    if kind is GoalKind.NO_HINTS:
        return how.mode is Mode.OWN
    if kind is GoalKind.NO_UNDO:
        return game.undos == 0
    if kind is GoalKind.WITHIN_MOVES:
        return goal.target is not None and game.moves <= goal.target
    if kind is GoalKind.ONE_PASS:
        return all(step.before.pass_number == 1 for step in game.history) and game.pass_number == 1
    if kind is GoalKind.KINGS_FIRST_PASS:
        return kings_in_first_pass([(step.move, step.before) for step in game.history]) >= KINGS
    if kind is GoalKind.SCORE:
        return goal.target is not None and microsoft_score(Played.of_game(game)) >= goal.target
    return won  # CLEAR


def replay(code: DealCode, line: Sequence[Move]) -> Game:
    """The game of ``code`` with ``line`` played (raising :class:`~pyramid_qt.engine.moves.IllegalMoveError` at an
    illegal move)."""
    game = Game.from_code(code)
    for move in line:
        game.play(move)
    return game


def proof_meets(code: DealCode, goal: Goal) -> bool:
    """The goal's proof, played on its own from the start of ``code``, is legal and meets the goal."""
    try:
        game = replay(code, goal.proof)
    except Exception:  # noqa: BLE001 (an illegal line proves nothing, whatever the engine raises)
        return False
    return goal_met(goal, game, HowPlayed())


def kings_line(start: Position, node_limit: int = KINGS_NODE_LIMIT) -> list[Move] | None:
    """A line of the first pass (no waste turned over) that removes every King, or ``None`` if none is found
    within ``node_limit`` positions (a depth-first search, each position tried once)."""
    kings_left = sum(card.rank == KING for card in start.cards_on_table())
    if kings_left < KINGS:
        return None
    seen: set[Position] = set()
    line: list[Move] = []
    nodes = 0

    def search(position: Position, removed: int) -> bool:
        nonlocal nodes
        if removed >= KINGS:
            return True
        if position in seen or nodes >= node_limit:
            return False
        seen.add(position)
        nodes += 1
        moves = [move for move in position.legal_moves() if move.kind is not MoveKind.RECYCLE]
        moves.sort(key=lambda move: (not any(card.rank == KING for card in move.cards), not move.is_removal))
        for move in moves:
            line.append(move)
            kings = sum(card.rank == KING for card in move.cards) if move.is_removal else 0
            if search(position.apply(move), removed + kings):
                return True
            line.pop()
        return False

    return list(line) if search(start, 0) else None


def _one_pass_line(code: DealCode) -> list[Move] | None:
    """A win that never turns the waste over: the deal solved under one pass (the same line is legal with more)."""
    if code.rules.passes == 1:
        return None
    one_pass: RuleSet = code.rules.replace(passes=1)
    solved = solve(Position.from_deal(code.deal(), one_pass), node_limit=NODE_LIMIT)
    if solved.verdict is not Verdict.WINNABLE:
        return None
    return solved.solution


def _candidates(code: DealCode) -> list[list[Goal]]:
    """The goals proven on ``code``, by tier (each with its proof checked by the engine)."""
    start = start_of(code)
    solved = solve(start, node_limit=NODE_LIMIT)
    win = tuple(solved.solution) if solved.verdict is Verdict.WINNABLE else None
    par = find_par(start, node_limit=NODE_LIMIT) if win is not None else None
    shortest = tuple(par.line) if par is not None and par.is_proven else None
    one_pass = _one_pass_line(code) if win is not None else None
    kings = kings_line(start)
    tiers: list[list[Goal]] = [[], [], []]
    if win is not None:
        tiers[0] += [Goal(GoalKind.CLEAR, None, win), Goal(GoalKind.NO_HINTS, None, win)]
        tiers[1].append(Goal(GoalKind.NO_UNDO, None, win))
    if shortest is not None:
        tiers[1].append(Goal(GoalKind.WITHIN_MOVES, len(shortest) + LOOSE_PAR_MARGIN, shortest))
        tiers[2].append(Goal(GoalKind.WITHIN_MOVES, len(shortest) + TIGHT_PAR_MARGIN, shortest))
    if kings is not None:
        tiers[1].append(Goal(GoalKind.KINGS_FIRST_PASS, None, tuple(kings)))
    if one_pass is not None:
        tiers[2].append(Goal(GoalKind.ONE_PASS, None, tuple(one_pass)))
    lines = [line for line in (win, shortest, None if one_pass is None else tuple(one_pass)) if line is not None]
    if lines:
        best = max(lines, key=lambda line: microsoft_score(Played.of_game(replay(code, line))))
        target = microsoft_score(Played.of_game(replay(code, best)))
        tiers[2].append(Goal(GoalKind.SCORE, target, best))
    return [[goal for goal in tier if proof_meets(code, goal)] for tier in tiers]


def goals_for(code: DealCode, day: date) -> tuple[Goal, ...]:
    """The goals of ``day`` on ``code``: one a tier, chosen by the date's hash among those proven and of a kind not
    chosen yet (fewer when a tier has none)."""
    value = date_hash(day)
    chosen: list[Goal] = []
    for tier, proven in enumerate(_candidates(code)):
        candidates = [goal for goal in proven if goal.kind not in {taken.kind for taken in chosen}]
        if candidates:
            chosen.append(candidates[(value >> (8 * tier)) % len(candidates)])
    return tuple(chosen)


def daily_goals(day: date) -> DailyGoals:
    """The daily deal of ``day`` and its goals."""
    code = daily_deal(day)
    return DailyGoals(day, code, goals_for(code, day))
