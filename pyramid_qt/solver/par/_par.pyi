"""Par's compiled A* of ``_par.c``, typed (the wrapper, :mod:`pyramid_qt.solver.par.native`, calls them).

Each search returns ``(the line's states or None, unreported nodes)``.  ``check(nodes, bytes_held)`` is called every
few thousand nodes; it ends the search by raising, else returns the bytes the tables may hold (None: no limit).  A
spec or position that does not fit raises ValueError.
"""

from collections.abc import Callable, Sequence
from typing import Final

from pyramid_qt.solver.par.native import ParSpec

ABI: Final[int]
SIZE: Final[int]  # the pyramid's slots and the talon's most cards, as compiled (kernel.h)
MAX_TALON: Final[int]
SPEC_FIELDS: Final[tuple[str, ...]]

def search_one_pile(
    spec: ParSpec,
    pyramid: int,
    talon: int,
    cut: int,
    pass_number: int,
    upper: int,
    weight: int,
    check: Callable[[int, int], int | None],
    /,
) -> tuple[list[int] | None, int]: ...
def search_three_piles(
    spec: ParSpec,
    pyramid: int,
    stock: Sequence[int],
    pile1: Sequence[int],
    pile2: Sequence[int],
    pile3: Sequence[int],
    pass_number: int,
    upper: int,
    weight: int,
    check: Callable[[int, int], int | None],
    /,
) -> tuple[list[tuple[int, tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...], int]] | None, int]: ...
