"""Card art: sizes and pixel ratios, every face distinct, suit colours, the pixmap cache."""

from __future__ import annotations

import hashlib
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QFontDatabase, QImage, QTransform

from pyramid_qt.engine.cards import FULL_DECK, Card, Suit
from pyramid_qt.ui.card_art import palette as card_art_palette
from pyramid_qt.ui.card_art import pixmaps as card_art
from pyramid_qt.ui.card_art.glyphs import Glyphs
from pyramid_qt.ui.card_art.metrics import CARD_ASPECT, physical_size
from pyramid_qt.ui.card_art.pixmaps import CACHE_LIMIT, CardArt
from pyramid_qt.ui.card_art.render import render_face

REPO = Path(__file__).resolve().parents[3]


@pytest.fixture
def art(qapp) -> CardArt:
    return CardArt()


def _rgba(image: QImage) -> bytes:
    converted = image.convertToFormat(QImage.Format.Format_RGBA8888)
    return bytes(converted.constBits())[: converted.sizeInBytes()]


def _red_pixels(image: QImage) -> int:
    data = _rgba(image)
    return sum(
        1
        for i in range(0, len(data), 4)
        if data[i + 3] > 200 and data[i] >= 150 and data[i + 1] <= 90 and data[i + 2] <= 100
    )


def _dark_pixels(image: QImage) -> int:
    data = _rgba(image)
    return sum(1 for i in range(0, len(data), 4) if data[i + 3] > 200 and max(data[i : i + 3]) < 80)


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_every_face_and_the_back_have_the_physical_size_and_ratio(art, dpr):
    width = 50
    expected = (round(width * dpr), round(width * CARD_ASPECT * dpr))
    for card in FULL_DECK:
        pixmap = art.face(card, width, dpr)
        assert (pixmap.width(), pixmap.height()) == expected, card
        assert pixmap.devicePixelRatio() == dpr, card
    back = art.back(width, dpr)
    assert (back.width(), back.height()) == expected
    assert back.devicePixelRatio() == dpr


def test_fractional_ratio_rounds_the_physical_size(art):
    pixmap = art.face(Card.parse("7H"), 75, 1.25)
    assert (pixmap.width(), pixmap.height()) == (94, 131)  # 93.75 and 131.25, rounded
    assert pixmap.devicePixelRatio() == 1.25
    assert physical_size(75, 1.25) == (94, 131)


@pytest.mark.parametrize("width, dpr", [(0, 1.0), (-5, 1.0), (60, 0.0)])
def test_nonsense_sizes_are_refused(art, width, dpr):
    with pytest.raises(ValueError):
        art.face(Card.parse("AS"), width, dpr)


def test_all_faces_differ_pairwise(art):
    digests = {hashlib.sha256(_rgba(art.face(card, 60).toImage())).hexdigest(): card for card in FULL_DECK}
    assert len(digests) == 52
    assert hashlib.sha256(_rgba(art.back(60).toImage())).hexdigest() not in digests


