"""The help window (F1): the sections of :mod:`pyramid_qt.ui.texts.help`, listed by title beside a scrolling text
view that shows the chosen one.

Sections so a screen reader can go through the help by them: the list of titles first (the arrows choose a section,
Tab goes to its text), each section's text a few hundred characters where the whole page was one utterance of five
thousand.  Not modal, so the player can read it beside the game; it is rebuilt in the new language on a language
switch and sized to fit the screen (readable at 800×600).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QSize, QUrl
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from pyramid_qt.engine import games
from pyramid_qt.engine.games import GameDeclaration
from pyramid_qt.ui.dialogs.layout_picture import layout_picture
from pyramid_qt.ui.texts import games as game_texts
from pyramid_qt.ui.texts import help as help_texts

PREFERRED = QSize(720, 640)
PICTURE_SHARE = 0.8  # a layout picture's width, of the text view's
SCREEN_SHARE = 0.92  # at most this share of the screen's free area


class HelpText(QTextBrowser):
    """The help's text view: a layout picture (``layout:<game key>``) is drawn from the game's declaration."""

    def loadResource(self, kind: int, name: QUrl | str) -> object:  # noqa: N802 (Qt override)
        url = QUrl(name)
        game = games.ENGINE_GAMES.get(url.path()) if url.scheme() == help_texts.LAYOUT_SCHEME else None
        if game is None:
            return super().loadResource(kind, name)
        width = max(160, min(480, int(self.viewport().width() * PICTURE_SHARE)))
        return layout_picture(game, width)


class HelpDialog(QDialog):
    def __init__(self, actions: Callable[[], Iterable[QAction]], parent: QWidget | None = None) -> None:
        """``actions``: the window's actions, asked again on every rebuild (their texts follow the language)."""
        super().__init__(parent)
        self.setObjectName("helpDialog")
        self._actions = actions
        self._sections: list[tuple[str, str]] = []
        self.contents = QListWidget()
        self.contents.setObjectName("helpSections")
        self.contents.currentRowChanged.connect(self._show_section)
        self.browser = HelpText()
        self.browser.setObjectName("helpText")
        self.browser.setOpenExternalLinks(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)
        row = QHBoxLayout()
        row.addWidget(self.contents, 28)  # the titles take a good quarter of the width
        row.addWidget(self.browser, 72)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.resize(self._fitting_size())
        self.contents.setFocus()

    def _fitting_size(self) -> QSize:
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return PREFERRED
        room = screen.availableGeometry().size()
        return QSize(
            min(PREFERRED.width(), int(room.width() * SCREEN_SHARE)),
            min(PREFERRED.height(), int(room.height() * SCREEN_SHARE)),
        )

    def sections(self) -> list[tuple[str, str]]:
        """The sections as shown: (title, HTML)."""
        return list(self._sections)

    def show_game(self, game: GameDeclaration) -> None:
        """Turn to a game's page (the New game dialog's "Rules of the game")."""
        titles = [title for title, _text in self._sections]
        wanted = game_texts.game_title(game)
        if wanted in titles:
            self.contents.setCurrentRow(titles.index(wanted))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Pyramid Help"))
        self.contents.setAccessibleName(self.tr("Sections"))
        self.browser.setAccessibleName(self.tr("Help text"))
        row = max(0, self.contents.currentRow())
        self._sections = help_texts.help_sections(self._actions())
        self.contents.blockSignals(True)
        self.contents.clear()
        self.contents.addItems([title for title, _text in self._sections])
        self.contents.blockSignals(False)
        self.contents.setCurrentRow(min(row, len(self._sections) - 1))
        self._show_section(self.contents.currentRow())

    def _show_section(self, row: int) -> None:
        if 0 <= row < len(self._sections):
            title, text = self._sections[row]
            self.browser.setHtml(f"<h2>{html.escape(title)}</h2>{text}")

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
