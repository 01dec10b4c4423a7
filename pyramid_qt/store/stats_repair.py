"""Damaged values in a readable statistics file, set back to their defaults when it is opened.

SQLite keeps any value in any column, and a CHECK such as ``moves >= 0`` lets text through (text sorts after every
number): a ``moves`` of ``'x'`` or an ``active_seconds`` of ``'abc'`` crashed the statistics window (a segmentation
fault inside Qt's model), an infinite time raised OverflowError.  :func:`repair_values` puts every counter back to
0 (a deal number to NULL, a game that is no game key to Pyramid, an unknown result to abandoned, an unknown mode to
own, or practice for a position) unless it is a value of the right kind within its bounds, in one transaction, and
returns how many rows it changed (the store tells the player when that is not 0).  Values that break a CHECK
constraint (written with ``ignore_check_constraints``) are repaired the same way instead of the whole file being moved
aside.
"""

from __future__ import annotations

import sqlite3

from pyramid_qt.engine.deal import MAX_DEAL
from pyramid_qt.engine.result import Mode, Outcome
from pyramid_qt.engine.savegame import MAX_COUNTER, MAX_ELAPSED_SECONDS
from pyramid_qt.store.stats_schema import PYRAMID_KEY, REMOVED_LIMIT

RESULTS = (*(outcome.value for outcome in Outcome), "in_progress")  # the CHECK of stats_schema's games table
MODES = tuple(mode.value for mode in Mode)
MAX_SCORE = 1_000_000  # far above any score (10 a pyramid card)

# column -> (SQL condition under which its value is damaged, the value it is set back to)
_REPAIRS: dict[str, tuple[str, str]] = {
    "active_seconds": (
        f"typeof(active_seconds) NOT IN ('integer', 'real') OR NOT active_seconds BETWEEN 0 AND {MAX_ELAPSED_SECONDS}",
        "0",
    ),
    **{
        name: (f"typeof({name}) != 'integer' OR NOT {name} BETWEEN 0 AND {MAX_COUNTER}", "0")
        for name in ("moves", "undos", "hints_used", "checks_used", "rewinds_used", "demo_moves")
    },
    "score": (f"typeof(score) != 'integer' OR NOT score BETWEEN -{MAX_SCORE} AND {MAX_SCORE}", "0"),
    # The game first: the bound of its pyramid cards depends on it.  A key this version does not know (a newer
    # version's game) is kept; only a value that is no game key at all is taken for Pyramid's.
    "game": (
        "typeof(game) != 'text' OR length(game) NOT BETWEEN 2 AND 8 OR game GLOB '*[^A-Z]*'",
        f"'{PYRAMID_KEY}'",
    ),
    "pyramid_removed": (
        f"typeof(pyramid_removed) != 'integer' OR NOT pyramid_removed BETWEEN 0 AND {REMOVED_LIMIT}",
        "0",
    ),
    "deal_number": (
        f"deal_number IS NOT NULL AND (typeof(deal_number) != 'integer' OR NOT deal_number BETWEEN 0 AND {MAX_DEAL})",
        "NULL",
    ),
    "code": ("code IS NOT NULL AND typeof(code) != 'text'", "NULL"),
    "result": (f"result NOT IN ({', '.join(repr(result) for result in RESULTS)})", "'abandoned'"),
    "daily": ("daily IS NOT NULL AND typeof(daily) != 'text'", "NULL"),
    # A game without a deal code is a position: practice whatever else was written.
    "mode": (
        f"mode NOT IN ({', '.join(repr(mode) for mode in MODES)}) OR (code IS NULL AND mode != 'practice')",
        "CASE WHEN code IS NULL THEN 'practice' ELSE 'own' END",
    ),
}


_BAD_PAR = f"typeof(par) != 'integer' OR NOT par BETWEEN 0 AND {MAX_COUNTER}"
_BAD_SCORE = (
    f"typeof(score) != 'integer' OR NOT score BETWEEN -{MAX_SCORE} AND {MAX_SCORE} OR typeof(system) != 'text'"
    " OR game_id NOT IN (SELECT id FROM games)"
)


def repair_values(connection: sqlite3.Connection) -> int:
    """Set damaged values back to their defaults; the number of rows changed (0 for a sound file)."""
    damaged = " OR ".join(f"({condition})" for condition, _ in _REPAIRS.values())
    (games,) = connection.execute(f"SELECT COUNT(*) FROM games WHERE {damaged}").fetchone()
    (pars,) = connection.execute(f"SELECT COUNT(*) FROM deal_par WHERE {_BAD_PAR}").fetchone()
    (scores,) = connection.execute(f"SELECT COUNT(*) FROM game_scores WHERE {_BAD_SCORE}").fetchone()
    count = int(games) + int(pars) + int(scores)
    if not count:
        return 0
    # One column at a time may pass through a row its CHECK refuses (a game set back to Pyramid's before its count
    # of cards removed is): the constraints are checked by the repairs themselves, all done when it commits.
    connection.execute("PRAGMA ignore_check_constraints = ON")
    connection.execute("BEGIN IMMEDIATE")
    try:
        for column, (condition, default) in _REPAIRS.items():
            connection.execute(f"UPDATE games SET {column} = {default} WHERE {condition}")
        connection.execute(f"DELETE FROM deal_par WHERE {_BAD_PAR}")  # a par is recomputed when it is missing
        connection.execute(f"DELETE FROM game_scores WHERE {_BAD_SCORE}")  # damaged, or its game is gone
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    finally:
        connection.execute("PRAGMA ignore_check_constraints = OFF")
    connection.execute("COMMIT")
    return count
