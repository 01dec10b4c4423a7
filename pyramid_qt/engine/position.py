"""The position text (docs/position-format.md): read and write any position, mid-game included.

::

    # pyramid position v1
    rules: N
    pyramid:
    JD
    6C 7H
    ...                      (7 rows; a removed card is --)
    stock: <cards, top first>
    waste: <cards, bottom to top>      (draw three: waste1:, waste2:, waste3:)
    pass: 1

Cards are rank ``A 2 … 9 T J Q K`` (``10`` accepted) and suit ``S H D C`` (``♠ ♥ ♦ ♣`` accepted).  Blank
lines and lines starting with ``#`` are ignored; ``stock``, ``waste`` and ``pass`` may be left out (empty,
empty, 1).  A byte-order mark at the start (as some Windows editors save) is ignored.  The pass is written in
the digits 0–9 and is at most :data:`MAX_PASS_NUMBER`.  Anything wrong raises :class:`PositionError` naming
the line and the reason.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyramid_qt.engine import layout
from pyramid_qt.engine.cards import Card, CardParseError
from pyramid_qt.engine.rules import RulesError, RuleSet
from pyramid_qt.engine.state import Position

HEADER = "# pyramid position v1"
REMOVED = "--"
BOM = "\ufeff"
MAX_PASS_NUMBER = 999_999_999
"""The largest pass number read (unlimited passes count on; no game gets near it)."""


class PositionError(ValueError):
    """``line`` is 1-based (0 when the problem is the text as a whole); ``key`` names the kind of problem:
    ``missing_rules``, ``bad_rules``, ``missing_pyramid``, ``short_pyramid``, ``bad_row``, ``bad_card``,
    ``duplicate_card``, ``floating_card``, ``unknown_line``, ``repeated_line``, ``bad_pass``,
    ``wrong_waste``."""

    def __init__(self, line: int, key: str, message: str) -> None:
        super().__init__(f"line {line}: {message}" if line else message)
        self.line = line
        self.key = key
        self.reason = message


@dataclass
class _Fields:
    rules: tuple[int, RuleSet] | None = None
    pyramid: list[Card | None] | None = None
    row_lines: list[int] | None = None
    stock: tuple[int, list[Card]] | None = None
    waste: dict[str, tuple[int, list[Card]]] | None = None
    pass_number: tuple[int, int] | None = None


def format_position(position: Position) -> str:
    lines = [HEADER, f"rules: {position.rules.field}", "pyramid:"]
    for slots in layout.ROW_SLOTS:
        cards = [position.pyramid[i] for i in slots]
        lines.append(" ".join(REMOVED if card is None else card.code for card in cards))
    lines.append(_line("stock", position.stock))
    if len(position.waste) == 1:
        lines.append(_line("waste", position.waste[0]))
    else:
        lines.extend(_line(f"waste{p + 1}", pile) for p, pile in enumerate(position.waste))
    lines.append(f"pass: {position.pass_number}")
    return "\n".join(lines) + "\n"


def _line(name: str, cards: tuple[Card, ...]) -> str:
    return f"{name}: {' '.join(card.code for card in cards)}".rstrip()


def parse_position(text: str) -> Position:
    fields = _Fields()
    lines = text.removeprefix(BOM).splitlines()
    number = 0
    while number < len(lines):
        raw = lines[number]
        number += 1
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition(":")
        key = key.strip().lower()
        if not sep:
            raise PositionError(number, "unknown_line", f"expected 'name: value', found {_quoted(line)}")
        if key == "rules":
            _once(fields.rules, number, key)
            fields.rules = (number, _parse_rules(value, number))
        elif key == "pyramid":
            _once(fields.pyramid, number, key)
            fields.pyramid, fields.row_lines, number = _parse_pyramid(lines, number)
        elif key == "stock":
            _once(fields.stock, number, key)
            fields.stock = (number, _parse_cards(value, number))
        elif key in ("waste", "waste1", "waste2", "waste3"):
            fields.waste = fields.waste or {}
            if key in fields.waste:
                raise PositionError(number, "repeated_line", f"'{key}:' appears twice")
            fields.waste[key] = (number, _parse_cards(value, number))
        elif key == "pass":
            _once(fields.pass_number, number, key)
            fields.pass_number = (number, _parse_pass(value, number))
        else:
            raise PositionError(number, "unknown_line", f"unknown line {_quoted(key)}")
    return _build(fields)


def _quoted(text: str, limit: int = 40) -> str:
    """``repr(text)``, cut short: an error message stays one readable line whatever the input holds."""
    return repr(text) if len(text) <= limit else repr(text[:limit]) + "…"


def _once(existing: object, number: int, key: str) -> None:
    if existing is not None:
        raise PositionError(number, "repeated_line", f"'{key}:' appears twice")


def _parse_rules(value: str, number: int) -> RuleSet:
    try:
        return RuleSet.from_field(value)
    except RulesError as error:
        raise PositionError(number, "bad_rules", f"unknown rules {_quoted(value.strip())}: {error}") from None


def _parse_card(token: str, number: int) -> Card:
    try:
        return Card.parse(token)
    except CardParseError:
        raise PositionError(number, "bad_card", f"{_quoted(token)} is not a card") from None


def _parse_cards(value: str, number: int) -> list[Card]:
    return [_parse_card(token, number) for token in value.replace(",", " ").split()]


def _parse_pass(value: str, number: int) -> int:
    text = value.strip()
    # ASCII digits only (str.isdigit() takes "²", which int() refuses), and no more digits than the largest
    # pass has: a 5000-digit number is refused before int() is asked to convert it.
    significant = text.lstrip("0")
    if not (text.isascii() and text.isdigit()) or not significant:
        raise PositionError(number, "bad_pass", f"the pass must be a whole number from 1, not {_quoted(text)}")
    if len(significant) > len(str(MAX_PASS_NUMBER)) or int(significant) > MAX_PASS_NUMBER:
        raise PositionError(number, "bad_pass", f"the pass must be at most {MAX_PASS_NUMBER}")
    return int(significant)


def _parse_pyramid(lines: list[str], number: int) -> tuple[list[Card | None], list[int], int]:
    slots: list[Card | None] = []
    row_lines: list[int] = []
    row = 0
    while row < layout.ROWS:
        if number >= len(lines):
            raise PositionError(number, "short_pyramid", f"the pyramid has {row} rows; it needs {layout.ROWS}")
        raw = lines[number].strip()
        number += 1
        if not raw or raw.startswith("#"):
            continue
        tokens = raw.replace(",", " ").split()
        if ":" in raw:
            raise PositionError(number, "short_pyramid", f"the pyramid has {row} rows; it needs {layout.ROWS}")
        wanted = len(layout.ROW_SLOTS[row])
        if len(tokens) != wanted:
            raise PositionError(
                number, "bad_row", f"row {row + 1} of the pyramid must have {wanted} cards, not {len(tokens)}"
            )
        slots.extend(None if token == REMOVED else _parse_card(token, number) for token in tokens)
        row_lines.append(number)
        row += 1
    return slots, row_lines, number


def _build(fields: _Fields) -> Position:
    if fields.rules is None:
        raise PositionError(0, "missing_rules", "the 'rules:' line is missing")
    if fields.pyramid is None or fields.row_lines is None:
        raise PositionError(0, "missing_pyramid", "the 'pyramid:' section is missing")
    rules = fields.rules[1]
    waste = _waste_piles(fields.waste or {}, rules)
    stock = tuple(fields.stock[1]) if fields.stock else ()
    _check_unique(fields)
    _check_not_floating(fields.pyramid, fields.row_lines)
    pass_number = 1
    if fields.pass_number is not None:
        line, pass_number = fields.pass_number
        if rules.passes is not None and pass_number > rules.passes:
            raise PositionError(line, "bad_pass", f"pass {pass_number} is more than these rules allow")
    return Position(rules, tuple(fields.pyramid), stock, waste, pass_number)


def _waste_piles(waste: dict[str, tuple[int, list[Card]]], rules: RuleSet) -> tuple[tuple[Card, ...], ...]:
    wanted = ("waste1", "waste2", "waste3") if rules.draw_three else ("waste",)
    for key, (line, _) in waste.items():
        if key not in wanted:
            expected = ", ".join(f"'{name}:'" for name in wanted)
            raise PositionError(line, "wrong_waste", f"'{key}:' does not fit these rules (use {expected})")
    return tuple(tuple(waste[key][1]) if key in waste else () for key in wanted)


def _check_unique(fields: _Fields) -> None:
    placed: list[tuple[int, Card | None]] = list(
        zip(_slot_lines(fields.row_lines or []), fields.pyramid or [], strict=True)
    )
    groups = ([fields.stock] if fields.stock else []) + list((fields.waste or {}).values())
    placed.extend((line, card) for line, cards in groups for card in cards)
    # In text order, so the line named is the one where the card appears the second time.
    placed.sort(key=lambda entry: entry[0])
    seen: set[Card] = set()
    for line, card in placed:
        if card is None:
            continue
        if card in seen:
            raise PositionError(line, "duplicate_card", f"{card.code} appears more than once")
        seen.add(card)


def _slot_lines(row_lines: list[int]) -> list[int]:
    return [row_lines[layout.ROW[i]] for i in range(layout.SIZE)]


def _check_not_floating(pyramid: list[Card | None], row_lines: list[int]) -> None:
    for i, card in enumerate(pyramid):
        if card is not None:
            continue
        for j in layout.COVERED_BY[i]:
            if pyramid[j] is not None:
                covering = pyramid[j]
                assert covering is not None
                raise PositionError(
                    row_lines[layout.ROW[j]],
                    "floating_card",
                    f"{covering.code} still lies over a removed card of row {layout.ROW[i] + 1}",
                )
