"""A panel drawn over the board (end of game, "Can I still win?"): a title, lines of text, buttons.

An overlay rather than a modal dialog so the board stays visible and the player can look at the final
position: it never moves the board, and lies on free felt, or where no free felt holds it over cards that cannot be
played now, never over the stock, its count or a card that can be played or is marked (see
:mod:`~pyramid_qt.ui.over_board.panel_place`); it finds its place again when the window is resized, and is never
narrower than its widest button.  It is opaque:
card faces showing through it made its text hard to read.  A panel filled with an ``escape`` action (its Close or
Cancel button) takes Escape, wherever the focus is in the window, as a dialog would; the others leave the key alone.
"""

from __future__ import annotations

import enum
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pyramid_qt.ui.around_board.flow_layout import FlowLayout
from pyramid_qt.ui.over_board import panel_place

PREFERRED_WIDTH = 520
LINE_SLACK = 12  # pixels beside a line of text's measured width that keep the label from breaking it
COMPACT_BELOW = 640  # a board this many pixels high or less gets the compact panels (800x600 has about 470)


class Anchor(enum.Enum):
    """Where the panel would rather lie, of the places where it covers no card (:class:`panel_place.Prefer`)."""

    CENTRE = "centre"  # the end of a game: the panel is the news
    TOP = "top"  # "Can I still win?", "Where did it go wrong?": near the top, where the eye starts


class NoCards:
    """The room of a panel over a widget without cards: nothing to keep clear."""

    def keep_clear(self) -> list[QRect]:
        return []

    def may_cover(self) -> list[QRect]:
        return []


