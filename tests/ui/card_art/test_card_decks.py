"""KDE card decks: reading and finding them, drawing the board from one, choosing one in Preferences, and falling
back to the built-in deck (with a message) when a deck is missing or broken."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QLabel

from pyramid_qt.engine import Card
from pyramid_qt.store.settings import Settings
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.card_art.disk_cache import CardArtDiskCache
from pyramid_qt.ui.decks import kde_deck
from pyramid_qt.ui.decks.kde_deck import DeckError, deck_folders, element_id, find_decks, parse_index, read_deck
from pyramid_qt.ui.dialogs.preferences import PreferencesDialog
from pyramid_qt.ui.main_window import MainWindow
from tests.helpers.deck_fixtures import BACK, FACE, write_deck
from tests.helpers.source_layout import spec_position


def _user_decks() -> Path:
    return Path(os.environ["XDG_DATA_HOME"]) / "carddecks"


# ---------------------------------------------------------------------- the format


def test_element_ids_follow_the_kde_names():
    assert element_id(Card.parse("KH")) == "king_heart"
    assert element_id(Card.parse("AC")) == "1_club"
    assert element_id(Card.parse("TD")) == "10_diamond"
    assert element_id(Card.parse("JS")) == "jack_spade"
    assert element_id(Card.parse("QD")) == "queen_diamond"


def test_index_parsing_reads_groups_translations_and_skips_comments():
    groups = parse_index("# c\n[KDE Backdeck]\nName=Oxygen\nName[id]=Oksigen\nSVG = oxygen.svgz\n\n[Other]\nX=1\n")
    assert groups["KDE Backdeck"] == {"Name": "Oxygen", "Name[id]": "Oksigen", "SVG": "oxygen.svgz"}
    assert groups["Other"] == {"X": "1"}


def test_read_deck_names_and_stamp(tmp_path: Path):
    folder = write_deck(tmp_path / "svg-test")
    deck = read_deck(folder)
    assert deck.name == "Test deck"
    assert deck.display_name("id") == "Test deck (id)"
    assert deck.display_name("en") == "Test deck"
    assert deck.svg == folder / "test.svg"
    tag = deck.cache_tag
    (folder / "test.svg").write_text((folder / "test.svg").read_text() + " ", encoding="utf-8")
    assert read_deck(folder).cache_tag != tag  # an edited drawing gets other cached images


def test_old_kde_cards_group_is_read(tmp_path: Path):
    folder = write_deck(tmp_path / "old")
    text = (folder / "index.desktop").read_text().replace("[KDE Backdeck]", "[KDE Cards]")
    (folder / "index.desktop").write_text(text)
    assert read_deck(folder).name == "Test deck"


@pytest.mark.parametrize(
    ("damage", "problem"),
    [
        (lambda f: (f / "index.desktop").unlink(), kde_deck.NO_INDEX),
        (lambda f: (f / "index.desktop").write_text("[KDE Backdeck]\nName=X\n"), kde_deck.NO_GROUP),
        (lambda f: (f / "index.desktop").write_text("garbage"), kde_deck.NO_GROUP),
        (lambda f: (f / "test.svg").unlink(), kde_deck.NO_SVG),
    ],
)
def test_read_deck_refuses_what_is_not_a_deck(tmp_path: Path, damage, problem):
    folder = write_deck(tmp_path / "deck")
    damage(folder)
    with pytest.raises(DeckError) as caught:
        read_deck(folder)
    assert caught.value.problem == problem


def test_decks_are_found_in_the_xdg_data_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    write_deck(_user_decks() / "svg-mine", name="Mine")
    system = tmp_path / "share"
    write_deck(system / "carddecks" / "svg-system", name="System")
    write_deck(system / "carddecks" / "svg-mine", name="Hidden by the player's copy")
    (system / "carddecks" / "not-a-deck").mkdir()
    monkeypatch.setenv("XDG_DATA_DIRS", str(system))
    assert [deck.name for deck in find_decks()] == ["Mine", "System"]  # nothing of this machine's /usr/share


def test_the_data_folders_are_the_session_s_when_it_names_them(monkeypatch: pytest.MonkeyPatch):
    """XDG's rule: ``$XDG_DATA_DIRS`` when set, its default only when unset or empty (a folder the session left
    out, such as /usr/share with KDE's decks, is not searched behind its back)."""
    home = Path(os.environ["XDG_DATA_HOME"])
    monkeypatch.setenv("XDG_DATA_DIRS", "/opt/one:/opt/two")
    assert deck_folders() == [home / "carddecks", Path("/opt/one/carddecks"), Path("/opt/two/carddecks")]
    monkeypatch.setenv("XDG_DATA_DIRS", "")
    assert deck_folders() == [home / "carddecks", Path("/usr/local/share/carddecks"), Path("/usr/share/carddecks")]


