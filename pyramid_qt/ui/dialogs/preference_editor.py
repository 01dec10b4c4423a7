"""The Preferences widget of one declared preference, built from its record (no widget code per preference).

A :class:`~pyramid_qt.store.preferences.Choice` is a labelled combo box (its items' data are the values' words);
a Switch with names for both values is two radio buttons under its label; any other Switch is a check box.  A note,
when declared, is a grey line below.  :func:`add_editors` lays out the editors of one page.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QRadioButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from pyramid_qt.store.preferences import TEXT_CONTEXT, Choice, Page, Preference, on_page
from pyramid_qt.store.settings import Settings


def object_name(preference: Preference[Any]) -> str:
    """The editor's object name: the preference's name in camelCase ("errorHelp", "animationSpeed")."""
    first, *rest = preference.name.split("_")
    return first + "".join(word.capitalize() for word in rest)


def text(preference: Preference[Any], value: Any) -> str:
    """The name of one of ``preference``'s values on screen."""
    source = preference.value_texts.get(value, str(value))
    return source if value in preference.native_values else QCoreApplication.translate(TEXT_CONTEXT, source)


class PreferenceEditor(QObject):
    """A label (lists and radio buttons only), a widget that shows and edits the value, and an optional note."""

    changed = Signal()

    def __init__(self, preference: Preference[Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.preference = preference
        self.label: QLabel | None = None
        self.note: QLabel | None = None
        self._values: list[Any] = []
        self.widget: QWidget
        kind = preference.kind
        self.shape = "list" if isinstance(kind, Choice) else "radios" if len(preference.value_texts) == 2 else "box"
        if isinstance(kind, Choice):
            self._values = kind.members()
            self.combo = QComboBox()
            for value in self._values:
                self.combo.addItem("", str(value))
            self.combo.currentIndexChanged.connect(self.changed)
            self.label = QLabel()
            self.label.setBuddy(self.combo)
            self.widget = self.combo
        elif self.shape == "radios":
            self._values = [True, False]
            self.label = QLabel()
            self.widget = QWidget()
            self.group = QButtonGroup(self)
            column = QVBoxLayout(self.widget)
            column.setContentsMargins(0, 0, 0, 0)
            column.setSpacing(0)
            self.radios = [QRadioButton(), QRadioButton()]
            for radio, suffix in zip(self.radios, ("", "Off"), strict=True):
                radio.setObjectName(object_name(preference) + suffix)
                self.group.addButton(radio)
                column.addWidget(radio)
            self.group.buttonToggled.connect(self._on_radio_toggled)
        else:
            self.box = QCheckBox()
            self.box.toggled.connect(self.changed)
            self.widget = self.box
        if not self.widget.objectName():
            self.widget.setObjectName(object_name(preference))
        if preference.note:
            self.note = QLabel()
            self.note.setWordWrap(True)
            self.note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.set_value(preference.default)
        self.retranslate()

    def _on_radio_toggled(self, _button: QRadioButton, on: bool) -> None:
        if on:  # one signal for the pair: the button turned on, not the one turned off
            self.changed.emit()

    def value(self) -> Any:
        if self.shape == "list":
            return self._values[self.combo.currentIndex()]
        if self.shape == "radios":
            return self.radios[0].isChecked()
        return self.box.isChecked()

    def set_value(self, value: Any) -> None:
        if self.shape == "list":
            self.combo.setCurrentIndex(self._values.index(value) if value in self._values else 0)
        elif self.shape == "radios":
            self.radios[0 if value else 1].setChecked(True)
        else:
            self.box.setChecked(bool(value))

    def retranslate(self) -> None:
        preference = self.preference
        label = QCoreApplication.translate(TEXT_CONTEXT, preference.label)
        if self.shape == "list":
            for index, value in enumerate(self._values):
                self.combo.setItemText(index, text(preference, value))
                if value in preference.value_help:
                    tip = QCoreApplication.translate(TEXT_CONTEXT, preference.value_help[value])
                    self.combo.setItemData(index, tip, Qt.ItemDataRole.ToolTipRole)
        elif self.shape == "radios":
            for radio, value in zip(self.radios, self._values, strict=True):
                radio.setText(text(preference, value))
        else:
            self.box.setText(label)
        if self.label is not None:
            self.label.setText(label)
        if preference.help:
            self.widget.setToolTip(QCoreApplication.translate(TEXT_CONTEXT, preference.help))
        if self.note is not None:
            self.note.setText(QCoreApplication.translate(TEXT_CONTEXT, preference.note))


def add_editors(page: Page, column: QVBoxLayout | QFormLayout, owner: QWidget) -> dict[str, PreferenceEditor]:
    """One editor per preference declared for ``page``, added to ``column`` (``owner``: their parent): check boxes
    and radio buttons one under another, lists in a form, each followed by its note; or rows of a form given as
    ``column`` (a check box in the field column).  By preference name."""
    editors: dict[str, PreferenceEditor] = {}
    form: QFormLayout | None = None
    for preference in on_page(page):
        editor = editors[preference.name] = PreferenceEditor(preference, owner)
        if isinstance(column, QFormLayout):
            column.addRow(editor.label or "", editor.widget)
            if editor.note is not None:
                column.addRow("", editor.note)
            continue
        if editor.label is not None and editor.shape == "list":
            if form is None:
                form = QFormLayout()
                column.addLayout(form)
            form.addRow(editor.label, editor.widget)
        else:
            form = None
            if editor.label is not None:
                column.addSpacing(4)
                column.addWidget(editor.label)
            column.addWidget(editor.widget)
        if editor.note is not None:
            editor.note.setIndent(owner.style().pixelMetric(QStyle.PixelMetric.PM_ExclusiveIndicatorWidth) + 6)
            column.addWidget(editor.note)
    return editors


def changed_values(editors: dict[str, PreferenceEditor], settings: Settings) -> dict[str, Any]:
    """The edited values that differ from the stored ones, by preference name."""
    return {
        name: editor.value() for name, editor in editors.items() if editor.value() != settings.value(editor.preference)
    }
