"""Nothing lost on the way: a statistics file written by main at e1e2df0 (schema 2) and one of the earliest schema the
game ever wrote (schema 1, commit 6797788) migrate with every game kept and read by the result model; a migration
killed with SIGKILL half-way leaves a usable file, which the next start migrates."""

from __future__ import annotations

import datetime as dt
import signal
import sqlite3
from pathlib import Path

import pytest

from pyramid_qt.engine.games import ENGINE_GAMES
from pyramid_qt.store.stats import IN_PROGRESS, StatsStore
from pyramid_qt.store.stats_db import SCHEMA_VERSION
from pyramid_qt.store.stats_schema import MIGRATIONS
from tests.helpers.store import read_marker_lines, spawn_python

E1E2DF0 = Path(__file__).with_name("data") / "stats_e1e2df0.sql"

# The games table as the first statistics store created it (6797788, pyramid_qt/store/stats.py), schema version 1.
EARLIEST_SCHEMA = """
CREATE TABLE games (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    code            TEXT,
    rules           TEXT    NOT NULL,
    deal_number     INTEGER,
    started_at      TEXT    NOT NULL,
    updated_at      TEXT    NOT NULL,
    ended_at        TEXT,
    active_seconds  REAL    NOT NULL DEFAULT 0 CHECK (active_seconds >= 0),
    moves           INTEGER NOT NULL DEFAULT 0 CHECK (moves >= 0),
    undos           INTEGER NOT NULL DEFAULT 0 CHECK (undos >= 0),
    hints_used      INTEGER NOT NULL DEFAULT 0 CHECK (hints_used >= 0),
    checks_used     INTEGER NOT NULL DEFAULT 0 CHECK (checks_used >= 0),
    score           INTEGER NOT NULL DEFAULT 0,
    pyramid_removed INTEGER NOT NULL DEFAULT 0 CHECK (pyramid_removed BETWEEN 0 AND 28),
    result          TEXT    NOT NULL DEFAULT 'in_progress'
                    CHECK (result IN ('won', 'lost', 'abandoned', 'in_progress'))
);
CREATE INDEX games_by_rules ON games (rules, ended_at);
CREATE INDEX games_by_code ON games (code) WHERE code IS NOT NULL;
PRAGMA user_version = 1;
"""
EARLIEST_GAMES = [
    # code, rules, deal, moves, seconds, undos, hints, checks, score, removed, result
    ("PY1-N-AAAAAAS", "N", 18, 52, 130.5, 0, 0, 0, 280, 28, "won"),
    ("PY1-N-AAAAAAS", "N", 18, 40, 100.0, 1, 3, 0, 280, 28, "won"),
    ("PY1-W1-AAAAAAB", "W1", 1, 30, 50.0, 0, 0, 2, 120, 12, "lost"),
    (None, "T", None, 8, 9.5, 0, 0, 0, 60, 6, "abandoned"),
    ("PY1-N-AAAAAAT", "N", 19, 7, 12.0, 0, 0, 0, 20, 2, "in_progress"),
]
# What the e1e2df0 file holds (see its header), by id: (result, mode) once migrated.
E1E2DF0_MEANING = {
    1: ("won", "own"),
    2: ("lost", "own"),
    3: ("won", "assisted"),  # won with 2 hints
    4: ("won", "assisted"),  # "Show me how" finished it: was the result 'assisted'
    5: ("abandoned", "own"),
    6: ("won", "practice"),  # a position (no deal code)
    7: ("won", "own"),  # a daily deal
    8: ("lost", "assisted"),  # a check
    9: (IN_PROGRESS, "own"),
}
KEPT = "id, code, rules, deal_number, started_at, updated_at, ended_at, active_seconds, moves, undos, hints_used,"
KEPT += " checks_used, score, pyramid_removed, daily"


def _file_of(sql: str, path: Path) -> Path:
    connection = sqlite3.connect(path, isolation_level=None)
    connection.executescript(sql)
    connection.close()
    return path


def _e1e2df0_file(path: Path) -> Path:
    return _file_of(E1E2DF0.read_text(encoding="utf-8"), path)


