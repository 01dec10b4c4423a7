"""The monkey's settings (rule sets, sizes, keys), its report and its failure."""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from types import TracebackType

from PySide6.QtCore import Qt

DEFAULT_RULES = ("N", "W", "W1", "T", "TD", "NS", "WX", "WY", "TUSD", "N3S", "TSXY", "NXD")
# Rule sets with a shipped label table: "only winnable deals" is instant for them, elsewhere it may search for
# two seconds per deal, so the monkey turns it off for the others.
TABLE_RULES = frozenset({"N", "NS", "N1S", "N3S", "TS"})
SIZES = ((320, 240), (1920, 1200), (640, 480), (1024, 768), (1366, 768), (800, 1000), (400, 900), (1600, 500))
LETTERS = [getattr(Qt.Key, f"Key_{c}") for c in "ABCEFGIJKLMOPQRSTUVWXYZ"]
KEYS = [
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Space,
    Qt.Key.Key_Return,
    Qt.Key.Key_Enter,
    Qt.Key.Key_D,
    Qt.Key.Key_H,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Tab,
]
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
NO_MOD = Qt.KeyboardModifier.NoModifier
BLOCK = 100  # actions per block of one animation speed; the second block always has animations on
SETTLE_EVERY = 25  # in animated blocks, snap animations to their end this often so the board check runs
WORKER_ROUNDS = 150  # bounded wait for a hint or check: this many 10 ms rounds of event processing, then Cancel


class MonkeyFailure(AssertionError):
    """An invariant broke or an exception escaped; the message says where and how to replay it."""


@dataclass
class MonkeyReport:
    seed: int
    actions: Counter[str] = field(default_factory=Counter)
    seconds_by_kind: Counter[str] = field(default_factory=Counter)
    games_started: int = 0
    games_won: int = 0
    games_lost: int = 0
    checks: int = 0
    board_checks: int = 0
    verified_moves: int = 0  # moves clicked on a settled board and checked to be exactly the move meant
    animated_actions: int = 0
    mid_animation_inputs: int = 0
    seconds: float = 0.0
    failed: bool = False

    def summary(self) -> str:
        total = sum(self.actions.values())
        lines = [
            f"seed {self.seed}: {total} actions in {self.seconds:.1f} s "
            f"({self.animated_actions} with animations on, {self.mid_animation_inputs} arriving mid-animation)",
            f"games started {self.games_started}, won {self.games_won}, lost {self.games_lost}",
            f"invariant checks {self.checks} (board item checks {self.board_checks}, "
            f"clicked moves verified {self.verified_moves}), "
            f"{'FAILED at the last action' if self.failed else 'no failure'}",
            "actions by kind:",
        ]
        lines += [
            f"  {kind:<18} {count:>6}  {self.seconds_by_kind[kind]:7.1f} s"
            for kind, count in sorted(self.actions.items(), key=lambda kv: -kv[1])
        ]
        return "\n".join(lines)


@contextmanager
def caught_exceptions() -> Iterator[list[str]]:
    """Collect exceptions that PySide6 hands to ``sys.excepthook`` (raised inside slots and Qt overrides)."""
    caught: list[str] = []
    previous = sys.excepthook

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        import traceback

        caught.append("".join(traceback.format_exception(kind, error, tb)))

    sys.excepthook = hook
    try:
        yield caught
    finally:
        sys.excepthook = previous
