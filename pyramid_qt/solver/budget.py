"""Search budgets: time, nodes, memory and a cancel flag, checked cheaply every few thousand nodes.

Memory is bounded by counting, not measuring: each kernel registers its growing tables (visited states,
memoised answers) with :meth:`Budget.track` and an estimate of the bytes one entry costs (key object, value and
the table's own slot, with the slack of a table that has just grown).  Every :data:`CHECK_EVERY` nodes the sum
of ``len(table) * bytes`` is compared with the limit; reaching it ends the search as UNKNOWN, never as an
out-of-memory kill.  The estimates are measured on the kernels' real tables (``bench/solver_memory.py``) and err
on the high side.  The compiled kernels (``search/_native.c``) report their tables' exact bytes, and ask before a
table grows, with the bytes it will take while the old one is still held, so the process never takes the memory
a refusal stands for.  One table answers a refusal otherwise: the compiled three-pile kernel's visited table under
limited passes (no state comes back on its own line) stops growing and becomes a cache of the size it has,
forgetting a state where a new one finds no room; the search goes on within the limit, a forgotten state searched
again if met again (slower, never wrong), instead of throwing its verdict away (T2D deal 1081,
14 million states, decided within 300 MiB; every state kept takes 1.6 GB).

What the compiled kernels count is what the process holds: par's tables (``par/_par.c``) report the bytes they
allocate, growth included (records in blocks of 2 MiB, the first counted as it fills; an index
rebuilt after the old one is freed; the queue's arrays), not the states times an average.  So the default limit
is the real memory a worker's searches may take, and the worker itself comes on top (:data:`DEFAULT_MEMORY_LIMIT`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sized

CHECK_EVERY = 2048
MB = 1024 * 1024
# What a search may hold in its tables before it answers UNKNOWN; the rest of the process comes on top.  280 MiB:
# a worker that runs searches (the interpreter, the engine and both kernels: 16 MiB measured by bench/par_bench.py)
# then stays within 300 MiB of real memory, the compiled kernels counting what they allocate (see above).
DEFAULT_MEMORY_LIMIT = 280 * MB
# Bytes per entry of the kernels' tables (measured by bench/solver_memory.py, rounded up).
INT_SET_ENTRY = 100  # a set of int keys up to ~90 bits
INT_DICT_ENTRY = 150  # a dict from such an int to a small int, a bool or a shared tuple
INT_PAIR_DICT_ENTRY = 200  # a dict from such an int to a tuple of two new ints (measured 169)
PILES_DICT_ENTRY = 300  # a three-pile search's dict entry: (pyramid, stock and pile sequences) to a number
PAR_HEAP_ENTRY = 300  # a pure par search's queue entry: a tuple of four numbers, or of three and a state


class OutOfBudget(Exception):
    """Raised inside a kernel when the budget runs out; the caller answers UNKNOWN.  ``reason`` names the
    limit reached: ``"time"``, ``"nodes"``, ``"memory"`` or ``"cancelled"``."""

    def __init__(self, reason: str = "time") -> None:
        super().__init__(reason)
        self.reason = reason


class Budget:
    def __init__(
        self,
        time_limit: float | None = None,
        node_limit: int | None = None,
        cancel: Callable[[], bool] | None = None,
        memory_limit: int | None = DEFAULT_MEMORY_LIMIT,
    ) -> None:
        self.start = time.perf_counter()
        self.deadline = None if time_limit is None else self.start + time_limit
        self.node_limit = node_limit
        self.cancel = cancel
        self.memory_limit = memory_limit
        self.nodes = 0
        self.best = 0  # most pyramid cards removed in any position seen by a best-reachable search
        self.peak_bytes = 0  # the largest table estimate seen at a check
        self._tables: list[tuple[Sized, int]] = []
        self._next_check = CHECK_EVERY

    def track(self, table: Sized, entry_bytes: int) -> None:
        """Count ``table`` (anything with a length) against the memory limit at ``entry_bytes`` per entry."""
        self._tables.append((table, entry_bytes))

    def release_tables(self) -> None:
        """Stop counting the tables registered so far (their search is over; they can be freed)."""
        self._tables.clear()

    @property
    def table_bytes(self) -> int:
        """The estimated bytes held by the tracked tables now."""
        return sum(len(table) * size for table, size in self._tables)

    def room(self, held: Sized) -> int | None:
        """The most bytes ``held`` (a table tracked at one byte an entry: a compiled search's ``HeldBytes``) may
        reach before :meth:`check` stops the search for memory, the other tables as they are now; None without a
        memory limit.  A compiled search asks again only before it would pass it."""
        if self.memory_limit is None:
            return None
        return max(0, self.memory_limit - 1 - (self.table_bytes - len(held)))

    def tick(self) -> None:
        """Count one node; raise :class:`OutOfBudget` when a limit is reached."""
        self.nodes += 1
        if self.nodes >= self._next_check:
            self._next_check = self.nodes + CHECK_EVERY
            self.check()

    def check(self) -> None:
        if self.node_limit is not None and self.nodes >= self.node_limit:
            raise OutOfBudget("nodes")
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            raise OutOfBudget("time")
        if self.cancel is not None and self.cancel():
            raise OutOfBudget("cancelled")
        if self._tables:
            held = self.table_bytes
            if held > self.peak_bytes:
                self.peak_bytes = held
            if self.memory_limit is not None and held >= self.memory_limit:
                raise OutOfBudget("memory")

    @property
    def seconds(self) -> float:
        return time.perf_counter() - self.start
