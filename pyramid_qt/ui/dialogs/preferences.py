"""Preferences: the game and the rules for the next deal and the declared play and display preferences (one editor
each).  The game list is shown when more than one game is offered; a game without rule options shows no families or
options (it has none to choose).

The dialog edits a copy of the values and writes :class:`~pyramid_qt.store.settings.Settings` only on OK or
Apply, and then only the values that differ from what is stored — so opening the dialog after a settings file
could not be read and pressing OK does not overwrite that file.  Cancel writes nothing.

Choosing a preset resets every rule option to that preset's values (the options are modifiers of the preset,
exactly like the letters of a deal code's rules field), and the resulting rules field is shown live.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QPalette, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from pyramid_qt import texts as rules_texts
from pyramid_qt.engine import games
from pyramid_qt.engine.options import OPTIONS
from pyramid_qt.engine.rules import FAMILIES, PRESETS, RuleSet
from pyramid_qt.store.preferences import Page
from pyramid_qt.store.settings import (
    LOAD_CORRUPT,
    LOAD_INVALID,
    LOAD_UNREADABLE,
    SAVE_FAILED,
    Settings,
)
from pyramid_qt.ui import texts
from pyramid_qt.ui.dialogs.appearance import AppearancePage
from pyramid_qt.ui.dialogs.game_box import GameBox
from pyramid_qt.ui.dialogs.option_editor import OptionEditor
from pyramid_qt.ui.dialogs.preference_editor import PreferenceEditor, add_editors, changed_values
from pyramid_qt.ui.texts.games import game_name

_tr = QCoreApplication.translate

NOTICE_STYLE = (
    "#notice { background: #fff4d6; color: #4a3500; border: 1px solid #e3c36b; border-radius: 4px; padding: 6px; }"
)


def settings_problem_text(key: str) -> str:
    """The notice for a settings file problem, by the store's message key."""
    messages = {
        LOAD_CORRUPT: _tr(
            "Preferences", "The settings file is damaged. Defaults are used; it is rewritten when you save."
        ),
        LOAD_INVALID: _tr("Preferences", "Some settings had invalid values and use their defaults until you save."),
        LOAD_UNREADABLE: _tr("Preferences", "The settings file could not be read. Defaults are used."),
        SAVE_FAILED: _tr("Preferences", "Your settings could not be saved. They apply until you quit the game."),
    }
    return messages.get(key, _tr("Preferences", "There is a problem with the settings file."))


