"""The exact solver for the open games with no talon (Giza, Pharaohs): every card face up from the deal, every move a
removal, won when every card is discarded.

**The state.**  Every card of the deal lies at a *place*: the layout's pyramid slots (``0 .. size - 1``, the
game's :class:`~pyramid_qt.engine.games.Layout`, all its pyramids), then each reserve pile's places bottom to top
(pile ``p``, depth ``k`` from the bottom: ``size + p * depth + k``).  A reserve pile is a chain: its place ``k`` is
covered by place ``k + 1``.  So one relation, *covered by*, says for pyramid and reserves alike which cards must be
gone before a card plays (pyramid covers from :func:`~pyramid_qt.solver.search.geometry.cover_masks` of the
layout).  A position is the mask of its present places (at most 52 bits); a card is *exposed* when it is present
and none of the places covering it is.  The moves are the engine's: an exposed King alone, or two exposed cards
whose ranks sum to 13.  Every move removes cards, so no state comes back: the states reachable form a finite DAG,
and a depth-first search that remembers the states it has finished (lost ones for the verdict, their best count
for the best count) searches each once.

**Lies on.**  ``below[u]`` is every place that must be gone before ``u`` is exposed (the cone of pyramid slots on
it, or the pile's places above it).  The relation is fixed by the deal: removing cards never puts a card on another.

**Rule 1, the matching bound (cuts a state that cannot win).**  For ``r`` in 1..6 the cards of ranks ``r`` and
``13 - r`` left form a group.  Two of its cards ``u`` (rank ``r``) and ``v`` (rank ``13 - r``) are *compatible*
unless one lies on the other (``v`` in ``below[u]`` or ``u`` in ``below[v]``).  Claim: if ``u`` lies on ``v``, the
pair ``u + v`` is never played.  Proof: ``v`` is exposed only once ``u`` is gone, and ``u`` goes only in a move; a
move removing ``u`` removes ``v`` only if it is the pair ``u + v`` itself, which needs ``v`` exposed while ``u`` is
present: impossible.  A win removes every card; the non-Kings go in pairs within their group, each pair a
compatible one by the claim; so the pairs a win plays form a perfect matching of each group's compatibility graph.
A state some group of which has none is lost.  (A group's counts unequal is the simplest case.)

**Rule 2, the count bound (cuts nothing from the verdict; bounds the best count).**  The same argument applied to
any line, not a winning one: the pairs any line plays within a group form a matching of its compatibility graph, so
no line from a state removes more than its Kings plus twice the size of a maximum matching of each group.  The
best-count search stops looking at a state's moves once one of them reaches that bound (nothing can do better).

**Rule 3, safe moves (play one move, not all).**  A move ``m`` is *safe* when, for every line ``L`` from the
state, some line starting with ``m`` removes every card ``L`` removes (so it wins when ``L`` wins, and removes at
least as many cards).  Monotony, used twice: a move legal after a set of cards is gone stays legal after a superset
of them is gone, as long as its own cards are present (exposure only needs cards gone).
(a) An exposed King is safe: the line ``m`` then ``L`` without ``m`` plays each move of ``L`` with a superset of
``L``'s cards gone.
(b) An exposed pair ``a + b`` of a group every card left of which is exposed is safe.  Exposed cards stay exposed
until played.  Take ``L``.  If ``L`` plays ``a + b``, or neither ``a`` nor ``b``: ``m`` then ``L`` without
``m``.  If ``L`` plays only one of them, say ``a + b2`` (``b`` never): ``m``, then ``L`` with ``a + b2`` left out
(``b2`` stays, and cards removed: ``L``'s less ``b2`` plus ``b``, the same number).  If ``L`` plays ``a + b2`` and
``b + a2``, the first of them at step ``t``: ``m``, then ``L`` with ``a2 + b2`` played at step ``t`` (both
exposed: every card of the group is, from the start) and the other left out.  In every case each move is played
with a superset of ``L``'s cards gone, so it is legal, and the cards removed are ``L``'s (or as many).
So a state with a safe move searches that move alone, for the verdict and for the best count alike.

**Rule 4, forced pairs in order (cuts a state that cannot win).**  When a group's compatibility graph has exactly
one perfect matching, every win plays its pairs (rule 1: a win's pairs in the group form a perfect matching).  A
pair ``a + b`` is played only once every card lying on ``a`` or ``b`` (``below``) is gone, so after each forced pair
holding such a card.  If the forced pairs of all groups, ordered by *waits for*, have a cycle, no order plays them
all and the state is lost.  The check removes the pairs that wait for no pair left until none is left (an order
exists) or each one left waits for another (a cycle).

**Par.**  Every move removes a King alone or two other cards, and a win removes every card: every winning line from a
state has the same length, ``kings + (cards - kings) / 2``.  So the par of a winnable state is the length of the line
found, and no search for a shorter one is needed.

The winning line is turned into engine moves and replayed through :meth:`Position.apply` before it is returned.
Pure Python, no Qt; a :class:`~pyramid_qt.solver.budget.Budget` bounds nodes, time, memory and a cancel flag.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

from pyramid_qt.engine.cards import Card
from pyramid_qt.engine.games import GameDeclaration, TalonKind
from pyramid_qt.engine.moves import Move
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.budget import DEFAULT_MEMORY_LIMIT, INT_DICT_ENTRY, INT_SET_ENTRY, Budget, OutOfBudget
from pyramid_qt.solver.result import Hint, HintKind, SolveResult, StopReason, Verdict
from pyramid_qt.solver.search.geometry import cover_masks

KING = 13
PAIR_TOTAL = 13
RECURSION_NEEDED = 1000  # one frame per move of a line: 52 at most, and the callers' frames

Play = tuple[int, ...]  # the places a move removes: one (a King) or two


def is_open_game(game: GameDeclaration) -> bool:
    """Whether this module plays ``game``: no talon, every card dealt face up, one deck, won by clearing the table."""
    return (
        game.talon is TalonKind.NONE
        and not game.rule_options
        and game.face_down_rows == 0
        and game.decks == 1
        and game.pairing.total == PAIR_TOTAL
        and game.pairing.kings_alone
    )


def _bits(mask: int) -> list[int]:
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def _max_matching(edges: tuple[tuple[int, int], ...], mask: int) -> int:
    """The size of a maximum matching of the compatible pairs both of whose places are in ``mask`` (augmenting
    paths; a group has at most four cards a side)."""
    partner: dict[int, int] = {}
    adjacent: dict[int, list[int]] = {}
    for u, v in edges:
        if mask >> u & 1 and mask >> v & 1:
            adjacent.setdefault(u, []).append(v)

    def augment(u: int, seen: set[int]) -> bool:
        for v in adjacent[u]:
            if v in seen:
                continue
            seen.add(v)
            if v not in partner or augment(partner[v], seen):
                partner[v] = u
                return True
        return False

    return sum(augment(u, set()) for u in adjacent)


def _forced_pairs(edges: tuple[tuple[int, int], ...], mask: int) -> tuple[int, ...] | None:
    """``None`` when the compatible pairs within ``mask`` have no perfect matching; the pairs (each as a mask of
    its two places) of the only one when it is the only one; else no pair."""
    present = [(u, v) for u, v in edges if mask >> u & 1 and mask >> v & 1]
    lows = sorted({u for u, _ in present})
    if 2 * len(lows) != mask.bit_count():
        return None
    found: list[tuple[int, ...]] = []

    def extend(i: int, used: int, chosen: tuple[int, ...]) -> None:
        if len(found) > 1:
            return
        if i == len(lows):
            found.append(chosen)
            return
        for u, v in present:
            if u == lows[i] and not used >> v & 1:
                extend(i + 1, used | 1 << v, (*chosen, 1 << u | 1 << v))

    extend(0, 0, ())
    if not found:
        return None
    return found[0] if len(found) == 1 else ()


@dataclass(frozen=True)
class OpenProblem:
    """A position of an open game as places (see the module docstring): the cards, ranks and covers of each place,
    and the mask of those present."""

    cards: tuple[Card | None, ...]
    ranks: tuple[int, ...]  # 0 for a place with no card
    cover: tuple[int, ...]  # per place: the places lying directly on it
    below: tuple[int, ...]  # per place: every place that must be gone before it is exposed
    start: int

    @staticmethod
    def of(position: Position) -> OpenProblem:
        game = position.game
        if not is_open_game(game):
            raise ValueError(f"{game.name} is not an open game with no talon")
        layout = game.layout
        cards: list[Card | None] = list(position.pyramid)
        cover = list(cover_masks(layout))
        depth = game.reserves.depth
        for p in range(game.reserves.piles):
            pile = position.reserves[p] if p < len(position.reserves) else ()
            for k in range(depth):
                place = len(cards)
                cards.append(pile[k] if k < len(pile) else None)
                cover.append(1 << (place + 1) if k + 1 < depth else 0)
        below = [0] * len(cards)
        for u in reversed(range(len(cards))):  # what covers a place has a higher number
            for v in _bits(cover[u]):
                below[u] |= 1 << v | below[v]
        start = sum(1 << u for u, c in enumerate(cards) if c is not None)
        ranks = tuple(0 if c is None else c.rank for c in cards)
        return OpenProblem(tuple(cards), ranks, tuple(cover), tuple(below), start)

    @cached_property
    def groups(self) -> tuple[tuple[int, tuple[tuple[int, int], ...]], ...]:
        """Per rank group ``r`` / ``13 - r`` (``r`` 1..6): the mask of its places and its compatible pairs."""
        found = []
        for r in range(1, 7):
            low = [u for u, rank in enumerate(self.ranks) if rank == r]
            high = [v for v, rank in enumerate(self.ranks) if rank == PAIR_TOTAL - r]
            edges = tuple((u, v) for u in low for v in high if not (self.below[u] >> v & 1 or self.below[v] >> u & 1))
            found.append((sum(1 << u for u in low + high), edges))
        return tuple(found)

    @cached_property
    def shifts(self) -> tuple[tuple[int, int], ...]:
        """``(d, places)``: the places covered by the place ``d`` after them, for each such distance ``d``; a
        state's covered cards are then a few shifts (:meth:`exposed`)."""
        found: dict[int, int] = {}
        for u, over in enumerate(self.cover):
            for v in _bits(over):
                found[v - u] = found.get(v - u, 0) | 1 << u
        return tuple(sorted(found.items()))

    def exposed(self, mask: int) -> int:
        """The present places no present card lies on."""
        covered = 0
        for d, places in self.shifts:
            covered |= mask >> d & places
        return mask & ~covered

    @cached_property
    def kings(self) -> int:
        return sum(1 << u for u, rank in enumerate(self.ranks) if rank == KING)


