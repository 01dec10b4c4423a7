"""Say short texts to the player's screen reader, by the one means each platform's screen readers speak.

- AT-SPI (Linux and the BSDs): a *notification* appears with the text (:class:`News`, an object with the
  notification role under the card table, shown anew for each text).  Every Orca speaks a notification as it appears
  ("notification, 7 of hearts and 6 of clubs removed"); Orca 43 (Debian 12) has no handler at all for
  ``object:announcement``, and the Orca versions that have one (45 and later) speak a notification too, so the
  announcement event is not also sent there: it would be heard twice.
- Windows and macOS with Qt 6.8+: a ``QAccessibleAnnouncementEvent`` (UI Automation's notification event, macOS's
  announcement request), which the screen reader speaks without moving the focus.
- Windows and macOS before Qt 6.8: a status label (:attr:`Announcer.live_label`, which the window adds to its status
  bar only then), whose name change the screen reader can follow.

Texts said in one turn of the event loop are said together, after the focus events of that turn (a move played
from the keyboard moves the focus ring first, and the screen reader reads the newly focused card before the news).
"""

from __future__ import annotations

import enum
import sys

from PySide6 import QtGui
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QLabel

from pyramid_qt.qtcompat import accessible_cast
from pyramid_qt.ui.accessibility.activation import listening

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


class Channel(enum.Enum):
    """How a text reaches the screen reader."""

    NOTIFICATION = "notification"  # AT-SPI: a notification object appears with the text
    ANNOUNCEMENT = "announcement"  # QAccessibleAnnouncementEvent (Qt 6.8+, Windows and macOS)
    LIVE_LABEL = "live label"  # a status label (older Qt, Windows and macOS)


def platform_channel() -> Channel:
    """The channel this platform's screen readers speak (Qt talks AT-SPI everywhere but on Windows and macOS)."""
    if sys.platform not in ("win32", "darwin"):
        return Channel.NOTIFICATION
    return Channel.ANNOUNCEMENT if accessible_cast.announcement_event() is not None else Channel.LIVE_LABEL


class News(QObject):
    """A notification a screen reader is shown a text with on AT-SPI (its interface is
    :class:`~pyramid_qt.ui.accessibility.interfaces.NewsInterface`): the card table's last child while it is the newest.

    One object per text, its name never changing: a screen reader reads the name when it comes to the event, maybe
    after the next text was said ("The sum must be 13" and the card then selected, a moment apart), and must find
    the text the event was sent for.  A replaced notification leaves the table and lives on a while for a screen
    reader still reading it."""

    def __init__(self, parent: QObject, text: str) -> None:
        super().__init__(parent)
        self.setObjectName(NEWS)
        self.text = text

    @property
    def current(self) -> bool:
        return self.objectName() == NEWS

    def retire(self) -> None:
        """Off the table (no longer the card table's child), deleted once no screen reader reads it any more."""
        self.setObjectName("")
        QTimer.singleShot(RETIRED_MS, self, self.deleteLater)


NEWS = "news"  # the object name of the newest :class:`News` (the card table lists it among its children)
RETIRED_MS = 30_000  # how long a replaced notification can still be read


class Announcer(QObject):
    announced = Signal(str)  # every text said (the live label follows it where announcements are missing)

    def __init__(self, source: QObject, parent: QObject | None = None, channel: Channel | None = None) -> None:
        """``source``: the object the announcements come from (the board, which has the focus during play; the
        notification is its child); ``channel``: how they are said (the platform's by default)."""
        super().__init__(parent)
        self.source = source
        self.channel = platform_channel() if channel is None else channel
        self.news: News | None = None  # the newest notification (on AT-SPI)
        self.live_label: QLabel | None = None
        self._parts: list[str] = []
        self._assertive = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.flush)

    def say(self, text: str, *, assertive: bool = False) -> None:
        """Say ``text`` soon (``assertive``: interrupting what the screen reader is saying, for an error)."""
        if not text.strip():
            return
        self._parts.append(text)
        self._assertive = self._assertive or assertive
        self._timer.start()

    def withdraw(self, text: str) -> bool:
        """Not say ``text`` after all, if it is still waiting (what it told is no longer so); whether it was."""
        if text not in self._parts:
            return False
        self._parts.remove(text)
        return True

    def flush(self) -> None:
        """Say what was queued now (the timer does it at the end of the event loop's turn)."""
        self._timer.stop()
        if not self._parts:
            return
        text, assertive = spoken(self._parts), self._assertive
        self._parts, self._assertive = [], False
        if self.channel is Channel.NOTIFICATION:
            self._notify(text)
        elif self.channel is Channel.ANNOUNCEMENT and listening():
            event = accessible_cast.announcement_event()(self.source, text)
            if assertive:
                event.setPoliteness(QtGui.QAccessible.AnnouncementPoliteness.Assertive)
            QtGui.QAccessible.updateAccessibility(event)
        if self.live_label is not None:
            self.live_label.setText(text)
        self.announced.emit(text)

    def _notify(self, text: str) -> None:
        """A new notification appears with ``text`` (the last one leaves the card table).  A notification always
        interrupts in Orca: ``assertive`` needs nothing more."""
        heard = listening()
        previous, self.news = self.news, News(self.source, text)
        if previous is not None:
            if heard:
                _send(previous, "ObjectDestroyed")
            previous.retire()
        if heard:
            _send(self.news, "ObjectCreated")
            _send(self.news, "ObjectShow")


def _send(target: QObject, kind: str) -> None:
    """Tell assistive tools the event ``kind`` (a ``QAccessible.Event`` name) of ``target``."""
    accessible = QtGui.QAccessible
    accessible.updateAccessibility(QtGui.QAccessibleEvent(target, getattr(accessible.Event, kind)))
