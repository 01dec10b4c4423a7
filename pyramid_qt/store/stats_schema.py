"""The statistics schema: its migrations and the columns of ``games``, apart from :mod:`pyramid_qt.store.stats_db`'s
file handling.

Version 2 adds the result ``assisted`` (a game finished by "Show me how": played, never won), the
``daily`` date of a daily deal, and the ``deal_par`` table (the par of each deal code once computed).  SQLite
cannot change a CHECK constraint, so the ``games`` table is rebuilt; the AUTOINCREMENT counter is carried over so
game ids are still never reused.
"""

from __future__ import annotations

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
)

EXPECTED_COLUMNS = (
    "id",
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
    "score",
    "pyramid_removed",
    "result",
    "daily",
)
