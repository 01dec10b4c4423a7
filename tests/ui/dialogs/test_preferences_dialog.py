"""The preferences dialog writes Settings only on OK/Apply, resets options with the preset, and retranslates."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox

from pyramid_qt.store.settings import LOAD_CORRUPT, Settings
from pyramid_qt.ui.dialogs.option_editor import OptionEditor
from pyramid_qt.ui.dialogs.preferences import PreferencesDialog
from tests.helpers.fake_translator import FewWords


@pytest.fixture
def ini(tmp_path: Path) -> Path:
    return tmp_path / "config" / "pyramid-qt.ini"


@pytest.fixture
def dialog(qtbot, ini: Path) -> PreferencesDialog:
    dlg = PreferencesDialog(Settings(ini))
    qtbot.addWidget(dlg)
    return dlg


def press(dialog: PreferencesDialog, which: QDialogButtonBox.StandardButton) -> None:
    dialog.buttons.button(which).click()


def choose(combo, data: object) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def option(dialog: PreferencesDialog, name: str) -> OptionEditor:
    return dialog.option_editors[name]


def test_defaults_shown(dialog: PreferencesDialog) -> None:
    assert dialog.preset_buttons["N"].isChecked()
    assert option(dialog, "passes").value() is None  # unlimited
    assert dialog.preference_editors["error_help"].box.isChecked()
    assert dialog.preference_editors["winnable_only"].radios[0].isChecked()
    assert dialog.appearance.preference_editors["animation_speed"].combo.currentData() == "normal"
    assert dialog.appearance.preference_editors["language"].combo.currentData() == "system"
    assert "N" in dialog.code_label.text()
    assert not dialog.apply_button.isEnabled()  # nothing changed yet
    assert dialog.notice.isHidden()


def test_ok_round_trips_every_value(dialog: PreferencesDialog, ini: Path) -> None:
    dialog.preset_buttons["W"].setChecked(True)
    option(dialog, "passes").set_value(1)
    option(dialog, "strict_win").combo.setCurrentIndex(1)
    option(dialog, "stacked_pairs").box.setChecked(False)
    option(dialog, "draw_three").box.setChecked(True)
    dialog.preference_editors["error_help"].box.setChecked(False)
    dialog.preference_editors["winnable_only"].radios[1].setChecked(True)
    choose(dialog.appearance.preference_editors["animation_speed"].combo, "off")
    choose(dialog.appearance.preference_editors["language"].combo, "id")
    press(dialog, QDialogButtonBox.StandardButton.Ok)

    assert dialog.result() == PreferencesDialog.DialogCode.Accepted
    reread = Settings(ini)
    assert reread.preset == "W"
    assert reread.rule_value("passes") == 1
    assert reread.rule_value("strict_win") is True
    assert reread.rule_value("stacked_pairs") is False
    assert reread.rule_value("talon_pairing") is True  # the W preset's value, left as it was
    assert reread.rule_value("draw_three") is True
    assert reread.rules().field == "W1SXD"
    assert reread.error_help is False
    assert reread.winnable_only is False
    assert reread.animation_speed == "off"
    assert reread.language == "id"


def test_cancel_writes_nothing(dialog: PreferencesDialog, ini: Path) -> None:
    dialog.preset_buttons["T"].setChecked(True)
    dialog.preference_editors["error_help"].box.setChecked(False)
    choose(dialog.appearance.preference_editors["language"].combo, "en")
    press(dialog, QDialogButtonBox.StandardButton.Cancel)
    assert dialog.result() == PreferencesDialog.DialogCode.Rejected
    assert not ini.exists()
    reread = Settings(ini)
    assert (reread.preset, reread.error_help, reread.language) == ("N", True, "system")


def test_apply_saves_and_keeps_the_dialog_open(qtbot, dialog: PreferencesDialog, ini: Path) -> None:
    choose(dialog.appearance.preference_editors["animation_speed"].combo, "fast")
    assert dialog.apply_button.isEnabled()
    with qtbot.waitSignal(dialog.applied, timeout=1000):
        dialog.apply_button.click()
    assert Settings(ini).animation_speed == "fast"
    assert not dialog.apply_button.isEnabled()  # saved: nothing left to apply
    assert dialog.result() == 0  # neither accepted nor rejected


def test_preset_change_resets_options_and_code(dialog: PreferencesDialog) -> None:
    option(dialog, "stacked_pairs").box.setChecked(True)
    option(dialog, "talon_pairing").box.setChecked(True)
    assert "NXY" in dialog.code_label.text()

    dialog.preset_buttons["T"].setChecked(True)
    assert option(dialog, "passes").value() == 1
    assert not option(dialog, "stacked_pairs").box.isChecked()
    assert not option(dialog, "talon_pairing").box.isChecked()
    assert "<b>T</b>" in dialog.code_label.text()

    dialog.preset_buttons["W"].setChecked(True)
    assert option(dialog, "passes").value() == 3
    assert option(dialog, "stacked_pairs").box.isChecked() and option(dialog, "talon_pairing").box.isChecked()
    assert "<b>W</b>" in dialog.code_label.text()

    passes = option(dialog, "passes").combo
    passes.setCurrentIndex(passes.findText("1"))
    assert "<b>W1</b>" in dialog.code_label.text()
    option(dialog, "strict_win").combo.setCurrentIndex(1)
    assert "<b>W1S</b>" in dialog.code_label.text()


def test_an_unusual_stored_pass_count_is_offered(qtbot, ini: Path) -> None:
    settings = Settings(ini)
    settings.set_rule_value("passes", 5)
    dlg = PreferencesDialog(settings)
    qtbot.addWidget(dlg)
    passes = dlg.option_editors["passes"]
    assert passes.value() == 5
    assert [passes.combo.itemText(i) for i in range(passes.combo.count())] == ["1", "3", "5", "Unlimited"]
    assert dlg.rules().passes == 5
    assert not dlg.apply_button.isEnabled()


def test_language_chosen_only_when_it_changes(qtbot, dialog: PreferencesDialog) -> None:
    chosen: list[str] = []
    dialog.languageChosen.connect(chosen.append)
    choose(dialog.appearance.preference_editors["animation_speed"].combo, "off")
    dialog.apply()
    assert chosen == []
    choose(dialog.appearance.preference_editors["language"].combo, "id")
    with qtbot.waitSignal(dialog.languageChosen, timeout=1000) as blocker:
        press(dialog, QDialogButtonBox.StandardButton.Ok)
    assert blocker.args == ["id"]
    assert chosen == ["id"]
    assert dialog.settings.language == "id"  # saved before the signal's receivers run


def test_load_problem_notice_and_untouched_file(qtbot, ini: Path) -> None:
    ini.parent.mkdir(parents=True)
    garbage = b"\x00\x01 not an ini file \xff"
    ini.write_bytes(garbage)
    settings = Settings(ini)
    assert settings.load_problem == LOAD_CORRUPT
    dlg = PreferencesDialog(settings)
    qtbot.addWidget(dlg)
    assert not dlg.notice.isHidden()
    assert "damaged" in dlg.notice.text()
    press(dlg, QDialogButtonBox.StandardButton.Ok)  # no change: OK must not write
    assert ini.read_bytes() == garbage


def test_a_change_after_a_load_problem_repairs_the_file(qtbot, ini: Path) -> None:
    ini.parent.mkdir(parents=True)
    ini.write_bytes(b"\x00garbage")
    dlg = PreferencesDialog(Settings(ini))
    qtbot.addWidget(dlg)
    dlg.preference_editors["error_help"].box.setChecked(False)
    press(dlg, QDialogButtonBox.StandardButton.Ok)
    reread = Settings(ini)
    assert reread.load_problem is None
    assert reread.error_help is False


WORDS = {
    "Preferences": "Preferensi",
    "Rules": "Aturan",
    "Rule changes apply from the next deal.": "Mulai deal berikut.",
}


def test_language_change_retranslates(qtbot, dialog: PreferencesDialog) -> None:
    choose(
        dialog.appearance.preference_editors["animation_speed"].combo, "fast"
    )  # a pending edit must survive the retranslation
    translator = FewWords(WORDS)
    app = QCoreApplication.instance()
    assert app is not None
    app.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: dialog.windowTitle() == "Preferensi", timeout=2000)
        assert dialog.rules_group.title() == "Aturan"
        assert dialog.next_deal_note.text() == "Mulai deal berikut."
        assert dialog.appearance.preference_editors["animation_speed"].combo.currentData() == "fast"
        assert dialog.appearance.preference_editors["language"].combo.itemText(1) == "Bahasa Indonesia"
    finally:
        app.removeTranslator(translator)
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Preferences", timeout=2000)


def test_a_failed_save_keeps_the_dialog_open_with_a_notice(qtbot, tmp_path: Path) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    settings = Settings(blocker / "pyramid-qt.ini")  # cannot be written, not even by root
    dlg = PreferencesDialog(settings)
    qtbot.addWidget(dlg)
    dlg.preference_editors["error_help"].box.setChecked(False)
    press(dlg, QDialogButtonBox.StandardButton.Ok)
    assert dlg.result() == 0  # still open
    assert not dlg.notice.isHidden()
    assert "could not be saved" in dlg.notice.text()
    assert settings.error_help is False  # applies for this session
    press(dlg, QDialogButtonBox.StandardButton.Ok)  # nothing left to write: closes
    assert dlg.result() == PreferencesDialog.DialogCode.Accepted


@pytest.mark.parametrize(
    ("language", "standard", "label", "fragment"),
    [
        ("en", "Standard (N)", "Say why a &move is not allowed", "say why"),
        ("id", "Standar (N)", "&Jelaskan mengapa langkah ditolak", "beri tahu alasannya"),
    ],
)
def test_the_wording_a_player_reads_on_the_game_page(
    dialog: PreferencesDialog, restore_language: None, language: str, standard: str, label: str, fragment: str
) -> None:
    """The N family is named in the player's language (not "Pyramide (N)" in both), and the error help's label and
    tooltip say what it does to a desktop player (no "tap")."""
    from pyramid_qt import i18n

    i18n.install_language(language)
    QCoreApplication.processEvents()
    assert dialog.preset_buttons["N"].text() == standard
    assert all("Pyramide" not in button.text() for button in dialog.preset_buttons.values())
    box = dialog.preference_editors["error_help"].box
    assert box.text() == label
    assert fragment in box.toolTip() and "tap" not in box.toolTip().lower()


def test_the_animations_and_the_language_are_on_the_appearance_page(dialog: PreferencesDialog) -> None:
    """No "Display" group on the Game page (the language, the animations) beside a separate Appearance page: in
    Indonesian both would be "Tampilan"."""
    from PySide6.QtWidgets import QGroupBox

    assert [box.title() for box in dialog.game_page.findChildren(QGroupBox)] == ["Rules", "Play"]
    for name in ("animation_speed", "language"):
        editor = dialog.appearance.preference_editors[name]
        assert dialog.appearance.isAncestorOf(editor.widget) and not dialog.game_page.isAncestorOf(editor.widget)
        assert name not in dialog.preference_editors


@pytest.mark.parametrize("language", ["en", "id"])
def test_no_two_editors_of_a_page_share_a_shortcut_letter(
    dialog: PreferencesDialog, restore_language: None, language: str
) -> None:
    """ "&Say why a move is not allowed" took the S of "&Stacked pairs"; in Indonesian "Tanya sebelum &meninggalkan"
    the M of "&Menang jika"."""
    import re

    from PySide6.QtWidgets import QAbstractButton, QLabel

    from pyramid_qt import i18n

    i18n.install_language(language)
    QCoreApplication.processEvents()
    for page in (dialog.game_page, dialog.appearance):
        texts = [widget.text() for widget in page.findChildren(QAbstractButton) + page.findChildren(QLabel)]
        letters = [match.group(1).lower() for text in texts if (match := re.search(r"&([^&\s])", text))]
        assert len(letters) == len(set(letters)), (language, sorted(letters))
