"""Labelling deal ranges on several cores or a Dask cluster, resumable: results are appended to a text file as
they come.

Progress file: a header line ``# rules <field>: deal verdict nodes seconds``, then one line per deal,
``<deal> <verdict> <nodes> <seconds>``; other lines starting with ``#`` are comments.  A rerun with the same
file skips the deals already decided in it, so an interrupted run simply continues; a file whose header names
other rules is refused (its verdicts would be reported as this rule set's).

The range is streamed: deals are handed out a few chunks at a time as workers finish, so ``1-99999999999``
needs no more memory than ``1-10``.  A deal a worker cannot label (an error, a worker that died) stops the run
with a :class:`LabelError` naming it; the lines written so far stay.

Runners: ``jobs=1`` labels in this process; ``jobs>1`` uses a pool of worker processes; ``scheduler=ADDRESS``
sends the chunks to a Dask distributed cluster (``pip install 'pyramid-qt[cluster]'``; every worker needs
``pyramid-qt`` installed too).  The verdicts do not depend on the runner: each chunk runs :func:`label_chunk`.
"""

from __future__ import annotations

import asyncio
import itertools
import multiprocessing
import os
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, CancelledError, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO, TypeVar

from pyramid_qt.engine.deal import MAX_DIGITS, DealCode
from pyramid_qt.engine.rules import RulesError, RuleSet
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.api import solve
from pyramid_qt.solver.result import Verdict

HEADER_PREFIX = "# rules "
LOCAL_CHUNK = 4
"""Deals per task for the local process pool (fewer round trips than one deal per task)."""
CLUSTER_CHUNK = 16
"""Deals per task on a Dask cluster, whose scheduler costs about a millisecond per task."""
IN_FLIGHT_PER_WORKER = 4
"""Tasks handed out per worker ahead of the results: enough to keep every worker busy, never the whole range."""
ERROR = "error"
CONNECT_TIMEOUT_SECONDS = 20.0
"""The most a bad ``--scheduler`` address costs: the probe of :func:`probe_scheduler`, end to end."""

Record = tuple[int, str, int, float, str]
"""``(deal, verdict value or "error", nodes, seconds, error message or "")``: what a worker sends back."""


class LabelError(Exception):
    """The labelling cannot go on: an ``--out`` file that cannot be used or written, a worker error, an
    unreachable cluster.  The message is one line for the user."""


class WorkerError(LabelError):
    """A deal could not be labelled, or a worker stopped: not the user's input, the run failed."""


@dataclass
class LabelSummary:
    """The verdicts of the range's deals in the progress file after the run, and how many came in this run."""

    counts: Counter[Verdict] = field(default_factory=Counter)
    new: int = 0

    @property
    def winnable(self) -> int:
        return self.counts[Verdict.WINNABLE]

    @property
    def decided(self) -> int:
        return self.counts[Verdict.WINNABLE] + self.counts[Verdict.UNWINNABLE]

    @property
    def total(self) -> int:
        return sum(self.counts.values())


def header_line(rules: RuleSet) -> str:
    return f"{HEADER_PREFIX}{rules.field}: deal verdict nodes seconds\n"


def _check_name(path: Path) -> None:
    try:
        os.fsencode(path)
    except UnicodeEncodeError:
        ok = False
    else:
        ok = "\x00" not in str(path)
    if not ok:
        shown = repr(str(path)[:40])
        raise LabelError(f"{shown} is not a possible file name")


def progress_rules(path: Path) -> RuleSet | None:
    """The rules named by the header of an existing, non-empty progress file; ``None`` when there is no such
    file (or it is empty).  Raise :class:`LabelError` for a file that is not a progress file."""
    try:
        if path.is_dir():
            raise LabelError(f"{path} is a directory, not a file")
        if not path.is_file() or path.stat().st_size == 0:
            return None
        with path.open("rb") as stream:
            first = stream.readline(200)
    except OSError as error:
        raise LabelError(f"cannot read {path}: {error.strerror or error}") from None
    not_progress = f"{path} is not a labelling progress file (it does not start with '{HEADER_PREFIX.strip()} …')"
    try:
        line = first.decode("utf-8")
    except UnicodeDecodeError:
        raise LabelError(not_progress) from None
    if not line.startswith(HEADER_PREFIX):
        raise LabelError(not_progress)
    field_text = line[len(HEADER_PREFIX) :].partition(":")[0]
    try:
        return RuleSet.from_field(field_text)
    except RulesError:
        raise LabelError(not_progress) from None


