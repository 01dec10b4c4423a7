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

Another game than Pyramid says so on a ``game:`` line (its key), writes each further pyramid as a section of its
own (``pyramid2:``, ``pyramid3:`` …), its reserve piles as ``reserve1:`` … lines (each bottom to top) and, with no
talon, no ``stock``, ``waste`` or ``pass`` line.  A game without rule options has the rules field ``N``.

Cards are rank ``A 2 … 9 T J Q K`` (``10`` accepted) and suit ``S H D C`` (``♠ ♥ ♦ ♣`` accepted).  Blank
lines and lines starting with ``#`` are ignored; ``stock``, ``waste`` and ``pass`` may be left out (empty,
empty, 1).  A byte-order mark at the start (as some Windows editors save) is ignored.  The pass is written in
the digits 0–9 and is at most :data:`MAX_PASS_NUMBER`.  Anything wrong raises :class:`PositionError` naming
the line and the reason.
"""

from __future__ import annotations

from collections.abc import Mapping

from pyramid_qt.engine.cards import Card, CardParseError
from pyramid_qt.engine.deal import FIXED_RULES
from pyramid_qt.engine.games import GAMES, PYRAMID, GameDeclaration, TalonKind
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
    ``wrong_waste``, ``unknown_game``, ``no_talon``."""

    def __init__(self, line: int, key: str, message: str) -> None:
        super().__init__(f"line {line}: {message}" if line else message)
        self.line = line
        self.key = key
        self.reason = message


class _Fields:
    """What the lines read so far gave, each with the number of the line that gave it."""

    __slots__ = ("game", "rules", "pyramid", "row_lines", "pyramids", "reserves", "stock", "waste", "pass_number")

    def __init__(self, game: GameDeclaration = PYRAMID) -> None:
        self.game = game
        self.rules: tuple[int, RuleSet] | None = None
        self.pyramid: list[Card | None] | None = None
        self.row_lines: list[int] | None = None
        self.pyramids: dict[int, tuple[list[Card | None], list[int]]] = {}
        self.reserves: dict[int, tuple[int, list[Card]]] = {}
        self.stock: tuple[int, list[Card]] | None = None
        self.waste: dict[str, tuple[int, list[Card]]] | None = None
        self.pass_number: tuple[int, int] | None = None


def _section(pyramid: int) -> str:
    """The name of pyramid ``pyramid``'s section (counted from 0): ``pyramid``, ``pyramid2``, ``pyramid3`` …"""
    return "pyramid" if pyramid == 0 else f"pyramid{pyramid + 1}"


def format_position(position: Position) -> str:
    game = position.game
    lines = [HEADER] + ([] if game == PYRAMID else [f"game: {game.key}"]) + [f"rules: {position.rules.field}"]
    first_row = 0
    for p, shape in enumerate(game.pyramids):
        lines.append(f"{_section(p)}:")
        for slots in game.layout.row_slots[first_row : first_row + shape.rows]:
            cards = [position.pyramid[i] for i in slots]
            lines.append(" ".join(REMOVED if card is None else card.code for card in cards))
        first_row += shape.rows
    lines.extend(_line(f"reserve{p + 1}", pile) for p, pile in enumerate(position.reserves))
    if game.talon is TalonKind.NONE:
        return "\n".join(lines) + "\n"
    lines.append(_line("stock", position.stock))
    if len(position.waste) == 1:
        lines.append(_line("waste", position.waste[0]))
    else:
        lines.extend(_line(f"waste{p + 1}", pile) for p, pile in enumerate(position.waste))
    lines.append(f"pass: {position.pass_number}")
    return "\n".join(lines) + "\n"


def _line(name: str, cards: tuple[Card, ...]) -> str:
    return f"{name}: {' '.join(card.code for card in cards)}".rstrip()


def parse_position(text: str, games: Mapping[str, GameDeclaration] = GAMES) -> Position:
    """The position ``text`` writes, of one of ``games`` (Pyramid when it has no ``game:`` line); raise
    :class:`PositionError`."""
    lines = text.removeprefix(BOM).splitlines()
    fields = _Fields(game=_find_game(lines, games))
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
        if key == "game":
            continue  # read first, by _find_game
        if key == "rules":
            _once(fields.rules, number, key)
            fields.rules = (number, _parse_rules(value, number, fields.game))
        elif key in _PYRAMID_SECTIONS[: len(fields.game.pyramids)]:
            p = _PYRAMID_SECTIONS.index(key)
            _once(fields.pyramids.get(p), number, key)
            fields.pyramids[p], number = _parse_pyramid(lines, number, fields.game, p)
        elif key in _RESERVE_LINES[: fields.game.reserves.piles]:
            p = _RESERVE_LINES.index(key)
            _once(fields.reserves.get(p), number, key)
            fields.reserves[p] = (number, _parse_cards(value, number))
        elif key in ("stock", "waste", "waste1", "waste2", "waste3", "pass") and fields.game.talon is TalonKind.NONE:
            raise PositionError(number, "no_talon", f"{fields.game.name} has no talon: no {_quoted(key)} line")
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


_PYRAMID_SECTIONS = tuple(_section(p) for p in range(9))
_RESERVE_LINES = tuple(f"reserve{p + 1}" for p in range(99))


def _find_game(lines: list[str], games: Mapping[str, GameDeclaration]) -> GameDeclaration:
    """The game the ``game:`` line names (Pyramid without one), read before the rest: it says how many rows the
    pyramid sections have."""
    found: GameDeclaration | None = None
    for number, raw in enumerate(lines, start=1):
        key, sep, value = raw.strip().partition(":")
        if not sep or key.strip().lower() != "game" or raw.strip().startswith("#"):
            continue
        _once(found, number, "game")
        name = value.strip().upper()
        if name not in games:
            raise PositionError(number, "unknown_game", f"no game {_quoted(value.strip())} is played here")
        found = games[name]
    return found or PYRAMID


