"""``pyramid-qt-solve``: decide one position, or label a range of deals.

Examples::

    pyramid-qt-solve position.txt            # a position file, docs/position-format.md ("-" reads stdin)
    pyramid-qt-solve --code PY1-W-AAAAAAS --json
    pyramid-qt-solve --deal 18 --rules W1 --time-limit 10
    pyramid-qt-solve --label 1-20000 --rules W --jobs 2 --out W.txt   # resumable, progress bar on stderr
    pyramid-qt-solve --label 1-20000 --rules W1 --out W1.txt --scheduler tcp://10.0.0.5:8786   # on a Dask cluster
    pyramid-qt-solve --list-rules            # every rules field the Preferences offer (480)

Exit status: 0 on success; 2 for a bad argument or bad input, with one line on stderr saying what is wrong;
1 when labelling stopped because a worker failed (the deals labelled so far stay in the ``--out`` file) or the
output pipe was closed (``| head -1``); 130 on Ctrl-C.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import re
import sys
from pathlib import Path
from typing import NoReturn

from pyramid_qt.engine.deal import MAX_DEAL, DealCode, DealCodeError, parse_deal_number
from pyramid_qt.engine.options import OPTIONS, Count, Flag, Value
from pyramid_qt.engine.position import PositionError, parse_position
from pyramid_qt.engine.rules import DEFAULT_RULES, PRESETS, RulesError, RuleSet, field_syntax
from pyramid_qt.engine.state import Position
from pyramid_qt.help_format import WholeWordsHelpFormatter
from pyramid_qt.shipped_files import position_format_file
from pyramid_qt.solver.api import solve
from pyramid_qt.solver.result import SolveResult, Verdict

PROG = "pyramid-qt-solve"
BAD_INPUT = 2
FAILED = 1
INTERRUPTED = 130
MAX_INPUT_BYTES = 1_000_000
"""A position text is under 300 bytes; anything over a megabyte is refused before it is decoded or parsed."""
MAX_JOBS = 256
_SECONDS = re.compile(r"(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]{1,3})?")


class InputError(Exception):
    """A bad argument or input: reported as one line on stderr, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # argparse prints the usage and the message on two lines and exits; one line, through main(), instead.
        raise InputError(f"{message} (see --help)")


def one_line(message: str, limit: int = 300) -> str:
    """A message as one readable line: control characters (a newline or a carriage return in an argument that
    argparse quotes) escaped, and cut short."""
    shown = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in message)
    return shown if len(shown) <= limit else shown[:limit] + "…"


def _quoted(text: str, limit: int = 40) -> str:
    return repr(text) if len(text) <= limit else repr(text[:limit]) + "…"


def deal_argument(text: str) -> int:
    try:
        return parse_deal_number(text, 0, MAX_DEAL)
    except DealCodeError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def seconds_argument(text: str) -> float:
    """A finite number of seconds above 0 in ASCII (float() would also take "nan", "inf", "1_0" and "١")."""
    stripped = text.strip()
    if len(stripped) > 40 or not _SECONDS.fullmatch(stripped):
        raise argparse.ArgumentTypeError(f"give a number of seconds above 0, such as 10 or 0.5, not {_quoted(text)}")
    seconds = float(stripped)
    if not (math.isfinite(seconds) and seconds > 0):
        raise argparse.ArgumentTypeError(f"give a number of seconds above 0, such as 10 or 0.5, not {_quoted(text)}")
    return seconds


def jobs_argument(text: str) -> int:
    stripped = text.strip()
    if not (stripped.isascii() and stripped.isdigit()) or len(stripped) > 4 or not 1 <= int(stripped) <= MAX_JOBS:
        raise argparse.ArgumentTypeError(f"give a number of worker processes from 1 to {MAX_JOBS}, not {_quoted(text)}")
    return int(stripped)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=PROG,
        formatter_class=WholeWordsHelpFormatter,
        description="Decide whether a Pyramid position can still be won, or label a range of deals.",
        epilog="A tool for scripts and clusters: its messages are in English (the game's own are in the player's"
        " language).",
    )
    parser.add_argument(
        "position",
        nargs="?",
        help=f"a position file (its format: {position_format_file()}), or - for standard input".replace("%", "%%"),
    )
    parser.add_argument("--code", help="a deal code such as PY1-N-AAAAAAS")
    parser.add_argument("--deal", type=deal_argument, metavar="N", help="a deal number (with --rules)")
    parser.add_argument(
        "--rules",
        help=f"rules field for --deal or --label, e.g. N, W1, TS (default N): {field_syntax()}".replace("%", "%%"),
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--time-limit", type=seconds_argument, default=None, metavar="S", help="give up after S seconds"
    )
    parser.add_argument("--no-best", action="store_true", help="skip the best-reachable search when unwinnable")
    parser.add_argument(
        "--par", action="store_true", help='add "par" (fewest moves that win; null if not proven) and a shortest line'
    )
    parser.add_argument("--label", metavar="A-B", help="label deals A..B instead (needs --out)")
    parser.add_argument("--jobs", type=jobs_argument, default=None, help="worker processes for --label (default 2)")
    parser.add_argument("--out", type=Path, help="progress/result file for --label (appended, resumable)")
    parser.add_argument("--list-rules", action="store_true", help="print every rules field (480), one a line")
    parser.add_argument(
        "--scheduler", metavar="ADDRESS", help="label on a Dask cluster, e.g. tcp://host:8786 (needs the cluster extra)"
    )
    return parser


