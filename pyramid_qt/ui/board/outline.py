"""What the board holds, in reading order: the card table as a screen reader and the arrow keys go through it.

Plain data over the engine's :class:`Position` and the board's marks, no Qt: the pyramids one after the other, each
row by row (top to bottom, left to right), then the stock, the stock's face-up top card (web rules) and the waste
pile(s), then the reserve piles, each pile from its top card down.  Each card has its place (pyramid, row and
position in the row, the stock, waste pile n, reserve pile n) and its state (free or covered, selected, a possible
partner of the selected card, in the hint).  The accessible interfaces
(:mod:`pyramid_qt.ui.accessibility.board_interfaces`) and the keyboard's reading order (:func:`focus_order`) are read
from it.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator
from typing import NamedTuple

from pyramid_qt.engine import Card, Position
from pyramid_qt.engine.games import TalonKind
from pyramid_qt.engine.records import FrozenRecord
from pyramid_qt.engine.state import Area
from pyramid_qt.ui.board.marks import STOCK, BoardMarks


class StockAction(enum.Enum):
    """What tapping the stock does now."""

    DRAW = "draw"
    RECYCLE = "recycle"  # "Another round": the waste goes back
    NONE = "none"  # nothing: no card left and no pass left


class CardPlace(NamedTuple):
    """Where a card lies, counted as a player counts: rows, columns and piles from 1, depth 0 = a pile's top."""

    area: Area
    row: int = 0  # pyramid: 1 (its top row) to its rows
    column: int = 0  # pyramid: 1 to ``row_length``, from the left
    pile: int = 1  # waste or reserve: 1 to ``piles``
    piles: int = 1  # waste piles under these rules (3 with draw three), or the game's reserve piles
    depth: int = 0  # stock, waste and reserve: cards lying on it
    row_length: int = 0  # pyramid: the cards of its row (dealt)
    pyramid: int = 1  # pyramid: 1 to ``pyramids``
    pyramids: int = 1  # the game's pyramids


class CardState(NamedTuple):
    free: bool  # it can be tapped now (it takes part in some removal, or it is a King it can go alone)
    selected: bool = False
    partner: bool = False  # the selected card could go with it
    hint: bool = False
    face_down: bool = False  # a pyramid card not yet turned: the player does not know it, so nothing names it


class CardEntry(NamedTuple):
    card: Card
    place: CardPlace
    state: CardState


class BoardOutline(FrozenRecord):
    __slots__ = (
        "pyramid",
        "stock_cards",
        "stock_action",
        "stock_top",
        "waste",
        "focus",
        "pass_number",
        "passes",
        "reserves",
        "pyramids",
        "has_stock",
        "_by_card",
    )
    pyramid: tuple[CardEntry, ...]  # every pyramid's cards, reading order
    stock_cards: int  # face-down cards in the stock
    stock_action: StockAction
    stock_top: CardEntry | None  # the face-up stock top (web rules)
    waste: tuple[tuple[CardEntry, ...], ...]  # one tuple per waste pile, top card first
    focus: Card | str | None
    pass_number: int
    passes: int | None  # None: unlimited
    reserves: tuple[tuple[CardEntry, ...], ...]  # one tuple per reserve pile, top card first
    pyramids: int  # the game's pyramids
    has_stock: bool  # the game has a talon (a stock to draw from)
    _by_card: dict[Card, CardEntry]

    def __init__(
        self,
        pyramid: tuple[CardEntry, ...],
        stock_cards: int,
        stock_action: StockAction,
        stock_top: CardEntry | None,
        waste: tuple[tuple[CardEntry, ...], ...],
        focus: Card | str | None = None,
        pass_number: int = 1,
        passes: int | None = None,
        reserves: tuple[tuple[CardEntry, ...], ...] = (),
        pyramids: int = 1,
        has_stock: bool = True,
    ) -> None:
        self._set(
            pyramid=pyramid,
            stock_cards=stock_cards,
            stock_action=stock_action,
            stock_top=stock_top,
            waste=waste,
            focus=focus,
            pass_number=pass_number,
            passes=passes,
            reserves=reserves,
            pyramids=pyramids,
            has_stock=has_stock,
        )
        self._set(_by_card={entry.card: entry for entry in self.cards()})

    def _names(self) -> tuple[str, ...]:
        return self.__slots__[:-1]  # the cards by card are derived

    def cards(self) -> Iterator[CardEntry]:
        """Every card on the table in reading order."""
        yield from self.pyramid
        if self.stock_top is not None:
            yield self.stock_top
        for pile in self.waste:
            yield from pile
        for pile in self.reserves:
            yield from pile

    def entry(self, card: Card) -> CardEntry | None:
        return self._by_card.get(card)

    def pyramid_cards(self, pyramid: int) -> tuple[CardEntry, ...]:
        """The cards of pyramid ``pyramid`` (from 1), in reading order."""
        return tuple(entry for entry in self.pyramid if entry.place.pyramid == pyramid)

    @property
    def waste_cards(self) -> int:
        return sum(len(pile) for pile in self.waste)


