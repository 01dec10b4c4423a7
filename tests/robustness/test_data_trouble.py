"""A read-only or full data folder, damaged files at start: the window says so clearly and the game plays on.

Each test builds the window as the application does (:func:`tools.monkey_driver.open_window`: settings,
language, session, resume or deal) in this test's temporary XDG folders, then checks the message the player
sees (the toast over the board, :func:`pyramid_qt.ui.texts.problem_text`) and plays: moves by clicking cards,
undo, redo, a new deal, a replay.  pytest-qt fails a test on any exception raised inside a Qt slot.
"""

from __future__ import annotations

import contextlib
import errno
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from pyramid_qt.engine import DealCode, RuleSet
from pyramid_qt.store import atomic
from pyramid_qt.store import user_files as paths
from pyramid_qt.store.preferences import Language
from pyramid_qt.ui import texts
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.dialogs.preferences import settings_problem_text
from pyramid_qt.ui.main_window import MainWindow
from tests.helpers.window import click_card, click_stock
from tests.store.conftest import make_read_only  # noqa: F401  (fixture)
from tools.monkey_driver import open_window


def _window(qtbot) -> MainWindow:
    window = open_window()
    qtbot.addWidget(window)
    window.scene.speed = Speed.OFF
    return window


def _toast(window: MainWindow) -> str:
    return window.toast.text() if window.toast.isVisible() else ""


def _play_on(window: MainWindow) -> None:
    """Moves by clicking, undo, redo, a new deal and a replay all work; the counters follow."""
    window.flow.play_code(DealCode(77, RuleSet.from_field("W")))
    removals = [move for move in window.game.legal_moves() if move.is_removal]
    assert removals
    for card in removals[0].cards:
        click_card(window, card.code)
    click_stock(window)
    assert window.game.moves == 2
    window.flow.undo()
    assert window.game.undos == 1 and len(window.game.played_moves) == 1
    window.flow.redo()
    assert len(window.game.played_moves) == 2
    window.flow.play_code(DealCode(1234))
    click_stock(window)
    window.flow.replay()
    assert window.game.moves == 0 and window.game.code == DealCode(1234)
    click_stock(window)
    assert window.game.moves == 1


def _earlier_session(qtbot) -> dict:
    """A previous run that left a game in progress and a statistics row; returns what it saved."""
    window = _window(qtbot)
    window.flow.play_code(DealCode(5))
    click_stock(window)
    click_stock(window)
    state = {"code": window.game.code, "moves": window.game.moves, "played": window.game.played_moves}
    window.close()
    # That run is over: its database connection goes (SQLite maps the -shm file; a second connection of one
    # process to a database whose -shm became immutable under the first dies of SIGBUS inside SQLite).
    assert window.session is not None
    window.session.stats.close()
    return state


# ---------------------------------------------------------------------- read-only
def test_read_only_folders_are_told_and_the_game_plays(qtbot, make_read_only):  # noqa: F811
    earlier = _earlier_session(qtbot)
    for folder in (paths.data_dir(), paths.config_dir()):
        for path in [*folder.iterdir(), folder]:  # the files too: SQLite could write into its existing -wal
            make_read_only(path)

    window = _window(qtbot)

    assert window.game.code == earlier["code"] and window.game.played_moves == earlier["played"]  # still resumed
    told = _toast(window)
    assert texts.problem_text("stats_read_only") in told
    click_stock(window)  # the first save of this run fails
    told += "\n" + _toast(window)
    assert texts.problem_text("permission_denied") in told  # the player learns the game is not being saved
    _play_on(window)
    assert window.settings is not None
    window.settings.language = Language.ENGLISH  # a preference change cannot be written either: kept for this run
    assert window.settings.save_problem is not None
    window.close()
    assert window.session is not None
    assert window.session.stats.in_memory


def test_read_only_empty_data_folder_at_first_start(qtbot, make_read_only):  # noqa: F811
    paths.data_dir().mkdir(parents=True)
    make_read_only(paths.data_dir())
    window = _window(qtbot)
    assert window.game.code is not None  # a deal came, though nothing can be written
    told = _toast(window)
    assert texts.problem_text("permission_denied") in told  # its first save already failed
    assert texts.problem_text("stats_read_only") in told
    _play_on(window)
    assert not any(paths.data_dir().iterdir())


# ---------------------------------------------------------------------- full disk
class _FullDisk:
    """``os`` for the atomic writer, except that every fsync finds the disk full."""

    def __getattr__(self, name: str) -> object:
        return getattr(os, name)

    @staticmethod
    def fsync(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def test_disk_full_during_play_is_told_and_the_game_plays(qtbot, monkeypatch):
    window = _window(qtbot)
    window.flow.play_code(DealCode(9))
    click_stock(window)
    saved = paths.saved_game_file().read_bytes()
    with monkeypatch.context() as patch:
        patch.setattr(atomic, "os", _FullDisk())

        click_stock(window)

        assert _toast(window) == texts.problem_text("disk_full")
        assert paths.saved_game_file().read_bytes() == saved  # the last good save is untouched
        assert not list(paths.data_dir().glob(".current-game.json.*"))  # no temporary file left behind
        _play_on(window)
    click_stock(window)  # space again: saving simply resumes
    assert b'"moves": 2' in paths.saved_game_file().read_bytes()


@pytest.fixture
def tiny_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """XDG_DATA_HOME on a real 256 KiB tmpfs (root only; skipped where mounting is not allowed)."""
    mount = tmp_path / "tiny"
    mount.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(mount)], capture_output=True, check=False
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here: {done.stderr.decode().strip()}")
    monkeypatch.setenv("XDG_DATA_HOME", str(mount))
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def _fill(folder: Path) -> None:
    with contextlib.suppress(OSError), (folder / "filler").open("wb") as handle:
        while True:
            handle.write(b"\0" * 4096)
            handle.flush()
            os.fsync(handle.fileno())


