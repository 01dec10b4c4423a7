"""Say short texts to the player's screen reader: an accessibility announcement, or a live status label.

Qt 6.8+ sends a ``QAccessibleAnnouncementEvent`` (AT-SPI's ``object:announcement``, UI Automation's notification
event, macOS's announcement request), which the screen reader speaks without moving the focus.  Where PySide6 has no
such event (before 6.8) the text goes into a status label instead (:attr:`Announcer.live_label`, which the window
adds to its status bar only then), whose name change the screen reader can follow.

Texts said in one turn of the event loop are said together, after the focus events of that turn (a move played
from the keyboard moves the focus ring first, and the screen reader reads the newly focused card before the news).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QLabel

from pyramid_qt.qtcompat import accessible_cast

_ENDS_A_SENTENCE = (".", "!", "?", "…", ":")


def spoken(parts: list[str]) -> str:
    """One text from several: each ends as a sentence, line breaks (a panel's lines) become sentence breaks."""
    sentences = []
    for part in parts:
        for line in part.splitlines():
            line = line.strip()
            if line:
                sentences.append(line if line.endswith(_ENDS_A_SENTENCE) else line + ".")
    return " ".join(sentences)


class Announcer(QObject):
    announced = Signal(str)  # every text said (the live label follows it where announcements are missing)

    def __init__(self, source: QObject, parent: QObject | None = None) -> None:
        """``source``: the object the announcements come from (the board, which has the focus during play)."""
        super().__init__(parent)
        self.source = source
        self.live_label: QLabel | None = None
        self._parts: list[str] = []
        self._assertive = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.flush)

    @staticmethod
    def platform_announces() -> bool:
        """Whether this Qt sends announcements (else the window gives :attr:`live_label` a place)."""
        return accessible_cast.announcement_event() is not None

    def say(self, text: str, *, assertive: bool = False) -> None:
        """Say ``text`` soon (``assertive``: interrupting what the screen reader is saying, for an error)."""
        if not text.strip():
            return
        self._parts.append(text)
        self._assertive = self._assertive or assertive
        self._timer.start()

    def flush(self) -> None:
        """Say what was queued now (the timer does it at the end of the event loop's turn)."""
        self._timer.stop()
        if not self._parts:
            return
        text, assertive = spoken(self._parts), self._assertive
        self._parts, self._assertive = [], False
        event_class = accessible_cast.announcement_event()
        if event_class is not None and QAccessible.isActive():
            event = event_class(self.source, text)
            if assertive:
                event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
            QAccessible.updateAccessibility(event)
        if self.live_label is not None:
            self.live_label.setText(text)
        self.announced.emit(text)
