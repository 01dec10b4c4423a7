"""Translated texts keyed by the engine's stable keys (refusals, card names, verdicts, file problems).

The engine speaks in keys (``Refusal.value``, ``DealCodeError.key``); this module and :mod:`pyramid_qt.texts` (the
deal-code errors and the rules, which the command line says before Qt is loaded) turn them into words.  Every string
is a literal inside ``QCoreApplication.translate`` so ``pyside6-lupdate`` finds it, and every lookup happens at call
time so a language switch takes effect at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDate, QLocale

from pyramid_qt.engine import Card, DealLabel, Position, Refusal, Suit
from pyramid_qt.engine.games import GameDeclaration, Win
from pyramid_qt.solver import Verdict
from pyramid_qt.texts import fill as fill  # re-exported: the window's modules take it from here

if TYPE_CHECKING:
    from datetime import date


def refusal_text(refusal: Refusal) -> str:
    messages = {
        Refusal.SUM_NOT_13: QCoreApplication.translate("Messages", "The sum must be 13"),
        Refusal.BLOCKED: QCoreApplication.translate("Messages", "This card is blocked by another card"),
        Refusal.TALON_PAIR_NOT_ALLOWED: QCoreApplication.translate(
            "Messages", "These two cards cannot pair under these rules"
        ),
        Refusal.NOT_A_KING: QCoreApplication.translate("Messages", "Only a King is removed on its own"),
        Refusal.SAME_CARD: QCoreApplication.translate("Messages", "Choose two different cards"),
        Refusal.NOT_AVAILABLE: QCoreApplication.translate("Messages", "This card is no longer in play"),
        Refusal.GAME_OVER: QCoreApplication.translate("Messages", "The game is over"),
        Refusal.STOCK_EMPTY: QCoreApplication.translate("Messages", "The stock is empty"),
        Refusal.STOCK_NOT_EMPTY: QCoreApplication.translate("Messages", "The stock is not empty yet"),
        Refusal.WASTE_EMPTY: QCoreApplication.translate("Messages", "There are no cards left to turn over"),
        Refusal.NO_PASSES_LEFT: QCoreApplication.translate("Messages", "No passes left"),
        Refusal.NOTHING_TO_UNDO: QCoreApplication.translate("Messages", "Nothing to undo"),
        Refusal.NOTHING_TO_REDO: QCoreApplication.translate("Messages", "Nothing to redo"),
    }
    return messages[refusal]


def problem_text(key: str) -> str:
    """Trouble with the player's files, by the store's message keys; the game always stays playable."""
    messages = {
        "saved_game_damaged": QCoreApplication.translate(
            "Problems", "The saved game was damaged and could not be restored (a copy was kept)"
        ),
        "saved_game_unreadable": QCoreApplication.translate("Problems", "The saved game could not be read"),
        "saved_game_repaired": QCoreApplication.translate(
            "Problems", "Some values in the saved game were damaged and were reset; the game goes on"
        ),
        "stats_repaired": QCoreApplication.translate(
            "Problems", "Some values in the statistics file were damaged and were reset"
        ),
        "stats_busy": QCoreApplication.translate(
            "Problems",
            "Another program is using the statistics file: this session's statistics are kept and written"
            " when it is free",
        ),
        "stats_read_only": QCoreApplication.translate(
            "Problems", "Statistics cannot be saved: the data folder is read-only"
        ),
        "stats_disk_full": QCoreApplication.translate("Problems", "Statistics cannot be saved: the disk is full"),
        "stats_newer_version": QCoreApplication.translate(
            "Problems", "The statistics file is from a newer version and was left untouched"
        ),
        "stats_failed": QCoreApplication.translate("Problems", "Statistics cannot be saved"),
        "stats_recovered": QCoreApplication.translate(
            "Problems", "The statistics file was damaged: it was kept aside and a new one started"
        ),
        "disk_full": QCoreApplication.translate("Problems", "The game cannot be saved: the disk is full"),
        "permission_denied": QCoreApplication.translate(
            "Problems", "The game cannot be saved: the data folder is read-only"
        ),
        "write_failed": QCoreApplication.translate("Problems", "The game cannot be saved"),
        "match_damaged": QCoreApplication.translate(
            "Problems", "The Par Pyramid match file was damaged: a new match was started (a copy was kept)"
        ),
        "match_unreadable": QCoreApplication.translate(
            "Problems", "The Par Pyramid match could not be read: a new match was started"
        ),
        "match_not_saved": QCoreApplication.translate(
            "Problems", "The Par Pyramid match cannot be saved: it goes on until the game is closed"
        ),
    }
    return messages.get(key, QCoreApplication.translate("Problems", "A file could not be saved"))


def rank_name(rank: int) -> str:
    names = {
        1: QCoreApplication.translate("Cards", "Ace"),
        11: QCoreApplication.translate("Cards", "Jack"),
        12: QCoreApplication.translate("Cards", "Queen"),
        13: QCoreApplication.translate("Cards", "King"),
    }
    return names.get(rank, str(rank))


def suit_name(suit: Suit) -> str:
    names = {
        Suit.SPADES: QCoreApplication.translate("Cards", "spades"),
        Suit.HEARTS: QCoreApplication.translate("Cards", "hearts"),
        Suit.DIAMONDS: QCoreApplication.translate("Cards", "diamonds"),
        Suit.CLUBS: QCoreApplication.translate("Cards", "clubs"),
    }
    return names[suit]


def card_name(card: Card) -> str:
    """Card names like "King of diamonds" / "Raja wajik": the translator owns the word order of the template."""
    template = QCoreApplication.translate("Cards", "{rank} of {suit}", "card name, e.g. King of diamonds")
    return fill(template, rank=rank_name(card.rank), suit=suit_name(card.suit))


def verdict_text(verdict: Verdict) -> str:
    """Answer of "Can I still win?" by the solver's verdict."""
    labels = {
        Verdict.WINNABLE: QCoreApplication.translate("Verdicts", "Verified winnable"),
        Verdict.UNWINNABLE: QCoreApplication.translate("Verdicts", "Proven unwinnable"),
    }
    return labels.get(verdict, QCoreApplication.translate("Verdicts", "Not determined"))


