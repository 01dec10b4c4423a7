"""A panel drawn over the board (end of game, "Can I still win?"): a title, lines of text, buttons.

An overlay rather than a modal dialog so the board stays visible and the player can look at the final
position; it keeps its place (centred, or at the top of the board) when the window is resized.  It is opaque:
card faces showing through it made its text hard to read.  A panel filled with an ``escape`` action (its Close or
Cancel button) takes Escape, wherever the focus is in the window, as a dialog would; the others leave the key alone.
"""

from __future__ import annotations

import enum
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


class Anchor(enum.Enum):
    CENTRE = "centre"  # the end of a game: the board is still, the panel is the news
    TOP = "top"  # "Can I still win?": over the top rows, which stay covered longest, not over the free cards


class OverlayPanel(QFrame):
    poppedUp = Signal()  # shown with new texts (a screen reader says them: :meth:`spoken_text`)

    def __init__(self, parent: QWidget, name: str, anchor: Anchor = Anchor.CENTRE) -> None:
        super().__init__(parent)
        self.host = parent  # the widget it lies over (parentWidget() is typed as optional)
        self.setObjectName(name)
        self.anchor = anchor
        self.setStyleSheet(
            f"#{name} {{ background: rgb(250, 248, 240); border-radius: 14px; border: 1px solid #c9c1a8; }}"
            f" #{name} QLabel {{ color: #1d2a22; background: transparent; }}"
            f" #{name} QLabel#title {{ font-size: 17pt; font-weight: bold; }}"
            f" #{name} QLabel#body {{ font-size: 11pt; }}"
        )
        layout = self.column = QVBoxLayout(self)
        layout.setContentsMargins(28, 20, 28, 20)
        layout.setSpacing(10)
        self.title = QLabel()
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.body = QLabel()
        self.body.setObjectName("body")
        self.body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body.setWordWrap(True)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setTextVisible(False)
        self.busy.setMaximumHeight(10)
        self.busy.hide()
        self.buttons = QHBoxLayout()
        self.buttons.setSpacing(8)
        layout.addWidget(self.title)
        layout.addWidget(self.body)
        layout.addWidget(self.busy)
        layout.addLayout(self.buttons)
        self._actions: list[QPushButton] = []
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

    def set_buttons(
        self, buttons: list[tuple[str, Callable[[], None]]], escape: Callable[[], None] | None = None
    ) -> list[QPushButton]:
        """The panel's buttons, left to right, as (text, action); ``escape``: what Escape does meanwhile (the action
        of the Close or Cancel button), or nothing."""
        self._escape = escape
        self._escape_key.setEnabled(escape is not None and self.isVisible())
        had_focus = self._has_focus()
        while self.buttons.count():
            item = self.buttons.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self._actions = []
        self.buttons.addStretch(1)
        for text, slot in buttons:
            button = QPushButton(text)
            button.clicked.connect(slot)
            self.buttons.addWidget(button)
            self._actions.append(button)
        self.buttons.addStretch(1)
        if had_focus:
            self._focus_first_button()  # the button that had it is gone: the keyboard stays in the panel
        return self._actions

    def popup(self) -> None:
        self.show()
        self._escape_key.setEnabled(self._escape is not None)
        self._place()
        self.raise_()
        focus = QApplication.focusWidget()
        if focus is None or focus is self.host or self.host.isAncestorOf(focus):
            # As a dialog does: the keyboard (and a screen reader's focus) goes to the panel's first button;
            # Escape or a button gives it back to the board (hideEvent).
            self._focus_first_button()
        # Buttons just replaced are measured only once the layout has settled: measure again then.
        QTimer.singleShot(0, self, self._place)  # the context object: never called once the panel is gone
        self.poppedUp.emit()

    def spoken_text(self) -> str:
        """The title and the lines of text, as a screen reader says them when the panel pops up."""
        return "\n".join(text for text in (self.title.text(), self.body.text()) if text)

    def _place(self) -> None:
        parent = self.host
        self.ensurePolished()  # the style sheet's font sizes must be in place before measuring
        for child in self.findChildren(QWidget):
            child.ensurePolished()
        room = parent.width() - 40
        margins = self.column.contentsMargins()
        self.buttons.setDirection(QBoxLayout.Direction.LeftToRight)
        self.buttons.invalidate()
        row = self.buttons.sizeHint().width() + margins.left() + margins.right() + 2 * self.frameWidth()
        # Long button texts (four answers after "Can I still win?", Indonesian) widen the panel up to the window;
        # when even that is too narrow the buttons stack so none is cut off.
        stacked = row > room
        self.buttons.setDirection(QBoxLayout.Direction.TopToBottom if stacked else QBoxLayout.Direction.LeftToRight)
        width = max(280, min(max(520, row), room))
        layout = self.column
        layout.invalidate()
        layout.activate()
        self.setFixedWidth(width)
        # Word-wrapped labels need their height for this width, which adjustSize() does not ask for.
        height = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else layout.totalSizeHint().height()
        self.setFixedHeight(min(height, parent.height() - 20))
        top = 8 if self.anchor is Anchor.TOP else max(10, (parent.height() - self.height()) // 2)
        self.move((parent.width() - self.width()) // 2, top)

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
        super().hideEvent(event)

    def _on_escape(self) -> None:
        if self.isVisible() and self._escape is not None:
            self._escape()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False
