"""The game's command line, ``pyramid-qt [CODE | NUMBER | FILE] [--deal N] [--rules R] [--lang id|en] …``: its
options, what it asks for, and its messages, every one of them in the player's language.

The language is the window's: ``--lang`` when given, else the one chosen in Preferences (the settings file), else
the system's (the locale).  What is said before the window exists (``--help``, ``--version``, a refusal, missing
system libraries) loads nothing of Qt: Qt may be what cannot load.  The settings file and the catalogue are read
without it (:mod:`pyramid_qt.texts`); afterwards the window's translators are installed.
``pyramid-qt-solve``, the solver's tool for scripts and clusters, speaks English.

Every message goes to standard error as one line starting ``pyramid-qt: ``; a refusal exits 2 (1 for missing
system libraries), ``--help`` and ``--version`` print to standard output and exit 0.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import NoReturn

from pyramid_qt import texts
from pyramid_qt.engine import DealCode, DealCodeError, RuleSet, parse_deal_input
from pyramid_qt.engine.deal import PLAIN_NUMBER_MAX, PLAIN_NUMBER_MIN, parse_deal_number
from pyramid_qt.engine.rules import DEFAULT_RULES, RulesError
from pyramid_qt.help_format import WholeWordsHelpFormatter
from pyramid_qt.shipped_files import position_format_file
from pyramid_qt.store.preferences import Language
from pyramid_qt.texts import deal_error_text, fill, rules_field_syntax
from pyramid_qt.texts import translate as _tr

PROGRAM = "pyramid-qt"
LANGUAGES = Language.catalogues()
DEFAULT_SIZE = "1280x800"
MIN_SIZE = (320, 240)
_SIZE_PATTERN = r"\s*([0-9]{1,9})\s*[xX×]\s*([0-9]{1,9})\s*"  # compiled when used: most starts have no --size


class _Parser(argparse.ArgumentParser):
    """argparse for the parsing only: its own English messages never reach the player."""

    def error(self, message: str) -> NoReturn:
        raise argparse.ArgumentError(None, message)


def build_parser() -> argparse.ArgumentParser:
    """The options, with their help in the language chosen when it is called (see :func:`print_help`)."""
    parser = _Parser(
        prog=PROGRAM,
        description=_tr("CommandLine", "Pyramid Solitaire. Without arguments the game goes on where it was left."),
        epilog=fill(
            _tr(
                "CommandLine",
                "Messages are in the language chosen in Preferences, else in the system's; --lang chooses another. "
                "The position file format is described in {file}.",
            ),
            file=position_format_file(),
        ),
        add_help=False,
        allow_abbrev=False,
        exit_on_error=False,
        formatter_class=_TranslatedHelpFormatter,
    )
    options = parser.add_argument_group(_tr("CommandLine", "Options"))
    options.add_argument(
        "code",
        nargs="?",
        metavar=_tr("CommandLine", "CODE|NUMBER|FILE"),
        help=_tr(
            "CommandLine",
            "the deal to play: a deal code such as PY1-N-AAAAAAS, a deal number 1–20000, or a position file",
        ),
    )
    options.add_argument("--deal", metavar="N", help=_tr("CommandLine", "the deal number, 1–20000"))
    options.add_argument(
        "--rules",
        metavar="R",
        help=fill(
            _tr("CommandLine", "the rules of --deal, e.g. W1 or TUSD (default N): {syntax}"),
            syntax=rules_field_syntax(),
        ).replace("%", "%%"),
    )
    options.add_argument(
        "--lang", metavar="id|en", help=_tr("CommandLine", "the language: id (Indonesian) or en (English)")
    )
    options.add_argument(
        "--screenshot",
        metavar=_tr("CommandLine", "FILE"),
        type=Path,
        help=_tr("CommandLine", "draw the window into a PNG file and exit"),
    )
    options.add_argument(
        "--code",
        dest="shot_code",
        metavar=_tr("CommandLine", "CODE"),
        help=_tr("CommandLine", "the deal code of --screenshot"),
    )
    options.add_argument(
        "--size", default=DEFAULT_SIZE, metavar="WxH", help=_tr("CommandLine", "the window size of --screenshot")
    )
    options.add_argument("-h", "--help", action="store_true", help=_tr("CommandLine", "show this help and exit"))
    options.add_argument(
        "--version", action="store_true", help=_tr("CommandLine", "show the version of the game and exit")
    )
    return parser


class _TranslatedHelpFormatter(WholeWordsHelpFormatter):
    def add_usage(
        self,
        usage: str | None,
        actions: Iterable[argparse.Action],
        groups: Iterable[argparse._MutuallyExclusiveGroup],
        prefix: str | None = None,
    ) -> None:
        super().add_usage(usage, actions, groups, _tr("CommandLine", "Usage: "))


_VALUED_OPTIONS = ("--deal", "--rules", "--lang", "--screenshot", "--code", "--size")


def parse_args(argv: list[str]) -> argparse.Namespace:
    """The command line read; refused (exit 2) with a message when it is not understood, ``--help`` answered."""
    if not argv:
        # The usual start (from a menu or the desktop): building the parser costs milliseconds of look-ups, so the
        # no-arguments answer is written out; a test keeps it equal to the parser's.
        return argparse.Namespace(
            code=None,
            deal=None,
            rules=None,
            screenshot=None,
            shot_code=None,
            lang=None,
            size=DEFAULT_SIZE,
            help=False,
            version=False,
        )
    language = asked_language(argv)
    try:
        args, unknown = build_parser().parse_known_args(argv)
    except argparse.ArgumentError as error:
        name = error.argument_name
        if name in _VALUED_OPTIONS:
            refuse(lambda: fill(_tr("CommandLine", "{option} needs a value"), option=name), language)
        if name is not None:
            refuse(lambda: fill(_tr("CommandLine", "{option} takes no value"), option=name), language)
        _refuse_unknown(argv, language)
    if unknown:
        _refuse_unknown(unknown, language)
    if args.help:
        print_help(language)
    if args.version:
        print_version()
    if args.lang is not None and args.lang not in LANGUAGES:
        refuse(lambda: fill(_tr("CommandLine", "--lang takes id (Indonesian) or en (English)")), None)
    return args


def _refuse_unknown(words: list[str], language: str | None) -> NoReturn:
    shown = " ".join(_shown(word) for word in words)
    refuse(lambda: fill(_tr("CommandLine", "not understood: {arguments}"), arguments=shown), language)


def print_help(language: str | None) -> NoReturn:
    speak(language)
    sys.stdout.write(build_parser().format_help())
    raise SystemExit(0)


def print_version() -> NoReturn:
    """``pyramid-qt 0.1.0``: the installed package's version."""
    print(f"{PROGRAM} {package_version()}")
    raise SystemExit(0)


