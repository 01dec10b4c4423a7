"""A game of the Pyramid family declared once, as data (docs/games.md).

A :class:`GameDeclaration` says what a game deals and how it is won: its pyramids (rows, upright or inverted, where
each lies), the pyramid cards dealt face down, the reserves (piles x depth, face up), the talon, the decks, the
passes, what pairs and what wins.  Everything the engine and the solver know of a game's shape is derived from it:
:class:`Layout` (slot numbers, what covers what, rows) and the deal's split of the shuffled cards
(:meth:`GameDeclaration.split`).  :data:`PYRAMID` is the game every rule set of :mod:`pyramid_qt.engine.rules`
plays; its rules field (families N, W, T and their options) refines its talon, passes and win.

Slots are numbered pyramid by pyramid, each row by row from the top, each row from the left.  A row of an upright
pyramid has one card more than the row above it; a row of an inverted pyramid one card fewer.  Each card lies over
the one or two cards of the row above it that it overlaps: in an upright pyramid ``(row, col)`` is covered by
``(row + 1, col)`` and ``(row + 1, col + 1)``; in an inverted one by ``(row + 1, col - 1)`` and ``(row + 1, col)``
where those exist.  Pyramids lie apart: no card of one covers a card of another.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence
from functools import cached_property
from types import MappingProxyType
from typing import TypeVar

from pyramid_qt.engine.records import FrozenRecord
from pyramid_qt.translation.marker import QT_TRANSLATE_NOOP

T = TypeVar("T")

CARDS_PER_DECK = 52
GAME_KEY_LENGTHS = range(2, 9)


def is_game_key(text: str) -> bool:
    """Whether ``text`` has the shape of a game's part of a deal code: 2 to 8 capital letters A–Z."""
    return len(text) in GAME_KEY_LENGTHS and text.isascii() and text.isalpha() and text.isupper()


class TalonKind(enum.Enum):
    """What the cards dealt to neither a pyramid nor a reserve do."""

    NONE = "none"  # every card is dealt to the pyramids and reserves
    DRAW_ONE = "draw_one"  # one card at a time onto one waste pile
    DRAW_THREE_PILES = "draw_three_piles"  # three at a time, one onto each of three waste piles
    DRAW_THREE_ONE_WASTE = "draw_three_one_waste"  # three at a time onto one waste pile, whose top card plays


class Win(enum.Enum):
    """What a game is won by."""

    ALL_CARDS = "all_cards"  # every card discarded, talon and reserves included
    PYRAMIDS = "pyramids"  # every pyramid card discarded


class PyramidShape(FrozenRecord):
    """One pyramid: its rows, whether it stands on its point, and where its top-left card lies on the board
    (``column``, ``row`` in card widths and heights; the board scales them)."""

    __slots__ = ("rows", "inverted", "column", "row")
    rows: int
    inverted: bool
    column: float
    row: float

    def __init__(self, rows: int, inverted: bool = False, column: float = 0.0, row: float = 0.0) -> None:
        if rows < 1:
            raise ValueError(f"a pyramid has at least one row, not {rows}")
        self._set(rows=rows, inverted=inverted, column=column, row=row)

    def row_length(self, row: int) -> int:
        return self.rows - row if self.inverted else row + 1

    @property
    def size(self) -> int:
        return self.rows * (self.rows + 1) // 2


class Reserves(FrozenRecord):
    """Reserve piles dealt face up after the pyramids: ``piles`` piles of ``depth`` cards, whose top cards play."""

    __slots__ = ("piles", "depth")
    piles: int
    depth: int

    def __init__(self, piles: int, depth: int) -> None:
        self._set(piles=piles, depth=depth)

    @property
    def size(self) -> int:
        return self.piles * self.depth


NO_RESERVES = Reserves(0, 0)


class Pairing(FrozenRecord):
    """What goes to the discard: two free cards whose ranks sum to ``total``, and a King alone when
    ``kings_alone``."""

    __slots__ = ("total", "kings_alone")
    total: int
    kings_alone: bool

    def __init__(self, total: int = 13, kings_alone: bool = True) -> None:
        self._set(total=total, kings_alone=kings_alone)


DEFAULT_PAIRING = Pairing()


