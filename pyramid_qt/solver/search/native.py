"""The compiled twins of the four search kernels, when they were built: :mod:`~pyramid_qt.solver.search.linear` (one
waste pile, limited passes), :mod:`~pyramid_qt.solver.search.cyclic` (one waste pile, unlimited passes),
:mod:`~pyramid_qt.solver.search.piles_last` (three piles, last pass) and :mod:`~pyramid_qt.solver.search.piles`
(three piles, any pass).

``_native`` is an optional C extension (``_native.c``, built by ``pip install`` when a C compiler is there; without
one the install goes on and the pure-Python kernels are used).  Each C search is the Python kernel's search, state
for state: the same reductions, keys, move order, line and node count, 13-35 times faster; what it proves is
proved in the Python kernel's docstring.  The unlimited-pass relaxation they ask is compiled too.  The budget stays
in Python: the C search reports to it every :data:`~pyramid_qt.solver.budget.CHECK_EVERY` nodes with the nodes
counted, the bytes its tables hold and the best count reached (a limit reached raises there and ends the search).

The boundary is typed: ``_native.pyi`` declares the module's functions and constants, and the problem crosses it
as a :class:`NativeSpec`, whose field order the module exports (``_native.SPEC_FIELDS``, compared by
:func:`built` and by a test).  :data:`ABI` is written here only: ``setup.py`` compiles it into the module.

``PYRAMID_QT_PURE_SOLVER=1`` in the environment makes :func:`available` false, so the pure kernels run; the tests
(``tests/solver/test_native.py``) compare the two kernels state for state and each with the plain search.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import NamedTuple, TypeAlias

from pyramid_qt.solver.budget import Budget
from pyramid_qt.solver.search import geometry
from pyramid_qt.solver.search.constants import KING
from pyramid_qt.solver.search.problem import Problem
from pyramid_qt.solver.search.steps import (
    DRAW_STEP,
    KING_STEP,
    PAIR_STEP,
    RECYCLE_STEP,
    RawStep,
    SearchOutcome,
    as_steps,
)

PURE_ENV = "PYRAMID_QT_PURE_SOLVER"
ABI = 2  # the boundary's version: setup.py compiles this number into the module (read from here, as written)


class NativeSpec(NamedTuple):
    """The problem as the C searches read it (``load_spec`` in ``_native.c``, by position in this order)."""

    n: int  # talon cards
    passes: int  # 0: unlimited (the cyclic and three-pile kernels only)
    stock_top: int  # the flags, 0 or 1
    talon_pairing: int
    strict: int
    talon_pairs: int
    stacked: int
    talon_rank: Sequence[int]  # by talon index
    slot_rank: Sequence[int]  # by pyramid slot (0: empty)
    cover: Sequence[int]  # by slot: the slots covering it
    partner_slots: Sequence[int]  # by slot: the slots it may pair with
    rank_talon_mask: Sequence[int]  # by rank: its talon cards
    rank_slot_mask: Sequence[int]  # by rank: its pyramid slots
    below: Sequence[int]  # by slot: the slots it covers, directly or not


Check: TypeAlias = Callable[[int, int, int], None]  # check(nodes, bytes_held, best): raises to end the search
NativeStep: TypeAlias = tuple[int, int, int]  # (kind, a, b): a STEP_* number, pyramid slots or talon indices
Result: TypeAlias = tuple[bool, list[NativeStep], int, int]  # (won, steps, best, unreported nodes)

try:
    from pyramid_qt.solver.search import _native
except ImportError:  # not built (no C compiler when installing): the pure-Python kernels serve
    _BUILT = False
else:  # an older build in place, say, speaks another boundary: left unused
    _BUILT = _native.ABI == ABI and NativeSpec._fields == _native.SPEC_FIELDS


def built() -> bool:
    """Whether the compiled kernel is installed and speaks this wrapper's boundary (whatever the environment says)."""
    return _BUILT


def available() -> bool:
    """Whether the solver uses the compiled kernel: built, and not turned off by ``PYRAMID_QT_PURE_SOLVER``."""
    return built() and os.environ.get(PURE_ENV, "") in ("", "0")


class HeldBytes:
    """What the C search's tables hold, in bytes, as a :class:`~collections.abc.Sized` for :meth:`Budget.track`."""

    def __init__(self) -> None:
        self.bytes = 0

    def __len__(self) -> int:
        return self.bytes


def spec_of(problem: Problem) -> NativeSpec:
    """The problem's spec for the C searches."""
    return NativeSpec(
        problem.n,
        problem.passes if problem.passes is not None else 0,  # 0: unlimited (the cyclic and three-pile kernels)
        int(problem.stock_top),
        int(problem.talon_pairing),
        int(problem.strict),
        int(problem.talon_pairs),
        int(problem.stacked),
        problem.talon_rank,
        problem.slot_rank,
        problem.cover_masks,
        problem.partner_slots,
        problem.rank_talon_mask,
        problem.rank_slot_mask,
        problem.below_masks,
    )