NO_MARKS = BoardMarks()


def outline(position: Position, marks: BoardMarks = NO_MARKS) -> BoardOutline:
    """The board of ``position`` with ``marks``, in reading order."""

    face_down = {position.pyramid[i] for i in position.face_down}

    def state(card: Card) -> CardState:
        return CardState(
            free=position.is_playable(card),
            selected=card == marks.selected,
            partner=card in marks.partners,
            hint=card in marks.hint,
            face_down=card in face_down,
        )

    game = position.game
    layout = game.layout
    first_rows = [sum(shape.rows for shape in game.pyramids[:p]) for p in range(len(game.pyramids))]

    def pyramid_place(i: int) -> CardPlace:
        p = layout.pyramid[i]
        row = layout.row[i] - first_rows[p]
        count = game.pyramids[p].row_length(row)
        return CardPlace(
            Area.PYRAMID, row + 1, layout.col[i] + 1, row_length=count, pyramid=p + 1, pyramids=len(game.pyramids)
        )

    pyramid = tuple(
        CardEntry(card, pyramid_place(i), state(card)) for i, card in enumerate(position.pyramid) if card is not None
    )
    stock_up = bool(position.stock) and position.rules.stock_top_playable
    stock_top = CardEntry(position.stock[0], CardPlace(Area.STOCK), state(position.stock[0])) if stock_up else None
    piles = len(position.waste)
    waste = tuple(
        tuple(
            CardEntry(card, CardPlace(Area.WASTE, pile=p + 1, piles=piles, depth=depth), state(card))
            for depth, card in enumerate(reversed(cards))
        )
        for p, cards in enumerate(position.waste)
    )
    reserves = tuple(
        tuple(
            CardEntry(card, CardPlace(Area.RESERVE, pile=p + 1, piles=len(position.reserves), depth=depth), state(card))
            for depth, card in enumerate(reversed(cards))
        )
        for p, cards in enumerate(position.reserves)
    )
    if position.draw_refusal() is None:
        action = StockAction.DRAW
    elif position.recycle_refusal() is None:
        action = StockAction.RECYCLE
    else:
        action = StockAction.NONE
    return BoardOutline(
        pyramid=pyramid,
        stock_cards=len(position.stock) - (1 if stock_up else 0),
        stock_action=action,
        stock_top=stock_top,
        waste=waste,
        focus=marks.focus,
        pass_number=position.pass_number,
        passes=position.passes,
        reserves=reserves,
        pyramids=len(game.pyramids),
        has_stock=game.talon is not TalonKind.NONE,
    )


def focus_order(board: BoardOutline) -> list[Card | str]:
    """Where Left and Right go, in reading order: the free pyramid cards, the stock (a game with a talon), the free
    talon cards, then the reserve piles' top cards."""
    keys: list[Card | str] = [entry.card for entry in board.pyramid if entry.state.free]
    if board.has_stock:
        keys.append(STOCK)
    talon = [board.stock_top] if board.stock_top is not None else []
    talon.extend(entry for pile in board.waste for entry in pile)
    talon.extend(entry for pile in board.reserves for entry in pile)
    keys.extend(entry.card for entry in talon if entry.state.free)
    return keys


