"""The kernel contract: the steps a search kernel reports and the signature every kernel has.

A kernel searches a :class:`~pyramid_qt.solver.search.problem.Problem` within a
:class:`~pyramid_qt.solver.budget.Budget` and returns a :class:`SearchOutcome`: whether the position can be won,
the winning line as :class:`Step` values (only when won) and the most pyramid cards removed in any position it
saw.  :func:`pyramid_qt.solver.api.concretize` turns the steps into engine moves and replays them.

Inside its inner loop a kernel keeps its line as plain tuples (:data:`RawStep`, ``(kind, card…)``: a tuple
display costs a tenth of a named tuple's constructor) and hands back typed steps made by :func:`as_steps`;
draws and recycles are the shared :data:`DRAW_STEP` and :data:`RECYCLE_STEP`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, Protocol, TypeAlias

from pyramid_qt.engine.cards import Card
from pyramid_qt.engine.moves import DRAW, RECYCLE, Move, MoveKind

if TYPE_CHECKING:
    from pyramid_qt.solver.budget import Budget
    from pyramid_qt.solver.search.problem import Problem

KING_STEP = MoveKind.REMOVE_KING
PAIR_STEP = MoveKind.REMOVE_PAIR


class Step(NamedTuple):
    """One move of a kernel's line, named by its cards (``first`` alone for a King, none for a draw)."""

    kind: MoveKind
    first: Card | None = None
    second: Card | None = None

    def move(self) -> Move:
        if self.kind is MoveKind.REMOVE_KING:
            assert self.first is not None
            return Move.king(self.first)
        if self.kind is MoveKind.REMOVE_PAIR:
            assert self.first is not None and self.second is not None
            return Move.pair(self.first, self.second)
        return DRAW if self.kind is MoveKind.DRAW else RECYCLE


DRAW_STEP = Step(MoveKind.DRAW)
RECYCLE_STEP = Step(MoveKind.RECYCLE)
# (KING_STEP, card), (PAIR_STEP, card, card), DRAW_STEP or RECYCLE_STEP (a Step); typed as Step's fields are
RawStep: TypeAlias = tuple[MoveKind, Card | None] | tuple[MoveKind, Card | None, Card | None]


def as_steps(raw: list[RawStep]) -> list[Step]:
    """A kernel's line as typed steps."""
    return [Step(*step) for step in raw]


class SearchOutcome(NamedTuple):
    won: bool
    steps: list[Step]  # the winning line when ``won`` (the unlimited-pass kernel names only removals)
    best: int  # most pyramid cards removed in any position seen (exact when the search ran to the end)


class Kernel(Protocol):
    """A search kernel.  ``maximize`` asks for the most pyramid cards removable instead of a win; ``best`` is
    a count already reached (branches that cannot beat it are cut).  Raises
    :class:`~pyramid_qt.solver.budget.OutOfBudget` when the budget runs out."""

    def __call__(self, problem: Problem, budget: Budget, maximize: bool = False, best: int = 0) -> SearchOutcome: ...
