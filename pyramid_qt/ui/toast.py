"""A transient message floating over the bottom of the window (never a modal box, SPEC §3).

Its parent is the window: it lies over the status bar and the felt's bottom margin, below the bottom row of
cards (a one-line message fits there even at 1100×760), instead of over the bottom row as it did when it was a
child of the board.  It stays long enough to be read: a base time plus a reading time per character.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QWidget

from pyramid_qt.ui.board import speeds

EDGE = 4  # pixels between the toast and the window's bottom edge
MS_PER_CHARACTER = 60  # reading time: about 16 characters a second


def reading_time(text: str, least: int = speeds.TOAST_MS) -> int:
    """How long ``text`` stays: never less than ``least`` ms, longer for a long text."""
    return max(least, speeds.TOAST_MS // 2 + MS_PER_CHARACTER * len(text))


class Toast(QLabel):
    shown = Signal(str)  # the text of each message shown (a screen reader says it)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.host = parent  # the window (parentWidget() is typed as optional)
        self.setObjectName("toast")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet(
            "#toast { background: rgb(20, 24, 22); color: white; border-radius: 8px;"
            " padding: 4px 16px; font-size: 11pt; }"
        )
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        parent.installEventFilter(self)
        self.hide()

    def show_message(self, text: str, msecs: int = speeds.TOAST_MS) -> None:
        """Show ``text`` for at least ``msecs`` ms (longer texts stay longer, :func:`reading_time`)."""
        self.setText(text)
        self._place()
        self.show()
        self.raise_()
        self._timer.start(reading_time(text, msecs))
        self.shown.emit(text)

    def remaining_ms(self) -> int:
        return self._timer.remainingTime() if self._timer.isActive() else 0

    def _place(self) -> None:
        parent = self.host
        # The style sheet's font and padding are in place only once polished: measured before, the first message
        # was measured in the default font and wrapped where the same text later fitted on one line.
        self.ensurePolished()
        margins = self.contentsMargins()
        padding = margins.left() + margins.right() + 24  # the style sheet's padding is in the margins
        lines = self.text().split("\n")
        text_width = max(self.fontMetrics().horizontalAdvance(line) for line in lines)
        width = min(parent.width() - 2 * EDGE, max(200, text_width + padding))
        self.setFixedWidth(max(120, width))
        self.setFixedHeight(self.heightForWidth(self.width()))
        self.move((parent.width() - self.width()) // 2, parent.height() - EDGE - self.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False
