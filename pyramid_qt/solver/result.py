"""What the solver answers: a verdict, a winning line when there is one, and how far play can get."""

from __future__ import annotations

import enum
from typing import NamedTuple

from pyramid_qt.engine.moves import Move
from pyramid_qt.engine.records import FrozenRecord


class Verdict(enum.Enum):
    WINNABLE = "winnable"  # a solution was found (and replays to a win in the engine)
    UNWINNABLE = "unwinnable"  # the whole reachable space was exhausted: a proof
    UNKNOWN = "unknown"  # a time, node, memory or cancel budget ran out first; says nothing about the position


class StopReason(str, enum.Enum):
    """The limit that ended a search before it was done: the reason
    :class:`~pyramid_qt.solver.budget.OutOfBudget` was raised with, each equal to that word.  Running out of
    memory is not running out of time: what the player is told says which."""

    TIME = "time"
    NODES = "nodes"
    MEMORY = "memory"
    CANCELLED = "cancelled"


class SolveResult(FrozenRecord):
    """``best_removed`` counts the pyramid cards removed in the best reachable position, *including* the ones
    already removed in the position solved (so 28 when winnable; for a deal's start position it is the
    source's "never allows more than 14").  It is exact when ``best_exact`` is true; otherwise (budget ran
    out, or the caller did not ask for it) it is a lower bound: the most seen during the search.

    ``stopped_by`` names the limit that ended a search early: the verdict's search for UNKNOWN, the best count's
    for an UNWINNABLE verdict whose count is not exact (``None`` when the caller did not ask for the count)."""

    __slots__ = ("verdict", "solution", "best_removed", "best_exact", "nodes", "seconds", "stopped_by")
    verdict: Verdict
    solution: list[Move]
    best_removed: int
    best_exact: bool
    nodes: int
    seconds: float
    stopped_by: StopReason | None

    def __init__(
        self,
        verdict: Verdict,
        solution: list[Move] | None = None,
        best_removed: int = 0,
        best_exact: bool = False,
        nodes: int = 0,
        seconds: float = 0.0,
        stopped_by: StopReason | None = None,
    ) -> None:
        self._set(
            verdict=verdict,
            solution=[] if solution is None else solution,
            best_removed=best_removed,
            best_exact=best_exact,
            nodes=nodes,
            seconds=seconds,
            stopped_by=stopped_by,
        )

    @property
    def is_winnable(self) -> bool:
        return self.verdict is Verdict.WINNABLE


class HintKind(enum.Enum):
    """What a hint's move promises (:func:`pyramid_qt.solver.best.best_move_hint`)."""

    WINNING = "winning"  # it keeps the game winnable
    BEST_COUNT = "best_count"  # lost: it keeps the most pyramid cards removable (``Hint.best``, exact)
    NO_MORE_REMOVALS = "no_more_removals"  # lost, and no move can remove another pyramid card
    LOST = "lost"  # lost, but the moves could not be ranked within the budget: a move to try
    UNDECIDED = "undecided"  # not decided within the budget: a move to try, no promise
    NO_MOVE = "no_move"  # no legal move


class Hint(NamedTuple):
    """A hint: the move (``None`` only for ``NO_MOVE``), what it promises, and the most pyramid cards that can be
    removed in all (28 when winnable; exact for ``BEST_COUNT`` and ``NO_MORE_REMOVALS``, else a lower bound).
    ``stopped_by``: for ``LOST`` and ``UNDECIDED``, the limit that stopped the search (time, or memory...).  A
    NamedTuple: the window imports it before its first frame, and it is built there in a fraction of a frozen
    dataclass's time."""

    move: Move | None
    kind: HintKind
    best: int
    stopped_by: StopReason | None = None

    @property
    def verdict(self) -> Verdict:
        """What the hint proved of its position."""
        if self.kind is HintKind.WINNING:
            return Verdict.WINNABLE
        if self.kind in (HintKind.BEST_COUNT, HintKind.NO_MORE_REMOVALS, HintKind.LOST):
            return Verdict.UNWINNABLE
        return Verdict.UNKNOWN