def read_progress(path: Path) -> dict[int, Verdict]:
    """The verdicts in a progress file (the last line for a deal wins); a missing file has none.  Lines that do
    not parse (cut short by an interrupt, damaged) are skipped; a file that is not UTF-8 text raises
    :class:`LabelError`."""
    results: dict[int, Verdict] = {}
    if not path.is_file():
        return results
    try:
        with path.open("rb") as stream:
            for number, raw in enumerate(stream, 1):
                try:
                    line = raw.decode("utf-8")
                except UnicodeDecodeError:
                    raise LabelError(f"{path} is not a labelling progress file (line {number} is not UTF-8)") from None
                parsed = _parse_line(line)
                if parsed is not None:
                    results[parsed[0]] = parsed[1]
    except OSError as error:
        raise LabelError(f"cannot read {path}: {error.strerror or error}") from None
    return results


def _parse_line(line: str) -> tuple[int, Verdict] | None:
    parts = line.split()
    if len(parts) < 2 or parts[0].startswith("#"):
        return None
    digits = parts[0]
    if not (digits.isascii() and digits.isdigit()) or len(digits) > MAX_DIGITS:
        return None
    try:
        return int(digits), Verdict(parts[1])
    except ValueError:
        return None


def label_deal(number: int, field: str, time_limit: float | None) -> Record:
    """One deal's verdict; any error is sent back as a message (an exception might not survive the trip)."""
    try:
        rules = RuleSet.from_field(field)
        position = Position.from_deal(DealCode(number, rules).deal(), rules)
        result = solve(position, time_limit=time_limit, want_best=False, want_solution=False)
    except Exception as error:  # reported in the parent, with the deal
        return number, ERROR, 0, 0.0, f"{type(error).__name__}: {error}"
    return number, result.verdict.value, result.nodes, result.seconds, ""


def label_chunk(numbers: tuple[int, ...], field: str, time_limit: float | None) -> list[Record]:
    return [label_deal(number, field, time_limit) for number in numbers]


class Progress:
    """A one-line progress bar on stderr."""

    def __init__(self, total: int, stream: TextIO | None = None) -> None:
        self.total = total
        self.done = 0
        self.stream = sys.stderr if stream is None else stream
        self.start = time.monotonic()
        self._shown = 0.0

    def step(self, count: int = 1) -> None:
        self.done += count
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
        if self._shown:  # end the bar's line (nothing was drawn when the first deal failed)
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
    scheduler: str | None = None,
) -> LabelSummary:
    """Label deals ``first..last`` into ``out`` (appending; deals already decided there are skipped, deals left
    undecided by an earlier time limit are tried again).  ``scheduler`` is a Dask scheduler address (then
    ``jobs`` is not used).  Raise :class:`LabelError` when it cannot go on."""
    _check_name(out)
    existing = progress_rules(out)
    if existing is not None and existing != rules:
        raise LabelError(f"{out} holds labels for rules {existing.field}, not {rules.field}: give another --out file")
    done = read_progress(out)
    summary = LabelSummary()
    # The cluster first: an address that is not a scheduler leaves no --out file behind.
    client = None if scheduler is None else connect_cluster(scheduler)
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        with out.open("a", encoding="utf-8") as sink:
            if existing is None:
                sink.write(header_line(rules))
            _write_implied(sink, first, last, done, implied or {}, summary)
            sink.flush()
            pending = (last - first + 1) - sum(
                1 for n, verdict in done.items() if first <= n <= last and verdict is not Verdict.UNKNOWN
            )
            bar = Progress(pending) if progress and pending else None
            todo = (n for n in range(first, last + 1) if done.get(n, Verdict.UNKNOWN) is Verdict.UNKNOWN)

            def keep(records: list[Record]) -> None:
                _write(sink, records, done, summary)
                if bar is not None:
                    bar.step(len(records))

            try:
                if client is not None:
                    _run_on_cluster(client, todo, rules.field, time_limit, keep)
                elif jobs <= 1:
                    for chunk in chunks(todo, 1):
                        keep(label_chunk(chunk, rules.field, time_limit))
                else:
                    run_in_processes(jobs, todo, rules.field, time_limit, keep)
            finally:
                if bar is not None:
                    bar.finish()  # also before an error's message: it starts on a line of its own
    except OSError as error:
        raise LabelError(f"cannot write {out}: {error.strerror or error}") from None
    finally:
        if client is not None:
            client.close()
    for number, verdict in done.items():
        if first <= number <= last:
            summary.counts[verdict] += 1
    return summary


