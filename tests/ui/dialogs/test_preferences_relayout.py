"""After a live language switch the open Preferences dialog grows to its new texts."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QComboBox, QLabel

from pyramid_qt import i18n
from pyramid_qt.store.settings import Settings
from pyramid_qt.ui.dialogs.preferences import PreferencesDialog


def _clipped(dialog: PreferencesDialog) -> list[str]:
    """Labels shorter than their wrapped text needs, combo boxes narrower than their current text."""
    problems = []
    for label in dialog.findChildren(QLabel):
        needed = label.heightForWidth(label.width())
        if label.isVisible() and label.wordWrap() and label.text() and label.height() < needed:
            problems.append(f"label {label.text()[:30]!r}: {label.height()} < {needed}")
    for combo in dialog.findChildren(QComboBox):
        # Measured from the text itself: a combo box's size hint is kept from its first show.
        needed = combo.fontMetrics().horizontalAdvance(combo.currentText()) + 24  # + the arrow
        if combo.isVisible() and combo.width() < needed:
            problems.append(f"combo {combo.currentText()!r}: {combo.width()} < {needed}")
    return problems


def test_open_dialog_fits_the_new_language(qtbot, tmp_path: Path, restore_language) -> None:
    i18n.install_language("en")
    dialog = PreferencesDialog(Settings(tmp_path / "pyramid-qt.ini"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.preset_buttons["N"].setChecked(True)  # unlimited passes: the longest entry in Indonesian
    assert _clipped(dialog) == []
    i18n.install_language("id")
    qtbot.waitUntil(lambda: dialog.windowTitle() != "Preferences")
    qtbot.waitUntil(lambda: _clipped(dialog) == [], timeout=2000)
