"""Shipped label tables: the solver's verdict for deals 1–20000 under one rule set, 2 bits per deal.

A table file ``resources/labels/<rules field>.labels`` is a 16-byte header — ``b"PYQTLBL1"``, then the first
deal number and the deal count as little-endian uint32 — followed by the verdicts, four deals per byte, deal
``first + i`` in bits ``2*(i % 4)`` of byte ``i // 4``: 0 unknown, 1 winnable, 2 unwinnable.  Tables written now
start ``b"PYQTLBL2"``: the same 16 bytes, then a uint16 length and that many bytes of ASCII naming the rules and
the solver (``rules=N1SX;solver=pyramid_qt 0.1.0, solver 2``), then the verdicts.  Loading a table
whose header names other rules than its file is refused.  A table may cover fewer deals than 1–20000 (the header
says which): deals outside it are not verified.  Only complete tables (no unknown) are shipped.  Tables are read
lazily, on the first :func:`load_labels` call for a rule set.

Regenerate every shipped table (resumable: progress is kept in ``build/labels/<field>.txt``)::

    python -m pyramid_qt.solver.labels --regenerate --jobs 2

``--fields N,W1`` limits it to some rule sets; ``--pack build/labels/N.txt`` packs one finished progress file.

The games without rule options (Giza, Pharaohs: no talon, every card face up) have a table each, ``<key>-N.labels``
(:func:`~pyramid_qt.solver.table_files.table_name`), made by their own search one deal after the other::

    python -m pyramid_qt.solver.labels --game GIZA --deals 1-20000 --time-limit 2

(:func:`label_game`; deals the search does not decide in the time limit are stored as unknown).
Verdicts that follow from a related table already computed are taken from it instead of searched again (a deal
lost with three passes is lost with one; a deal lost under the loose win is lost under the strict one; and the
other way round for wins), see :func:`implied_verdicts`; they are marked ``implied`` in the progress file.
"""

from __future__ import annotations

import argparse
import struct
import sys
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from pyramid_qt import __version__
from pyramid_qt.engine.deal import FIXED_RULES, DealCode, DealCodeError, parse_deal_number
from pyramid_qt.engine.games import ENGINE_GAMES, PYRAMID, GameDeclaration
from pyramid_qt.engine.options import OPTIONS
from pyramid_qt.engine.rules import FAMILIES, RulesError, RuleSet
from pyramid_qt.engine.state import Position
from pyramid_qt.safe_files import read_regular
from pyramid_qt.solver.result import Verdict
from pyramid_qt.solver.table_files import (
    TableFileError,
    named_header,
    read_named_header,
    split_table_name,
    table_name,
    tables_dir,
)

TABLE_FILE_LIMIT = 16 * 1024 * 1024
"""A shipped table is at most a few hundred KB; a file this large (or a FIFO in its place) is not one."""

