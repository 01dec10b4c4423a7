"""Labelling deal ranges on several cores, resumable: results are appended to a text file as they come.

Progress file: one line per deal, ``<deal> <verdict> <nodes> <seconds>``; lines starting with ``#`` are comments.
A rerun with the same file skips the deals already in it, so an interrupted run simply continues.
"""

from __future__ import annotations

import multiprocessing
import sys
import time
from pathlib import Path
from typing import TextIO

from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.rules import RuleSet
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.api import solve
from pyramid_qt.solver.result import Verdict


def read_progress(path: Path) -> dict[int, Verdict]:
    results: dict[int, Verdict] = {}
    if not path.is_file():
        return results
    for line in path.read_text(encoding="utf-8").splitlines():
        parts = line.split()
        if not parts or parts[0].startswith("#") or len(parts) < 2:
            continue
        try:
            results[int(parts[0])] = Verdict(parts[1])
        except ValueError:
            continue  # a line cut short by an interrupt
    return results


def label_deal(task: tuple[int, str, float | None]) -> tuple[int, str, int, float]:
    number, field, time_limit = task
    rules = RuleSet.from_field(field)
    position = Position.from_deal(DealCode(number, rules).deal(), rules)
    result = solve(position, time_limit=time_limit, want_best=False, want_solution=False)
    return number, result.verdict.value, result.nodes, result.seconds


class Progress:
    """A one-line progress bar on stderr."""

    def __init__(self, total: int, stream: TextIO = sys.stderr) -> None:
        self.total = total
        self.done = 0
        self.stream = stream
        self.start = time.monotonic()
        self._shown = 0.0

    def step(self) -> None:
        self.done += 1
        now = time.monotonic()
        if now - self._shown >= 1.0 or self.done == self.total:
            self._shown = now
            elapsed = now - self.start
            rate = self.done / elapsed if elapsed > 0 else 0.0
            left = (self.total - self.done) / rate if rate > 0 else 0.0
            filled = int(30 * self.done / max(1, self.total))
            bar = "#" * filled + "." * (30 - filled)
            self.stream.write(f"\r[{bar}] {self.done}/{self.total} {rate:.1f} deals/s, {left / 60:.1f} min left ")
            self.stream.flush()

    def finish(self) -> None:
        self.stream.write("\n")
        self.stream.flush()


def label_range(
    first: int,
    last: int,
    rules: RuleSet,
    out: Path,
    *,
    jobs: int = 2,
    time_limit: float | None = None,
    progress: bool = True,
    implied: dict[int, Verdict] | None = None,
) -> dict[int, Verdict]:
    """Label deals ``first..last`` into ``out`` (appending; deals already decided there are skipped, deals left
    undecided by an earlier time limit are tried again)."""
    done = read_progress(out)
    todo = [n for n in range(first, last + 1) if done.get(n, Verdict.UNKNOWN) is Verdict.UNKNOWN]
    out.parent.mkdir(parents=True, exist_ok=True)
    bar = Progress(len(todo)) if progress and todo else None
    tasks = [(n, rules.field, time_limit) for n in todo]
    with out.open("a", encoding="utf-8") as sink:
        if out.stat().st_size == 0:
            sink.write(f"# rules {rules.field}: deal verdict nodes seconds\n")
        known = implied or {}
        for number in [task[0] for task in tasks if task[0] in known]:
            sink.write(f"{number} {known[number].value} 0 0.0000 implied\n")
            done[number] = known[number]
        tasks = [task for task in tasks if task[0] not in known]
        if bar is not None:
            bar.total = len(tasks)
        if jobs <= 1:
            results = map(label_deal, tasks)
            _collect(results, sink, done, bar)
        else:
            with multiprocessing.get_context("spawn").Pool(jobs) as pool:
                _collect(pool.imap_unordered(label_deal, tasks, chunksize=4), sink, done, bar)
    if bar is not None:
        bar.finish()
    return {n: done[n] for n in range(first, last + 1) if n in done}


def _collect(results: object, sink: TextIO, done: dict[int, Verdict], bar: Progress | None) -> None:
    for number, verdict, nodes, seconds in results:  # type: ignore[attr-defined]
        sink.write(f"{number} {verdict} {nodes} {seconds:.4f}\n")
        sink.flush()
        done[number] = Verdict(verdict)
        if bar is not None:
            bar.step()
