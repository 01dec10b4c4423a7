"""A broken deck at start-up falls back to the built-in cards and tells the player: the message waits for the first
frame, and the first deal (which comes just after it) must not hide it.  Every message a player should see survives
the first deal: here through the window as the application builds and starts it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from pyramid_qt.store import user_files as paths
from pyramid_qt.ui.board.appearance import deck_problem_text
from tests.helpers.deck_fixtures import write_deck
from tools.monkey_driver import open_window

DRAWN_MS = 60_000  # the deck's drawing process: a hang guard, not a timing assertion


def _choose_deck(folder: Path) -> None:
    paths.settings_file().parent.mkdir(parents=True, exist_ok=True)
    paths.settings_file().write_text(f"[appearance]\ndeck={folder}\nback=deck\n", encoding="utf-8")


@pytest.mark.parametrize(
    ("breakage", "problem"),
    [
        ("no index.desktop", "deck_no_index"),  # found when the window is built, before the first frame
        ("a drawing that is not SVG", "deck_bad_svg"),  # found by the drawing process, after it
    ],
)
def test_a_broken_deck_at_start_is_told_after_the_first_deal(qtbot, tmp_path: Path, breakage: str, problem: str):
    folder = tmp_path / "svg-broken"
    if breakage == "no index.desktop":
        folder.mkdir()
    else:
        write_deck(folder, svg=b"\x00\x01 this is no svg")
    _choose_deck(folder)

    window = open_window()  # no saved game: the first deal comes after the first frame
    qtbot.addWidget(window)
    assert window.flow.has_game

    expected = deck_problem_text(problem, folder)
    qtbot.waitUntil(lambda: window.toast.isVisible() and expected in window.toast.text(), timeout=DRAWN_MS)
    window.flow.new_random_game()  # and the next deal does not hide it either, before it was read
    QApplication.processEvents()
    assert window.toast.isVisible() and expected in window.toast.text()
    assert window.scene.art.deck is None  # the built-in cards are shown


def test_a_passing_message_does_not_replace_a_notice(qtbot) -> None:
    window = open_window()
    qtbot.addWidget(window)
    window.flow.show_problems("The card deck in /x cannot be used.")
    window.toast.show_message("Deal code PY1-N-AAAAAAB copied")
    text = window.toast.text()
    assert "The card deck in /x cannot be used." in text and "copied" in text
    window.panels.hide_floating()  # a new deal: the passing message goes, the notice stays its time
    assert window.toast.isVisible() and window.toast.text() == "The card deck in /x cannot be used."