def package_version() -> str:
    """The version in the package's metadata (a bundle without it: the version the code declares)."""
    from importlib.metadata import PackageNotFoundError, version

    from pyramid_qt import __version__

    try:
        return version(PROGRAM)
    except PackageNotFoundError:
        return __version__


def asked_language(argv: list[str]) -> str | None:
    """The ``--lang`` of a command line that may not parse, when it names one of :data:`LANGUAGES`."""
    for index, word in enumerate(argv):
        value = argv[index + 1] if word == "--lang" and index + 1 < len(argv) else word.partition("--lang=")[2]
        if value in LANGUAGES:
            return value
    return None


def position_file(args: argparse.Namespace) -> Path | None:
    """The position file named on the command line (``pyramid-qt FILE``): the argument names an existing file."""
    if args.code is not None and os.path.isfile(args.code):
        return Path(args.code)
    return None


def requested_code(args: argparse.Namespace) -> DealCode | None:
    """The deal asked for on the command line (a DealCode), ``None`` for none; refused (exit 2) when bad."""
    if position_file(args) is not None and args.shot_code is None and args.deal is None:
        return None
    try:
        rules = RuleSet.from_field(args.rules) if args.rules else DEFAULT_RULES
    except RulesError as error:
        _refuse_deal(f"--rules {_shown(args.rules)}", error, args.lang)
    named = [(f"--code {_shown(args.shot_code)}", args.shot_code), (_shown(args.code), args.code)]
    codes = set()
    for shown, text in named:
        if text:
            try:
                codes.add(parse_deal_input(text, rules))
            except DealCodeError as error:
                _refuse_deal(shown, error, args.lang, positional=text is args.code)
    if args.deal is not None:
        try:  # --deal takes ASCII digits only (argparse's int() took "١٢" and "1_000")
            codes.add(parse_deal_input(str(parse_deal_number(args.deal, PLAIN_NUMBER_MIN, PLAIN_NUMBER_MAX)), rules))
        except DealCodeError as error:
            _refuse_deal(f"--deal {_shown(args.deal)}", error, args.lang)
    if len(codes) > 1:
        refuse(lambda: _tr("CommandLine", "the command line names more than one deal: name one"), args.lang)
    return codes.pop() if codes else None


def _refuse_deal(
    shown: str, error: DealCodeError | RulesError, language: str | None, positional: bool = False
) -> NoReturn:
    key = error.key

    def text() -> str:
        if positional and key in ("bad_format", "not_a_number", "empty"):
            problem = _tr("CommandLine", "not a deal code, a deal number 1–20000 or a position file")
        else:
            problem = deal_error_text(key)
        return fill(_tr("CommandLine", "{argument}: {problem}"), argument=shown, problem=problem)

    refuse(text, language)


def screenshot_size(text: str, language: str | None) -> tuple[int, int]:
    """``WxH`` in ASCII digits (refused for anything else), at least :data:`MIN_SIZE`."""
    match = re.fullmatch(_SIZE_PATTERN, text)
    if match is None:
        refuse(
            lambda: fill(
                _tr("CommandLine", "--size must look like 1280x800 (width x height in pixels), not {text}"),
                text=_shown(text, always_quoted=True),
            ),
            language,
        )
    width, height = (int(part) for part in match.groups())
    return max(MIN_SIZE[0], width), max(MIN_SIZE[1], height)


def speak(language: str | None) -> None:
    """Say the messages before the window in ``language`` (``--lang``), else the settings', else the system's.
    Without an application nothing of Qt is loaded; where one exists already its translators are installed."""
    if not texts.qt_application_exists():
        from pyramid_qt.translation.language import player_language

        texts.use(player_language(language))
        return
    from pyramid_qt import i18n
    from pyramid_qt.store.settings import Settings

    i18n.install_language(language or Settings().language)


def say(text: str) -> None:
    """One message line on standard error (the translators are installed)."""
    print(f"{PROGRAM}: {text}", file=sys.stderr, flush=True)


def refuse(text: Callable[[], str], language: str | None, status: int = 2) -> NoReturn:
    """Say ``text()`` in the player's language and exit with ``status``."""
    speak(language)
    say(text())
    raise SystemExit(status)


def _shown(text: str | None, always_quoted: bool = False, limit: int = 40) -> str:
    """What the player typed, as a message quotes it: as it is when short and printable, else quoted and cut, so
    the message stays one readable line."""
    text = text or ""
    if not always_quoted and text.isprintable() and 0 < len(text) <= limit and text.strip() == text:
        return text
    return repr(text[:limit]) + ("…" if len(text) > limit else "")