def _earliest_file(path: Path) -> Path:
    _file_of(EARLIEST_SCHEMA, path)
    connection = sqlite3.connect(path, isolation_level=None)
    for n, (code, rules, deal, moves, seconds, undos, hints, checks, score, removed, result) in enumerate(
        EARLIEST_GAMES
    ):
        stamp = f"2026-11-29T1{n}:00:00+00:00"
        connection.execute(
            "INSERT INTO games (code, rules, deal_number, started_at, updated_at, ended_at, active_seconds, moves,"
            " undos, hints_used, checks_used, score, pyramid_removed, result) VALUES"
            " (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (code, rules, deal, stamp, stamp, None if result == IN_PROGRESS else stamp, seconds, moves, undos, hints,
             checks, score, removed, result),
        )  # fmt: skip
    connection.execute("INSERT INTO games (rules, started_at, updated_at) VALUES ('N', 'x', 'x')")
    connection.execute("DELETE FROM games WHERE id = 6")  # the highest id gone: never to be reused
    connection.close()
    return path


def _rows(path: Path, columns: str) -> list[tuple[object, ...]]:
    connection = sqlite3.connect(path)
    try:
        return connection.execute(f"SELECT {columns} FROM games ORDER BY id").fetchall()
    finally:
        connection.close()


def _version(path: Path) -> int:
    connection = sqlite3.connect(path)
    try:
        return connection.execute("PRAGMA user_version").fetchone()[0]
    finally:
        connection.close()


def test_the_file_main_wrote_at_e1e2df0_keeps_every_game(tmp_path: Path) -> None:
    path = _e1e2df0_file(tmp_path / "statistics.sqlite3")
    assert _version(path) == 2
    before = _rows(path, KEPT)
    with StatsStore(path) as store:
        assert store.unavailable is None and store.recovered_from is None and store.repaired_values == 0
        assert _rows(path, KEPT) == before  # every game, every figure, under its own id
        assert {record.id: (record.result, record.mode) for record in store.games()} == E1E2DF0_MEANING
        assert store.start_game("PY1-N-AAAAAAS") == 11  # the deleted game's id 10 never comes back
        assert store.pars() == {"PY1-N-AAAAAAS": 44, "PY1-W-AAAAAAB": 43}
        n = store.summary("N")  # 1, 2, 3, 5, 7 (6 is practice, 9 in progress)
        assert (n.played, n.won, n.won_with_help, n.lost, n.abandoned) == (5, 3, 1, 1, 1)
        assert (n.current_streak, n.longest_streak, n.fewest_moves, n.best_seconds) == (1, 1, 52, 130.5)
        w = store.summary("W")
        assert (w.played, w.won, w.won_with_help, w.fewest_moves) == (1, 1, 1, None)
        assert store.daily_result(dt.date(2026, 12, 6)) == "won"
        assert store.integrity_ok()
    assert _version(path) == SCHEMA_VERSION


def test_the_earliest_schema_keeps_every_game(tmp_path: Path) -> None:
    path = _earliest_file(tmp_path / "statistics.sqlite3")
    kept = KEPT.replace(", daily", "")
    before = _rows(path, kept)
    with StatsStore(path) as store:
        assert store.unavailable is None and store.repaired_values == 0
        assert _rows(path, kept) == before
        assert [(record.result, record.mode, record.daily) for record in store.games()] == [
            ("won", "own", None),
            ("won", "assisted", None),  # three hints
            ("lost", "assisted", None),  # two checks
            ("abandoned", "practice", None),  # a position
            (IN_PROGRESS, "own", None),
        ]
        assert store.start_game("PY1-N-AAAAAAS") == 7
        store.set_par("PY1-N-AAAAAAS", 52)
        n = store.summary("N")
        assert (n.played, n.won, n.won_with_help, n.perfect, n.fewest_moves) == (2, 2, 1, 1, 52)
    assert _version(path) == SCHEMA_VERSION


# ---------------------------------------------------------------------- killed in the middle of the migration
PAUSED_MIGRATION = """
import time
from pathlib import Path

from pyramid_qt.store import stats_db
from pyramid_qt.store.stats import StatsStore

opened = stats_db.connect


def connect(*args, **kwargs):
    connection = opened(*args, **kwargs)

    def pause():
        print("paused", flush=True)
        time.sleep(600)
        return 0

    connection.create_function("pause", 0, pause)
    return connection


stats_db.connect = connect
path, version, at = ARGS  # noqa: F821 (set by the test before this code)
steps = list(stats_db.MIGRATIONS[version])
steps.insert(at, "SELECT pause()")
stats_db.MIGRATIONS = (*stats_db.MIGRATIONS[:version], tuple(steps), *stats_db.MIGRATIONS[version + 1 :])
StatsStore(Path(path))
print("finished", flush=True)
"""


