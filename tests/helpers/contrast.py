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
