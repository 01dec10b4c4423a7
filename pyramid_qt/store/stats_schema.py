"""The statistics schema: its migrations and the columns of ``games``, apart from :mod:`pyramid_qt.store.stats_db`'s
file handling.

Version 2 adds the result ``assisted`` (a game finished by "Show me how": played, never won), the
``daily`` date of a daily deal, and the ``deal_par`` table (the par of each deal code once computed).  SQLite
cannot change a CHECK constraint, so the ``games`` table is rebuilt; the AUTOINCREMENT counter is carried over so
game ids are still never reused.

Version 3 records how a game was played apart from how it ended (:mod:`pyramid_qt.engine.result`): ``result`` is
``won``, ``lost``, ``abandoned`` or ``in_progress``, and ``mode`` is ``own``, ``assisted`` or ``practice``, with the
help counted by kind (``hints_used``, ``checks_used``, ``rewinds_used``, ``demo_moves``).  The rows of version 2 are
read by the rules they were written under: an ``assisted`` result (a game "Show me how" finished) is a win with help
(how many moves the demo played was not kept: 0); a win with hints or checks is a win with help; a game without a
deal code (a position) is practice.  ``game_scores`` keeps a game's score under each scoring system that gives one
(``system`` is the system's id).  The ``games`` table is rebuilt again (its CHECKs change), in one transaction.

Version 4 adds ``daily_goals``: the daily goals met, by date and place (0-2, the goals' order of difficulty), with
the goal's kind (:class:`pyramid_qt.services.daily_goals.GoalKind`) and when it was met.  The games table cannot
tell them: whether a game stayed on its first pass, or when it removed its Kings, is not kept there.  A table is
only added: every game row stays as it is.

Version 5 adds ``game``: the key of the game a row was played in (:mod:`pyramid_qt.engine.games`; every older row is
Pyramid's, ``PYR``), and bounds ``pyramid_removed`` by the game's pyramid cards (:data:`REMOVED_LIMIT`) instead of
Pyramid's 28.  The ``games`` table is rebuilt (its CHECK changes), in one transaction, its rows copied as they are.
"""

from __future__ import annotations


def _carry_sequence(table: str) -> tuple[str, str]:
    """The statements that give ``table`` (a rebuilt ``games``) at least the old table's AUTOINCREMENT counter."""
    return (
        f"UPDATE sqlite_sequence SET seq = MAX(seq, COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'games'),"
        f" 0)) WHERE name = '{table}'",
        f"INSERT INTO sqlite_sequence (name, seq) SELECT '{table}', seq FROM sqlite_sequence WHERE name = 'games'"
        f" AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = '{table}')",
    )


# Migration 1 -> 2 (``stats_db.MIGRATIONS[1]``), statements run in one transaction.
ASSISTED_DAILY_PAR: tuple[str, ...] = (
    """
    CREATE TABLE games_v2 (
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
                        CHECK (result IN ('won', 'lost', 'abandoned', 'assisted', 'in_progress')),
        daily           TEXT
    )
    """,
    "INSERT INTO games_v2 (id, code, rules, deal_number, started_at, updated_at, ended_at, active_seconds, moves,"
    " undos, hints_used, checks_used, score, pyramid_removed, result)"
    " SELECT id, code, rules, deal_number, started_at, updated_at, ended_at, active_seconds, moves, undos,"
    " hints_used, checks_used, score, pyramid_removed, result FROM games",
    "UPDATE sqlite_sequence SET seq = MAX(seq, COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'games'), 0))"
    " WHERE name = 'games_v2'",
    "INSERT INTO sqlite_sequence (name, seq) SELECT 'games_v2', seq FROM sqlite_sequence WHERE name = 'games'"
    " AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'games_v2')",
    "DROP TABLE games",
    "ALTER TABLE games_v2 RENAME TO games",
    "CREATE INDEX games_by_rules ON games (rules, ended_at)",
    "CREATE INDEX games_by_code ON games (code) WHERE code IS NOT NULL",
    "CREATE INDEX games_by_daily ON games (daily) WHERE daily IS NOT NULL",
    "CREATE TABLE deal_par (code TEXT PRIMARY KEY, par INTEGER NOT NULL CHECK (par >= 0))",
)

_V3_COPIED = (
    "id, code, rules, deal_number, started_at, updated_at, ended_at, active_seconds, moves, undos, hints_used,"
    " checks_used, score, pyramid_removed"
)

