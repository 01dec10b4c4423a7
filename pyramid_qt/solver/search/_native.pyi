"""The compiled kernels of ``_native.c``, typed (the wrapper, :mod:`pyramid_qt.solver.search.native`, calls them).

Each search returns ``(won, steps, best, unreported nodes)``; a step is ``(kind, a, b)``, ``kind`` one of the
``STEP_*`` numbers, ``a`` and ``b`` pyramid slots or talon indices.  ``check(nodes, bytes_held, best)`` is called
every few thousand nodes and ends the search by raising.  A spec or position that does not fit raises ValueError.
"""

from collections.abc import Sequence
from typing import Final

from pyramid_qt.solver.search.native import Check, NativeSpec, Result

ABI: Final[int]
SIZE: Final[int]  # the pyramid's slots and the talon's most cards, as compiled (kernel.h)
MAX_TALON: Final[int]
SPEC_FIELDS: Final[tuple[str, ...]]
STEP_KING_SLOT: Final[int]
STEP_KING_TALON: Final[int]
STEP_PAIR_SLOT_TALON: Final[int]
STEP_PAIR_SLOTS: Final[int]
STEP_PAIR_TALON: Final[int]
STEP_DRAW: Final[int]
STEP_RECYCLE: Final[int]

def search(
    spec: NativeSpec,
    pyramid: int,
    talon: int,
    cut: int,
    pass_number: int,
    maximize: bool,
    best: int,
    check: Check,
    raw_kept: int,
    exact_cap: int,
    /,
) -> Result: ...
def search_cyclic(
    spec: NativeSpec,
    pyramid: int,
    talon: int,
    maximize: bool,
    best: int,
    check: Check,
    /,
) -> Result: ...
def search_piles_last(
    spec: NativeSpec,
    pyramid: int,
    pile1: int,
    pile2: int,
    pile3: int,
    cut: int,
    maximize: bool,
    best: int,
    check: Check,
    cone_slots: int,
    early: int,
    /,
) -> Result: ...
def search_piles(
    spec: NativeSpec,
    pyramid: int,
    stock: Sequence[int],
    pile1: Sequence[int],
    pile2: Sequence[int],
    pile3: Sequence[int],
    pass_number: int,
    maximize: bool,
    best: int,
    check: Check,
    /,
) -> Result: ...
