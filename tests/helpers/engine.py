"""Small builders for hand-made positions, so each test states its situation as position text
(docs/position-format.md)."""

from __future__ import annotations

from collections.abc import Iterable

from pyramid_qt.engine import Card, DealCode, Position, RuleSet, parse_position
from pyramid_qt.engine.layout import ROWS
from pyramid_qt.engine.moves import Move


def dealt(field: str, number: int) -> Position:
    """The start of deal ``number`` under the rules ``field`` (e.g. ``"W1D"``)."""
    rules = RuleSet.from_field(field)
    return Position.from_deal(DealCode(number, rules).deal(), rules)


def played(position: Position, moves: Iterable[Move]) -> Position:
    """The position after ``moves`` (each must be legal: the engine raises otherwise)."""
    for move in moves:
        position = position.apply(move)
    return position


def card(code: str) -> Card:
    return Card.parse(code)


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.parse(code) for code in codes.split())


def position_text(
    rules: str,
    *rows: str,
    stock: str = "",
    waste: str | None = None,
    piles: tuple[str, str, str] | None = None,
    pass_number: int = 1,
) -> str:
    """The text of a position whose first ``len(rows)`` pyramid rows are given; lower rows are all removed."""
    all_rows = list(rows) + [" ".join(["--"] * (row + 1)) for row in range(len(rows), ROWS)]
    lines = ["# pyramid position v1", f"rules: {rules}", "pyramid:", *all_rows, f"stock: {stock}"]
    if piles is not None:
        lines.extend(f"waste{number}: {pile}" for number, pile in enumerate(piles, start=1))
    elif waste is not None:
        lines.append(f"waste: {waste}")
    lines.append(f"pass: {pass_number}")
    return "\n".join(lines) + "\n"


def position(
    rules: str,
    *rows: str,
    stock: str = "",
    waste: str | None = None,
    piles: tuple[str, str, str] | None = None,
    pass_number: int = 1,
) -> Position:
    return parse_position(position_text(rules, *rows, stock=stock, waste=waste, piles=piles, pass_number=pass_number))
