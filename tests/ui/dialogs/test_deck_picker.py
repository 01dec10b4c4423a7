"""The deck list of Preferences → Appearance: a deck picked with "Other deck…" that has the
same name as an installed one was a second, indistinguishable entry; after the broken-deck message the broken deck
stayed selected while the built-in cards were shown; the message named "[KDE Backdeck]"."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel

from pyramid_qt import i18n
from pyramid_qt.store.preferences import BUILTIN_DECK
from pyramid_qt.store.settings import Settings
from pyramid_qt.ui.board.appearance import deck_problem_text
from pyramid_qt.ui.decks import kde_deck
from pyramid_qt.ui.dialogs.preferences import PreferencesDialog
from tests.helpers.deck_fixtures import write_deck

DRAWN_MS = 60_000  # the preview's drawing process: a hang guard, not a timing assertion


def _installed() -> Path:
    return Path(os.environ["XDG_DATA_HOME"]) / "carddecks"


def _dialog(qtbot, settings: Settings | None = None) -> PreferencesDialog:
    dialog = PreferencesDialog(settings or Settings())
    qtbot.addWidget(dialog)
    return dialog


def _entries(dialog: PreferencesDialog) -> dict[str, str]:
    combo = dialog.appearance.deck_combo
    return {combo.itemData(index): combo.itemText(index) for index in range(combo.count())}


def _enabled(dialog: PreferencesDialog, key: str) -> bool:
    combo = dialog.appearance.deck_combo
    model = combo.model()
    assert isinstance(model, QStandardItemModel)  # a combo box's own model
    item = model.item(combo.findData(key))
    return bool(item.flags() & Qt.ItemFlag.ItemIsEnabled)


def test_two_decks_of_one_name_are_told_apart_by_their_folders(qtbot, tmp_path: Path) -> None:
    installed = write_deck(_installed() / "svg-test", name="Oxygen")
    other = write_deck(tmp_path / "downloads" / "oxygen-copy", name="Oxygen")
    dialog = _dialog(qtbot)
    assert dialog.appearance.add_deck_folder(other)

    entries = _entries(dialog)
    assert len({entries[str(installed)], entries[str(other)]}) == 2  # not two identical entries
    assert "oxygen-copy" in entries[str(other)] and "svg-test" in entries[str(installed)]
    assert dialog.appearance.deck_combo.currentText() == entries[str(other)]


def test_a_deck_whose_drawing_fails_is_no_longer_selected(qtbot) -> None:
    broken = write_deck(_installed() / "svg-broken", name="Broken", svg=b"\x00\x01 no svg")
    dialog = _dialog(qtbot)
    page = dialog.appearance
    page.deck_combo.setCurrentIndex(page.deck_combo.findData(str(broken)))

    qtbot.waitUntil(lambda: page.deck_combo.currentData() == BUILTIN_DECK, timeout=DRAWN_MS)
    assert page.deck_problem.isVisibleTo(page)
    assert page.deck_problem.text() == deck_problem_text(kde_deck.BAD_SVG, broken)
    assert "cannot be used" in _entries(dialog)[str(broken)] and not _enabled(dialog, str(broken))
    assert page.values()["deck"] == BUILTIN_DECK and not dialog.apply_button.isEnabled()


def test_a_stored_deck_that_cannot_be_read_is_shown_as_such_and_kept(qtbot, tmp_path: Path) -> None:
    gone = tmp_path / "unmounted-drive" / "my-deck"
    settings = Settings()
    settings.deck = str(gone)
    dialog = _dialog(qtbot, settings)
    page = dialog.appearance

    assert page.deck_combo.currentData() == BUILTIN_DECK  # what is drawn
    assert "cannot be used" in _entries(dialog)[str(gone)] and not _enabled(dialog, str(gone))
    assert page.values()["deck"] == str(gone) and not dialog.apply_button.isEnabled()  # kept until changed
    good = write_deck(tmp_path / "good")
    assert page.add_deck_folder(good)
    assert page.values()["deck"] == str(good)


def test_the_message_names_no_file_format_group(restore_language) -> None:
    for language in ("en", "id"):
        i18n.install_language(language)
        text = deck_problem_text(kde_deck.NO_GROUP, Path("/decks/x"))
        assert "[" not in text and "Backdeck" not in text and "/decks/x" in text
