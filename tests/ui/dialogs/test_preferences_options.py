"""The Preferences rule widgets are built from the declarations: a new option or family shows with no dialog code."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox

from pyramid_qt.engine.options import OPTIONS, RuleOption
from pyramid_qt.engine.rules import FAMILIES, PRESETS, RuleFamily, RuleSet
from pyramid_qt.store.settings import Settings
from pyramid_qt.ui.dialogs.option_editor import object_name
from pyramid_qt.ui.dialogs.preferences import PreferencesDialog


@pytest.fixture
def ini(tmp_path: Path) -> Path:
    return tmp_path / "config" / "pyramid-qt.ini"


@pytest.fixture
def dialogs(qapp) -> Iterator[list[PreferencesDialog]]:
    """Dialogs deleted before a throw-away option or family is unregistered (requested after its fixture):
    a closed dialog left alive would retranslate on a later test's language switch, with the option gone."""
    opened: list[PreferencesDialog] = []
    yield opened
    for dialog in opened:
        shiboken6.delete(dialog)


def open_dialog(dialogs: list[PreferencesDialog], settings: Settings) -> PreferencesDialog:
    dialog = PreferencesDialog(settings)
    dialogs.append(dialog)
    return dialog


def test_one_widget_per_declared_option_with_its_texts(ini: Path, dialogs: list[PreferencesDialog]) -> None:
    dialog = open_dialog(dialogs, Settings(ini))
    assert list(dialog.option_editors) == list(OPTIONS)
    passes = dialog.findChild(QComboBox, "passes")
    assert passes is not None
    assert [passes.itemText(i) for i in range(passes.count())] == ["1", "3", "Unlimited"]
    label = dialog.option_editors["passes"].label
    assert label is not None and label.text() == "&Passes through the stock:"
    win = dialog.findChild(QComboBox, "strictWin")
    assert win is not None
    assert [win.itemText(i) for i in range(win.count())] == ["The pyramid is cleared", "All 52 cards are removed"]
    for name in ("stacked_pairs", "talon_pairing", "draw_three"):
        box = dialog.findChild(QCheckBox, object_name(OPTIONS[name]))
        assert box is not None and box.toolTip()
    draw_three = dialog.findChild(QCheckBox, "drawThree")
    assert draw_three is not None and draw_three.text() == "Draw &three onto three waste piles"


def test_a_throw_away_option_is_shown_saved_and_read_back(
    ini: Path, kings_late: RuleOption, dialogs: list[PreferencesDialog]
) -> None:
    dialog = open_dialog(dialogs, Settings(ini))
    box = dialog.findChild(QCheckBox, "kingsLate")
    assert box is not None and box.text() == "&Kings stay until the end" and not box.isChecked()
    box.setChecked(True)
    assert "<b>NK</b>" in dialog.code_label.text()
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert Settings(ini).rules().field == "NK"

    again = open_dialog(dialogs, Settings(ini))
    box = again.findChild(QCheckBox, "kingsLate")
    assert box is not None and box.isChecked()
    again.preset_buttons["T"].setChecked(True)  # a family resets it to the family's value
    assert not box.isChecked()


def test_a_fourth_family_is_offered_and_sets_its_defaults(
    ini: Path, family_m: RuleFamily, dialogs: list[PreferencesDialog]
) -> None:
    dialog = open_dialog(dialogs, Settings(ini))
    assert list(dialog.preset_buttons) == list(FAMILIES) == ["N", "W", "T", "M"]
    button = dialog.findChild(type(dialog.preset_buttons["M"]), "presetM")
    assert button is not None
    assert button.text() == "Throw-away family (M)"
    assert dialog.preset_notes["M"].text() == "The stock top plays; two passes; three waste piles."
    button.setChecked(True)
    assert dialog.rules() == PRESETS["M"]
    assert dialog.option_editors["passes"].value() == 2 and dialog.option_editors["draw_three"].value() is True
    assert "<b>M</b>" in dialog.code_label.text()
    dialog.option_editors["passes"].set_value(None)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert Settings(ini).rules() == RuleSet.from_field("MU")