class Layout(FrozenRecord):
    """The geometry of a game's pyramids, derived once from their shapes; see the module docstring."""

    __slots__ = ("pyramids", "face_down_rows", "__dict__")  # the dict keeps what is derived
    pyramids: tuple[PyramidShape, ...]
    face_down_rows: int

    def __init__(self, pyramids: tuple[PyramidShape, ...], face_down_rows: int = 0) -> None:
        self._set(pyramids=pyramids, face_down_rows=face_down_rows)

    def _names(self) -> tuple[str, ...]:
        return self.__slots__[:-1]

    @cached_property
    def row_slots(self) -> tuple[tuple[int, ...], ...]:
        """The slots of each row, all pyramids' rows in order (the first pyramid's top row first)."""
        rows: list[tuple[int, ...]] = []
        slot = 0
        for shape in self.pyramids:
            for row in range(shape.rows):
                length = shape.row_length(row)
                rows.append(tuple(range(slot, slot + length)))
                slot += length
        return tuple(rows)

    @cached_property
    def size(self) -> int:
        return sum(shape.size for shape in self.pyramids)

    @cached_property
    def rows(self) -> int:
        return len(self.row_slots)

    @cached_property
    def row(self) -> tuple[int, ...]:
        """Each slot's row (counted across the pyramids, as :attr:`row_slots`)."""
        return _per_slot(self.size, ((i, r) for r, slots in enumerate(self.row_slots) for i in slots))

    @cached_property
    def col(self) -> tuple[int, ...]:
        """Each slot's place in its row, from the left."""
        return _per_slot(self.size, ((i, c) for slots in self.row_slots for c, i in enumerate(slots)))

    @cached_property
    def pyramid(self) -> tuple[int, ...]:
        """Each slot's pyramid (an index into :attr:`pyramids`)."""
        owners = (p for p, shape in enumerate(self.pyramids) for _ in range(shape.rows))
        return _per_slot(self.size, ((i, p) for p, slots in zip(owners, self.row_slots, strict=True) for i in slots))

    @cached_property
    def covered_by(self) -> tuple[tuple[int, ...], ...]:
        """The cards lying directly on each card (empty for a pyramid's last row), ascending."""
        found: list[tuple[int, ...]] = []
        first_row = 0
        for shape in self.pyramids:
            for row in range(shape.rows):
                for col in range(shape.row_length(row)):
                    if row == shape.rows - 1:
                        found.append(())
                        continue
                    above = self.row_slots[first_row + row + 1]
                    near = (col - 1, col) if shape.inverted else (col, col + 1)
                    found.append(tuple(above[c] for c in near if 0 <= c < len(above)))
            first_row += shape.rows
        return tuple(found)

    @cached_property
    def covers(self) -> tuple[tuple[int, ...], ...]:
        """The cards each card lies on (what it covers), ascending."""
        return tuple(tuple(j for j in range(self.size) if i in self.covered_by[j]) for i in range(self.size))

    @cached_property
    def face_down(self) -> frozenset[int]:
        """The slots dealt face down: each pyramid's top ``face_down_rows`` rows."""
        first = [sum(shape.rows for shape in self.pyramids[:p]) for p in range(len(self.pyramids))]
        return frozenset(i for i in range(self.size) if self.row[i] - first[self.pyramid[i]] < self.face_down_rows)

    @cached_property
    def free_at_start(self) -> tuple[int, ...]:
        """The slots no card lies on when every slot holds its card."""
        return tuple(i for i in range(self.size) if not self.covered_by[i])

    @cached_property
    def _index(self) -> dict[tuple[int, int], int]:
        # A plain dict, not a read-only view: a layout travels to worker processes inside a deal code (pickled).
        return {(self.row[i], self.col[i]): i for i in range(self.size)}

    def index_of(self, row: int, col: int) -> int:
        """The slot at ``col`` of ``row`` (rows counted as in :attr:`row_slots`); ``KeyError`` if there is none."""
        return self._index[row, col]


def _per_slot(size: int, pairs: Iterable[tuple[int, T]]) -> tuple[T, ...]:
    values = dict(pairs)
    return tuple(values[i] for i in range(size))


