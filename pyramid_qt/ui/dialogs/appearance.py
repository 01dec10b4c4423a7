"""Preferences → Appearance: the card faces (built-in or a KDE deck, two or four suit colours), the back, the felt
and high contrast, with a live preview.

Under the lists come the editors of the preferences declared for this page (``Page.APPEARANCE``, built from their
records), in the same form: four colours, high contrast, and the animations and the language (one place for the look of
the game: a "Display" group on the Game page beside this page would read as two).  Like the rest of the Preferences
dialog the page edits a copy: :meth:`AppearancePage.changes` lists what differs from the stored settings and
:meth:`AppearancePage.apply` writes only that; the board follows the settings at once (see
:mod:`pyramid_qt.ui.board.appearance`).  The preview draws a few cards with the chosen look on the chosen felt, with its
own card art (no disk cache), so trying a deck never disturbs the board's images.

Decks offered: every deck found in the ``carddecks`` folders, the stored one if it lives elsewhere, and any folder
the player picks with "Other deck…" (checked at once: a folder that is not a usable deck is refused with the
reason, and nothing changes).  Two decks of the same name (a copy picked with "Other deck…" beside the installed
one) are told apart by their folders.  A deck found unusable (when the page opens, or when its drawing fails in the
preview) is marked so and cannot be chosen, and the list goes back to what is shown instead, with the reason under
it (a broken deck left selected beside the built-in cards would say it is in use).  A stored deck that cannot be used
today stays the stored setting until the player chooses another (it may be on a drive that is not mounted).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPalette, QPixmap, QRadialGradient
from PySide6.QtWidgets import (
    QColorDialog,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pyramid_qt import i18n
from pyramid_qt.engine.cards import Card
from pyramid_qt.store.preferences import BUILTIN_DECK, CardBack, Page, Preference, Preferences
from pyramid_qt.store.settings import Settings
from pyramid_qt.ui.board.appearance import LOOKS, deck_problem_text, shown_felt
from pyramid_qt.ui.board.scene import felt_colours
from pyramid_qt.ui.card_art.inks import Inks
from pyramid_qt.ui.card_art.metrics import CARD_ASPECT
from pyramid_qt.ui.card_art.pixmaps import CardArt
from pyramid_qt.ui.decks.kde_deck import DeckError, KdeDeck, find_decks, read_deck
from pyramid_qt.ui.dialogs.preference_editor import add_editors, changed_values
from pyramid_qt.ui.texts import fill

_tr = QCoreApplication.translate

FELTS = ("#2b7a47", "#1f4f7a", "#7a1f2b", "#5a4632", "#4a4f57")  # green (default), blue, wine, walnut, slate
PREVIEW_CARDS = ("KS", "QH", "JD", "9C")  # one of each suit: the four colours show
PREVIEW_CARD_WIDTH = 64
CUSTOM = "custom"
# The preferences this page edits with lists of its own; the others are declared for Page.APPEARANCE.
_LISTS: dict[str, Preference[Any]] = {p.name: p for p in (Preferences.deck, Preferences.card_back, Preferences.felt)}


def _felt_names() -> dict[str, str]:
    return {
        "#2b7a47": _tr("Appearance", "Green"),
        "#1f4f7a": _tr("Appearance", "Blue"),
        "#7a1f2b": _tr("Appearance", "Wine red"),
        "#5a4632": _tr("Appearance", "Walnut"),
        "#4a4f57": _tr("Appearance", "Slate"),
    }


def _back_names() -> dict[CardBack, str]:
    return {
        CardBack.BLUE: _tr("Appearance", "Blue"),
        CardBack.RED: _tr("Appearance", "Red"),
        CardBack.GREEN: _tr("Appearance", "Green"),
        CardBack.DECK: _tr("Appearance", "The deck's own back"),
    }


class AppearancePage(QWidget):
    """The Appearance page; ``changed`` after every edit (for the dialog's Apply button)."""

    changed = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("appearancePage")
        self._decks: dict[str, KdeDeck] = {deck_key(deck): deck for deck in find_decks()}
        self._custom_felt = settings.felt if settings.felt not in FELTS else None
        self._unusable: dict[str, str] = {}  # deck key -> why it cannot be used (a PROBLEMS key)
        self._deck_chosen = False  # the player chose an entry of the deck list on this page
        self.preview_art = art = CardArt()
        art.on_images_ready = self._update_preview
        art.on_deck_failed = self._preview_deck_failed
        self.destroyed.connect(lambda: art.close())  # a deck's drawing process must not call into a page gone

        self.deck_combo = QComboBox()
        self.deck_combo.setObjectName("deck")
        self.other_deck_button = QPushButton()
        self.other_deck_button.setObjectName("otherDeck")
        self.back_combo = QComboBox()
        self.back_combo.setObjectName("cardBack")
        for back in CardBack:
            self.back_combo.addItem("", str(back))
        self.felt_combo = QComboBox()
        self.felt_combo.setObjectName("felt")
        self.preview = QLabel()
        self.preview.setObjectName("appearancePreview")
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.more_decks_note = QLabel()
        self.more_decks_note.setWordWrap(True)
        self.more_decks_note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.deck_problem = QLabel()
        self.deck_problem.setObjectName("deckProblem")
        self.deck_problem.setWordWrap(True)
        self.deck_problem.hide()

        deck_row = QHBoxLayout()
        deck_row.addWidget(self.deck_combo, 1)
        deck_row.addWidget(self.other_deck_button)
        form = QFormLayout()
        self.deck_label, self.back_label, self.felt_label = QLabel(), QLabel(), QLabel()
        self.deck_label.setBuddy(self.deck_combo)
        self.back_label.setBuddy(self.back_combo)
        self.felt_label.setBuddy(self.felt_combo)
        form.addRow(self.deck_label, deck_row)
        form.addRow(self.back_label, self.back_combo)
        form.addRow(self.felt_label, self.felt_combo)
        self.preference_editors = add_editors(Page.APPEARANCE, form, self)  # four colours, high contrast, …
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.deck_problem)
        layout.addWidget(self.more_decks_note)
        layout.addWidget(self.preview, 1)

        self._fill_decks(settings.deck)
        self.back_combo.setCurrentIndex(max(0, self.back_combo.findData(str(settings.card_back))))
        for editor in self.preference_editors.values():
            editor.set_value(settings.value(editor.preference))
            editor.changed.connect(self._on_edit)
        self._fill_felts(settings.felt)
        self.retranslate()
        self.deck_combo.activated.connect(self._on_deck_activated)
        self.deck_combo.currentIndexChanged.connect(self._on_edit)
        self.back_combo.currentIndexChanged.connect(self._on_edit)
        self.felt_combo.activated.connect(self._on_felt_activated)
        self.other_deck_button.clicked.connect(self.choose_deck_folder)
        self._update_preview()

    # ------------------------------------------------------------------ choices
    def _fill_decks(self, current: str) -> None:
        stored = self.settings.deck
        if stored != BUILTIN_DECK and stored not in self._decks and stored not in self._unusable:
            # The stored deck cannot be read today (the board said why): shown as such, never as the one in use.
            try:
                self._decks[stored] = read_deck(Path(stored))
            except DeckError as error:
                self._unusable[stored] = error.problem
        self.deck_combo.blockSignals(True)
        self.deck_combo.clear()
        self.deck_combo.addItem("", BUILTIN_DECK)
        for key in [*self._decks, *(key for key in self._unusable if key not in self._decks)]:
            self.deck_combo.addItem("", key)
        model = self.deck_combo.model()
        for index in range(self.deck_combo.count()):
            if self.deck_combo.itemData(index) in self._unusable:
                item = model.item(index) if hasattr(model, "item") else None
                if item is not None:
                    item.setEnabled(False)
        shown = BUILTIN_DECK if current in self._unusable else current
        self.deck_combo.setCurrentIndex(max(0, self.deck_combo.findData(shown)))
        self.deck_combo.blockSignals(False)
        self._name_decks()

    def _name_decks(self) -> None:
        language = i18n.current_language()
        names = {key: deck.display_name(language) for key, deck in self._decks.items()}
        twice = {name for name in names.values() if list(names.values()).count(name) > 1}
        for index in range(self.deck_combo.count()):
            key = self.deck_combo.itemData(index)
            if key == BUILTIN_DECK:
                text = self.tr("Built-in")
            else:
                name = names.get(key) or Path(key).name or key
                if name in twice:
                    name = fill(self.tr("{name} ({folder})"), name=name, folder=_short_folder(key))
                if key in self._unusable:
                    name = fill(self.tr("{name} — cannot be used"), name=name)
                text = name
            self.deck_combo.setItemText(index, text)

    def _on_deck_activated(self, _index: int) -> None:
        self._deck_chosen = True
        self.deck_problem.hide()

    def _preview_deck_failed(self, error: DeckError) -> None:
        """The drawing of the deck on show failed (the preview's own drawing process): mark it, show what is used
        instead, and say why under the list."""
        key = str(error.folder)
        self._unusable[key] = error.problem  # kept in the list under its name, marked and not to be chosen
        self.deck_problem.setText(deck_problem_text(error.problem, error.folder))
        self.deck_problem.show()
        fallback = self.settings.deck if self.settings.deck not in self._unusable else BUILTIN_DECK
        self._fill_decks(fallback)
        self._on_edit()

    def _fill_felts(self, current: str) -> None:
        self.felt_combo.clear()
        for value in FELTS:
            self.felt_combo.addItem(_swatch(value), "", value)
        if self._custom_felt is not None:
            self.felt_combo.addItem(_swatch(self._custom_felt), "", self._custom_felt)
        self.felt_combo.addItem("", CUSTOM)
        self.felt_combo.setCurrentIndex(max(0, self.felt_combo.findData(current)))

    def _on_felt_activated(self, index: int) -> None:
        if self.felt_combo.itemData(index) == CUSTOM:
            start = QColor(self._custom_felt or self.settings.felt)
            colour = QColorDialog.getColor(start, self, self.tr("Table colour"))
            if colour.isValid():
                self.set_felt(colour.name())
            else:
                self.felt_combo.setCurrentIndex(max(0, self.felt_combo.findData(self.settings.felt)))
        self._on_edit()

    def set_felt(self, value: str) -> None:
        """Choose the felt colour ``#rrggbb`` (a colour not among the presets gets its own entry)."""
        value = QColor(value).name()
        if value not in FELTS:
            self._custom_felt = value
        self._fill_felts(value)
        self.retranslate()
        self._on_edit()

    def choose_deck_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Choose a card deck folder"))
        if folder:
            self.add_deck_folder(Path(folder))

    def add_deck_folder(self, folder: Path) -> bool:
        """Offer and choose the deck in ``folder``; a folder that is not a usable deck is refused with a message."""
        try:
            deck = read_deck(folder)
        except DeckError as error:
            QMessageBox.warning(self, self.tr("Card deck"), deck_problem_text(error.problem, error.folder))
            return False
        key = deck_key(deck)
        self._decks[key] = deck
        self._unusable.pop(key, None)
        self._deck_chosen = True
        self.deck_problem.hide()
        self._fill_decks(key)
        self._on_edit()
        return True

    # ------------------------------------------------------------------ values
    def values(self) -> dict[str, Any]:
        """The chosen looks (:data:`~pyramid_qt.ui.board.appearance.LOOKS`), by Settings attribute name: the preview
        and the board show them.  A stored deck that cannot be used is kept until the player chooses an entry of the
        list (the list then shows the built-in cards, which are what is drawn)."""
        deck = self.deck_combo.currentData()
        if not self._deck_chosen and deck == BUILTIN_DECK and self.settings.deck in self._unusable:
            deck = self.settings.deck
        lists = {
            "deck": deck,
            "card_back": self.back_combo.currentData(),
            "felt": self.felt_combo.currentData() if self.felt_combo.currentData() != CUSTOM else self.settings.felt,
        }
        declared = {name: editor.value() for name, editor in self.preference_editors.items()}
        return {look.name: lists[look.name] if look.name in lists else declared[look.name] for look in LOOKS}

    def changes(self) -> dict[str, object]:
        """Every value on the page that differs from the stored one, by Settings attribute name."""
        stored = self.settings
        lists = {name: value for name, value in self.values().items() if name in _LISTS}
        changed: dict[str, object] = {
            name: value for name, value in lists.items() if value != stored.value(_LISTS[name])
        }
        changed.update(changed_values(self.preference_editors, stored))
        return changed

    def apply(self) -> None:
        for name, value in self.changes().items():
            preference = _LISTS.get(name) or self.preference_editors[name].preference
            self.settings.set_value(preference, value)

    def _on_edit(self) -> None:
        self._update_preview()
        self.changed.emit()

    # ------------------------------------------------------------------ preview
    def _update_preview(self) -> None:
        values = self.values()
        deck = self._decks.get(self.deck_combo.currentData())  # what the list shows: never an unusable deck
        self.preview_art.set_look(deck, values["card_back"], Inks(values["four_colour"], values["high_contrast"]))
        felt = QColor(shown_felt(values["felt"], values["high_contrast"]))
        self.preview.setPixmap(render_preview(self.preview_art, felt, self.devicePixelRatioF()))
        # High contrast lays its own table: the colour chosen waits until it is off.
        self.felt_combo.setEnabled(not values["high_contrast"])

    # ------------------------------------------------------------------ language
    def retranslate(self) -> None:
        self.deck_label.setText(self.tr("Card &faces:"))
        self.other_deck_button.setText(self.tr("&Other deck…"))
        self.other_deck_button.setToolTip(self.tr("Use a card deck in the KDE format from any folder"))
        self.back_label.setText(self.tr("Card &back:"))
        self.felt_label.setText(self.tr("&Table:"))
        self._name_decks()
        for index, name in enumerate(_back_names().values()):
            self.back_combo.setItemText(index, name)
        for editor in self.preference_editors.values():
            editor.retranslate()
        felt_names = _felt_names()
        for index in range(self.felt_combo.count()):
            value = self.felt_combo.itemData(index)
            self.felt_combo.setItemText(
                index, self.tr("Other colour…") if value == CUSTOM else felt_names.get(value, value)
            )
        self.more_decks_note.setText(
            self.tr(
                "More decks: install KDE's card decks (Debian, Ubuntu: kdegames-card-data-kf5; Fedora, Arch: "
                "libkdegames) or put a deck folder in ~/.local/share/carddecks."
            )
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def deck_key(deck: KdeDeck) -> str:
    """The settings value that names ``deck``: its folder."""
    return str(deck.folder)


def _short_folder(key: str) -> str:
    """A deck's folder as the list shows it beside a name another deck has too (``~`` for the home folder)."""
    home = str(Path.home())
    return "~" + key[len(home) :] if key == home or key.startswith(home + "/") else key


def _swatch(colour: str) -> QPixmap:
    pixmap = QPixmap(16, 16)
    pixmap.fill(QColor(colour))
    return pixmap


def render_preview(art: CardArt, felt: QColor, dpr: float = 1.0) -> QPixmap:
    """A strip of felt with a few faces and a back, as the board would show them."""
    width = PREVIEW_CARD_WIDTH
    height = round(width * CARD_ASPECT)
    gap = 10
    count = len(PREVIEW_CARDS) + 1
    size_w, size_h = gap + count * (width + gap), height + 2 * gap
    pixmap = QPixmap(round(size_w * dpr), round(size_h * dpr))
    pixmap.setDevicePixelRatio(dpr)
    painter = QPainter(pixmap)
    gradient = QRadialGradient(QPointF(size_w / 2, size_h / 2), size_w * 0.6)
    centre, edge = felt_colours(felt)
    gradient.setColorAt(0.0, centre)
    gradient.setColorAt(1.0, edge)
    painter.fillRect(0, 0, size_w, size_h, gradient)
    x = gap
    for code in PREVIEW_CARDS:
        painter.drawPixmap(QPointF(x, gap), art.face(Card.parse(code), width, dpr))
        x += width + gap
    painter.drawPixmap(QPointF(x, gap), art.back(width, dpr))
    painter.end()
    return pixmap
