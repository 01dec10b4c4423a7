"""Four-colour faces and high contrast.  Every suit's ink has a contrast of at least 4.5 (WCAG 2)
against the face it is painted on — measured on the colours actually painted: the built-in faces as drawn, and in
high contrast the covered cards and the stock's count as the board shows them.  Preferences → Appearance offers
both, with the live preview and the board following the choices."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from pyramid_qt.engine import Card
from pyramid_qt.engine.cards import FULL_DECK, Suit
from pyramid_qt.store.preferences import PREFERENCES
from pyramid_qt.store.settings import Settings
from pyramid_qt.ui.board.card_item import CardItem
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.card_art import render
from pyramid_qt.ui.card_art.glyphs import Glyphs
from pyramid_qt.ui.card_art.inks import TWO_COLOURS, Inks
from pyramid_qt.ui.dialogs.preferences import PreferencesDialog
from pyramid_qt.ui.main_window import MainWindow
from tests.helpers.contrast import contrast, near
from tests.helpers.source_layout import spec_position

ALL_INKS = [Inks(four, high) for four in (False, True) for high in (False, True)]
C = Card.parse


def _colours(image: QImage) -> Counter[tuple[int, int, int]]:
    """How many opaque pixels of each colour the image has."""
    rgb = image.convertToFormat(QImage.Format.Format_ARGB32)
    data = bytes(rgb.constBits())
    counts: Counter[tuple[int, int, int]] = Counter()
    stride = rgb.bytesPerLine()
    for y in range(rgb.height()):
        row = data[y * stride : y * stride + rgb.width() * 4]
        for x in range(0, len(row), 4):
            blue, green, red, alpha = row[x], row[x + 1], row[x + 2], row[x + 3]
            if alpha == 255:
                counts[(red, green, blue)] += 1
    return counts


def _painted(counts: Counter[tuple[int, int, int]], expected: QColor, tolerance: int = 24) -> tuple[QColor, int]:
    """The colour painted for ``expected`` (the most frequent pixel colour near it) and how many pixels are near."""
    close = {rgb: n for rgb, n in counts.items() if near(QColor(*rgb), expected, tolerance)}
    if not close:
        return QColor(), 0
    return QColor(*max(close, key=lambda rgb: close[rgb])), sum(close.values())


def _contrast_on_face(image: QImage, ink: QColor) -> tuple[float, int]:
    counts = _colours(image)
    background = QColor(*counts.most_common(1)[0][0])  # the face: the most of any card's pixels
    painted, pixels = _painted(counts, ink)
    return (contrast(painted, background) if pixels else 0.0), pixels


@pytest.mark.parametrize("inks", ALL_INKS, ids=lambda inks: inks.tag or "two")
def test_every_suit_reads_on_its_face(qapp, inks):
    glyphs = Glyphs()
    for card in FULL_DECK:
        image = render.render_face(card, 80, 1.0, glyphs, inks)
        ratio, pixels = _contrast_on_face(image, inks.colour(card.suit))
        assert pixels >= 40, (card, inks)  # the suit's ink is what the index and the pips are painted in
        assert ratio >= 4.5, (card, inks, ratio)


@pytest.mark.parametrize("high_contrast", [False, True])
def test_four_colours_are_four(high_contrast):
    inks = Inks(True, high_contrast)
    colours = {suit: inks.colour(suit).name() for suit in Suit}
    assert len(set(colours.values())) == 4
    assert colours[Suit.SPADES] == Inks(False, high_contrast).colour(Suit.SPADES).name()
    assert colours[Suit.HEARTS] == Inks(False, high_contrast).colour(Suit.HEARTS).name()
    assert TWO_COLOURS.colour(Suit.DIAMONDS) == TWO_COLOURS.colour(Suit.HEARTS)


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


def _scene_image(window: MainWindow, rect: QRectF) -> QImage:
    """What the board paints in ``rect`` (scene pixels): felt, cards, shades and all."""
    image = QImage(rect.size().toSize(), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    window.scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def _shaded_ink(item: CardItem, ink: QColor) -> QColor:
    """The ink as the board paints it under the shade of a covered card."""
    shade = item.shade_colour()
    a = shade.alphaF()
    pairs = ((ink.redF(), shade.redF()), (ink.greenF(), shade.greenF()), (ink.blueF(), shade.blueF()))
    return QColor.fromRgbF(*(c * (1 - a) + s * a for c, s in pairs))


@pytest.mark.parametrize("four_colour", [False, True])
def test_high_contrast_covered_cards_and_the_stock_count_read(qtbot, tmp_path, four_colour):
    window = _window(qtbot, tmp_path, high_contrast=True, four_colour=four_colour)
    scene = window.scene
    inks = scene.art.inks
    assert inks == Inks(four_colour, True)
    # Covered cards of each suit: their corner (the index: rank and suit), as painted under the shade.
    position = window.game.position
    for code in ("QS", "6H", "4D", "6C"):  # rows 3, 4, 3, 2 of the source's layout: all covered
        card = C(code)
        assert not position.is_playable(card)
        item = scene.cards[card]
        assert item.dimmed
        corner = item.mapRectToScene(QRectF(0, 0, item.card_rect().width() * 0.3, item.card_rect().height() * 0.3))
        counts = _colours(_scene_image(window, corner))
        background = QColor(*counts.most_common(1)[0][0])
        painted, pixels = _painted(counts, _shaded_ink(item, inks.colour(card.suit)))
        assert pixels >= 15, code
        assert contrast(painted, background) >= 4.5, (code, painted.name(), background.name())
    # The stock's count on the felt.
    caption = scene.stock_pile.caption_item
    assert caption.text
    counts = _colours(_scene_image(window, caption.sceneBoundingRect()))
    felt = QColor(*counts.most_common(1)[0][0])
    text, pixels = _painted(counts, caption.colour)
    assert pixels >= 10
    assert contrast(text, felt) >= 4.5


def test_appearance_offers_four_colours_and_high_contrast_with_a_live_preview(qtbot, tmp_path):
    window = _window(qtbot, tmp_path)
    settings = window.settings
    assert settings is not None
    king = window.scene.cards[C("KD")]  # free on the bottom row of the source's layout
    seen: dict[str, object] = {}

    def choose_and_keep() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PreferencesDialog)
        page = dialog.appearance
        preview_before = page.preview.pixmap().toImage()
        page.preference_editors["four_colour"].box.setChecked(True)  # declared for the Appearance page
        QApplication.processEvents()
        seen["board inks"] = window.scene.art.inks  # the board shows the choice while the dialog is open
        seen["preview changed"] = page.preview.pixmap().toImage() != preview_before
        page.preference_editors["high_contrast"].box.setChecked(True)
        QApplication.processEvents()
        seen["felt enabled"] = page.felt_combo.isEnabled()
        seen["board felt"] = window.scene.felt[0].name()
        dialog.buttons.accepted.emit()  # OK

    QTimer.singleShot(0, choose_and_keep)
    window.actions_.preferences.trigger()
    QApplication.processEvents()
    assert seen["board inks"] == Inks(True, False)
    assert seen["preview changed"] is True
    assert seen["felt enabled"] is False  # high contrast lays its own table
    assert settings.four_colour is True and settings.high_contrast is True
    assert window.scene.art.inks == Inks(True, True)
    assert window.scene.felt[0].name() == seen["board felt"] != "#2b7a47"
    # The King of diamonds is painted blue on the board now.
    _ratio, pixels = _contrast_on_face(king.face_pixmap().toImage(), Inks(True, True).colour(Suit.DIAMONDS))
    assert pixels >= 40