MAGIC = b"PYQTLBL1"
MAGIC_NAMED = b"PYQTLBL2"  # the header goes on with the rules and the solver version
HEADER = struct.Struct("<8sII")
SOLVER_VERSION = f"pyramid_qt {__version__}, solver 2"
"""Written into each new table's header: which solver decided its verdicts (its generation goes up with a change
that could change a verdict, and the tables are made again)."""
SUFFIX = ".labels"
FIRST_DEAL = 1
LAST_DEAL = 20000
SHIPPED_FIELDS = ("N", "NS", "T", "N1", "TS", "N1S", "N3S", "W", "WS", "N3", "W1", "W1S")
LOW_WIN_RATE_FIELDS = (
    *("N1SX", "W1SY", "W1SXY"),  # deals 1–20000
    *("N1SXY", "N1Y", "W1XY", "W1SX"),  # deals 1–5000
    *("W1X", "N1SY", "N1XY", "N1X", "W1Y"),  # deals 1–2500
)
"""Tables for the rule combinations whose win rate is too low for "only verified winnable" to find a deal by
searching within 1 s (bench/verified_deal.py); deal_choice deals from them like the presets' tables, and their T
twins use them too (:func:`one_pile_twin`).  Proving a deal lost under these rules can take minutes, so apart from
N1SX (complete: deals 1–20000, 0 unknown) they were labelled with 0.1 s a deal (``pyramid-qt-solve --label A-B
--time-limit 0.1 --jobs 2``, then ``--pack --deals A-B --partial``) over the range noted above: the whole range
for W1SY and W1SXY, which win one deal in 2,000–4,000, a part of it for the others, enough for some hundred
winnable deals each.  With the current solver (``solver 2``) the deals that pass left undecided were searched
again at 2 s a deal (what ``--label A-B --time-limit 2`` gives, the decided deals being decided the same at any
limit): all decided for W1SY, W1SXY, W1XY, W1SX, W1X, N1X and W1Y, all but 15, 3, 2 and 3 for N1SXY, N1SY, N1XY and N1Y,
and those 23 by the compiled one-pile kernel (:mod:`~pyramid_qt.solver.search.native`) in 9 s: every
table is complete over its range.  Every verdict stored is exact; a deal undecided in some future table is stored
as unknown and never dealt or shown as verified: what these tables are for is their winnable deals."""
PROGRESS_DIR = Path("build") / "labels"
# Rule sets that are the same game, so one labelling serves both.  T starts with the whole talon face down and
# N with one card already drawn; both then draw one card at a time onto one waste pile whose top alone is
# playable, with the same passes, pairing and win rules.  From T's start the only talon move is that first
# draw, and pyramid-only moves commute with it, so a T deal and the same N deal (same pass count and win rule)
# are won or lost together.  (The N1S and TS tables, computed separately, are byte-identical.)
EQUIVALENT = {"N1": "T", "N1S": "TS", "N": "TU", "NS": "TUS", "N3": "T3", "N3S": "T3S"}

_CODES = {Verdict.UNKNOWN: 0, Verdict.WINNABLE: 1, Verdict.UNWINNABLE: 2}
_VERDICTS = {code: verdict for verdict, code in _CODES.items()}


class LabelFileError(TableFileError):
    pass