def deal_label_text(label: DealLabel | None) -> str:
    """The label of a dealt game."""
    if label is DealLabel.VERIFIED_WINNABLE:
        return QCoreApplication.translate("Verdicts", "Verified winnable")
    return QCoreApplication.translate("Verdicts", "Might be a dead end")


def looking_for_deal() -> str:
    """Shown while a verified-winnable deal is searched for (rules without a shipped table)."""
    return QCoreApplication.translate("DealSearch", "Looking for a deal the solver can prove winnable…")


def unverified_deal_reason(seconds: float) -> str:
    """Why a deal dealt with "only verified winnable" on is labelled "Might be a dead end"."""
    template = QCoreApplication.translate(
        "DealSearch",
        "No deal could be proven winnable under these rules in {seconds} seconds, so this deal is unchecked: "
        "it might be a dead end.",
    )
    return fill(template, seconds=f"{seconds:g}")


def deal_search_failed(message: str) -> str:
    """The solver failed while looking for a winnable deal (a bug): the deal dealt instead is unchecked."""
    template = QCoreApplication.translate(
        "DealSearch",
        "The solver failed while checking deals ({error}), so this deal is unchecked: it might be a dead end.",
    )
    return fill(template, error=message)


def cards_counted(game: GameDeclaration) -> int:
    """The cards a game's counts of removed cards are out of (the end panel's, the solver's best): the pyramid cards
    of a game won by clearing its pyramids (Pyramid, whatever its rules), every card of one won by discarding all."""
    return game.layout.size if game.win is Win.PYRAMIDS else game.cards


def cards_removed(position: Position) -> int:
    """The cards of ``position`` counted as removed, out of :func:`cards_counted`."""
    game = position.game
    if game.win is Win.PYRAMIDS:
        return position.pyramid_removed
    return game.cards - sum(1 for _ in position.cards_on_table())


def pass_text(pass_number: int, passes: int | None) -> str:
    if passes is None:
        return fill(QCoreApplication.translate("Status", "Pass {n}"), n=pass_number)
    return fill(QCoreApplication.translate("Status", "Pass {n} of {total}"), n=pass_number, total=passes)


def format_date(day: date) -> str:
    """A calendar date as the language writes it, without the weekday ("December 1, 2026", "01 Desember 2026"):
    the daily deal showed ISO dates ("2026-12-01")."""
    locale = QLocale()
    pattern = locale.dateFormat(QLocale.FormatType.LongFormat)
    for weekday in ("dddd, ", "dddd ", ", dddd", " dddd", "dddd"):
        pattern = pattern.replace(weekday, "")
    pattern = pattern.replace("dd", "d")  # "1 Desember", as prose writes it, not "01 Desember"
    return locale.toString(QDate(day.year, day.month, day.day), pattern.strip(" ,"))


def format_time(seconds: float) -> str:
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