def test_really_full_disk_is_told_and_the_game_plays(qtbot, tiny_disk):
    window = _window(qtbot)
    window.flow.play_code(DealCode(12))
    click_stock(window)
    assert window.session is not None
    assert window.session.stats.unavailable is None  # statistics were on disk until now
    _fill(tiny_disk)

    for _ in range(3):
        click_stock(window)

    told = _toast(window)
    assert texts.problem_text("disk_full") in told or texts.problem_text("stats_disk_full") in told
    _play_on(window)
    window.close()
    (tiny_disk / "filler").unlink()
    from pyramid_qt.store.saved_game import SavedGameStore

    assert SavedGameStore().load() is not None  # the last save that fitted is intact


def test_disk_already_full_at_start(qtbot, tiny_disk):
    paths.data_dir().mkdir(parents=True)
    _fill(tiny_disk)
    window = _window(qtbot)
    told = _toast(window)
    assert texts.problem_text("disk_full") in told  # the new deal could not be saved
    assert texts.problem_text("stats_disk_full") in told or texts.problem_text("stats_failed") in told
    _play_on(window)


# ---------------------------------------------------------------------- damaged files at start
def test_damaged_settings_file_at_start(qtbot):
    paths.settings_file().parent.mkdir(parents=True)
    paths.settings_file().write_bytes(b"\x00\xff[display]\nlanguage=\x00\x01garbage\n")
    window = _window(qtbot)
    assert window.settings is not None
    assert window.settings.load_problem == "settings_corrupt"
    assert settings_problem_text("settings_corrupt") in _toast(window)
    _play_on(window)


def test_damaged_settings_and_statistics_are_told_together(qtbot):
    paths.settings_file().parent.mkdir(parents=True)
    paths.settings_file().write_text("[display]\nanimation_speed=warp\n")
    paths.stats_file().parent.mkdir(parents=True)
    paths.stats_file().write_bytes(b"not a database at all")
    window = _window(qtbot)
    told = _toast(window)
    assert settings_problem_text("settings_invalid") in told
    assert texts.problem_text("stats_recovered") in told
    _play_on(window)


def test_damaged_statistics_database_at_start(qtbot):
    paths.stats_file().parent.mkdir(parents=True)
    paths.stats_file().write_bytes(b"SQLite format 3\x00" + b"\x13" * 8000)
    window = _window(qtbot)
    assert texts.problem_text("stats_recovered") in _toast(window)
    _play_on(window)
    assert window.session is not None
    assert window.session.stats.integrity_ok() and window.session.stats.unavailable is None
    assert list(paths.data_dir().glob("statistics.sqlite3.corrupt-*"))  # the damaged file was kept


def test_damaged_saved_game_at_start(qtbot):
    paths.saved_game_file().parent.mkdir(parents=True)
    paths.saved_game_file().write_text('{"format": "pyramid-qt-current-game", "version": 1, "game": {"played"')
    window = _window(qtbot)
    assert texts.problem_text("saved_game_damaged") in _toast(window)
    assert window.game.code is not None and window.game.moves == 0  # a fresh deal instead
    _play_on(window)


def test_problems_found_together_are_told_together(qtbot):
    """A file where the data folder should be: neither the game nor the statistics can be saved, and the
    player is told both (one toast replacing the other hid the first, which was then never told again)."""
    paths.data_dir().parent.mkdir(parents=True)
    paths.data_dir().write_text("not a folder")
    window = _window(qtbot)
    told = _toast(window)
    assert texts.problem_text("write_failed") in told
    assert texts.problem_text("stats_read_only") in told
    _play_on(window)


def test_a_damaged_settings_file_is_not_rewritten_behind_the_players_back(qtbot):
    """Settings promise to write nothing until the player changes a setting, so a file they may want to mend
    by hand survives; the window's geometry, stored at every close, must not rewrite it either."""
    damaged = b"[rules]\npreset=N\n\x00\x00 my notes \xff\n"
    paths.settings_file().parent.mkdir(parents=True)
    paths.settings_file().write_bytes(damaged)
    window = _window(qtbot)
    click_stock(window)
    window.close()
    assert paths.settings_file().read_bytes() == damaged
    assert window.settings is not None
    window.settings.language = Language.ENGLISH  # the player's first change repairs it, as the notice says
    assert b"\x00" not in paths.settings_file().read_bytes()


def test_a_folder_where_the_saved_game_should_be(qtbot):
    paths.saved_game_file().mkdir(parents=True)
    window = _window(qtbot)
    told = _toast(window)
    assert texts.problem_text("saved_game_unreadable") in told
    assert texts.problem_text("write_failed") in told or texts.problem_text("permission_denied") in told
    _play_on(window)