def _kill_while_migrating(path: Path, version: int, at: int) -> None:
    """Run the migration of ``path`` in a child that pauses inside the transaction of migration ``version`` before its
    statement ``at``, and kill it there with SIGKILL."""
    child = spawn_python(f"ARGS = ({str(path)!r}, {version}, {at})\n{PAUSED_MIGRATION}")
    try:
        assert read_marker_lines(child, 1) == ["paused"]
    finally:
        child.send_signal(signal.SIGKILL)
        child.communicate(timeout=60)
    assert child.returncode == -signal.SIGKILL


@pytest.mark.parametrize("at", [1, 2, len(MIGRATIONS[2]) - 1, len(MIGRATIONS[2])])
def test_a_migration_killed_half_way_leaves_a_usable_file(tmp_path: Path, at: int) -> None:
    """Killed after copying the games, after dropping the old table, before the scores table, before the version is
    written: the file reads as it was (schema 2, every game), and the next start migrates it."""
    path = _e1e2df0_file(tmp_path / "statistics.sqlite3")
    before = _rows(path, KEPT)
    _kill_while_migrating(path, 2, at)
    assert _version(path) == 2  # nothing of the killed transaction
    assert _rows(path, KEPT) == before
    with StatsStore(path) as store:
        assert store.unavailable is None and store.recovered_from is None
        assert {record.id: (record.result, record.mode) for record in store.games()} == E1E2DF0_MEANING
        assert store.integrity_ok()
    assert _version(path) == SCHEMA_VERSION and _rows(path, KEPT) == before


def test_a_kill_between_two_migrations_keeps_the_first(tmp_path: Path) -> None:
    """The earliest file, killed in its second migration: the first (1 -> 2) stays done, the second is done next."""
    path = _earliest_file(tmp_path / "statistics.sqlite3")
    kept = KEPT.replace(", daily", "")
    before = _rows(path, kept)
    _kill_while_migrating(path, 2, 3)
    assert _version(path) == 2 and _rows(path, kept) == before
    with StatsStore(path) as store:
        assert store.unavailable is None
        assert [record.mode for record in store.games()] == ["own", "assisted", "assisted", "practice", "own"]
    assert _version(path) == SCHEMA_VERSION


def test_a_value_a_check_refuses_does_not_stop_the_migration(tmp_path: Path) -> None:
    """A hand-edited file of schema 2 with a negative move count (written past the CHECK): the rebuilt table's CHECK
    must not lose every game to the in-memory fallback; the value is repaired once migrated."""
    path = _e1e2df0_file(tmp_path / "statistics.sqlite3")
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("PRAGMA ignore_check_constraints = ON")
    connection.execute("UPDATE games SET moves = -5 WHERE id = 2")
    connection.close()
    with StatsStore(path) as store:
        assert store.unavailable is None and store.repaired_values == 1
        record = store.game(2)
        assert record is not None and (record.moves, record.result) == (0, "lost")
        assert len(store.games()) == 9
    assert _version(path) == SCHEMA_VERSION


# ---------------------------------------------------------------------- schema 3 -> 4: the daily goals met
V3_MAIN = Path(__file__).with_name("data") / "stats_v3_dbc9961.sql"
V3_KEPT = KEPT.replace("hints_used,", "hints_used, rewinds_used, demo_moves, result, mode,")


def _v3_file(path: Path) -> Path:
    return _file_of(V3_MAIN.read_text(encoding="utf-8"), path)


def _v3_reads_as_made(store: StatsStore) -> None:
    assert [(record.code, record.result, record.mode) for record in store.games()] == [
        ("PY1-N-AAAAAAS", "won", "own"),
        ("PY1-N-AAAAXXB", "won", "own"),
        ("PY1-N-AAAAVRI", "lost", "own"),
        ("PY1-W-AAAAAAB", "won", "assisted"),
        (None, "won", "practice"),
        ("PY1-T-AAAAAAC", IN_PROGRESS, "own"),
    ]
    assert store.par("PY1-N-AAAAXXB") == 59
    assert store.daily_days_played() == {dt.date(2026, 12, 6), dt.date(2026, 12, 7)}