class Search:
    """The searches over one problem, sharing the caches of the bounds."""

    def __init__(self, problem: OpenProblem, budget: Budget) -> None:
        self.problem = problem
        self.budget = budget
        self.lost: set[int] = set()
        self.best: dict[int, int] = {}
        # Keyed by a group's cards left: the groups' places are disjoint, so the mask says which group it is.
        self._forced: dict[int, tuple[int, ...] | None] = {}
        self._matching: dict[int, int] = {}
        budget.track(self.lost, INT_SET_ENTRY)
        budget.track(self.best, INT_DICT_ENTRY)
        budget.track(self._forced, INT_DICT_ENTRY)
        budget.track(self._matching, INT_DICT_ENTRY)

    # ------------------------------------------------------------------ bounds

    def can_clear(self, mask: int) -> bool:
        """Rules 1 and 4: every group's cards left have a perfect matching of compatible pairs, and the pairs every
        win must play (a group's only perfect matching) can be played one after the other."""
        forced: list[int] = []
        for group, edges in self.problem.groups:
            left = mask & group
            if not left:
                continue
            if left in self._forced:
                pairs = self._forced[left]
            else:
                pairs = self._forced[left] = _forced_pairs(edges, left)
            if pairs is None:
                return False
            forced.extend(pairs)
        if len(forced) < 2:
            return True
        # A forced pair waits for every card lying on either of its cards; those of other forced pairs order them.
        below = self.problem.below
        waits = []
        for pair in forced:
            needs = 0
            for u in _bits(pair):
                needs |= below[u]
            waits.append(needs & mask)
        pending = list(range(len(forced)))
        while pending:
            waiting = 0
            for i in pending:
                waiting |= forced[i]
            ready = [i for i in pending if not waits[i] & waiting & ~forced[i]]
            if not ready:
                return False  # each pair left waits for another: a cycle
            pending = [i for i in pending if i not in ready]
        return True

    def upper(self, mask: int) -> int:
        """Rule 2: the most cards any line from ``mask`` removes."""
        total = (mask & self.problem.kings).bit_count()
        for group, edges in self.problem.groups:
            left = mask & group
            if left:
                size = self._matching.get(left)
                if size is None:
                    size = self._matching[left] = _max_matching(edges, left)
                total += 2 * size
        return total

    # ------------------------------------------------------------------ moves

    def plays(self, mask: int) -> list[Play]:
        """The legal moves of ``mask``; a safe move alone when there is one (rule 3)."""
        ranks = self.problem.ranks
        exposed = _bits(self.problem.exposed(mask))
        by_rank: dict[int, list[int]] = {}
        for u in exposed:
            if ranks[u] == KING:
                return [(u,)]
            by_rank.setdefault(ranks[u], []).append(u)
        found: list[Play] = []
        for r in range(1, 7):
            lows, highs = by_rank.get(r), by_rank.get(PAIR_TOTAL - r)
            if not lows or not highs:
                continue
            group = mask & self.problem.groups[r - 1][0]
            if group.bit_count() == len(lows) + len(highs):
                return [(lows[0], highs[0])]
            found.extend((u, v) for u in lows for v in highs)
        return found

    # ------------------------------------------------------------------ the verdict

    def win(self, mask: int) -> list[Play] | None:
        """A winning line from ``mask`` (reversed: its last move first), or ``None`` when there is none."""
        if not mask:
            return []
        if mask in self.lost:
            return None
        self.budget.tick()
        if self.can_clear(mask):
            for play in self.plays(mask):
                after = mask
                for u in play:
                    after &= ~(1 << u)
                line = self.win(after)
                if line is not None:
                    line.append(play)
                    return line
        self.lost.add(mask)
        return None

    # ------------------------------------------------------------------ the best count

    def most(self, mask: int) -> int:
        """The most cards any line from ``mask`` removes."""
        known = self.best.get(mask)
        if known is not None:
            return known
        self.budget.tick()
        bound = self.upper(mask)
        value = 0
        if bound:
            for play in self.plays(mask):
                after = mask
                for u in play:
                    after &= ~(1 << u)
                value = max(value, len(play) + self.most(after))
                if value >= bound:
                    break
        self.best[mask] = value
        reached = self.problem.start.bit_count() - mask.bit_count() + value  # a line from the start reaches it
        if reached > self.budget.best:
            self.budget.best = reached
        return value


