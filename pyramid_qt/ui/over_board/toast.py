"""A transient message floating over the bottom of the window (never a modal box: a wrong click is never penalised).

Its parent is the window: it lies over the status bar and the felt's bottom margin, below the bottom row of
cards, and beside the counters (at 800×600 it would cover them).  It covers no card on the table (at 800×600 a
three-line Indonesian hint would lie over the very King it hints): where the bottom margin is
too low for its lines it goes on free felt (beside the apex, below the stock or the waste), its text wrapped to the
room there, and where no free felt is big enough its text takes the status line for its reading time (which grows a
line or two; the message it replaced comes back after).  A screen reader hears it the same wherever it is shown
(:attr:`Toast.shown`).  It stays long enough to be read: a base time plus a reading time per character.

Three kinds of text share it.  A *passing message* (a refused tap, "copied", a deal's note) is replaced by the next
one and goes with the game it was about (:meth:`Toast.hide_passing`, at a new deal).  A *position message* (what a
lost game's hint says: its frames stay on the board until the next move) has no reading time: it stays until the
position it is about changes (:meth:`Toast.end_position_message`: a hint is weighed for longer than it takes to read),
a passing message meanwhile shown under it.  A *notice* (a file that could not be read or
written, a deck that cannot be used) is something the player must get to read: it stays its whole reading time
whatever else is shown (a passing message meanwhile is shown under it) and no deal hides it (a broken deck's notice,
queued for the first frame, would otherwise be hidden at once by the first deal).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from pyramid_qt.ui.board import speeds
from pyramid_qt.ui.over_board import panel_place

EDGE = 4  # pixels between the toast and the window's bottom edge
MS_PER_CHARACTER = 60  # reading time: about 16 characters a second
MIN_BESIDE = 240  # narrower than this beside the counters, the toast lies above them
MIN_ON_FELT = 200  # narrower than this on free felt, a long message reads as a column of single words
WIDTH_STEP = 40  # the widths tried on free felt, from the widest down

# A hyphen inside a word ("PY1-N-AAAAAVM-0.txt", "kartu-kartu") joined to its neighbours by WORD JOINERs, which are
# not drawn: the line breaks at a space, not in the middle of a file's name or a deal's code.
_INNER_HYPHEN = re.compile(r"(?<=\w)-(?=\w)")


def unbroken_hyphens(text: str) -> str:
    """``text`` as the toast draws it: no line break at a hyphen inside a word."""
    return _INNER_HYPHEN.sub("\u2060-\u2060", text)


@dataclass(frozen=True, slots=True)
class ToastFelt:
    """The board under the toast: ``widget`` (the view, in whose pixels ``cards`` are) and where its cards are."""

    widget: QWidget
    cards: Callable[[], Sequence[QRect]]


def reading_time(text: str, least: int = speeds.TOAST_MS) -> int:
    """How long ``text`` stays: never less than ``least`` ms, longer for a long text."""
    return max(least, speeds.TOAST_MS // 2 + MS_PER_CHARACTER * len(text))


class Toast(QLabel):
    shown = Signal(str)  # the text of each message shown (a screen reader says it)

    def __init__(
        self,
        parent: QWidget,
        keep_visible: Sequence[QWidget] = (),
        felt: ToastFelt | None = None,
        status: QStatusBar | None = None,
    ) -> None:
        """``keep_visible``: widgets of the window the toast must not cover (the counters); ``felt``: the board, whose
        cards it must not cover either; ``status``: the status bar whose message line takes the text when no free
        felt is big enough for it (without one it then lies at the bottom all the same)."""
        super().__init__(parent)
        self.host = parent  # the window (parentWidget() is typed as optional)
        self.keep_visible = list(keep_visible)
        self.felt = felt
        self.status = status
        watched = [*self.keep_visible, *([felt.widget] if felt is not None else [])]
        for widget in watched:
            widget.installEventFilter(self)  # they move when the status line beside them changes, the board shrinks
        self._in_status = ""  # the text the status line shows for the toast, if it does
        self._status_before = ""  # the message it replaced there
        self.setObjectName("toast")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet(
            "#toast { background: rgb(20, 24, 22); color: white; border-radius: 8px;"
            " padding: 4px 16px; font-size: 11pt; }"
        )
        self._notice = ""
        self._position_message = ""
        self._message = ""
        self._message_text = ""
        self._panels: list[QWidget] = []  # panels over the board it must not cover either (their buttons)
        self._notice_timer = self._timer_for(self._end_notice)
        self._message_timer = self._timer_for(self._end_message)
        parent.installEventFilter(self)
        self.hide()

    def keep_clear_of(self, panel: QWidget) -> None:
        """Never lie over ``panel`` while it shows (a game that ends while a message shows: the end panel's buttons
        stay in sight); the toast moves off it as it comes."""
        self._panels.append(panel)
        panel.installEventFilter(self)

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

    def show_position_message(self, text: str) -> None:
        """Show ``text``, about the position on the board, until that position changes (:meth:`end_position_message`)
        or the game goes (:meth:`hide_passing`); a passing message meanwhile is shown under it."""
        self._position_message = text
        self._refresh()
        self.shown.emit(text)

    def end_position_message(self) -> None:
        """The position the position message was about has changed: hide it."""
        if self._position_message:
            self._position_message = ""
            self._refresh()

    def show_notice(self, text: str, msecs: int = speeds.TOAST_MS) -> None:
        """Show the notice ``text`` for at least its reading time; a notice still showing stays above it."""
        self._notice = text if not self._notice else f"{self._notice}\n{text}"
        self._notice_timer.start(reading_time(self._notice, msecs))
        self._refresh()
        self.shown.emit(text)

    def hide_passing(self) -> None:
        """The game the passing message (and the position message) was about is gone: hide it (a notice stays)."""
        self._position_message = ""
        self._end_message()

    def clear(self) -> None:
        """Both texts gone at once (a language change: they would be left standing in the old language)."""
        self._notice = self._position_message = self._message = ""
        self._notice_timer.stop()
        self._message_timer.stop()
        self.hide()
        self._leave_status()

    def _end_notice(self) -> None:
        self._notice = ""
        self._notice_timer.stop()
        self._refresh()

    def _end_message(self) -> None:
        self._message = ""
        self._message_timer.stop()
        self._refresh()

    def _refresh(self) -> None:
        text = "\n".join(part for part in (self._notice, self._position_message, self._message) if part)
        if not text:
            self.hide()
            self._leave_status()
            return
        self.setText(unbroken_hyphens(text))
        self._message_text = text
        if self._place():
            self._leave_status()
            self.show()
            self.raise_()
        else:
            self.hide()
            self._take_status(text)

    def text(self) -> str:
        """The text as the toast was given it (what it draws joins the hyphens inside words: :func:`unbroken_hyphens`,
        which changes where a line breaks, not what it says)."""
        return self._message_text

    def message(self) -> str:
        """The text shown, in the toast or in the status line; empty when neither shows it."""
        return self._message_text if self.isVisible() or self._in_status else ""

    def shown_in_status(self) -> bool:
        return bool(self._in_status)

    def _take_status(self, text: str) -> None:
        assert self.status is not None  # only a toast that has a status line goes there
        if not self._in_status:
            self._status_before = self.status.currentMessage()
        self._in_status = text
        self.status.showMessage(text)

    def _leave_status(self) -> None:
        """The status line shows again what it showed before the toast took it (unless something wrote it since)."""
        if self._in_status and self.status is not None and self.status.currentMessage() == self._in_status:
            self.status.showMessage(self._status_before)
        self._in_status = ""

    def remaining_ms(self) -> int:
        timers = [timer.remainingTime() for timer in (self._notice_timer, self._message_timer) if timer.isActive()]
        return max(timers, default=0)

    def _place(self) -> bool:
        """Put the toast where it covers neither the counters nor a card; ``False`` when there is no such place."""
        parent = self.host
        # The style sheet's font and padding are in place only once polished: measured before, the first message
        # was measured in the default font and wrapped where the same text later fitted on one line.
        self.ensurePolished()
        margins = self.contentsMargins()
        padding = margins.left() + margins.right() + 24  # the style sheet's padding is in the margins
        lines = super().text().split("\n")
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
        height = self.heightForWidth(width)
        spot = QRect(left + (right - left - width) // 2, bottom - height, width, height)
        panels = [QRect(panel.mapTo(parent, QPoint(0, 0)), panel.size()) for panel in self._panels if panel.isVisible()]
        felt = self.felt
        if felt is not None:
            at = felt.widget.mapTo(parent, QPoint(0, 0))
            cards = [card.translated(at) for card in felt.cards()] + panels
            if any(spot.intersects(card.adjusted(-EDGE, -EDGE, EDGE, EDGE)) for card in cards):
                # Free felt, from one line as wide as the felt allows down to a narrow column of several lines.
                widest = min(felt.widget.width() - 2 * panel_place.GAP, max(MIN_ON_FELT, text_width + padding))
                widths = list(range(widest, MIN_ON_FELT - 1, -WIDTH_STEP)) or [widest]
                on_felt = panel_place.free_spot(
                    felt.widget.size(),
                    [rect.translated(-at) for rect in cards + clear],
                    self.heightForWidth,
                    widths,
                    panel_place.Prefer.BOTTOM,
                )
                if on_felt is None and self.status is not None:
                    return False
                spot = spot if on_felt is None else on_felt.translated(at)
        self.setFixedSize(spot.size())
        self.move(spot.topLeft())
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched in self._panels:
            moved = event.type() in (QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.Resize, QEvent.Type.Move)
            if moved and (self.isVisible() or self._in_status):
                self._refresh()  # off the panel as it comes, back when it goes
            return False
        if event.type() not in (QEvent.Type.Resize, QEvent.Type.Move):
            return False
        if self.isVisible() and not self._place():
            self.hide()  # the window got smaller: no room left for it
            self._take_status(self._message_text)
        elif self._in_status and watched is self.host and event.type() == QEvent.Type.Resize:
            self._refresh()  # the window got larger: it may find room again (the board's own resizes, as the
            # status line grows and shrinks, are not asked: they would send it back and forth)
        return False
