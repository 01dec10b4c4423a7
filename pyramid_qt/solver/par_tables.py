"""Shipped par tables: the proven par (fewest moves that win, see :mod:`pyramid_qt.solver.par`) of every
verified-winnable deal 1–20000 of a preset's label table, one byte per deal.

A table file ``resources/labels/<rules field>.par`` sits beside the label table of the same rules.  It starts
``b"PYQTPAR1"``, then the first deal number and the deal count as little-endian uint32, then the rules and the
solver as in a label table's header (:func:`~pyramid_qt.solver.table_files.named_header`:
``rules=N;solver=pyramid_qt 0.1.0, par of issue 19``), then one byte per deal: the par (1–254), 0 for a deal
that has none (not winnable), or 255 for a winnable deal whose par was not proven (never in a shipped table).
Loading a table whose header names other rules than its file is refused.  Tables are read lazily, on the first
:func:`load_par_table` call for a rule set.

The par of a deal is the same number under the N and T twins' verdicts only by accident (N's first draw is
free), so unlike the label tables a par table never serves another rule set.

:func:`shipped_par` is what the window asks: a cheap look-up, ``None`` whenever there is no shipped answer.
Regenerate the shipped tables (resumable: each par is appended to ``build/par/<field>.txt`` as it is proven, and
a rerun skips the deals already there; on a shared machine run it ``nice -n 10`` in the background)::

    python -m pyramid_qt.solver.par_tables --regenerate --jobs 1

``--fields N,W`` limits it to some rule sets (default: every preset with a shipped label table).  Only the deals
the label table proves winnable are searched; a table is written once every one of them has its par.
"""

from __future__ import annotations

import argparse
import struct
import sys
import time
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from pyramid_qt import __version__
from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.rules import RuleSet
from pyramid_qt.solver.table_files import TableFileError, named_header, read_named_header, tables_dir

MAGIC = b"PYQTPAR1"
HEADER = struct.Struct("<8sII")
SUFFIX = ".par"
NO_PAR = 0  # the deal is not winnable
UNPROVEN = 255  # winnable, par not proven
MAX_PAR = 254
PAR_SOLVER_VERSION = f"pyramid_qt {__version__}, par of issue 19"
"""Written into each table's header: which search proved its pars."""


class ParFileError(TableFileError):
    """A par file that cannot be read: too short, not a par file, other rules, the wrong length."""


class ParTable:
    """Pars for a contiguous range of deal numbers under one rule set.  ``pars[i]`` is the par of deal
    ``first + i``: an int, :data:`NO_PAR` (not winnable) or :data:`UNPROVEN`."""

    def __init__(self, field: str, first: int, pars: list[int], solver: str = PAR_SOLVER_VERSION) -> None:
        for value in pars:
            if not 0 <= value <= UNPROVEN:
                raise ValueError(f"par {value} does not fit a par table (1-{MAX_PAR})")
        self.field = field
        self.first = first
        self._pars = pars
        self.solver = solver

    @property
    def last(self) -> int:
        return self.first + len(self._pars) - 1

    def __len__(self) -> int:
        return len(self._pars)

    def par(self, deal_number: int) -> int | None:
        """The proven par of the deal, or ``None`` (outside the table, not winnable, or not proven)."""
        if not self.first <= deal_number <= self.last:
            return None
        value = self._pars[deal_number - self.first]
        return None if value in (NO_PAR, UNPROVEN) else value

    def deals_with_par(self) -> list[int]:
        return [self.first + i for i, value in enumerate(self._pars) if value not in (NO_PAR, UNPROVEN)]

    def unproven_deals(self) -> list[int]:
        return [self.first + i for i, value in enumerate(self._pars) if value == UNPROVEN]

    def to_bytes(self) -> bytes:
        header = HEADER.pack(MAGIC, self.first, len(self._pars)) + named_header(self.field, self.solver)
        return header + bytes(self._pars)

    @staticmethod
    def from_bytes(field: str, data: bytes) -> ParTable:
        if len(data) < HEADER.size:
            raise ParFileError("par file too short")
        magic, first, count = HEADER.unpack_from(data)
        if magic != MAGIC:
            raise ParFileError("not a par file")
        try:
            named, solver, body = read_named_header(data[HEADER.size :], "par")
        except TableFileError as error:
            raise ParFileError(str(error)) from None
        if named != RuleSet.from_field(field).field:
            raise ParFileError(f"par file is for the rules {named[:20]!r}, not {field!r}")
        if len(body) != count:
            raise ParFileError("par file has the wrong length")
        return ParTable(field, first, list(body), solver)


