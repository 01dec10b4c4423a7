"""Render every card face, the back, the empty-pile marker and a small overlapped pyramid into one PNG sheet.

Usage: PYTHONPATH=. python tools/card_sheet.py OUT.png [WIDTH ...] [--dpr 2]
Each width gets its own block (one suit per row, then back, slot and a three-row pyramid whose rows overlap by
half a card, as on the board) on a felt-green table, so the art is judged against the real background.
"""

from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402

from pyramid_qt.engine.cards import FULL_DECK, Card  # noqa: E402
from pyramid_qt.ui.card_art.metrics import CARD_ASPECT  # noqa: E402
from pyramid_qt.ui.card_art.pixmaps import CardArt  # noqa: E402

TABLE = QColor(28, 92, 60)
GAP = 8
PYRAMID = [["KS"], ["QH", "JD"], ["TC", "AS", "7H"], ["2D", "9S", "5C", "8H"]]


def _block_height(width: int) -> float:
    height = width * CARD_ASPECT
    return 4 * (height + GAP) + max(height, height * (1 + 0.5 * (len(PYRAMID) - 1))) + GAP


def _draw_block(painter: QPainter, art: CardArt, width: int, top: float, dpr: float) -> None:
    height = width * CARD_ASPECT
    for card in FULL_DECK:
        pos = QPointF(GAP + (card.rank - 1) * (width + GAP), top + int(card.suit) * (height + GAP))
        painter.drawPixmap(pos, art.face(card, width, dpr))
    row_top = top + 4 * (height + GAP)
    painter.drawPixmap(QPointF(GAP, row_top), art.back(width, dpr))
    painter.drawPixmap(QPointF(GAP + width + GAP, row_top), art.slot(width, dpr))
    apex_x = GAP + 6 * (width + GAP)
    for r, codes in enumerate(PYRAMID):
        for c, code in enumerate(codes):
            x = apex_x + (c - r / 2) * (width + GAP / 2)
            painter.drawPixmap(QPointF(x, row_top + r * height * 0.5), art.face(Card.parse(code), width, dpr))


def build_sheet(art: CardArt, widths: list[int], dpr: float) -> QImage:
    total_w = max(GAP + 13 * (w + GAP) for w in widths)
    total_h = GAP + sum(_block_height(w) + GAP for w in widths)
    sheet = QImage(round(total_w * dpr), round(total_h * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    sheet.setDevicePixelRatio(dpr)
    sheet.fill(TABLE)
    painter = QPainter(sheet)
    top = float(GAP)
    for width in widths:
        _draw_block(painter, art, width, top, dpr)
        top += _block_height(width) + GAP
    painter.end()
    return sheet


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("widths", nargs="*", type=int, default=[90])
    parser.add_argument("--dpr", type=float, default=1.0)
    args = parser.parse_args()
    app = QGuiApplication(sys.argv[:1])
    art = CardArt()
    sheet = build_sheet(art, args.widths, args.dpr)
    ok = sheet.save(args.out)
    size = f"{sheet.width()}x{sheet.height()}"
    # Pixmaps must go before the application object.
    art.clear_cache()
    del art, sheet
    app.shutdown()
    print(f"{args.out}: {size} {'saved' if ok else 'FAILED'}")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