def search_cyclic_native(problem: Problem, budget: Budget, maximize: bool = False, best: int = 0) -> SearchOutcome:
    """:func:`~pyramid_qt.solver.search.cyclic.search_cyclic`, compiled (only when :func:`built`)."""
    assert _BUILT and problem.passes is None and not problem.draw_three
    return _run(
        problem,
        budget,
        best,
        lambda check: _native.search_cyclic(
            spec_of(problem), problem.pyramid, problem.talon_mask, maximize, budget.best, check
        ),
    )


def search_linear_native(problem: Problem, budget: Budget, maximize: bool = False, best: int = 0) -> SearchOutcome:
    """:func:`~pyramid_qt.solver.search.linear.search_linear`, compiled (only when :func:`built`)."""
    from pyramid_qt.solver.search import linear  # its constants (a kernel loads only with its rules' search)

    assert _BUILT and problem.passes is not None and not problem.draw_three
    x = problem.talon_mask >> problem.cut
    start_cut = problem.cut + (x & -x).bit_length() - 1 if x else problem.n
    return _run(
        problem,
        budget,
        best,
        lambda check: _native.search(
            spec_of(problem),
            problem.pyramid,
            problem.talon_mask,
            start_cut,
            problem.position.pass_number,
            maximize,
            budget.best,
            check,
            linear.RAW_STATES_KEPT,  # read at each search, as linear.py does (a test shrinks it)
            linear.EXACT_ORACLE_CAP,
        ),
    )


def _run(problem: Problem, budget: Budget, best: int, call: Callable[[Check], Result]) -> SearchOutcome:
    """One C search with the budget wired in: ``call(check)`` runs it and returns (won, steps, best, nodes)."""
    held = HeldBytes()
    budget.track(held, 1)
    budget.best = max(budget.best, best)

    def check(nodes: int, held_bytes: int, best_seen: int) -> None:
        budget.nodes += nodes
        held.bytes = held_bytes
        budget.best = max(budget.best, best_seen)
        budget.check()

    won, raw_steps, best_seen, unreported = call(check)
    budget.nodes += unreported
    budget.best = max(budget.best, best_seen)
    return SearchOutcome(won, as_steps([_step(problem, *step) for step in raw_steps]), budget.best)


def _step(problem: Problem, kind: int, a: int, b: int) -> RawStep:
    """One step of the C search's line, named by its cards (the kinds are the module's STEP_* numbers)."""
    slot, talon = problem.slot_card, problem.talon
    if kind == _native.STEP_KING_SLOT:
        return (KING_STEP, slot[a])
    if kind == _native.STEP_KING_TALON:
        return (KING_STEP, talon[a])
    if kind == _native.STEP_PAIR_SLOT_TALON:
        return (PAIR_STEP, slot[a], talon[b])
    if kind == _native.STEP_PAIR_SLOTS:
        return (PAIR_STEP, slot[a], slot[b])
    if kind == _native.STEP_PAIR_TALON:
        return (PAIR_STEP, talon[a], talon[b])
    return DRAW_STEP if kind == _native.STEP_DRAW else RECYCLE_STEP


PILE_MAX = 8  # the compiled three-pile kernel keys a pile by its ranks in 31 bits: eight cards at most


def piles_fit(problem: Problem) -> bool:
    """Whether no pile can ever hold more than :data:`PILE_MAX` cards (always so in play: a pile is dealt every
    third card of at most 24; a position typed in by hand may say otherwise, and the pure kernel takes it)."""
    return all(
        mask.bit_count() + len(range(problem.cut + p, problem.n, 3)) <= PILE_MAX
        for p, mask in enumerate(problem.pile_masks())
    )


def search_piles_last_native(problem: Problem, budget: Budget, maximize: bool = False, best: int = 0) -> SearchOutcome:
    """:func:`~pyramid_qt.solver.search.piles_last.search_piles_last`, compiled (only when :func:`built` and
    :func:`piles_fit`)."""
    from pyramid_qt.solver.search import piles_last

    assert _BUILT and problem.draw_three
    cone_slots = geometry.mask_of(x for x in piles_last.CONE_SLOTS if 0 < problem.slot_rank[x] < KING)
    m1, m2, m3 = problem.pile_masks()
    return _run(
        problem,
        budget,
        best,
        lambda check: _native.search_piles_last(
            spec_of(problem),
            problem.pyramid,
            m1,
            m2,
            m3,
            problem.cut,
            maximize,
            budget.best,
            check,
            cone_slots,
            problem.n - piles_last.EARLY_DRAWS,
        ),
    )


def search_piles_native(problem: Problem, budget: Budget, maximize: bool = False, best: int = 0) -> SearchOutcome:
    """:func:`~pyramid_qt.solver.search.piles.search_piles`, compiled (only when :func:`built`)."""
    assert _BUILT and problem.draw_three
    pile1, pile2, pile3 = ([t for t in range(problem.cut) if mask >> t & 1] for mask in problem.pile_masks())
    return _run(
        problem,
        budget,
        best,
        lambda check: _native.search_piles(
            spec_of(problem),
            problem.pyramid,
            range(problem.cut, problem.n),  # the stock, top first
            pile1,  # bottom to top
            pile2,
            pile3,
            problem.position.pass_number,
            maximize,
            budget.best,
            check,
        ),
    )
