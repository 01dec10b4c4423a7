"""Preferences are declared once (pyramid_qt/store/preferences.py): a throw-away record is stored, validated,
read back and edited in the Preferences dialog with no code of its own."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox

from pyramid_qt.store import preferences
from pyramid_qt.store.preferences import Choice, Page, Preference, Preferences, Switch, Word
from pyramid_qt.store.settings import LOAD_INVALID, Settings
from pyramid_qt.ui.dialogs.preferences import PreferencesDialog


class TableSize(Word):
    SMALL = "small"
    LARGE = "large"


SOUND = Preference(
    Switch(),
    False,
    key="play/sound_effects",
    page=Page.PLAY,
    label="&Sound effects",
    help="Play a sound when a pair is removed",
    name="sound_effects",
)
TABLE = Preference(
    Choice(TableSize),
    TableSize.LARGE,
    key="display/table_size",
    page=Page.APPEARANCE,
    label="&Table:",
    value_texts={TableSize.SMALL: "Small", TableSize.LARGE: "Large"},
    name="table_size",
)
GLOW = Preference(
    Switch(),
    False,
    key="appearance/glow",
    page=Page.APPEARANCE,
    label="&Glowing cards",
    name="glow",
)


@pytest.fixture
def extra_preferences():
    with preferences.registered(SOUND), preferences.registered(TABLE), preferences.registered(GLOW):
        yield


@pytest.fixture
def ini(tmp_path: Path) -> Path:
    return tmp_path / "pyramid-qt.ini"


def test_a_declared_preference_is_stored_validated_and_read_back(extra_preferences, ini: Path) -> None:
    settings = Settings(ini)
    assert settings.value(SOUND) is False and settings.value(TABLE) is TableSize.LARGE  # the defaults
    settings.set_value(SOUND, True)
    settings.set_value(TABLE, TableSize.SMALL)
    with pytest.raises(ValueError):
        settings.set_value(TABLE, "huge")  # type: ignore[misc]  # what a careless caller might pass
    with pytest.raises(ValueError):
        settings.set_value(SOUND, "yes please")  # type: ignore[misc]
    text = ini.read_text()
    assert "sound_effects=true" in text and "table_size=small" in text
    reread = Settings(ini)
    assert reread.value(SOUND) is True and reread.value(TABLE) is TableSize.SMALL
    assert reread.load_problem is None


def test_a_bad_value_of_a_declared_preference_falls_back_to_its_default(extra_preferences, ini: Path) -> None:
    ini.write_text("[display]\ntable_size=enormous\n[play]\nsound_effects=perhaps\n")
    settings = Settings(ini)
    assert settings.load_problem == LOAD_INVALID
    assert settings.value(TABLE) is TableSize.LARGE and settings.value(SOUND) is False


def test_a_key_of_an_undeclared_preference_is_left_alone(ini: Path) -> None:
    ini.write_text("[play]\nsound_effects=true\n")
    settings = Settings(ini)
    assert settings.load_problem is None
    settings.error_help = False
    assert "sound_effects=true" in ini.read_text()  # a newer version's key survives a write


def test_the_dialog_edits_a_declared_preference_with_no_code_of_its_own(qtbot, extra_preferences, ini: Path) -> None:
    settings = Settings(ini)
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    sound = dialog.findChild(QCheckBox, "soundEffects")
    table = dialog.findChild(QComboBox, "tableSize")
    assert sound is not None and sound.text() == "&Sound effects" and sound.toolTip().startswith("Play a sound")
    assert sound.parent() is dialog.play_group
    assert table is not None and [table.itemText(i) for i in range(table.count())] == ["Small", "Large"]
    assert table.parent() is dialog.appearance
    assert not dialog.apply_button.isEnabled()
    sound.setChecked(True)
    table.setCurrentIndex(0)
    assert dialog.apply_button.isEnabled()
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    reread = Settings(ini)
    assert reread.value(SOUND) is True and reread.value(TABLE) is TableSize.SMALL
    dialog.deleteLater()


def test_an_appearance_preference_is_edited_on_the_appearance_page(qtbot, extra_preferences, ini: Path) -> None:
    settings = Settings(ini)
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    glow = dialog.appearance.findChild(QCheckBox, "glow")
    assert glow is not None and glow.text() == "&Glowing cards" and not glow.isChecked()
    assert not dialog.apply_button.isEnabled()
    glow.setChecked(True)
    assert dialog.apply_button.isEnabled()
    assert dialog.appearance.changes() == {"glow": True}
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert Settings(ini).value(GLOW) is True
    again = PreferencesDialog(Settings(ini))
    qtbot.addWidget(again)
    shown = again.appearance.findChild(QCheckBox, "glow")
    assert shown is not None and shown.isChecked() and not again.apply_button.isEnabled()


def test_every_declared_page_preference_has_an_editor(qtbot, ini: Path) -> None:
    dialog = PreferencesDialog(Settings(ini))
    qtbot.addWidget(dialog)
    on_pages = {p.name for p in preferences.PREFERENCES.values() if p.page is not Page.OWN_WIDGETS}
    assert set(dialog.preference_editors) | set(dialog.appearance.preference_editors) == on_pages


def test_dont_ask_again_can_be_taken_back_in_the_preferences(qtbot, ini: Path) -> None:
    settings = Settings(ini)
    settings.confirm_discard = False  # the player ticked "Don't ask again" in the question once
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    box = dialog.findChild(QCheckBox, "confirmDiscard")
    assert box is not None and not box.isChecked()
    box.setChecked(True)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert Settings(ini).confirm_discard is True


def test_registering_a_name_twice_is_refused() -> None:
    with pytest.raises(ValueError), preferences.registered(Preferences.language):
        pass


def test_a_declaration_is_a_typed_attribute_of_settings(ini: Path) -> None:
    settings = Settings(ini)
    assert Settings.animation_speed is Preferences.animation_speed is preferences.PREFERENCES["animation_speed"]
    assert settings.animation_speed is preferences.AnimationSpeed.NORMAL  # the default, as its enum member
    settings.animation_speed = preferences.AnimationSpeed.OFF
    assert "animation_speed=off" in ini.read_text()
    assert Settings(ini).animation_speed is preferences.AnimationSpeed.OFF
    with pytest.raises(ValueError):
        settings.card_back = "purple"  # type: ignore[assignment]
    assert [p.name for p in preferences.PREFERENCES.values()] == [
        name for name, value in vars(Preferences).items() if isinstance(value, Preference)
    ]