def test_faces_are_opaque_cards_with_transparent_rounded_corners(art):
    image = art.face(Card.parse("5D"), 80).toImage()
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(image.width() - 1, image.height() - 1).alpha() == 0
    assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255
    # The edge is drawn: the middle of the left side is the grey border, not the white face.
    edge = image.pixelColor(0, image.height() // 2)
    assert edge.alpha() > 0 and edge.red() < 230


@pytest.mark.parametrize("suit", list(Suit))
def test_red_suits_have_red_pixels_and_black_suits_none(art, suit):
    for rank in range(1, 14):
        image = art.face(Card(rank, suit), 50).toImage()
        reds = _red_pixels(image)
        if suit.is_red:
            assert reds > 30, Card(rank, suit)
        else:
            assert reds == 0, Card(rank, suit)
            assert _dark_pixels(image) > 30, Card(rank, suit)


def test_both_corner_indices_are_drawn(art):
    """The top-left and (rotated) bottom-right corners carry ink for every card, even at 50 px."""
    for card in FULL_DECK:
        image = art.face(card, 50).toImage()
        w, h = image.width(), image.height()
        top_left = image.copy(2, 2, w // 4, h // 4)
        bottom_right = image.copy(w - 2 - w // 4, h - 2 - h // 4, w // 4, h // 4)
        ink = _red_pixels if card.suit.is_red else _dark_pixels
        assert ink(top_left) > 20, card
        assert ink(bottom_right) > 20, card


def _half_turn_difference(card: Card) -> float:
    """Share of RGBA bytes that change when the rendered card is turned by 180 degrees."""
    image = render_face(card, 80, 2.0)
    turned = image.transformed(QTransform(-1, 0, 0, -1, 0, 0))  # QImage.flipped is Qt 6.9+; this is the same image
    original, rotated = _rgba(image), _rgba(turned)
    return sum(1 for a, b in zip(original, rotated, strict=True) if abs(a - b) > 40) / len(original)


@pytest.mark.parametrize("code", ["2S", "4H", "TD"])
def test_even_pip_cards_are_symmetric_under_a_half_turn(qapp, code):
    """Pips and index in the lower half are turned round, as on a printed card."""
    assert _half_turn_difference(Card.parse(code)) < 0.001


def test_a_centre_pip_stays_upright(qapp):
    """The middle pip of the 3 is not turned, so the card is not symmetric (and the check above can fail)."""
    assert _half_turn_difference(Card.parse("3S")) > 0.002


def test_cache_returns_the_same_object_for_the_same_key(art):
    card = Card.parse("QC")
    first = art.face(card, 70, 2.0)
    assert art.face(card, 70, 2.0) is first
    assert art.face(card, 71, 2.0) is not first
    assert art.face(card, 70, 1.0) is not first
    assert art.back(70) is art.back(70)
    assert art.cache_size == 4


def test_clear_cache_drops_the_pixmaps(art):
    card = Card.parse("9H")
    face, back = art.face(card, 64), art.back(64)
    art.clear_cache()
    assert art.cache_size == 0
    assert art.face(card, 64) is not face
    assert art.back(64) is not back


def test_cache_is_bounded_and_forgets_the_least_recently_used(art):
    first = art.face(FULL_DECK[0], 20)
    kept = art.face(FULL_DECK[1], 20)
    for i in range(CACHE_LIMIT):
        art.face(FULL_DECK[i % 52], 21 + i // 52)
        art.face(FULL_DECK[1], 20)  # keep touching this one
    assert art.cache_size == CACHE_LIMIT
    assert art.face(FULL_DECK[1], 20) is kept
    assert art.face(FULL_DECK[0], 20) is not first


def test_cache_memory_is_bounded_but_keeps_two_decks(art, monkeypatch):
    monkeypatch.setattr(card_art, "CACHE_BYTES", 1)  # every entry is over budget
    third = art.face(FULL_DECK[2], 30)
    for width in (30, 31):
        for card in FULL_DECK:
            art.face(card, width)
    assert art.cache_size == 104
    assert art.cache_bytes == 52 * (30 * 42 + 31 * 43) * 4
    for width in (30, 31):
        art.back(width)
    assert art.cache_size == 106
    art.back(32)
    assert art.cache_size == 106  # over budget: the least recently used entry went, two decks' worth stay
    assert art.face(FULL_DECK[2], 30) is third  # only the oldest entry (the ace of spades at 30) went
    art.clear_cache()
    assert art.cache_bytes == 0


def test_slot_marker_renders_at_the_card_size(art):
    slot = art.slot(60, 2.0)
    assert (slot.width(), slot.height()) == physical_size(60, 2.0)
    assert slot.toImage().pixelColor(slot.width() // 2, slot.height() // 2).alpha() > 0


def test_missing_fonts_fall_back_to_any_bold_sans(qapp, monkeypatch):
    monkeypatch.setattr(QFontDatabase, "families", staticmethod(lambda *args: []))
    font = card_art_palette.index_font()
    assert font.weight() == QFont.Weight.Bold
    glyphs = Glyphs()
    assert not glyphs.index(10).isEmpty()
    image = render_face(Card.parse("TH"), 60, glyphs=glyphs)
    assert _red_pixels(image) > 30


def test_rendering_needs_only_a_qguiapplication():
    script = textwrap.dedent(
        """
        import sys
        from PySide6.QtGui import QGuiApplication
        app = QGuiApplication(["x", "-platform", "offscreen"])
        from pyramid_qt.engine.cards import FULL_DECK
        from pyramid_qt.ui.card_art.pixmaps import CardArt
        art = CardArt()
        sizes = {(p.width(), p.height()) for p in (art.face(c, 40, 2.0) for c in FULL_DECK)}
        sizes.add((art.back(40, 2.0).width(), art.back(40, 2.0).height()))
        print(sorted(sizes), "QtWidgets" in " ".join(sys.modules))
        art.clear_cache()
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=REPO, capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[(80, 112)] False"


@pytest.mark.parametrize("code", ["KH", "QS", "JD", "KC", "QD", "JS"])
def test_court_cards_are_double_ended(qapp, code):
    """The figure, frame and indices in the lower half are the upper half turned round, as on a printed card
    (up to anti-aliasing of the fine robe patterns where the halves meet: under 1% of the bytes)."""
    assert _half_turn_difference(Card.parse(code)) < 0.01


def _skin_pixels(image: QImage) -> int:
    data = _rgba(image)
    return sum(
        1
        for i in range(0, len(data), 4)
        if data[i + 3] > 200 and abs(data[i] - 250) < 8 and abs(data[i + 1] - 222) < 10 and abs(data[i + 2] - 196) < 10
    )


@pytest.mark.parametrize("rank", [11, 12, 13])
def test_court_cards_show_a_face_in_each_half(art, rank):
    """A real figure, not a letter under a crown: a face (skin tones) in the top half and again in the bottom."""
    for suit in Suit:
        image = art.face(Card(rank, suit), 120).toImage()
        w, h = image.width(), image.height()
        assert _skin_pixels(image.copy(0, 0, w, h // 2)) > 40, Card(rank, suit)
        assert _skin_pixels(image.copy(0, h // 2, w, h - h // 2)) > 40, Card(rank, suit)


def _dark_run_count(image: QImage, y: int, x0: int, x1: int) -> int:
    """How many separate stretches of ink cross the row ``y`` between ``x0`` and ``x1``."""
    runs, inside = 0, False
    for x in range(x0, x1):
        colour = image.pixelColor(x, y)
        ink = colour.alpha() > 200 and min(colour.red(), colour.green(), colour.blue()) < 120
        runs += ink and not inside
        inside = ink
    return runs


def test_ace_of_spades_sits_in_a_decorated_rosette(art):
    """Across the middle row, the ace of spades shows the rosette's rings on both sides of the big spade; the other
    aces' pips stand alone."""
    spades = art.face(Card.parse("AS"), 160).toImage()
    w, h = spades.width(), spades.height()
    assert _dark_run_count(spades, h // 2, int(w * 0.06), int(w * 0.3)) >= 2  # outer and inner ring, left side
    for code in ("AH", "AD", "AC"):
        plain = art.face(Card.parse(code), 160).toImage()
        assert _dark_run_count(plain, h // 2, int(w * 0.06), int(w * 0.2)) == 0, code


@pytest.mark.parametrize("code", ["AS", "AH", "AD", "AC"])
def test_ace_pips_are_engraved(art, code):
    """The big pip carries white inlaid lines: the row through its middle crosses ink, white, ink."""
    image = art.face(Card.parse(code), 160).toImage()
    w, h = image.width(), image.height()
    row = h // 2
    colours = [image.pixelColor(x, row) for x in range(int(w * 0.25), int(w * 0.75))]
    white = [min(c.red(), c.green(), c.blue()) > 190 for c in colours]
    first_ink = white.index(False)
    last_ink = len(white) - 1 - white[::-1].index(False)
    assert any(white[first_ink:last_ink]), code
