"""The Preferences widget of one rule option, built from its declaration (no widget code per option).

A :class:`~pyramid_qt.engine.options.Count` or a Flag with names for both values is a list (a labelled combo
box); any other Flag is a check box.  The editor keeps the option's values itself, so the combo's items carry no
data and unlimited stays ``None`` all the way through.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QWidget

from pyramid_qt import texts as rules_texts
from pyramid_qt.engine.options import RuleOption, Value


def object_name(option: RuleOption) -> str:
    """The widget's object name: the option's name in camelCase ("passes", "stackedPairs")."""
    first, *rest = option.name.split("_")
    return first + "".join(word.capitalize() for word in rest)


class OptionEditor(QObject):
    """A label (lists only) and a widget that show and edit one option's value."""

    changed = Signal()

    def __init__(self, option: RuleOption, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.option = option
        self._values: list[Value] = []
        self.label: QLabel | None = None
        self.widget: QWidget
        if option.shown_as_list:
            self.combo = QComboBox()
            self.label = QLabel()
            self.label.setBuddy(self.combo)
            self.combo.currentIndexChanged.connect(self.changed)
            self.widget = self.combo
        else:
            self.box = QCheckBox()
            self.box.toggled.connect(self.changed)
            self.widget = self.box
        self.widget.setObjectName(object_name(option))
        self.set_value(option.default)
        self.retranslate()

    def value(self) -> Value:
        if self.label is None:
            return self.box.isChecked()
        return self._values[self.combo.currentIndex()]

    def set_value(self, value: Value) -> None:
        """Show ``value``; a list offers its usual choices plus this value (e.g. 5 passes from a deal code)."""
        if self.label is None:
            self.box.setChecked(bool(value))
            return
        values = list(self.option.kind.choices(value))
        if values != self._values:
            self.combo.blockSignals(True)
            self.combo.clear()
            self.combo.addItems([rules_texts.value_text(self.option, v) for v in values])
            self._values = values
            self.combo.blockSignals(False)
        self.combo.setCurrentIndex(values.index(value))

    def retranslate(self) -> None:
        label = rules_texts.option_label(self.option)
        if self.label is None:
            self.box.setText(label)
        else:
            self.label.setText(label)
            for index, value in enumerate(self._values):
                self.combo.setItemText(index, rules_texts.value_text(self.option, value))
        self.widget.setToolTip(rules_texts.option_help(self.option))
