"""The PY1-N-AAAAAAS layout of the rules' worked example (docs/rules.md, "Worked examples") as explicit position text,
for every test that plays it."""

from __future__ import annotations

from pyramid_qt.engine import Card, Position, parse_position
from pyramid_qt.engine.cards import FULL_DECK

SPEC_ROWS = [
    "JD",
    "6C 7H",
    "AS 4D QS",
    "5H 3D 6H 8S",
    "KH KC AD KS 9C",
    "QC 2C 8D TD TS JS",
    "7C TC 3H 4H 3S KD 7S",
]
SPEC_WASTE = "7D"


def spec_stock() -> list[Card]:
    """The other 23 cards, in deck order (the source does not give them)."""
    used = {Card.parse(code) for row in SPEC_ROWS for code in row.split()} | {Card.parse(SPEC_WASTE)}
    return [card for card in FULL_DECK if card not in used]


def spec_position_text(rules: str = "N", stock_order: list[Card] | None = None) -> str:
    """The layout with waste 7D; the stock is ``stock_order`` (top first) or the other 23 cards in deck order."""
    stock = " ".join(card.code for card in (spec_stock() if stock_order is None else stock_order))
    return "\n".join(
        [
            "# pyramid position v1",
            f"rules: {rules}",
            "pyramid:",
            *SPEC_ROWS,
            f"stock: {stock}",
            f"waste: {SPEC_WASTE}",
            "pass: 1",
        ]
    )


def spec_position(rules: str = "N", stock_order: list[Card] | None = None) -> Position:
    return parse_position(spec_position_text(rules, stock_order))
