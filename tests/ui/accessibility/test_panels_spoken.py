"""The end and check panels as a screen reader reads them: a group named with the panel's title (a bare frame is
passed over: Orca 43 said only "New game push button" and "Close push button"), its text in labels read on the way
in as the keyboard goes to its first button; said by the announcer instead when the keyboard stays elsewhere; never
both (the title and text would be heard twice)."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QLineEdit

from pyramid_qt import i18n
from pyramid_qt.services import solver_bridge
from pyramid_qt.solver import Verdict
from tests.helpers.accessible import card_interface, children, press, tree
from tests.helpers.engine import position
from tests.helpers.window import click_card

Role = QAccessible.Role
Text = QAccessible.Text


@pytest.fixture
def said(window, qtbot):
    texts: list[str] = []
    window.announcer.flush()
    window.announcer.announced.connect(texts.append)
    return texts


@pytest.fixture
def keyboard(window, qtbot):
    """The window in front with the keyboard on the board."""
    with qtbot.waitActive(window):
        window.activateWindow()
    window.view.clearFocus()
    window.view.setFocus(Qt.FocusReason.TabFocusReason)
    return window


def elsewhere(window, qtbot):
    """The keyboard in the window, away from the board (on a field of the status bar)."""
    with qtbot.waitActive(window):
        window.activateWindow()
    field = QLineEdit(window.statusBar())
    field.show()
    field.setFocus()
    assert field.hasFocus()


def read(panel):
    """The panel as a screen reader finds it: its role, its name and the texts of its labels."""
    interface = QAccessible.queryAccessibleInterface(panel)
    labels = [child.text(Text.Name) for child in children(interface) if child.role() == Role.StaticText]
    return interface.role(), interface.text(Text.Name), labels


@pytest.mark.parametrize("language", ["en", "id"])
def test_the_end_panel_is_a_group_named_with_its_title_read_on_the_way_in(
    keyboard, qtbot, said, restore_language, language
):
    assert i18n.install_language(language) == language
    keyboard.flow.play_position(position("N", "KS", stock="", waste=""))
    keyboard.announcer.flush()
    said.clear()
    click_card(keyboard, "KS")
    keyboard.announcer.flush()
    panel = keyboard.end_panel
    role, name, labels = read(panel)
    title = panel.title.text()
    assert (role, name) == (Role.Grouping, title) and title
    assert panel.body.text() in labels and panel.body.text().count("\n") >= 2
    assert panel.isAncestorOf(QApplication.focusWidget())  # the keyboard went in: the screen reader reads it
    assert panel.took_keyboard
    assert not [text for text in said if title in text]  # so the announcer does not say it again


def test_a_panel_the_keyboard_does_not_go_into_is_said_by_the_announcer(window, qtbot, said):
    window.flow.play_position(position("N", "KS", stock="", waste=""))
    elsewhere(window, qtbot)
    window.announcer.flush()
    said.clear()
    press(card_interface(window, "KS"))  # its default action: a click would give the board the keyboard
    window.announcer.flush()
    assert not window.end_panel.took_keyboard
    title = window.end_panel.title.text()
    assert title and any(title in text and "Moves: 1." in text for text in said)


def test_the_check_answer_takes_the_keyboard_its_progress_does_not(keyboard, qtbot, said, monkeypatch):
    """The panel at work leaves the keyboard on the board and is said; the verdict, the panel's final texts, takes
    the keyboard and is read on the way in: a screen reader reading the panel's name late could not read the
    verdict for the progress's title, and hear it twice."""
    answer = threading.Event()  # the verdict comes once the progress was said (a quicker one withdraws it)

    def verdict(position, cancel, time_limit=0):
        answer.wait(20)
        return Verdict.WINNABLE

    monkeypatch.setattr(solver_bridge, "verdict", verdict)
    keyboard.flow.check()
    panel = keyboard.check_panel
    assert keyboard.view.hasFocus() and not panel.took_keyboard
    keyboard.announcer.flush()
    assert said[-1] == "Can I still win? Checking this position…"
    with qtbot.waitSignal(keyboard.questions.verdict, timeout=20_000):
        answer.set()
    keyboard.announcer.flush()
    assert read(panel)[:2] == (Role.Grouping, "Verified winnable")
    assert panel.took_keyboard and panel.isAncestorOf(QApplication.focusWidget())
    assert not [text for text in said if "Verified winnable" in text]
    assert "The solver found a way to win from here." in [
        node.name for node in tree(QAccessible.queryAccessibleInterface(panel))
    ]


def test_a_panel_written_again_says_only_its_new_lines(keyboard, qtbot, said):
    """The end panel is filled again while shown (a best score found, the deal's label revealed): the screen reader
    read the rest when the keyboard went in; the whole panel said again was heard twice."""
    keyboard.flow.play_position(position("N", "KS", stock="", waste=""))
    click_card(keyboard, "KS")
    keyboard.announcer.flush()
    panel = keyboard.end_panel
    assert panel.took_keyboard
    said.clear()
    panel.set_body(panel.body.text() + "\nA line before the screen reader read the panel")
    panel.popup()  # it reads this line with the rest as it comes to the button
    keyboard.announcer.flush()
    assert said == []
    read(panel)  # as a screen reader does, going through the panel's texts
    keyboard.flow.show_end_panel()  # the same result again
    keyboard.announcer.flush()
    assert said == []
    panel.set_body(panel.body.text() + "\nA new line")
    panel.popup()
    keyboard.announcer.flush()
    assert said == ["A new line."]


def test_a_panel_answered_before_its_progress_was_said_says_only_the_answer(keyboard, qtbot, said, monkeypatch):
    """The check answered in the same moment: "Checking this position…" said after the verdict was read was no
    longer so."""
    monkeypatch.setattr(solver_bridge, "verdict", lambda position, cancel, time_limit=0: Verdict.WINNABLE)
    keyboard.flow.check()
    panel = keyboard.check_panel
    panel.title.setText("Verified winnable")  # the answer, in the same turn of the event loop
    panel.set_body("The solver found a way to win from here.")
    panel.popup()
    keyboard.announcer.flush()
    assert not [text for text in said if "Checking" in text]
