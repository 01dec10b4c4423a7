"""The compiled twin of par's A* (``_par.c``), when it was built: the same search as
:func:`~pyramid_qt.solver.par.one_pile.search_one_pile`, state for state, in C and in a fraction of the memory.

Like the solver's kernels (:mod:`pyramid_qt.solver.search.native`) it is optional: without a C compiler the
install goes on and the pure-Python search serves; ``PYRAMID_QT_PURE_SOLVER=1`` turns it off.  The budget stays
in Python: the C search reports the nodes it counted and the bytes its tables hold every
:data:`~pyramid_qt.solver.budget.CHECK_EVERY` nodes, and the bytes a table will hold *before* the table grows, so
a memory limit stops it before the memory is taken.
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType

from pyramid_qt.solver.budget import Budget
from pyramid_qt.solver.compact import _BELOW, _COVER, CompactGame
from pyramid_qt.solver.search.native import PURE_ENV

_par: ModuleType | None
try:
    _par = importlib.import_module("pyramid_qt.solver.par._par")
except ImportError:  # not built: the pure-Python search serves
    _par = None

ABI = 1


def built() -> bool:
    return _par is not None and getattr(_par, "ABI", None) == ABI


def available() -> bool:
    """Whether par uses the compiled search: built, and not turned off by ``PYRAMID_QT_PURE_SOLVER``."""
    return built() and os.environ.get(PURE_ENV, "") in ("", "0")


class _Held:
    """The bytes the C search's tables hold, as a :class:`~collections.abc.Sized` for :meth:`Budget.track`."""

    def __init__(self) -> None:
        self.bytes = 0

    def __len__(self) -> int:
        return self.bytes


def one_pile_spec(game: CompactGame) -> tuple[object, ...]:
    return (
        game.n,
        game.passes if game.passes is not None else 0,
        int(game.stock_top),
        int(game.talon_pairing),
        int(game.strict),
        int(game.stacked),
        game.talon_rank,
        game.slot_rank,
        _COVER,
        _BELOW,
    )


def search_one_pile_native(game: CompactGame, budget: Budget, upper: int, weight: int = 1) -> list[int] | None:
    """:func:`~pyramid_qt.solver.par.one_pile.search_one_pile`, compiled (only when :func:`built`)."""
    assert _par is not None
    held = _Held()
    budget.track(held, 1)

    def check(nodes: int, held_bytes: int) -> None:
        budget.nodes += nodes
        held.bytes = held_bytes
        budget.check()

    pyramid, talon, cut, k = game.start_state()
    keys, unreported = _par.search_one_pile(one_pile_spec(game), pyramid, talon, cut, k, upper, weight, check)
    budget.nodes += unreported
    held.bytes = 0
    return keys
