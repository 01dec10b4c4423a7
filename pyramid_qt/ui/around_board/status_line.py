"""The status bar, with a message line that wraps instead of being cut.

QStatusBar paints its temporary message on one line and elides it: at 800x600, beside the counters, the demo's
Indonesian instructions ended "…Klik atau tekan tombol apa saja un".  Here the message is a word-wrapped label
(``statusLine``) that takes the room the counters leave; the bar grows a line when the text needs it.  The
QStatusBar calls the window makes (``showMessage``, ``clearMessage``, ``currentMessage``, ``messageChanged``) keep
their meaning.  The counters beside it get their whole width whenever their texts grow.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar, QWidget


class WrappingStatusBar(QStatusBar):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.line = QLabel()
        self.line.setObjectName("statusLine")
        self.line.setWordWrap(True)
        self.line.setTextFormat(Qt.TextFormat.PlainText)
        self.line.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.line.setMinimumWidth(1)  # a wrapped label asks for room the counters beside it need
        self.addWidget(self.line, 1)
        self.line.installEventFilter(self)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clearMessage)

    def showMessage(self, text: str, timeout: int | None = 0) -> None:  # noqa: N802 (Qt's name)
        """Show ``text`` (for ``timeout`` ms; 0 or None: until replaced or cleared)."""
        changed = text != self.line.text()
        self.line.setText(text)
        self._fit()
        if timeout is not None and timeout > 0:
            self._timer.start(timeout)
        else:
            self._timer.stop()
        if changed:
            self.messageChanged.emit(text)

    def clearMessage(self) -> None:  # noqa: N802 (Qt's name)
        self.showMessage("")

    def currentMessage(self) -> str:  # noqa: N802 (Qt's name)
        return self.line.text()

    def _fit(self) -> None:
        """As many lines as the text needs at the label's width (QMainWindow lays the bar out by its size hint, which
        does not ask a word-wrapped label for its height at a width)."""
        line = self.line
        needed = line.heightForWidth(line.width()) if line.text() else 0
        line.setMinimumHeight(max(0, needed))

    def event(self, event: QEvent) -> bool:
        """QStatusBar lays its items out again only when their height changes: the counters, grown by a digit
        ("Moves: 25"), stayed as wide as before and were cut ("Time: 0:0").  Here a widget narrower than it needs
        gets the bar laid out again (once: it then has its width)."""
        if event.type() == QEvent.Type.LayoutRequest and any(
            child.isVisible() and child.width() < child.minimumSizeHint().width()
            for child in self.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
        ):
            self.reformat()
        return super().event(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.line and event.type() == QEvent.Type.Resize:
            self._fit()
        return False