class GameDeclaration(FrozenRecord):
    """One game of the family; see the module docstring.  ``key`` is its part of a deal code (docs/games.md), ``name``
    its English name (translated under the context ``Games`` where it is shown).  ``passes`` is ``None`` for
    unlimited.  ``rule_options``: the game's talon, passes and win are refined by a
    :class:`~pyramid_qt.engine.rules.RuleSet` (the rules field of its deal codes)."""

    __slots__ = (
        "key",
        "name",
        "pyramids",
        "talon",
        "passes",
        "win",
        "face_down_rows",
        "reserves",
        "decks",
        "pairing",
        "rule_options",
        "__dict__",  # keeps what is derived
    )
    key: str
    name: str
    pyramids: tuple[PyramidShape, ...]
    talon: TalonKind
    passes: int | None
    win: Win
    face_down_rows: int
    reserves: Reserves
    decks: int
    pairing: Pairing
    rule_options: bool

    def __init__(
        self,
        key: str,
        name: str,
        pyramids: tuple[PyramidShape, ...],
        talon: TalonKind,
        passes: int | None,
        win: Win,
        face_down_rows: int = 0,
        reserves: Reserves = NO_RESERVES,
        decks: int = 1,
        pairing: Pairing = DEFAULT_PAIRING,
        rule_options: bool = False,
    ) -> None:
        self._set(
            key=key,
            name=name,
            pyramids=pyramids,
            talon=talon,
            passes=passes,
            win=win,
            face_down_rows=face_down_rows,
            reserves=reserves,
            decks=decks,
            pairing=pairing,
            rule_options=rule_options,
        )
        self._check()

    def _names(self) -> tuple[str, ...]:
        return self.__slots__[:-1]

    def _check(self) -> None:
        if not self.pyramids:
            raise ValueError("a game has at least one pyramid")
        if not is_game_key(self.key):
            raise ValueError(f"a game's key is 2-8 capital letters A-Z, not {self.key!r}")
        dealt = self.layout.size + self.reserves.size
        if dealt > self.cards:
            raise ValueError(f"{self.name} deals {dealt} cards from {self.cards}")
        if self.talon is TalonKind.NONE and dealt != self.cards:
            raise ValueError(f"{self.name} has no talon, so its {self.cards} cards must all be dealt, not {dealt}")
        if self.face_down_rows and self.face_down_rows >= min(shape.rows for shape in self.pyramids):
            raise ValueError("a pyramid's last row is dealt face up")

    @cached_property
    def layout(self) -> Layout:
        return Layout(self.pyramids, self.face_down_rows)

    def __reduce__(self) -> str | tuple[object, ...]:
        # A declared game travels to a worker process (inside a position or a deal code) as its module-level name,
        # so it arrives as the same object with its layout already derived; any other as its fields.
        name = next((name for name, value in globals().items() if value is self), None)
        if name is not None:
            return name
        return (GameDeclaration, self._fields())

    @property
    def cards(self) -> int:
        return CARDS_PER_DECK * self.decks

    @cached_property
    def revealed(self) -> GameDeclaration:
        """The same game with every card dealt face up: what a solver that is shown the face-down cards plays (the
        deal's own verdict, or one guess of the cards not yet seen)."""
        if not self.face_down_rows:
            return self
        return GameDeclaration(**{**dict(zip(self._names(), self._fields(), strict=True)), "face_down_rows": 0})

    @property
    def waste_piles(self) -> int:
        """The waste piles of a game without rule options (a game with them has its rule set's)."""
        if self.talon is TalonKind.NONE:
            return 0
        return 3 if self.talon is TalonKind.DRAW_THREE_PILES else 1

    @property
    def draw_count(self) -> int:
        """The cards one draw turns over in a game without rule options."""
        return 1 if self.talon is TalonKind.DRAW_ONE else 3

    @property
    def talon_size(self) -> int:
        return self.cards - self.layout.size - self.reserves.size

    def split(self, deck: Sequence[T]) -> tuple[tuple[T, ...], tuple[tuple[T, ...], ...], tuple[T, ...]]:
        """The shuffled ``deck`` dealt: the pyramid slots in slot order, then each reserve pile bottom to top, then
        the talon (the top of the stock first)."""
        if len(deck) != self.cards:
            raise ValueError(f"{self.name} is dealt from {self.cards} cards, not {len(deck)}")
        size, depth = self.layout.size, self.reserves.depth
        reserves = tuple(tuple(deck[size + p * depth : size + (p + 1) * depth]) for p in range(self.reserves.piles))
        return tuple(deck[:size]), reserves, tuple(deck[size + self.reserves.size :])


