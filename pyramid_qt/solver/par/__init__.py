"""Par: the fewest moves that win a position, counted as the game counts them.

Every move counts one, as in :class:`pyramid_qt.engine.game.Game`: a removal (pair or King), a draw, a recycle.
:func:`find_par` runs an A* search over the game's own move graph and returns the length of a shortest winning
line and the line itself, or ``par=None`` when it could not prove one within the budget (or the position is lost).

The search
----------
With one waste pile (every preset) the state is compact, as in :mod:`pyramid_qt.solver.search.linear`: the pyramid
mask ``P``, the talon as a fixed card order (waste bottom→top, then stock top→bottom: drawing and recycling
never reorder one waste pile) with a presence mask ``T``, the *cut* (index of the stock top, ``n`` when the
stock is empty) and the pass number (left out of the key with unlimited passes, where it only counts)
(:mod:`.one_pile`).  With draw three the talon has no fixed order: the state keeps the stock and each pile as
sequences of talon indices (:mod:`.three_piles`, its bound in :mod:`.three_piles_bound`), and the A*
(:mod:`.three_piles_search`) expands partially: a child whose ``f`` is two or more above the expanded state's waits,
unstored, until the search gets there (still shortest: proved at :func:`.three_piles_search.search_three_piles`; a
quarter fewer states stored on the largest deals).  Both searches have a compiled twin (``_par.c``) that expands the
same states in the same order.

Two reductions, each the only move tried when it applies (:meth:`~pyramid_qt.solver.compact.CompactGame.par_successors`;
with one waste pile; draw three's below):

* a free pyramid King is removed at once.  Every win removes it some time, and removing it earlier keeps every
  later move of the line legal (it only frees pyramid cards, and it cannot be the single card covering a stacked
  pair), so a line of the same length starts with it.
* a *forced pair*: a free pyramid card whose one possible partner left in the game (the present cards of the
  complementary rank, pyramid cards in its cone excepted unless stacked pairs let one lie directly on the other)
  can pair with it now — a free pyramid card (or the one it alone covers), the waste top, or the playable stock
  top.  Every win removes that pair some time.  Taking it first: a pyramid partner only frees cards sooner, as a
  King does.  A talon partner ``t``: replay the line with ``t`` gone; every move but the pair stays legal (a move
  that needs ``t`` on top or under a card is the pair itself; the stock and waste tops are otherwise the same
  cards, and a card under another is the same unless it was ``t``), except the draws that turned ``t`` over and a
  recycle of a waste holding ``t`` alone, which are dropped; so the line is no longer, and a shortest one starts
  with the pair.

With three waste piles (:meth:`~.three_piles.PilesGame.forced_pair`) the King is removed at once as above, and a
forced pair goes alone in two cases only:

* its one possible partner left is a pyramid card it can pair with now (free, or covered by it alone under stacked
  pairs), on any pass: taking the two earlier only frees pyramid cards sooner (a stacked pair later in the line
  still finds its upper card covering the lower one alone), and the talon is untouched.
* on the last pass (limited passes, the pass number at the limit; never with unlimited passes), its one possible
  partner left is the top card ``t`` of a pile.  Replay the line with ``t`` gone: with no recycle left the piles
  are never gathered, and the stock is untouched, so every draw deals the same cards onto the same piles; a card
  dealt onto ``t``'s pile now lies on the card under ``t``, which no move of the line took while ``t`` covered it;
  a move that takes a pile's top card (or, with talon pairing, its two top cards) finds the same cards there unless
  ``t`` is among them, and then it is the pair itself (``t`` leaves only with that pyramid card, its partner's one
  partner).  So the line keeps its length and starts with the pair.  Not the stock top, nor before the last pass:
  taking the stock top moves every later card of the stock to another pile, and a recycle gathers the piles in an
  order that a card gone earlier changes.

The heuristic ``h`` never overestimates the moves still needed (so the first win taken off the queue is
shortest; states are re-opened when reached again more cheaply, so ``h`` need not be consistent):

* *removals*: per class of ranks that pair (A/Q … 6/7), the pyramid cards that go two at a time form a matching
  in which two cards never lie in one cone (unless stacked pairs let one lie directly on the other), so at
  least ``a + b - M`` moves remove the ``a`` and ``b`` pyramid cards of the two ranks (``M`` the largest such
  matching); plus one per pyramid King.  The other ``a - M`` and ``b - M`` cards need talon partners.  For a
  strict win the talon cards count too (the two ranks must balance, one card of each per move).
* *access* (one pile, stock face down, loose win: N and T with any options but strict): the removals above count only
  moves that take a pyramid card; the others (draws, recycles, a talon King taken off the waste) are bounded
  apart, by what it costs at least to bring a talon card the pyramid needs to the top of the waste.  For each
  present talon card, its *access cost*: 0 for the waste top; the draws down to it for a stock card (a stock card
  leaves the stock only by a draw); for a card deeper in the waste, the Kings above it when every card above it
  can leave in this pass, else — a card above it seals it — a recycle: every stock card drawn, the recycle, and the
  draws up to it again (the cards under it cannot leave before it does), or no access at all on the last pass.
  Within a pass a waste card leaves only from the top: a King alone; another card with a pyramid card of the
  complementary rank (each pyramid card takes one), or with talon pairing with the card right under it or right on
  it — a waste card next to it now (the waste only loses cards from the top and gains drawn ones, so two cards of
  it meet only if they are neighbours now) or a stock card drawn onto it.  So, counting the waste from the top,
  when more cards of a rank ``r`` have no neighbour of rank ``13 - r`` than there are pyramid cards of rank ``13 -
  r`` (with talon pairing, and stock cards of that rank), one of them cannot leave this pass: the cards under it
  are sealed.  When ``k`` talon cards of a rank are needed, the ``k``-th
  cheapest of that rank is brought up at least; the bound adds the largest of these over the ranks needed (a
  needed rank with no reachable card left: no win).
* *draws* otherwise (one pile): when ``k`` talon cards of a rank are needed and the waste holds ``w < k`` of them, at
  least as many draws as there are stock cards down to the ``(k - w)``-th one of that rank are needed.  For a strict
  win with the stock face down every stock card must be drawn.  Under W (stock top face up) the cards above the
  deepest card needed each need a move: a draw, a talon pair, or a removal with a pyramid card of the complementary
  rank (already counted, and at most as many as there are such pyramid cards); for a strict win the larger of the two
  counts.
* *draw three* (three waste piles, any stock; a loose win — a strict win counts its removals and, with the stock face
  down, every stock card drawn, three a draw): the pyramid's own removals take talon cards for free only as many of
  each rank ``r`` as the pyramid needs (``need_r``, the complementary rank's pyramid cards left out of the largest
  matching).  A pyramid card taking one more talon card costs a move beyond the removals every two such cards: with
  ``x_r`` talon cards of rank ``r`` taken by pyramid cards, a class's pyramid pairs number at most ``min(M, a -
  x_{13-r}, b - x_r)``, so its moves exceed ``a + b - M`` by at least ``max(x_r - need_r, x_{13-r} - need_{13-r},
  0)``.  So every other talon card costs, to leave a pile or the stock, half a move at least (a talon pair takes two),
  a King one, and a draw takes three for one move; and one move takes two such cards only when their ranks are
  complementary (a talon pair, or two pyramid cards of one class each taking one beyond the need: the excess is the
  larger of the two ranks'), so cards counted by rank, ``L_r`` of rank ``r``, take at least ``sum over the six
  classes of max(L_r, L_{13-r})`` moves (:func:`~.three_piles_bound._loose_moves`; the removals' own take at most
  ``need_r`` of them, so ``L_r`` counts those beyond: taking more only moves a card from one count to the excess).
  Count ``D`` the draws and recycles of a line and ``C`` its other moves beyond the removals.  A needed talon card can
  be played only once the cards above it are gone: on a pile, its Kings and its other cards not taken for free,
  counted so (``C``; a card above it is not taken for free when every
  pyramid card that could take it lies under every pyramid card of the rank that takes the needed card: that one goes
  first, when the needed card is played, so those are still covered then; the same for the stock cards above a face-up
  stock card; and when such a card has no talon card of the complementary rank left either, it cannot leave before the
  needed card is played: no clearing then), or none under a card nothing can take (no pyramid or talon card of the
  complementary rank) — or it comes back by a recycle: the stock emptied (every card drawn, three a draw; face up, the
  cards not taken for free, three a move at best), the recycle, and with the stock face down the draws down to it in
  the gathered stock (face up, a third of a move a card), below at least the cards under it on its pile, the cards the
  other piles keep under a card nothing can take, and those gathered before it that the removals do not take for free
  (never on the last pass; face up, below only the cards gathered before it that the removals do not take for free:
  after the recycle they may take any of them from the stock's top).  A stock card ``j`` deep comes with the ``j //
  3 + 1``-th draw when the stock is face down; face up, the ``u`` cards above it not taken for free leave three a
  draw or half a move each, so ``C >= ceil((u - 3D) / 2)``.  So, given ``D``, each needed card has a least ``C``
  (its cheapest way), the ``k``-th smallest of a rank bounds ``C`` when ``k`` cards of it are needed, and the bound
  adds ``min over D of (D + the largest over the needed ranks)`` (a needed rank with no reachable card: no win).
* *several piles dug* (draw three, a loose win): the largest over the needed ranks takes one pile's cost at a time,
  but the cards above needed cards on different piles are different cards, each leaving by a move of its own: a King
  alone, any other card with at most one more.  Given ``D`` and the value ``m`` the bound reached with it, call a
  needed card *easy* when it costs at most ``m`` without being dug from its pile (no cost at all given ``D``: on a
  pile's top, or brought to the top by the draws and recycles; face up, the stock cards above it leaving for at most
  ``m``; or brought back by a recycle for at most ``m``).  A needed rank with fewer easy cards than it needs plays at
  least the rest from their piles, dug, each costing at most ``m`` or the line costs more than ``m`` anyway; dug
  means played before any recycle (one that gathers it brings it back, which is not digging), so every card above it
  now leaves its pile before by a move other than a draw or recycle (a draw only adds cards on top).  For each pick
  of such cards, a pile is dug down to its deepest pick: its Kings cost a move each, and the other cards above it,
  less those the removals may take for free (of each rank ``r`` at most ``need_r`` over all the piles; on a pile, none
  of the ranks the dug card's rank blocks, as above), counted by rank over all the piles as above (two a move only
  when they pair).  When every pick costs
  more than ``m`` at each ``D`` where the bound reaches its least, the bound is one more
  (:meth:`~.three_piles_bound.PilesBound._piles_add`; at most 64 picks are tried, else nothing is added).
* *the pyramid's order* (a loose win, one pile or three): the removals let two pyramid cards pair when neither lies in
  the other's cone, but two such pairs can each wait for the other (a card of one lies under a card of the other, and
  the reverse), and then one of them breaks.  :meth:`~pyramid_qt.solver.compact.CompactGame.pyramid_moves` is the
  fewest moves that clear the pyramid alone when a free pyramid card may also go alone at any time if the talon still
  holds a card of the complementary rank (as if that card were at hand), one move a King, a card alone, two free
  cards that pair or a stacked pair (no such order: no win).  The moves of a winning line that take pyramid cards do
  just that (a pyramid card taken by a talon card needs one of the complementary rank, and the talon only loses
  cards), so they number at least ``pyramid_moves``.  With one pile the other terms (access, draws, the stock cards
  above the deepest needed one but those pyramid cards take) count only moves that take no pyramid card, so the
  bound takes the larger of the removals and ``pyramid_moves``.  With three piles the moves taking pyramid cards are
  also at least the removals plus the excess ``e`` above (pyramid cards taking talon cards beyond the need); with
  ``D`` draws and recycles and ``o`` other moves (``C <= e + o`` given ``D``, as above): moves ``>= max(pyramid_moves,
  removals + e) + D + o >= removals + D + max(pyramid_moves - removals, C)``, so, given ``D``, the largest over the
  needed ranks is raised to ``pyramid_moves - removals`` when lower.  It depends on the pyramid and on which ranks
  the talon can still take: worked out once per pair.
* *strict draw three's recycle* (added to the strict count above): within a pass no talon card changes pile but by a
  draw, which deals the stock in its order onto the piles in turn (face down, stock card ``j`` lands on pile ``j % 3``,
  above what that pile holds then), so a pile and the stock cards it will receive form a column.
  :func:`.strict_piles.stranded` takes the least set ``L`` of cards (pyramid and talon) closed under: an exposed King; a
  pyramid card and a talon card both exposed; two pyramid cards that can ever pair, both free (or, stacked, the upper
  free and the lower covered by it alone outside ``L``); two talon cards both exposed in two columns (face up, a stock
  card is in none), or, with a pile's two top cards pairing (talon pairing, stock face down), in one column with the
  upper exposed and right on the lower (a pile card: the cards between could leave only with it) or, a stock card, every
  card between them in ``L`` — where *exposed* is: a pyramid card whose covering cards are in ``L``, a pile card whose
  cards above it on its pile now are, a stock card always.  Every card a line removes before its next recycle is in
  ``L``: by induction on the time it goes, the cards covering it or above it (and its partner's) went earlier, and the
  move that takes it is one of these.  So when a card lies outside ``L`` a strict win needs a recycle (none left: no
  win) and, with the stock face down, the draws of the next pass: at least one (a recycle gathers a non-empty talon),
  and a third of the talon cards outside ``L`` (each in the gathered stock).  These moves are neither removals nor this
  pass's draws (the stock cards still to draw, three a draw), so they add to them.  The bound looks for such cards only
  with the stock face down and three cards at most in it (:data:`.strict_piles.STRANDED_STOCK`: where the term mostly
  counts; adding less keeps the bound a lower bound).

Before the A* the exact solver (:func:`pyramid_qt.solver.solve`) decides the position: a lost position has no
par, and the length of its winning line is an upper bound that prunes the A*.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.moves import Move
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.api import solve
from pyramid_qt.solver.budget import (
    DEFAULT_MEMORY_LIMIT,
    Budget,
    OutOfBudget,
)
from pyramid_qt.solver.compact import INFINITE, CompactGame
from pyramid_qt.solver.par import native
from pyramid_qt.solver.par.one_pile import line_of, search_one_pile
from pyramid_qt.solver.par.talon import talon_par
from pyramid_qt.solver.par.three_piles import PilesGame
from pyramid_qt.solver.par.three_piles_search import line_of as three_piles_line
from pyramid_qt.solver.par.three_piles_search import search_three_piles
from pyramid_qt.solver.par_tables import shipped_par
from pyramid_qt.solver.result import Verdict
from pyramid_qt.solver.talon_problem import is_talon_game


@dataclass(frozen=True, slots=True)
class ParResult:
    """``par`` is the length of ``line``, a shortest winning line, when proven; ``None`` otherwise.
    ``verdict`` is the exact solver's (UNWINNABLE: no par exists; UNKNOWN: not even decided in budget)."""

    par: int | None
    line: list[Move] = field(default_factory=list)
    verdict: Verdict = Verdict.UNKNOWN
    nodes: int = 0
    seconds: float = 0.0
    stopped_by: str | None = None  # par not proven: the limit reached, "time", "nodes", "memory" or "cancelled"

    @property
    def is_proven(self) -> bool:
        return self.par is not None


