"""The compiled twins of par's A* (``_par.c``), when they were built: the same searches as
:func:`~pyramid_qt.solver.par.one_pile.search_one_pile` and
:func:`~pyramid_qt.solver.par.three_piles_search.search_three_piles`, state for state, in C and in a fraction of the
memory.

Like the solver's kernels (:mod:`pyramid_qt.solver.search.native`) it is optional: without a C compiler the
install goes on and the pure-Python search serves; ``PYRAMID_QT_PURE_SOLVER=1`` turns it off.  The budget stays
in Python: the C search reports the nodes it counted and the bytes its tables hold every
:data:`~pyramid_qt.solver.budget.CHECK_EVERY` nodes, and the bytes a table will hold *before* the table grows past
the room the budget last gave it (:meth:`~pyramid_qt.solver.budget.Budget.room`), so a memory limit stops it before
the memory is taken.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from pyramid_qt.solver.budget import Budget
from pyramid_qt.solver.compact import CompactGame
from pyramid_qt.solver.par.three_piles import PilesGame, PilesState
from pyramid_qt.solver.search.native import PURE_ENV, HeldBytes

ABI = 2


class ParSpec(NamedTuple):
    """The game as the C searches read it (``load_spec`` in ``_par.c``, by position in this order)."""

    n: int  # talon cards
    passes: int  # 0: unlimited
    stock_top: int  # the flags, 0 or 1
    talon_pairing: int
    strict: int
    stacked: int
    talon_rank: Sequence[int]  # by talon index
    slot_rank: Sequence[int]  # by pyramid slot (0: empty)
    cover: Sequence[int]  # by slot: the slots lying directly on it
    below: Sequence[int]  # by slot: the slots it covers, directly or not


try:
    from pyramid_qt.solver.par import _par
except ImportError:  # not built: the pure-Python search serves
    _BUILT = False
else:  # an older build in place, say, speaks another boundary: left unused
    _BUILT = getattr(_par, "ABI", None) == ABI and getattr(_par, "SPEC_FIELDS", None) == ParSpec._fields


def built() -> bool:
    return _BUILT


def available() -> bool:
    """Whether par uses the compiled search: built, and not turned off by ``PYRAMID_QT_PURE_SOLVER``."""
    return built() and os.environ.get(PURE_ENV, "") in ("", "0")


def one_pile_spec(game: CompactGame) -> ParSpec:
    return ParSpec(
        game.n,
        game.passes if game.passes is not None else 0,
        int(game.stock_top),
        int(game.talon_pairing),
        int(game.strict),
        int(game.stacked),
        game.talon_rank,
        game.slot_rank,
        game.cover_masks,
        game.below_masks,
    )


def search_one_pile_native(game: CompactGame, budget: Budget, upper: int, weight: int = 1) -> list[int] | None:
    """:func:`~pyramid_qt.solver.par.one_pile.search_one_pile`, compiled (only when :func:`built`)."""
    assert built()
    pyramid, talon, cut, k = game.start_state()
    search = _par.search_one_pile
    spec = one_pile_spec(game)
    keys: list[int] | None = _run(budget, lambda check: search(spec, pyramid, talon, cut, k, upper, weight, check))
    return keys


def search_three_piles_native(game: PilesGame, budget: Budget, upper: int, weight: int = 1) -> list[PilesState] | None:
    """:func:`~pyramid_qt.solver.par.three_piles_search.search_three_piles`, compiled (only when :func:`built`)."""
    assert built()
    pyramid, stock, piles, k = game.start_state()
    search = _par.search_three_piles
    spec = one_pile_spec(game.compact)
    found = _run(budget, lambda check: search(spec, pyramid, stock, *piles, k, upper, weight, check))
    if found is None:
        return None
    return [(p, stock, (p1, p2, p3), kk) for p, stock, p1, p2, p3, kk in found]


def _run(budget: Budget, call: Callable[[Callable[[int, int], int | None]], tuple[Any, int]]) -> Any:
    """One C search with the budget wired in: ``call(check)`` runs it and returns (its answer, unreported nodes).
    ``check`` answers the bytes the search's tables may hold before it must call again (:meth:`Budget.room`)."""
    held = HeldBytes()
    budget.track(held, 1)

    def check(nodes: int, held_bytes: int) -> int | None:
        budget.nodes += nodes
        held.bytes = held_bytes
        budget.check()
        return budget.room(held)

    answer, unreported = call(check)
    budget.nodes += unreported
    held.bytes = 0
    return answer
