"""The help window (F1): the page of :mod:`pyramid_qt.ui.texts.help` in a scrolling text view.

Not modal, so the player can read it beside the game; it is rebuilt in the new language on a language switch and
sized to fit the screen (readable at 800×600).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from pyramid_qt.ui.texts import help as help_texts

PREFERRED = QSize(720, 640)
SCREEN_SHARE = 0.92  # at most this share of the screen's free area


class HelpDialog(QDialog):
    def __init__(self, actions: Callable[[], Iterable[QAction]], parent: QWidget | None = None) -> None:
        """``actions``: the window's actions, asked again on every rebuild (their texts follow the language)."""
        super().__init__(parent)
        self.setObjectName("helpDialog")
        self._actions = actions
        self.browser = QTextBrowser()
        self.browser.setObjectName("helpText")
        self.browser.setOpenExternalLinks(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.resize(self._fitting_size())

    def _fitting_size(self) -> QSize:
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return PREFERRED
        room = screen.availableGeometry().size()
        return QSize(
            min(PREFERRED.width(), int(room.width() * SCREEN_SHARE)),
            min(PREFERRED.height(), int(room.height() * SCREEN_SHARE)),
        )

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Pyramid Help"))
        top = self.browser.verticalScrollBar().value()
        self.browser.setHtml(help_texts.help_html(self._actions()))
        self.browser.verticalScrollBar().setValue(top)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