def pyramid_holder(pyramid: int) -> str:
    """The holder name of pyramid ``pyramid`` (from 1): ``"pyramid"`` for the first, ``"pyramid2"`` …"""
    return "pyramid" if pyramid == 1 else f"pyramid{pyramid}"


def holder(board: BoardOutline, card: Card) -> str | None:
    """Which object holds ``card`` for a screen reader: ``"pyramid"``, ``"pyramid2"`` … (:func:`pyramid_holder`),
    ``"board"`` (the stock's face-up top, beside the stock button), ``"waste1"`` … (waste piles from 1),
    ``"reserve1"`` … (reserve piles from 1), or ``None`` when it is not on the table."""
    entry = board.entry(card)
    if entry is None:
        return None
    if entry.place.area is Area.PYRAMID:
        return pyramid_holder(entry.place.pyramid)
    if entry.place.area is Area.STOCK:
        return "board"
    if entry.place.area is Area.RESERVE:
        return f"reserve{entry.place.pile}"
    return f"waste{entry.place.pile}"


class OutlineChanges(NamedTuple):
    """What changed between two outlines, as an assistive tool must be told."""

    left: tuple[Card, ...] = ()  # gone from where they were (off the table, or to another holder)
    arrived: tuple[Card, ...] = ()  # newly where they are
    restated: tuple[Card, ...] = ()  # same place holder, new place or state words
    enabled: tuple[Card, ...] = ()  # free became covered or the reverse
    selection: tuple[Card, ...] = ()  # selected became unselected or the reverse
    focus_moved: bool = False
    renamed: tuple[str, ...] = ()  # "pyramid", "stock", "waste1", "reserve1" …: their counts (or action) changed

    def __bool__(self) -> bool:
        return any(
            (self.left, self.arrived, self.restated, self.enabled, self.selection, self.focus_moved, self.renamed)
        )


def changes(old: BoardOutline, new: BoardOutline) -> OutlineChanges:
    """The events that take an assistive tool from ``old`` to ``new``."""
    left: list[Card] = []
    arrived: list[Card] = []
    restated: list[Card] = []
    enabled: list[Card] = []
    selection: list[Card] = []
    for entry in old.cards():
        if holder(new, entry.card) != holder(old, entry.card):
            left.append(entry.card)
    for entry in new.cards():
        card = entry.card
        before = old.entry(card)
        if before is None or holder(old, card) != holder(new, card):
            arrived.append(card)
            continue
        if before.place != entry.place or before.state != entry.state:
            restated.append(card)
        if before.state.free != entry.state.free:
            enabled.append(card)
        if before.state.selected != entry.state.selected:
            selection.append(card)
    renamed = []
    for pyramid in range(1, new.pyramids + 1):
        if pyramid > old.pyramids or len(old.pyramid_cards(pyramid)) != len(new.pyramid_cards(pyramid)):
            renamed.append(pyramid_holder(pyramid))
    if (old.stock_cards, old.stock_action) != (new.stock_cards, new.stock_action):
        renamed.append("stock")
    for pile in range(len(new.waste)):
        if pile >= len(old.waste) or len(old.waste[pile]) != len(new.waste[pile]):
            renamed.append(f"waste{pile + 1}")
    for pile in range(len(new.reserves)):
        if pile >= len(old.reserves) or len(old.reserves[pile]) != len(new.reserves[pile]):
            renamed.append(f"reserve{pile + 1}")
    return OutlineChanges(
        left=tuple(left),
        arrived=tuple(arrived),
        restated=tuple(restated),
        enabled=tuple(enabled),
        selection=tuple(selection),
        focus_moved=old.focus != new.focus,
        renamed=tuple(renamed),
    )


EMPTY = BoardOutline(pyramid=(), stock_cards=0, stock_action=StockAction.NONE, stock_top=None, waste=())
"""The board before any game is on it."""
