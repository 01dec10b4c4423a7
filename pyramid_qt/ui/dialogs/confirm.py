"""Asking before a game in progress is thrown away (New game, Replay, a position opened or pasted).

One question with a "Don't ask again" box, remembered in the settings (``confirm_discard``).  The statistics count
the left game as abandoned: the question says so, as the statistics dialog does.  A position played for practice is
asked about in its own words: the statistics do not count it, and nothing is abandoned.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QCheckBox, QGridLayout, QMessageBox, QSizePolicy, QSpacerItem, QWidget

from pyramid_qt.ui.ports import Discard

if TYPE_CHECKING:
    from pyramid_qt.store.settings import Settings

_tr = QCoreApplication.translate


def abandoned_note() -> str:
    """How the statistics count a game left unfinished (also shown in the statistics dialog)."""
    return _tr(
        "Confirm",
        "A game left unfinished for another one counts as abandoned: played and not won, and it ends a winning"
        " streak. A game with no move played is not counted.",
    )


def counting_note() -> str:
    """What the statistics count of practice and of help (the statistics dialog shows it under the chart)."""
    return _tr(
        "Confirm", "Practice is not counted. A win with help counts as a win, but records are for wins on your own."
    )


def _texts(kind: Discard) -> tuple[str, str]:
    question = {
        Discard.NEW_GAME: _tr("Confirm", "Start a new game?"),
        Discard.REPLAY: _tr("Confirm", "Replay this deal from the start?"),
        Discard.POSITION: _tr("Confirm", "Play this position instead?"),
    }[kind]
    button = {
        Discard.NEW_GAME: _tr("Confirm", "New game"),
        Discard.REPLAY: _tr("Confirm", "Replay"),
        Discard.POSITION: _tr("Confirm", "Play the position"),
    }[kind]
    return question, button


def practice_note() -> str:
    return _tr("Confirm", "This practice game will be lost. Practice is not counted in the statistics.")


def build_box(kind: Discard, parent: QWidget | None, *, practice: bool = False) -> QMessageBox:
    question, button = _texts(kind)
    box = QMessageBox(parent)
    box.setObjectName("confirmDiscard")
    box.setIcon(QMessageBox.Icon.Question)
    if practice:
        box.setWindowTitle(_tr("Confirm", "Practice game"))
        box.setInformativeText(practice_note())
    else:
        box.setWindowTitle(_tr("Confirm", "Game in progress"))
        box.setInformativeText(_tr("Confirm", "The game in progress will be lost.") + "\n\n" + abandoned_note())
    box.setText(question)
    box.addButton(button, QMessageBox.ButtonRole.AcceptRole).setObjectName("discardButton")
    box.setDefaultButton(box.addButton(QMessageBox.StandardButton.Cancel))
    # Parented to the box: PySide6 does not hand a bare check box's ownership to setCheckBox, and the box's
    # pointer dangled once Python collected it.
    box.setCheckBox(QCheckBox(_tr("Confirm", "Don't ask again"), box))
    fit_title(box)
    return box


TITLE_BAR_EXTRAS = 130
"""What a title bar needs beside the title: the window's icon and its three buttons (about 130 pixels on the common
desktops)."""


def fit_title(box: QMessageBox) -> None:
    """Make ``box`` wide enough for its title bar: the window manager writes the title, " — " and the application's
    name in a bold font, and cut "Permainan sedang berjalan — Pyramid" in the middle on a box sized to its text.
    QMessageBox fixes its own size when shown, no narrower than its layout's minimum: a strut across the layout."""
    font = QFont(box.font())
    font.setBold(True)
    name = QApplication.applicationDisplayName()
    title = f"{box.windowTitle()} — {name}" if name else box.windowTitle()
    width = QFontMetrics(font).horizontalAdvance(title) + TITLE_BAR_EXTRAS
    layout = box.layout()
    if isinstance(layout, QGridLayout):
        strut = QSpacerItem(width, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Minimum)
        layout.addItem(strut, layout.rowCount(), 0, 1, layout.columnCount())


def confirm_discard(
    kind: Discard, settings: Settings | None, parent: QWidget | None, *, practice: bool = False
) -> bool:
    """``True`` when the game in progress (``practice``: a position being played) may go: the player said so now, or
    asked never to be asked."""
    if settings is not None and not settings.confirm_discard:
        return True
    box = build_box(kind, parent, practice=practice)
    box.exec()
    clicked = box.clickedButton()  # None when the box was closed another way (Escape, the window's close button)
    accepted = clicked is not None and clicked.objectName() == "discardButton"
    checkbox = box.checkBox()
    if accepted and settings is not None and checkbox is not None and checkbox.isChecked():
        settings.confirm_discard = False
    box.deleteLater()
    return accepted