def all_rule_fields() -> list[str]:
    """The rules field of every combination: each family with every value of each option (a count 1 to its
    maximum or unlimited, a flag off or on; 480 with the options of today)."""
    fields = []
    names = list(OPTIONS)
    for preset in PRESETS.values():
        offered = [_every_value(OPTIONS[name].kind, preset.value(name)) for name in names]
        for values in itertools.product(*offered):
            fields.append(preset.replace(**dict(zip(names, values, strict=True))).field)
    return list(dict.fromkeys(fields))


def _every_value(kind: Flag | Count, current: Value) -> tuple[Value, ...]:
    return (*range(1, kind.maximum + 1), None) if isinstance(kind, Count) else kind.choices(current)


def _rules(text: str | None) -> RuleSet:
    if text is None:
        return DEFAULT_RULES
    try:
        return RuleSet.from_field(text)
    except RulesError as error:
        raise InputError(f"bad --rules {_quoted(text)}: {error}") from None


def _check_rules(args: argparse.Namespace, rules: RuleSet, source: str) -> None:
    """A code or a position names its own rules; a --rules given with it must say the same."""
    if args.rules is not None and _rules(args.rules) != rules:
        raise InputError(f"--rules {_quoted(args.rules)} does not match the rules of {source} ({rules.field})")


def read_input(name: str) -> str:
    """The text of a position file, or of stdin for ``-``: at most :data:`MAX_INPUT_BYTES`, UTF-8 (a byte-order
    mark is dropped by the parser).  Raise :class:`InputError` otherwise."""
    label = "standard input" if name == "-" else name
    try:
        if name == "-":
            stream = getattr(sys.stdin, "buffer", None)
            data: bytes | str = (stream or sys.stdin).read(MAX_INPUT_BYTES + 1)
        else:
            with open(name, "rb") as file:
                data = file.read(MAX_INPUT_BYTES + 1)
    except OSError as error:
        raise InputError(f"cannot read {label}: {error.strerror or error}") from None
    except ValueError:  # a NUL or a lone surrogate in the name: no file can have it
        raise InputError(f"cannot read {_quoted(name)}: not a possible file name") from None
    if len(data) > MAX_INPUT_BYTES:
        raise InputError(f"{label} is over {MAX_INPUT_BYTES // 1_000_000} MB; a position text is a few hundred bytes")
    if isinstance(data, str):
        return data
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise InputError(
            f"{label} is not UTF-8 text (byte 0x{data[error.start]:02x} at offset {error.start})"
        ) from None


def _position(args: argparse.Namespace) -> Position:
    given = [name for name, value in (("a position file", args.position), ("--code", args.code)) if value]
    if args.deal is not None:
        given.append("--deal")
    if len(given) != 1:
        raise InputError("give exactly one of: a position file (or -), --code, --deal")
    if args.code:
        try:
            code = DealCode.parse(args.code)
        except DealCodeError as error:
            raise InputError(f"bad deal code {_quoted(args.code)}: {error}") from None
        _check_rules(args, code.rules, "the code")
        return Position.from_deal(code.deal(), code.rules, code.game)
    if args.deal is not None:
        rules = _rules(args.rules)
        return Position.from_deal(DealCode(args.deal, rules).deal(), rules)
    text = read_input(args.position)
    try:
        position = parse_position(text)
    except PositionError as error:
        raise InputError(f"bad position: {error}") from None
    _check_rules(args, position.rules, "the position")
    return position


def _range(text: str) -> tuple[int, int]:
    first, sep, last = text.partition("-")
    if not sep:
        raise InputError(f"--label wants a range like 1-20000, not {_quoted(text)}")
    try:
        a, b = (parse_deal_number(part, 1, MAX_DEAL) for part in (first, last))
    except DealCodeError as error:
        raise InputError(f"--label wants a range like 1-20000 of deals 1–{MAX_DEAL}: {error}") from None
    if b < a:
        raise InputError(f"--label range {_quoted(text)} is empty")
    return a, b


def result_json(result: SolveResult) -> dict[str, object]:
    return {
        "verdict": result.verdict.value,
        "solution": [str(move) for move in result.solution],
        "best_removed": result.best_removed,
        "best_exact": result.best_exact,  # false: best_removed is only the most the search saw
        "stopped_by": None if result.stopped_by is None else result.stopped_by.value,
        "nodes": result.nodes,
        "seconds": round(result.seconds, 6),
    }


