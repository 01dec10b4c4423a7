"""The app icon: one SVG source, its committed hicolor PNG renders, and the copy the window uses."""

from __future__ import annotations

import importlib.util
import xml.etree.ElementTree as ET

import pytest

from tests.helpers.packaging import ICON_SIZES, ICON_SVG, PACKAGING, ROOT, icon_png, png_header


def load_render_icons():
    spec = importlib.util.spec_from_file_location("render_icons", PACKAGING / "render_icons.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_svg_is_square_svg():
    root = ET.parse(ICON_SVG).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    _x, _y, width, height = (float(part) for part in root.get("viewBox", "").split())
    assert width == height


def test_window_icons_are_copies_of_the_packaging_pngs():
    render_icons = load_render_icons()
    for size in render_icons.WINDOW_ICON_SIZES:
        copy = ROOT / "resources" / "icons" / f"pyramid-qt-{size}.png"
        assert copy.read_bytes() == icon_png(size).read_bytes(), copy
    assert sorted(path.name for path in (ROOT / "resources" / "icons").iterdir()) == sorted(
        f"pyramid-qt-{size}.png" for size in render_icons.WINDOW_ICON_SIZES
    )


@pytest.mark.parametrize("size", ICON_SIZES)
def test_png_render_has_its_size_and_an_alpha_channel(size):
    width, height, colour_type = png_header(icon_png(size))
    assert (width, height) == (size, size)
    assert colour_type == 6  # RGBA: the rounded corners are transparent


def test_pngs_match_the_svg(qapp, tmp_path):
    """A fresh render of the SVG agrees with the committed PNGs, so nobody edited one without the other.

    ``qapp`` first: render() would otherwise make a QGuiApplication, and later widget tests need a QApplication.
    """
    from PySide6.QtGui import QImage

    render_icons = load_render_icons()
    sizes = (16, 32, 48)
    render_icons.render(ICON_SVG, tmp_path, sizes)
    for size in sizes:
        fresh = QImage(str(render_icons.png_path(tmp_path, size)))
        committed = QImage(str(icon_png(size)))
        assert committed.size() == fresh.size()
        worst = 0
        for y in range(size):
            for x in range(size):
                a, b = fresh.pixelColor(x, y), committed.pixelColor(x, y)
                channels = zip(
                    (a.red(), a.green(), a.blue(), a.alpha()), (b.red(), b.green(), b.blue(), b.alpha()), strict=True
                )
                worst = max(worst, *(abs(p - q) for p, q in channels))
        assert worst <= 12, f"{size}px render differs from the committed PNG by {worst}"


def test_corners_are_transparent_and_the_middle_is_opaque():
    from PySide6.QtGui import QImage

    image = QImage(str(icon_png(64)))
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(63, 63).alpha() == 0
    assert image.pixelColor(32, 32).alpha() == 255