def table_path(field: str, directory: Path | None = None) -> Path:
    return (directory or tables_dir()) / f"{field}{SUFFIX}"


def load_par_table(rules: RuleSet | str, directory: Path | None = None) -> ParTable | None:
    """The shipped par table for these rules, or ``None`` when none is shipped.  A damaged file raises
    :class:`ParFileError`."""
    field = rules.field if isinstance(rules, RuleSet) else RuleSet.from_field(rules).field
    return _load(field, directory)


@cache
def _load(field: str, directory: Path | None) -> ParTable | None:
    path = table_path(field, directory)
    if not path.is_file():
        return None
    return ParTable.from_bytes(field, path.read_bytes())


def shipped_par(code: DealCode, directory: Path | None = None) -> int | None:
    """The shipped par of the deal, or ``None``: no table for its rules, a deal outside it or without par, or a
    table that cannot be read (then the caller computes par, as for any position)."""
    try:
        table = load_par_table(code.rules, directory)
    except (OSError, ParFileError):
        return None
    return None if table is None else table.par(code.number)


def write_par_table(table: ParTable, directory: Path | None = None) -> Path:
    path = table_path(table.field, directory)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(table.to_bytes())
    _load.cache_clear()
    return path


def shipped_par_fields(directory: Path | None = None) -> list[str]:
    folder = directory or tables_dir()
    return sorted(path.stem for path in folder.glob(f"*{SUFFIX}")) if folder.is_dir() else []


# ------------------------------------------------------------------------------------------------ generation
PROGRESS_DIR = Path("build") / "par"
PROGRESS_HEADER = "# par "


def par_chunk(numbers: tuple[int, ...], field: str, time_limit: float | None) -> list[tuple[int, str, int, float, str]]:
    """The par of each deal (a worker's job, see :func:`pyramid_qt.solver.batch.run_in_processes`): ``(deal, par
    or the verdict when there is none, nodes, seconds, error message or "")``."""
    from pyramid_qt.engine.state import Position
    from pyramid_qt.solver.par import find_par

    records = []
    for number in numbers:
        try:
            rules = RuleSet.from_field(field)
            start = time.perf_counter()
            result = find_par(Position.from_deal(DealCode(number, rules).deal(), rules), time_limit=time_limit)
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


def par_range(field: str, progress: Path, jobs: int, time_limit: float | None, deals: Iterable[int]) -> dict[int, int]:
    """Prove the par of ``deals`` under ``field`` into ``progress`` (appending; deals already there are skipped)
    and return every par in the file."""
    from pyramid_qt.solver.batch import Progress, WorkerError, chunks, run_in_processes

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
                    keep(par_chunk(chunk, field, time_limit))
            else:
                run_in_processes(jobs, iter(todo), field, time_limit, keep, par_chunk)
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


def regenerate(fields: Iterable[str], jobs: int, time_limit: float | None) -> list[str]:
    """Prove the par of every verified-winnable deal of each field's label table and write the complete tables."""
    from pyramid_qt.solver.labels import load_labels

    written = []
    for field in fields:
        labels = load_labels(field)
        if labels is None:
            print(f"{field}: no label table; skipped", file=sys.stderr)
            continue
        winnable = labels.winnable_deals()
        pars = par_range(field, PROGRESS_DIR / f"{field}.txt", jobs, time_limit, winnable)
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
    from pyramid_qt.solver.batch import LabelError
    from pyramid_qt.solver.cli import jobs_argument, seconds_argument
    from pyramid_qt.solver.labels import SHIPPED_FIELDS

    parser = argparse.ArgumentParser(prog="python -m pyramid_qt.solver.par_tables", description=__doc__.split("\n")[0])
    parser.add_argument("--regenerate", action="store_true", help="prove the pars and write the tables")
    parser.add_argument("--fields", default=",".join(SHIPPED_FIELDS), help="comma-separated rules fields")
    parser.add_argument("--jobs", type=jobs_argument, default=1)
    parser.add_argument("--time-limit", type=seconds_argument, default=None, help="seconds per deal (default: none)")
    args = parser.parse_args(argv)
    fields = []
    for part in args.fields.split(","):
        try:
            fields.append(RuleSet.from_field(part.strip()).field)
        except ValueError:
            parser.error(f"bad rules field {part.strip()[:20]!r} in --fields")
    if args.regenerate:
        try:
            regenerate(fields, args.jobs, args.time_limit)
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