def _move(problem: OpenProblem, play: Play) -> Move:
    cards = [problem.cards[u] for u in play]
    assert all(card is not None for card in cards)
    if len(cards) == 1:
        return Move.king(cards[0])  # type: ignore[arg-type]
    return Move.pair(cards[0], cards[1])  # type: ignore[arg-type]


class OpenSolverError(RuntimeError):
    """The solver's line did not replay in the engine: a bug, never a verdict."""


def replay(position: Position, moves: list[Move]) -> Position:
    """``position`` after ``moves``, each checked by the engine."""
    for move in moves:
        position = position.apply(move)
    return position


def _removed(position: Position) -> int:
    return position.game.cards - sum(1 for _ in position.cards_on_table())


def solve_open(
    position: Position,
    *,
    time_limit: float | None = None,
    node_limit: int | None = None,
    cancel: Callable[[], bool] | None = None,
    memory_limit: int | None = DEFAULT_MEMORY_LIMIT,
    want_best: bool = True,
    want_solution: bool = True,
) -> SolveResult:
    """Decide a position of an open game (:func:`is_open_game`), as :func:`pyramid_qt.solver.api.solve` does.

    ``best_removed`` counts every card discarded in the best reachable position, reserves included and those
    already gone counted (the game's 52 when winnable): in these games every card is to be discarded."""
    if sys.getrecursionlimit() < RECURSION_NEEDED:
        sys.setrecursionlimit(RECURSION_NEEDED)
    budget = Budget(time_limit, node_limit, cancel, memory_limit)
    already = _removed(position)
    if position.is_won:
        return SolveResult(Verdict.WINNABLE, [], already, True, 0, budget.seconds)
    problem = OpenProblem.of(position)
    search = Search(problem, budget)
    try:
        line = search.win(problem.start)
    except OutOfBudget as stop:
        return SolveResult(Verdict.UNKNOWN, [], already, False, budget.nodes, budget.seconds, StopReason(stop.reason))
    if line is not None:
        moves = [_move(problem, play) for play in reversed(line)]
        if not replay(position, moves).is_won:
            raise OpenSolverError("the open-game solver's line does not end in a win")
        return SolveResult(
            Verdict.WINNABLE, moves if want_solution else [], position.game.cards, True, budget.nodes, budget.seconds
        )
    if not want_best:
        return SolveResult(Verdict.UNWINNABLE, [], already, False, budget.nodes, budget.seconds)
    try:
        best = already + search.most(problem.start)
    except OutOfBudget as stop:
        return SolveResult(
            Verdict.UNWINNABLE, [], already + budget.best, False, budget.nodes, budget.seconds, StopReason(stop.reason)
        )
    return SolveResult(Verdict.UNWINNABLE, [], best, True, budget.nodes, budget.seconds)


