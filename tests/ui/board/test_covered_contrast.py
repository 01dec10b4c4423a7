"""Free and covered cards are told apart by a contrast of at least 3 (WCAG 2, what a graphic needs) in every look
and deck — the built-in faces in two and four colours, normal and high contrast, and dark decks (KDE's Oxygen where
it is installed, and decks of dark faces the test writes) — measured on the card images the board paints: each
pyramid card painted free and covered, the typical colour of each (its median luminance) compared.  Seen on a real
X server: high contrast made covered cards 1.4:1 against a free card, 2.3:1 in the normal look, and with Oxygen's
dark faces covered cards were barely dimmed."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

from pyramid_qt.store.preferences import PREFERENCES
from pyramid_qt.store.settings import Settings
from pyramid_qt.ui.board.card_item import CardItem
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.card_art import shade
from pyramid_qt.ui.main_window import MainWindow
from tests.helpers.contrast import contrast, luminance, typical_colour
from tests.helpers.deck_fixtures import write_deck
from tests.helpers.source_layout import spec_position

LEAST = 3.0
LOOKS = {
    "normal": {},
    "four-colour": {"four_colour": True},
    "high-contrast": {"high_contrast": True},
    "high-contrast-four-colour": {"high_contrast": True, "four_colour": True},
}
OXYGEN = Path("/usr/share/carddecks/svg-oxygen")
DRAWN_MS = 60_000  # the deck's drawing process: a hang guard, not a timing assertion


def _window(qtbot, tmp_path: Path, **values: object) -> MainWindow:
    settings = Settings(tmp_path / "prefs.ini")
    for name, value in values.items():
        settings.set_value(PREFERENCES[name], value)
    window = MainWindow(settings=settings, speed=Speed.OFF)
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    window.flow.play_position(spec_position())
    QApplication.processEvents()
    return window


def _painted(item: CardItem, covered: bool) -> QImage:
    """The card as the board paints it, free or covered (no mark on it)."""
    was = item.dimmed
    item.set_dimmed(covered)
    rect = item.card_rect()
    image = QImage(round(rect.width()), round(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    item.set_dimmed(was)
    return image


def _ratios(window: MainWindow) -> dict[str, float]:
    """Per pyramid card: the contrast between its typical colour free and covered."""
    ratios = {}
    for card in window.game.position.pyramid:
        assert card is not None
        item = window.scene.cards[card]
        ratios[item.code] = contrast(typical_colour(_painted(item, False)), typical_colour(_painted(item, True)))
    return ratios


def _assert_apart(window: MainWindow) -> None:
    ratios = _ratios(window)
    assert len(ratios) == 28
    low = {code: round(ratio, 2) for code, ratio in ratios.items() if ratio < LEAST}
    assert not low, low
    # And on the board as shown: the cards the position covers are painted covered.
    assert any(window.scene.cards[card].dimmed for card in window.game.position.pyramid if card is not None)


@pytest.mark.parametrize("look", list(LOOKS))
def test_built_in_faces(qtbot, tmp_path, look):
    _assert_apart(_window(qtbot, tmp_path, **LOOKS[look]))


def _face_luminance(window: MainWindow) -> float:
    """The typical luminance of a face as the card art has it now (the built-in stand-in until the deck's drawing
    process delivers)."""
    card = window.game.position.pyramid[-1]
    assert card is not None
    scene = window.scene
    return luminance(typical_colour(scene.art.face(card, int(scene.unit), scene.dpr).toImage()))


@pytest.mark.parametrize("face", ["#141414", "#7a1010", "#3a4a5a", "#b0b0b0"])
def test_decks_of_dark_and_middling_faces(qtbot, tmp_path, face):
    folder = write_deck(tmp_path / "svg-dark", face=face)
    window = _window(qtbot, tmp_path, deck=str(folder))
    expected = luminance(QColor(face))
    qtbot.waitUntil(lambda: abs(_face_luminance(window) - expected) < 0.01, timeout=DRAWN_MS)
    window.scene.redraw_cards()
    _assert_apart(window)


@pytest.mark.skipif(not (OXYGEN / "index.desktop").is_file(), reason="KDE's Oxygen deck is not installed")
@pytest.mark.parametrize("high_contrast", [False, True])
def test_kdes_dark_oxygen_deck(qtbot, tmp_path, high_contrast):
    window = _window(qtbot, tmp_path, deck=str(OXYGEN), high_contrast=high_contrast)
    qtbot.waitUntil(lambda: _face_luminance(window) < 0.1, timeout=DRAWN_MS)  # Oxygen's own dark faces are drawn
    window.scene.redraw_cards()
    _assert_apart(window)


def test_the_face_is_measured_on_its_colours_counted():
    """The shade's measure reads a face as its colours and how often each occurs (a few hundred, not a pixel each):
    the same median as the sorted samples, the same pixel count, translucent corners left out."""
    image = QImage(64, 90, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.fillRect(2, 2, 60, 86, QColor("#f4f0e6"))  # the ground, most of the face
    painter.fillRect(6, 6, 20, 40, QColor("#b01c1c"))  # red ink
    painter.fillRect(30, 50, 28, 30, QColor("#101010"))  # black ink: the median stays on the ground
    painter.end()
    counts = shade.samples(image)
    small = image.scaledToWidth(shade.SAMPLE_WIDTH, Qt.TransformationMode.FastTransformation)
    pixels = [small.pixelColor(x, y) for y in range(small.height()) for x in range(small.width())]
    opaque = [(c.red(), c.green(), c.blue()) for c in pixels if c.alpha() == 255]
    assert sum(counts.values()) == len(opaque) < len(pixels)
    assert set(counts) == {(0xF4, 0xF0, 0xE6), (0xB0, 0x1C, 0x1C), (0x10, 0x10, 0x10)}
    for veil, alpha8 in ((shade.DARK, 0), (shade.DARK, 120), (shade.LIGHT, 200)):
        veiled = [shade._veiled((float(r), float(g), float(b)), veil, alpha8 / 255) for r, g, b in opaque]
        expected = sorted(shade.luminance(p) for p in veiled)[len(veiled) // 2]
        assert shade._median_luminance(counts, veil, alpha8) == pytest.approx(expected, abs=1e-4)