def find_par(
    position: Position,
    *,
    time_limit: float | None = None,
    node_limit: int | None = None,
    cancel: Callable[[], bool] | None = None,
    memory_limit: int | None = DEFAULT_MEMORY_LIMIT,
) -> ParResult:
    """The fewest moves that win ``position`` and a line of that length (see the module docstring).  Safe in a
    worker thread; ``cancel`` is polled every few thousand nodes.  ``memory_limit`` bounds the search's tables
    (see :mod:`.budget`): reaching any limit leaves par unproven, with the limit in ``reason``."""
    start = time.perf_counter()
    if position.is_won:
        return ParResult(0, [], Verdict.WINNABLE, 0, 0.0)
    if is_talon_game(position.game):
        found = talon_par(
            position, time_limit=time_limit, node_limit=node_limit, cancel=cancel, memory_limit=memory_limit
        )
        par = None if found.line is None else len(found.line)
        return ParResult(par, found.line or [], found.verdict, found.nodes, found.seconds, found.stopped_by)
    decided = solve(
        position,
        time_limit=time_limit,
        node_limit=node_limit,
        cancel=cancel,
        memory_limit=memory_limit,
        want_best=False,
    )
    if decided.verdict is not Verdict.WINNABLE:
        return ParResult(None, [], decided.verdict, decided.nodes, time.perf_counter() - start, decided.stopped_by)
    if not position.game.rule_options:
        # A game of its own declaration (Giza, Pharaohs) has every winning line as long as every other: each move
        # discards a King alone or two other cards, and a win discards them all (solver/open_games.py).
        return ParResult(
            len(decided.solution), decided.solution, Verdict.WINNABLE, decided.nodes, time.perf_counter() - start
        )
    left = None if time_limit is None else max(0.0, time_limit - (time.perf_counter() - start))
    budget = Budget(left, None if node_limit is None else max(1, node_limit - decided.nodes), cancel, memory_limit)

    try:
        upper, fallback = len(decided.solution), decided.solution
        if position.rules.draw_three:
            line = _three_piles_line(position, budget, upper, fallback)
        else:
            line = _one_pile_line(position, budget, upper, fallback)
    except OutOfBudget as stop:
        nodes = decided.nodes + budget.nodes
        return ParResult(None, [], Verdict.WINNABLE, nodes, time.perf_counter() - start, stop.reason)
    _check_line(position, line)
    return ParResult(len(line), line, Verdict.WINNABLE, decided.nodes + budget.nodes, time.perf_counter() - start)


