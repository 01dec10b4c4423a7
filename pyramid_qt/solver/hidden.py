"""What can be known of a position holding cards the player has not seen (Pyramid Thirteen's face-down cards): the
chance that it can still be won, over the ways the unseen cards may lie, and the move that keeps the most of them
winnable.

**The unseen cards** are the pyramid's face-down cards (:attr:`Position.face_down`) and, during the first pass, the
stock: its cards are turned one by one and none has been seen before it is drawn.  The player knows *which* cards
they are (every card not seen elsewhere) but not where each lies, and every arrangement is as likely as any other
(the deal's shuffle is uniform).  The solver is never shown the real arrangement: the samples are drawn from what
the player sees, seeded by it, so the same position asked twice gets the same answer.

**A sample** deals the unseen cards into the unseen places and decides the result with every card shown (the exact
solver of the game's :attr:`~pyramid_qt.engine.games.GameDeclaration.revealed` twin).  The chance is the share of
samples that can be won: the chance that the cards lie so that the game can still be won by a player who then
plays the right moves.  When the arrangements are no more than the samples asked for, each is tried once and the
chance is exact; otherwise ``samples`` arrangements are drawn at random (with replacement) and the answer says how
many were won, with a 95% interval (Wilson's).  A sample undecided within its node budget is counted apart, never
as won or lost.

**The hint** is the legal move after which the most samples can still be won (the samples drawn once, the same for
every move, so the moves are compared on the same arrangements); ties go to the move listed first (removals before
a draw).

Pure Python, no Qt.
"""

from __future__ import annotations

import hashlib
import math
import random
from collections.abc import Callable, Iterator, Sequence
from itertools import permutations
from typing import NamedTuple

from pyramid_qt.engine.cards import Card
from pyramid_qt.engine.moves import Move
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.api import solve
from pyramid_qt.solver.result import Verdict

SAMPLES = 200
"""Arrangements tried for a chance (all of them when there are no more)."""

HINT_SAMPLES = 60
"""Arrangements each legal move is tried on for the hint."""

NODE_LIMIT = 200_000
"""Nodes each sample's search may visit before it is counted undecided."""

Z95 = 1.959964  # the normal quantile of a two-sided 95% interval


class Unseen(NamedTuple):
    """Where the unseen cards lie (pyramid slots, then the stock's places from its top) and which cards they are
    (sorted: the player knows the set, not the order)."""

    slots: tuple[int, ...]
    stock_places: int
    cards: tuple[Card, ...]


class Chance(NamedTuple):
    """How many of the arrangements tried can still be won.  ``exact``: every arrangement was tried once (then
    ``won / decided`` is the chance itself).  ``example``: the first arrangement won, as a position with every card
    shown, and ``line`` the moves that win it there."""

    won: int
    lost: int
    undecided: int
    exact: bool
    example: Position | None = None
    line: tuple[Move, ...] = ()

    @property
    def decided(self) -> int:
        return self.won + self.lost

    @property
    def share(self) -> float | None:
        """The share of the decided arrangements that can be won (``None`` when none was decided)."""
        return self.won / self.decided if self.decided else None

    @property
    def interval(self) -> tuple[float, float] | None:
        """The 95% interval of the chance: the point itself when exact, else Wilson's score interval."""
        share = self.share
        if share is None:
            return None
        if self.exact:
            return share, share
        n = self.decided
        middle = (share + Z95 * Z95 / (2 * n)) / (1 + Z95 * Z95 / n)
        half = Z95 * math.sqrt(share * (1 - share) / n + Z95 * Z95 / (4 * n * n)) / (1 + Z95 * Z95 / n)
        return max(0.0, middle - half), min(1.0, middle + half)


class HiddenHint(NamedTuple):
    """The move after which the most of the same ``tried`` arrangements can still be won (``won`` of them)."""

    move: Move | None
    won: int
    tried: int


def unseen(position: Position) -> Unseen:
    """The unseen places and cards of ``position`` (none in a game dealt all face up)."""
    slots = tuple(sorted(position.face_down))
    if not slots and not position.game.layout.face_down:
        return Unseen((), 0, ())
    stock = position.stock if position.pass_number == 1 else ()
    cards = [position.pyramid[i] for i in slots] + list(stock)
    return Unseen(slots, len(stock), tuple(sorted(card for card in cards if card is not None)))


