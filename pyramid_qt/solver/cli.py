"""``pyramid-qt-solve``: decide one position, or label a range of deals.

Examples::

    pyramid-qt-solve position.txt            # SPEC §7 position text ("-" reads stdin)
    pyramid-qt-solve --code PY1-W-AAAAAAS --json
    pyramid-qt-solve --deal 18 --rules W1 --time-limit 10
    pyramid-qt-solve --label 1-20000 --rules W --jobs 2 --out W.txt   # resumable, progress bar on stderr

Exit status: 0 on success, 2 for bad input (with a message on stderr).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from pyramid_qt.engine.deal import DealCode, DealCodeError
from pyramid_qt.engine.position import PositionError, parse_position
from pyramid_qt.engine.rules import DEFAULT_RULES, RulesError, RuleSet
from pyramid_qt.engine.state import Position
from pyramid_qt.solver.api import solve
from pyramid_qt.solver.result import SolveResult

BAD_INPUT = 2


class InputError(Exception):
    pass


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="pyramid-qt-solve",
        description="Decide whether a Pyramid position can still be won, or label a range of deals.",
    )
    parser.add_argument("position", nargs="?", help="position file in the SPEC §7 text format, or - for stdin")
    parser.add_argument("--code", help="a deal code such as PY1-N-AAAAAAS")
    parser.add_argument("--deal", type=int, help="a deal number (with --rules)")
    parser.add_argument("--rules", help="rules field for --deal or --label, e.g. N, W1, TS (default N)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--time-limit", type=float, default=None, metavar="S", help="give up after S seconds")
    parser.add_argument("--no-best", action="store_true", help="skip the best-reachable search when unwinnable")
    parser.add_argument("--label", metavar="A-B", help="label deals A..B instead (needs --out)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes for --label (default 2)")
    parser.add_argument("--out", type=Path, help="progress/result file for --label (appended, resumable)")
    return parser


def _rules(text: str | None) -> RuleSet:
    if text is None:
        return DEFAULT_RULES
    try:
        return RuleSet.from_field(text)
    except RulesError as error:
        raise InputError(f"bad --rules {text!r}: {error}") from None


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
            raise InputError(f"bad deal code {args.code!r}: {error}") from None
        return Position.from_deal(code.deal(), code.rules)
    if args.deal is not None:
        rules = _rules(args.rules)
        try:
            code = DealCode(args.deal, rules)
        except DealCodeError as error:
            raise InputError(f"bad deal number {args.deal}: {error}") from None
        return Position.from_deal(code.deal(), rules)
    if args.position == "-":
        text = sys.stdin.read()
    else:
        try:
            text = Path(args.position).read_text(encoding="utf-8")
        except OSError as error:
            raise InputError(f"cannot read {args.position}: {error.strerror}") from None
        except UnicodeDecodeError:
            raise InputError(f"{args.position} is not UTF-8 text") from None
    try:
        return parse_position(text)
    except PositionError as error:
        raise InputError(f"bad position: {error}") from None


def _range(text: str) -> tuple[int, int]:
    first, sep, last = text.partition("-")
    if not sep or not first.strip().isdigit() or not last.strip().isdigit():
        raise InputError(f"--label wants a range like 1-20000, not {text!r}")
    a, b = int(first), int(last)
    if a < 1 or b < a:
        raise InputError(f"--label range {text!r} is empty or starts below 1")
    return a, b


def result_json(result: SolveResult) -> dict[str, object]:
    return {
        "verdict": result.verdict.value,
        "solution": [str(move) for move in result.solution],
        "best_removed": result.best_removed,
        "nodes": result.nodes,
        "seconds": round(result.seconds, 6),
    }


def _print_text(result: SolveResult) -> None:
    print(f"verdict: {result.verdict.value}")
    exact = "" if result.best_exact else " (at least)"
    print(f"best removed: {result.best_removed}{exact}")
    print(f"nodes: {result.nodes}  seconds: {result.seconds:.3f}")
    if result.solution:
        print("solution: " + " ".join(str(move) for move in result.solution))


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.label:
            if args.out is None:
                raise InputError("--label needs --out FILE")
            if args.jobs < 1:
                raise InputError("--jobs must be at least 1")
            first, last = _range(args.label)
            from pyramid_qt.solver.batch import label_range

            results = label_range(first, last, _rules(args.rules), args.out, jobs=args.jobs, time_limit=args.time_limit)
            wins = sum(verdict.value == "winnable" for verdict in results.values())
            print(f"{len(results)} deals labelled, {wins} winnable", file=sys.stderr)
            return 0
        position = _position(args)
    except InputError as error:
        print(f"pyramid-qt-solve: {error}", file=sys.stderr)
        return BAD_INPUT
    result = solve(position, time_limit=args.time_limit, want_best=not args.no_best)
    if args.json:
        print(json.dumps(result_json(result)))
    else:
        _print_text(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
