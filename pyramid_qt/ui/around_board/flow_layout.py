"""A row of widgets that wraps onto further rows when the width runs out, as words do (the deal bar's code and
chips, a panel's buttons): its minimum width is its widest widget's, so a long Indonesian chip or a record to beat
never makes the window wider than the player made it, and a panel's buttons take two rows rather than one each; the
row grows a line instead."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    def __init__(self, parent: QWidget | None = None, spacing: int = 6, *, centred: bool = False) -> None:
        """``centred``: each row centred in the width (else flush left)."""
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self._centred = centred
        self.setContentsMargins(0, 0, 0, 0)

    # ------------------------------------------------------------------ QLayout's bookkeeping
    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt override)
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt override)
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt override)
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 (Qt override)
        return Qt.Orientation(0)

    # ------------------------------------------------------------------ sizes
    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt override)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """Everything on one row."""
        shown = self._shown()
        width = sum(item.sizeHint().width() for item in shown) + self._spacing * max(0, len(shown) - 1)
        height = max((item.sizeHint().height() for item in shown), default=0)
        return QSize(width, height).grownBy(self.contentsMargins())

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt override)
        """The widest widget alone on its row."""
        shown = self._shown()
        width = max((item.minimumSize().width() for item in shown), default=0)
        height = max((item.minimumSize().height() for item in shown), default=0)
        return QSize(width, height).grownBy(self.contentsMargins())

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt override)
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def rows(self) -> int:
        """How many rows the widgets take now (1 when they fit side by side)."""
        tops = {item.geometry().top() for item in self._shown()}
        return max(1, len(tops))

    # ------------------------------------------------------------------ placing
    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _arrange(self, rect: QRect, *, move: bool) -> int:
        """Lay the widgets out left to right in ``rect``, a new row where the next does not fit, each row's widgets
        centred on its height (and the row in the width if ``centred``); the height they take."""
        margins: QMargins = self.contentsMargins()
        area = rect.marginsRemoved(margins)
        rows: list[list[QLayoutItem]] = [[]]
        x = area.x()
        for item in self._shown():
            width = item.sizeHint().width()
            if rows[-1] and x + width > area.right() + 1:
                rows.append([])
                x = area.x()
            rows[-1].append(item)
            x += width + self._spacing
        y = area.y()
        for row in rows:
            height = max((item.sizeHint().height() for item in row), default=0)
            x = area.x()
            if self._centred:
                used = sum(item.sizeHint().width() for item in row) + self._spacing * (len(row) - 1)
                x += max(0, area.width() - used) // 2
            for item in row:
                hint = item.sizeHint()
                width = min(hint.width(), area.width())
                if move:
                    item.setGeometry(QRect(QPoint(x, y + (height - hint.height()) // 2), QSize(width, hint.height())))
                x += width + self._spacing
            y += height + self._spacing
        return y - self._spacing - area.y() + margins.top() + margins.bottom() if self._shown() else 0
