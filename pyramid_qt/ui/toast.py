"""A transient message floating over the bottom of the window (never a modal box, SPEC §3).

Its parent is the window: it lies over the status bar and the felt's bottom margin, below the bottom row of
cards (a one-line message fits there even at 1100×760), instead of over the bottom row as it did when it was a
child of the board, and beside the counters, which it covered at 800×600 (issue 21 item 11).  It stays long
enough to be read: a base time plus a reading time per character.

Two kinds of text share it.  A *passing message* (a refused tap, "copied", a deal's note) is replaced by the next
one and goes with the game it was about (:meth:`Toast.hide_passing`, at a new deal).  A *notice* (a file that could
not be read or written, a deck that cannot be used) is something the player must get to read: it stays its whole
reading time whatever else is shown (a passing message meanwhile is shown under it) and no deal hides it.  A broken
deck's notice, queued for the first frame, was hidden at once by the first deal (issue 23 item 3).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QWidget

from pyramid_qt.ui.board import speeds

EDGE = 4  # pixels between the toast and the window's bottom edge
MS_PER_CHARACTER = 60  # reading time: about 16 characters a second
MIN_BESIDE = 240  # narrower than this beside the counters, the toast lies above them


def reading_time(text: str, least: int = speeds.TOAST_MS) -> int:
    """How long ``text`` stays: never less than ``least`` ms, longer for a long text."""
    return max(least, speeds.TOAST_MS // 2 + MS_PER_CHARACTER * len(text))


class Toast(QLabel):
    shown = Signal(str)  # the text of each message shown (a screen reader says it)

    def __init__(self, parent: QWidget, keep_visible: Sequence[QWidget] = ()) -> None:
        """``keep_visible``: widgets of the window the toast must not cover (the counters)."""
        super().__init__(parent)
        self.host = parent  # the window (parentWidget() is typed as optional)
        self.keep_visible = list(keep_visible)
        for widget in self.keep_visible:
            widget.installEventFilter(self)  # they move when the status line beside them changes
        self.setObjectName("toast")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet(
            "#toast { background: rgb(20, 24, 22); color: white; border-radius: 8px;"
            " padding: 4px 16px; font-size: 11pt; }"
        )
        self._notice = ""
        self._message = ""
        self._notice_timer = self._timer_for(self._end_notice)
        self._message_timer = self._timer_for(self._end_message)
        parent.installEventFilter(self)
        self.hide()

    def _timer_for(self, end: Callable[[], None]) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(end)
        return timer

    def show_message(self, text: str, msecs: int = speeds.TOAST_MS) -> None:
        """Show the passing message ``text`` for at least ``msecs`` ms (longer texts stay longer,
        :func:`reading_time`), in place of the passing message before it."""
        self._message = text
        self._message_timer.start(reading_time(text, msecs))
        self._refresh()
        self.shown.emit(text)

    def show_notice(self, text: str, msecs: int = speeds.TOAST_MS) -> None:
        """Show the notice ``text`` for at least its reading time; a notice still showing stays above it."""
        self._notice = text if not self._notice else f"{self._notice}\n{text}"
        self._notice_timer.start(reading_time(self._notice, msecs))
        self._refresh()
        self.shown.emit(text)

    def hide_passing(self) -> None:
        """The game the passing message was about is gone: hide it (a notice stays)."""
        self._end_message()

    def clear(self) -> None:
        """Both texts gone at once (a language change: they would be left standing in the old language)."""
        self._notice = self._message = ""
        self._notice_timer.stop()
        self._message_timer.stop()
        self.hide()

    def _end_notice(self) -> None:
        self._notice = ""
        self._notice_timer.stop()
        self._refresh()

    def _end_message(self) -> None:
        self._message = ""
        self._message_timer.stop()
        self._refresh()

    def _refresh(self) -> None:
        text = "\n".join(part for part in (self._notice, self._message) if part)
        if not text:
            self.hide()
            return
        self.setText(text)
        self._place()
        self.show()
        self.raise_()

    def remaining_ms(self) -> int:
        timers = [timer.remainingTime() for timer in (self._notice_timer, self._message_timer) if timer.isActive()]
        return max(timers, default=0)

    def _place(self) -> None:
        parent = self.host
        # The style sheet's font and padding are in place only once polished: measured before, the first message
        # was measured in the default font and wrapped where the same text later fitted on one line.
        self.ensurePolished()
        margins = self.contentsMargins()
        padding = margins.left() + margins.right() + 24  # the style sheet's padding is in the margins
        lines = self.text().split("\n")
        text_width = max(self.fontMetrics().horizontalAdvance(line) for line in lines)
        # Beside what it must leave visible (the counters), else above it.
        clear = [
            QRect(widget.mapTo(parent, QPoint(0, 0)), widget.size())
            for widget in self.keep_visible
            if widget.isVisible()
        ]
        left, right, bottom = EDGE, parent.width() - EDGE, parent.height() - EDGE
        if clear:
            beside = min(rect.left() for rect in clear) - EDGE
            if beside - left >= MIN_BESIDE:
                right = beside
            else:
                bottom = min(rect.top() for rect in clear) - EDGE
        width = max(120, min(right - left, max(200, text_width + padding)))
        self.setFixedWidth(width)
        self.setFixedHeight(self.heightForWidth(width))
        self.move(left + (right - left - width) // 2, bottom - self.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move) and self.isVisible():
            self._place()
        return False
