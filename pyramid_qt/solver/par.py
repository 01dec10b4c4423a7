"""Par: the fewest moves that win a position, counted as the game counts them.

Every move counts one, as in :class:`pyramid_qt.engine.game.Game`: a removal (pair or King), a draw, a recycle.
:func:`find_par` runs an A* search over the game's own move graph and returns the length of a shortest winning
line and the line itself, or ``par=None`` when it could not prove one within the budget (or the position is lost).

The search
----------
With one waste pile (every preset) the state is compact, as in :mod:`pyramid_qt.solver.search.linear`: the pyramid
mask ``P``, the talon as a fixed card order (waste bottom→top, then stock top→bottom: drawing and recycling
never reorder one waste pile) with a presence mask ``T``, the *cut* (index of the stock top, ``n`` when the
stock is empty) and the pass number (left out of the key with unlimited passes, where it only counts).  With
draw three the state is the engine :class:`~pyramid_qt.engine.state.Position` itself (slow, but exact).

The one reduction: a free pyramid King is removed at once (it is the only move tried).  Every win removes it
some time, and removing it earlier keeps every later move of the line legal (it only frees pyramid cards, and
it cannot be the single card covering a stacked pair), so a line of the same length starts with it.

The heuristic ``h`` never overestimates the moves still needed (so the first win taken off the queue is
shortest; states are re-opened when reached again more cheaply, so ``h`` need not be consistent):

* *removals*: per class of ranks that pair (A/Q … 6/7), the pyramid cards that go two at a time form a matching
  in which two cards never lie in one cone (unless stacked pairs let one lie directly on the other), so at
  least ``a + b - M`` moves remove the ``a`` and ``b`` pyramid cards of the two ranks (``M`` the largest such
  matching); plus one per pyramid King.  The other ``a - M`` and ``b - M`` cards need talon partners.  For a
  strict win the talon cards count too (the two ranks must balance, one card of each per move).
* *draws* (talon not face up, i.e. not W): when ``k`` talon cards of a rank are needed and the waste holds
  ``w < k`` of them, at least as many draws as there are stock cards down to the ``(k - w)``-th one of that
  rank are needed (a stock card leaves the stock only by a draw).  For a strict
  win every stock card must be drawn.  Under W (stock top face up) the cards above the deepest card needed
  each need a move: a draw, a talon pair, or a removal with a pyramid card of the complementary rank (already
  counted, and at most as many as there are such pyramid cards); for a strict win the larger of the two counts.

Before the A* the exact solver (:func:`pyramid_qt.solver.solve`) decides the position: a lost position has no
par, and the length of its winning line is an upper bound that prunes the A*.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from itertools import count

from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.moves import DRAW, RECYCLE, Move, MoveKind
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.api import solve
from pyramid_qt.solver.budget import (
    DEFAULT_MEMORY_LIMIT,
    INT_DICT_ENTRY,
    INT_PAIR_DICT_ENTRY,
    PAR_HEAP_ENTRY,
    POSITION_DICT_ENTRY,
    Budget,
    OutOfBudget,
)
from pyramid_qt.solver.compact import INFINITE, CompactGame, class_bound
from pyramid_qt.solver.par_tables import shipped_par
from pyramid_qt.solver.result import Verdict


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
    left = None if time_limit is None else max(0.0, time_limit - (time.perf_counter() - start))
    budget = Budget(left, None if node_limit is None else max(1, node_limit - decided.nodes), cancel, memory_limit)

    try:
        upper, fallback = len(decided.solution), decided.solution
        if position.rules.draw_three:
            line = _EnginePar(position).run(budget, upper, fallback)
        else:
            line = _search_compact(CompactGame(position), budget, upper, fallback)
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
    start = Position.from_deal(code.deal(), code.rules)
    return find_par(start, time_limit=time_limit, cancel=cancel).par


def short_line(
    position: Position,
    *,
    time_limit: float | None = None,
    cancel: Callable[[], bool] | None = None,
    weight: float = 3.0,
) -> list[Move] | None:
    """A short winning line, not proven shortest: the same search with the bound weighted (``f = g + weight·h``),
    which reaches a win after far fewer states.  For the demo when par is not proven in time (the exact solver's
    own line with unlimited passes is often twice as long).  ``None``: none found in budget, or draw three."""
    if position.is_won:
        return []
    if position.rules.draw_three:
        return None
    budget = Budget(time_limit, None, cancel)
    try:
        line = _search_compact(CompactGame(position), budget, INFINITE, [], weight)
    except OutOfBudget:
        return None
    if not line:
        return None
    _check_line(position, line)
    return line


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


def _search_compact(
    game: CompactGame, budget: Budget, upper: int, fallback: list[Move], weight: float = 1.0
) -> list[Move]:
    """A* from the game's start; with ``weight`` above 1 the first win found is short, not proven shortest."""
    pyramid, talon, cut, k = game.start_state()
    strict = game.strict
    limited = game.passes is not None
    shift = 28 + game.n
    kshift = shift + 6

    def key(p: int, t: int, c: int, kk: int) -> int:
        return p | t << 28 | c << shift | (kk << kshift if limited else 0)

    h0 = game.heuristic(pyramid, talon, cut)
    if h0 >= upper:
        # The solver's line is already as short as any line can be.
        return fallback
    tie = count()
    root = key(pyramid, talon, cut, k)
    best_g = {root: 0}
    parent: dict[int, tuple[int, tuple]] = {}
    heap: list[tuple[float, int, int, int, int, int, int, int]] = [(h0, 0, next(tie), root, pyramid, talon, cut, k)]
    budget.track(best_g, INT_DICT_ENTRY)
    budget.track(parent, INT_PAIR_DICT_ENTRY)
    budget.track(heap, PAR_HEAP_ENTRY)
    tick = budget.tick
    heuristic = game.heuristic
    successors = game.successors
    while heap:
        _, neg_g, _, node, p, t, c, kk = heapq.heappop(heap)
        g = -neg_g
        if g > best_g[node]:
            continue
        if p == 0 and (not strict or t == 0):
            return _compact_line(parent, node, root)
        tick()
        g2 = g + 1
        for step, p2, t2, c2, k2 in successors(p, t, c, kk):
            child = key(p2, t2, c2, k2)
            known = best_g.get(child)
            if known is not None and known <= g2:
                continue
            h = 0 if p2 == 0 and (not strict or t2 == 0) else heuristic(p2, t2, c2)
            if g2 + h >= upper:
                continue
            best_g[child] = g2
            parent[child] = (node, step)
            heapq.heappush(heap, (g2 + weight * h, -g2, next(tie), child, p2, t2, c2, k2))
    # Nothing shorter than the solver's line: it is a shortest one.
    return fallback


