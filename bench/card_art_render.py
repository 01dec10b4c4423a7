"""How long the card art takes: a whole deck plus back rendered cold, then served from the cache.

Usage: PYTHONPATH=. python bench/card_art_render.py
Prints figures only; a board resize re-renders every visible card once at the new width.
"""

from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QGuiApplication  # noqa: E402

from pyramid_qt.engine.cards import FULL_DECK  # noqa: E402
from pyramid_qt.ui.card_art.pixmaps import CardArt  # noqa: E402

SIZES = [(50, 1.0), (90, 1.0), (90, 2.0), (160, 1.0), (160, 2.0)]


def main() -> int:
    app = QGuiApplication(sys.argv[:1])
    art = CardArt()
    for width, dpr in SIZES:
        art.clear_cache()
        start = time.perf_counter()
        for card in FULL_DECK:
            art.face(card, width, dpr)
        art.back(width, dpr)
        cold = time.perf_counter() - start
        start = time.perf_counter()
        for card in FULL_DECK:
            art.face(card, width, dpr)
        warm = time.perf_counter() - start
        print(
            f"width {width:3d} dpr {dpr:.0f}: deck+back {cold * 1000:6.1f} ms cold "
            f"({cold / 53 * 1000:.2f} ms/card), 52 cache hits {warm * 1e6:6.0f} us, "
            f"cache {art.cache_bytes / 1e6:.1f} MB"
        )
    art.clear_cache()
    del art
    app.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