def arrange(position: Position, hidden: Unseen, cards: Sequence[Card]) -> Position:
    """``position`` with ``cards`` in the unseen places (slots first, then the stock from its top), every card
    shown."""
    pyramid = list(position.pyramid)
    for slot, card in zip(hidden.slots, cards, strict=False):
        pyramid[slot] = card
    stock = tuple(cards[len(hidden.slots) :]) if hidden.stock_places else position.stock
    return position.replace(pyramid=tuple(pyramid), stock=stock, game=position.game.revealed)


def _seed(position: Position, hidden: Unseen) -> int:
    """A seed from what the player sees: the face-up cards where they lie, the waste, the pass and the unseen set;
    never the order of the unseen cards."""
    shown = [
        "-" if card is None else ("?" if i in hidden.slots else card.code) for i, card in enumerate(position.pyramid)
    ]
    stock = "?" * hidden.stock_places if hidden.stock_places else "".join(card.code for card in position.stock)
    waste = "/".join("".join(card.code for card in pile) for pile in position.waste)
    text = "|".join([position.game.key, "".join(shown), stock, waste, str(position.pass_number)])
    text += "|" + "".join(card.code for card in hidden.cards)
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def _arrangements(hidden: Unseen, count: int, seed: int) -> tuple[list[tuple[Card, ...]], bool]:
    """Every arrangement of the unseen cards when there are no more than ``count`` (``True``: exhaustive), else
    ``count`` drawn at random with this seed."""
    cards = hidden.cards
    if math.factorial(len(cards)) <= count:
        return list(permutations(cards)), True
    rng = random.Random(seed)
    drawn = []
    for _ in range(count):
        order = list(cards)
        rng.shuffle(order)
        drawn.append(tuple(order))
    return drawn, False


Decide = Callable[[Position], tuple[Verdict, list[Move]]]


def _decide(position: Position) -> tuple[Verdict, list[Move]]:
    result = solve(position, node_limit=NODE_LIMIT, want_best=False)
    return result.verdict, result.solution


def chance(position: Position, samples: int = SAMPLES, decide: Decide = _decide) -> Chance:
    """The chance that ``position`` can still be won, over the arrangements of its unseen cards; see the module
    docstring.  With nothing unseen it is the position's own verdict (exact, one arrangement)."""
    hidden = unseen(position)
    drawn, exact = _arrangements(hidden, samples, _seed(position, hidden))
    won = lost = undecided = 0
    example: Position | None = None
    line: tuple[Move, ...] = ()
    for cards in drawn:
        guess = arrange(position, hidden, cards)
        verdict, solution = decide(guess)
        if verdict is Verdict.WINNABLE:
            won += 1
            if example is None:
                example, line = guess, tuple(solution)
        elif verdict is Verdict.UNWINNABLE:
            lost += 1
        else:
            undecided += 1
    return Chance(won, lost, undecided, exact, example, line)


def hint(position: Position, samples: int = HINT_SAMPLES, decide: Decide = _decide) -> HiddenHint:
    """The legal move after which the most of the same arrangements can still be won; see the module docstring."""
    moves = [] if position.is_won else position.legal_moves()
    if not moves:
        return HiddenHint(None, 0, 0)
    hidden = unseen(position)
    drawn, _ = _arrangements(hidden, samples, _seed(position, hidden))
    guesses = [arrange(position, hidden, cards) for cards in drawn]  # dealt once, tried with every move
    best: HiddenHint | None = None
    for move in _removals_first(moves):
        won = sum(decide(guess.apply(move))[0] is Verdict.WINNABLE for guess in guesses)
        if best is None or won > best.won:
            best = HiddenHint(move, won, len(guesses))
    assert best is not None
    return best


def _removals_first(moves: Sequence[Move]) -> Iterator[Move]:
    yield from (move for move in moves if move.cards)
    yield from (move for move in moves if not move.cards)
