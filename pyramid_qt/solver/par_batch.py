"""Making the shipped par tables (:mod:`pyramid_qt.solver.par_tables`): the par of every verified-winnable deal
1–20000 of each preset's label table, proven one deal at a time and kept as it comes.

Resumable: each par is appended to ``build/par/<field>.txt`` (``<deal> <par> <nodes> <seconds>``, or the verdict
instead of a par when there is none) as it is proven, and a rerun skips the deals already there.  On a shared
machine run it ``nice -n 10`` in the background::

    python -m pyramid_qt.solver.par_batch --regenerate --jobs 1

``--fields N,W`` limits it to some rule sets (default: every preset with a shipped label table).  Only the deals
the label table proves winnable are searched; a table is written once every one of them has its par.  Each search
has the window's memory limit (:data:`~pyramid_qt.solver.budget.DEFAULT_MEMORY_LIMIT`) unless ``--memory-limit MB``
gives another (``0``: none): a deal left unproven by it is searched again by a rerun with a larger one (its par is
the same whatever the memory used to prove it).
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from collections.abc import Iterable
from pathlib import Path

from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.rules import RuleSet
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.batch import LabelError, Progress, WorkerError, chunks, run_in_processes
from pyramid_qt.solver.budget import DEFAULT_MEMORY_LIMIT
from pyramid_qt.solver.cli import jobs_argument, seconds_argument
from pyramid_qt.solver.labels import SHIPPED_FIELDS, load_labels
from pyramid_qt.solver.par import find_par
from pyramid_qt.solver.par_tables import (
    NO_PAR,
    UNPROVEN,
    ParTable,
    load_par_table,
    shipped_par_fields,
    write_par_table,
)

PROGRESS_DIR = Path("build") / "par"
PROGRESS_HEADER = "# par "


def par_chunk(
    numbers: tuple[int, ...], field: str, time_limit: float | None, memory_limit: int | None = DEFAULT_MEMORY_LIMIT
) -> list[tuple[int, str, int, float, str]]:
    """The par of each deal (a worker's job, see :func:`pyramid_qt.solver.batch.run_in_processes`): ``(deal, par
    or the verdict when there is none, nodes, seconds, error message or "")``."""
    records = []
    for number in numbers:
        try:
            rules = RuleSet.from_field(field)
            start = time.perf_counter()
            position = Position.from_deal(DealCode(number, rules).deal(), rules)
            result = find_par(position, time_limit=time_limit, memory_limit=memory_limit)
            value = str(result.par) if result.par is not None else result.verdict.value
            records.append((number, value, result.nodes, time.perf_counter() - start, ""))
        except Exception as error:  # reported in the parent, with the deal
            records.append((number, "error", 0, 0.0, f"{type(error).__name__}: {error}"))
    return records


def read_par_progress(path: Path) -> dict[int, int]:
    """The pars proven in a progress file (lines ``<deal> <par> <nodes> <seconds>``; other lines, and a last line
    without its end of line, are skipped)."""
    found: dict[int, int] = {}
    if not path.is_file():
        return found
    # Only whole lines: a run stopped while writing leaves its last line cut short.
    for line in path.read_text(encoding="utf-8").split("\n")[:-1]:
        parts = line.split()
        if len(parts) >= 2 and parts[0].isascii() and parts[0].isdigit() and parts[1].isascii() and parts[1].isdigit():
            found[int(parts[0])] = int(parts[1])
    return found


def par_range(
    field: str,
    progress: Path,
    jobs: int,
    time_limit: float | None,
    deals: Iterable[int],
    memory_limit: int | None = DEFAULT_MEMORY_LIMIT,
) -> dict[int, int]:
    """Prove the par of ``deals`` under ``field`` into ``progress`` (appending; deals already there are skipped)
    and return every par in the file."""
    done = read_par_progress(progress)
    todo = [number for number in deals if number not in done]
    progress.parent.mkdir(parents=True, exist_ok=True)
    with progress.open("a", encoding="utf-8") as sink:
        if progress.stat().st_size == 0:
            sink.write(f"{PROGRESS_HEADER}{field}: deal par nodes seconds\n")
        bar = Progress(len(todo)) if todo else None

        def keep(records: list[tuple[int, str, int, float, str]]) -> None:
            for number, value, nodes, seconds, message in records:
                if value == "error":
                    raise WorkerError(f"deal {number}: {message}")
                sink.write(f"{number} {value} {nodes} {seconds:.4f}\n")
                if value.isdigit():
                    done[number] = int(value)
            sink.flush()
            if bar is not None:
                bar.step(len(records))

        try:
            if jobs <= 1:
                for chunk in chunks(iter(todo), 1):
                    keep(par_chunk(chunk, field, time_limit, memory_limit))
            else:
                work = functools.partial(par_chunk, memory_limit=memory_limit)
                run_in_processes(jobs, iter(todo), field, time_limit, keep, work)
        finally:
            if bar is not None:
                bar.finish()
    return done


def table_from_pars(field: str, winnable: list[int], pars: dict[int, int], first: int, last: int) -> ParTable:
    """The table for deals ``first..last``: the par of each winnable deal (:data:`UNPROVEN` where none is
    known), :data:`NO_PAR` for the others."""
    wins = set(winnable)
    values = [(pars.get(n, UNPROVEN) if n in wins else NO_PAR) for n in range(first, last + 1)]
    return ParTable(field, first, values)


def regenerate(
    fields: Iterable[str], jobs: int, time_limit: float | None, memory_limit: int | None = DEFAULT_MEMORY_LIMIT
) -> list[str]:
    """Prove the par of every verified-winnable deal of each field's label table and write the complete tables."""
    written = []
    for field in fields:
        labels = load_labels(field)
        if labels is None:
            print(f"{field}: no label table; skipped", file=sys.stderr)
            continue
        winnable = labels.winnable_deals()
        pars = par_range(field, PROGRESS_DIR / f"{field}.txt", jobs, time_limit, winnable, memory_limit)
        table = table_from_pars(field, winnable, pars, labels.first, labels.last)
        missing = table.unproven_deals()
        if missing:
            shown = f"{len(missing)} deals without a proven par (first {missing[:5]})"
            print(f"{field}: {shown}; not written", file=sys.stderr)
            continue
        path = write_par_table(table)
        written.append(field)
        print(f"{field}: wrote {path} ({len(winnable)} pars)", file=sys.stderr)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pyramid_qt.solver.par_batch", description=__doc__.split("\n")[0])
    parser.add_argument("--regenerate", action="store_true", help="prove the pars and write the tables")
    parser.add_argument("--fields", default=",".join(SHIPPED_FIELDS), help="comma-separated rules fields")
    parser.add_argument("--jobs", type=jobs_argument, default=1)
    parser.add_argument("--time-limit", type=seconds_argument, default=None, help="seconds per deal (default: none)")
    parser.add_argument(
        "--memory-limit",
        type=int,
        default=DEFAULT_MEMORY_LIMIT // 2**20,
        help=f"MiB a search's tables may hold (default {DEFAULT_MEMORY_LIMIT // 2**20}, the window's; 0: no limit)",
    )
    args = parser.parse_args(argv)
    if args.memory_limit < 0:
        parser.error("--memory-limit: MiB, 0 or more")
    memory_limit = args.memory_limit * 2**20 or None
    fields = []
    for part in args.fields.split(","):
        try:
            fields.append(RuleSet.from_field(part.strip()).field)
        except ValueError:
            parser.error(f"bad rules field {part.strip()[:20]!r} in --fields")
    if args.regenerate:
        try:
            regenerate(fields, args.jobs, args.time_limit, memory_limit)
        except (LabelError, OSError) as error:
            print(f"{parser.prog}: {error}", file=sys.stderr)
            return 2
        return 0
    for field in shipped_par_fields():
        table = load_par_table(field)
        assert table is not None
        pars = [par for n in table.deals_with_par() if (par := table.par(n)) is not None]
        print(f"{field}: {len(pars)} pars, {min(pars, default=0)}-{max(pars, default=0)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