PYRAMID = GameDeclaration(
    key="PYR",
    name=QT_TRANSLATE_NOOP("Games", "Pyramid"),
    pyramids=(PyramidShape(7),),
    talon=TalonKind.DRAW_ONE,
    passes=None,
    win=Win.PYRAMIDS,
    rule_options=True,
)
"""The 28-card pyramid and 24-card talon: every rule set of :mod:`pyramid_qt.engine.rules` (whose families set the
talon's start, draw one or three, the passes and whether the talon must be cleared too)."""

GIZA = GameDeclaration(
    key="GIZA",
    name=QT_TRANSLATE_NOOP("Games", "Giza"),
    pyramids=(PyramidShape(7),),
    reserves=Reserves(piles=8, depth=3),
    talon=TalonKind.NONE,
    passes=0,
    win=Win.ALL_CARDS,
)
"""Pyramid's 28-card pyramid with no talon: the other 24 cards lie face up in eight reserve piles of three, whose top
cards pair with free pyramid cards and with each other; won when all 52 cards are discarded."""

PHARAOHS = GameDeclaration(
    key="PHARAOHS",
    name=QT_TRANSLATE_NOOP("Games", "Pharaohs"),
    pyramids=(PyramidShape(7), PyramidShape(6, column=8.3, row=0.52), PyramidShape(2, column=6.67)),
    talon=TalonKind.NONE,
    passes=0,
    win=Win.ALL_CARDS,
)
"""Three open pyramids of 7, 6 and 2 rows (28 + 21 + 3 = 52 cards) and no talon; won when every card is discarded.
The seven-row pyramid lies at the left, the six-row one at its right (its rows level with the seven-row one's
from the second down), the two-row one in the gap between their tops: a landscape board, as wide as the window."""

TRIANGLE = GameDeclaration(
    key="TRIANGLE",
    name=QT_TRANSLATE_NOOP("Games", "Triangle"),
    pyramids=(PyramidShape(7, inverted=True),),
    talon=TalonKind.DRAW_ONE,
    passes=3,
    win=Win.PYRAMIDS,
)
"""Pyramid's 28 cards as an inverted pyramid standing on its point, whose single card (the last row) is the only free
card at the start; the talon turned one card at a time onto one waste pile, whose top card plays; three passes (two
redeals); won when the pyramid is cleared."""

KINGTUT = GameDeclaration(
    key="KINGTUT",
    name=QT_TRANSLATE_NOOP("Games", "King Tut"),
    pyramids=(PyramidShape(7),),
    talon=TalonKind.DRAW_THREE_ONE_WASTE,
    passes=None,
    win=Win.PYRAMIDS,
)
"""Pyramid's pyramid; the talon turned three cards at a time onto one waste pile, whose top card plays; unlimited
passes; won when the pyramid is cleared."""

THIRTEEN = GameDeclaration(
    key="THIRTEEN",
    name=QT_TRANSLATE_NOOP("Games", "Pyramid Thirteen"),
    pyramids=(PyramidShape(7),),
    face_down_rows=6,
    talon=TalonKind.DRAW_ONE,
    passes=1,
    win=Win.PYRAMIDS,
)
"""Pyramid's pyramid with its top six rows (21 cards) dealt face down, each turned face up when the last card on it
goes; the talon turned one card at a time onto one waste pile, whose top card plays; one pass; won when the pyramid
is cleared."""

GAMES: Mapping[str, GameDeclaration] = MappingProxyType(
    {game.key: game for game in (PYRAMID, GIZA, PHARAOHS, TRIANGLE, KINGTUT, THIRTEEN)}
)
"""Every game the player can choose, by key, in the order New game and Preferences list them: the games the window
draws and the solver plays (with a label table each: ``resources/labels``).  A deal code or a position text of any
other game is not read where these are the games asked for (the default)."""

ENGINE_GAMES: Mapping[str, GameDeclaration] = MappingProxyType(
    {game.key: game for game in (PYRAMID, GIZA, PHARAOHS, TRIANGLE, KINGTUT, THIRTEEN)}
)
"""Every game the engine plays (deals, moves, wins, position texts), by key: :data:`GAMES` and the games not yet
offered to the player.  Pass it as ``games=`` to read their deal codes and position texts."""
