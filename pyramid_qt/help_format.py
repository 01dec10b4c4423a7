"""Command-line help that never breaks a word at a hyphen or inside it: a file path in the help (the position
format's ``…/docs/position-format.md``) stays on one line, so it can be copied from the terminal whole.  argparse's
own formatter wraps with :mod:`textwrap`'s defaults, which break after a hyphen: where the path ended near the edge
of the terminal, ``pyramid-qt-solve --help`` printed ``…/docs/position-`` and ``format.md`` on two lines."""

from __future__ import annotations

import argparse
import re
import textwrap

_BLANKS = re.compile(r"\s+")


class WholeWordsHelpFormatter(argparse.HelpFormatter):
    def _split_lines(self, text: str, width: int) -> list[str]:
        return textwrap.wrap(_BLANKS.sub(" ", text).strip(), width, break_on_hyphens=False, break_long_words=False)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return textwrap.fill(
            _BLANKS.sub(" ", text).strip(),
            width,
            initial_indent=indent,
            subsequent_indent=indent,
            break_on_hyphens=False,
            break_long_words=False,
        )
