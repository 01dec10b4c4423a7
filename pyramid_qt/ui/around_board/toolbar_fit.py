"""The toolbar fitted to the window: the texts beside the icons when they fit, else under them, and where even that is
too wide (Indonesian at 640x480: "Masih bisa menang?" went into the toolbar's overflow menu) the longest texts on two
lines, the longest first, until the buttons fit; and a button whose action reads two texts (Draw, "Another round") as
wide as the wider one, so the buttons after it never move when its text changes (at each recycle the Hint and "Can I
still win?" buttons jumped by a word's width, under the player's pointer)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QToolBar

from pyramid_qt.ui.actions import CONTEXT, Command, Toggle, WindowActions

TwoTexts = tuple[QAction, tuple[str, str]]


def two_text_actions(actions: WindowActions) -> list[TwoTexts]:
    """Every declared action with an ``alternate`` text, with both its texts in the current language."""
    return [
        (actions.action(declared), (_tr(declared.text), _tr(declared.alternate)))
        for declared in vars(WindowActions).values()
        if isinstance(declared, Command | Toggle) and declared.alternate
    ]


def fit(bar: QToolBar, width: int, two_texts: Sequence[TwoTexts]) -> None:
    """Texts beside the icons if the toolbar fits in ``width`` so, else under them, the longest on two lines while it
    does not fit; each of ``two_texts`` as wide as its wider text in the style chosen."""
    for action in bar.actions():
        if "\n" in action.iconText():  # wrapped by an earlier fit: back to its own text, in the current language
            action.setIconText("")
            wrapped_button = bar.widgetForAction(action)
            if wrapped_button is not None:
                wrapped_button.setAccessibleName("")
    bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    _steady(bar, two_texts)
    if bar.sizeHint().width() <= width:
        return
    bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
    _steady(bar, two_texts)
    if bar.sizeHint().width() <= width:
        return
    # Only now the buttons themselves: asking the toolbar for its widgets makes PySide6 build Qt classes (QMessageBox
    # among them) that a window which fits never needs before its first frame.
    changing = {action for action, _texts in two_texts}
    buttons = [
        (action, button)
        for action in bar.actions()
        if not action.isSeparator()
        and action.text()
        and action not in changing
        and (button := bar.widgetForAction(action)) is not None
    ]
    for action, button in sorted(buttons, key=lambda pair: -pair[1].sizeHint().width()):
        if bar.sizeHint().width() <= width:
            return
        text = action.iconText()
        wrapped = two_lines(text)
        if wrapped != text:
            action.setIconText(wrapped)
            button.setAccessibleName(text)  # a screen reader says it on one line


def two_lines(text: str) -> str:
    """``text`` broken at the space nearest its middle (unchanged without a space)."""
    spaces = [index for index, char in enumerate(text) if char == " "]
    if not spaces:
        return text
    middle = min(spaces, key=lambda index: abs(2 * index - len(text)))
    return f"{text[:middle]}\n{text[middle + 1 :]}"


def _steady(bar: QToolBar, two_texts: Sequence[TwoTexts]) -> None:
    for action, texts in two_texts:
        button = bar.widgetForAction(action)
        if button is None:
            continue
        shown = action.text()
        button.setMinimumWidth(0)
        widths = []
        for text in texts:
            action.setText(text)  # the button takes its action's text at once (an ActionChanged event is sent)
            widths.append(button.sizeHint().width())
        action.setText(shown)
        button.setMinimumWidth(max(widths))


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)
