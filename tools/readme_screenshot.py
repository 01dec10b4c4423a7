"""Make the README's screenshot, ``docs/screenshot.png``: the game's own ``--screenshot`` of a deal, then reduced to
256 colours so the page stays light (about 60 KB instead of 170 KB, with no visible change).

Usage (from the checkout, with the game installed in the environment)::

    python tools/readme_screenshot.py                          # PY1-N-AAAAAAS at 1100x760, in English
    python tools/readme_screenshot.py --deal PY1-W-AAAAAAB --size 1000x700

The player's folders are pointed at a temporary one, so the picture shows a fresh install's look (the default deck,
table and preferences) and nothing of the person running it is read or written.  The palette is a weighted median
cut of the picture's own colours (the table's gradient keeps its shades); every pixel takes its nearest colour.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COLOURS = 256

Box = list[tuple[int, int]]  # (0xRRGGBB, pixel count)


def _widest_channel(box: Box) -> tuple[int, int]:
    """The spread of the box's widest channel and that channel's bit shift."""
    widest = (-1, 0)
    for shift in (16, 8, 0):
        values = [(colour >> shift) & 255 for colour, _ in box]
        widest = max(widest, (max(values) - min(values), shift))
    return widest


def _split(box: Box) -> tuple[Box, Box]:
    """The box cut across its widest channel where half its pixels lie on each side."""
    shift = _widest_channel(box)[1]
    box = sorted(box, key=lambda item: (item[0] >> shift) & 255)
    total, seen = sum(count for _, count in box), 0
    for index, (_, count) in enumerate(box):
        seen += count
        if seen * 2 >= total:
            cut = max(1, min(index + 1, len(box) - 1))
            return box[:cut], box[cut:]
    return box[:-1], box[-1:]


def _mean(box: Box) -> int:
    total = sum(count for _, count in box)
    channels = [sum(((colour >> shift) & 255) * count for colour, count in box) // total for shift in (16, 8, 0)]
    return 0xFF000000 | channels[0] << 16 | channels[1] << 8 | channels[2]


def palette(counts: Counter[int], size: int = COLOURS) -> list[int]:
    """At most ``size`` ARGB colours standing for ``counts`` (colour → pixels): the box whose widest channel spread,
    weighted by the square root of its pixels, is largest is cut in two until there are ``size`` boxes."""
    boxes: list[Box] = [list(counts.items())]
    while len(boxes) < size:
        splittable = [
            (_widest_channel(b)[0] * sum(n for _, n in b) ** 0.5, i) for i, b in enumerate(boxes) if len(b) > 1
        ]
        if not splittable:
            break
        boxes.extend(_split(boxes.pop(max(splittable)[1])))
    return [_mean(box) for box in boxes]


def shrink(source: Path, target: Path) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage

    _app = QGuiApplication.instance() or QGuiApplication([])
    image = QImage(str(source)).convertToFormat(QImage.Format.Format_RGB32)
    if image.isNull():
        sys.exit(f"cannot read {source}")
    counts: Counter[int] = Counter(
        image.pixel(x, y) & 0xFFFFFF for y in range(image.height()) for x in range(image.width())
    )
    indexed = image.convertToFormat(
        QImage.Format.Format_Indexed8, palette(counts), Qt.ImageConversionFlag.ThresholdDither
    )
    if not indexed.save(str(target), quality=0):  # PNG from the name; 0: the smallest file
        sys.exit(f"cannot write {target}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deal", default="PY1-N-AAAAAAS", help="the deal code (default PY1-N-AAAAAAS)")
    parser.add_argument("--size", default="1100x760", help="the window size WxH (default 1100x760)")
    parser.add_argument("--lang", default="en", help="the language, id or en (default en)")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshot.png")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="pyramid-qt-shot-") as home:
        env = dict(os.environ)
        for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
            env[name] = str(Path(home) / name.lower())
        full = Path(home) / "full.png"
        command = [sys.executable, "-m", "pyramid_qt", "--lang", args.lang, "--screenshot", str(full)]
        subprocess.run([*command, "--size", args.size, args.deal], env=env, check=True)
        shrink(full, args.out)
    print(f"{args.out}: {args.out.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
