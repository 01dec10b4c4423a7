-- The statistics file main wrote at e1e2df0 (schema version 2), dumped as SQL.
-- Made by playing these games with that commit's own pyramid_qt.store.stats.StatsStore: a win, a loss, a
-- win with 2 hints, a game Show me how finished ('assisted'), an abandoned game, a position won, a daily deal
-- won, a loss with a check, a game left in progress, and a last game deleted (its id must never come back).
BEGIN TRANSACTION;
CREATE TABLE deal_par (code TEXT PRIMARY KEY, par INTEGER NOT NULL CHECK (par >= 0));
INSERT INTO "deal_par" VALUES('PY1-N-AAAAAAS',44);
INSERT INTO "deal_par" VALUES('PY1-W-AAAAAAB',43);
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
        score           INTEGER NOT NULL DEFAULT 0,
        pyramid_removed INTEGER NOT NULL DEFAULT 0 CHECK (pyramid_removed BETWEEN 0 AND 28),
        result          TEXT    NOT NULL DEFAULT 'in_progress'
                        CHECK (result IN ('won', 'lost', 'abandoned', 'assisted', 'in_progress')),
        daily           TEXT
    );
INSERT INTO "games" VALUES(1,'PY1-N-AAAAAAS','N',18,'2026-11-30T09:03:00+00:00','2026-11-30T09:09:00+00:00','2026-11-30T09:09:00+00:00',130.5,52,0,0,0,280,28,'won',NULL);
INSERT INTO "games" VALUES(2,'PY1-N-AAAAAAS','N',18,'2026-11-30T09:12:00+00:00','2026-11-30T09:18:00+00:00','2026-11-30T09:18:00+00:00',200.25,61,3,0,0,170,17,'lost',NULL);
INSERT INTO "games" VALUES(3,'PY1-N-AAAAAAT','N',19,'2026-11-30T09:21:00+00:00','2026-11-30T09:27:00+00:00','2026-11-30T09:27:00+00:00',99.0,48,0,2,0,280,28,'won',NULL);
INSERT INTO "games" VALUES(4,'PY1-W-AAAAAAB','W',1,'2026-11-30T09:30:00+00:00','2026-11-30T09:36:00+00:00','2026-11-30T09:36:00+00:00',75.0,50,0,0,0,280,28,'assisted',NULL);
INSERT INTO "games" VALUES(5,'PY1-N-AAAAAAU','N',20,'2026-11-30T09:39:00+00:00','2026-11-30T09:45:00+00:00','2026-11-30T09:45:00+00:00',20.0,9,0,0,0,40,4,'abandoned',NULL);
INSERT INTO "games" VALUES(6,NULL,'N',NULL,'2026-11-30T09:48:00+00:00','2026-11-30T09:54:00+00:00','2026-11-30T09:54:00+00:00',4.0,3,0,0,0,30,28,'won',NULL);
INSERT INTO "games" VALUES(7,'PY1-N-AAAAHQK','N',5158,'2026-11-30T09:57:00+00:00','2026-11-30T10:03:00+00:00','2026-11-30T10:03:00+00:00',140.0,55,0,0,0,280,28,'won','2026-12-06');
INSERT INTO "games" VALUES(8,'PY1-T-AAAAABG','T',32,'2026-11-30T10:06:00+00:00','2026-11-30T10:12:00+00:00','2026-11-30T10:12:00+00:00',88.0,35,0,0,1,130,13,'lost',NULL);
INSERT INTO "games" VALUES(9,'PY1-N-AAAAAAV','N',21,'2026-11-30T10:15:00+00:00','2026-11-30T10:18:00+00:00',NULL,10.0,5,0,0,0,0,0,'in_progress',NULL);
CREATE INDEX games_by_rules ON games (rules, ended_at);
CREATE INDEX games_by_code ON games (code) WHERE code IS NOT NULL;
CREATE INDEX games_by_daily ON games (daily) WHERE daily IS NOT NULL;
DELETE FROM "sqlite_sequence";
INSERT INTO "sqlite_sequence" VALUES('games',10);
COMMIT;
PRAGMA user_version = 2;