def _compact_line(parent: dict[int, tuple[int, tuple]], goal: int, root: int) -> list[Move]:
    steps: list[tuple] = []
    node = goal
    while node != root:
        node, step = parent[node]
        steps.append(step)
    steps.reverse()
    return [_move(step) for step in steps]


def _move(step: tuple) -> Move:
    kind = step[0]
    if kind == "d":
        return DRAW
    if kind == "r":
        return RECYCLE
    if kind == "k":
        return Move.king(step[1])
    return Move.pair(step[1], step[2])


# ---------------------------------------------------------------------------------------------- draw three
class _EnginePar:
    """A* over engine positions (draw three: the talon has no fixed order).  Uses the removal bound only."""

    def __init__(self, position: Position) -> None:
        self.position = position
        self.unlimited = position.rules.passes is None

    def _key(self, position: Position) -> Position:
        return replace(position, pass_number=1) if self.unlimited else position

    def heuristic(self, position: Position) -> int:
        pc = [0] * 14
        for card in position.pyramid:
            if card is not None:
                pc[card.rank] += 1
        tcounts = None
        if position.rules.strict_win:
            tcounts = [0] * 14
            for card in position.stock:
                tcounts[card.rank] += 1
            for pile in position.waste:
                for card in pile:
                    tcounts[card.rank] += 1
        return class_bound(pc, tcounts)

    def run(self, budget: Budget, upper: int, fallback: list[Move]) -> list[Move]:
        root = self._key(self.position)
        if self.heuristic(root) >= upper:
            return fallback
        tie = count()
        best_g = {root: 0}
        parent: dict[Position, tuple[Position, Move]] = {}
        heap = [(self.heuristic(root), 0, next(tie), self.position)]
        budget.track(best_g, POSITION_DICT_ENTRY)
        budget.track(parent, POSITION_DICT_ENTRY)
        budget.track(heap, PAR_HEAP_ENTRY)
        while heap:
            _, neg_g, _, current = heapq.heappop(heap)
            node = self._key(current)
            g = -neg_g
            if g > best_g[node]:
                continue
            if current.is_won:
                return self._line(parent, node, root)
            budget.tick()
            g2 = g + 1
            moves = current.legal_moves()
            kings = [m for m in moves if m.kind is MoveKind.REMOVE_KING and m.cards[0] in current.pyramid]
            for move in kings[:1] or moves:
                after = current.apply(move)
                child = self._key(after)
                known = best_g.get(child)
                if known is not None and known <= g2:
                    continue
                h = 0 if after.is_won else self.heuristic(after)
                if g2 + h >= upper:
                    continue
                best_g[child] = g2
                parent[child] = (node, move)
                heapq.heappush(heap, (g2 + h, -g2, next(tie), after))
        return fallback

    @staticmethod
    def _line(parent: dict[Position, tuple[Position, Move]], goal: Position, root: Position) -> list[Move]:
        moves: list[Move] = []
        node = goal
        while node != root:
            node, move = parent[node]
            moves.append(move)
        moves.reverse()
        return moves
