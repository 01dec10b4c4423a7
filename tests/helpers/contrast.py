"""Colour measures for tests of what the board paints: WCAG 2 relative luminance and contrast ratio, and a count of
the pixels of an image near a colour."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage


def luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance of an opaque colour (0 black, 1 white)."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio, 1 to 21 (text needs 4.5, large text and graphics 3)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def near(a: QColor, b: QColor, tolerance: int = 40) -> bool:
    """The two colours differ by at most ``tolerance`` in each of red, green and blue (antialiased edges do not)."""
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) <= tolerance


def pixels_near(image: QImage, colour: QColor, tolerance: int = 40) -> int:
    """How many opaque pixels of ``image`` are ``near`` ``colour``."""
    return sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if image.pixelColor(x, y).alpha() == 255 and near(image.pixelColor(x, y), colour, tolerance)
    )


def _linear(value: int) -> float:
    channel = value / 255
    return channel / 12.92 if channel <= 0.03928 else ((channel + 0.055) / 1.055) ** 2.4


_LINEAR = [_linear(value) for value in range(256)]


def typical_colour(image: QImage) -> QColor:
    """The colour of median luminance among the opaque pixels of ``image`` (a card's paper, a dark deck's ground),
    every pixel counted."""
    rgb = image.convertToFormat(QImage.Format.Format_ARGB32)
    data = bytes(rgb.constBits())
    stride = rgb.bytesPerLine()
    table = _LINEAR
    pixels = []
    for y in range(rgb.height()):
        row = data[y * stride : y * stride + rgb.width() * 4]
        for x in range(0, len(row), 4):
            blue, green, red, alpha = row[x], row[x + 1], row[x + 2], row[x + 3]
            if alpha == 255:
                pixels.append((0.2126 * table[red] + 0.7152 * table[green] + 0.0722 * table[blue], red, green, blue))
    assert pixels, "no opaque pixel"
    pixels.sort()
    _luminance, red, green, blue = pixels[len(pixels) // 2]
    return QColor(red, green, blue)