def test_the_file_main_wrote_at_schema_3_keeps_every_game_and_records_goals(tmp_path: Path) -> None:
    path = _v3_file(tmp_path / "statistics.sqlite3")
    before = _rows(path, V3_KEPT)
    assert _version(path) == 3
    with StatsStore(path) as store:
        assert store.unavailable is None and store.recovered_from is None
        _v3_reads_as_made(store)
        assert store.goals_met() == {}
        store.set_goal_met(dt.date(2026, 12, 6), 0, "clear")
        store.set_goal_met(dt.date(2026, 12, 7), 2, "score")
        store.set_goal_met(dt.date(2026, 12, 7), 0, "no_hints")
        assert store.goals_met() == {dt.date(2026, 12, 6): {0}, dt.date(2026, 12, 7): {0, 2}}
        assert store.goal_streak(dt.date(2026, 12, 8)) == (2, 2)
        assert store.integrity_ok()
    assert _version(path) == SCHEMA_VERSION and _rows(path, V3_KEPT) == before


@pytest.mark.parametrize("at", [0, len(MIGRATIONS[3])])
def test_the_goals_migration_killed_half_way_leaves_a_usable_file(tmp_path: Path, at: int) -> None:
    """Killed before the goals table is made and after it, before the version is written: the file reads as it was
    (schema 3, every game), and the next start migrates it."""
    path = _v3_file(tmp_path / "statistics.sqlite3")
    before = _rows(path, V3_KEPT)
    _kill_while_migrating(path, 3, at)
    assert _version(path) == 3 and _rows(path, V3_KEPT) == before
    with StatsStore(path) as store:
        assert store.unavailable is None and store.recovered_from is None
        _v3_reads_as_made(store)
        store.set_goal_met(dt.date(2026, 12, 7), 1, "no_undo")
        assert store.goals_met() == {dt.date(2026, 12, 7): {1}}
    assert _version(path) == SCHEMA_VERSION and _rows(path, V3_KEPT) == before


# ---------------------------------------------------------------------- schema 4 -> 5: the game of each row
V4_MAIN = Path(__file__).with_name("data") / "stats_v4_d9716f0.sql"
V4_KEPT = V3_KEPT


def _v4_file(path: Path) -> Path:
    return _file_of(V4_MAIN.read_text(encoding="utf-8"), path)


def _v4_reads_as_made(store: StatsStore) -> None:
    assert [(record.game, record.code, record.result, record.mode) for record in store.games()] == [
        ("PYR", "PY1-N-AAAAAAS", "won", "own"),
        ("PYR", "PY1-N-AAAAXXB", "won", "own"),
        ("PYR", "PY1-W1-AAAAAAB", "lost", "own"),
        ("PYR", "PY1-N-AAAAAAS", "won", "assisted"),
        ("PYR", None, "won", "practice"),
        ("PYR", "PY1-T-AAAAAAC", IN_PROGRESS, "own"),
    ]
    assert store.par("PY1-N-AAAAXXB") == 59
    assert store.scores(1) == {"microsoft": 1290, "pyramide": 280}
    assert store.goals_met() == {dt.date(2026, 12, 7): frozenset({0})}
    n = store.summary("N")
    assert (n.played, n.won, n.won_with_help, n.perfect, n.fewest_moves) == (3, 3, 1, 0, 52)


def test_the_file_main_wrote_at_schema_4_keeps_every_game_as_pyramid_s(tmp_path: Path) -> None:
    path = _v4_file(tmp_path / "statistics.sqlite3")
    before = _rows(path, V4_KEPT)
    assert _version(path) == 4
    with StatsStore(path) as store:
        assert store.unavailable is None and store.recovered_from is None and store.repaired_values == 0
        _v4_reads_as_made(store)
        assert store.games_played() == ["PYR"]
        assert _rows(path, V4_KEPT) == before  # every game, every figure, under its own id
        assert store.start_game("PY1-N-AAAAAAS") == 7  # the AUTOINCREMENT counter came along
        assert store.integrity_ok()
    assert _version(path) == SCHEMA_VERSION


