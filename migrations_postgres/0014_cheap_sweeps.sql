-- manawell store, fourteenth step: the background sweeps stay cheap however many games
-- are stored. Each query a sweep runs every few seconds reads a partial index holding
-- only the rows it looks for (games behind, due, waiting on the AI, not yet rated), so
-- it never reads the large `state` of a finished game. `store::sweeps` lists them; a
-- test checks their plans on 100,000 games.

-- An AI seat is among the seats to act in this running game. Kept by every write of the
-- seats to act (`store::sweeps::AI_TURN`).
ALTER TABLE tables ADD COLUMN ai_turn INTEGER NOT NULL DEFAULT 0;
UPDATE tables SET ai_turn = 1 WHERE status = 'running' AND EXISTS (
    SELECT 1 FROM seats s WHERE s.table_id = tables.id AND s.ai
      AND (',' || COALESCE(tables.waiting, CAST(tables.to_act AS TEXT)) || ',')
          LIKE ('%,' || CAST(s.seat AS TEXT) || ',%'));
CREATE INDEX tables_ai_turn ON tables (updated_at) WHERE ai_turn = 1;

-- The game was rated, or marked as one that is not (its row in `rated_games` is written
-- in the same transaction). Solo games finished before this step were never rated:
-- marked so.
ALTER TABLE tables ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
UPDATE tables SET rated = 1 WHERE id IN (SELECT table_id FROM rated_games);
UPDATE tables SET rated = 1 WHERE status = 'finished' AND seats_wanted < 2
    AND (options::jsonb ->> 'daily') IS NULL;
CREATE INDEX tables_unrated ON tables (updated_at, id) WHERE status = 'finished' AND rated = 0;

-- A version not yet posted, or a game paused because its place could not be posted in.
DROP INDEX tables_behind;
CREATE INDEX tables_behind ON tables (announce_at)
    WHERE announced_version < version OR paused_at IS NOT NULL;

-- Reminders and deadlines of running games only.
DROP INDEX tables_remind_at;
DROP INDEX tables_deadline_at;
CREATE INDEX tables_remind_running ON tables (remind_at) WHERE status = 'running';
CREATE INDEX tables_deadline_running ON tables (deadline_at) WHERE status = 'running';

-- An index on the status alone matches nine games in ten once most have finished, and
-- SQLite, which keeps no statistics, would prefer it to the indexes above. The games of
-- a place, and of a thread, are found by their own.
DROP INDEX tables_status;
CREATE INDEX tables_place ON tables (place, status);
CREATE INDEX tables_thread ON tables ((place::jsonb ->> 'thread'));
