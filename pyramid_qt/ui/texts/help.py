"""The help page (F1, Help → How to play): the rules of each family, what each option changes, the deal labels,
"Can I still win?", the solver's other help (Show me how, Where did it go wrong?, par, difficulty, the daily deal),
positions, and the keys, as HTML built at call time in the current language.

The keys are read from the window's declared actions (their current texts and shortcuts, in declaration order:
:meth:`~pyramid_qt.ui.actions.WindowActions.declared`), so the list never disagrees with the menus.  The families
and options come from their declarations (:data:`~pyramid_qt.engine.rules.FAMILIES`,
:data:`~pyramid_qt.engine.options.OPTIONS`): the page says what the Preferences dialog says, in the same words.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

from pyramid_qt import texts as rules_texts
from pyramid_qt.engine.games import PHARAOHS, PYRAMID, GameDeclaration
from pyramid_qt.engine.options import OPTIONS
from pyramid_qt.engine.rules import FAMILIES
from pyramid_qt.engine.scoring import (
    MATCH_GAMES,
    PASS_BONUS,
    POINTS_PER_PYRAMID_CARD,
    POINTS_PER_REMOVAL,
    ROW_BONUS,
    SYSTEMS,
    System,
    row_bonuses,
)
from pyramid_qt.ui.texts import assist as assist_texts
from pyramid_qt.ui.texts import fill
from pyramid_qt.ui.texts import games as game_texts
from pyramid_qt.ui.texts import scoring as scoring_texts
from pyramid_qt.ui.texts.scoring import number

KINGS_PER_DECK = 4

_tr = QCoreApplication.translate

LAYOUT_SCHEME = "layout"
"""The scheme of a layout picture's address in the help's HTML (``layout:GIZA``: the help window draws it)."""


def option_entries() -> list[tuple[str, str]]:
    """Each rule option's label (without its shortcut marker) and what it changes: the texts the option declares
    once (:data:`~pyramid_qt.engine.options.OPTIONS`), which the Preferences dialog shows too."""
    return [
        (rules_texts.option_label(option).replace("&", "").rstrip(":"), rules_texts.option_help(option))
        for option in OPTIONS.values()
    ]


def _family_how_to(letter: str) -> str:
    """How to play a family, longer than its one-line description (which stands in for a family without one)."""
    how = {
        "N": _tr(
            "Help",
            "At the deal one card is turned onto the waste and 23 stay face down in the stock. Click the stock to turn"
            " its top card onto the waste. Only the top card of the waste can be paired: a card just drawn does not"
            " pair with the waste card it covers. When the stock is empty, click it again (“Another round”): the waste"
            " goes back in the same order, as often as you like. You win when the pyramid is empty.",
        ),
        "W": _tr(
            "Help",
            "All 24 other cards start in the stock, and its top card lies face up: it plays like a free card, also"
            " with the top card of the waste. Stacked pairs are allowed: a card covered by only one card may be"
            " removed together with that card when they make 13 (a Queen on an Ace). Three passes through the stock;"
            " the pass is shown at the top right.",
        ),
        "T": _tr(
            "Help",
            "The other cards are the stock; turn them one at a time onto the waste. Only the newest waste card plays;"
            " a card lower down is free again once the cards on it are gone. One pass, no redeal. With the draw-three"
            " option, three cards are turned at a time, one onto each of three waste piles, and each pile's top"
            " card plays.",
        ),
    }
    return how.get(letter) or rules_texts.family_description(letter)


def _keys(actions: Iterable[QAction]) -> list[tuple[str, str]]:
    keys = [
        (
            _tr("Help", "Left and Right arrows"),
            _tr(
                "Help",
                "Move the focus ring through the free cards and the stock in reading order: the pyramid row by row,"
                " then the stock and the waste (a screen reader reads each card, its place and whether it is free)",
            ),
        ),
        (_tr("Help", "Up and Down arrows"), _tr("Help", "Move the focus ring to the nearest free card above or below")),
        (_tr("Help", "Home and End"), _tr("Help", "Move the focus ring to the first or the last free card")),
        (_tr("Help", "Space or Enter"), _tr("Help", "Play the card or the stock in the focus ring")),
        ("F10", _tr("Help", "Open the menu bar")),  # the window's own key, beside its actions' (MainWindow)
        (
            _tr("Help", "Esc"),
            _tr(
                "Help",
                "Put a dragged card back, or drop the selected card; close the panel of “Can I still win?” or"
                " “Where did it go wrong?”",
            ),
        ),
    ]
    for action in actions:
        shortcuts = ", ".join(key.toString(QKeySequence.SequenceFormat.NativeText) for key in action.shortcuts())
        if shortcuts:
            keys.append((shortcuts, action.text().replace("&", "")))
    return keys


def _section(title: str, *paragraphs: str, rows: Sequence[tuple[str, str]] = ()) -> tuple[str, str]:
    """A section: its title, and its paragraphs (escaped HTML) then its rows (:func:`_table`) as HTML."""
    return title, "".join(f"<p>{paragraph}</p>" for paragraph in paragraphs) + (_table(rows) if rows else "")


def _table(rows: Sequence[tuple[str, str]], *, bold_first: bool = True) -> str:
    """One paragraph per row, its term first: not an HTML table, whose cells a screen reader read with the text
    document's frame marks (U+FDD0, U+FDD1) between them."""
    bold, unbold = ("<b>", "</b>") if bold_first else ("", "")
    return "".join(
        f"<p style='margin-left:12px'>{bold}{html.escape(first)}{unbold} — {html.escape(second)}</p>"
        for first, second in rows
    )