class PreferencesDialog(QDialog):
    """Edit the player's preferences; see the module docstring for when anything is written."""

    languageChosen = Signal(str)  # "system", "id" or "en", after it was saved and only if it changed
    applied = Signal()  # after OK or Apply wrote at least one changed value

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self._problem: str | None = settings.load_problem
        self.setObjectName("preferencesDialog")

        self.notice = QLabel()
        self.notice.setObjectName("notice")
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet(NOTICE_STYLE)

        columns = self.columns = QHBoxLayout()
        columns.setSpacing(12)
        columns.addWidget(self._build_rules_group(), 3)
        right = QVBoxLayout()
        self.preference_editors: dict[str, PreferenceEditor] = {}
        self.play_group = self._build_preference_group(Page.PLAY)
        right.addWidget(self.play_group)
        right.addStretch(1)
        columns.addLayout(right, 2)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.Apply
        )
        self.buttons.accepted.connect(self._on_ok)
        self.buttons.rejected.connect(self.reject)
        self.apply_button.clicked.connect(self.apply)

        # Appearance is a page of its own (ui/dialogs/appearance.py); the game options are the first page.
        self.game_page = QWidget()
        self.game_page.setLayout(columns)
        self.appearance = AppearancePage(settings)
        self.pages = QTabWidget()
        self.pages.addTab(self.game_page, "")
        self.pages.addTab(self.appearance, "")
        self.pages.currentChanged.connect(lambda _index: self._fit_game_page())
        for combo in self.game_page.findChildren(QComboBox):
            # Measured from their texts even when first shown behind the Appearance tab.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

        layout = self.column = QVBoxLayout(self)
        layout.addWidget(self.notice)
        layout.addWidget(self.pages)
        layout.addWidget(self.buttons)

        self._load()
        self._connect_changes()
        self.appearance.changed.connect(self._refresh)
        self.finished.connect(lambda _result: self.appearance.preview_art.close())  # its deck process
        self.retranslate()
        self._show_problem(settings.load_problem)
        self._refresh()

    # ------------------------------------------------------------------ building
    def _build_rules_group(self) -> QGroupBox:
        self.rules_group = QGroupBox()
        outer = QVBoxLayout(self.rules_group)
        self.game_label = QLabel()
        self.game_box = GameBox(games.GAMES.get(self.settings.game, games.PYRAMID))
        self.game_label.setBuddy(self.game_box)
        game_row = QFormLayout()
        game_row.addRow(self.game_label, self.game_box)
        for widget in (self.game_label, self.game_box):
            widget.setVisible(self.game_box.offers_a_choice)
        outer.addLayout(game_row)
        self.no_rule_options = QLabel()
        self.no_rule_options.setObjectName("noRuleOptions")
        self.no_rule_options.setWordWrap(True)
        outer.addWidget(self.no_rule_options)
        self.rule_widgets = QWidget()  # the families and options: hidden for a game that has none
        layout = QVBoxLayout(self.rule_widgets)
        layout.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.rule_widgets)
        self.preset_group = QButtonGroup(self)
        self.preset_buttons: dict[str, QRadioButton] = {}
        self.preset_notes: dict[str, QLabel] = {}
        presets = QVBoxLayout()
        presets.setSpacing(0)
        indent = self.style().pixelMetric(self.style().PixelMetric.PM_ExclusiveIndicatorWidth) + 6
        for letter in FAMILIES:
            button = QRadioButton()
            button.setObjectName(f"preset{letter}")
            note = QLabel()
            note.setWordWrap(True)
            note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            note.setIndent(indent)
            self.preset_group.addButton(button)
            self.preset_buttons[letter] = button
            self.preset_notes[letter] = note
            presets.addWidget(button)
            presets.addWidget(note)
            presets.addSpacing(6)
        layout.addLayout(presets)

        # One editor per declared rule option: lists in a form, then the on/off boxes.
        self.option_editors = {name: OptionEditor(option, self) for name, option in OPTIONS.items()}
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        for editor in self.option_editors.values():
            if editor.label is not None:
                form.addRow(editor.label, editor.widget)
        layout.addLayout(form)
        for editor in self.option_editors.values():
            if editor.label is None:
                layout.addWidget(editor.widget)

        layout.addSpacing(6)
        layout = outer
        self.code_label = QLabel()
        self.code_label.setObjectName("rulesCode")
        self.code_label.setTextFormat(Qt.TextFormat.RichText)
        self.next_deal_note = QLabel()
        self.next_deal_note.setWordWrap(True)
        self.next_deal_note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        layout.addWidget(self.code_label)
        layout.addWidget(self.next_deal_note)
        layout.addStretch(1)
        return self.rules_group

    def _build_preference_group(self, page: Page) -> QGroupBox:
        """One editor per preference declared for ``page``: check boxes and radio buttons in a column, lists in a
        form, each followed by its note."""
        group = QGroupBox()
        self.preference_editors.update(add_editors(page, QVBoxLayout(group), self))
        return group

    @property
    def apply_button(self) -> QAbstractButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Apply)

    # ------------------------------------------------------------------ values
    def _load(self) -> None:
        """Show what is stored."""
        s = self.settings
        self._show_rules(s.rules())
        for editor in self.preference_editors.values():
            editor.set_value(s.value(editor.preference))

    def _show_rules(self, rules: RuleSet) -> None:
        self.preset_buttons[rules.preset_letter].setChecked(True)
        for name, editor in self.option_editors.items():
            editor.set_value(rules.value(name))

    def preset(self) -> str:
        for letter, button in self.preset_buttons.items():
            if button.isChecked():
                return letter
        return self.settings.preset

    def rules(self) -> RuleSet:
        """The rule set the widgets describe."""
        return RuleSet(self.preset(), **{name: editor.value() for name, editor in self.option_editors.items()})

    def _changes(self) -> dict[str, object]:
        """Each value that differs from the stored one, by Settings attribute name."""
        changes = changed_values(self.preference_editors, self.settings)
        game = self.game_box.game().key
        if game != self.settings.game:
            changes["game"] = game
        rules = self.rules()
        if rules != self.settings.rules():
            changes["rules"] = rules
        return changes

    # ------------------------------------------------------------------ reacting
    def _connect_changes(self) -> None:
        self.preset_group.buttonToggled.connect(self._on_preset_toggled)
        self.game_box.currentIndexChanged.connect(lambda _index: self._refresh())
        for option_editor in self.option_editors.values():
            option_editor.changed.connect(self._refresh)
        for preference_editor in self.preference_editors.values():
            preference_editor.changed.connect(self._refresh)

    def _on_preset_toggled(self, button: QAbstractButton, checked: bool) -> None:
        if checked:
            self._show_rules(PRESETS[self.preset()])
            self._refresh()

    def _refresh(self) -> None:
        rules = self.rules()
        game = self.game_box.game()
        self.rule_widgets.setVisible(game.rule_options)
        self.code_label.setVisible(game.rule_options)
        self.no_rule_options.setVisible(not game.rule_options)
        self.no_rule_options.setText(
            texts.fill(self.tr("{game} has no rules to choose: every deal is played by its own."), game=game_name(game))
        )
        self.code_label.setText(texts.fill(self.tr("Rules code: <b>{code}</b>"), code=rules.field))
        self.apply_button.setEnabled(bool(self._changes()) or bool(self.appearance.changes()))

    def _show_problem(self, key: str | None) -> None:
        self.notice.setVisible(key is not None)
        self._problem = key
        if key is not None:
            self.notice.setText(settings_problem_text(key))

    # ------------------------------------------------------------------ saving
    def apply(self) -> bool:
        """Write the changed values; ``False`` if the file could not be written (the values still apply)."""
        changes = self._changes()
        looks = self.appearance.changes()
        if not changes and not looks:
            return True
        s = self.settings
        self.appearance.apply()
        if "rules" in changes:
            s.set_rules(self.rules())
        if "game" in changes:
            s.game = self.game_box.game().key
        for name, editor in self.preference_editors.items():
            if name in changes:
                s.set_value(editor.preference, changes[name])
        if "language" in changes or "language" in looks:
            self.languageChosen.emit(s.language)
        self.applied.emit()
        self._show_problem(s.save_problem)
        self._refresh()
        return s.save_problem is None

    def _on_ok(self) -> None:
        # A failed write keeps the dialog open so the notice is read; a second OK has nothing left to write.
        if self.apply():
            self.accept()

    # ------------------------------------------------------------------ language
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Preferences"))
        self.pages.setTabText(0, self.tr("Game"))
        self.pages.setTabText(1, self.tr("Appearance"))
        self.rules_group.setTitle(self.tr("Rules"))
        self.game_label.setText(self.tr("&Game:"))
        self.game_box.retranslate()
        for letter, button in self.preset_buttons.items():
            button.setText(
                texts.fill(self.tr("{family} ({letter})"), family=rules_texts.family_name(letter), letter=letter)
            )
            self.preset_notes[letter].setText(rules_texts.family_description(letter))
        for editor in self.option_editors.values():
            editor.retranslate()
        self.next_deal_note.setText(self.tr("Rule changes apply from the next deal."))
        self.play_group.setTitle(self.tr("Play"))
        for preference_editor in self.preference_editors.values():
            preference_editor.retranslate()
        if self._problem is not None:
            self.notice.setText(settings_problem_text(self._problem))
        if self.isVisible():
            self._fit_game_page()
        self._refresh()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        self._fit_game_page()  # the style's final metrics are known once the dialog is shown

    def _fit_game_page(self) -> None:
        """A tab passes on no height-for-width, so the game page's wrapped notes would be squeezed: give it the
        size the layout asks for on its own, as in a dialog without tabs."""
        if not self.game_page.isVisible():
            return  # measured when it is shown: a page behind another tab reports too small a size
        columns = self.columns
        columns.invalidate()
        self.game_page.setMinimumSize(columns.sizeHint())
        self.resize(self.size().expandedTo(self.sizeHint()))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            QTimer.singleShot(0, self, self.fit_to_texts)  # once every label and combo box has its new text
        super().changeEvent(event)

    def fit_to_texts(self) -> None:
        """Grow to the texts of a new language: an open dialog kept the size of the old one, clipping the longer
        Indonesian descriptions and combo box entries (a fresh dialog is sized to its texts by Qt)."""
        for combo in self.findChildren(QComboBox):
            # By default a combo box keeps the width of its first show ("Tanpa bat▾"): measured again from now on.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            combo.updateGeometry()
        layout = self.column
        layout.invalidate()
        layout.activate()
        hint = self.sizeHint()
        width = max(self.width(), hint.width())
        height = max(self.height(), layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else hint.height())
        self.resize(width, height)
