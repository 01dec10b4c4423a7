"""New game: choose the game (when more than one is offered), type a deal code or a number 1–20000 (validated as you
type), or leave it empty for a random deal, of a chosen difficulty where the rules' deals are rated.  A game whose
deals have no rating says so instead of offering a difficulty it cannot keep; "Rules of the game" opens its Help
page.

A screen reader hears the check too: the entry, named by its prompt, is described by the feedback, which follows
the typing once it pauses (a screen reader speaks its focus's new description; at every key it would talk over the
keys' echo), and Enter on a code that is not one says why again (the OK button it would press is off)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pyramid_qt.engine import DealCode, DealCodeError, RuleSet, parse_deal_input
from pyramid_qt.engine.games import PYRAMID, GameDeclaration
from pyramid_qt.services.share import find_deal_code
from pyramid_qt.texts import deal_error_text
from pyramid_qt.ui.dialogs.game_box import GameBox
from pyramid_qt.ui.texts import assist as assist_texts
from pyramid_qt.ui.texts import fill
from pyramid_qt.ui.texts import games as game_texts

LEVELS = ("easy", "medium", "hard", "expert")
ENTRY_SLACK = 48  # the entry's frame, its text margins and its clear button, beside the text
ROOM_EDGE = 16  # pixels the dialog leaves free on each side of the window when a long text widens it
TYPING_PAUSE_MS = 700  # the feedback is told to a screen reader once the typing pauses this long


class NewGameDialog(QDialog):
    def __init__(
        self,
        rules: RuleSet,
        parent: QWidget | None = None,
        *,
        rated: bool = False,
        difficulty: str | None = None,
        game: GameDeclaration = PYRAMID,
        show_rules: Callable[[GameDeclaration], None] | None = None,
    ) -> None:
        """``rated``: the deals of ``rules`` have difficulty ratings (the difficulty box is offered for a game with
        rule options, showing ``difficulty`` first: the one last chosen, ``None`` for any).  ``game``: the game
        chosen first; ``show_rules``: opens a game's Help page (the "Rules of the game" button)."""
        super().__init__(parent)
        self.rules = rules
        self.rules_rated = rated
        self.code: DealCode | None = None  # None with an empty box means "random deal"
        layout = self.column = QVBoxLayout(self)
        self.game_label = QLabel()
        self.game_box = GameBox(game)
        self.game_label.setBuddy(self.game_box)
        self.rules_button = QPushButton()
        self.rules_button.setObjectName("gameRules")
        self.rules_button.setAutoDefault(False)
        self.rules_button.setVisible(show_rules is not None)
        if show_rules is not None:
            self.rules_button.clicked.connect(lambda: show_rules(self.game))
        game_row = QHBoxLayout()
        game_row.addWidget(self.game_label)
        game_row.addWidget(self.game_box, 1)
        game_row.addWidget(self.rules_button)
        for row_widget in (self.game_label, self.game_box):
            row_widget.setVisible(self.game_box.offers_a_choice)
        layout.addLayout(game_row)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.entry = QLineEdit()
        self.entry.setClearButtonEnabled(True)
        self.entry.textChanged.connect(self._validate)
        self.entry.textChanged.connect(self._widen_for)
        self.entry.returnPressed.connect(self._on_return)
        self.prompt.setBuddy(self.entry)
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.setInterval(TYPING_PAUSE_MS)
        self._pause.timeout.connect(self._describe)
        self.feedback = QLabel()
        self.feedback.setObjectName("feedback")
        self.feedback.setWordWrap(True)
        self.difficulty_label = QLabel()
        self.difficulty_box = QComboBox()
        self.difficulty_box.setObjectName("difficulty")
        self.difficulty_box.addItem("", None)
        for level in LEVELS:
            self.difficulty_box.addItem("", level)
        self.difficulty_box.setCurrentIndex(max(0, self.difficulty_box.findData(difficulty)))
        self.difficulty_label.setBuddy(self.difficulty_box)
        self.unrated_note = QLabel()
        self.unrated_note.setObjectName("unratedNote")
        self.unrated_note.setWordWrap(True)
        self.unrated_note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        difficulty_row = QHBoxLayout()
        difficulty_row.addWidget(self.difficulty_label)
        difficulty_row.addWidget(self.difficulty_box, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        for widget in (self.prompt, self.entry, self.feedback):
            layout.addWidget(widget)
        layout.addLayout(difficulty_row)
        layout.addWidget(self.unrated_note)
        layout.addWidget(self.buttons)
        self.game_box.currentIndexChanged.connect(lambda _index: self._game_changed())
        self._show_rating()
        self.setMinimumWidth(420)
        self.retranslate()
        self._validate(self.entry.text())
        self._describe()
        # The game list comes first in the dialog, but the deal code is what most players come to type: it has the
        # keyboard (and a screen reader reads its prompt) when the dialog opens.
        self.entry.setFocus()

    def _widen_for(self, text: str) -> None:
        """Wide enough for the text pasted in (a shared result line is some sixty characters; scrolled in the entry,
        its start was cut off), up to the window's width; never narrower while one types."""
        parent = self.parentWidget()
        screen = self.screen().availableGeometry().width()
        room = min(screen, parent.window().width()) if parent is not None else screen
        margins = self.column.contentsMargins()
        needed = self.entry.fontMetrics().horizontalAdvance(text) + ENTRY_SLACK + margins.left() + margins.right()
        wanted = min(room - 2 * ROOM_EDGE, needed)
        if wanted > self.minimumWidth():
            self.setMinimumWidth(wanted)

    def _describe(self) -> None:
        """The entry's description is the feedback (a screen reader speaks it as it changes)."""
        self._pause.stop()
        self.entry.setAccessibleDescription(self.feedback.text())

    def _on_return(self) -> None:
        """Enter on a code that is not one: the OK button is off, so nothing happens but the reason, said again.
        A screen reader does not repeat a description that did not change: it changes to a blank first (not to
        nothing, which Qt reads as the entry's placeholder)."""
        if self.code is None and self.entry.text().strip():
            self.entry.setAccessibleDescription(" ")
            self._describe()

    @property
    def game(self) -> GameDeclaration:
        """The game chosen (a code typed in names its own)."""
        return self.game_box.game()

    @property
    def rated(self) -> bool:
        """The chosen game's random deals can be of a chosen difficulty."""
        return self.rules_rated and self.game.rule_options

    def _game_changed(self) -> None:
        self._show_rating()
        self.retranslate()

    def _show_rating(self) -> None:
        for row_widget in (self.difficulty_label, self.difficulty_box):
            row_widget.setVisible(self.rated)
        # Where Pyramid's rules are rated, another game without ratings says why it offers no difficulty.
        self.unrated_note.setVisible(self.rules_rated and not self.rated)

    def _validate(self, text: str) -> None:
        self._pause.start()
        ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.difficulty_box.setEnabled(not text.strip())
        if not text.strip():
            self.code = None
            self.feedback.setStyleSheet("#feedback { color: palette(mid); }")
            if self.game is PYRAMID:
                self.feedback.setText(self.tr("Empty: a random deal with your current rules."))
            else:
                random_deal = self.tr("Empty: a random deal of {game}.")
                self.feedback.setText(fill(random_deal, game=game_texts.game_name(self.game)))
            ok_button.setEnabled(True)
            return
        try:
            self.code = parse_deal_input(text, self.rules, self.game)
        except DealCodeError as error:
            self.code = find_deal_code(text)  # a shared result line holds its deal's code
            if self.code is None:
                self.feedback.setStyleSheet("#feedback { color: #b3261e; }")
                self.feedback.setText(deal_error_text(error.key))
                ok_button.setEnabled(False)
                return
        self.feedback.setStyleSheet("#feedback { color: #1f7a3a; }")
        self.feedback.setText(fill(self.tr("Deal {code}"), code=self.code.text))
        ok_button.setEnabled(True)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("&Game:"))
        self.game_box.retranslate()
        self.rules_button.setText(self.tr("&Rules of the game"))
        self.unrated_note.setText(game_texts.no_ratings_note(self.game))
        self.prompt.setText(self.tr("Deal code (like PY1-N-AAAAAAS) or deal number 1–20000:"))
        self.entry.setAccessibleName(self.tr("Deal code or number"))
        self.entry.setPlaceholderText(self.tr("Empty for a random deal"))
        self.difficulty_label.setText(self.tr("&Difficulty of a random deal:"))
        self.difficulty_box.setItemText(0, assist_texts.any_difficulty())
        for index, level in enumerate(LEVELS, start=1):
            self.difficulty_box.setItemText(index, assist_texts.difficulty_name(level))
        self._validate(self.entry.text())

    @property
    def difficulty(self) -> str | None:
        """The chosen difficulty of a random deal (``None``: any, or a deal typed in)."""
        return None if self.entry.text().strip() else self.difficulty_box.currentData()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
