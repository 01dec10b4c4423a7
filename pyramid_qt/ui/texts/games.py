"""The games' names and rules as the player reads them, in the current language.

A game's name is its declaration's (:attr:`~pyramid_qt.engine.games.GameDeclaration.name`, marked for translation
under ``Games``): Pyramid is "Piramida" in Indonesian; Giza and Pharaohs keep their names, as the published games are
called; Triangle and King Tut are "Segitiga" and "Raja Tut", Pyramid Thirteen "Piramida Tiga Belas".  The rules of a
game without rule options are written here, one text a game, with what the declaration says of it (its cards in
pyramids, its reserves, that every card must go); Pyramid's rules are the help's own sections (its families and
options).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from pyramid_qt.engine import games
from pyramid_qt.engine.games import GameDeclaration
from pyramid_qt.ui.texts import fill

_tr = QCoreApplication.translate


def game_name(game: GameDeclaration) -> str:
    """The game's name in the current language."""
    return _tr("Games", game.name)


def offered() -> list[GameDeclaration]:
    """The games the player can choose, in their declared order (read when asked: a game offered later is listed)."""
    return list(games.GAMES.values())


def game_title(game: GameDeclaration) -> str:
    """The title of a game's Help page."""
    if game.key == games.PYRAMID.key:
        return _tr("Help", "How to play Pyramid")  # the help's first section, as it always was
    return fill(_tr("Help", "How to play {game}"), game=game_name(game))


def game_rules(game: GameDeclaration) -> str:
    """What a game asks of the player, in a few sentences (plain text)."""
    if game.key == games.GIZA.key:
        return _tr(
            "Games",
            "Giza has no stock. The 28-card pyramid is dealt as in Pyramid, and the other 24 cards lie face up in"
            " eight piles of three below it. The top card of each pile is free: it pairs with a free pyramid card or"
            " with the top card of another pile (a King goes alone), and the card under it is free once it is gone."
            " You win when all 52 cards are removed; the game is lost when no move is left.",
        )
    if game.key == games.PHARAOHS.key:
        return _tr(
            "Games",
            "Pharaohs has no stock: all 52 cards lie face up in three pyramids of 7, 6 and 2 rows. A card is free"
            " when no card of its own pyramid lies on it, so the last row of each pyramid is free at the start."
            " Remove pairs that make 13 and Kings alone, from any of the pyramids. You win when all 52 cards are"
            " removed; the game is lost when no move is left.",
        )
    if game.key == games.TRIANGLE.key:
        return _tr(
            "Games",
            "Triangle turns the 28-card pyramid upside down: it stands on its point, and the single card at the"
            " bottom is the only free card at the start. Removing a card frees the cards above it that no other card"
            " lies on. Remove pairs of free cards that make 13 and Kings alone, with the top card of the waste; the"
            " stock is drawn one card at a time and gone through three times. You win when the pyramid is cleared.",
        )
    if game.key == games.KINGTUT.key:
        return _tr(
            "Games",
            "King Tut deals the 28-card pyramid as in Pyramid. The stock is drawn three cards at a time onto one"
            " waste pile, and only its top card plays; the stock may be gone through as often as you like. Remove"
            " pairs of free cards that make 13 and Kings alone, with the top card of the waste. You win when the"
            " pyramid is cleared.",
        )
    if game.key == games.THIRTEEN.key:
        return _tr(
            "Games",
            "Pyramid Thirteen deals the 28-card pyramid with its top six rows face down: only the last row is face"
            " up. A face-down card is turned face up when the last card lying on it goes, and it is then free."
            " Remove pairs of free cards that make 13 and Kings alone, with the top card of the waste; the stock is"
            " drawn one card at a time and gone through once. You win when the pyramid is cleared.",
        )
    if game.key != games.PYRAMID.key:
        return fill(
            _tr("Games", "{game}: remove pairs of free cards that make 13, and Kings alone."), game=game_name(game)
        )
    return _tr(
        "Games",
        "The 28-card pyramid and a stock of 24 cards. Remove pairs of free cards that make 13 and Kings alone, with"
        " the top card of the waste; the rule families and options say how the stock is drawn and how often.",
    )


def title_with_game(title: str, game: GameDeclaration) -> str:
    """A window title or a line that names the game when it is not Pyramid (Pyramid's stay as they always were)."""
    if game.key == games.PYRAMID.key:
        return title
    return fill(_tr("Games", "{game} — {title}"), game=game_name(game), title=title)


def no_ratings_note(game: GameDeclaration) -> str:
    """Said in New game where a game's deals have no difficulty rating (so no difficulty is offered)."""
    return fill(
        _tr("Games", "{game} deals have no difficulty rating yet: a random deal may be easy or hard."),
        game=game_name(game),
    )