# Migration 2 -> 3 (``MIGRATIONS[2]``), statements run in one transaction.
RESULT_AND_MODE: tuple[str, ...] = (
    """
    CREATE TABLE games_v3 (
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
        rewinds_used    INTEGER NOT NULL DEFAULT 0 CHECK (rewinds_used >= 0),
        demo_moves      INTEGER NOT NULL DEFAULT 0 CHECK (demo_moves >= 0),
        score           INTEGER NOT NULL DEFAULT 0,
        pyramid_removed INTEGER NOT NULL DEFAULT 0 CHECK (pyramid_removed BETWEEN 0 AND 28),
        result          TEXT    NOT NULL DEFAULT 'in_progress'
                        CHECK (result IN ('won', 'lost', 'abandoned', 'in_progress')),
        mode            TEXT    NOT NULL DEFAULT 'own' CHECK (mode IN ('own', 'assisted', 'practice')),
        daily           TEXT
    )
    """,
    f"INSERT INTO games_v3 ({_V3_COPIED}, result, mode, daily)"
    f" SELECT {_V3_COPIED},"
    " CASE result WHEN 'assisted' THEN 'won' ELSE result END,"
    " CASE WHEN code IS NULL THEN 'practice'"
    "      WHEN result = 'assisted' OR hints_used > 0 OR checks_used > 0 THEN 'assisted'"
    "      ELSE 'own' END,"
    " daily FROM games",
    *_carry_sequence("games_v3"),
    "DROP TABLE games",
    "ALTER TABLE games_v3 RENAME TO games",
    "CREATE INDEX games_by_rules ON games (rules, ended_at)",
    "CREATE INDEX games_by_code ON games (code) WHERE code IS NOT NULL",
    "CREATE INDEX games_by_daily ON games (daily) WHERE daily IS NOT NULL",
    """
    CREATE TABLE game_scores (
        game_id INTEGER NOT NULL,
        system  TEXT    NOT NULL,
        score   INTEGER NOT NULL,
        PRIMARY KEY (game_id, system)
    ) WITHOUT ROWID
    """,
)

# Migration 3 -> 4 (``MIGRATIONS[3]``).
DAILY_GOALS: tuple[str, ...] = (
    """
    CREATE TABLE daily_goals (
        day    TEXT    NOT NULL,
        slot   INTEGER NOT NULL CHECK (slot BETWEEN 0 AND 2),
        goal   TEXT    NOT NULL,
        met_at TEXT    NOT NULL,
        PRIMARY KEY (day, slot)
    ) WITHOUT ROWID
    """,
)

PYRAMID_KEY = "PYR"
"""The game of every row written before there was a ``game`` column (Pyramid's key in deal codes)."""

REMOVED_LIMIT = (
    "CASE game WHEN 'PYR' THEN 28 WHEN 'GIZA' THEN 28 WHEN 'PHARAOHS' THEN 52"
    " WHEN 'TRIANGLE' THEN 28 WHEN 'KINGTUT' THEN 28 WHEN 'THIRTEEN' THEN 28 ELSE 104 END"
)
"""The most pyramid cards a game of each key can remove: its pyramids' slots (Giza's reserves are no pyramid cards),
and for a game a later version adds, two decks' worth.  Written out, not derived from the declarations: a schema's
CHECK is what the file holds, and a test compares it with the declarations."""

_V5_COPIED = (
    "id, code, rules, deal_number, started_at, updated_at, ended_at, active_seconds, moves, undos, hints_used,"
    " checks_used, rewinds_used, demo_moves, score, pyramid_removed, result, mode, daily"
)

# Migration 4 -> 5 (``MIGRATIONS[4]``), statements run in one transaction.
GAME_COLUMN: tuple[str, ...] = (
    f"""
    CREATE TABLE games_v5 (
        id              INTEGER PRIMARY KEY AUTOINCREMENT,
        game            TEXT    NOT NULL DEFAULT '{PYRAMID_KEY}',
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
        rewinds_used    INTEGER NOT NULL DEFAULT 0 CHECK (rewinds_used >= 0),
        demo_moves      INTEGER NOT NULL DEFAULT 0 CHECK (demo_moves >= 0),
        score           INTEGER NOT NULL DEFAULT 0,
        pyramid_removed INTEGER NOT NULL DEFAULT 0 CHECK (pyramid_removed BETWEEN 0 AND {REMOVED_LIMIT}),
        result          TEXT    NOT NULL DEFAULT 'in_progress'
                        CHECK (result IN ('won', 'lost', 'abandoned', 'in_progress')),
        mode            TEXT    NOT NULL DEFAULT 'own' CHECK (mode IN ('own', 'assisted', 'practice')),
        daily           TEXT
    )
    """,
    f"INSERT INTO games_v5 ({_V5_COPIED}, game) SELECT {_V5_COPIED}, '{PYRAMID_KEY}' FROM games",
    *_carry_sequence("games_v5"),
    "DROP TABLE games",
    "ALTER TABLE games_v5 RENAME TO games",
    "CREATE INDEX games_by_rules ON games (game, rules, ended_at)",
    "CREATE INDEX games_by_code ON games (code) WHERE code IS NOT NULL",
    "CREATE INDEX games_by_daily ON games (daily) WHERE daily IS NOT NULL",
)

# MIGRATIONS[n] upgrades a database from user_version n to n + 1, inside one transaction.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """
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
        )
        """,
        "CREATE INDEX games_by_rules ON games (rules, ended_at)",
        "CREATE INDEX games_by_code ON games (code) WHERE code IS NOT NULL",
    ),
    ASSISTED_DAILY_PAR,
    RESULT_AND_MODE,
    DAILY_GOALS,
    GAME_COLUMN,
)

EXPECTED_COLUMNS = (
    "id",
    "game",
    "code",
    "rules",
    "deal_number",
    "started_at",
    "updated_at",
    "ended_at",
    "active_seconds",
    "moves",
    "undos",
    "hints_used",
    "checks_used",
    "rewinds_used",
    "demo_moves",
    "score",
    "pyramid_removed",
    "result",
    "mode",
    "daily",
)
