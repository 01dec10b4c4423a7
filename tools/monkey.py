"""Run the seeded monkey on the real game window and print what it did.

Usage: python tools/monkey.py --actions 10000 --seed 1 [--rules N,W,T,TD] [--animated-share 0.25] [--no-store]

Random clicks, keys, undo/redo bursts, resizes, language switches, new games, hints and checks on one window
(offscreen), with the engine and board invariants checked after every action; see tools/monkey_driver/.
The settings, saved game and statistics go to a temporary folder (the player's own files are never touched).
Prints actions by kind, games started/won/lost, invariant checks and seconds; exits 1 on any exception or
broken invariant, with the step and the last actions to replay it.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="monkey", description=__doc__.split("\n\n")[0])
    parser.add_argument("--actions", type=int, default=10000, help="number of random actions (default 10000)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--rules", help="comma-separated rules fields for new games (default: a dozen sets)")
    parser.add_argument(
        "--animated-share", type=float, default=0.25, help="share of 100-action blocks with animations on (fast)"
    )
    parser.add_argument("--no-store", action="store_true", help="no settings, saved game or statistics")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    home = Path(tempfile.mkdtemp(prefix="pyramid-monkey-"))
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        os.environ[name] = str(home / name.lower())
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    sys.path.insert(0, str(ROOT))

    from pyramid_qt import qtcompat

    qtcompat.apply()  # the PySide6 workarounds, before any Qt call
    from PySide6.QtWidgets import QApplication

    from pyramid_qt.engine import RuleSet
    from tools.monkey_driver import DEFAULT_RULES, Monkey, MonkeyFailure, open_window

    rules = tuple(part.strip() for part in args.rules.split(",")) if args.rules else DEFAULT_RULES
    try:
        for text in rules:
            RuleSet.from_field(text)
    except ValueError as error:
        print(f"monkey: bad --rules: {error}", file=sys.stderr)
        return 2
    from PySide6.QtCore import qInstallMessageHandler

    def quiet(kind: object, context: object, message: str) -> None:
        if "propagateSizeHints" not in message:  # the offscreen platform says this on every resize
            print(message, file=sys.stderr)

    qInstallMessageHandler(quiet)
    app = QApplication([sys.argv[0]])
    app.setApplicationName("pyramid-qt")
    window = open_window(with_store=not args.no_store)
    make_window = None if args.no_store else (lambda: open_window(with_store=True))
    monkey = Monkey(window, args.seed, rules=rules, animated_share=args.animated_share, make_window=make_window)
    try:
        report = monkey.run(args.actions)
    except MonkeyFailure as failure:
        print(f"FAILED\n{failure}", file=sys.stderr)
        print(monkey.report.summary(), file=sys.stderr)
        return 1
    print(report.summary())
    print(f"data folder: {home}")
    monkey.window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