def help_html(actions: Iterable[QAction], options: Sequence[tuple[str, str]] | None = None) -> str:
    """The whole page: every section, its title a heading."""
    return "".join(f"<h3>{html.escape(title)}</h3>{text}" for title, text in help_sections(actions, options))


def help_sections(
    actions: Iterable[QAction], options: Sequence[tuple[str, str]] | None = None
) -> list[tuple[str, str]]:
    """The page in sections, each its title and its HTML (the help window lists the titles, and shows one section
    at a time: a screen reader reads a section, not the page of 5,000 characters in one breath).  ``actions``: the
    window's actions, for the keys; ``options``: (label, help) per rule option (default: :func:`option_entries`)."""
    e = html.escape
    options = option_entries() if options is None else options
    intro = (
        "<p>"
        + e(
            _tr(
                "Help",
                "Remove cards in pairs that add up to 13: Ace 1, Jack 11, Queen 12. A King is 13 and goes on its own."
                " A card is free when no card of the row below lies on it. Click a free card, then another: if they"
                " make 13 both go. The cards the first one could pair with get a dashed frame.",
            )
        )
        + "</p><p>"
        + e(
            _tr(
                "Help",
                "Or drag a free card onto its partner: the card under it is marked when the two go together. A King"
                " dragged off its place goes; a card let go anywhere else goes back.",
            )
        )
        + "</p><p>"
        + e(
            _tr(
                "Help",
                "With a screen reader every card on the table can be read, with its place and whether it is free;"
                " the arrow keys go from free card to free card, and each move, draw and answer is announced.",
            )
        )
        + "</p>"
    )
    families = "".join(  # every declared family; its own how-to where one is written
        f"<p><b>{e(letter)} — {e(rules_texts.family_name(letter))}.</b> {e(_family_how_to(letter))}</p>"
        for letter in FAMILIES
    )
    pyramid_title = game_texts.game_title(PYRAMID)
    return [
        (pyramid_title, intro + layout_image(PYRAMID)),
        (_tr("Help", "The three rule families"), families),
        _section(
            _tr("Help", "Options"),
            e(
                _tr(
                    "Help",
                    "Each family can be changed in Settings → Preferences; a change applies from the next deal. The"
                    " rules code in a deal code (PY1-W1-…) says which options differ from the family.",
                )
            ),
            rows=options,
        ),
        *(game_section(game) for game in game_texts.offered() if game is not PYRAMID),
        _section(
            _tr("Help", "Deal labels"),
            e(
                _tr(
                    "Help", "Every deal has a code, shown at the top: type it in New game to play the same cards again."
                )
            ),
            rows=[
                (
                    _tr("Verdicts", "Verified winnable"),
                    _tr("Help", "The solver has found a way to clear this deal. New games are such deals by default."),
                ),
                (
                    _tr("Verdicts", "Might be a dead end"),
                    _tr(
                        "Help",
                        "A full random deal (a setting): it may have no solution. The true label is shown at the end"
                        " of the round.",
                    ),
                ),
                (
                    _tr("Verdicts", "Proven unwinnable"),
                    _tr("Help", "No sequence of moves can clear it."),
                ),
            ],
        ),
        _section(
            _tr("Actions", "Can I still win?"),
            e(
                _tr(
                    "Help",
                    "Asks the solver about the position on the table. It answers “Verified winnable”, “Proven"
                    " unwinnable”, or “Not determined” when it could not decide in time — that does not mean the game"
                    " is lost. When it is lost you can undo, go back to the last step that could still be won, or"
                    " replay the deal.",
                )
            ),
        ),
        _scoring_help(),
        _solver_help(),
        _section(
            _tr("Help", "Positions"),
            e(
                _tr(
                    "Help",
                    "Game → Copy position puts the position on the table on the clipboard as text (“# pyramid position"
                    " v1”). Game → Paste position and Game → Open position play a position from the clipboard or a"
                    " file: one set up from a real table, sent by a friend, or written by pyramid-qt-solve. Paste"
                    " position also takes a deal code (what Copy in the deal bar copies) or a deal number. A position"
                    " file can also be given on the command line: pyramid-qt FILE.",
                )
            ),
        ),
        _section(_tr("Help", "Keys"), rows=_keys(actions)),
    ]


