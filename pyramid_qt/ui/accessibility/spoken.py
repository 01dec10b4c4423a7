"""What a screen reader says about the board: each card's place and state, the piles with their counts, and the
announcements of moves, draws, passes and hints, in the player's language.

Built from typed values (cards, places, moves) at call time; templates with ``{names}`` and ``%n`` plurals, never
sentences glued from pieces, since Indonesian puts the words in another order.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from pyramid_qt.engine import Card, Move, MoveKind
from pyramid_qt.engine.state import Area
from pyramid_qt.ui.board.outline import CardPlace, CardState, StockAction
from pyramid_qt.ui.texts import card_name, fill, pass_text

_tr = QCoreApplication.translate


def card_list(cards: Sequence[Card]) -> str:
    """ "7 of hearts", "7 of hearts and 6 of clubs", "A, B and C"."""
    names = [card_name(card) for card in cards]
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    text = fill(_tr("Access", "{first} and {last}", "a list of cards"), first=names[-2], last=names[-1])
    for name in reversed(names[:-2]):
        text = fill(_tr("Access", "{first}, {rest}", "a list of cards"), first=name, rest=text)
    return text


# ---------------------------------------------------------------------------------------------- the board's objects
def board_name() -> str:
    return _tr("MainWindow", "Card table")


def pyramid_name(count: int, pyramid: int = 1, pyramids: int = 1) -> str:
    """A pyramid's group: its cards; numbered from the left when the game has several pyramids."""
    if pyramids == 1:
        return _tr("Access", "Pyramid: %n card(s)", None, count)
    return fill(_tr("Access", "Pyramid {pyramid}: %n card(s)", None, count), pyramid=pyramid)


def reserve_name(pile: int, count: int, top: Card | None) -> str:
    """A reserve pile's group: its cards and the one on top (the one that plays)."""
    if top is None:
        return fill(_tr("Access", "Reserve pile {pile}: empty"), pile=pile)
    text = _tr("Access", "Reserve pile {pile}: %n card(s), top: {card}", "the card on top plays", count)
    return fill(text, pile=pile, card=card_name(top))


def face_down_name() -> str:
    """A pyramid card not yet turned: named as such, never by its rank or suit (the player has not seen it)."""
    return _tr("Access", "Face-down card")


def stock_name(count: int) -> str:
    """The stock button's name: its face-down cards."""
    return _tr("Access", "Stock: %n card(s)", None, count)


def stock_description(action: StockAction) -> str:
    texts = {
        StockAction.DRAW: _tr("Access", "Draws a card"),
        StockAction.RECYCLE: _tr("Access", "Another round: the waste goes back to the stock"),
        StockAction.NONE: _tr("Access", "Nothing left to draw"),
    }
    return texts[action]


def stock_action_name(action: StockAction) -> str:
    """The stock's default action as an assistive tool names it."""
    if action is StockAction.RECYCLE:
        return _tr("Actions", "Another round")
    return _tr("Actions", "Draw")


def waste_name(pile: int, piles: int, count: int) -> str:
    if piles == 1:
        return _tr("Access", "Waste: %n card(s)", None, count)
    return fill(_tr("Access", "Waste pile {pile}: %n card(s)", None, count), pile=pile)


def tap_action_name() -> str:
    return _tr("Access", "Press")  # the name Qt's own widgets give their press action


def tap_action_description() -> str:
    return _tr("Access", "Selects the card, pairs it with the selected card, or removes a King")


def place_text(place: CardPlace) -> str:
    """Where a card lies: "Pyramid row 7, card 3 of 7", "Pyramid 2, row 4, card 2 of 4", "Top of the stock",
    "Top of waste pile 2", "Reserve pile 3, top card"."""
    if place.area is Area.PYRAMID and place.pyramids == 1:
        return fill(
            _tr("Access", "Pyramid row {row}, card {column} of {count}"),
            row=place.row,
            column=place.column,
            count=place.row_length,
        )
    if place.area is Area.PYRAMID:
        return fill(
            _tr("Access", "Pyramid {pyramid}, row {row}, card {column} of {count}"),
            pyramid=place.pyramid,
            row=place.row,
            column=place.column,
            count=place.row_length,
        )
    if place.area is Area.RESERVE and place.depth == 0:
        return fill(_tr("Access", "Reserve pile {pile}, top card"), pile=place.pile)
    if place.area is Area.RESERVE:
        return fill(_tr("Access", "Reserve pile {pile}, under %n card(s)", None, place.depth), pile=place.pile)
    if place.area is Area.STOCK:
        return _tr("Access", "Top of the stock")
    if place.piles == 1:
        if place.depth == 0:
            return _tr("Access", "Top of the waste")
        return _tr("Access", "In the waste, under %n card(s)", None, place.depth)
    if place.depth == 0:
        return fill(_tr("Access", "Top of waste pile {pile}"), pile=place.pile)
    return fill(_tr("Access", "In waste pile {pile}, under %n card(s)", None, place.depth), pile=place.pile)