class OverlayPanel(QFrame):
    poppedUp = Signal()  # shown with new texts (a screen reader says them: :meth:`spoken_text`)

    def __init__(
        self, parent: QWidget, name: str, anchor: Anchor = Anchor.CENTRE, room: panel_place.BoardRoom | None = None
    ) -> None:
        super().__init__(parent)
        self.host = parent  # the widget it lies over (parentWidget() is typed as optional)
        self.setObjectName(name)
        self.anchor = anchor
        self.room: panel_place.BoardRoom = room or NoCards()
        self.placement: panel_place.Placement | None = None
        self.compact: bool | None = None  # the smaller type and margins of a small window (set when placed)
        layout = self.column = QVBoxLayout(self)
        self._set_compact(False)
        self.title = QLabel()
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.body = QLabel()
        self.body.setObjectName("body")
        self.body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body.setWordWrap(True)
        self.prose = False  # the body is an explanation in sentences, not lines of figures
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setTextVisible(False)
        self.busy.setMaximumHeight(10)
        self.busy.hide()
        self.buttons = FlowLayout(spacing=8, centred=True)  # a second row rather than a button cut
        layout.addWidget(self.title)
        layout.addWidget(self.body)
        layout.addWidget(self.busy)
        layout.addLayout(self.buttons)
        self._actions: list[QPushButton] = []
        self.took_keyboard = False  # the last popup moved the keyboard into the panel from outside it
        self.refreshed = False  # the last popup wrote new texts into the panel already shown
        self.read = False  # a screen reader went through the panel's texts since the keyboard last went in
        # Who wrote the present texts: two askers share the "Can I still win?" panel (the check and "Where did it
        # go wrong?"), and only the last one may write them again in a new language.
        self.filled_by: object | None = None
        # Escape runs the Close or Cancel button of the present texts (when set_buttons named one), from anywhere in
        # the window; enabled only while such a panel is shown, so Escape is nobody's the rest of the time.
        self._escape: Callable[[], None] | None = None
        self._escape_key = QShortcut(QKeySequence(Qt.Key.Key_Escape), parent, self._on_escape)
        self._escape_key.setContext(Qt.ShortcutContext.WindowShortcut)
        self._escape_key.setEnabled(False)
        parent.installEventFilter(self)
        self.hide()

    def set_title(self, text: str) -> None:
        self.title.setText(text)

    def title_text(self) -> str:
        return self.title.text()

    def set_busy(self, busy: bool) -> None:
        """A progress bar that moves while the panel's answer is awaited."""
        self.busy.setVisible(busy)

    def shows(self, owner: object) -> bool:
        """The panel is shown with ``owner``'s texts."""
        return self.isVisible() and self.filled_by is owner

    def set_body(self, text: str, *, prose: bool = False) -> None:
        """The panel's text: centred lines (a verdict, a game's figures), or ``prose``, an explanation in several
        sentences, set flush left (centred, the review's five sentences read as a ragged block)."""
        self.body.setText(text)
        self.prose = prose
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        self.body.setAlignment(left if prose else Qt.AlignmentFlag.AlignCenter)

    def set_buttons(
        self, buttons: list[tuple[str, Callable[[], None]]], escape: Callable[[], None] | None = None
    ) -> list[QPushButton]:
        """The panel's buttons, left to right, as (text, action); ``escape``: what Escape does meanwhile (the action
        of the Close or Cancel button), or nothing."""
        self._escape = escape
        self._escape_key.setEnabled(escape is not None and self.isVisible())
        had_focus = self._has_focus()
        old = [item.widget() for item in (self.buttons.takeAt(0) for _ in range(self.buttons.count())) if item]
        self._actions = []
        for text, slot in buttons:
            button = QPushButton(text)
            button.setAutoDefault(True)  # Enter presses it when it has the keyboard, as in a dialog (else only Space)
            button.clicked.connect(slot)
            self.buttons.addWidget(button)
            button.show()  # now, not once the layout's queued show runs: it can take the keyboard below
            self._actions.append(button)
        if had_focus:
            # The keyboard stays in the panel, moved before the button that had it goes: a focused widget hidden
            # hands the keyboard to the next in the chain (the board, as if by Tab: a ring no key asked for).
            self._focus_first_button()
        for widget in old:
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        return self._actions

    def popup(self) -> None:
        """Show the panel with its new texts.  As a dialog does, it takes the keyboard (and a screen reader's focus)
        from the board to its first button, Escape or a button giving it back (hideEvent); a screen reader then
        reads the panel, named with its title, and its text on the way in (:attr:`took_keyboard`).  A panel at work
        (its progress bar shown, a Cancel button) leaves the keyboard where it is: its answer takes it, and is read
        then."""
        self.setAccessibleName(self.title.text())
        self.refreshed = self.isVisible()
        self.show()
        self._escape_key.setEnabled(self._escape is not None)
        self._place()
        self.raise_()
        focus = QApplication.focusWidget()
        inside = self._has_focus()
        self.took_keyboard = False
        on_board = focus is None or focus is self.host or self.host.isAncestorOf(focus)
        if on_board and (inside or self.busy.isHidden()):
            self._focus_first_button()
            self.took_keyboard = not inside and bool(self._actions)
            if self.took_keyboard:
                self.read = False  # the screen reader reads it now, as it comes to the button
        # Buttons just replaced are measured only once the layout has settled: measure again then.
        QTimer.singleShot(0, self, self._place_again)  # the context object: never called once the panel is gone
        self.poppedUp.emit()

    def spoken_text(self) -> str:
        """The title and the lines of text, as a screen reader says them when the panel pops up."""
        return "\n".join(self.spoken_lines())

    def spoken_lines(self) -> list[str]:
        return [line for text in (self.title.text(), self.body.text()) for line in text.splitlines() if line.strip()]

    def _set_compact(self, compact: bool) -> None:
        """Smaller type and margins in a small window (the board gives up less room to a docked panel there)."""
        if compact == self.compact:
            return
        self.compact = compact
        name = self.objectName()
        title, body = ("14pt", "10pt") if compact else ("17pt", "11pt")
        self.setStyleSheet(
            f"#{name} {{ background: rgb(250, 248, 240); border-radius: 14px; border: 1px solid #c9c1a8; }}"
            f" #{name} QLabel {{ color: #1d2a22; background: transparent; }}"
            f" #{name} QLabel#title {{ font-size: {title}; font-weight: bold; }}"
            f" #{name} QLabel#body {{ font-size: {body}; }}"
        )
        if compact:
            self.column.setContentsMargins(16, 10, 16, 12)
            self.column.setSpacing(6)
        else:
            self.column.setContentsMargins(28, 20, 28, 20)
            self.column.setSpacing(10)

    def _height_for(self, width: int) -> int:
        """The panel's height at ``width`` (its buttons on more rows when one does not hold them)."""
        layout = self.column
        layout.invalidate()
        layout.activate()
        # Word-wrapped labels need their height for this width, which adjustSize() does not ask for.
        return layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else layout.totalSizeHint().height()

    def _widths(self) -> list[int]:
        """The widths to try, widest first: wide enough for one row of buttons and for each line of figures on one row
        when the host allows (long Indonesian answers widen it; "(Anda: 143)" is never split over two rows), down to
        the widest button alone on its row (narrower, its text was cut at both ends)."""
        margins = self.column.contentsMargins()
        sides = margins.left() + margins.right() + 2 * self.frameWidth()
        self.buttons.invalidate()
        lines = [] if self.prose else self.body.text().split("\n")
        longest = max((self.body.fontMetrics().horizontalAdvance(line) for line in lines), default=0)
        # Each line on one row where the host allows (the label breaks a line a few pixels before its measured width).
        row = max(self.buttons.sizeHint().width(), longest + LINE_SLACK if longest else 0) + sides
        room = self.host.width() - 2 * panel_place.GAP
        least = min(room, max(panel_place.MIN_WIDTH, self.buttons.minimumSize().width() + sides))
        widest = max(least, min(max(PREFERRED_WIDTH, row), room))
        return [*range(widest, least, -40), least]

    def _place(self) -> None:
        """On free felt when some holds it, else over the cards it may cover; never moving the board."""
        host = self.host
        self._set_compact(host.height() < COMPACT_BELOW)
        self.ensurePolished()  # the style sheet's font sizes must be in place before measuring
        for child in self.findChildren(QWidget):
            child.ensurePolished()
        size = host.size()
        placement = panel_place.place(
            size, self.room, self._height_for, self._widths(), panel_place.Prefer(self.anchor.value)
        )
        rect = placement.rect
        self._height_for(rect.width())  # the buttons as they are at the chosen width
        self.setFixedSize(rect.width(), min(rect.height(), size.height() - 2 * panel_place.GAP))
        self.move(rect.topLeft())
        self.placement = placement

    def _place_again(self) -> None:
        """The put-off measure of :meth:`popup`, for a panel still shown (one hidden meanwhile has no place)."""
        if not self.isHidden():
            self._place()

    def _has_focus(self) -> bool:
        focus = QApplication.focusWidget()
        return focus is not None and self.isAncestorOf(focus)

    def _focus_first_button(self) -> None:
        if self._actions:
            self._actions[0].setFocus(Qt.FocusReason.PopupFocusReason)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt override)
        self._escape_key.setEnabled(False)
        if self._has_focus():
            self.host.setFocus(Qt.FocusReason.PopupFocusReason)  # never lost with the panel
        self.placement = None
        super().hideEvent(event)

    def _on_escape(self) -> None:
        if self.isVisible() and self._escape is not None:
            self._escape()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False
