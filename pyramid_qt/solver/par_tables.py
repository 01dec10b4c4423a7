"""Shipped par tables: the proven par (fewest moves that win, see :mod:`pyramid_qt.solver.par`) of every
verified-winnable deal 1–20000 of a preset's label table, one byte per deal.

A table file ``resources/labels/<rules field>.par`` sits beside the label table of the same rules.  It starts
``b"PYQTPAR1"``, then the first deal number and the deal count as little-endian uint32, then the rules and the
solver as in a label table's header (:func:`~pyramid_qt.solver.table_files.named_header`:
``rules=N;solver=pyramid_qt 0.1.0, par 2``), then one byte per deal: the par (1–254), 0 for a deal
that has none (not winnable), or 255 for a winnable deal whose par was not proven (never in a shipped table).
Loading a table whose header names other rules than its file is refused.  Tables are read lazily, on the first
:func:`load_par_table` call for a rule set.

The par of a deal is the same number under the N and T twins' verdicts only by accident (N's first draw is
free), so unlike the label tables a par table never serves another rule set.

:func:`shipped_par` is what the window asks: a cheap look-up, ``None`` whenever there is no shipped answer.
The tables are made by :mod:`pyramid_qt.solver.par_batch`.
"""

from __future__ import annotations

import struct
from functools import cache
from pathlib import Path

from pyramid_qt import __version__
from pyramid_qt.engine.deal import DealCode
from pyramid_qt.engine.games import PYRAMID
from pyramid_qt.engine.rules import RuleSet
from pyramid_qt.solver.table_files import TableFileError, named_header, read_named_header, tables_dir

MAGIC = b"PYQTPAR1"
HEADER = struct.Struct("<8sII")
SUFFIX = ".par"
NO_PAR = 0  # the deal is not winnable
UNPROVEN = 255  # winnable, par not proven
MAX_PAR = 254
PAR_SOLVER_VERSION = f"pyramid_qt {__version__}, par 2"
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
    """The shipped par of the deal, or ``None``: no table for its rules, a deal outside it or without par, a game
    other than Pyramid (the tables are Pyramid's, by rules field), or a table that cannot be read (then the caller
    computes par, as for any position)."""
    if code.game is not PYRAMID:
        return None
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