def _write_implied(
    sink: TextIO, first: int, last: int, done: dict[int, Verdict], implied: dict[int, Verdict], summary: LabelSummary
) -> None:
    for number in sorted(implied):
        if first <= number <= last and done.get(number, Verdict.UNKNOWN) is Verdict.UNKNOWN:
            sink.write(f"{number} {implied[number].value} 0 0.0000 implied\n")
            done[number] = implied[number]
            summary.new += 1


def _write(sink: TextIO, records: list[Record], done: dict[int, Verdict], summary: LabelSummary) -> None:
    for number, verdict, nodes, seconds, message in records:
        if verdict == ERROR:
            sink.flush()
            raise WorkerError(f"deal {number} could not be labelled: {message}")
        sink.write(f"{number} {verdict} {nodes} {seconds:.4f}\n")
        done[number] = Verdict(verdict)
        summary.new += 1
    sink.flush()  # an OSError here (disk full) is reported by label_range


def chunks(numbers: Iterable[int], size: int) -> Iterator[tuple[int, ...]]:
    iterator = iter(numbers)
    while chunk := tuple(itertools.islice(iterator, size)):
        yield chunk


def run_in_processes(
    jobs: int,
    todo: Iterator[int],
    field: str,
    time_limit: float | None,
    keep: Callable[[list[Record]], None],
    work: Callable[[tuple[int, ...], str, float | None], list[Record]] = label_chunk,
) -> None:
    """Run ``work(chunk, field, time_limit)`` on chunks of ``todo`` in ``jobs`` worker processes, handing each
    result to ``keep`` as it comes (``work`` must be a module-level function: it is pickled)."""
    executor = ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("spawn"))

    def submit(chunk: tuple[int, ...]) -> Future[list[Record]]:
        try:
            return executor.submit(work, chunk, field, time_limit)
        except OSError as error:
            raise LabelError(f"cannot start the worker processes: {error.strerror or error}") from None

    try:
        _drive(
            chunks(todo, LOCAL_CHUNK),
            submit,
            lambda futures: wait(futures, return_when=FIRST_COMPLETED),
            jobs * IN_FLIGHT_PER_WORKER,
            keep,
        )
    except BaseException:
        _stop_workers(executor)  # a deal searched without a time limit could keep the run waiting for minutes
        raise
    executor.shutdown(wait=True)


def _stop_workers(executor: ProcessPoolExecutor) -> None:
    terminate = getattr(executor, "terminate_workers", None)  # Python 3.14
    if terminate is not None:
        terminate()
        return
    for process in list((getattr(executor, "_processes", None) or {}).values()):
        process.terminate()
    executor.shutdown(wait=True, cancel_futures=True)


def _run_on_cluster(
    client: Any, todo: Iterator[int], field: str, time_limit: float | None, keep: Callable[[list[Record]], None]
) -> None:
    from distributed import wait as dask_wait

    with client.as_current():  # distributed.wait asks for "the current client"
        threads = max(1, sum(client.nthreads().values()))
        _drive(
            chunks(todo, CLUSTER_CHUNK),
            lambda chunk: client.submit(label_chunk, chunk, field, time_limit, pure=False),
            lambda futures: dask_wait(futures, return_when="FIRST_COMPLETED"),
            threads * IN_FLIGHT_PER_WORKER,
            keep,
        )


