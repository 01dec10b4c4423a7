"""Colours and fonts of the card art, kept in one place so the whole deck changes together.

Red suits use a single strong red and black suits a near-black with a hint of blue; nothing on a black-suit card
may be red (the tests check this), so the black-suit court tint is a cool slate, not a warm one.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QFont, QFontDatabase

from pyramid_qt.engine.cards import Suit
from pyramid_qt.ui.card_art import inks as inks_module
from pyramid_qt.ui.card_art.inks import BLACK as BLACK  # the two-colour inks (inks.py), named here with the others
from pyramid_qt.ui.card_art.inks import RED as RED

CARD_FACE = QColor(255, 255, 255)
CARD_BORDER = QColor(122, 126, 138)

# Court panels: a pale tint of the suit colour, a frame in the suit colour, gold regalia.
COURT_TINT_RED = QColor(253, 238, 236)
COURT_TINT_BLACK = QColor(234, 238, 246)
GOLD = QColor(232, 186, 58)
GOLD_DARK = QColor(168, 122, 24)
GOLD_LIGHT = QColor(255, 228, 140)
PEARL = QColor(252, 252, 255)
FEATHER_BLACK = QColor(58, 82, 140)
FEATHER_TINT_RED = QColor(246, 178, 172)
FEATHER_TINT_BLACK = QColor(176, 194, 230)

# Court figures (ui/card_art/figures.py).  Nothing here is "red" by the tests' measure (R >= 150, G <= 90) except
# RED itself and LIPS_RED, which only red-suit figures use.
COURT_BLUE = QColor(38, 70, 140)
COURT_BLACK = QColor(36, 40, 52)
COURT_STEEL = QColor(70, 112, 176)
COURT_GREEN = QColor(34, 112, 84)
COURT_TEAL = QColor(40, 118, 126)
LIPS_RED = QColor(190, 60, 70)
LIPS_PLAIN = QColor(170, 106, 100)
SKIN = QColor(250, 222, 196)
SKIN_EDGE = QColor(176, 132, 104)
CHEEK = QColor(244, 184, 170)
EYE = QColor(40, 44, 60)
HAIR_DARK = QColor(70, 46, 30)
HAIR_BROWN = QColor(128, 80, 44)
HAIR_GOLD = QColor(226, 180, 84)
HAIR_GOLD_DARK = QColor(160, 116, 40)
HAIR_WHITE = QColor(244, 244, 240)
HAIR_GREY = QColor(150, 150, 158)
ERMINE = QColor(252, 252, 250)
LEAF = QColor(96, 150, 80)
LEAF_DARK = QColor(52, 96, 48)
WOOD = QColor(170, 118, 66)
WOOD_DARK = QColor(104, 66, 34)
STEEL = QColor(214, 220, 230)
STEEL_DARK = QColor(110, 118, 134)

BACK_FIELD = QColor(24, 56, 112)
BACK_FIELD_DARK = QColor(14, 34, 74)
BACK_LATTICE = QColor(82, 124, 192)
BACK_ACCENT = QColor(226, 196, 112)


@dataclass(frozen=True)
class BackColours:
    field: QColor
    field_dark: QColor
    lattice: QColor
    accent: QColor


# The built-in backs the player chooses from, by settings value; "blue" is the original back.
BACK_COLOURS = {
    "blue": BackColours(BACK_FIELD, BACK_FIELD_DARK, BACK_LATTICE, BACK_ACCENT),
    "red": BackColours(QColor(132, 22, 34), QColor(84, 10, 20), QColor(196, 84, 92), BACK_ACCENT),
    "green": BackColours(QColor(22, 92, 58), QColor(10, 56, 34), QColor(82, 160, 112), BACK_ACCENT),
}

SLOT_LINE = QColor(255, 255, 255, 110)
SLOT_FILL = QColor(0, 0, 0, 40)

_SANS_FAMILIES = ("DejaVu Sans", "Liberation Sans", "Arial", "Helvetica", "Noto Sans", "Sans Serif")
_INDEX_FAMILIES = ("DejaVu Sans Condensed", "Liberation Sans Narrow", "Arial Narrow", *_SANS_FAMILIES)


def suit_colour(suit: Suit) -> QColor:
    return inks_module.current().colour(suit)


def is_plain_black(suit: Suit) -> bool:
    """The suit's ink is the black one (a black suit of the two-colour deck): its court figures wear black."""
    return suit_colour(suit) in (BLACK, inks_module.HIGH_CONTRAST_INKS[Suit.SPADES])


def court_tint(suit: Suit) -> QColor:
    if inks_module.current() == inks_module.TWO_COLOURS:
        return COURT_TINT_RED if suit.is_red else COURT_TINT_BLACK
    ink = suit_colour(suit)
    # A pale wash of the ink, as the two-colour tints are of red and of blue-black.
    return QColor.fromRgbF(*(0.92 + 0.08 * channel for channel in (ink.redF(), ink.greenF(), ink.blueF())))


def _pick_family(candidates: tuple[str, ...]) -> str | None:
    """The first installed family, so the art looks the same on every machine that has DejaVu (most Linux)."""
    installed = set(QFontDatabase.families())
    return next((name for name in candidates if name in installed), None)


def _bold_font(candidates: tuple[str, ...]) -> QFont:
    family = _pick_family(candidates)
    font = QFont(family) if family else QFont()
    if not family:
        # No listed family: let Qt pick any sans so text still renders (glyph shapes may vary).
        font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setWeight(QFont.Weight.Bold)
    font.setPixelSize(100)
    return font


def index_font() -> QFont:
    """Font for the corner indices (needs a QGuiApplication for the font database)."""
    return _bold_font(_INDEX_FAMILIES)