class LabelTable:
    """Verdicts for a contiguous range of deal numbers under one rule set."""

    def __init__(self, field: str, first: int, verdicts: list[Verdict], solver: str | None = None) -> None:
        self.field = field
        self.first = first
        self._verdicts = verdicts
        self.solver = solver  # the solver version its header names (None: an older table, no name in it)

    @property
    def last(self) -> int:
        return self.first + len(self._verdicts) - 1

    def __len__(self) -> int:
        return len(self._verdicts)

    def label(self, deal_number: int) -> Verdict | None:
        """The stored verdict, or ``None`` for a deal outside the table (compute it on demand)."""
        if not self.first <= deal_number <= self.last:
            return None
        return self._verdicts[deal_number - self.first]

    def winnable_deals(self) -> list[int]:
        return [self.first + i for i, verdict in enumerate(self._verdicts) if verdict is Verdict.WINNABLE]

    @property
    def is_complete(self) -> bool:
        return all(verdict is not Verdict.UNKNOWN for verdict in self._verdicts)

    def to_bytes(self) -> bytes:
        body = bytearray((len(self._verdicts) + 3) // 4)
        for i, verdict in enumerate(self._verdicts):
            body[i // 4] |= _CODES[verdict] << (2 * (i % 4))
        header = HEADER.pack(MAGIC_NAMED, self.first, len(self._verdicts))
        return header + named_header(self.field, self.solver or SOLVER_VERSION) + bytes(body)

    @staticmethod
    def from_bytes(field: str, data: bytes) -> LabelTable:
        if len(data) < HEADER.size:
            raise LabelFileError("label file too short")
        magic, first, count = HEADER.unpack_from(data)
        if magic not in (MAGIC, MAGIC_NAMED):
            raise LabelFileError("not a label file")
        body = data[HEADER.size :]
        solver = None
        if magic == MAGIC_NAMED:
            try:
                named, solver, body = read_named_header(body, "label")
            except TableFileError as error:
                raise LabelFileError(str(error)) from None
            key, rules = split_table_name(field)
            if named != table_name(rules, key):
                raise LabelFileError(f"label file is for the rules {named[:20]!r}, not {field!r}")
        if len(body) != (count + 3) // 4:
            raise LabelFileError("label file has the wrong length")
        verdicts = []
        for i in range(count):
            code = body[i // 4] >> (2 * (i % 4)) & 3
            if code not in _VERDICTS:
                raise LabelFileError(f"bad label code {code} for deal {first + i}")
            verdicts.append(_VERDICTS[code])
        return LabelTable(field, first, verdicts, solver)


def labels_dir() -> Path:
    return tables_dir()


def table_path(field: str, directory: Path | None = None) -> Path:
    return (directory or labels_dir()) / f"{field}{SUFFIX}"


def load_labels(
    rules: RuleSet | str, directory: Path | None = None, game: GameDeclaration = PYRAMID
) -> LabelTable | None:
    """The shipped table for these rules of ``game``, or ``None`` when none is shipped (label deals on demand
    then)."""
    field = rules.field if isinstance(rules, RuleSet) else RuleSet.from_field(rules).field
    return _load(table_name(field, game.key), directory)


@cache
def _load(field: str, directory: Path | None) -> LabelTable | None:
    path = table_path(field, directory)
    if not path.is_file():
        twin = one_pile_twin(field) if "-" not in field else None
        path = table_path(twin, directory) if twin is not None else path
        if twin is None or not path.is_file():
            return None
        field = twin  # the same game: its table serves (and its header must name it)
    return LabelTable.from_bytes(field, read_regular(path, TABLE_FILE_LIMIT))


def one_pile_twin(field: str) -> str | None:
    """The rules field of the same game in the other one-waste-pile family: T and N differ only in N's deal
    turning the first talon card onto the waste, free of charge — the only talon move T's start allows, and one
    that commutes with the pyramid-only moves T could play first — so under the same passes, win rule and
    pairing options a deal is won or lost under both alike (what :data:`EQUIVALENT` says for the shipped ones;
    the stacked-pairs option only adds pyramid moves, and talon pairing needs two waste cards in both).  Not for
    draw three (three waste piles), nor for W.  ``None`` when there is no twin."""
    rules = RuleSet.from_field(field)
    other = {"N": "T", "T": "N"}.get(rules.field[0])
    if other is None or rules.draw_three:
        return None
    twin = RuleSet(FAMILIES[other], **{name: rules.value(name) for name in OPTIONS})
    return twin.field


def deal_verdict(
    number: int, rules: RuleSet, time_limit: float | None = None, game: GameDeclaration = PYRAMID
) -> Verdict:
    """The label of one deal: from the shipped table when there is one, else computed now (UNKNOWN if the
    time limit runs out)."""
    table = load_labels(rules, game=game)
    known = table.label(number) if table is not None else None
    if known is not None and known is not Verdict.UNKNOWN:
        return known
    return searched_verdict(number, rules, time_limit, game)


def searched_verdict(
    number: int, rules: RuleSet, time_limit: float | None = None, game: GameDeclaration = PYRAMID
) -> Verdict:
    """The label of one deal as the search finds it now, whatever a shipped table says (UNKNOWN if the time limit
    runs out)."""
    from pyramid_qt.solver.api import verdict_of  # a table lookup loads no search code

    code = DealCode(number, rules, game)
    return verdict_of(Position.from_deal(code.deal(), rules, game), time_limit=time_limit)


def label_game(
    game: GameDeclaration, first: int, last: int, time_limit: float | None, progress: bool = False
) -> LabelTable:
    """The table of a game without rule options for deals ``first``–``last``, each deal searched here, one after
    the other, for at most ``time_limit`` seconds (undecided: unknown)."""
    if game.rule_options:
        raise ValueError(f"{game.name}'s tables are labelled by rule set (--fields)")
    verdicts = []
    for number in range(first, last + 1):
        verdicts.append(searched_verdict(number, FIXED_RULES, time_limit, game))
        if progress and number % 500 == 0:
            print(f"{game.key}: {number}", file=sys.stderr)
    return LabelTable(table_name(FIXED_RULES.field, game.key), first, verdicts)


def shipped_names(directory: Path | None = None) -> list[str]:
    """The names of the shipped tables: Pyramid's rules fields, and ``<key>-N`` for the other games'."""
    folder = directory or labels_dir()
    return sorted(path.stem for path in folder.glob(f"*{SUFFIX}")) if folder.is_dir() else []


def shipped_fields(directory: Path | None = None) -> list[str]:
    """The rules fields of Pyramid's shipped tables."""
    return [name for name in shipped_names(directory) if split_table_name(name)[0] == PYRAMID.key]


def table_from_results(field: str, results: dict[int, Verdict], first: int, last: int) -> LabelTable:
    return LabelTable(field, first, [results.get(n, Verdict.UNKNOWN) for n in range(first, last + 1)])


def write_table(table: LabelTable, directory: Path | None = None) -> Path:
    path = table_path(table.field, directory)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(table.to_bytes())
    _load.cache_clear()
    return path


def pack_progress(
    progress: Path,
    field: str,
    directory: Path | None = None,
    first: int = FIRST_DEAL,
    last: int = LAST_DEAL,
    allow_unknown: bool = False,
) -> Path | None:
    """Write the table for a progress file if it decides every deal ``first``–``last`` (1–20000 unless a smaller
    range is asked for); return its path (else None).  ``allow_unknown`` writes it with undecided deals too (a
    low-win-rate table, whose use is its winnable deals: see :data:`LOW_WIN_RATE_FIELDS`)."""
    from pyramid_qt.solver.batch import read_progress

    results = read_progress(progress)
    table = table_from_results(field, results, first, last)
    if not table.is_complete and not allow_unknown:
        return None
    return write_table(table, directory)


def wins_carry_over(a: RuleSet, b: RuleSet) -> bool:
    """True when every win under ``a`` is a win under ``b``: same game, but ``a`` has no more passes and is at
    least as strict (every line legal under ``a`` is legal under ``b``, and a strict win is a loose win)."""
    same = a.replace(passes=b.passes, strict_win=b.strict_win) == b
    more_passes = b.passes is None or (a.passes is not None and a.passes <= b.passes)
    return same and more_passes and (a.strict_win or not b.strict_win)


def implied_verdicts(rules: RuleSet, progress_dir: Path = PROGRESS_DIR) -> dict[int, Verdict]:
    """Verdicts that follow from labels already computed for related rule sets: a deal lost with more passes
    or under the loose win is lost here too; a deal won with fewer passes or under the strict win is won here
    too.  (Labels computed this way are exact; they just skip a search.)"""
    implied: dict[int, Verdict] = {}
    for path in sorted(progress_dir.glob("*.txt")):
        try:
            other = RuleSet.from_field(path.stem)
        except ValueError:
            continue
        if other == rules:
            continue
        if wins_carry_over(rules, other):
            wanted = Verdict.UNWINNABLE
        elif wins_carry_over(other, rules):
            wanted = Verdict.WINNABLE
        else:
            continue
        from pyramid_qt.solver.batch import read_progress

        for number, verdict in read_progress(path).items():
            if verdict is wanted:
                implied[number] = verdict
    return implied


def regenerate(fields: Iterable[str], jobs: int, time_limit: float | None) -> list[str]:
    """Label every deal 1–20000 for each field (resuming earlier progress) and write the complete tables."""
    from pyramid_qt.solver.batch import label_range

    written = []
    for field in fields:
        rules = RuleSet.from_field(field)
        twin = EQUIVALENT.get(rules.field)
        progress = PROGRESS_DIR / f"{rules.field}.txt"
        if twin is not None and (PROGRESS_DIR / f"{twin}.txt").is_file() and not progress.is_file():
            progress = PROGRESS_DIR / f"{twin}.txt"  # an equivalent rule set was labelled already
        target = RuleSet.from_field(progress.stem)
        implied = implied_verdicts(target)
        label_range(FIRST_DEAL, LAST_DEAL, target, progress, jobs=jobs, time_limit=time_limit, implied=implied)
        path = pack_progress(progress, rules.field)
        if path is None:
            print(f"{rules.field}: some deals undecided; table not written", file=sys.stderr)
        else:
            written.append(rules.field)
            print(f"{rules.field}: wrote {path}", file=sys.stderr)
    return written


def _deal_range(text: str, parser: argparse.ArgumentParser) -> tuple[int, int]:
    """``A-B`` within the tables' deals, in ASCII digits (``str.isdigit`` took "²", which int() refuses)."""
    first, _, last = text.partition("-")
    try:
        a, b = (parse_deal_number(part, FIRST_DEAL, LAST_DEAL) for part in (first, last))
    except DealCodeError:
        a, b = 1, 0
    if b < a:
        parser.error(f"--deals wants A-B within {FIRST_DEAL}-{LAST_DEAL}")
    return a, b


def main(argv: list[str] | None = None) -> int:
    from pyramid_qt.solver.batch import LabelError
    from pyramid_qt.solver.cli import jobs_argument, seconds_argument

    parser = argparse.ArgumentParser(prog="python -m pyramid_qt.solver.labels", description=__doc__.split("\n")[0])
    parser.add_argument("--regenerate", action="store_true", help="label deals 1–20000 and write the tables")
    parser.add_argument(
        "--fields", default=",".join(SHIPPED_FIELDS + LOW_WIN_RATE_FIELDS), help="comma-separated rules fields"
    )
    parser.add_argument("--jobs", type=jobs_argument, default=2)
    parser.add_argument("--time-limit", type=seconds_argument, default=None, help="seconds per deal (default: none)")
    parser.add_argument("--pack", type=Path, help="pack one finished progress file (needs --fields with one field)")
    parser.add_argument("--deals", default=f"{FIRST_DEAL}-{LAST_DEAL}", help="deal range A-B that --pack writes")
    parser.add_argument("--partial", action="store_true", help="--pack writes a table with undecided deals too")
    parser.add_argument(
        "--game",
        choices=[key for key, game in ENGINE_GAMES.items() if not game.rule_options],
        help="label --deals of a game without rule options and write its table",
    )
    args = parser.parse_args(argv)
    if args.game:
        first, last = _deal_range(args.deals, parser)
        print(write_table(label_game(ENGINE_GAMES[args.game], first, last, args.time_limit, progress=True)))
        return 0
    fields = [part.strip() for part in args.fields.split(",") if part.strip()]
    for field in fields:
        try:
            RuleSet.from_field(field)
        except RulesError as error:
            parser.error(f"bad rules field {field[:20]!r} in --fields: {error}")
    try:
        if args.pack:
            if len(fields) != 1:
                parser.error("--pack needs exactly one field in --fields")
            first, last = _deal_range(args.deals, parser)
            field = RuleSet.from_field(fields[0]).field
            path = pack_progress(args.pack, field, None, first, last, allow_unknown=args.partial)
            print(path or "incomplete: not written")
            return 0 if path else 1
        if args.regenerate:
            regenerate(fields, args.jobs, args.time_limit)
            return 0
    except LabelError as error:
        print(f"{parser.prog}: {error}", file=sys.stderr)
        return 2
    for field in shipped_names():
        key, rules = split_table_name(field)
        table = load_labels(rules, game=ENGINE_GAMES[key])
        assert table is not None
        wins = len(table.winnable_deals())
        print(f"{field}: deals {table.first}–{table.last}, {wins} winnable ({100 * wins / len(table):.2f}%)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
