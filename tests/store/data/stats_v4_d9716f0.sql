-- The statistics file main wrote at d9716f0 (schema version 4), dumped as SQL.
-- Made with that commit's own pyramid_qt.store.stats.StatsStore (PYTHONPATH=/work/main): a win with its
-- scores, a daily deal won (2026-12-07) with a goal met, a loss, a win with 2 hints, a position won
-- (practice) and a game left in progress.
BEGIN TRANSACTION;
CREATE TABLE daily_goals (
        day    TEXT    NOT NULL,
        slot   INTEGER NOT NULL CHECK (slot BETWEEN 0 AND 2),
        goal   TEXT    NOT NULL,
        met_at TEXT    NOT NULL,
        PRIMARY KEY (day, slot)
    ) WITHOUT ROWID
    ;
INSERT INTO "daily_goals" VALUES('2026-12-07',0,'clear','2026-12-07T23:34:38+00:00');
CREATE TABLE deal_par (code TEXT PRIMARY KEY, par INTEGER NOT NULL CHECK (par >= 0));
INSERT INTO "deal_par" VALUES('PY1-N-AAAAXXB',59);
CREATE TABLE game_scores (
        game_id INTEGER NOT NULL,
        system  TEXT    NOT NULL,
        score   INTEGER NOT NULL,
        PRIMARY KEY (game_id, system)
    ) WITHOUT ROWID
    ;
INSERT INTO "game_scores" VALUES(1,'microsoft',1290);
INSERT INTO "game_scores" VALUES(1,'pyramide',280);
CREATE TABLE "games" (
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
    );
INSERT INTO "games" VALUES(1,'PY1-N-AAAAAAS','N',18,'2026-12-07T23:34:38+00:00','2026-12-07T23:34:38+00:00','2026-12-07T23:34:38+00:00',130.0,52,0,0,0,0,0,280,28,'won','own',NULL);
INSERT INTO "games" VALUES(2,'PY1-N-AAAAXXB','N',16147,'2026-12-07T23:34:38+00:00','2026-12-07T23:34:38+00:00','2026-12-07T23:34:38+00:00',200.0,60,0,0,0,0,0,280,28,'won','own','2026-12-07');
INSERT INTO "games" VALUES(3,'PY1-W1-AAAAAAB','W1',1,'2026-12-07T23:34:38+00:00','2026-12-07T23:34:38+00:00','2026-12-07T23:34:38+00:00',50.0,30,0,0,0,0,0,120,12,'lost','own',NULL);
INSERT INTO "games" VALUES(4,'PY1-N-AAAAAAS','N',18,'2026-12-07T23:34:38+00:00','2026-12-07T23:34:38+00:00','2026-12-07T23:34:38+00:00',90.0,45,0,2,0,0,0,280,28,'won','assisted',NULL);
INSERT INTO "games" VALUES(5,NULL,'T',NULL,'2026-12-07T23:34:38+00:00','2026-12-07T23:34:38+00:00','2026-12-07T23:34:38+00:00',9.5,8,0,0,0,0,0,60,6,'won','practice',NULL);
INSERT INTO "games" VALUES(6,'PY1-T-AAAAAAC','T',2,'2026-12-07T23:34:38+00:00','2026-12-07T23:34:38+00:00',NULL,12.0,7,0,0,0,0,0,20,2,'in_progress','own',NULL);
CREATE INDEX games_by_rules ON games (rules, ended_at);
CREATE INDEX games_by_code ON games (code) WHERE code IS NOT NULL;
CREATE INDEX games_by_daily ON games (daily) WHERE daily IS NOT NULL;
DELETE FROM "sqlite_sequence";
INSERT INTO "sqlite_sequence" VALUES('games',6);
COMMIT;
PRAGMA user_version = 4;