# ---------------------------------------------------------------------- the board


def _settings(tmp_path: Path, **values: str) -> Settings:
    settings = Settings(tmp_path / "prefs.ini")
    for name, value in values.items():
        setattr(settings, name, value)
    return settings


def _window(qtbot, settings: Settings, art_cache: CardArtDiskCache | None = None) -> MainWindow:
    window = MainWindow(settings=settings, speed=Speed.OFF, art_cache=art_cache)
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    window.flow.play_position(spec_position())
    QApplication.processEvents()
    return window


def _pixel(window: MainWindow, card: Card, fx: float = 0.5, fy: float = 0.5) -> QColor:
    """The colour the player sees on ``card`` on the board, at a fraction of its width and height (the middle)."""
    item = window.scene.cards[card]
    rect = item.card_rect()
    point = window.view.mapFromScene(item.mapToScene(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy))
    image = window.view.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    return image.pixelColor(round(point.x() * ratio), round(point.y() * ratio))


def _open_face(window: MainWindow) -> Card:
    """A face-up pyramid card that nothing covers (the middle of its face is in view)."""
    position = window.game.position
    return next(card for card in reversed(position.pyramid) if card is not None and position.is_playable(card))


def _stock_card(window: MainWindow) -> Card:
    return window.game.position.stock[0]


def _shown_messages(window: MainWindow) -> str:
    toast = window.findChild(QLabel, "toast")  # built with the first message
    return "" if toast is None or not toast.isVisible() else toast.text()


DRAWN_MS = 60_000  # the deck's drawing process: a hang guard, not a timing assertion


def _shows(qtbot, window: MainWindow, card: Card, colour: str, fx: float = 0.5, fy: float = 0.5) -> None:
    """Wait until the deck's drawing process has delivered and the board shows ``card`` in ``colour``."""
    qtbot.waitUntil(lambda: _pixel(window, card, fx, fy) == QColor(colour), timeout=DRAWN_MS)


def test_board_draws_faces_and_back_from_the_chosen_deck(qtbot, tmp_path: Path):
    folder = write_deck(tmp_path / "svg-test")
    window = _window(qtbot, _settings(tmp_path, deck=str(folder), card_back="deck"))
    _shows(qtbot, window, _open_face(window), FACE)
    assert _pixel(window, _stock_card(window)) == QColor(BACK)


def test_a_built_in_back_colour_goes_with_deck_faces(qtbot, tmp_path: Path):
    folder = write_deck(tmp_path / "svg-test")
    window = _window(qtbot, _settings(tmp_path, deck=str(folder), card_back="red"))
    _shows(qtbot, window, _open_face(window), FACE)
    back = _pixel(window, _stock_card(window), 0.3, 0.25)  # the field, away from the gold medallion
    assert back != QColor(BACK) and back.red() > 2 * back.blue() and back.red() > 2 * back.green()


