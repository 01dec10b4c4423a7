"""What every fuzz test shares: the example count, a hang guard, and the tally printed at the end of the run.

CI size: :data:`CI_EXAMPLES` inputs per test.  ``PYRAMID_QT_FUZZ_EXAMPLES=20000`` runs that many per test instead
(the subprocess tests run a twentieth of it, at least :data:`CI_SUBPROCESS_EXAMPLES`).  The only acceptable
outcomes of an input are a result or the parser's own error (exit status 2 with one line, or its error type with
a message): any other exception is a *traceback*, an input still running after :data:`HANG_SECONDS` a *hang*.
Both are counted, then fail the test so Hypothesis shrinks the input.

A long run goes in batches, each its own seed, because Hypothesis keeps a tree of every input it tried in a run (the
deck-folder run grows by it, not by the game's code)::

    for seed in $(seq 1 10); do PYRAMID_QT_FUZZ_EXAMPLES=1000 nice -n 10 python -m pytest -q --hypothesis-seed=$seed \
        tests/fuzz/test_deck_folders.py tests/fuzz/test_handover_messages.py; done
"""

from __future__ import annotations

import os
import signal
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TypeVar

from hypothesis import HealthCheck, settings

CI_EXAMPLES = 150
CI_SUBPROCESS_EXAMPLES = 6
LONG_EXAMPLES = int(os.environ.get("PYRAMID_QT_FUZZ_EXAMPLES", "0") or 0)
EXAMPLES = LONG_EXAMPLES or CI_EXAMPLES
SUBPROCESS_EXAMPLES = max(CI_SUBPROCESS_EXAMPLES, LONG_EXAMPLES // 20)
HANG_SECONDS = 30.0
"""Far above any input's time (every search has a node or time limit): reaching it means a loop that never ends."""

TALLY: Counter[str] = Counter()
"""``inputs``, ``tracebacks``, ``hangs`` and per-test ``inputs:<name>``; printed in the terminal summary."""
SLOWEST: dict[str, float] = {}

T = TypeVar("T")


def fuzz_settings(examples: int = EXAMPLES) -> settings:
    return settings(
        max_examples=examples,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
    )


class Hang(Exception):
    pass


@contextmanager
def _alarm(seconds: float) -> Iterator[None]:
    def ring(signum: int, frame: object) -> None:
        raise Hang(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def check(name: str, attempt: Callable[[], T], seconds: float = HANG_SECONDS) -> T:
    """Run one input under the hang guard and count it; count and re-raise anything unexpected."""
    TALLY["inputs"] += 1
    TALLY[f"inputs:{name}"] += 1
    start = time.perf_counter()
    try:
        with _alarm(seconds):
            return attempt()
    except Hang:
        TALLY["hangs"] += 1
        raise
    except Exception:
        TALLY["tracebacks"] += 1
        raise
    finally:
        SLOWEST[name] = max(SLOWEST.get(name, 0.0), time.perf_counter() - start)


def count_subprocess(name: str, seconds: float, *, hang: bool = False, traceback: bool = False) -> None:
    SLOWEST[name] = max(SLOWEST.get(name, 0.0), seconds)
    TALLY["inputs"] += 1
    TALLY[f"inputs:{name}"] += 1
    TALLY["hangs"] += hang
    TALLY["tracebacks"] += traceback


def summary_lines() -> list[str]:
    if not TALLY["inputs"]:
        return []
    lines = [f"fuzz: {TALLY['inputs']} inputs tried, {TALLY['tracebacks']} tracebacks, {TALLY['hangs']} hangs"]
    for key in sorted(key for key in TALLY if key.startswith("inputs:")):
        name = key.partition(":")[2]
        outcomes = ", ".join(
            f"{key.partition(': ')[2]} {TALLY[key]}" for key in sorted(TALLY) if key.startswith(f"{name}: ")
        )
        lines.append(f"  {name}: {TALLY[key]} inputs ({outcomes}), slowest {SLOWEST.get(name, 0.0):.2f} s")
    return lines