def par_of(position: Position, *, time_limit: float | None = None, node_limit: int | None = None) -> int | None:
    """The fewest moves that win ``position``: every winning line has the same length (module docstring), so the
    length of the line found; ``None`` when it is lost or undecided within the budget."""
    result = solve_open(position, time_limit=time_limit, node_limit=node_limit, want_best=False)
    if result.verdict is not Verdict.WINNABLE:
        return None
    return len(result.solution)


def open_hint(
    position: Position,
    *,
    time_limit: float | None = None,
    node_limit: int | None = None,
    cancel: Callable[[], bool] | None = None,
    memory_limit: int | None = DEFAULT_MEMORY_LIMIT,
) -> Hint:
    """The hint for a position of an open game: the next move of a winning line; in a lost position the move that
    keeps the most cards removable (``Hint.best`` counts every card discarded, as :func:`solve_open`); a move to try
    when the budget runs out first (``LOST`` or ``UNDECIDED``, with the limit)."""
    legal = [] if position.is_won else position.legal_moves()
    already = _removed(position)
    if not legal:
        return Hint(None, HintKind.NO_MOVE, already)
    if sys.getrecursionlimit() < RECURSION_NEEDED:
        sys.setrecursionlimit(RECURSION_NEEDED)
    budget = Budget(time_limit, node_limit, cancel, memory_limit)
    problem = OpenProblem.of(position)
    search = Search(problem, budget)
    try_this = legal[0]
    try:
        line = search.win(problem.start)
    except OutOfBudget as stop:
        return Hint(try_this, HintKind.UNDECIDED, already, StopReason(stop.reason))
    if line is not None:
        return Hint(_move(problem, line[-1]), HintKind.WINNING, position.game.cards)
    try:
        best = search.most(problem.start)
        # Every legal move, not only the safe one the search looked at: the best of them reaches the best count.
        scored = []
        for play in _all_plays(problem, problem.start):
            after = problem.start
            for u in play:
                after &= ~(1 << u)
            scored.append((len(play) + search.most(after), play))
    except OutOfBudget as stop:
        return Hint(try_this, HintKind.LOST, already + budget.best, StopReason(stop.reason))
    value, play = max(scored, key=lambda item: item[0])
    if value != best:
        raise OpenSolverError(f"no move keeps the best count {best} (the best keeps {value})")
    return Hint(_move(problem, play), HintKind.BEST_COUNT, already + best)


def _all_plays(problem: OpenProblem, mask: int) -> list[Play]:
    """Every legal move of ``mask`` (no safe-move shortcut)."""
    exposed = _bits(problem.exposed(mask))
    found: list[Play] = [(u,) for u in exposed if problem.ranks[u] == KING]
    for i, u in enumerate(exposed):
        for v in exposed[i + 1 :]:
            if problem.ranks[u] + problem.ranks[v] == PAIR_TOTAL:
                found.append((u, v))
    return found