def test_choosing_a_deck_in_preferences_redraws_the_board(qtbot, tmp_path: Path):
    folder = write_deck(_user_decks() / "svg-test")
    settings = _settings(tmp_path)
    window = _window(qtbot, settings)
    face, felt_point = _open_face(window), window.view.rect().topLeft() + window.view.rect().center() * 0.02
    assert _pixel(window, face) != QColor(FACE)

    def choose() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PreferencesDialog)
        page = dialog.appearance
        page.deck_combo.setCurrentIndex(page.deck_combo.findData(str(folder)))
        page.back_combo.setCurrentIndex(page.back_combo.findData("deck"))
        page.felt_combo.setCurrentIndex(page.felt_combo.findData("#1f4f7a"))
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()

    QTimer.singleShot(0, choose)
    window.actions_.preferences.trigger()
    QApplication.processEvents()
    assert settings.deck == str(folder) and settings.card_back == "deck" and settings.felt == "#1f4f7a"
    _shows(qtbot, window, face, FACE)
    assert _pixel(window, _stock_card(window)) == QColor(BACK)
    felt = window.view.viewport().grab().toImage().pixelColor(felt_point.x(), felt_point.y())
    assert felt.blue() > felt.green() > felt.red()  # the blue table, not the default green


def test_preview_shows_the_chosen_deck_before_anything_is_saved(qtbot, tmp_path: Path):
    folder = write_deck(_user_decks() / "svg-test")
    settings = _settings(tmp_path)
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    page = dialog.appearance
    before = page.preview.pixmap().toImage()
    page.deck_combo.setCurrentIndex(page.deck_combo.findData(str(folder)))
    centre_of_first_card = (int(10 + 32), int(10 + 44))  # the preview's first face, see render_preview
    qtbot.waitUntil(
        lambda: page.preview.pixmap().toImage().pixelColor(*centre_of_first_card) == QColor(FACE), timeout=DRAWN_MS
    )
    assert before.pixelColor(*centre_of_first_card) != QColor(FACE)
    assert dialog.apply_button.isEnabled()
    dialog.reject()
    assert settings.deck == ""  # cancel writes nothing


def test_other_deck_folder_is_checked_before_it_is_offered(qtbot, tmp_path: Path, monkeypatch):
    settings = _settings(tmp_path)
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    page = dialog.appearance
    warnings: list[str] = []
    monkeypatch.setattr(
        "pyramid_qt.ui.dialogs.appearance.QMessageBox.warning", lambda _p, _t, text: warnings.append(text)
    )
    assert not page.add_deck_folder(tmp_path / "nothing-here")
    assert warnings and "nothing-here" in warnings[0]
    good = write_deck(tmp_path / "elsewhere" / "my-deck")
    assert page.add_deck_folder(good)
    assert page.values()["deck"] == str(good)


@pytest.mark.parametrize(
    "breakage",
    ["missing folder", "not svg", "missing card"],
)
def test_broken_deck_falls_back_to_the_built_in_cards_with_a_message(qtbot, tmp_path: Path, breakage: str):
    folder = tmp_path / "svg-broken"
    if breakage == "not svg":
        write_deck(folder, svg=b"\x00\x01 this is no svg")
    elif breakage == "missing card":
        write_deck(folder, skip="queen_spade")
    settings = _settings(tmp_path, deck=str(folder), card_back="deck")
    window = _window(qtbot, settings)
    qtbot.waitUntil(lambda: "svg-broken" in _shown_messages(window), timeout=DRAWN_MS)
    QApplication.processEvents()
    assert window.scene.art.deck is None
    assert _pixel(window, _open_face(window)) != QColor(FACE)
    assert _pixel(window, _stock_card(window)) != QColor(BACK)
    assert "built-in" in _shown_messages(window)
    assert settings.deck == str(folder)  # kept: the deck may come back (a drive not mounted today)