def deal_par(
    code: DealCode, *, time_limit: float | None = None, cancel: Callable[[], bool] | None = None
) -> int | None:
    """The par of a deal from its start: the shipped one when a par table holds it, else :func:`find_par`
    (``None`` when the deal is not winnable or par is not proven within the limits)."""
    known = shipped_par(code)
    if known is not None:
        return known
    start = Position.from_deal(code.deal(), code.rules, code.game)
    return find_par(start, time_limit=time_limit, cancel=cancel).par


def short_line(
    position: Position,
    *,
    time_limit: float | None = None,
    cancel: Callable[[], bool] | None = None,
    weight: int = 3,
) -> list[Move] | None:
    """A short winning line, not proven shortest: the same search with the bound weighted (``f = g + weight·h``),
    which reaches a win after far fewer states.  For the demo when par is not proven in time (the exact solver's
    own line with unlimited passes is often twice as long).  ``None``: none found in budget, or draw three, or a game
    without rule options (whose own par search is quick or whose lines are all as long)."""
    if position.is_won:
        return []
    if position.rules.draw_three or not position.game.rule_options:
        return None
    budget = Budget(time_limit, None, cancel)
    game = CompactGame(position)
    try:
        keys = search_one_pile(game, budget, INFINITE, weight)
    except OutOfBudget:
        return None
    if not keys:
        return None
    line = line_of(game, keys)
    _check_line(position, line)
    return line


def _one_pile_line(position: Position, budget: Budget, upper: int, fallback: list[Move]) -> list[Move]:
    game = CompactGame(position)
    search = native.search_one_pile_native if native.available() else search_one_pile
    keys = search(game, budget, upper)
    # None: nothing shorter than the solver's line, which is then a shortest one.
    return fallback if keys is None else line_of(game, keys)


def _three_piles_line(position: Position, budget: Budget, upper: int, fallback: list[Move]) -> list[Move]:
    game = PilesGame(position)
    search = native.search_three_piles_native if native.available() else search_three_piles
    states = search(game, budget, upper)
    return fallback if states is None else three_piles_line(game, states)


class ParError(RuntimeError):
    """A par line that does not replay to a win: a bug, never an answer."""


def _check_line(position: Position, line: list[Move]) -> None:
    current = position
    for move in line:
        if current.is_won:
            raise ParError("par line goes on after the win")
        current = current.apply(move)
    if not current.is_won:
        raise ParError("par line does not win")