def layout_image(game: GameDeclaration) -> str:
    """The picture of a game's layout (the help window draws it from the declaration: :data:`LAYOUT_SCHEME`)."""
    alt = html.escape(fill(_tr("Help", "The layout of {game}"), game=game_texts.game_name(game)), quote=True)
    return f'<p><img src="{LAYOUT_SCHEME}:{game.key}" alt="{alt}" title="{alt}"></p>'


def game_section(game: GameDeclaration) -> tuple[str, str]:
    """A game's own page: its rules, the picture of its layout, how to choose it."""
    e = html.escape
    choose = _tr("Help", "Choose it in New game, or in Settings → Preferences for every new deal.")
    return game_texts.game_title(game), f"<p>{e(game_texts.game_rules(game))}</p>{layout_image(game)}<p>{e(choose)}</p>"


def _solver_help() -> tuple[str, str]:
    """Show me how, Where did it go wrong?, par, the difficulty chip and the daily deal: the deal bar and the end
    panel show them, so the help says what they mean."""
    difficulties = ", ".join(assist_texts.difficulty_name(name) for name in ("easy", "medium", "hard", "expert"))
    rows = [
        (
            _tr("Actions", "Show me how"),
            _tr(
                "Help",
                "The solver plays a shortest winning line from the position on the table; click or press any key to"
                " take over. A game won with its moves is a win with help: the end says how many it played.",
            ),
        ),
        (
            _tr("Actions", "Where did it go wrong?"),
            _tr(
                "Help",
                "After a loss, or from the Move menu: the board goes back to the last position that could still be"
                " won; the move played there is framed red, a move that keeps the game winnable blue. After a loss,"
                " play from there is practice: the loss stays as recorded.",
            ),
        ),
        (
            _tr("Help", "Par"),
            _tr("Help", "The fewest moves that win the deal, shown beside your moves when you win."),
        ),
        (
            difficulties,
            _tr(
                "Help",
                "The difficulty beside the label: how often a casual player wins the deal. New game… chooses it, and"
                " New game deals the one last chosen (Easy at first).",
            ),
        ),
        (
            _tr("EndPanel", "Won with help"),
            _tr(
                "Help",
                "A win after hints, checks, going back to a winnable step or moves of Show me how: it counts as a win"
                " and the end tells the help, but it sets no record.",
            ),
        ),
        (
            _tr("Help", "Practice"),
            _tr(
                "Help",
                "A pasted or opened position, and play on after a review or after an Undo from a win: never counted"
                " in the statistics, and leaving it abandons nothing.",
            ),
        ),
        (
            _tr("Help", "Records"),
            _tr(
                "Help",
                "Your fewest moves and best time on a deal and on its rules, from games won on your own: the deal bar"
                " shows the deal's record to beat, and a better win says New record.",
            ),
        ),
        (
            _tr("Actions", "Daily deal"),
            _tr(
                "Help",
                "One deal a day, the same for everyone: verified winnable, of medium difficulty, with its own"
                " winning streak in the statistics.",
            ),
        ),
        (
            _tr("Actions", "Daily goals…"),
            _tr(
                "Help",
                "Three goals a day on the daily deal, each harder than the last and each proven possible by the"
                " solver before it is offered. The line under the board marks a goal ★ once met; the calendar shows"
                " the days' stars, your streak and, for a day that is over, how each goal could be met.",
            ),
        ),
        (
            _tr("Actions", "Share result"),
            _tr(
                "Help",
                "Copies one line telling the finished game: date, deal code, moves against par, time and goals met."
                " A friend pastes it into New game or Paste position to play the same deal.",
            ),
        ),
    ]
    return _section(_tr("Help", "More help from the solver"), rows=rows)


