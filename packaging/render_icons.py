"""Render the scalable app icon into the hicolor PNG sizes that desktops and installers still ask for.

The SVG in packaging/icons/ is the one source; the PNGs under packaging/icons/hicolor/ are committed renders of it
(so a build needs no SVG renderer), and resources/icons/pyramid-qt-<n>.png are copies of the sizes up to 256 that
the running app loads as its window icon (PNG, because loading Qt's SVG icon engine costs start-up time). Run this
script after editing the SVG:

    python packaging/render_icons.py            # writes the PNGs and the resources copies
    python packaging/render_icons.py --out DIR  # writes DIR/hicolor/<n>x<n>/apps/<app id>.png only
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

APP_ID = "io.github.pyramid_qt.PyramidQt"
SIZES = (16, 32, 48, 64, 128, 256, 512)
PACKAGING = Path(__file__).resolve().parent
SOURCE_SVG = PACKAGING / "icons" / f"{APP_ID}.svg"
RESOURCES_ICONS = PACKAGING.parent / "resources" / "icons"
WINDOW_ICON_SIZES = (16, 32, 48, 64, 128, 256)


def window_icon_path(size: int) -> Path:
    """The copy of one PNG size that the running app loads (see pyramid_qt/ui/main_window.py)."""
    return RESOURCES_ICONS / f"pyramid-qt-{size}.png"


def png_path(root: Path, size: int) -> Path:
    """Where the freedesktop icon theme spec expects a fixed-size app icon."""
    return root / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def render(svg: Path, out_root: Path, sizes: tuple[int, ...] = SIZES) -> list[Path]:
    # Imported here so `--help` works without Qt, and the offscreen platform is chosen before Qt starts.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"render_icons: {svg} is not a valid SVG")
    written = []
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        target = png_path(out_root, size)
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target), "PNG"):
            raise SystemExit(f"render_icons: could not write {target}")
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Render the pyramid-qt icon SVG into hicolor PNG sizes.")
    parser.add_argument("--svg", type=Path, default=SOURCE_SVG, help="source SVG (default: %(default)s)")
    parser.add_argument("--out", type=Path, help="output root (default: packaging/icons, and refresh resources/)")
    args = parser.parse_args(argv)
    out_root = args.out or SOURCE_SVG.parent
    for path in render(args.svg, out_root):
        print(path)
    if args.out is None:
        RESOURCES_ICONS.mkdir(parents=True, exist_ok=True)
        for size in WINDOW_ICON_SIZES:
            shutil.copyfile(png_path(out_root, size), window_icon_path(size))
            print(window_icon_path(size))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