def test_a_giza_game_counts_for_giza_not_for_pyramid_s_n(tmp_path: Path) -> None:
    """Giza plays under N as Pyramid's default does: its results are Giza's alone, records and streaks too."""
    path = _v4_file(tmp_path / "statistics.sqlite3")
    with StatsStore(path) as store:
        giza = store.start_game("PY1-GIZA-N-AAAAAAS")
        assert store.finish_game(giza, "won", moves=26, active_seconds=60.0, pyramid_removed=28)
        lost = store.start_game("PY1-PHARAOHS-N-AAAAAAB")
        assert store.finish_game(lost, "lost", moves=10, active_seconds=20.0, pyramid_removed=52)
        record = store.game(giza)
        assert record is not None and (record.game, record.rules, record.code) == ("GIZA", "N", "PY1-GIZA-N-AAAAAAS")
        assert store.games_played() == ["PYR", "GIZA", "PHARAOHS"]
        assert store.rules_fields("GIZA") == ["N"]
        g = store.summary("N", "GIZA")
        assert (g.game, g.played, g.won, g.fewest_moves, g.current_streak) == ("GIZA", 1, 1, 26, 1)
        n = store.summary("N")
        assert (n.game, n.played, n.won, n.fewest_moves) == ("PYR", 3, 3, 52)  # as before the Giza game
        assert [s.game for s in store.summaries("PHARAOHS")] == ["PHARAOHS"]
        assert store.rules_records("N").moves == 52 and store.rules_records("N", game="GIZA").moves == 26
        assert [record.game for record in store.recent_results(game="GIZA")] == ["GIZA"]
        assert [deal.code for deal in store.deal_stats(game="GIZA")] == ["PY1-GIZA-N-AAAAAAS"]
        assert store.reset("N", "GIZA") == 1
        assert store.summary("N").played == 3 and store.summary("N", "GIZA").played == 0


def test_a_position_of_giza_is_recorded_as_giza_s(tmp_path: Path) -> None:
    with StatsStore(tmp_path / "statistics.sqlite3") as store:
        played = store.start_game(None, "N", game="GIZA")
        record = store.game(played)
        assert record is not None and (record.game, record.mode) == ("GIZA", "practice")
        with pytest.raises(ValueError):
            store.start_game(None, "N", game="NOGAME")
        with pytest.raises(ValueError):
            store.start_game("PY1-N-AAAAAAS", game="GIZA")


KNOWN_GAMES = (
    "PYR",
    "GIZA",
    "PHARAOHS",
    "TRIANGLE",
    "KINGTUT",
    "THIRTEEN",
)  # the games schema 5's CHECK names; any other may remove up to 104


def test_the_cards_removed_are_bounded_by_the_game_s_pyramids(tmp_path: Path) -> None:
    """Pharaohs' pyramids hold all 52 cards; Pyramid's and Giza's 28: the CHECK and the repair both know it, and it
    agrees with the declarations of every game the engine plays."""
    with StatsStore(tmp_path / "statistics.sqlite3") as store:
        connection = store._connection
        for key, game in ENGINE_GAMES.items():
            row = store.start_game(f"PY1-{key}-N-AAAAAAB")
            assert store.update_game(row, pyramid_removed=game.layout.size)
            with pytest.raises(sqlite3.IntegrityError):
                store.update_game(row, pyramid_removed=game.layout.size + 1 if key in KNOWN_GAMES else 105)
        connection.execute("PRAGMA ignore_check_constraints = ON")
        connection.execute("UPDATE games SET pyramid_removed = 40 WHERE game = 'PHARAOHS'")
        connection.execute("UPDATE games SET pyramid_removed = 40, game = 'x7' WHERE game = 'GIZA'")
    with StatsStore(tmp_path / "statistics.sqlite3") as store:
        assert store.repaired_values == 1
        untouched = [(key, game.layout.size) for key, game in ENGINE_GAMES.items() if key not in ("GIZA", "PHARAOHS")]
        assert sorted((record.game, record.pyramid_removed) for record in store.games()) == sorted(
            [
                ("PHARAOHS", 40),
                ("PYR", 0),  # no game key: Pyramid's, whose pyramid has no 40 cards
                *untouched,
            ]
        )


@pytest.mark.parametrize("at", [1, 2, len(MIGRATIONS[4]) - 1, len(MIGRATIONS[4])])
def test_the_game_migration_killed_half_way_leaves_a_usable_file(tmp_path: Path, at: int) -> None:
    """Killed after copying the games, after dropping the old table, before the last index, before the version is
    written: the file reads as it was (schema 4, every game), and the next start migrates it."""
    path = _v4_file(tmp_path / "statistics.sqlite3")
    before = _rows(path, V4_KEPT)
    _kill_while_migrating(path, 4, at)
    assert _version(path) == 4 and _rows(path, V4_KEPT) == before
    with StatsStore(path) as store:
        assert store.unavailable is None and store.recovered_from is None
        _v4_reads_as_made(store)
    assert _version(path) == SCHEMA_VERSION and _rows(path, V4_KEPT) == before
