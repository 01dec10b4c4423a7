"""The shade over a covered card: the most important cue of the game (which cards can be played), so a covered card
differs from the same card free by a contrast of at least 3 (WCAG 2, what a graphic needs), in every look and deck.

A fixed shade did not: a dark veil of one strength left covered cards at 2.3:1 on the built-in white faces (1.4:1
under high contrast's lighter veil), and barely dimmed a dark deck's faces at all (KDE's Oxygen: near black and deep
red), which no darkening can set apart by 3:1.  So the shade is measured against each face: the face's typical
luminance (the median of its pixels') darkened by a black veil, or on a face too dark for that lightened by a white
one, whichever changes it less, just strong enough for :data:`TARGET`.  High contrast's inks are deep enough to keep
4.5:1 on the darkened face (:mod:`~pyramid_qt.ui.card_art.inks`).
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from pyramid_qt.ui.card_art.metrics import CORNER

RGB = tuple[float, float, float]

DARK: RGB = (0.0, 0.0, 0.0)
LIGHT: RGB = (255.0, 255.0, 255.0)
TARGET = 3.1  # WCAG 2 asks 3 of a graphic: a little above, for the pixels antialiasing mixes at the edges
SAMPLE_WIDTH = 32  # the face is measured on every so many of its pixels, this many across


def _channel(value: float) -> float:
    value /= 255
    return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4


def luminance(rgb: RGB) -> float:
    """WCAG 2 relative luminance of an sRGB colour given as 0-255 channels."""
    red, green, blue = rgb
    return 0.2126 * _channel(red) + 0.7152 * _channel(green) + 0.0722 * _channel(blue)


def contrast(a: RGB, b: RGB) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _veiled(face: RGB, veil: RGB, alpha: float) -> RGB:
    red, green, blue = (f * (1 - alpha) + v * alpha for f, v in zip(face, veil, strict=True))
    return red, green, blue


Pixel = tuple[int, int, int]
Histogram = dict[Pixel, int]
"""Each colour of a face's samples and how often it occurs, in the order the colours first occur: a face has few
colours (its ground, inks and their antialiased edges), so a median over the histogram is a few hundred steps, not
one per sample."""


def samples(image: QImage) -> Histogram:
    """The opaque pixels of ``image`` on a grid :data:`SAMPLE_WIDTH` across, counted by colour."""
    small = image.scaledToWidth(SAMPLE_WIDTH, Qt.TransformationMode.FastTransformation)  # samples, not averages
    small = small.convertToFormat(QImage.Format.Format_ARGB32)
    # 32-bit rows are never padded; each pixel is the word 0xAARRGGBB in the machine's own byte order.
    counted = Counter(memoryview(bytes(small.constBits())).cast("I"))
    return {
        ((argb >> 16) & 0xFF, (argb >> 8) & 0xFF, argb & 0xFF): n for argb, n in counted.items() if argb >> 24 == 255
    }


_LINEAR = [_channel(value) for value in range(256)]


@lru_cache(maxsize=512)
def _veiled_channel(channel: float, alpha8: int) -> list[float]:
    """The linear value of each 8-bit channel value under a veil channel ``channel`` of 8-bit opacity ``alpha8``
    (shared by every face: the veil is black or white)."""
    keep = 255 - alpha8
    return [_channel((value * keep + channel * alpha8) / 255) for value in range(256)]


def _median_luminance(counts: Histogram, veil: RGB = DARK, alpha8: int = 0) -> float:
    """The median luminance of the pixels counted in ``counts`` under ``veil`` painted with 8-bit opacity
    ``alpha8`` (of the sorted pixels, the one in the middle, as ``sorted(values)[len(values) // 2]``)."""
    if alpha8:
        red, green, blue = (_veiled_channel(channel, alpha8) for channel in veil)
    else:
        red = green = blue = _LINEAR
    values = sorted((0.2126 * red[r] + 0.7152 * green[g] + 0.0722 * blue[b], n) for (r, g, b), n in counts.items())
    middle = sum(counts.values()) // 2
    for value, n in values:
        middle -= n
        if middle < 0:
            return value
    raise ValueError("no pixels")


def _alpha_for(face: RGB, veil: RGB) -> float | None:
    """The least veil strength that sets the colour ``face`` apart by :data:`TARGET` (``None``: even a full veil
    does not)."""
    if contrast(face, veil) < TARGET:
        return None
    low, high = 0.0, 1.0
    for _ in range(20):
        middle = (low + high) / 2
        if contrast(face, _veiled(face, veil, middle)) >= TARGET:
            high = middle
        else:
            low = middle
    return high


def veil_for(counts: Histogram) -> QColor:
    """The veil laid over a covered card whose face's pixels ``counts`` counts: black or white, whichever sets the
    face's median luminance apart by :data:`TARGET` with the least opacity.  The strength is found for the pixel of
    median luminance, then raised until the median of the veiled pixels reaches the target too (a white veil lifts a
    red ground and a grey pattern differently: the median pixel changes)."""
    if not counts:
        return QColor(0, 0, 0, 0)
    free = _median_luminance(counts)
    middle = min(
        counts, key=lambda p: abs(0.2126 * _LINEAR[p[0]] + 0.7152 * _LINEAR[p[1]] + 0.0722 * _LINEAR[p[2]] - free)
    )
    options = []
    for veil in (DARK, LIGHT):
        alpha = _alpha_for((float(middle[0]), float(middle[1]), float(middle[2])), veil)
        if alpha is None:
            continue
        alpha8 = min(255, int(alpha * 255) + 1)
        while alpha8 < 255 and _ratio(free, _median_luminance(counts, veil, alpha8)) < TARGET:
            alpha8 += 2
        options.append((alpha8, veil))
    # One of the two always reaches the target for a single colour (black from luminance 0.105 up, white to 0.289).
    alpha8, veil = min(options)
    red, green, blue = (round(channel) for channel in veil)
    return QColor(red, green, blue, min(255, alpha8))


def _ratio(a: float, b: float) -> float:
    high, low = max(a, b), min(a, b)
    return (high + 0.05) / (low + 0.05)


@lru_cache(maxsize=64)
def veil_pixmap(width: float, height: float, dpr: float, rgba: int) -> QPixmap:
    """The veil of colour ``rgba`` (QColor.rgba()) over a card of this size, drawn once per card size and colour:
    blitting it is much cheaper than filling an antialiased rounded rectangle for every covered card on every
    repaint."""
    pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor.fromRgba(rgba))
    radius = width * CORNER
    painter.drawRoundedRect(QRectF(0, 0, width, height), radius, radius)
    painter.end()
    return pixmap


_veils: dict[int, QColor] = {}
VEILS_KEPT = 512  # faces measured and remembered (QPixmap.cacheKey: the card art hands out the same pixmaps)


def veil_of(face: QPixmap) -> QColor:
    """:func:`veil_for` a face pixmap's pixels, measured once per pixmap (or told by :func:`remember`)."""
    known = _veils.get(face.cacheKey())
    if known is None:
        known = remember(face, veil_for(samples(face.toImage())))
    return known


def remember(face: QPixmap, veil: QColor) -> QColor:
    """Take ``veil`` as :func:`veil_of` ``face`` (measured on the same pixels in an earlier run: the disk cache keeps
    it with the face's image)."""
    key = face.cacheKey()
    _veils.pop(key, None)
    while len(_veils) >= VEILS_KEPT:
        del _veils[next(iter(_veils))]  # the face remembered longest ago goes, never the ones just told
    _veils[key] = veil
    return veil
