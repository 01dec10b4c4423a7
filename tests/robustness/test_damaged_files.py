"""The damaged-file matrix, each case starting the real window, plus another program's lock.

Every case leaves a file of an earlier run damaged in one way (a saved game with a number Python cannot hold, a
statistics database that has the current schema version but not our table, a settings value of 5000 digits, a
card-art font record that is not text...), then starts the window as the application does
(:func:`tools.monkey_driver.open_window`).  The window must come up, tell the player once (the toast), and play
on: moves, undo, redo, new deals, a replay (pytest-qt fails the test on any exception raised in a Qt slot).  After
play the game must be saved and its statistics row written: no error on every move.  Before the fixes each of these
raised at start or on every move, or froze the window.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest

from pyramid_qt.engine import DealCode, Game, parse_position
from pyramid_qt.store import user_files as paths
from pyramid_qt.store.saved_game import GameExtras, SavedGameStore
from pyramid_qt.store.stats import StatsStore
from pyramid_qt.store.stats_db import SCHEMA_VERSION
from pyramid_qt.ui import texts
from pyramid_qt.ui.board.speeds import Speed
from pyramid_qt.ui.card_art.disk_cache import FONTS_FILE, art_key
from pyramid_qt.ui.dialogs.preferences import settings_problem_text
from pyramid_qt.ui.main_window import MainWindow
from tests.helpers.store import read_marker_lines, spawn_python
from tests.helpers.window import click_card, click_stock
from tests.robustness.test_data_trouble import _play_on, _toast
from tools.monkey_driver import open_window

EARLIER = DealCode(5)


def _window(qtbot) -> MainWindow:
    window = open_window()
    qtbot.addWidget(window)
    window.scene.speed = Speed.OFF
    return window


def _earlier_save() -> str:
    """A save of deal 5 after two draws, with its statistics row, as JSON text (``"moves": 2`` in it once)."""
    game = Game.from_code(EARLIER)
    game.play(game.legal_moves()[-1])
    game.play(game.legal_moves()[-1])
    with StatsStore() as stats:
        row = stats.start_game(EARLIER.text)
        stats.update_game(row, moves=2)
    SavedGameStore().save(game, 30.0, row, GameExtras(hints_used=1))
    return paths.saved_game_file().read_text(encoding="utf-8")


def _saved_text(change: Callable[[str], str]) -> Callable[[], None]:
    def write() -> None:
        paths.saved_game_file().write_text(change(_earlier_save()), encoding="utf-8")

    return write


def _saved_json(change: Callable[[dict], None]) -> Callable[[], None]:
    def edit(text: str) -> str:
        document = json.loads(text)
        change(document)
        return json.dumps(document)

    return _saved_text(edit)


def _set(section: str | None, key: str, value: object) -> Callable[[dict], None]:
    def change(document: dict) -> None:
        (document if section is None else document[section])[key] = value

    return change


def _stats_file(statements: list[str]) -> Callable[[], None]:
    def write() -> None:
        paths.stats_file().parent.mkdir(parents=True, exist_ok=True)
        with sqlite3.connect(paths.stats_file()) as connection:
            for statement in statements:
                connection.execute(statement)
            connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    return write


def _settings(text: bytes) -> Callable[[], None]:
    def write() -> None:
        paths.settings_file().parent.mkdir(parents=True, exist_ok=True)
        paths.settings_file().write_bytes(text)

    return write


def _garbage_fonts_and_settings() -> None:
    folder = paths.cache_dir() / "card-art" / art_key()
    folder.mkdir(parents=True)
    (folder / FONTS_FILE).write_bytes(b"\xff\xfe\x00\x81 not text")
    _settings(b"[display]\nanimation_speed=warp\n")()  # its message must still be told (the fonts hid it)


@dataclass(frozen=True)
class Case:
    name: str
    damage: Callable[[], None]
    told: Callable[[], str]
    resumed: bool | None  # the earlier game came back (True), a fresh deal came (False), not a saved-game case


def _problem(key: str) -> Callable[[], str]:
    return lambda: texts.problem_text(key)


def _replace(old: str, new: str) -> Callable[[], None]:
    return _saved_text(lambda text: text.replace(old, new))


def _before_extra(text: str) -> Callable[[], None]:
    return _replace('"extra": {', f'{text}, "extra": {{')


REPAIRED, DAMAGED = _problem("saved_game_repaired"), _problem("saved_game_damaged")
SETTINGS_INVALID = lambda: settings_problem_text("settings_invalid")  # noqa: E731
ELAPSED = '"elapsed_seconds": 30.0'
CASES = [
    Case("moves 1e400", _replace('"moves": 2', '"moves": 1e400'), REPAIRED, True),
    Case("moves of 5000 digits", _replace('"moves": 2', '"moves": ' + "7" * 5000), DAMAGED, False),
    Case("200,000 levels deep", _before_extra('"deep": ' + "[" * 200_000 + "]" * 200_000), DAMAGED, False),
    Case("a save of 2 MB", _before_extra('"pad": "' + "x" * 2_000_000 + '"'), DAMAGED, False),
    Case("moves -5", _saved_json(_set("game", "moves", -5)), REPAIRED, True),
    Case("undos -1", _saved_json(_set("game", "undos", -1)), REPAIRED, True),
    Case("hints many", _saved_json(_set("extra", "hints_used", "many")), REPAIRED, True),
    Case("elapsed NaN", _replace(ELAPSED, '"elapsed_seconds": NaN'), REPAIRED, True),
    Case("elapsed 'nan'", _saved_json(_set("game", "elapsed_seconds", "nan")), REPAIRED, True),
    Case("elapsed Infinity", _replace(ELAPSED, '"elapsed_seconds": Infinity'), REPAIRED, True),
    Case("statistics id 2**80", _saved_json(_set(None, "stats_game_id", 2**80)), REPAIRED, True),
    Case("code of another deal", _saved_json(_set("game", "code", DealCode(6).text)), REPAIRED, True),
    Case("statistics: no games table", _stats_file(["CREATE TABLE other (x)"]), _problem("stats_recovered"), None),
    Case(
        "statistics: other columns",
        _stats_file(["CREATE TABLE games (id INTEGER PRIMARY KEY, code TEXT)"]),
        _problem("stats_recovered"),
        None,
    ),
    Case(
        "settings: passes of 5000 digits", _settings(b"[rules]\npasses=" + b"9" * 5000 + b"\n"), SETTINGS_INVALID, None
    ),
    Case("card art: fonts.txt not text", _garbage_fonts_and_settings, SETTINGS_INVALID, None),
]


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_a_damaged_file_is_told_once_and_the_game_plays_and_saves(qtbot, case: Case) -> None:
    case.damage()
    window = _window(qtbot)

    assert case.told() in _toast(window)
    if case.resumed is not None:
        assert (window.game.moves > 0) is case.resumed  # repaired values keep the game; damage moves it aside
        assert window.game.code in ((EARLIER if case.resumed else window.game.code), None)
    if case.resumed:
        click_stock(window)  # the resumed game plays on and saves (a bad counter raised on every move)
        assert json.loads(paths.saved_game_file().read_text())["game"]["moves"] == window.game.moves
    _play_on(window)
    assert window.session is not None
    assert window.session.take_problems() == []  # nothing more to tell: no error on every move
    saved = json.loads(paths.saved_game_file().read_text())
    assert saved["game"]["moves"] == window.game.moves == 1
    with sqlite3.connect(paths.stats_file()) as connection:
        last = connection.execute("SELECT code, moves, result FROM games ORDER BY id DESC LIMIT 1").fetchone()
    assert last == (DealCode(1234).text, 1, "in_progress")


# ---------------------------------------------------------------------- another program's lock
HOLDER = """
import sqlite3, sys
connection = sqlite3.connect({path!r}, isolation_level=None)
connection.execute("BEGIN EXCLUSIVE")
print("held", flush=True)
sys.stdin.readline()
connection.execute("ROLLBACK")
"""


@pytest.fixture
def lock_holder() -> Iterator[Callable[[], subprocess.Popen[str]]]:
    children: list[subprocess.Popen[str]] = []

    def hold() -> subprocess.Popen[str]:
        child = spawn_python(HOLDER.format(path=str(paths.stats_file())), stdin=subprocess.PIPE)
        read_marker_lines(child, 1)
        children.append(child)
        return child

    yield hold
    for child in children:
        if child.poll() is None:
            child.kill()
            child.wait()


def _about_to_win() -> Game:
    rows = ["KD", *(" ".join(["--"] * n) for n in range(2, 8))]
    lines = ["# pyramid position v1", "rules: N", "pyramid:", *rows, "stock: 2C", "waste: 3D", "pass: 1"]
    return Game(parse_position("\n".join(lines)), None)


def test_a_statistics_file_locked_by_another_program_never_stops_play(qtbot, lock_holder) -> None:
    """The window must not freeze for as long as another program holds the lock: play goes on, the
    player is told once, and the games reach the file when the lock goes (the window's clock retries)."""
    window = _window(qtbot)
    window.flow.play_code(DealCode(77))
    click_stock(window)
    holder = lock_holder()

    click_stock(window)
    click_stock(window)
    assert texts.problem_text("stats_busy") in _toast(window)
    window.flow.start_game(_about_to_win(), None)
    click_card(window, "KD")
    assert window.game.is_over
    assert window.session is not None
    session = window.session
    assert session.stats.held
    with sqlite3.connect(paths.stats_file(), timeout=0) as reader:
        assert reader.execute("SELECT result, moves FROM games").fetchall() == [("in_progress", 1)]

    assert holder.stdin is not None
    holder.stdin.write("\n")
    holder.stdin.flush()
    holder.wait(60)
    qtbot.waitUntil(lambda: not session.stats.held, timeout=60_000)
    with sqlite3.connect(paths.stats_file()) as reader:
        assert reader.execute("SELECT code, result, moves FROM games ORDER BY id").fetchall() == [
            (DealCode(77).text, "abandoned", 3),
            (None, "won", 1),
        ]
    assert session.take_problems() == []  # told once


# ---------------------------------------------------------------------- damaged values in the statistics file
@pytest.mark.parametrize(
    ("column", "value"),
    [
        ("moves", "'x'"),
        ("active_seconds", "'abc'"),
        ("active_seconds", "9e999"),
        ("undos", "-3"),
        ("score", "'s'"),
        ("pyramid_removed", "40"),
    ],
)
def test_damaged_values_in_the_statistics_file_are_reset_and_told(qtbot, column: str, value: str) -> None:
    """SQLite lets text through ``CHECK (moves >= 0)``: the statistics window died of a segmentation fault (text
    in a number column) or an OverflowError (an infinite time)."""
    from pyramid_qt.ui.dialogs.statistics import StatisticsDialog

    with StatsStore() as stats:
        stats.finish_game(stats.start_game(EARLIER.text), "won", moves=40, active_seconds=90.0)
    with sqlite3.connect(paths.stats_file()) as connection:
        connection.execute("PRAGMA ignore_check_constraints = ON")
        connection.execute(f"UPDATE games SET {column} = {value}")
    window = _window(qtbot)

    assert texts.problem_text("stats_repaired") in _toast(window)
    assert window.session is not None
    dialog = StatisticsDialog(window.session.stats, window, current_rules_field="N")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.grab()  # every cell drawn
    record = window.session.stats.games()[0]
    assert getattr(record, column) == 0 and record.result == "won"
    _play_on(window)