def connect_cluster(address: str) -> Any:
    """A ``distributed.Client`` of the scheduler at ``address``, once :func:`probe_scheduler` has seen a Dask
    scheduler answer there; raise :class:`LabelError` (one line) otherwise."""
    try:
        from distributed import Client
    except ImportError:
        raise LabelError("--scheduler needs Dask: pip install 'pyramid-qt[cluster]'") from None
    probe_scheduler(address, CONNECT_TIMEOUT_SECONDS)
    try:
        return Client(address, timeout=f"{CONNECT_TIMEOUT_SECONDS:g}s", set_as_default=False)
    except (OSError, TimeoutError, ValueError) as error:
        raise LabelError(f"cannot reach the Dask scheduler at {address!r}: {error}") from None


def probe_scheduler(address: str, seconds: float) -> None:
    """Check within ``seconds`` in all that a Dask scheduler answers at ``address``; raise :class:`LabelError`.

    ``distributed.Client`` trusts its peer: a web server at the address made it read an HTTP reply as frame
    lengths (MemoryError), a server that accepts and never answers kept it waiting for ever, a ``tls://`` address
    without TLS settings raised TypeError, and a Client left half-built by any of these spent 40 s more closing at
    exit.  So the address is first asked who it is over one connection of Dask's own protocol
    (``distributed.comm``: the handshake, then the scheduler's ``identity`` call), the whole exchange under one
    deadline; only a peer that answers as a scheduler is given to a Client.  Anything a peer makes that exchange
    raise is its failure, reported on one line, never a traceback."""
    try:
        from distributed.comm import connect, resolve_address
        from distributed.security import Security
    except ImportError:
        raise LabelError("--scheduler needs Dask: pip install 'pyramid-qt[cluster]'") from None
    where = f"the Dask scheduler at {address!r}"
    try:
        resolve_address(address)
        connection_args = Security().get_connection_args("client")
    except (OSError, ValueError, TypeError) as error:
        raise LabelError(f"cannot reach {where}: {error}") from None
    if address.strip().lower().startswith("tls://") and connection_args.get("ssl_context") is None:
        raise LabelError(
            f"cannot reach {where}: a tls:// address needs Dask's TLS settings (distributed.comm.tls in the Dask"
            " configuration)"
        )

    async def ask() -> object:
        comm = await connect(address, timeout=seconds, **connection_args)
        try:
            await comm.write({"op": "identity", "reply": True})
            return await comm.read()
        finally:
            comm.abort()

    try:
        answer = asyncio.run(asyncio.wait_for(ask(), seconds))
    except (TimeoutError, asyncio.TimeoutError):
        raise LabelError(f"cannot reach {where}: no answer within {seconds:g} s") from None
    except Exception as error:  # noqa: BLE001 (whatever a stranger's reply makes Dask's reader raise)
        # MemoryError: an HTTP reply read as frame lengths asks for exabytes (refused at once, nothing allocated).
        reason = "its reply is not Dask's protocol" if isinstance(error, MemoryError) else f"{type(error).__name__}"
        raise LabelError(f"cannot reach {where}: {reason}: {error}".rstrip(": ")) from None
    if not (isinstance(answer, dict) and answer.get("type") == "Scheduler"):
        raise LabelError(f"cannot reach {where}: what answers there is not a Dask scheduler")


F = TypeVar("F", bound="Future[list[Record]]")  # or a Dask future (untyped), which has the same result() and cancel()


def _drive(
    chunks: Iterator[tuple[int, ...]],
    submit: Callable[[tuple[int, ...]], F],
    wait_first: Callable[[set[F]], tuple[set[F], set[F]]],
    in_flight: int,
    keep: Callable[[list[Record]], None],
) -> None:
    """Hand out chunks, at most ``in_flight`` at a time, and keep each result as it comes (in any order)."""
    pending: set[F] = set()

    def collect() -> None:
        nonlocal pending
        done, pending = wait_first(pending)
        for future in done:
            keep(_result(future))

    try:
        for chunk in chunks:
            pending.add(submit(chunk))
            while len(pending) >= in_flight:
                collect()
        while pending:
            collect()
    finally:
        for future in pending:
            future.cancel()


def _result(future: Future[list[Record]]) -> list[Record]:
    try:
        return future.result()
    except LabelError:
        raise
    except (Exception, CancelledError, asyncio.CancelledError) as error:  # a worker died, or the cluster lost it
        raise WorkerError(f"a worker failed: {type(error).__name__}: {error}") from None