def _add_par(position: Position, result: SolveResult, output: dict[str, object], time_limit: float | None) -> None:
    """``"par"``, and a shortest line as ``"solution"``, when proven within the time limit (left for par)."""
    from pyramid_qt.solver.par import find_par

    output["par"] = None
    if not result.is_winnable:
        return
    left = None if time_limit is None else max(time_limit - result.seconds, 1e-3)
    found = find_par(position, time_limit=left)
    if found.par is not None:
        output["par"] = found.par
        output["solution"] = [str(move) for move in found.line]


def _solution_of(output: dict[str, object]) -> list[object]:
    solution = output["solution"]
    return list(solution) if isinstance(solution, list) else []


def _print_text(result: SolveResult) -> None:
    print(f"verdict: {result.verdict.value}")
    exact = "" if result.best_exact else " (at least)"
    if result.stopped_by is not None and result.verdict is not Verdict.UNKNOWN:
        exact = f" (at least: the {result.stopped_by.value} limit stopped the search for more)"
    print(f"best removed: {result.best_removed}{exact}")
    if result.verdict is Verdict.UNKNOWN and result.stopped_by is not None:
        print(f"stopped by: the {result.stopped_by.value} limit")
    print(f"nodes: {result.nodes}  seconds: {result.seconds:.3f}")
    if result.solution:
        print("solution: " + " ".join(str(move) for move in result.solution))


def _label(args: argparse.Namespace) -> int:
    if args.position or args.code or args.deal is not None:
        raise InputError("--label labels deals by number: give no position, --code or --deal with it")
    if args.out is None:
        raise InputError("--label needs --out FILE")
    first, last = _range(args.label)
    rules = _rules(args.rules)
    if args.scheduler is not None and args.scheduler.strip().lower().startswith("inproc://"):
        raise InputError(
            "an inproc:// address names a scheduler inside one process: give the one 'dask scheduler' printed"
        )
    from pyramid_qt.solver.batch import LabelError, WorkerError, label_range

    try:
        summary = label_range(
            first,
            last,
            rules,
            args.out,
            jobs=2 if args.jobs is None else args.jobs,
            time_limit=args.time_limit,
            scheduler=args.scheduler,
        )
    except WorkerError as error:
        print(f"{PROG}: {one_line(str(error))}", file=sys.stderr)
        return FAILED
    except LabelError as error:
        raise InputError(str(error)) from None
    undecided = summary.total - summary.decided
    print(
        f"{summary.total} deals labelled ({summary.new} in this run), {summary.winnable} winnable"
        + (f", {undecided} undecided" if undecided else ""),
        file=sys.stderr,
    )
    return 0


def _run(argv: list[str] | None) -> int:
    args = _parser().parse_args(argv)
    if args.list_rules:
        print("\n".join(all_rule_fields()))
        sys.stdout.flush()
        return 0
    if args.label is not None:
        if args.par:
            raise InputError("--par goes with one position, not with --label")
        return _label(args)
    for name in ("out", "jobs", "scheduler"):
        if getattr(args, name) is not None:
            raise InputError(f"--{name} goes with --label only")
    position = _position(args)
    result = solve(position, time_limit=args.time_limit, want_best=not args.no_best)
    output = result_json(result)
    if args.par:
        _add_par(position, result, output, args.time_limit)
    if args.json:
        print(json.dumps(output))
    else:
        _print_text(result)
        if args.par:
            none = "not proven" if result.is_winnable else "none (no win)"
            print(f"par: {none if output['par'] is None else output['par']}")
            if output["par"] is not None:
                print("shortest: " + " ".join(str(move) for move in _solution_of(output)))
    sys.stdout.flush()  # a closed pipe shows here, inside main, not in the interpreter's last flush
    return 0


def main(argv: list[str] | None = None) -> int:
    try:
        return _run(argv)
    except InputError as error:
        print(f"{PROG}: {one_line(str(error))}", file=sys.stderr)
        return BAD_INPUT
    except BrokenPipeError:
        # The reader went away (``| head -1``): stop quietly.  Point the standard streams at the null device so
        # the interpreter's last flush has nowhere to fail.
        _silence_standard_streams()
        return FAILED
    except KeyboardInterrupt:
        print(f"\n{PROG}: interrupted", file=sys.stderr)
        return INTERRUPTED


def _silence_standard_streams() -> None:
    try:
        null = os.open(os.devnull, os.O_WRONLY)
    except OSError:
        return
    for stream in (sys.stdout, sys.stderr):
        try:
            os.dup2(null, stream.fileno())
        except (OSError, ValueError, AttributeError):
            continue  # not a real file (a test's capture), or already closed
    os.close(null)


if __name__ == "__main__":
    sys.exit(main())
