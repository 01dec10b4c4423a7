"""The board's looks from the player's settings: card faces (built in or a KDE deck; four colours or two), the back,
the felt colour, high contrast.

Applied when the window is built (before the first frame: reading a KDE deck then only reads its index.desktop and
stats its drawing, so a start whose card images are in the disk cache never parses the SVG), and again whenever one
of the appearance settings changes; while Preferences is open its choices are shown on the board as they are made
(:meth:`BoardAppearance.show`) and the stored look comes back if they are not kept.  A deck that is
missing or broken is replaced by the built-in one and the player is told why; the setting itself is kept (the
deck may be on a drive that is not mounted today).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QColor

from pyramid_qt.store.preferences import BUILTIN_DECK, DEFAULT_FELT, Preference, Preferences
from pyramid_qt.ui import decks, texts
from pyramid_qt.ui.card_art.inks import Inks

if TYPE_CHECKING:
    from pyramid_qt.store.settings import Settings
    from pyramid_qt.ui.board.scene import BoardScene
    from pyramid_qt.ui.decks.kde_deck import DeckError, KdeDeck

LOOKS = (Preferences.deck, Preferences.card_back, Preferences.felt, Preferences.four_colour, Preferences.high_contrast)
APPEARANCE_KEYS = tuple(preference.key for preference in LOOKS)
HIGH_CONTRAST_FELT = "#0f2b1b"  # a deep green: white text and marks on it reach 13:1 and more
_tr = QCoreApplication.translate
V = TypeVar("V")


def deck_problem_text(problem: str, folder: Path) -> str:
    """Why the deck in ``folder`` cannot be used, by :data:`~.card_art.kde_deck.PROBLEMS` key, in the player's
    language; says that the built-in cards are shown instead."""
    reasons = {
        "deck_no_index": _tr("Appearance", "it has no readable index.desktop"),
        "deck_no_group": _tr("Appearance", "its index.desktop file does not give the deck's name and drawing"),
        "deck_no_svg": _tr("Appearance", "the drawing its index.desktop names is missing"),
        "deck_bad_svg": _tr("Appearance", "its drawing is not a readable SVG file"),
        "deck_missing_cards": _tr("Appearance", "its drawing lacks some of the 52 cards"),
        "deck_too_costly": _tr("Appearance", "its drawing is too large or too slow to draw"),
    }
    reason = reasons.get(problem, reasons["deck_no_index"])
    return texts.fill(
        _tr("Appearance", "The card deck in {folder} cannot be used: {reason}. The built-in cards are shown."),
        folder=str(folder),
        reason=reason,
    )


def shown_felt(felt: str, high_contrast: bool) -> str:
    """The table colour on screen: the player's, or the high-contrast felt."""
    return HIGH_CONTRAST_FELT if high_contrast else felt


class BoardAppearance:
    """Keeps the scene's card art and felt in step with the settings; ``tell`` shows a message to the player."""

    def __init__(self, scene: BoardScene, settings: Settings | None, tell: Callable[[str], None]) -> None:
        self.scene = scene
        self.settings = settings
        self.tell = tell
        scene.art.on_deck_failed = self._deck_failed
        scene.art.on_images_ready = lambda: QTimer.singleShot(0, self.scene.redraw_cards)
        art = scene.art
        scene.destroyed.connect(lambda: art.close())  # the deck's drawing process goes with the board
        if settings is not None:
            settings.changed.connect(self._on_setting_changed)
        self.apply()

    def apply(self) -> None:
        """Show what the settings ask for (a deck that cannot be read: the built-in one, and a message)."""
        self.show(
            self._stored(Preferences.deck),
            self._stored(Preferences.card_back),
            self._stored(Preferences.felt),
            four_colour=self._stored(Preferences.four_colour),
            high_contrast=self._stored(Preferences.high_contrast),
        )

    def _stored(self, preference: Preference[V]) -> V:
        """The player's value, or the declared default without settings."""
        return preference.default if self.settings is None else self.settings.value(preference)

    def show(
        self, deck: str, card_back: str, felt: str, *, four_colour: bool = False, high_contrast: bool = False
    ) -> None:
        """Show these values (settings spelling) without storing them: Preferences previews its choices on the
        board this way, and :meth:`apply` goes back to the stored ones.  High contrast lays its own dark felt,
        whatever ``felt`` says."""
        inks = Inks(four_colour, high_contrast)
        kde = self._read_deck(deck)
        changed = self.scene.art.set_look(kde, card_back, inks)
        if self.scene.set_high_contrast(inks.high_contrast) or changed:
            self.scene.redraw_cards()
        colour = QColor(shown_felt(felt, high_contrast))
        self.scene.set_felt(colour if colour.isValid() else QColor(DEFAULT_FELT))

    def _read_deck(self, folder: str) -> KdeDeck | None:
        if folder == BUILTIN_DECK:
            return None
        try:
            return decks.kde_deck.read_deck(Path(folder))
        except decks.kde_deck.DeckError as error:
            self.tell(deck_problem_text(error.problem, error.folder))
            return None

    def _on_setting_changed(self, key: str) -> None:
        if key in APPEARANCE_KEYS:
            self.apply()

    def _deck_failed(self, error: DeckError) -> None:
        """The deck's drawing turned out unusable while a card was drawn (the art is built in again by now)."""
        self.tell(deck_problem_text(error.problem, error.folder))
        # Maybe in the middle of painting a card: the pixmaps are replaced once that paint is over.
        QTimer.singleShot(0, self.scene.redraw_cards)
