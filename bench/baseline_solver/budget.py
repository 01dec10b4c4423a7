"""Search budgets: time, nodes and a cancel flag, checked cheaply every few thousand nodes."""

from __future__ import annotations

import time
from collections.abc import Callable

CHECK_EVERY = 2048


class OutOfBudget(Exception):
    """Raised inside a kernel when the budget runs out; the caller answers UNKNOWN."""


class Budget:
    def __init__(
        self,
        time_limit: float | None = None,
        node_limit: int | None = None,
        cancel: Callable[[], bool] | None = None,
    ) -> None:
        self.start = time.perf_counter()
        self.deadline = None if time_limit is None else self.start + time_limit
        self.node_limit = node_limit
        self.cancel = cancel
        self.nodes = 0
        self.best = 0  # most pyramid cards removed in any position seen by a best-reachable search
        self._next_check = CHECK_EVERY

    def tick(self) -> None:
        """Count one node; raise :class:`OutOfBudget` when a limit is reached."""
        self.nodes += 1
        if self.nodes >= self._next_check:
            self._next_check = self.nodes + CHECK_EVERY
            self.check()

    def check(self) -> None:
        if self.node_limit is not None and self.nodes >= self.node_limit:
            raise OutOfBudget
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            raise OutOfBudget
        if self.cancel is not None and self.cancel():
            raise OutOfBudget

    @property
    def seconds(self) -> float:
        return time.perf_counter() - self.start