def test_deck_images_are_kept_on_disk_under_the_decks_identity(qtbot, tmp_path: Path):
    folder = write_deck(tmp_path / "svg-test")
    root = tmp_path / "card-art"
    cache = CardArtDiskCache(root, key="k")
    window = _window(qtbot, _settings(tmp_path, deck=str(folder)), art_cache=cache)
    _shows(qtbot, window, _open_face(window), FACE)
    cache.flush()
    tag = read_deck(folder).cache_tag
    assert (root / f"k-{tag}").is_dir()
    assert list((root / f"k-{tag}").glob(f"*/{_open_face(window).code}.argb"))


@pytest.mark.parametrize("first_tab", [0, 1])
def test_game_page_is_not_squeezed_by_the_tabs(qtbot, tmp_path: Path, first_tab: int):
    """Whichever tab the dialog opens on, the game page's wrapped notes get the height their text needs and its
    combo boxes the width of their texts."""
    dialog = PreferencesDialog(_settings(tmp_path))
    qtbot.addWidget(dialog)
    dialog.pages.setCurrentIndex(first_tab)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.pages.setCurrentIndex(0)
    QApplication.processEvents()
    for note in dialog.preset_notes.values():
        assert note.height() >= note.heightForWidth(note.width()), note.text()
    for combo in (editor.combo for editor in dialog.option_editors.values() if editor.label is not None):
        assert combo.width() >= combo.sizeHint().width()


def test_a_deck_without_a_back_shows_the_built_in_back(qtbot, tmp_path: Path):
    folder = write_deck(tmp_path / "svg-backless", back=None)
    window = _window(qtbot, _settings(tmp_path, deck=str(folder), card_back="deck"))
    _shows(qtbot, window, _open_face(window), FACE)
    back = _pixel(window, _stock_card(window), 0.3, 0.25)  # the field, away from the gold medallion
    assert back.blue() > back.red() and back.blue() > back.green()  # the built-in blue back


def test_appearance_values_in_the_settings_file_are_checked(tmp_path: Path):
    ini = tmp_path / "prefs.ini"
    ini.write_text("[appearance]\ndeck=/some/Deck Folder\nback=purple\nfelt=#12345g\n", encoding="utf-8")
    settings = Settings(ini)
    assert settings.deck == "/some/Deck Folder"  # kept as written: checked when it is used
    assert settings.card_back == "blue" and settings.felt == "#2b7a47"  # bad values: the defaults
    assert settings.load_problem is not None
    with pytest.raises(ValueError):
        settings.felt = "green"
    with pytest.raises(ValueError):
        settings.card_back = "purple"  # type: ignore[assignment]  # a word no back has
    settings.felt = "#1F4F7A"
    assert Settings(ini).felt == "#1f4f7a"


def test_a_deck_from_another_folder_is_offered_under_its_name(qtbot, tmp_path: Path):
    folder = write_deck(tmp_path / "elsewhere" / "my-deck", name="My own deck")
    dialog = PreferencesDialog(_settings(tmp_path, deck=str(folder)))
    qtbot.addWidget(dialog)
    combo = dialog.appearance.deck_combo
    assert combo.currentData() == str(folder)
    assert combo.currentText() == "My own deck"


def test_the_board_previews_choices_and_cancel_brings_the_stored_look_back(qtbot, tmp_path: Path):
    folder = write_deck(_user_decks() / "svg-test")
    settings = _settings(tmp_path)
    window = _window(qtbot, settings)
    face = _open_face(window)
    seen: list[QColor] = []

    def try_and_cancel() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PreferencesDialog)
        page = dialog.appearance
        page.deck_combo.setCurrentIndex(page.deck_combo.findData(str(folder)))
        _shows(qtbot, window, face, FACE)  # while the dialog is open
        seen.append(_pixel(window, face))
        dialog.reject()

    QTimer.singleShot(0, try_and_cancel)
    window.actions_.preferences.trigger()
    QApplication.processEvents()
    assert seen == [QColor(FACE)]
    assert settings.deck == ""
    assert window.scene.art.deck is None
    assert _pixel(window, face) != QColor(FACE)
