"""Start the desktop game (placeholder window until the board lands)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication(sys.argv if argv is None else [sys.argv[0], *argv])
    window = QLabel("pyramid-qt")
    window.resize(640, 400)
    window.show()
    return app.exec()
