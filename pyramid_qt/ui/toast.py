"""A transient message floating over the bottom of the board (never a modal box, SPEC §3)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from pyramid_qt.ui.board import speeds


class Toast(QLabel):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("toast")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet(
            "#toast { background: rgba(20, 24, 22, 215); color: white; border-radius: 10px;"
            " padding: 8px 18px; font-size: 11pt; }"
        )
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        parent.installEventFilter(self)
        self.hide()

    def show_message(self, text: str, msecs: int = speeds.TOAST_MS) -> None:
        self.setText(text)
        self._place()
        self.show()
        self.raise_()
        self._timer.start(msecs)

    def _place(self) -> None:
        parent = self.parentWidget()
        width = min(parent.width() - 40, max(260, self.fontMetrics().horizontalAdvance(self.text()) + 60))
        self.setFixedWidth(max(120, width))
        self.adjustSize()
        self.move((parent.width() - self.width()) // 2, parent.height() - self.height() - 24)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False
