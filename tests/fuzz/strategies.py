"""Hypothesis strategies for hostile input: position texts (valid ones from play, mutated, random), deal codes and
numbers, and command lines."""

from __future__ import annotations

import random

from hypothesis import strategies as st

from pyramid_qt.engine import DealCode, Position, format_position
from pyramid_qt.engine.deal import MAX_DEAL
from tests.solver.strategies import ALL_RULES

NASTY = [
    "²",
    "١٢",
    "٣",
    "1_000",
    "9" * 5000,
    "0" * 300,
    "-1",
    "0",
    "nan",
    "inf",
    "1e400",
    "\ufeff",
    "\x00",
    "\r",
    "\r\n",
    "\u2028",
    "\x0b",
    "\x1c",
    "--",
    "10♦",
    "Q♠",
    "ZZ",
    "AS",
    "KH",
    "10",
    ":",
    "#",
    "rules:",
    "rules: W1D",
    "rules: Q",
    "pyramid:",
    "stock:",
    "waste:",
    "waste1:",
    "waste3:",
    "pass:",
    "pass: 99",
    "\n",
    "\n\n",
    ",",
    " " * 50,
    "é",
    "\udcff",
    "𝟙",
]
"""Pieces that once broke a parser somewhere, or might: odd digits, huge numbers, odd line ends, keywords."""


@st.composite
def played_positions(draw: st.DrawFn) -> Position:
    """A dealt position under any rule set, then some random legal moves (mid-game positions)."""
    rules = draw(st.sampled_from(ALL_RULES))
    number = draw(st.one_of(st.integers(1, 20000), st.integers(0, MAX_DEAL)))
    position = Position.from_deal(DealCode(number, rules).deal(), rules)
    rng = random.Random(draw(st.integers(0, 2**32)))
    for _ in range(draw(st.integers(0, 80))):
        moves = position.legal_moves()
        if not moves:
            break
        position = position.apply(rng.choice(moves))
    return position


def valid_texts() -> st.SearchStrategy[str]:
    return played_positions().map(format_position)


@st.composite
def mutated(draw: st.DrawFn, base: st.SearchStrategy[str]) -> str:
    """A text with one to six edits: spans cut, repeated or swapped, nasty pieces or random characters put in,
    lines shuffled, case changed, the end cut off."""
    text = draw(base)
    for _ in range(draw(st.integers(1, 6))):
        kind = draw(st.integers(0, 8))
        size = max(1, len(text))
        at = draw(st.integers(0, size))
        end = draw(st.integers(at, min(size, at + 40)))
        if kind == 0:
            text = text[:at] + text[end:]
        elif kind == 1:
            text = text[:end] + text[at:end] + text[end:]
        elif kind == 2:
            text = text[:at] + draw(st.sampled_from(NASTY)) + text[at:]
        elif kind == 3:
            text = text[:at] + draw(st.text(max_size=8)) + text[end:]
        elif kind == 4:
            lines = text.split("\n")
            i, j = draw(st.integers(0, len(lines) - 1)), draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
            text = "\n".join(lines)
        elif kind == 5:
            lines = text.split("\n")
            i = draw(st.integers(0, len(lines) - 1))
            lines.insert(draw(st.integers(0, len(lines))), lines[i])
            text = "\n".join(lines)
        elif kind == 6:
            text = text[:at] + text[at:end].swapcase() + text[end:]
        elif kind == 7:
            text = text[:at]
        else:
            text = text.replace("\n", draw(st.sampled_from(["\r\n", "\r", "\n\n", " \n", "\u2028"])))
    return text


def position_texts() -> st.SearchStrategy[str]:
    """Mostly mutations of valid texts (they reach deep into the parser), some valid, some random."""
    return st.one_of(
        mutated(valid_texts()),
        mutated(valid_texts()),
        mutated(valid_texts()),
        valid_texts(),
        st.text(max_size=400),
        st.text(alphabet="AKQJT98765432SHDC♠♥♦♣-:# \n0123456789", max_size=400),
    )


def position_bytes() -> st.SearchStrategy[bytes]:
    """What a file or standard input may hold: encoded texts (with a byte-order mark, or not UTF-8) and noise."""
    return st.one_of(
        position_texts().map(lambda text: text.encode("utf-8", "surrogatepass")),
        position_texts().map(lambda text: b"\xef\xbb\xbf" + text.encode("utf-8", "surrogatepass")),
        position_texts().map(lambda text: text.encode("utf-16", "surrogatepass")),
        position_texts().map(lambda text: text.encode("latin-1", "replace")),
        st.binary(max_size=600),
    )


LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
FIELD_CHARS = "NWT0123456789USXYDQ-"


@st.composite
def code_like(draw: st.DrawFn) -> str:
    version = draw(st.sampled_from(["PY1", "py1", "PY2", "", "PY1 ", "ＰＹ１"]))
    field = draw(st.text(alphabet=FIELD_CHARS, max_size=7))
    letters = draw(st.text(alphabet=LETTERS + "az1١é", max_size=9))
    text = "-".join([version, field, letters])
    return draw(st.sampled_from(["", " ", "\t", "\n"])) + text + draw(st.sampled_from(["", " ", "\n"]))


def deal_texts() -> st.SearchStrategy[str]:
    """What a player may type in the New Game box, or on a command line, for a deal."""
    numbers = st.integers(-10, 2 * MAX_DEAL).map(str)
    codes = st.builds(lambda n, rules: str(DealCode(n, rules)), st.integers(0, MAX_DEAL), st.sampled_from(ALL_RULES))
    return st.one_of(
        code_like(),
        codes,
        codes.map(str.lower),
        numbers,
        st.integers(1, 20000).map(str),
        st.builds(lambda a, b: a + b, st.sampled_from(["", "+", "-", " ", "0"]), numbers),
        st.sampled_from(NASTY),
        st.text(max_size=20),
        st.text(alphabet="0123456789١٢²_+-. eE", max_size=14),
        mutated(st.integers(0, MAX_DEAL).map(lambda n: str(DealCode(n)))),
    )