def _scoring_example(system: System) -> str:
    """A worked example of each system, its numbers worked out from the system's own constants."""
    bottom_up = list(reversed(ROW_BONUS))
    if system is System.PYRAMIDE:
        return _tr(
            "Help",
            "Example: a pair of two pyramid cards scores 20, a pyramid card paired with the waste's top card 10, a"
            " King of the pyramid 10; cards of the stock and waste score nothing, so time and moves tell won games"
            " apart.",
        )
    if system is System.MICROSOFT:
        return fill(
            _tr(
                "Help",
                "Example: three pairs and a King clear the bottom row: 4 × {removal} + {bottom} = {first}. Clearing"
                " every row earns {bonuses} = {all_rows} in bonuses; removing all 52 cards (24 pairs and 4 Kings)"
                " before the last pyramid card adds 28 × {removal} = {removals}: {most} at most.",
            ),
            removal=number(POINTS_PER_REMOVAL),
            bottom=number(bottom_up[0]),
            first=number(4 * POINTS_PER_REMOVAL + bottom_up[0]),
            bonuses=" + ".join(number(bonus) for bonus in bottom_up),
            all_rows=number(sum(ROW_BONUS)),
            removals=number(28 * POINTS_PER_REMOVAL),
            most=number(sum(ROW_BONUS) + 28 * POINTS_PER_REMOVAL),
        )
    if system is System.PAR_MATCH:
        return fill(
            _tr(
                "Help",
                "Example: a pyramid cleared on pass 1 with 8 cards left in the stock and waste scores {first} − 8 ="
                " {a}; one not cleared, with 5 pyramid cards left, −5; one cleared on pass 3 with 2 cards left"
                " {third} − 2 = {b}. After {games} games the total is the match's: 0 or more makes par. The status"
                " bar shows the match so far; the match goes on after a restart. Under rules with more passes a game"
                " counts as it stood when its third pass ended; practice games (a position) do not count.",
            ),
            first=number(PASS_BONUS[0]),
            a=number(PASS_BONUS[0] - 8),
            third=number(PASS_BONUS[2]),
            b=number(PASS_BONUS[2] - 2),
            games=MATCH_GAMES,
        )
    if system is System.CARDS_LEFT:
        return _tr(
            "Help",
            "Example: a win with 6 cards left in the stock and waste scores 6; a game that ends with 4 pyramid cards"
            " and 10 other cards on the table, 14. Fewer is better: 0, every card removed, is perfect.",
        )
    return _tr("Help", "The web rules' own way: a result shows the time, the moves and the undos.")


def _scoring_help() -> tuple[str, str]:
    """Each scoring system with a worked example, the rules' own choice and the best score possible."""
    rows = [
        (scoring_texts.system_name(declared), f"{scoring_texts.system_help(declared)}. {_scoring_example(system)}")
        for system, declared in SYSTEMS.items()
    ]
    intro = _tr(
        "Help",
        "Settings → Preferences → Scoring chooses how a game is scored; the status bar and the end panel follow it."
        " By default each rule family scores its own way: Pyramide for the standard and traditional rules, no score"
        " for the web rules. When a game ends the solver looks for the best score this deal allows; when it proves"
        " it in time the end panel shows it beside yours, as in “870 of a possible 1,290”.",
    )
    pharaohs_rows = row_bonuses(PHARAOHS.layout) or ()
    kings = KINGS_PER_DECK * PHARAOHS.decks  # a removal each; the other cards go in pairs
    other_games = fill(
        _tr(
            "Help",
            "Giza and Pharaohs are won by discarding every card: there Pyramide scores 10 a card, reserve cards too"
            " (a win is {win}); Microsoft-style gives each pyramid its row bonuses from its bottom row up (a Pharaohs"
            " win is {most} at most); Cards left counts the reserve cards. The Par Pyramid match is Pyramid's: other"
            " games show no score under it. The best score possible is shown where the solver knows it.",
        ),
        win=number(POINTS_PER_PYRAMID_CARD * PHARAOHS.cards),
        most=number(sum(pharaohs_rows) + POINTS_PER_REMOVAL * (kings + (PHARAOHS.cards - kings) // 2)),
    )
    return _section(_tr("Help", "Scores"), html.escape(intro), html.escape(other_games), rows=rows)