def state_text(state: CardState) -> str:
    """ "free", "covered", "selected", "possible partner" (a partner is free; so is a selected card)."""
    if state.selected:
        word = _tr("Access", "selected")
    elif state.partner:
        word = _tr("Access", "free, pairs with the selected card")
    elif state.free:
        word = _tr("Access", "free")
    else:
        word = _tr("Access", "covered")
    if state.hint:
        word = fill(_tr("Access", "{state}, in the hint"), state=word)
    return word


def card_description(place: CardPlace, state: CardState) -> str:
    template = _tr("Access", "{place}; {state}", "a card's place, then its state")
    return fill(template, place=place_text(place), state=state_text(state))


# ---------------------------------------------------------------------------------------------- announcements
def removed_text(cards: Sequence[Card], freed: Sequence[Card]) -> str:
    """ "7 of hearts and 6 of clubs removed; 9 of spades is free"."""
    removed = fill(_tr("Access", "{cards} removed"), cards=card_list(cards))
    if not freed:
        return removed
    now_free = fill(_tr("Access", "%n now free: {cards}", None, len(freed)), cards=card_list(freed))
    return fill(_tr("Access", "{removed}; {free}", "cards removed; cards freed"), removed=removed, free=now_free)


def drawn_text(cards: Sequence[Card], stock_left: int) -> str:
    drawn = fill(_tr("Access", "Drawn: {cards}"), cards=card_list(cards))
    left = _tr("Access", "%n card(s) left in the stock", None, stock_left)
    return fill(_tr("Access", "{drawn}; {left}", "cards drawn; stock left"), drawn=drawn, left=left)


def recycled_text(pass_number: int, passes: int | None) -> str:
    return fill(
        _tr("Access", "Another round: {pass}", "the waste went back to the stock"),
        **{"pass": pass_text(pass_number, passes)},
    )


def move_text(move: Move) -> str:
    """A move in a few words (what an undo took back, what a hint suggests)."""
    if move.kind is MoveKind.REMOVE_PAIR:
        return fill(_tr("Access", "pair {cards}"), cards=card_list(move.cards))
    if move.kind is MoveKind.REMOVE_KING:
        return fill(_tr("Access", "remove {card}"), card=card_name(move.cards[0]))
    if move.kind is MoveKind.DRAW:
        return _tr("Access", "draw from the stock")
    return _tr("Access", "another round")


def undone_text(move: Move) -> str:
    return fill(_tr("Access", "Undone: {move}"), move=move_text(move))


def redone_text(text: str) -> str:
    return fill(_tr("Access", "Redone: {move}"), move=text)


def hint_text(move: Move) -> str:
    return fill(_tr("Access", "Hint: {move}"), move=move_text(move))


def selected_text(card: Card, partners: Sequence[Card]) -> str:
    if not partners:
        return fill(_tr("Access", "{card} selected; no free card pairs with it now"), card=card_name(card))
    return fill(
        _tr("Access", "{card} selected; it pairs with {cards}"), card=card_name(card), cards=card_list(partners)
    )


def unselected_text(card: Card) -> str:
    return fill(_tr("Access", "{card} no longer selected"), card=card_name(card))


def new_deal_text(code: str | None, free: Sequence[Card]) -> str:
    """The start of a game: its code (a position has none) and the free cards."""
    cards = fill(_tr("Access", "%n free card(s): {cards}", None, len(free)), cards=card_list(free))
    if code is None:
        return fill(_tr("Access", "New game; {cards}"), cards=cards)
    return fill(_tr("Access", "Deal {code}; {cards}"), code=code, cards=cards)
