"""The position of one game: where every card lies, and what the rules let the player do there.

:class:`Position` is immutable; :meth:`Position.apply` returns the next position.  This module decides every
rule of docs/rules.md (see :mod:`pyramid_qt.engine.rules` for the decisions where the sources are silent).

A position belongs to one game (:mod:`pyramid_qt.engine.games`, Pyramid unless said): its pyramid slots are the
game's layout (several pyramids numbered one after the other), and a game with reserves has their piles, each
bottom to top, whose top cards play.  A game without rule options (docs/games.md) is played under
:data:`~pyramid_qt.engine.rules.DEFAULT_RULES`, which change nothing there: it has no talon, and no pair is
stacked.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from operator import eq as _equal
from operator import is_ as _is

from pyramid_qt.engine.cards import Card
from pyramid_qt.engine.deal import FIXED_RULES, Deal
from pyramid_qt.engine.games import PYRAMID, GameDeclaration, Win
from pyramid_qt.engine.moves import DRAW, RECYCLE, IllegalMoveError, Move, MoveKind, Refusal
from pyramid_qt.engine.rules import RuleSet, TalonStart

POINTS_PER_PYRAMID_CARD = 10


class Area(enum.Enum):
    PYRAMID = "pyramid"
    STOCK = "stock"
    WASTE = "waste"
    RESERVE = "reserve"


@dataclass(frozen=True, slots=True)
class Location:
    """Where a card lies.  ``index`` is the pyramid slot, or the waste pile number (0–2), or the reserve pile
    number, or 0 for the stock; ``depth`` counts from the top of a stock, waste or reserve pile (0 = top) and is 0
    in the pyramid."""

    area: Area
    index: int = 0
    depth: int = 0


class Status(enum.Enum):
    PLAYING = "playing"
    WON = "won"
    LOST = "lost"


@dataclass(frozen=True, slots=True)
class Position:
    rules: RuleSet
    pyramid: tuple[Card | None, ...]  # 28 slots, None where the card has been removed
    stock: tuple[Card, ...]  # top first
    waste: tuple[tuple[Card, ...], ...]  # one pile, or three with draw three; each bottom to top
    pass_number: int = 1
    reserves: tuple[tuple[Card, ...], ...] = ()  # each pile bottom to top; none in Pyramid
    # Left out of the hash: a game's pyramid size and reserves already tell the games apart in a table.
    game: GameDeclaration = field(default=PYRAMID, hash=False, repr=False)

    # ------------------------------------------------------------------ construction
    @staticmethod
    def from_deal(deal: Deal, rules: RuleSet, game: GameDeclaration = PYRAMID) -> Position:
        """The start of ``deal`` (dealt for ``game``) under ``rules``; a game without rule options is played under
        :data:`~pyramid_qt.engine.deal.FIXED_RULES` whatever ``rules`` says, has no waste pile and starts as dealt."""
        if not game.rule_options:
            rules = FIXED_RULES
        position = Position(
            rules=rules,
            pyramid=tuple(deal.pyramid),
            stock=tuple(deal.talon),
            waste=((),) * (rules.waste_piles if game.rule_options else game.waste_piles),
            reserves=tuple(tuple(pile) for pile in deal.reserves),
            game=game,
        )
        if game.rule_options and rules.talon_start is TalonStart.ONE_TO_WASTE:
            position = position._drawn()
        return position

    # ------------------------------------------------------------------ queries
    def cards_on_table(self) -> Iterator[Card]:
        yield from (card for card in self.pyramid if card is not None)
        yield from self.stock
        for pile in self.waste:
            yield from pile
        for pile in self.reserves:
            yield from pile

    @property
    def passes(self) -> int | None:
        """Trips through the stock (``None`` unlimited): the rule set's, or the declaration's in a game without rule
        options."""
        return self.rules.passes if self.game.rule_options else self.game.passes

    @property
    def draw_count(self) -> int:
        """The cards a draw turns over: the rule set's, or the declaration's in a game without rule options."""
        return self.rules.draw_count if self.game.rule_options else self.game.draw_count

    @property
    def pyramid_remaining(self) -> int:
        return sum(card is not None for card in self.pyramid)

    @property
    def pyramid_removed(self) -> int:
        return self.game.layout.size - self.pyramid_remaining

    @property
    def win_cards_removed(self) -> int:
        """The cards the game's win needs removed that are gone, those gone before a pasted start included: every
        card discarded when its win takes them all, else the pyramid cards (the count the solver's best keeps)."""
        if self.game.win is Win.ALL_CARDS:
            return self.game.cards - sum(1 for _ in self.cards_on_table())
        return self.pyramid_removed

    @property
    def score(self) -> int:
        """10 a card the win needs removed (Pyramide's count from the deal: a won game of any kind scores its most)."""
        return POINTS_PER_PYRAMID_CARD * self.win_cards_removed

    @property
    def talon_count(self) -> int:
        return len(self.stock) + sum(len(pile) for pile in self.waste)

    @property
    def reserve_count(self) -> int:
        return sum(len(pile) for pile in self.reserves)

    def locate(self, card: Card) -> Location | None:
        # Cards are nearly always the deal's own objects: look for the object first (a comparison of identities
        # is some twenty times cheaper than a card's __eq__), then for an equal card.
        for same in (_is, _equal):
            for i, slot in enumerate(self.pyramid):
                if same(slot, card):
                    return Location(Area.PYRAMID, i)
            for depth, held in enumerate(self.stock):
                if same(held, card):
                    return Location(Area.STOCK, 0, depth)
            for p, pile in enumerate(self.waste):
                for i, held in enumerate(pile):
                    if same(held, card):
                        return Location(Area.WASTE, p, len(pile) - 1 - i)
            for p, pile in enumerate(self.reserves):
                for i, held in enumerate(pile):
                    if same(held, card):
                        return Location(Area.RESERVE, p, len(pile) - 1 - i)
        return None

    def is_free(self, index: int) -> bool:
        """A pyramid slot whose card is present and no longer covered."""
        return self.pyramid[index] is not None and all(
            self.pyramid[j] is None for j in self.game.layout.covered_by[index]
        )

    def with_game(self, game: GameDeclaration) -> Position:
        """The same cards as a position of ``game`` (a game of the same shape: its face-down cards shown, say)."""
        return replace(self, game=game)

    @property
    def face_down(self) -> frozenset[int]:
        """The pyramid slots whose card is still face down: dealt face down (:attr:`Layout.face_down`) and still
        covered.  A card is turned face up when the last card lying on it goes, and stays so (an undo brings back
        the position before, its card covered and face down again)."""
        dealt_down = self.game.layout.face_down
        if not dealt_down:
            return frozenset()
        return frozenset(i for i in dealt_down if self.pyramid[i] is not None and not self.is_free(i))

    def covering(self, index: int) -> tuple[int, ...]:
        """The pyramid slots still lying on slot ``index``."""
        return tuple(j for j in self.game.layout.covered_by[index] if self.pyramid[j] is not None)

    def is_exposed_at(self, where: Location) -> bool:
        if where.area is Area.PYRAMID:
            return self.is_free(where.index)
        if where.area is Area.STOCK:
            return where.depth == 0 and self.rules.stock_top_playable
        return where.depth == 0

    def is_exposed(self, card: Card) -> bool:
        where = self.locate(card)
        return where is not None and self.is_exposed_at(where)

    def exposed_cards(self) -> list[Card]:
        cards: list[Card] = [card for i, card in enumerate(self.pyramid) if card is not None and self.is_free(i)]
        if self.stock and self.rules.stock_top_playable:
            cards.append(self.stock[0])
        cards.extend(pile[-1] for pile in self.waste if pile)
        cards.extend(pile[-1] for pile in self.reserves if pile)
        return cards

    def _under_partner(self, card: Card, where: Location) -> Card | None:
        """The single card that may still pair with ``card`` although it covers it, if any (stacked pairs in
        the pyramid, drawn card vs waste card on a waste pile).  A covering card that does not sum to 13 with
        ``card`` is no partner: the covered card is then simply blocked (and shown and refused as such)."""
        partner: Card | None = None
        if where.area is Area.PYRAMID and self.rules.stacked_pairs:
            over = self.covering(where.index)
            if len(over) == 1 and self.is_free(over[0]):
                partner = self.pyramid[over[0]]
        elif (
            where.area is Area.WASTE
            and where.depth == 1
            and self.rules.talon_pairing
            and not self.rules.stock_top_playable
        ):
            partner = self.waste[where.index][-1]
        return partner if partner is not None and partner.pairs_with(card) else None

    def is_playable(self, card: Card) -> bool:
        """True when the card can take part in some removal now: it is exposed, or it is covered only by a
        card it may pair with under these rules."""
        where = self.locate(card)
        if where is None:
            return False
        return self.is_exposed_at(where) or self._under_partner(card, where) is not None

    def tap_refusal(self, card: Card) -> Refusal | None:
        """Why tapping ``card`` alone can do nothing (``None`` when it can be selected)."""
        if self.locate(card) is None:
            return Refusal.NOT_AVAILABLE
        return None if self.is_playable(card) else Refusal.BLOCKED

    def king_refusal(self, card: Card) -> Refusal | None:
        where = self.locate(card)
        if where is None:
            return Refusal.NOT_AVAILABLE
        if not card.is_king:
            return Refusal.NOT_A_KING
        return None if self.is_exposed_at(where) else Refusal.BLOCKED

    def pair_refusal(self, a: Card, b: Card) -> Refusal | None:
        if a == b:
            return Refusal.SAME_CARD
        where_a, where_b = self.locate(a), self.locate(b)
        if where_a is None or where_b is None:
            return Refusal.NOT_AVAILABLE
        exposed_a, exposed_b = self.is_exposed_at(where_a), self.is_exposed_at(where_b)
        under_a = None if exposed_a else self._under_partner(a, where_a)
        under_b = None if exposed_b else self._under_partner(b, where_b)
        if (not exposed_a and under_a is None) or (not exposed_b and under_b is None):
            return Refusal.BLOCKED
        if not a.pairs_with(b):
            return Refusal.SUM_NOT_13
        if not exposed_a or not exposed_b:
            # One is covered: it may pair only with the one card covering it.
            return None if (under_a == b or under_b == a) else Refusal.BLOCKED
        if where_a.area is not Area.PYRAMID and where_b.area is not Area.PYRAMID:
            return self._talon_pair_refusal(where_a, where_b)
        return None

    def _talon_pair_refusal(self, where_a: Location, where_b: Location) -> Refusal | None:
        """Two exposed cards off the pyramid: a reserve top pairs with any; two waste pile tops always pair; the
        stock top and a waste top only with talon pairing."""
        if Area.RESERVE in (where_a.area, where_b.area):
            return None
        if where_a.area is Area.WASTE and where_b.area is Area.WASTE:
            return None
        return None if self.rules.talon_pairing else Refusal.TALON_PAIR_NOT_ALLOWED

    def draw_refusal(self) -> Refusal | None:
        return None if self.stock else Refusal.STOCK_EMPTY

    def recycle_refusal(self) -> Refusal | None:
        if self.stock:
            return Refusal.STOCK_NOT_EMPTY
        if not any(self.waste):
            return Refusal.WASTE_EMPTY
        if self.passes is not None and self.pass_number >= self.passes:
            return Refusal.NO_PASSES_LEFT
        return None

    def refusal(self, move: Move) -> Refusal | None:
        """``None`` if ``move`` is legal here, else the reason it is not (game over is the game's business)."""
        if move.kind is MoveKind.REMOVE_KING:
            return self.king_refusal(move.cards[0])
        if move.kind is MoveKind.REMOVE_PAIR:
            return self.pair_refusal(*move.cards)
        if move.kind is MoveKind.DRAW:
            return self.draw_refusal()
        return self.recycle_refusal()

    def partners(self, card: Card) -> list[Card]:
        """The cards ``card`` can be removed with right now (for the dashed frames after a first tap)."""
        candidates = [c for c in self.cards_on_table() if c.pairs_with(card)]
        return [c for c in candidates if self.pair_refusal(card, c) is None]

    def legal_moves(self) -> list[Move]:
        moves: list[Move] = []
        exposed = self.exposed_cards()
        moves.extend(Move.king(card) for card in exposed if card.is_king)
        playable = [card for card in self.cards_on_table() if not card.is_king and self.is_playable(card)]
        for i, a in enumerate(playable):
            for b in playable[i + 1 :]:
                if a.pairs_with(b) and self.pair_refusal(a, b) is None:
                    moves.append(Move.pair(a, b))
        if self.draw_refusal() is None:
            moves.append(DRAW)
        if self.recycle_refusal() is None:
            moves.append(RECYCLE)
        return moves

    @property
    def is_won(self) -> bool:
        if not self.game.rule_options:
            cleared = self.pyramid_remaining == 0
            return cleared and (self.game.win is Win.PYRAMIDS or (self.talon_count == 0 and self.reserve_count == 0))
        if self.rules.strict_win:
            return self.pyramid_remaining == 0 and self.talon_count == 0
        return self.pyramid_remaining == 0

    @property
    def status(self) -> Status:
        if self.is_won:
            return Status.WON
        return Status.PLAYING if self.legal_moves() else Status.LOST

    # ------------------------------------------------------------------ transitions
    def apply(self, move: Move) -> Position:
        """The position after ``move``; raise :class:`IllegalMoveError` if it is not legal."""
        reason = self.refusal(move)
        if reason is not None:
            raise IllegalMoveError(reason, move)
        if move.kind is MoveKind.DRAW:
            return self._drawn()
        if move.kind is MoveKind.RECYCLE:
            return self._recycled()
        return self._without(move.cards)

    def _without(self, cards: tuple[Card, ...]) -> Position:
        gone = set(cards)
        return replace(
            self,
            pyramid=tuple(None if card in gone else card for card in self.pyramid),
            stock=tuple(card for card in self.stock if card not in gone),
            waste=tuple(tuple(card for card in pile if card not in gone) for pile in self.waste),
            reserves=tuple(tuple(card for card in pile if card not in gone) for pile in self.reserves),
        )

    def _drawn(self) -> Position:
        count = min(self.draw_count, len(self.stock))
        waste = list(self.waste)
        if len(waste) == 1:  # one waste pile: the cards turned in the stock's order, the last on top
            waste[0] = waste[0] + self.stock[:count]
        else:  # three piles: one card onto each
            for k in range(count):
                waste[k] = waste[k] + (self.stock[k],)
        return replace(self, stock=self.stock[count:], waste=tuple(waste))

    def _recycled(self) -> Position:
        depth = max(len(pile) for pile in self.waste)
        stock = tuple(pile[level] for level in range(depth) for pile in self.waste if level < len(pile))
        return replace(self, stock=stock, waste=((),) * len(self.waste), pass_number=self.pass_number + 1)