def _quoted(text: str, limit: int = 40) -> str:
    """``repr(text)``, cut short: an error message stays one readable line whatever the input holds."""
    return repr(text) if len(text) <= limit else repr(text[:limit]) + "…"


def _once(existing: object, number: int, key: str) -> None:
    if existing is not None:
        raise PositionError(number, "repeated_line", f"'{key}:' appears twice")


def _parse_rules(value: str, number: int, game: GameDeclaration) -> RuleSet:
    try:
        rules = RuleSet.from_field(value)
    except RulesError as error:
        raise PositionError(number, "bad_rules", f"unknown rules {_quoted(value.strip())}: {error}") from None
    if not game.rule_options and rules != FIXED_RULES:
        raise PositionError(number, "bad_rules", f"{game.name} has no rule options: its rules are {FIXED_RULES.field}")
    return rules


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


def _parse_pyramid(
    lines: list[str], number: int, game: GameDeclaration, pyramid: int
) -> tuple[tuple[list[Card | None], list[int]], int]:
    """The rows of pyramid ``pyramid`` of ``game`` from line ``number`` on: its cards in slot order and each row's
    line, and the number of the line after them."""
    slots: list[Card | None] = []
    row_lines: list[int] = []
    shape = game.pyramids[pyramid]
    first_row = sum(other.rows for other in game.pyramids[:pyramid])
    which = "the pyramid" if len(game.pyramids) == 1 else f"pyramid {pyramid + 1}"
    rows = shape.rows
    row = 0
    while row < rows:
        if number >= len(lines):
            raise PositionError(number, "short_pyramid", f"{which} has {row} rows; it needs {rows}")
        raw = lines[number].strip()
        number += 1
        if not raw or raw.startswith("#"):
            continue
        tokens = raw.replace(",", " ").split()
        if ":" in raw:
            raise PositionError(number, "short_pyramid", f"{which} has {row} rows; it needs {rows}")
        wanted = len(game.layout.row_slots[first_row + row])
        if len(tokens) != wanted:
            raise PositionError(
                number, "bad_row", f"row {row + 1} of {which} must have {wanted} cards, not {len(tokens)}"
            )
        slots.extend(None if token == REMOVED else _parse_card(token, number) for token in tokens)
        row_lines.append(number)
        row += 1
    return (slots, row_lines), number


def _build(fields: _Fields) -> Position:
    if fields.rules is None:
        raise PositionError(0, "missing_rules", "the 'rules:' line is missing")
    game = fields.game
    for p in range(len(game.pyramids)):
        if p not in fields.pyramids:
            raise PositionError(0, "missing_pyramid", f"the '{_section(p)}:' section is missing")
    fields.pyramid = [card for p in range(len(game.pyramids)) for card in fields.pyramids[p][0]]
    fields.row_lines = [line for p in range(len(game.pyramids)) for line in fields.pyramids[p][1]]
    rules = fields.rules[1]
    piles = rules.waste_piles if game.rule_options else game.waste_piles
    waste = _waste_piles(fields.waste or {}, piles)
    stock = tuple(fields.stock[1]) if fields.stock else ()
    reserves = tuple(tuple(fields.reserves[p][1]) if p in fields.reserves else () for p in range(game.reserves.piles))
    _check_unique(fields)
    _check_not_floating(game, fields.pyramid, fields.row_lines)
    pass_number = 1
    if fields.pass_number is not None:
        line, pass_number = fields.pass_number
        passes = rules.passes if game.rule_options else game.passes
        if passes is not None and pass_number > passes:
            raise PositionError(line, "bad_pass", f"pass {pass_number} is more than these rules allow")
    return Position(rules, tuple(fields.pyramid), stock, waste, pass_number, reserves, game)


def _waste_piles(waste: dict[str, tuple[int, list[Card]]], piles: int) -> tuple[tuple[Card, ...], ...]:
    wanted = ("waste1", "waste2", "waste3") if piles == 3 else ("waste",) if piles else ()
    for key, (line, _) in waste.items():
        if key not in wanted:
            expected = ", ".join(f"'{name}:'" for name in wanted)
            raise PositionError(line, "wrong_waste", f"'{key}:' does not fit these rules (use {expected})")
    return tuple(tuple(waste[key][1]) if key in waste else () for key in wanted)


def _check_unique(fields: _Fields) -> None:
    placed: list[tuple[int, Card | None]] = list(
        zip(_slot_lines(fields.game, fields.row_lines or []), fields.pyramid or [], strict=True)
    )
    groups = ([fields.stock] if fields.stock else []) + list((fields.waste or {}).values())
    groups += list(fields.reserves.values())
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


def _slot_lines(game: GameDeclaration, row_lines: list[int]) -> list[int]:
    return [row_lines[game.layout.row[i]] for i in range(game.layout.size)]


def _check_not_floating(game: GameDeclaration, pyramid: list[Card | None], row_lines: list[int]) -> None:
    layout = game.layout
    first = [sum(shape.rows for shape in game.pyramids[:p]) for p in range(len(game.pyramids))]
    for i, card in enumerate(pyramid):
        if card is not None:
            continue
        for j in layout.covered_by[i]:
            if pyramid[j] is not None:
                covering = pyramid[j]
                assert covering is not None
                row = layout.row[i] - first[layout.pyramid[i]] + 1
                raise PositionError(
                    row_lines[layout.row[j]],
                    "floating_card",
                    f"{covering.code} still lies over a removed card of row {row}",
                )
